import { Readable } from 'node:stream';

import { stringify } from 'csv-stringify/sync';
import type { Payload } from 'payload';

import { todayInJapan } from '@/platform/time/japan';

import { CERTIFICATE_COLUMNS, toCells } from '../server/csv';
import { importCertificateCsv, importTarget } from '../server/importer';
import { generateSampleCertificates } from './generate';

/** How many sample certificates a new database gets. */
export const SAMPLE_CERTIFICATES = 5000;

/** Sample certificates (`rows` of them from `seed`, valid as of `asOf`) imported as a CSV file would be; the import's report. */
export async function importSampleCertificates(payload: Payload, sample: { rows: number; seed: number; asOf: string }) {
  const records = [...generateSampleCertificates(sample)];
  const csv = stringify([[...CERTIFICATE_COLUMNS], ...records.map(toCells)]);
  return importCertificateCsv(Readable.from([Buffer.from(csv)]), importTarget(payload));
}

/** Sample certified organisations for an empty register, through the CSV importer; returns how many were written. */
export async function seedCertifiedOrganisations(payload: Payload, rows = SAMPLE_CERTIFICATES): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'certified-organisations' });
  if (totalDocs > 0) return 0;
  const report = await importSampleCertificates(payload, { rows, seed: 1, asOf: todayInJapan() });
  if (!report.ok) throw new Error(`Sample certificates did not import: ${JSON.stringify(report.errors.slice(0, 3))}`);
  return report.created;
}
