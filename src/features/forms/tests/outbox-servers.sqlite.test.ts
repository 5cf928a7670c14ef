import { startTestPayload } from '@tests/support/payload';

import { outboxServersSuite } from './outbox-servers.suite';

// Several processes on one SQLite file (one machine): the same lease holds.
outboxServersSuite(startTestPayload);
