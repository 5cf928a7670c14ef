import { describe, it } from 'vitest';

import { startTestPostgresPayload } from '@tests/support/payload';

import { backOfficeSuite } from './back-office.suite';

// The same on PostgreSQL. TEST_POSTGRES_URL names a server where the tests may create and drop databases; .ci/run starts one.
if (process.env.TEST_POSTGRES_URL) backOfficeSuite(startTestPostgresPayload);
else describe('the back office on PostgreSQL', () => it.skip('needs TEST_POSTGRES_URL (set by .ci/run)', () => undefined));
