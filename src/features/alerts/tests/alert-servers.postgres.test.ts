import { describe, it } from 'vitest';

import { startTestPostgresPayload } from '@tests/support/payload';

import { alertServersSuite } from './alert-servers.suite';

if (process.env.TEST_POSTGRES_URL) alertServersSuite(startTestPostgresPayload);
else describe('alerts on two servers on PostgreSQL', () => it.skip('needs TEST_POSTGRES_URL (set by .ci/run)', () => undefined));
