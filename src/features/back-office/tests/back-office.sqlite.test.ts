import { startTestPayload } from '@tests/support/payload';

import { backOfficeSuite } from './back-office.suite';

backOfficeSuite(startTestPayload);
