import { describe, it } from 'vitest';

import { startTestPostgresPayload } from '@tests/support/payload';
import { certifiedOrganisationSuite } from './register.suite';

// On PostgreSQL, as several app servers would share it. TEST_POSTGRES_URL names a server where
// the tests may create and drop databases; .ci/run starts one.
if (process.env.TEST_POSTGRES_URL) certifiedOrganisationSuite(startTestPostgresPayload);
else describe('certified organisations on PostgreSQL', () => it.skip('needs TEST_POSTGRES_URL (set by .ci/run)', () => undefined));
