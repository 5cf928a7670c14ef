import { describe, it } from 'vitest';

import { startTestPostgresPayload } from '@tests/support/payload';

import { importLeaseSuite } from './import-lease.suite';

// Several app servers on one PostgreSQL database. TEST_POSTGRES_URL names a server where the
// tests may create and drop databases; .ci/run starts one.
if (process.env.TEST_POSTGRES_URL) importLeaseSuite(startTestPostgresPayload);
else describe('import lease on PostgreSQL', () => it.skip('needs TEST_POSTGRES_URL (set by .ci/run)', () => undefined));
