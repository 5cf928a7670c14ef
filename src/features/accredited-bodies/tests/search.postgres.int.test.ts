import { describe, it } from 'vitest';

import { startTestPostgresPayload } from '@tests/support/payload';
import { bodySearchSuite } from './search.suite';

// On PostgreSQL (TEST_POSTGRES_URL: a server where the tests may create and drop databases; .ci/run starts one).
if (process.env.TEST_POSTGRES_URL) bodySearchSuite(startTestPostgresPayload);
else describe('searching accredited bodies on PostgreSQL', () => it.skip('needs TEST_POSTGRES_URL (set by .ci/run)', () => undefined));
