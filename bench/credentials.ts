/**
 * Credentials at scale (issue 42, ADR 32): BENCH_BODIES accredited bodies (10,000), each issued its
 * verifiable credential (signed ES256, status positions given on the first issue), then again
 * (positions known: the cost of every later request); the two status lists read from the register
 * and signed; and a status list of BENCH_LIST_ENTRIES positions (1,000,000) built, compressed and
 * signed, then read back. Prints seconds, credentials a second and the peak memory of this
 * process (with Payload loaded).
 *
 *   npm run bench:credentials
 *   BENCH_POSTGRES_URL=postgres://…/postgres npm run bench:credentials        on PostgreSQL
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { exportJWK, generateKeyPair } from 'jose';

const bodyCount = Number(process.env.BENCH_BODIES ?? 10_000);
const listEntries = Number(process.env.BENCH_LIST_ENTRIES ?? 1_000_000);
const postgresServer = process.env.BENCH_POSTGRES_URL;

const dir = mkdtempSync(path.join(tmpdir(), 'site-bench-credentials-'));
const name = `site_bench_credentials_${Date.now()}`;
let url = `file:${path.join(dir, 'site.db')}`;
if (postgresServer) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: postgresServer });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  url = Object.assign(new URL(postgresServer), { pathname: `/${name}` }).toString();
}

Object.assign(process.env, {
  DATA_DIR: dir,
  DATABASE_URL: url,
  PAYLOAD_SECRET: 'bench-only',
  SITE_URL: 'https://site.example',
  CREDENTIAL_SIGNING_KEYS: JSON.stringify([await exportJWK((await generateKeyPair('ES256', { extractable: true })).privateKey)]),
});

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);

const [{ getPayload }, { default: config }, bodies, credentials, jws] = await Promise.all([
  import('payload'),
  import('../src/payload/payload.config'),
  import('../src/features/accredited-bodies/cms'),
  import('../src/features/credentials/cms'),
  import('../src/platform/signing/jws'),
]);

const payload = await getPayload({ config });
await payload.db.migrate();

const setupStarted = performance.now();
const records = bodies.generateSampleAccreditedBodies(bodyCount, { seed: 42 });
await bodies.importAccreditedBodies(payload, records);
const numbers = records.map((r) => r.accreditationNumber);
const setupSeconds = (performance.now() - setupStarted) / 1000;
const setupPeak = peak;
// From here, the peak of what is measured (the import of the bodies above has its own); the
// sampler may not have run during the import (SQLite's client answers without yielding to timers).
const afterImport = process.memoryUsage().rss;
peak = afterImport;

async function issueAll(): Promise<number> {
  const started = performance.now();
  for (const number of numbers) if (!(await credentials.issueCredential(payload, number))) throw new Error(`no credential for ${number}`);
  return (performance.now() - started) / 1000;
}
const firstIssue = await issueAll();
const againIssue = await issueAll();

const readStarted = performance.now();
const bits = await credentials.statusBits(payload);
const readSeconds = (performance.now() - readStarted) / 1000;
const signStarted = performance.now();
await credentials.currentStatusList(payload, 'revocation');
await credentials.currentStatusList(payload, 'suspension');
const listsSeconds = (performance.now() - signStarted) / 1000;

// A list of a million positions, one in fifty set at random (a regular pattern would compress to
// nothing): built, compressed, signed, then one bit read back.
let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const set = [7, ...Array.from({ length: Math.floor(listEntries / 50) }, () => 9 + Math.floor(random() * (listEntries - 9)))];
const bigStarted = performance.now();
const big = credentials.statusListCredential('revocation', set);
const bigBuilt = (performance.now() - bigStarted) / 1000;
const signed = await jws.signCompact(big, { typ: 'vc+jwt', cty: 'vc' });
const bigSigned = (performance.now() - bigStarted) / 1000;
const readBack = credentials.bitAt(big.credentialSubject.encodedList, 7) && !credentials.bitAt(big.credentialSubject.encodedList, 8);

clearInterval(sampler);
const engine = postgresServer ? 'PostgreSQL' : 'SQLite';
console.info(`credentials bench on ${engine}: ${bodyCount} bodies (set up in ${setupSeconds.toFixed(1)} s)`);
console.info(`  first issue of every credential (positions given): ${firstIssue.toFixed(1)} s, ${(bodyCount / firstIssue).toFixed(0)} a second`);
console.info(`  every credential again (positions known):           ${againIssue.toFixed(1)} s, ${(bodyCount / againIssue).toFixed(0)} a second, ${((againIssue / bodyCount) * 1000).toFixed(2)} ms each`);
console.info(`  status bits read from the register:                 ${(readSeconds * 1000).toFixed(0)} ms (${bits.revocation.length} revoked, ${bits.suspension.length} suspended)`);
console.info(`  both lists signed:                                  ${(listsSeconds * 1000).toFixed(0)} ms`);
console.info(`  a list of ${listEntries} positions: built and compressed in ${(bigBuilt * 1000).toFixed(0)} ms, signed by ${(bigSigned * 1000).toFixed(0)} ms, ${(signed.length / 1024).toFixed(0)} KB signed, read back ${readBack ? 'right' : 'WRONG'}`);
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
console.info(`  memory of this process: ${mb(Math.max(setupPeak, afterImport))} after importing the bodies, peak ${mb(peak)} while issuing and signing`);

await payload.destroy?.();
rmSync(dir, { recursive: true, force: true });
if (postgresServer) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: postgresServer });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(0);
