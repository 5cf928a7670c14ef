import { getPayload } from 'payload';

import { seed } from '../../src/payload/seed';
import config from '../../src/payload/payload.config';
import { generateSampleAccreditedBodies, importAccreditedBodies } from '../../src/features/accredited-bodies/cms';

// A migrated, seeded database whose directory holds BENCH_BODIES sample bodies.
const payload = await getPayload({ config });
await payload.db.migrate();
await seed(payload);
const wanted = Number(process.env.BENCH_BODIES ?? 5000);
const started = performance.now();
const report = await importAccreditedBodies(payload, generateSampleAccreditedBodies(wanted, { seed: 1 }));
console.info(`imported ${wanted} bodies (${report.created} created, ${report.updated} updated) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await payload.destroy();
process.exit(0);
