import { describe, it } from 'vitest';

import { startTestPostgresPayload } from '@tests/support/payload';
import { reportsSuite } from './reports.suite';

// On PostgreSQL, as several app servers would share it (TEST_POSTGRES_URL; .ci/run starts one).
if (process.env.TEST_POSTGRES_URL) reportsSuite(startTestPostgresPayload);
else describe('certification body reports on PostgreSQL', () => it.skip('needs TEST_POSTGRES_URL (set by .ci/run)', () => undefined));
