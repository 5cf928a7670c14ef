import { startTestPayload } from '@tests/support/payload';
import { bodySearchSuite } from './search.suite';

// On SQLite, the default database.
bodySearchSuite(startTestPayload);
