import type { Payload } from 'payload';

import { seedSampleCertificates } from '../certificate/seed';
import { importAccreditedBodies } from '../server/importer';
import { generateSampleAccreditedBodies } from './generate';

/** How many sample accredited bodies a new database gets. */
export const SAMPLE_BODIES = 300;

/** Sample accredited bodies for an empty directory; returns how many were written. */
export async function seedAccreditedBodies(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'accredited-bodies' });
  if (totalDocs > 0) return 0;
  const report = await importAccreditedBodies(payload, generateSampleAccreditedBodies(SAMPLE_BODIES, { seed: 1 }));
  // A few of them get certificates in both languages, with the QR code of their verification page.
  await seedSampleCertificates(payload);
  return report.created;
}
