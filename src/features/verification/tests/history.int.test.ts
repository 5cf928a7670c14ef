import { Readable } from 'node:stream';

import { stringify } from 'csv-stringify/sync';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateSampleAccreditedBodies, importAccreditedBodies } from '@/features/accredited-bodies/cms';
import { CERTIFICATE_COLUMNS, generateSampleCertificates, importReport, importTarget, toCells } from '@/features/certified-organisations/cms';
import { todayInJapan } from '@/platform/time/japan';

import { validityOn } from '../history';

import { startTestPayload } from '@tests/support/payload';

/**
 * The validity history is filled by every way a record changes (the accredited-body import, a
 * staff edit, the certified-organisation import in SQL), once per real change, and never by a
 * write that was undone; from it, the check answers for a day.
 */

let payload: Payload;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ payload, stop } = await startTestPayload());
});
afterAll(async () => stop());

async function rows(subject: 'body' | 'certificate', key: string) {
  const { docs } = await payload.find({
    collection: 'validity-history',
    where: { and: [{ subject: { equals: subject } }, { subjectKey: { equals: key } }] },
    sort: 'createdAt',
    limit: 100,
  });
  return docs;
}

const today = todayInJapan();

describe('the validity history of accredited bodies', () => {
  const [sample] = generateSampleAccreditedBodies(1, { seed: 5 });
  const body = {
    ...sample!,
    accreditationNumber: 'VH0001',
    initialDate: '2018-04-01',
    expiryDate: '2099-03-31',
    suspensionStart: undefined,
    suspensionEnd: undefined,
    endedOn: undefined,
    endKind: undefined,
  };

  it('records the import that creates a body, a staff edit that suspends it, and nothing for a change of telephone', async () => {
    await importAccreditedBodies(payload, [body]);
    expect((await rows('body', 'VH0001')).map((r) => [r.source, r.recordedOn, r.suspendedFrom ?? null])).toEqual([['import', today, null]]);
    const { docs } = await payload.find({ collection: 'accredited-bodies', where: { accreditationNumber: { equals: 'VH0001' } } });
    await payload.update({ collection: 'accredited-bodies', id: docs[0]!.id, data: { tel: '03-1111-2222' } });
    expect(await rows('body', 'VH0001')).toHaveLength(1);
    await payload.update({ collection: 'accredited-bodies', id: docs[0]!.id, data: { suspensionStart: '2025-06-01' } });
    const recorded = await rows('body', 'VH0001');
    expect(recorded.map((r) => [r.source, r.suspendedFrom ?? null])).toEqual([
      ['import', null],
      ['staff', '2025-06-01'],
    ]);
    // The check reads it: suspended from the stated day (known even before the history began).
    const history = recorded.map((r) => ({ recordedOn: r.recordedOn, validFrom: r.validFrom ?? null, validUntil: r.validUntil ?? null, suspendedFrom: r.suspendedFrom ?? null }));
    expect(validityOn(history, '2025-07-01').kind).toBe('suspended');
    expect(validityOn(history, '2024-01-01')).toEqual({ kind: 'unknown', knownFrom: today });
  });

  it('keeps nothing of an import that failed and was undone', async () => {
    const fresh = { ...body, accreditationNumber: 'VH0002' };
    await expect(importAccreditedBodies(payload, [fresh, { ...fresh, accreditationNumber: 'VH0003', initialDate: 'not a date' }])).rejects.toThrow();
    expect(await rows('body', 'VH0002')).toHaveLength(0);
    // The body created and removed again is, for a mirror that may have fetched it meanwhile, deleted.
    const edits = await payload.find({ collection: 'register-edits', where: { subjectKey: { equals: 'VH0002' } }, pagination: false, depth: 0 });
    expect(edits.docs.map((e) => [e.subject, e.kind, e.source])).toEqual([['body', 'deleted', 'import']]);
  });
});

describe('the validity history of certificates', () => {
  type CertificateInput = ReturnType<typeof generateSampleCertificates> extends Generator<infer T> ? T : never;
  const csv = (records: CertificateInput[]) => Readable.from([Buffer.from(stringify([[...CERTIFICATE_COLUMNS], ...records.map(toCells)]))]);
  const records = [...generateSampleCertificates({ rows: 30, seed: 11, asOf: today })].map((r) => ({ ...r, decision: 'valid' as const, expiresOn: '2099-12-31' }));
  const key = (r: CertificateInput) => `${r.bodyNumber}:${r.certificateNumber}`;

  it('records each new certificate once, nothing for an unchanged import, and the day a withdrawal arrives', async () => {
    expect((await importReport(csv(records), importTarget(payload), { kind: 'changes', by: { name: 'test' } })).ok).toBe(true);
    expect(await rows('certificate', key(records[0]!))).toHaveLength(1);
    const { totalDocs } = await payload.count({ collection: 'validity-history', where: { subject: { equals: 'certificate' } } });
    expect(totalDocs).toBe(30);
    // The same file again: nothing changed, nothing recorded.
    await importReport(csv(records), importTarget(payload), { kind: 'changes', by: { name: 'test' } });
    expect((await payload.count({ collection: 'validity-history', where: { subject: { equals: 'certificate' } } })).totalDocs).toBe(30);
    // One certificate withdrawn, another's scope text changed (not a status or a date): one row more.
    const changed = records.map((r, i) => (i === 0 ? { ...r, decision: 'withdrawn' as const } : i === 1 ? { ...r, scope: `${r.scope}（改）` } : r));
    await importReport(csv(changed), importTarget(payload), { kind: 'changes', by: { name: 'test' } });
    const withdrawn = await rows('certificate', key(records[0]!));
    expect(withdrawn.map((r) => [r.decision, r.source, r.recordedOn])).toEqual([
      ['valid', 'import', today],
      ['withdrawn', 'import', today],
    ]);
    expect(await rows('certificate', key(records[1]!))).toHaveLength(1);
    // The scope's new wording is no state, but a mirror must fetch the record again: one register edit, for it alone.
    const edits = await payload.find({ collection: 'register-edits', where: { subject: { equals: 'certificate' } }, pagination: false, depth: 0 });
    expect(edits.docs.map((e) => [e.subjectKey, e.kind, e.source])).toEqual([[key(records[1]!), 'updated', 'import']]);
  });
});
