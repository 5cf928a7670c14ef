import { describe, it } from 'vitest';

import { startTestPostgresPayload } from '@tests/support/payload';

import { backupSuite, newPostgresDatabase } from './backup.suite';

// The same on PostgreSQL with pg_dump and pg_restore, restored into a new, empty database.
// TEST_POSTGRES_URL names a server where the tests may create and drop databases; .ci/run starts one
// (and installs Debian's PostgreSQL, whose client programs the backup runs).
if (process.env.TEST_POSTGRES_URL) backupSuite({ kind: 'postgres', start: startTestPostgresPayload, target: newPostgresDatabase });
else describe('backup and restore on PostgreSQL', () => it.skip('needs TEST_POSTGRES_URL (set by .ci/run)', () => undefined));
