/**
 * A burst of inquiry submissions through HTTP, as a browser without JavaScript makes them
 * (form page, review post, confirmation page, send post), from concurrent clients on loopback.
 * The SMTP server (on loopback) is down for the first part of the run and started mid-way.
 * Prints how many submissions were stored and how many mails were delivered, and duplicates.
 *
 *   npm run bench:forms                      (1,000 submissions, 50 clients)
 *   BENCH_SUBMISSIONS=200 BENCH_CLIENTS=20 npm run bench:forms
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { SMTPServer } from 'smtp-server';

import { must, startSite, waitFor } from './support/process';

const total = Number(process.env.BENCH_SUBMISSIONS ?? 1000);
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const smtpDownFor = Number(process.env.BENCH_SMTP_DOWN_FRACTION ?? 0.3);
const port = 3203;
const base = `http://localhost:${port}`;
const root = process.cwd();
const next = path.join(root, 'node_modules', '.bin', 'next');
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-forms-'));
const staff = { email: 'bench-staff@example.invalid', password: 'bench-staff-password' };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as { port: number };
      probe.close(() => resolve(p));
    });
  });
}

const smtpPort = await freePort();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
  PAYLOAD_SECRET: 'bench-only',
  NEXT_DIST_DIR: '.next-bench',
  NEXT_TELEMETRY_DISABLED: '1',
  CMS_ADMIN_EMAIL: staff.email,
  CMS_ADMIN_PASSWORD: staff.password,
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtpPort),
  SMTP_IGNORE_TLS: 'true',
  MAIL_STAFF_TO: 'staff@example.invalid',
  MAIL_RETRY_INTERVAL_SECONDS: '2',
  // The rate limit is raised for the run: every client here shares one address.
  FORM_RATE_LIMIT: '1000000',
  FORM_ACTION_LIMIT: '1000000',
  ACK_MAIL_DAILY_LIMIT: '1000000',
};

// Mail received, by Message-ID, to find duplicates.
const received = new Map<string, number>();
let smtp: SMTPServer | null = null;
function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? `unknown-${received.size}`;
        received.set(id, (received.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  return new Promise((resolve) => smtp!.listen(smtpPort, '127.0.0.1', () => resolve()));
}

/** A tiny cookie jar per client. */
class Client {
  private cookies = new Map<string, string>();
  async request(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(base + url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }
}

/** The hidden inputs of the form that contains a button with the given text. */
function hiddenInputs(html: string, buttonText: string): Record<string, string> {
  const forms = html.split('<form').slice(1);
  const form = forms.find((f) => f.includes(buttonText)) ?? '';
  const inputs: Record<string, string> = {};
  for (const match of form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(match[0])?.[1];
    const value = /value="([^"]*)"/.exec(match[0])?.[1] ?? '';
    if (name) inputs[name.replace(/&amp;/g, '&')] = value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  }
  return inputs;
}

function multipart(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return body;
}

const timings: number[] = [];
let failures = 0;

async function submitOne(client: Client, n: number) {
  const started = performance.now();
  const formHtml = await (await client.request('/inquiry/form')).text();
  const review = await client.request('/inquiry/form', {
    method: 'POST',
    headers: { origin: base },
    body: multipart({
      ...hiddenInputs(formHtml, '入力内容を確認する'),
      name: `負荷試験 ${n}`,
      nameKana: 'フカシケン',
      email: `bench-${n}@example.invalid`,
      category: 'other',
      subject: `負荷試験の送信 ${n}`,
      message: 'ベンチマークによる送信です（サンプル）。',
      privacy: 'yes',
      website: '',
    }),
  });
  if (review.status !== 303) throw new Error(`review answered ${review.status}`);
  const confirmHtml = await (await client.request('/inquiry/form/confirm')).text();
  const send = await client.request('/inquiry/form/confirm', {
    method: 'POST',
    headers: { origin: base },
    body: multipart(hiddenInputs(confirmHtml, 'この内容で送信する')),
  });
  if (send.status !== 303 || !send.headers.get('location')?.includes('/success')) throw new Error(`send answered ${send.status}`);
  timings.push(performance.now() - started);
}

async function storedCount(): Promise<number> {
  const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(staff) });
  const { token } = (await login.json()) as { token: string };
  const list = await fetch(`${base}/api/inquiries?limit=1&depth=0`, { headers: { Authorization: `JWT ${token}` } });
  return ((await list.json()) as { totalDocs: number }).totalDocs;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

let server: ChildProcess | null = null;
try {
  console.info('Preparing a seeded database and building the site into .next-bench …');
  must('node', ['--import', 'tsx', 'scripts/prepare-db.ts'], env, { output: 'ignore' });
  must(next, ['build'], env, { output: 'ignore' });
  server = startSite(port, env);
  await waitFor(`${base}/inquiry/form`);

  console.info(`Sending ${total} inquiries from ${clients} concurrent clients; SMTP down for the first ${Math.round(smtpDownFor * 100)} % …`);
  let next_ = 0;
  let done = 0;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new Client();
      while (next_ < total) {
        const n = next_++;
        try {
          await submitOne(client, n);
        } catch (error) {
          failures++;
          if (failures <= 5) console.error(`submission ${n}: ${error instanceof Error ? error.message : error}`);
        }
        done++;
        if (!smtp && done >= total * smtpDownFor) await startSmtp();
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  if (!smtp) await startSmtp();

  const expectedMails = 2 * (total - failures);
  const deadline = Date.now() + 180_000;
  while (received.size < expectedMails && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1000));
  const stored = await storedCount();
  const duplicates = [...received.values()].filter((count) => count > 1).length;

  console.info(`\nsubmissions attempted   ${total}`);
  console.info(`submissions failed      ${failures}`);
  console.info(`submissions stored      ${stored}`);
  console.info(`mails expected          ${expectedMails} (staff notification + acknowledgement each)`);
  console.info(`mails delivered         ${received.size} distinct, ${[...received.values()].reduce((a, b) => a + b, 0)} in all`);
  console.info(`duplicate deliveries    ${duplicates}`);
  console.info(`burst duration          ${seconds.toFixed(1)} s (${(total / seconds).toFixed(1)} submissions/s, 4 requests each)`);
  console.info(`per submission          p50 ${percentile(timings, 50).toFixed(0)} ms, p95 ${percentile(timings, 95).toFixed(0)} ms, p99 ${percentile(timings, 99).toFixed(0)} ms`);
} finally {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => (smtp ? smtp.close(() => resolve(null)) : resolve(null)));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
