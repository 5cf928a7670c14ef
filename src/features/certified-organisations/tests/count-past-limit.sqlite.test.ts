import { startTestPayload } from '@tests/support/payload';

import { countPastLimitSuite } from './count-past-limit.suite';

countPastLimitSuite('SQLite', startTestPayload);
