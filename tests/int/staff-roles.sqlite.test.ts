import { startTestPayload } from '@tests/support/payload';

import { staffRolesSuite } from './staff-roles.suite';

staffRolesSuite(startTestPayload);
