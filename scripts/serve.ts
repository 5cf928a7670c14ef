/**
 * Serves the built site from every core (scripts/lib/workers.ts): what `npm start` runs once the
 * database and the build are ready. `APP_PROCESSES=1` serves from one process.
 */
import path from 'node:path';

import { serveWithWorkers } from './lib/workers';

await serveWithWorkers(path.resolve('src/http-server/index.ts'));
