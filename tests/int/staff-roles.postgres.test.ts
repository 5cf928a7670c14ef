import { describe, it } from 'vitest';

import { startTestPostgresPayload } from '@tests/support/payload';

import { staffRolesSuite } from './staff-roles.suite';

// The same rules on PostgreSQL (the roles are a table of their own there too, queried by the
// last-administrator check). TEST_POSTGRES_URL names a server where the tests may create and drop
// databases; .ci/run starts one.
if (process.env.TEST_POSTGRES_URL) staffRolesSuite(startTestPostgresPayload);
else describe('staff roles on PostgreSQL', () => it.skip('needs TEST_POSTGRES_URL (set by .ci/run)', () => undefined));
