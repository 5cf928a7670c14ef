/**
 * Writes a sample certified-organisation register as CSV (UTF-8 with BOM), every record
 * labelled sample: `npm run generate:certified -- --rows 100000 [--seed 1] [--as-of 2026-11-21] [--out file.csv]`.
 * Without --out the CSV goes to standard output.
 */
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';

import { stringify } from 'csv-stringify';

import { CERTIFICATE_COLUMNS, generateSampleCertificates, toCells } from '../src/features/certified-organisations/cms';
import { todayInJapan } from '../src/platform/time/japan';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '1000' }, seed: { type: 'string', default: '1' }, 'as-of': { type: 'string' }, out: { type: 'string' } },
});
const rows = Number(values.rows);
if (!Number.isInteger(rows) || rows < 1) {
  console.error('--rows takes a positive whole number');
  process.exit(2);
}
const out = values.out ? createWriteStream(values.out) : process.stdout;
out.write('\uFEFF');
const csv = stringify({ record_delimiter: 'windows' });
csv.pipe(out);
csv.write([...CERTIFICATE_COLUMNS]);
for (const record of generateSampleCertificates({ rows, seed: Number(values.seed), asOf: values['as-of'] ?? todayInJapan() })) {
  if (!csv.write(toCells(record))) await new Promise((resolve) => csv.once('drain', resolve));
}
csv.end();
await new Promise<void>((resolve) => {
  out.on('finish', () => resolve());
  out.on('close', () => resolve());
});
if (values.out) console.error(`Wrote ${rows} sample certificates to ${values.out}`);
