import { Readable } from 'node:stream';

import { stringify } from 'csv-stringify/sync';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';


import { CERTIFICATE_COLUMNS, toCells } from '../server/csv';
import { importTarget } from '../server/reportDb';
import { cancelReport, confirmReport, importReport, previewReport, type ReportActor, reportEndings } from '../server/reports';
import { certificateById, searchCertificates, sqlClient } from '../server/store';
import { emptySearch } from '../searchParams';
import type { CertificateInput } from '../model';
import { generateSampleCertificates } from '../sample/generate';

import type { startTestPayload } from '@tests/support/payload';

/**
 * A certification body's report, as a directory manager and the body itself would send it: the
 * preview (nothing written), the full report that ends what it no longer lists, the share guard,
 * a certificate reported again, changes only, and what the check answers on each side of a
 * report's day. Runs on SQLite and on PostgreSQL.
 */

let payload: Payload;
let stop: () => Promise<void>;
// Loaded once Payload has started: the check's module reaches the site's Payload client, whose configuration reads the database's address.
let lookUp: typeof import('@/features/verification').lookUp;
let validityOn: typeof import('@/features/verification').validityOn;
const staff: ReportActor = { name: 'directory@example.invalid' };

const csv = (records: CertificateInput[]) => Readable.from([Buffer.from(`\uFEFF${stringify([[...CERTIFICATE_COLUMNS], ...records.map(toCells)])}`)]);
const search = (s: Partial<ReturnType<typeof emptySearch>>, today: string) => searchCertificates(sqlClient(payload), { ...emptySearch(), ...s }, today);

/** Twenty current certificates of one body, and four of another. */
const sample = [...generateSampleCertificates({ rows: 40, seed: 21, asOf: '2025-10-01' })][0]!;
const certificate = (body: string, n: number, extra: Partial<CertificateInput> = {}): CertificateInput => ({
  ...sample,
  bodyNumber: body,
  bodyName: `報告テスト認証機関${body}（サンプル）`,
  certificateNumber: `${body}-C${String(n).padStart(3, '0')}`,
  organisationName: `報告テスト組織${n}（サンプル）`,
  firstRegisteredOn: '2020-04-01',
  expiresOn: '2029-03-31',
  decision: 'valid',
  ...extra,
});
const bodyA = Array.from({ length: 20 }, (_, i) => certificate('RPA01', i + 1));
const bodyB = Array.from({ length: 4 }, (_, i) => certificate('RPB02', i + 1));

async function decisionOf(body: string, number: string) {
  const { docs } = await payload.find({ collection: 'certified-organisations', where: { and: [{ bodyNumber: { equals: body } }, { certificateNumber: { equals: number } }] }, depth: 0 });
  return docs[0]?.decision;
}
const count = () => payload.count({ collection: 'certified-organisations' }).then((r) => r.totalDocs);

export function reportsSuite(start: typeof startTestPayload) {
  beforeAll(async () => {
    ({ payload, stop } = await start());
    ({ lookUp, validityOn } = await import('@/features/verification'));
  }, 120_000);
  afterAll(async () => stop());

  describe('a certification body’s full report', () => {
    it('is previewed first: counts and the certificates that would end, and nothing written', async () => {
      const first = await importReport(csv(bodyA), importTarget(payload), { receivedOn: '2025-10-01', today: '2025-10-02', by: staff });
      expect(first).toMatchObject({ ok: true, state: 'published', created: 20, ending: 0 });
      // The November report: three certificates left out, one changed.
      const november = [...bodyA.slice(0, 16), { ...bodyA[16]!, expiresOn: '2030-03-31' }];
      const preview = await previewReport(csv(november), importTarget(payload), { receivedOn: '2025-11-02', today: '2025-11-05', by: staff, fileName: 'nov.csv' });
      expect(preview).toMatchObject({ ok: true, state: 'preview', kind: 'full', rows: 17, created: 0, updated: 1, unchanged: 16, ending: 3, current: 20 });
      expect(preview.bodies.map((b) => b.number)).toEqual(['RPA01']);
      expect(preview.endingSample.map((c) => c.certificateNumber)).toEqual(['RPA01-C018', 'RPA01-C019', 'RPA01-C020']);
      // Nothing in the register changed yet.
      expect(await decisionOf('RPA01', 'RPA01-C018')).toBe('valid');
      const all = [];
      for await (const batch of reportEndings(importTarget(payload), preview.reportId!, staff, '2025-11-05')) all.push(...batch);
      expect(all).toHaveLength(3);

      const confirmed = await confirmReport(importTarget(payload), preview.reportId!, { by: staff, today: '2025-11-05' });
      expect(confirmed).toMatchObject({ ok: true, report: { state: 'published', ending: 3, updated: 1 } });
      expect(await decisionOf('RPA01', 'RPA01-C018')).toBe('unreported');
      expect(await decisionOf('RPA01', 'RPA01-C001')).toBe('valid');
      // A second confirmation of the same report writes nothing.
      const again = await confirmReport(importTarget(payload), preview.reportId!, { by: staff, today: '2025-11-05' });
      expect(again).toMatchObject({ ok: false, refusal: { status: 409 } });
      const { docs } = await payload.find({ collection: 'certificate-reports', where: { id: { equals: preview.reportId } }, depth: 0 });
      expect(docs[0]).toMatchObject({ state: 'published', receivedOn: '2025-11-02', publishedOn: '2025-11-05', ending: 3, bodyNumber: 'RPA01', fileName: 'nov.csv' });
    });

    it('answers valid before the report’s day and no longer reported from it, in the check, the search and its filters', async () => {
      const [match] = (await lookUp(payload, ['RPA01-C018'], '2025-11-01', '2025-11-05'))[0]!.matches;
      expect(match?.verdict.kind).toBe('valid');
      const [after] = (await lookUp(payload, ['RPA01-C018'], '2025-11-03', '2025-11-05'))[0]!.matches;
      expect(after?.verdict).toEqual({ kind: 'ended', on: '2025-11-02', endKind: 'unreported' });
      if (after?.subject === 'certificate') expect(after.statusToday).toBe('unreported');
      const current = await search({ keyword: '報告テスト組織' }, '2025-11-05');
      expect(current.total).toBe(17);
      const ended = await search({ keyword: '報告テスト組織', status: 'unreported' }, '2025-11-05');
      expect(ended.items.map((r) => r.certificateNumber).sort()).toEqual(['RPA01-C018', 'RPA01-C019', 'RPA01-C020']);
      expect((await search({ keyword: '報告テスト組織', status: 'all' }, '2025-11-05')).total).toBe(20);
      // History: one row for the change, one for each ending, all on the report's day.
      const { docs } = await payload.find({ collection: 'validity-history', where: { reportId: { exists: true } }, sort: 'createdAt', limit: 100, depth: 0 });
      const november = docs.filter((d) => d.recordedOn === '2025-11-02');
      expect(november.map((d) => [d.subjectKey, d.decision]).sort()).toEqual([
        ['RPA01:RPA01-C017', 'valid'],
        ['RPA01:RPA01-C018', 'unreported'],
        ['RPA01:RPA01-C019', 'unreported'],
        ['RPA01:RPA01-C020', 'unreported'],
      ]);
      expect(november.every((d) => d.recordedBy === staff.name && d.source === 'import')).toBe(true);
    });

    it('makes a certificate reported again current again, and its history shows the gap', async () => {
      const december = [...bodyA.slice(0, 16), { ...bodyA[16]!, expiresOn: '2030-03-31' }, ...bodyA.slice(17)];
      const report = await importReport(csv(december), importTarget(payload), { receivedOn: '2025-12-01', today: '2025-12-02', by: staff });
      expect(report).toMatchObject({ ok: true, created: 0, updated: 3, returning: 3, ending: 0 });
      expect(await decisionOf('RPA01', 'RPA01-C018')).toBe('valid');
      const verdicts = await Promise.all(['2025-11-01', '2025-11-15', '2025-12-01'].map(async (day) => (await lookUp(payload, ['RPA01-C018'], day, '2025-12-02'))[0]!.matches[0]!.verdict.kind));
      expect(verdicts).toEqual(['valid', 'ended', 'valid']);
    });

    it('is not dated before the body’s last report, nor after today', async () => {
      const early = await previewReport(csv(bodyA), importTarget(payload), { receivedOn: '2025-11-20', today: '2025-12-02', by: staff });
      expect(early.ok).toBe(false);
      expect(early.message?.en).toContain('before the previous report');
      const future = await previewReport(csv(bodyA), importTarget(payload), { receivedOn: '2025-12-10', today: '2025-12-02', by: staff });
      expect(future.ok).toBe(false);
      expect(future.message?.en).toContain('up to today');
    });

    it('must be confirmed by typing the number that ends when it ends more than a fifth of the body’s current certificates', async () => {
      const preview = await previewReport(csv(bodyA.slice(0, 8)), importTarget(payload), { receivedOn: '2025-12-05', today: '2025-12-06', by: staff });
      expect(preview).toMatchObject({ ok: true, ending: 12, current: 20, confirmEnding: true });
      const untyped = await confirmReport(importTarget(payload), preview.reportId!, { by: staff, today: '2025-12-06' });
      expect(untyped).toMatchObject({ ok: false, refusal: { status: 400 } });
      const wrong = await confirmReport(importTarget(payload), preview.reportId!, { by: staff, confirmEnding: 11, today: '2025-12-06' });
      expect(wrong.ok).toBe(false);
      expect(await decisionOf('RPA01', 'RPA01-C012')).toBe('valid');
      // Cancelled: the staged rows go, the register stays.
      expect(await cancelReport(importTarget(payload), preview.reportId!, staff)).toEqual({ ok: true });
      expect(await confirmReport(importTarget(payload), preview.reportId!, { by: staff, confirmEnding: 12, today: '2025-12-06' })).toMatchObject({ ok: false, refusal: { status: 409 } });
      expect(await decisionOf('RPA01', 'RPA01-C012')).toBe('valid');
    });

    it('is refused at confirmation when the register changed after its preview', async () => {
      const preview = await previewReport(csv(bodyA.slice(0, 19)), importTarget(payload), { receivedOn: '2025-12-05', today: '2025-12-06', by: staff });
      expect(preview).toMatchObject({ ok: true, ending: 1 });
      // Meanwhile another report changes one of its certificates.
      await importReport(csv([{ ...bodyA[0]!, scope: '別の範囲' }]), importTarget(payload), { kind: 'changes', receivedOn: '2025-12-05', today: '2025-12-06', by: staff });
      const outcome = await confirmReport(importTarget(payload), preview.reportId!, { by: staff, today: '2025-12-06' });
      expect(outcome).toMatchObject({ ok: false, refusal: { status: 409 } });
      expect(await decisionOf('RPA01', 'RPA01-C020')).toBe('valid');
    });

    it('names one body: a file mixing bodies is refused line by line, unless it is changes only', async () => {
      const mixed = await previewReport(csv([...bodyA.slice(0, 2), bodyB[0]!, ...bodyA.slice(2, 3), bodyB[1]!]), importTarget(payload), { receivedOn: '2025-12-06', today: '2025-12-06', by: staff });
      expect(mixed.ok).toBe(false);
      expect(mixed.errors.map((e) => [e.line, e.column])).toEqual([
        [4, 'body_number'],
        [6, 'body_number'],
      ]);
      expect(await count()).toBe(20);
      const changes = await importReport(csv([...bodyB, bodyA[1]!]), importTarget(payload), { kind: 'changes', receivedOn: '2025-12-06', today: '2025-12-06', by: staff });
      expect(changes).toMatchObject({ ok: true, created: 4, unchanged: 1, ending: 0 });
      expect(changes.bodies.map((b) => b.number).sort()).toEqual(['RPA01', 'RPB02']);
    });

    it('from a certification body’s own account, takes only its own rows', async () => {
      const own: ReportActor = { name: 'cb@example.invalid', onlyBody: 'RPB02' };
      const other = await previewReport(csv([bodyA[0]!]), importTarget(payload), { by: own, kind: 'changes' });
      expect(other.ok).toBe(false);
      expect(other.errors[0]).toMatchObject({ line: 2, column: 'body_number' });
      const mine = await previewReport(csv(bodyB.slice(0, 3)), importTarget(payload), { by: own });
      expect(mine).toMatchObject({ ok: true, ending: 1 });
      // Another body's preview is not this account's to confirm or read.
      const staffPreview = await previewReport(csv(bodyA), importTarget(payload), { by: staff });
      expect(await confirmReport(importTarget(payload), staffPreview.reportId!, { by: own })).toMatchObject({ ok: false, refusal: { status: 404 } });
      expect(await cancelReport(importTarget(payload), staffPreview.reportId!, own)).toMatchObject({ ok: false, refusal: { status: 404 } });
      expect(await confirmReport(importTarget(payload), mine.reportId!, { by: own, confirmEnding: 1 })).toMatchObject({ ok: true });
      await cancelReport(importTarget(payload), staffPreview.reportId!, staff);
    });

    it('links each listed certificate to its last report', async () => {
      const { rows } = await sqlClient(payload).execute({
        sql: `SELECT o.certificate_number, r.received_on FROM certificate_last_reports AS l JOIN certified_organisations AS o ON o.id = l.certificate_id JOIN certificate_reports AS r ON r.id = l.report_id WHERE o.body_number = ? ORDER BY o.certificate_number`,
        args: ['RPA01'],
      });
      const days = Object.fromEntries(rows.map((r) => [String(r.certificate_number), String(r.received_on)]));
      // C001 came last in the changes report of 5 December, C002 in that of 6 December; C018 in December's full report.
      expect(days['RPA01-C001']).toBe('2025-12-05');
      expect(days['RPA01-C002']).toBe('2025-12-06');
      expect(days['RPA01-C018']).toBe('2025-12-01');
      const row = await certificateById(sqlClient(payload), Number((await payload.find({ collection: 'certified-organisations', where: { certificateNumber: { equals: 'RPA01-C018' } } })).docs[0]!.id));
      expect(row?.certificateNumber).toBe('RPA01-C018');
    });
  });

  describe('the check, from the history a report wrote', () => {
    it('reads the same verdicts as the pure reader', async () => {
      const { docs } = await payload.find({ collection: 'validity-history', where: { subjectKey: { equals: 'RPA01:RPA01-C019' } }, sort: ['recordedOn', 'createdAt'], depth: 0 });
      const rows = docs.map((d) => ({ recordedOn: d.recordedOn, validFrom: d.validFrom ?? null, validUntil: d.validUntil ?? null, decision: (d.decision ?? null) as never }));
      expect(validityOn(rows, '2025-11-20')).toEqual({ kind: 'ended', on: '2025-11-02', endKind: 'unreported' });
    });
  });
}
