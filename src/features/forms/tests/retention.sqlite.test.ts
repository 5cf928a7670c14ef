import { startTestPayload } from '@tests/support/payload';

import { retentionSuite } from './retention.suite';

retentionSuite(startTestPayload);
