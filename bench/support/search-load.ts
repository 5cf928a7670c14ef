/**
 * Runs register searches one after another against DATABASE_URL (the store's own functions, no
 * HTTP: what a report's commit does to the database's answers, not to the renderer) until it gets
 * SIGTERM or `seconds` pass; prints READY once connected, then `MEASURED {json}` with the count,
 * p50/p95/max in ms and each search's start and duration.
 *
 *   node --import tsx bench/support/search-load.ts [seconds]
 */
import { createClient } from '@libsql/client';
import pg from 'pg';

import { emptySearch, postgresClient, searchCertificates, sqliteClient, type SqlClient } from '../../src/features/certified-organisations/cms';
import { todayInJapan } from '../../src/platform/time/japan';

const seconds = Number(process.argv[2] ?? 30);
const url = process.env.DATABASE_URL!;
const pool = url.startsWith('postgres') ? new pg.Pool({ connectionString: url, max: 4 }) : null;
const libsql = pool ? null : createClient({ url });
await libsql?.execute('PRAGMA busy_timeout = 30000');
const db: SqlClient = pool ? postgresClient(pool) : sqliteClient(libsql!);
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
// Each search's start (epoch ms) and duration, so the caller can keep those inside a window of its own.
const samples: [number, number][] = [];
let stop = false;
process.on('SIGTERM', () => (stop = true));
const until = Date.now() + seconds * 1000;
console.info('READY');
for (let i = 0; !stop && Date.now() < until; i++) {
  const at = Date.now();
  const started = performance.now();
  await searchCertificates(db, { ...emptySearch(), ...searches[i % searches.length] }, today);
  samples.push([at, performance.now() - started]);
  // SQLite's client answers without leaving the microtask queue: let the loop see the signal.
  await new Promise((resolve) => setImmediate(resolve));
}
const sorted = samples.map(([, ms]) => ms).sort((a, b) => a - b);
const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
console.info(`MEASURED ${JSON.stringify({ count: samples.length, p50: at(50), p95: at(95), max: Math.round(sorted.at(-1) ?? 0), samples })}`);
await pool?.end();
libsql?.close();
process.exit(0);
