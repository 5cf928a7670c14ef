/**
 * Imports accredited bodies from CSV: `npm run import:bodies -- bodies.csv [scopes.csv]`.
 * Every row is checked first; if any is wrong, each problem is printed with its line number and
 * nothing is written. Otherwise every body is written by accreditation number. The report is the
 * one /admin shows.
 */
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';

import { getPayload } from 'payload';

import config from '../src/cms/payload.config';
import { importAccreditedBodiesCsv } from '../src/features/accredited-bodies/cms';
import { recordImport } from '../src/features/back-office/cms';
import { reportLines } from '../src/platform/csv/problems';

const [bodiesFile, scopesFile] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!bodiesFile) {
  console.error('usage: npm run import:bodies -- bodies.csv [scopes.csv]');
  process.exit(2);
}

const payload = await getPayload({ config });
await payload.db.migrate();
const report = await importAccreditedBodiesCsv(payload, createReadStream(bodiesFile), scopesFile ? createReadStream(scopesFile) : undefined);
await recordImport(payload, 'accredited-bodies', report, [bodiesFile, scopesFile ?? ''].map((f) => basename(f)), {});
for (const line of reportLines(report)) (report.ok ? console.info : console.error)(line);
await payload.destroy();
process.exit(report.ok ? 0 : 1);
