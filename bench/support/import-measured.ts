/**
 * Imports a register file (argument) into DATABASE_URL through the staff importer, then prints
 * `MEASURED {json}`: its time and this process's peak resident memory (bench/support/certified.ts).
 */
import { createReadStream } from 'node:fs';

import pg from 'pg';

import { importReport } from '../../src/features/certified-organisations/cms';

const file = process.argv[2]!;
const url = process.env.DATABASE_URL!;
const pool = url.startsWith('postgres') ? new pg.Pool({ connectionString: url }) : null;
const report = await importReport(createReadStream(file), pool ? { pool } : { url }, { kind: 'changes', by: { name: 'bench' }, source: 'cli' });
if (pool) {
  await pool.query('ANALYZE certified_organisations');
  await pool.end();
}
if (!report.ok) {
  console.error(`import failed: ${JSON.stringify(report.errors.slice(0, 3))}`);
  process.exit(1);
}
const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
const line = `${report.rows.toLocaleString('en')} rows: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged`;
console.info(`MEASURED ${JSON.stringify({ seconds: report.seconds, peakMb, line })}`);
process.exit(0);
