import { describe, it } from 'vitest';

import { startTestPostgresPayload } from '@tests/support/payload';

import { countPastLimitSuite } from './count-past-limit.suite';

// TEST_POSTGRES_URL names a server where the tests may create and drop databases; .ci/run starts one.
if (process.env.TEST_POSTGRES_URL) countPastLimitSuite('PostgreSQL', startTestPostgresPayload);
else describe('a search whose matches without its scopes pass the counted limit (PostgreSQL)', () => it.skip('needs TEST_POSTGRES_URL (set by .ci/run)', () => undefined));
