import { startTestPayload } from '@tests/support/payload';

import { alertServersSuite } from './alert-servers.suite';

// Several processes on one SQLite file (one machine): the same claims hold.
alertServersSuite(startTestPayload);
