/**
 * Imports accredited bodies from CSV: `npm run import:bodies -- bodies.csv [scopes.csv]`.
 * Every row is checked first; if any is wrong, each problem is printed with its line number and
 * nothing is written. Otherwise all rows are upserted by accreditation number in one transaction.
 */
import { readFileSync } from 'node:fs';

import { getPayload } from 'payload';

import config from '../src/cms/payload.config';
import { importAccreditedBodies, parseAccreditedBodiesCsv } from '../src/features/accredited-bodies/cms';

const [bodiesFile, scopesFile] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!bodiesFile) {
  console.error('usage: npm run import:bodies -- bodies.csv [scopes.csv]');
  process.exit(2);
}

const { bodies, errors } = parseAccreditedBodiesCsv(readFileSync(bodiesFile), scopesFile ? readFileSync(scopesFile) : undefined);
if (errors.length) {
  console.error(`${errors.length} problem(s); nothing was imported:`);
  for (const e of errors) {
    const file = e.file === 'bodies' ? bodiesFile : scopesFile;
    console.error(`  ${file}:${e.line}${e.column ? ` [${e.column}]` : ''}  ${e.reason.ja} / ${e.reason.en}`);
  }
  process.exit(1);
}

const payload = await getPayload({ config });
await payload.db.migrate();
const report = await importAccreditedBodies(payload, bodies);
console.info(`Imported ${bodies.length} bodies: ${report.created} created, ${report.updated} updated.`);
await payload.destroy();
process.exit(0);
