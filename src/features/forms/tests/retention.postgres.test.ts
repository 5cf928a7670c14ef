import { describe, it } from 'vitest';

import { startTestPostgresPayload } from '@tests/support/payload';

import { retentionSuite } from './retention.suite';

// The same on PostgreSQL, where the daily claim is a conditional UPDATE that other connections
// wait on. TEST_POSTGRES_URL names a server where the tests may create and drop databases;
// .ci/run starts one.
if (process.env.TEST_POSTGRES_URL) retentionSuite(startTestPostgresPayload);
else describe('retention on PostgreSQL', () => it.skip('needs TEST_POSTGRES_URL (set by .ci/run)', () => undefined));
