import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import S3rver from 's3rver';

import { type Cluster, nginxBinary, redisServerBinary, startCluster } from '../../scripts/lib/cluster';
import { processLog, staffToken } from './support';

/**
 * Several app servers behind nginx, sharing Redis and the database of the test run, as
 * `npm run start:cluster` starts them: a page published through one server is fresh from the
 * other and through the balancer within seconds; one form allowance is shared by both servers;
 * a server stopped as a deployment stops it loses no request; a server killed loses only those
 * it was answering. Uploads go to S3-compatible object storage, as on several hosts: s3rver, an
 * implementation of the S3 protocol in Node, stands in for the bucket (none of the real stores,
 * Amazon S3, R2 or MinIO, can be installed here; the site talks to it with the AWS SDK as to them).
 */

test.describe.configure({ mode: 'serial' });

const CLUSTER_PORT = Number(process.env.E2E_PORT ?? 3100) + 20;
const FORM_LIMIT = 6;
let cluster: Cluster | null = null;
const servers = processLog();
const BUCKET = 'site-uploads';
let s3: S3rver | null = null;
let s3Endpoint = '';
// Not inside DATA_DIR, which only its owner may enter: nginx's workers write here too.
const workDir = path.join(tmpdir(), `site-cluster-${process.pid}-${Date.now()}`);

test.beforeAll(async () => {
  test.skip(!redisServerBinary() || !nginxBinary(), 'needs redis-server and nginx (Debian packages; .ci/run installs them)');
  test.setTimeout(180_000);
  mkdirSync(path.join(workDir, 's3'), { recursive: true });
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(workDir, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  cluster = await startCluster({
    port: CLUSTER_PORT,
    appServers: 2,
    workDir,
    log: servers.log,
    env: {
      FORM_RATE_LIMIT: String(FORM_LIMIT),
      SITE_URL: `http://127.0.0.1:${CLUSTER_PORT}`,
      SHUTDOWN_GRACE_SECONDS: '1',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  });
});

test.afterEach(async ({}, testInfo) => servers.attachOnFailure(testInfo));

test.afterAll(async () => {
  await cluster?.stop();
  await s3?.close();
  rmSync(workDir, { recursive: true, force: true });
});

async function text(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  return response.text();
}

/** What the last answer of a poll was, so a failure says what was served instead. */
const lastSeen = new Map<string, string>();

/** How long until `url` shows `expected`, polling every 200 ms for at most `limitMs`. */
async function secondsUntil(url: string, expected: string, limitMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    const response = await fetch(url, { redirect: 'manual' });
    const body = await response.text();
    if (body.includes(expected)) return (Date.now() - start) / 1000;
    const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? body.slice(0, 80);
    lastSeen.set(url, `${response.status}, cache ${response.headers.get('x-nextjs-cache') ?? response.headers.get('x-cache') ?? '-'}, «${title}» at ${new Date().toISOString()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Infinity;
}

test('a page published through one server is fresh from the other and through the balancer within seconds', async ({ request }) => {
  test.setTimeout(120_000);
  const [a, b] = cluster!.servers as [string, string];
  const token = await staffToken(request);
  const auth = { Authorization: `JWT ${token}`, 'content-type': 'application/json' };
  const slug = `cluster-${Date.now()}`;
  // Dated long ago, so no list another test counts (this year's news, the latest items) shows it meanwhile.
  const created = await fetch(`${a}/api/news?depth=0`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ title: 'クラスターの確認（前）', slug, category: 'notice', publishedAt: '2001-04-02T00:00:00.000Z', _status: 'published' }),
  });
  expect(created.status).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  try {
    const page = `/news/${slug}`;
    // Each server renders and keeps the page; the balancer keeps it too.
    for (const origin of [a, b, cluster!.balancer, cluster!.balancer]) expect(await text(origin + page)).toContain('クラスターの確認（前）');
    // Through the balancer the answer carries nginx's request id, which the app server logged it under.
    expect((await fetch(cluster!.balancer + page)).headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    const updated = await fetch(`${a}/api/news/${doc.id}?depth=0`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ title: 'クラスターの確認（後）', _status: 'published' }),
    });
    expect(updated.status).toBe(200);
    console.info(`published through ${a} at ${new Date().toISOString()}`);
    const fromB = await secondsUntil(b + page, 'クラスターの確認（後）', 20_000);
    const throughBalancer = await secondsUntil(cluster!.balancer + page, 'クラスターの確認（後）', 30_000);
    console.info(`fresh from the other server after ${fromB.toFixed(1)} s, through the balancer after ${throughBalancer.toFixed(1)} s`);
    expect(fromB, `the other server last served: ${lastSeen.get(b + page)}`).toBeLessThan(5);
    // The balancer keeps a public page 5 s at most, then serves it once more while one request
    // refreshes it: about 6 s here; the margin is for a loaded CI machine.
    expect(throughBalancer, `the balancer last served: ${lastSeen.get(cluster!.balancer + page)}`).toBeLessThan(12);
  } finally {
    await fetch(`${a}/api/news/${doc.id}`, { method: 'DELETE', headers: auth });
  }
});

test('a file uploaded through one server is in the bucket, served by the other, and on neither server\'s disk', async ({ request }) => {
  const [a, b] = cluster!.servers as [string, string];
  const token = await staffToken(request);
  const name = `cluster-upload-${Date.now()}.pdf`;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Sample upload of the cluster test ${name}`);
  pdf.addPage([200, 200]);
  const bytes = Buffer.from(await pdf.save());
  const form = new FormData();
  form.set('file', new Blob([bytes], { type: 'application/pdf' }), name);
  form.set('_payload', JSON.stringify({ alt: 'クラスターの確認（サンプル）' }));
  const created = await fetch(`${a}/api/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form });
  expect(created.status, await created.clone().text()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number; filename: string; url: string } };
  // At the site's own address (the adapter adds the folder in the bucket to it).
  const address = new URL(doc.url, a);
  const file = `${address.pathname}${address.search}`;
  const client = new S3Client({ region: 'us-east-1', endpoint: s3Endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const inBucket = () => client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `media/${doc.filename}` }));
  try {
    expect(address.pathname).toBe(`/api/media/file/${doc.filename}`);
    // The other server serves it, the same bytes.
    const served = await fetch(`${b}${file}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // It is in the bucket, under the collection's folder, and not in the servers' upload folder.
    const object = await inBucket();
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true);
    expect(existsSync(path.join(process.env.DATA_DIR ?? 'data', 'media', doc.filename))).toBe(false);
    // An unknown name is a 404 from the bucket too.
    expect((await fetch(`${b}/api/media/file/no-such-${name}`)).status).toBe(404);
  } finally {
    expect((await fetch(`${a}/api/media/${doc.id}`, { method: 'DELETE', headers: { Authorization: `JWT ${token}` } })).status).toBe(200);
  }
  // Gone with its record: refused (403, no record grants it) or not found, never served.
  expect([403, 404]).toContain((await fetch(`${b}${file}`)).status);
  await expect(inBucket()).rejects.toThrow();
});

test('one form allowance is shared by both servers, so a burst across them is refused at the same count', async () => {
  const [a, b] = cluster!.servers as [string, string];
  const statuses: number[] = [];
  for (let i = 0; i < FORM_LIMIT * 2; i++) {
    const origin = i % 2 ? b : a;
    // A post to a public page counts against the form allowance before anything else reads it.
    const response = await fetch(`${origin}/inquiry/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: cluster!.balancer },
      body: 'x=1',
      redirect: 'manual',
    });
    statuses.push(response.status);
    await response.arrayBuffer();
  }
  const refused = statuses.filter((s) => s === 429).length;
  expect(refused, statuses.join(' ')).toBe(FORM_LIMIT);
  expect(statuses.slice(0, FORM_LIMIT)).not.toContain(429);
});

type Outcome = { start: number; end: number; status: number };

/** `clients` clients asking for `path` (never from the micro-cache) `each` times, every outcome recorded; a failed connection is status 0. */
function load(path: string, clients: number, each: number, outcomes: Outcome[]): Promise<void[]> {
  const client = async () => {
    for (let i = 0; i < each; i++) {
      const start = Date.now();
      try {
        const response = await fetch(`${cluster!.balancer}${path}?n=${Math.random()}`);
        await response.arrayBuffer();
        outcomes.push({ start, end: Date.now(), status: response.status });
      } catch {
        outcomes.push({ start, end: Date.now(), status: 0 });
      }
    }
  };
  return Promise.all(Array.from({ length: clients }, client));
}

test('a server told to stop says so, finishes what it is doing, and no request fails', async () => {
  test.setTimeout(120_000);
  const [a] = cluster!.servers as [string, string];
  const outcomes: Outcome[] = [];
  const clients = load('/service', 4, 40, outcomes);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const exited = cluster!.terminate(0);
  // At once, while it still takes requests for its grace (SHUTDOWN_GRACE_SECONDS), the balancer's check hears it is stopping.
  let health: { status?: string } = {};
  for (let i = 0; i < 20 && health.status !== 'stopping'; i++) {
    const response = await fetch(`${a}/healthz`);
    health = (await response.json()) as { status?: string };
    if (health.status === 'stopping') expect(response.status).toBe(503);
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(health.status).toBe('stopping');
  await clients;
  expect(await exited).toBe(0);
  expect(outcomes).toHaveLength(160);
  expect(
    outcomes.filter((o) => o.status !== 200).map((o) => o.status),
    'failed requests',
  ).toEqual([]);
  await cluster!.restart(0);
  // nginx tries a server that failed again after its fail_timeout (5 s), and counts it as
  // healthy once a request to it has succeeded: a few requests through the balancer make sure.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  for (let i = 0; i < 6; i++) expect((await fetch(`${cluster!.balancer}/service?warm=${i}`)).status).toBe(200);
});

test('losing an app server under load loses no request but those it was answering', async () => {
  test.setTimeout(120_000);
  const outcomes: Outcome[] = [];
  const clients = load('/service', 4, 40, outcomes);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const killedAt = Date.now();
  expect(cluster!.kill(1)).toBe(true);
  await clients;
  expect(outcomes).toHaveLength(160);
  // A request the dead server had begun to answer is lost (nginx cannot send half an answer
  // again); every other one is answered by the other server. At most one per client was in
  // flight, begun before the kill or in the moment the signal takes to land.
  const failed = outcomes.filter((o) => o.status !== 200);
  console.info(`${failed.length} of 160 requests were in flight on the killed server`);
  expect(failed.length, failed.map((o) => `${o.status}@${o.start - killedAt}ms`).join(' ')).toBeLessThanOrEqual(4);
  for (const o of failed) expect(o.start <= killedAt + 250 && o.end >= killedAt, JSON.stringify(o)).toBe(true);
  await cluster!.restart(1);
});
