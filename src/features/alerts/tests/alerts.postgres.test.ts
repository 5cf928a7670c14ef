import { describe, it } from 'vitest';

import { startTestPostgresPayload } from '@tests/support/payload';

import { alertsSuite } from './alerts.suite';

// The same on PostgreSQL, where the claims are conditional UPDATEs other connections wait on.
if (process.env.TEST_POSTGRES_URL) alertsSuite(startTestPostgresPayload);
else describe('alerts on PostgreSQL', () => it.skip('needs TEST_POSTGRES_URL (set by .ci/run)', () => undefined));
