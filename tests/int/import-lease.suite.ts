import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { handleEndpoints, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { claimImportLease, releaseImportLease, renewImportLease, withImportLease } from '@/platform/cms/importLease';
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/clientAddress';

import type { startTestPayload } from '@tests/support/payload';

/**
 * One import of a directory at a time, however many servers and command lines start one: the
 * directory's lease (platform/cms/importLease.ts). Two imports started together: one runs, the
 * other is refused with a message in both languages, and their writes never mix. A lease left by
 * a server that died expires; another directory is never blocked.
 */

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const password = 'int-test-password';
const BODIES = 40;

const bodiesHeader =
  'accreditation_number,old_accreditation_number,scheme,inspection_type,name_ja,name_en,abbreviation_ja,abbreviation_en,contact_address_ja,contact_address_en,tel,url,initial_date,renewal_date,expiry_date,revised_date,prefecture,country,classification,suspension_start,suspension_end,ended_on,end_kind,accepts_external_testing,accepts_external_calibration,sample';

/** A bodies file of its own numbers (`LEASEA001` …), so whose writes are whose can be told. */
function bodiesCsv(prefix: string): string {
  const rows = Array.from(
    { length: BODIES },
    (_, i) =>
      `${prefix}${String(i + 1).padStart(3, '0')},,management_system,,取込試験認証センター${prefix}${i + 1}（サンプル）,Lease Test Centre ${prefix} ${i + 1} (Sample),,,,,03-0000-1234,https://lease.example.invalid/,2024-04-01,,2030-03-31,,13,,,,,,,,,1`,
  );
  return `${bodiesHeader}\r\n${rows.join('\r\n')}\r\n`;
}

const registerCsv =
  'body_number,certificate_number,organisation_name,body_name,first_registered_on,expires_on,standards,scope,prefecture,sample\r\nLEASE0001,LEASE-CERT-1,取込試験株式会社（サンプル）,取込試験認証センター（サンプル）,2024-04-01,2030-03-31,QMS,金属加工,13,はい\r\n';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function importLeaseSuite(start: typeof startTestPayload) {
  let payload: Payload;
  let stop: () => Promise<void>;
  let token: string;
  const dirs: string[] = [];

  beforeAll(async () => {
    ({ payload, stop } = await start());
    await payload.create({ collection: 'users', data: { email: 'first@example.invalid', password, name: '最初の職員' } });
    const manager = await payload.create({ collection: 'users', data: { email: 'directory@example.invalid', password, roles: ['directory'] } });
    const login = await payload.login({ collection: 'users', data: { email: manager.email, password }, req: { headers: new Headers({ [CLIENT_ADDRESS_HEADER]: '192.0.2.20' }) } });
    token = login.token!;
  });
  afterAll(async () => {
    await stop?.();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A POST as it reaches Payload's REST handler, signed in as the directory manager. */
  async function post(apiPath: string, body: Response): Promise<Response> {
    const bytes = Buffer.from(await body.arrayBuffer());
    const headers = new Headers({ 'content-type': body.headers.get('content-type')!, 'content-length': String(bytes.byteLength), authorization: `JWT ${token}` });
    return handleEndpoints({ config: payload.config, request: new Request(`http://localhost:3000/api${apiPath}`, { method: 'POST', headers, body: bytes }) });
  }
  const bodiesForm = (prefix: string) => {
    const form = new FormData();
    form.append('bodies', new Blob([bodiesCsv(prefix)], { type: 'text/csv' }), `${prefix}.csv`);
    return new Response(form);
  };
  const register = () => new Response(registerCsv, { headers: { 'content-type': 'text/csv' } });
  const bodiesNumbered = async (prefix: string) =>
    (await payload.count({ collection: 'accredited-bodies', where: { accreditationNumber: { like: prefix } }, overrideAccess: true })).totalDocs;

  describe('imports of one directory', () => {
    it('run one at a time: of two started together, one imports and the other is refused in both languages', async () => {
      const [a, b] = await Promise.all([post('/accredited-bodies/import', bodiesForm('LEASEA')), post('/accredited-bodies/import', bodiesForm('LEASEB'))]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const [winner, loser] = a.status === 200 ? (['LEASEA', 'LEASEB'] as const) : (['LEASEB', 'LEASEA'] as const);
      const refused = (await (a.status === 409 ? a : b).json()) as { message: string };
      expect(refused.message).toMatch(/^別の取り込みが実行中です（directory@example\.invalid、\d{4}年\d{1,2}月\d{1,2}日 \d\d:\d\d 開始）。/);
      expect(refused.message).toMatch(/ \/ Another import of this directory is running \(directory@example\.invalid, started .+ JST\); import again when it has finished\.$/);
      // The refused import wrote nothing and left no record; the other wrote all of its file.
      expect([await bodiesNumbered(winner), await bodiesNumbered(loser)]).toEqual([BODIES, 0]);
      expect((await payload.count({ collection: 'import-runs', where: { directory: { equals: 'accredited-bodies' } }, overrideAccess: true })).totalDocs).toBe(1);
      // The lease was given back: the next import runs.
      const again = await post('/accredited-bodies/import', bodiesForm(loser));
      expect(again.status).toBe(200);
      expect(await bodiesNumbered(loser)).toBe(BODIES);
    });

    it('never interleave: of many claims at once exactly one wins, and the next import starts only after the first has ended', async () => {
      const holders = await Promise.all(Array.from({ length: 6 }, () => claimImportLease(payload, 'test-directory-1')));
      expect(holders.filter(Boolean)).toHaveLength(1);
      await releaseImportLease(payload, 'test-directory-1', holders.find(Boolean)!);

      const events: string[] = [];
      const work = (name: string) => async () => {
        events.push(`${name} starts`);
        await sleep(200);
        events.push(`${name} ends`);
        return name;
      };
      const outcomes = await Promise.all([
        withImportLease(payload, 'test-directory-2', work('first'), { startedBy: 'one' }),
        withImportLease(payload, 'test-directory-2', work('second'), { startedBy: 'two' }),
      ]);
      const ran = outcomes.filter((o) => o.ran);
      const refused = outcomes.filter((o) => !o.ran);
      expect([ran.length, refused.length]).toEqual([1, 1]);
      const winner = ran[0]!.ran && ran[0]!.value;
      expect(events).toEqual([`${winner} starts`, `${winner} ends`]);
      expect(!refused[0]!.ran && refused[0]!.running.startedBy).toBe(winner === 'first' ? 'one' : 'two');
    });

    it('keep the lease while a long import runs, renewing it', async () => {
      const options = { leaseMs: 600, renewEveryMs: 100 };
      let during: Awaited<ReturnType<typeof withImportLease>> | undefined;
      const outcome = await withImportLease(
        payload,
        'test-directory-3',
        async () => {
          // Well past the lease's length: without its renewal, this claim would win.
          await sleep(1500);
          during = await withImportLease(payload, 'test-directory-3', async () => 'second', options);
          return 'first';
        },
        options,
      );
      expect(outcome).toEqual({ ran: true, value: 'first' });
      expect(during?.ran).toBe(false);
    });

    it('take over a lease that has expired (a server that died mid-import), and the old holder can no longer give it back', async () => {
      const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      const dead = await claimImportLease(payload, 'accredited-bodies', { now: longAgo, startedBy: 'a server that died' });
      expect(dead).toBeTruthy();
      // Half an hour after the dead one started, the lease is gone: the import runs.
      const response = await post('/accredited-bodies/import', bodiesForm('LEASEC'));
      expect(response.status).toBe(200);
      expect(await bodiesNumbered('LEASEC')).toBe(BODIES);
      // A holder that comes back late finds it lost, and its release frees nothing of someone else's.
      const current = await claimImportLease(payload, 'test-directory-4', { now: longAgo });
      const taker = await claimImportLease(payload, 'test-directory-4');
      expect(taker).toBeTruthy();
      expect(await renewImportLease(payload, 'test-directory-4', current!)).toBe(false);
      await releaseImportLease(payload, 'test-directory-4', current!);
      expect(await claimImportLease(payload, 'test-directory-4')).toBeNull();
    });
  });

  describe('imports of different directories', () => {
    it('do not block each other', async () => {
      const bodies = await claimImportLease(payload, 'accredited-bodies', { startedBy: 'another server' });
      try {
        const previewed = await post('/certificate-reports/preview', register());
        const preview = (await previewed.json()) as { errors: unknown[]; reportId: number };
        expect([previewed.status, preview.errors]).toEqual([200, []]);
        const confirmed = await post(`/certificate-reports/${preview.reportId}/confirm`, new Response('{}', { headers: { 'content-type': 'application/json' } }));
        expect(confirmed.status).toBe(200);
        expect((await post('/accredited-bodies/import', bodiesForm('LEASED'))).status).toBe(409);
      } finally {
        await releaseImportLease(payload, 'accredited-bodies', bodies!);
      }
    });
  });

  describe('the command-line import', () => {
    it('is refused while an import from /admin (on any server) holds the directory', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'site-lease-cli-'));
      dirs.push(dir);
      const file = path.join(dir, 'bodies.csv');
      writeFileSync(file, bodiesCsv('LEASEE'));
      const held = await claimImportLease(payload, 'accredited-bodies', { startedBy: 'directory@example.invalid' });
      try {
        const failure = await run(process.execPath, ['--import', 'tsx', 'scripts/import-bodies.ts', file], {
          cwd: root,
          env: { ...process.env, DATA_DIR: dir, DATABASE_URL: process.env.DATABASE_URL, PAYLOAD_SECRET: process.env.PAYLOAD_SECRET },
        }).then(
          () => null,
          (error: { code: number; stderr: string }) => error,
        );
        expect(failure?.code).toBe(1);
        expect(failure?.stderr).toContain('別の取り込みが実行中です（directory@example.invalid、');
        expect(failure?.stderr).toContain('Another import of this directory is running (directory@example.invalid, started');
        expect(await bodiesNumbered('LEASEE')).toBe(0);
      } finally {
        await releaseImportLease(payload, 'accredited-bodies', held!);
      }
    });
  });
}
