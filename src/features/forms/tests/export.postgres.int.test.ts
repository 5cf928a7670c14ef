import { describe, it } from 'vitest';

import { startTestPostgresPayload } from '@tests/support/payload';

import { submissionExportSuite } from './export.suite';

// The same export on PostgreSQL, as several app servers would share it. TEST_POSTGRES_URL names a
// server where the tests may create and drop databases; .ci/run starts one.
if (process.env.TEST_POSTGRES_URL) submissionExportSuite(startTestPostgresPayload);
else describe('the export of submissions on PostgreSQL', () => it.skip('needs TEST_POSTGRES_URL (set by .ci/run)', () => undefined));
