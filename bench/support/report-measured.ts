/**
 * A certification body's report, previewed and confirmed through the staff path (server/reports.ts)
 * against DATABASE_URL, in a process of its own; prints `MEASURED {json}`: the preview's and the
 * commit's seconds, the counts, and this process's peak resident memory (bench/reports.ts).
 *
 *   node --import tsx bench/support/report-measured.ts report.csv full|changes [received-on]
 */
import { createReadStream } from 'node:fs';

import pg from 'pg';

import { confirmReport, previewReport } from '../../src/features/certified-organisations/cms';

const [file, kind = 'full', receivedOn] = process.argv.slice(2);
const url = process.env.DATABASE_URL!;
const pool = url.startsWith('postgres') ? new pg.Pool({ connectionString: url }) : null;
const target = pool ? { pool } : { url };
const by = { name: 'bench' };
const started = performance.now();
const preview = await previewReport(createReadStream(file!), target, { kind: kind as 'full' | 'changes', receivedOn, by, source: 'cli' });
const previewSeconds = (performance.now() - started) / 1000;
if (!preview.ok || preview.reportId === null) {
  console.error(`preview failed: ${JSON.stringify(preview.message ?? preview.errors.slice(0, 3))}`);
  process.exit(1);
}
const committing = performance.now();
console.info(`COMMITTING ${Date.now()}`);
const confirmed = await confirmReport(target, preview.reportId, { by, confirmEnding: preview.ending });
const commitSeconds = (performance.now() - committing) / 1000;
console.info(`COMMITTED ${Date.now()}`);
await pool?.end();
if (!confirmed.ok) {
  console.error(`confirmation refused: ${confirmed.refusal.message.en}`);
  process.exit(1);
}
const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
const { rows, created, updated, unchanged, ending, returning } = confirmed.report;
console.info(`MEASURED ${JSON.stringify({ previewSeconds, commitSeconds, peakMb, rows, created, updated, unchanged, ending, returning })}`);
process.exit(0);
