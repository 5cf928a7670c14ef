import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateSampleAccreditedBodies, importAccreditedBodies } from '@/features/accredited-bodies/cms';
import type { User } from '@/payload-types';
import { todayInJapan } from '@/platform/time/japan';

import { validityOn } from '../history';
import { toHistoryRow } from '../server/rows';

import { startTestPayload } from '@tests/support/payload';

/**
 * A status entered by mistake can be taken back: a directory manager marks the recorded change as
 * entered in error, with a reason, and the check answers as if it had never been recorded, while
 * the row, who recorded it and who corrected it stay, in the history and the audit trail. A save
 * that would make a record not valid today asks for confirmation first.
 */

let payload: Payload;
let stop: () => Promise<void>;
let manager: User;
let editor: User;
const today = todayInJapan();

beforeAll(async () => {
  ({ payload, stop } = await startTestPayload());
  // The first account is the administrator.
  await payload.create({ collection: 'users', data: { email: 'first-admin@example.invalid', password: 'int-test-password', roles: ['admin'] } });
  manager = await payload.create({ collection: 'users', data: { email: 'directory@example.invalid', password: 'int-test-password', roles: ['directory'] } });
  editor = await payload.create({ collection: 'users', data: { email: 'editor@example.invalid', password: 'int-test-password', roles: ['editor'] } });
});
afterAll(async () => stop());

const [sample] = generateSampleAccreditedBodies(1, { seed: 7 });
const body = { ...sample!, accreditationNumber: 'CR0001', initialDate: '2018-04-01', expiryDate: '2099-03-31', suspensionStart: undefined, suspensionEnd: undefined, endedOn: undefined, endKind: undefined };

async function historyOf(key: string) {
  const { docs } = await payload.find({ collection: 'validity-history', where: { subjectKey: { equals: key } }, sort: ['recordedOn', 'createdAt'], limit: 100, depth: 0 });
  return docs;
}
const verdictOn = async (key: string, day: string) =>
  validityOn(
    (await historyOf(key)).filter((d) => !d.enteredInError).map(toHistoryRow),
    day,
  );
const bodyId = async () => (await payload.find({ collection: 'accredited-bodies', where: { accreditationNumber: { equals: 'CR0001' } }, depth: 0 })).docs[0]!.id;

describe('a suspension entered in error', () => {
  it('is asked about before it is saved: saving it would make the body not valid today', async () => {
    await importAccreditedBodies(payload, [body]);
    const suspend = (confirm: boolean) =>
      bodyId().then((id) =>
        payload.update({
          collection: 'accredited-bodies',
          id,
          overrideAccess: false,
          user: manager,
          data: { suspensionStart: today, ...(confirm ? { confirmNotValid: true } : {}) } as never,
        }),
      );
    const refused = await suspend(false).then(
      () => null,
      (error: Error & { status?: number }) => error,
    );
    expect(refused?.status).toBe(400);
    expect(refused?.message).toContain('「一時停止中」と表示され');
    expect(refused?.message).toContain('/verify/CR0001');
    expect(refused?.message).toContain('“Suspended”');
    expect((await payload.findByID({ collection: 'accredited-bodies', id: await bodyId() })).suspensionStart ?? null).toBeNull();
    await suspend(true);
    expect((await payload.findByID({ collection: 'accredited-bodies', id: await bodyId() })).status).toBe('suspended');
    expect((await historyOf('CR0001')).at(-1)?.recordedBy).toBe('directory@example.invalid');
  });

  it('is marked as entered in error with a reason: the check answers as if it had never been recorded, and the body is valid again', async () => {
    const rows = await historyOf('CR0001');
    const mistaken = rows.at(-1)!;
    expect(await verdictOn('CR0001', today)).toMatchObject({ kind: 'suspended' });
    // A reason is required; an editor may not correct; nor may anyone through the API without the role.
    const noReason = await payload
      .update({ collection: 'validity-history', id: mistaken.id, overrideAccess: false, user: manager, data: { enteredInError: true } })
      .then(
        () => 'saved',
        (error: Error) => error.message,
      );
    expect(noReason).not.toBe('saved');
    await expect(
      payload.update({ collection: 'validity-history', id: mistaken.id, overrideAccess: false, user: editor, data: { enteredInError: true, correctionReason: 'x' } }),
    ).rejects.toThrow();
    const corrected = await payload.update({
      collection: 'validity-history',
      id: mistaken.id,
      overrideAccess: false,
      user: manager,
      data: { enteredInError: true, correctionReason: '別の機関と取り違えて入力しました', recordedOn: '2000-01-01', suspendedFrom: '2000-01-01' } as never,
    });
    // Only the correction changed: what was recorded, and by whom, stays as it was.
    expect(corrected).toMatchObject({ enteredInError: true, correctionReason: '別の機関と取り違えて入力しました', correctedBy: 'directory@example.invalid', recordedOn: mistaken.recordedOn, suspendedFrom: today });
    expect(corrected.recordedBy).toBe('directory@example.invalid');
    expect(await verdictOn('CR0001', today)).toMatchObject({ kind: 'valid' });
    // It was the body's latest state: the record went back to the state before it, with no new row.
    const record = await payload.findByID({ collection: 'accredited-bodies', id: await bodyId() });
    expect([record.status, record.suspensionStart ?? null]).toEqual(['active', null]);
    expect(await historyOf('CR0001')).toHaveLength(rows.length);
    const { docs } = await payload.find({ collection: 'audit-log', where: { action: { equals: 'corrected' } }, depth: 0 });
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ actorName: 'directory@example.invalid', documentId: String(mistaken.id) });
    expect(docs[0]!.detail).toMatchObject({ number: 'CR0001', recordedBy: 'directory@example.invalid', reason: '別の機関と取り違えて入力しました', recordPutBack: true });
  });

  it('cannot be undone, and the first state of a record cannot be marked', async () => {
    const rows = await historyOf('CR0001');
    const marked = rows.find((r) => r.enteredInError)!;
    await expect(payload.update({ collection: 'validity-history', id: marked.id, overrideAccess: false, user: manager, data: { enteredInError: false } })).rejects.toThrow();
    await expect(
      payload.update({ collection: 'validity-history', id: rows[0]!.id, overrideAccess: false, user: manager, data: { enteredInError: true, correctionReason: '最初から誤り' } }),
    ).rejects.toThrow();
    // Nobody creates or deletes a row through the API.
    await expect(payload.delete({ collection: 'validity-history', id: marked.id, overrideAccess: false, user: manager })).rejects.toThrow();
  });

  it('when it was lifted a minute later, leaves the record alone and takes the suspension out of every answer', async () => {
    const id = await bodyId();
    await payload.update({ collection: 'accredited-bodies', id, overrideAccess: false, user: manager, data: { suspensionStart: today, confirmNotValid: true } as never });
    await payload.update({ collection: 'accredited-bodies', id, overrideAccess: false, user: manager, data: { suspensionStart: null } as never });
    // As the issue saw it: lifted, but the check said "suspended from today to today" for ever.
    expect(await verdictOn('CR0001', today)).toMatchObject({ kind: 'suspended', from: today, to: today });
    const rows = await historyOf('CR0001');
    const mistaken = rows.filter((r) => r.suspendedFrom === today && !r.enteredInError).at(-1)!;
    await payload.update({ collection: 'validity-history', id: mistaken.id, overrideAccess: false, user: manager, data: { enteredInError: true, correctionReason: '誤って一時停止を入力' } });
    expect(await verdictOn('CR0001', today)).toMatchObject({ kind: 'valid' });
    expect((await payload.findByID({ collection: 'accredited-bodies', id })).status).toBe('active');
  });
});

describe('a certificate', () => {
  it('asks before a staff member withdraws it, and its withdrawal entered in error puts it back', async () => {
    const certificate = await payload.create({
      collection: 'certified-organisations',
      data: {
        bodyNumber: 'CR0001',
        certificateNumber: 'CR-CERT-1',
        organisationName: '訂正試験株式会社（サンプル）',
        bodyName: '訂正試験認証センター（サンプル）',
        firstRegisteredOn: '2020-04-01',
        expiresOn: '2099-03-31',
        standards: 'QMS',
        scope: '金属加工',
        country: 'JP',
        classification: 'company',
        decision: 'valid',
      } as never,
    });
    const withdraw = (confirm: boolean) =>
      payload.update({
        collection: 'certified-organisations',
        id: certificate.id,
        overrideAccess: false,
        user: manager,
        data: { decision: 'withdrawn', ...(confirm ? { confirmNotValid: true } : {}) } as never,
      });
    await expect(withdraw(false)).rejects.toThrow();
    await withdraw(true);
    // Staff cannot set "no longer reported" by hand: only a report does.
    await expect(
      payload.update({ collection: 'certified-organisations', id: certificate.id, overrideAccess: false, user: manager, data: { decision: 'unreported', confirmNotValid: true } as never }),
    ).rejects.toThrow();
    const rows = await historyOf('CR0001:CR-CERT-1');
    expect(rows.map((r) => r.decision)).toEqual(['valid', 'withdrawn']);
    await payload.update({ collection: 'validity-history', id: rows[1]!.id, overrideAccess: false, user: manager, data: { enteredInError: true, correctionReason: '取消の対象を誤った' } });
    expect((await payload.findByID({ collection: 'certified-organisations', id: certificate.id })).decision).toBe('valid');
    expect(await verdictOn('CR0001:CR-CERT-1', today)).toMatchObject({ kind: 'valid' });
  });
});
