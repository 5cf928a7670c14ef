/**
 * Alerts by mail at scale (issue 41, ADR 30): BENCH_ADDRESSES addresses (10,000) each following
 * BENCH_FOLLOWS certificates (5) among BENCH_CERTIFICATES (1,000) of one certification body; then
 * the body's next full report changes BENCH_CHANGED of them (500: half left out, which ends them,
 * half renewed). Measured from the moment the report is committed to the last mail handed to the
 * SMTP server (a real one on loopback, smtp-server): seconds, mails, changes told, peak memory of
 * this process. The jobs run back to back, as one server's timer would with no wait between runs;
 * in production the timer's interval (ALERT_INTERVAL_SECONDS, 60) adds at most one interval.
 *
 *   npm run bench:alerts
 *   BENCH_POSTGRES_URL=postgres://…/postgres npm run bench:alerts        on PostgreSQL
 *
 * The subscriptions are written in SQL (a confirmed request each, as the form and the confirmation
 * would leave them): making 10,000 through the form would measure the form, not the alerts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

import { stringify } from 'csv-stringify/sync';
import { SMTPServer } from 'smtp-server';

const addresses = Number(process.env.BENCH_ADDRESSES ?? 10_000);
const follows = Number(process.env.BENCH_FOLLOWS ?? 5);
const certificateCount = Number(process.env.BENCH_CERTIFICATES ?? 1_000);
const changed = Number(process.env.BENCH_CHANGED ?? 500);
const postgresServer = process.env.BENCH_POSTGRES_URL;
const BODY = 'ALBENCH1';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const dir = mkdtempSync(path.join(tmpdir(), 'site-bench-alerts-'));
const name = `site_bench_alerts_${Date.now()}`;
let url = `file:${path.join(dir, 'site.db')}`;
if (postgresServer) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: postgresServer });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  url = Object.assign(new URL(postgresServer), { pathname: `/${name}` }).toString();
}

// A real SMTP server on loopback, counting what it accepts and when.
const smtpPort = await freePort();
let received = 0;
let lastReceivedAt = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received++;
      lastReceivedAt = performance.now();
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', () => resolve()));

Object.assign(process.env, {
  DATA_DIR: dir,
  DATABASE_URL: url,
  PAYLOAD_SECRET: 'bench-only',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtpPort),
  SMTP_IGNORE_TLS: 'true',
  SITE_URL: 'https://site.example',
});

const [{ getPayload }, { default: config }, certified, alerts, { sqlClient }, { todayInJapan }] = await Promise.all([
  import('payload'),
  import('../src/payload/payload.config'),
  import('../src/features/certified-organisations/cms'),
  import('../src/features/alerts/cms'),
  import('../src/platform/db/payloadSql'),
  import('../src/platform/time/japan'),
]);
const payload = await getPayload({ config });
await payload.db.migrate();
const db = sqlClient(payload);
const today = todayInJapan();
const by = { name: 'bench@example.invalid' };

const sample = [...certified.generateSampleCertificates({ rows: 1, seed: 3, asOf: today })][0]!;
const certificates = Array.from({ length: certificateCount }, (_, i) => ({
  ...sample,
  bodyNumber: BODY,
  bodyName: '通知ベンチ認証機関（サンプル）',
  certificateNumber: `ALB-${String(i + 1).padStart(6, '0')}`,
  organisationName: `通知ベンチ組織${i + 1}（サンプル）`,
  firstRegisteredOn: '2020-04-01',
  expiresOn: '2028-03-31',
  decision: 'valid' as const,
}));
const csv = (rows: typeof certificates) => Readable.from([Buffer.from(`\uFEFF${stringify([[...certified.CERTIFICATE_COLUMNS], ...rows.map(certified.toCells)])}`)]);
const first = await certified.importReport(csv(certificates), certified.importTarget(payload), { receivedOn: today, today, by });
if (!first.ok) throw new Error(`first report refused: ${JSON.stringify(first)}`);

// The subscribers, confirmed after the first report (so its rows are not news to them).
const setupStarted = performance.now();
await new Promise((resolve) => setTimeout(resolve, 10));
const confirmedAt = new Date().toISOString();
for (let i = 0; i < addresses; i += 500) {
  const chunk = Array.from({ length: Math.min(500, addresses - i) }, (_, k) => i + k);
  await db.execute({
    sql: `INSERT INTO alert_addresses (email, public_id, confirmations_that_day, hard_bounces, updated_at, created_at) VALUES ${chunk.map(() => '(?, ?, 0, 0, ?, ?)').join(', ')}`,
    args: chunk.flatMap((n) => [`watcher-${n}@example.invalid`, `bench${n}`, confirmedAt, confirmedAt]),
  });
}
const ids = (await db.execute('SELECT id, email FROM alert_addresses')).rows.map((r) => Number(r.id));
const subscriptions: (string | number)[][] = [];
ids.forEach((id, n) => {
  for (let f = 0; f < follows; f++) {
    const certificate = certificates[(n * follows + f * 197) % certificateCount]!;
    subscriptions.push([id, 'certificate', `${BODY}:${certificate.certificateNumber}`, n % 10 === 0 ? 'daily' : 'immediate', n % 3 === 0 ? 'en' : 'ja', confirmedAt, confirmedAt, confirmedAt, confirmedAt]);
  }
});
for (let i = 0; i < subscriptions.length; i += 300) {
  const chunk = subscriptions.slice(i, i + 300);
  await db.execute({
    sql: `INSERT INTO alert_subscriptions (address_id, kind, subject_key, frequency, locale, requested_at, confirmed_at, updated_at, created_at) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')} ON CONFLICT (address_id, kind, subject_key) DO NOTHING`,
    args: chunk.flat(),
  });
}
const setupSeconds = (performance.now() - setupStarted) / 1000;

// The next full report: the first half of the changed ones left out (ended), the other half renewed.
const leftOut = new Set(certificates.slice(0, changed / 2).map((c) => c.certificateNumber));
const renewed = new Set(certificates.slice(changed / 2, changed).map((c) => c.certificateNumber));
const next = certificates.filter((c) => !leftOut.has(c.certificateNumber)).map((c) => (renewed.has(c.certificateNumber) ? { ...c, expiresOn: '2031-03-31' } : c));
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const report = await certified.importReport(csv(next), certified.importTarget(payload), { receivedOn: today, today, by, confirmEnding: leftOut.size });
if (!report.ok) throw new Error(`second report refused: ${JSON.stringify(report)}`);
const committedAt = performance.now();
received = 0;
let runs = 0;
let queued = 0;
for (;;) {
  runs++;
  const found = (await alerts.collectAlerts(payload)).queued;
  queued += found;
  const sent = await alerts.deliverAlerts(payload);
  if (found === 0 && sent.sent === 0 && sent.failed === 0) break;
}
const immediateSeconds = (lastReceivedAt - committedAt) / 1000;
const immediateMails = received;
// The daily digest, at 08:00 in Japan.
const digestStarted = performance.now();
const digest = await alerts.deliverAlerts(payload, alerts.nextDigestAt(new Date()));
const digestSeconds = (performance.now() - digestStarted) / 1000;
clearInterval(sampler);

const subscribed = Number((await db.execute(`SELECT COUNT(*) AS n FROM alert_subscriptions`)).rows[0]?.n);
const told = Number((await db.execute(`SELECT COUNT(*) AS n FROM alert_queue WHERE status = 'sent'`)).rows[0]?.n);
const engine = postgresServer ? 'PostgreSQL' : 'SQLite';
console.info(`\nAlerts by mail on ${engine}: ${addresses} addresses following ${follows} of ${certificateCount} certificates each (${subscribed} subscriptions, written in ${setupSeconds.toFixed(1)} s)`);
console.info(`A full report changing ${changed} of them (${leftOut.size} left out, ${renewed.size} renewed), committed; then the timer's jobs back to back (${runs} runs):`);
console.info(`  immediate: ${immediateMails} mails handed to SMTP, the last ${immediateSeconds.toFixed(1)} s after the commit (target: within 5 minutes, with the timer's 60 s)`);
console.info(`  daily digest at 08:00: ${digest.sent} mails in ${digestSeconds.toFixed(1)} s`);
console.info(`  changes told: ${told} (queued ${queued}); one mail per subscriber, however many of its certificates changed`);
console.info(`  peak memory (RSS) of the process: ${(peakRss / 1024 ** 2).toFixed(0)} MB`);

await payload.destroy();
await new Promise<void>((resolve) => smtp.close(() => resolve()));
rmSync(dir, { recursive: true, force: true });
if (postgresServer) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: postgresServer });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(0);
