/**
 * The accredited-body directory under load: 10^4 sample bodies, then searches of each kind
 * (keyword, name in Japanese variants, filters, combinations, deep page, detail, verify, export)
 * through HTTP with autocannon, served as `npm start` serves (a process per core) with the
 * answer cache off, so every page is searched and rendered. Prints, per query type, one client's
 * latency (p50/p97.5/p99) and requests/s, then eight clients' requests/s and latency, and how
 * many times one client's throughput that is. Targets (issue 14): p95 < 50 ms for one client;
 * with eight clients at least 250 searches/s, p95 < 100 ms.
 *
 *   npm run bench:directory   (BENCH_BODIES=10000, BENCH_CONNECTIONS=8, BENCH_SECONDS=5,
 *                              APP_PROCESSES=cores, ANSWER_CACHE=0)
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { must, startSite, waitFor } from './support/process';

const bodies = Number(process.env.BENCH_BODIES ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const processes = Number(process.env.APP_PROCESSES ?? availableParallelism());
const port = 3204;
const root = process.cwd();
const next = path.join(root, 'node_modules', '.bin', 'next');
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-directory-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
  PAYLOAD_SECRET: 'bench-only',
  NEXT_DIST_DIR: '.next-bench',
  NEXT_TELEMETRY_DISABLED: '1',
  BENCH_BODIES: String(bodies),
  ANSWER_CACHE: process.env.ANSWER_CACHE ?? '0',
};

const enc = encodeURIComponent;
const queries: [string, string][] = [
  ['all current bodies (page 1)', '/certification_institutions'],
  ['keyword: accreditation number', `/certification_institutions?q=${enc('MS0042')}`],
  ['keyword: standard number', `/certification_institutions?q=${enc('JIS B 7609')}&status=all`],
  ['name: katakana', `/certification_institutions?name=${enc('サンプル')}`],
  ['name: half-width kana', `/certification_institutions?name=${enc('ｻﾝﾌﾟﾙ')}`],
  ['name: with 株式会社', `/certification_institutions?name=${enc('株式会社 見本')}`],
  ['name: English', `/en/certification_institutions?name=${enc('calibration')}`],
  ['filter: scheme', '/certification_institutions?scheme=laboratory'],
  ['filter: prefecture', '/certification_institutions?pref=27'],
  ['filter: scheme + scope', '/certification_institutions?scheme=management_system&scope=ISMS'],
  ['combination: scheme + pref + name', `/certification_institutions?scheme=management_system&pref=13&name=${enc('見本')}`],
  ['deep page', '/certification_institutions?status=all&page=200'],
  ['no result', `/certification_institutions?q=${enc('zzzzqqqq')}`],
  ['detail page', '/certification_institutions/MS0040'],
  ['verify', '/verify/MS0040'],
  ['export: CSV of a scheme', '/certification_institutions/export?format=csv&scheme=product'],
];

let server: ChildProcess | null = null;
try {
  console.info(`Preparing a database with ${bodies} sample bodies and building into .next-bench …`);
  const importSeconds = must('node', ['--import', 'tsx', 'bench/support/prepare-directory.ts'], env);
  must(next, ['build'], env);
  server = startSite(port, { ...env, APP_PROCESSES: String(processes) });
  await waitFor(`http://localhost:${port}/certification_institutions`);
  console.info(
    `\n${bodies} bodies (prepared in ${importSeconds.toFixed(1)} s); ${processes} app process(es), answer cache ${env.ANSWER_CACHE === '0' ? 'off' : 'on'}; ${connections} connections, ${seconds} s per query\n`,
  );
  // One client (the latency a visitor sees) and `connections` clients at once (throughput, with
  // queueing on this 2-core machine). p97.5 is autocannon's nearest published percentile to p95.
  console.info(`query                                    1 client: p50  p97.5  p99 ms  req/s | ${connections} clients: req/s  p50  p97.5 ms  × 1 client  non-2xx`);
  for (const [name, url] of queries) {
    const target = `http://localhost:${port}${url}`;
    await autocannon({ url: target, connections: 1, duration: 1 });
    const one = await autocannon({ url: target, connections: 1, duration: seconds });
    const many = await autocannon({ url: target, connections, duration: seconds });
    console.info(
      `${name.padEnd(40)} ${String(one.latency.p50).padStart(6)} ${String(one.latency.p97_5).padStart(6)} ${String(one.latency.p99).padStart(5)} ${one.requests.average.toFixed(0).padStart(6)} | ${many.requests.average.toFixed(0).padStart(12)} ${String(many.latency.p50).padStart(4)} ${String(many.latency.p97_5).padStart(6)} ${(many.requests.average / one.requests.average).toFixed(2).padStart(13)} ${String(many.non2xx + one.non2xx).padStart(8)}`,
    );
  }
} finally {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
