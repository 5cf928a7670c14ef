import { startTestPayload } from '@tests/support/payload';

import { importLeaseSuite } from './import-lease.suite';

// Several processes on one SQLite file (one machine): the lease is a row of the same file.
importLeaseSuite(startTestPayload);
