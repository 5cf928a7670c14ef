import { startTestPayload } from '@tests/support/payload';

import { alertsSuite } from './alerts.suite';

alertsSuite(startTestPayload);
