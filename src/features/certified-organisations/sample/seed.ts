import { Readable } from 'node:stream';

import { stringify } from 'csv-stringify/sync';
import type { Payload } from 'payload';

import { todayInJapan } from '@/platform/time/japan';

import { CERTIFICATE_COLUMNS, toCells } from '../server/csv';
import { importCertificateCsv, importTarget } from '../server/importer';
import { generateSampleCertificates } from './generate';

/** How many sample certificates a new database gets. */
export const SAMPLE_CERTIFICATES = 5000;

/** Sample certified organisations for an empty register, through the CSV importer; returns how many were written. */
export async function seedCertifiedOrganisations(payload: Payload, rows = SAMPLE_CERTIFICATES): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'certified-organisations' });
  if (totalDocs > 0) return 0;
  const records = [...generateSampleCertificates({ rows, seed: 1, asOf: todayInJapan() })];
  const csv = stringify([[...CERTIFICATE_COLUMNS], ...records.map(toCells)]);
  const report = await importCertificateCsv(Readable.from([Buffer.from(csv)]), importTarget(payload));
  if (!report.ok) throw new Error(`Sample certificates did not import: ${JSON.stringify(report.errors.slice(0, 3))}`);
  return report.created;
}
