import { startTestPayload } from '@tests/support/payload';

import { backupSuite, sameSqliteFile } from './backup.suite';

backupSuite({ kind: 'sqlite', start: startTestPayload, target: sameSqliteFile });
