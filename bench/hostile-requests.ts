/**
 * What the costliest request of each kind an outsider can send does to everyone else (issue:
 * nothing an outsider sends costs the site more than it costs them). A stream of ordinary
 * requests (pages, a search, a check, robots.txt) runs alone, then beside one client that sends
 * one kind of hostile request back to back; for each kind it prints the ordinary requests' p50
 * and p95, the ratio to the quiet run (target: p95 within 1.5×), and what the hostile request
 * got and how long it took. Before the request-shape checks (src/http-server/requestShape.ts) one
 * `GET /?a&a&…` of 7,000 items held a server for 3–5 s and robots.txt took 3 s beside it.
 *
 *   npm run bench:hostile                                  prepares a database, builds into .next-bench, serves, measures
 *   BENCH_URL=http://localhost:3000 npm run bench:hostile  a site already running (no build)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=4 …                 length of each run, ordinary clients at once
 */
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { must, startSite, waitFor } from './support/process';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const root = process.cwd();
let base = process.env.BENCH_URL;
let stopSite = () => {};
let dataDir: string | undefined;
if (!base) {
  const port = 3206;
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-hostile-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
    PAYLOAD_SECRET: 'bench-only',
    NEXT_DIST_DIR: '.next-bench',
    NEXT_TELEMETRY_DISABLED: '1',
    SITE_URL: `http://localhost:${port}`,
    // The hostile client is one address, with the allowances the open internet meets: its posts
    // are refused once it has used them (BENCH_FORM_RATE_LIMIT=1000000 to have every post read).
    ...(process.env.BENCH_FORM_RATE_LIMIT ? { FORM_RATE_LIMIT: process.env.BENCH_FORM_RATE_LIMIT } : {}),
  };
  console.info('Preparing a database and building into .next-bench …');
  must('node', ['--import', 'tsx', 'scripts/prepare-db.ts'], env, { output: 'ignore' });
  if (process.env.BENCH_BUILD !== '0') must(path.join(root, 'node_modules', '.bin', 'next'), ['build'], env, { output: 'ignore' });
  const site = startSite(port, env);
  stopSite = () => site.pid && process.kill(-site.pid, 'SIGTERM');
  base = `http://localhost:${port}`;
  await waitFor(base);
}
const origin = new URL(base);
const port = Number(origin.port || 80);

type Answer = { status: number; ms: number };

/** One request with Node's client, any headers and body. */
function send(method: string, target: string, headers: Record<string, string> = {}, body?: Buffer): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest({ host: origin.hostname, port, method, path: target, headers: body ? { ...headers, 'content-length': String(body.length) } : headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

/** A request line Node's client will not write (over 16 KB). */
function sendRaw(text: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect(port, origin.hostname);
    let head = '';
    socket.on('data', (c: Buffer) => (head += c.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), ms: performance.now() - started }));
    socket.end(text);
  });
}

const multipart = (fields: [string, string][]) => {
  const boundary = '----bench';
  const body = Buffer.from(fields.map(([n, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
};

const manyItems = Array.from({ length: 7000 }, () => 'a').join('&');
// As many fields as fit in the 100 KB a form post may have.
const form = multipart(Array.from({ length: 1300 }, (_, i) => [`f${i}`, 'x'] as [string, string]));
// Three levels of or: the query-string parser keeps at most ten levels of brackets.
const deepWhere = `where${'[or][0]'.repeat(3)}[title][like]=a&${Array.from({ length: 9 }, (_, i) => `where[and][${i}][title][like]=a`).join('&')}`;
const bulk = multipart([['numbers', Array.from({ length: 5000 }, (_, i) => `MS-${String(i).padStart(8, '0')}`).join('\n')]]);

/** The costliest request of each kind, as found (issue 43) or as the limits allow. */
const hostile: [string, () => Promise<Answer>][] = [
  ['7,000 query items on /', () => send('GET', `/?${manyItems}`)],
  ['7,000 query items on /verify/{n}', () => send('GET', `/verify/RM0001?${manyItems}`)],
  ['100 query items (the most allowed) on a search', () => send('GET', `/ms_certifications/list?${Array.from({ length: 100 }, (_, i) => `q${i}=%E3%81%82`).join('&')}`)],
  ['an address of 8 KB (the most allowed)', () => send('GET', `/search?q=${'%E3%81%82'.repeat(900)}`)],
  ['an address over 16 KB', () => sendRaw(`GET /?q=${'x'.repeat(17_000)} HTTP/1.1\r\nHost: ${origin.host}\r\nConnection: close\r\n\r\n`)],
  ['80 cookies', () => send('GET', '/', { cookie: Array.from({ length: 80 }, (_, i) => `c${i}=${'v'.repeat(100)}`).join('; ') })],
  ['150 header lines', () => send('GET', '/', Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`x-h${i}`, 'v'.repeat(50)])))],
  ['300 path segments', () => send('GET', `/${'a/'.repeat(300)}`)],
  ['a form post of 1,300 fields (under 100 KB)', () => send('POST', '/inquiry/form', { origin: base!, 'content-type': form.type }, form.body)],
  ["a REST query of 10 conditions (an anonymous client's most), 4 deep", () => send('GET', `/api/pages?${deepWhere}`)],
  ['a bulk check of 5,000 numbers', () => send('POST', '/verify/list', { origin: base!, 'content-type': bulk.type }, bulk.body)],
];

const ordinary = ['/robots.txt', '/', '/en/news', '/ms_certifications/list?q=%E9%87%91%E5%B1%9E', '/verify/RM0001', '/about/basic'];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** Ordinary clients for `seconds`, beside `attack` sent back to back when given. */
async function run(attack?: () => Promise<Answer>) {
  const until = performance.now() + seconds * 1000;
  const times: number[] = [];
  const attacks: Answer[] = [];
  let next = 0;
  const client = async () => {
    while (performance.now() < until) {
      const answer = await send('GET', ordinary[next++ % ordinary.length]!);
      if (answer.status === 200) times.push(answer.ms);
    }
  };
  const attacker = async () => {
    while (attack && performance.now() < until) attacks.push(await attack());
  };
  await Promise.all([...Array.from({ length: connections }, client), attacker()]);
  return { p50: percentile(times, 50), p95: percentile(times, 95), count: times.length, attacks };
}

try {
  // Warm up: every page once.
  for (const target of ordinary) await send('GET', target);
  const quiet = await run();
  console.info(`${connections} ordinary clients for ${seconds} s each run, against ${base}`);
  console.info(`quiet: ${quiet.count} requests, p50 ${quiet.p50.toFixed(1)} ms, p95 ${quiet.p95.toFixed(1)} ms\n`);
  console.info('| beside | ordinary p50 | ordinary p95 | p95 / quiet | hostile requests sent | their answers | their p50 |');
  console.info('|---|---|---|---|---|---|---|');
  for (const [name, attack] of hostile) {
    const loud = await run(attack);
    const statuses = [...new Set(loud.attacks.map((a) => a.status))].join(', ');
    const mark = loud.p95 / quiet.p95 > 1.5 ? ' (over 1.5×)' : '';
    console.info(
      `| ${name} | ${loud.p50.toFixed(1)} ms | ${loud.p95.toFixed(1)} ms | ${(loud.p95 / quiet.p95).toFixed(2)}×${mark} | ${loud.attacks.length} | ${statuses} | ${percentile(
        loud.attacks.map((a) => a.ms),
        50,
      ).toFixed(1)} ms |`,
    );
  }
} finally {
  stopSite();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
