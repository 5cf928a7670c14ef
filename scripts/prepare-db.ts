import { getPayload } from 'payload';

import config from '../src/payload/payload.config';
import { ensureFirstStaffAccount, migrateAndSeed } from './lib/prepare';

// Migrates and seeds the database named by the environment, and creates the staff account from it.
const payload = await getPayload({ config });
await migrateAndSeed(payload);
await ensureFirstStaffAccount(payload);
await payload.destroy();
process.exit(0);
