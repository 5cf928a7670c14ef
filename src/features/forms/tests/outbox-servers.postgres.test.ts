import { describe, it } from 'vitest';

import { startTestPostgresPayload } from '@tests/support/payload';

import { outboxServersSuite } from './outbox-servers.suite';

// Several app servers share one PostgreSQL database: the case the outbox's lease is for.
// TEST_POSTGRES_URL names a server where the tests may create and drop databases; .ci/run starts one.
if (process.env.TEST_POSTGRES_URL) outboxServersSuite(startTestPostgresPayload);
else describe('mail outbox on two servers, PostgreSQL', () => it.skip('needs TEST_POSTGRES_URL (set by .ci/run)', () => undefined));
