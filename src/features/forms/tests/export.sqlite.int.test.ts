import { startTestPayload } from '@tests/support/payload';

import { submissionExportSuite } from './export.suite';

submissionExportSuite(startTestPayload);
