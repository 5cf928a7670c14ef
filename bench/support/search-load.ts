/**
 * Runs register searches one after another against DATABASE_URL (the store's own functions, no
 * HTTP: what a report's commit does to the database's answers, not to the renderer) until it gets
 * SIGTERM or `seconds` pass; prints `MEASURED {json}` with the count and p50/p95/max in ms.
 *
 *   node --import tsx bench/support/search-load.ts [seconds]
 */
import { createClient } from '@libsql/client';
import pg from 'pg';

import { emptySearch, postgresClient, searchCertificates, type SqlClient } from '../../src/features/certified-organisations/cms';
import { todayInJapan } from '../../src/platform/time/japan';

const seconds = Number(process.argv[2] ?? 30);
const url = process.env.DATABASE_URL!;
const pool = url.startsWith('postgres') ? new pg.Pool({ connectionString: url, max: 4 }) : null;
const libsql = pool ? null : createClient({ url });
await libsql?.execute('PRAGMA busy_timeout = 30000');
const db: SqlClient = pool
  ? postgresClient(pool)
  : { dialect: 'sqlite', execute: (stmt) => libsql!.execute(stmt as never) as never, batch: (stmts, mode) => libsql!.batch(stmts as never, mode) as never };
const today = todayInJapan();
const searches = [
  {},
  { keyword: '工業' },
  { keyword: 'Hikari' },
  { standards: ['QMS' as const] },
  { prefectures: ['13'] },
  { keyword: '工業', page: 30 },
  { keyword: '建設', prefectures: ['23'] },
];
const times: number[] = [];
let stop = false;
process.on('SIGTERM', () => (stop = true));
const until = Date.now() + seconds * 1000;
for (let i = 0; !stop && Date.now() < until; i++) {
  const started = performance.now();
  await searchCertificates(db, { ...emptySearch(), ...searches[i % searches.length] }, today);
  times.push(performance.now() - started);
}
const sorted = [...times].sort((a, b) => a - b);
const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
console.info(`MEASURED ${JSON.stringify({ count: times.length, p50: at(50), p95: at(95), max: Math.round(sorted.at(-1) ?? 0) })}`);
await pool?.end();
libsql?.close();
process.exit(0);
