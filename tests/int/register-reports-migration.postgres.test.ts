import { describe, it } from 'vitest';

import * as migration from '@/payload/migrations/postgres/20261128_042002_register_reports';
import { startTestPostgresPayload } from '@tests/support/payload';

import { reportsMigrationSuite } from './register-reports-migration.suite';

// TEST_POSTGRES_URL names a server where the tests may create and drop databases; .ci/run starts one.
if (process.env.TEST_POSTGRES_URL) reportsMigrationSuite(startTestPostgresPayload, migration as never);
else describe('the reports migration on PostgreSQL', () => it.skip('needs TEST_POSTGRES_URL (set by .ci/run)', () => undefined));
