import { startTestPayload } from '@tests/support/payload';
import { certifiedOrganisationSuite } from './register.suite';

// On SQLite, the default database.
certifiedOrganisationSuite(startTestPayload);
