import { getPayload } from 'payload';

import config from '../src/payload/payload.config';
import { migrateAndSeed } from './lib/prepare';

// Migrates, then seeds an empty database with the sample site; a database with pages is left alone.
const payload = await getPayload({ config });
const result = await migrateAndSeed(payload);
payload.logger.info(result.seeded ? `Seeded ${result.pages} sample pages and ${result.bodies} sample accredited bodies.` : 'Database already has data; nothing seeded.');
await payload.destroy();
process.exit(0);
