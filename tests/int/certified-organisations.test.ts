import { startTestPayload } from './payload';
import { certifiedOrganisationSuite } from './certified-organisations.suite';

// On SQLite, the default database.
certifiedOrganisationSuite(startTestPayload);
