import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload, PayloadRequest } from 'payload';

import { recordAudit } from '@/features/back-office/cms';
import { noteContentChanged } from '@/platform/memo';
import { refusal } from '@/platform/cms/refusal';
import type { AccreditedBody, CertifiedOrganisation } from '@/payload-types';

import { VALIDITY_HISTORY } from '../payload/names';

/**
 * Corrections of the validity history. A directory manager marks a recorded change as entered in
 * error, with a reason; from then on every answer (the check page, bulk checks, badges, feeds, the
 * API) is given from the other rows, as if it had never been recorded. The row stays, with who
 * recorded it, who corrected it, when and why, and the audit trail says so. When the change was
 * the latest of its record, the directory record itself goes back to the state before it (without
 * a new row: the history's latest state and the record agree again).
 */

type Row = {
  id: number | string;
  subject: 'body' | 'certificate';
  subjectKey: string;
  recordedOn: string;
  recordedBy?: string | null;
  source?: string | null;
  reportId?: number | null;
  createdAt?: string;
  validFrom?: string | null;
  validUntil?: string | null;
  renewedOn?: string | null;
  suspendedFrom?: string | null;
  suspendedUntil?: string | null;
  endedOn?: string | null;
  /** Kept as text, copied from the accredited body's choice of how it ended. */
  endKind?: AccreditedBody['endKind'];
  /** Kept as text, copied from the certificate's choice of decision. */
  decision?: CertifiedOrganisation['decision'] | null;
  enteredInError?: boolean | null;
  correctionReason?: string | null;
};

/** What the directories' hooks are told when a correction puts a record back: record nothing, guard nothing. */
export const CORRECTION = 'correction';

/** The rows of the same record still in force (not entered in error), oldest first. */
async function rowsInForce(req: PayloadRequest, row: Pick<Row, 'subject' | 'subjectKey'>): Promise<Row[]> {
  const { docs } = await req.payload.find({
    collection: VALIDITY_HISTORY as 'validity-history',
    where: { and: [{ subject: { equals: row.subject } }, { subjectKey: { equals: row.subjectKey } }, { enteredInError: { not_equals: true } }] },
    sort: ['recordedOn', 'createdAt'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  });
  // The history keeps `endKind` and `decision` as text fields holding values copied from the
  // directories' choice fields (record.ts, historyWriter.ts), which putBack writes back there;
  // Payload's types cannot say that a text field holds one of another field's choices.
  return docs as Row[];
}

/** A refusal with its reason in both languages, as /admin and the REST answer show it (see platform/cms/notValidGuard). */
const refuse = (ja: string, en: string) => refusal(`${ja} / ${en}`);

/**
 * Before a row is saved: the only change allowed is the mark (field access keeps everything else
 * as recorded), once, with a reason, and never on the first state of a record (correct or delete
 * the record itself instead). A new mark is signed with who made it and when; a reason stays.
 */
export const checkCorrection: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data;
  const before = originalDoc as Row;
  if (before.enteredInError) {
    if (data.enteredInError === false) throw refuse('訂正は取り消せません', 'A correction cannot be undone');
    return { ...data, correctionReason: before.correctionReason };
  }
  if (data.enteredInError !== true) return { ...data, correctionReason: before.correctionReason ?? null };
  const reason = String(data.correctionReason ?? '').trim();
  if (!reason) throw refuse('訂正の理由を書いてください', 'Give the reason for the correction');
  const rows = await rowsInForce(req, before);
  if (String(rows[0]?.id) === String(before.id)) {
    throw refuse(
      'この記録の最初の状態は取り消せません。名簿の記録そのものを直すか削除してください',
      'The first state of a record cannot be marked as entered in error; correct or delete the directory record itself',
    );
  }
  const email = (req.user as { email?: string } | null | undefined)?.email;
  return { ...data, correctionReason: reason, correctedAt: new Date().toISOString(), correctedBy: email ?? null };
};

/** The directory record as a recorded state states it. */
async function putBack(payload: Payload, req: PayloadRequest, state: Row): Promise<boolean> {
  const context = { historySource: CORRECTION };
  if (state.subject === 'body') {
    const { docs } = await payload.find({
      collection: 'accredited-bodies',
      where: { or: [{ accreditationNumber: { equals: state.subjectKey } }, { oldAccreditationNumber: { equals: state.subjectKey } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    });
    const body = docs[0];
    if (!body) return false;
    await payload.update({
      collection: 'accredited-bodies',
      id: body.id,
      data: {
        initialDate: state.validFrom ?? body.initialDate,
        expiryDate: state.validUntil ?? body.expiryDate,
        renewalDate: state.renewedOn ?? null,
        suspensionStart: state.suspendedFrom ?? null,
        suspensionEnd: state.suspendedUntil ?? null,
        endedOn: state.endedOn ?? null,
        endKind: state.endKind ?? null,
      },
      depth: 0,
      overrideAccess: true,
      context,
      req,
    });
    return true;
  }
  const [bodyNumber, ...rest] = state.subjectKey.split(':');
  const certificateNumber = rest.join(':');
  const { docs } = await payload.find({
    collection: 'certified-organisations',
    where: { and: [{ bodyNumber: { equals: bodyNumber } }, { certificateNumber: { equals: certificateNumber } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  });
  const certificate = docs[0];
  if (!certificate) return false;
  await payload.update({
    collection: 'certified-organisations',
    id: certificate.id,
    data: {
      firstRegisteredOn: state.validFrom ?? certificate.firstRegisteredOn,
      expiresOn: state.validUntil ?? certificate.expiresOn,
      decision: state.decision ?? certificate.decision,
    },
    depth: 0,
    overrideAccess: true,
    context,
    req,
  });
  return true;
}

const later = (a: Row, b: Row) => a.recordedOn > b.recordedOn || (a.recordedOn === b.recordedOn && String(a.createdAt ?? '') > String(b.createdAt ?? ''));

/** After a row is marked: the record put back when it was its latest state, the audit trail told, kept answers forgotten. */
export const correctionMade: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const row = doc as Row;
  if (operation !== 'update' || !row.enteredInError || (previousDoc as Row | undefined)?.enteredInError) return doc;
  const rows = await rowsInForce(req, row);
  const latest = rows.at(-1);
  const putBackToo = Boolean(latest && later(row, latest));
  const reverted = putBackToo && latest ? await putBack(req.payload, req, latest) : false;
  const what = row.subject === 'body' ? { ja: '認定', en: 'accreditation' } : { ja: '認証登録', en: 'certificate' };
  await recordAudit(
    req.payload,
    {
      action: 'corrected',
      summary: `${what.ja} ${row.subjectKey}：${row.recordedOn}に記録した変更を入力誤りとして訂正 / ${what.en} ${row.subjectKey}: the change recorded on ${row.recordedOn} marked as entered in error`,
      user: req.user,
      targetCollection: VALIDITY_HISTORY,
      documentId: row.id,
      detail: {
        subject: row.subject,
        number: row.subjectKey,
        recordedOn: row.recordedOn,
        recordedBy: row.recordedBy ?? null,
        source: row.source ?? null,
        reportId: row.reportId ?? null,
        reason: row.correctionReason ?? null,
        recordPutBack: reverted,
      },
    },
    req,
  );
  noteContentChanged();
  return doc;
};
