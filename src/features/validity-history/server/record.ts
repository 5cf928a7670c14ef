import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Config, PayloadRequest } from 'payload';

import { todayInJapan } from '@/platform/time/japan';

import { RegisterEdits } from '../payload/edits';
import { REGISTER_EDITS, VALIDITY_HISTORY } from '../payload/names';
import { CORRECTION } from './corrections';

/** Where a recorded change came from; imports and the seed say so in their context (`historySource`). */
export type HistorySource = 'import' | 'staff' | 'seed' | 'existing';

/** Who recorded a change when no staff member did. */
export const RECORDED_BY: Record<HistorySource, string> = {
  import: 'コマンドライン / command line',
  staff: 'スタッフ / staff',
  seed: 'サンプルデータ / sample data',
  existing: '記録開始時 / when records began',
};

type Doc = Record<string, unknown>;
const value = (doc: Doc | undefined, field: string): string | null => {
  const v = doc?.[field];
  return v === undefined || v === null || v === '' ? null : String(v);
};

/**
 * The scope of an accreditation as the history keeps it: its codes, sorted and unique, in one
 * line ("A01 B02"), so that a change of scope is a new row as a change of status is, and what
 * came and went is read by comparing a row with the one before (features/verification/changes.ts).
 */
export function scopeCodes(doc: Doc | undefined): string | null {
  const scopes = doc?.scopes;
  if (!Array.isArray(scopes)) return null;
  const codes = [...new Set(scopes.map((s) => String((s as { code?: unknown })?.code ?? '').trim()).filter(Boolean))].sort();
  return codes.join(' ');
}

/** What each directory records, and from which of its fields. */
const subjects = {
  'accredited-bodies': {
    subject: 'body',
    keyFields: ['accreditationNumber'],
    key: (doc: Doc) => String(doc.accreditationNumber),
    watched: ['accreditationNumber', 'initialDate', 'renewalDate', 'expiryDate', 'suspensionStart', 'suspensionEnd', 'endedOn', 'endKind'],
    /** Changes a field-by-field comparison does not see. */
    changedBeyond: (doc: Doc, previous: Doc | undefined) => {
      const [now, before] = [scopeCodes(doc), scopeCodes(previous)];
      // A save whose document came without its scope (a partial read) tells nothing about the scope.
      return now !== null && before !== null && now !== before;
    },
    row: (doc: Doc) => ({
      validFrom: value(doc, 'initialDate'),
      validUntil: value(doc, 'expiryDate'),
      renewedOn: value(doc, 'renewalDate'),
      suspendedFrom: value(doc, 'suspensionStart'),
      suspendedUntil: value(doc, 'suspensionEnd'),
      endedOn: value(doc, 'endedOn'),
      endKind: value(doc, 'endKind'),
      scopeCodes: scopeCodes(doc),
    }),
  },
  'certified-organisations': {
    subject: 'certificate',
    keyFields: ['bodyNumber', 'certificateNumber'],
    key: (doc: Doc) => certificateKey(String(doc.bodyNumber), String(doc.certificateNumber)),
    watched: ['bodyNumber', 'certificateNumber', 'firstRegisteredOn', 'expiresOn', 'decision'],
    changedBeyond: () => false,
    row: (doc: Doc) => ({ validFrom: value(doc, 'firstRegisteredOn'), validUntil: value(doc, 'expiresOn'), decision: value(doc, 'decision') }),
  },
} as const;

/** A certificate's key in the history: its certification body's accreditation number and its own number. */
export const certificateKey = (bodyNumber: string, certificateNumber: string) => `${bodyNumber}:${certificateNumber}`;

function recorder(slug: keyof typeof subjects): CollectionAfterChangeHook {
  const what = subjects[slug];
  return async ({ doc, previousDoc, operation, req, context }) => {
    // A correction putting a record back to an earlier state adds no state (that state is recorded).
    if (context?.historySource === CORRECTION) return doc;
    // An import undoing its own writes after a failure records no state either (it removes what it
    // recorded), but a mirror may have fetched a record in the state undone: an edit tells it to fetch again.
    if (context?.historySource === 'undo') {
      if (operation === 'update') await recordEdit(req, what.subject, what.key(doc), 'updated', 'import');
      return doc;
    }
    const source = (context?.historySource as HistorySource | undefined) ?? 'staff';
    // A record given another number: under its old number there is nothing now, which a mirror must hear of.
    const renumbered = operation === 'update' && what.keyFields.every((field) => value(previousDoc, field) !== null) && what.key(previousDoc) !== what.key(doc);
    if (renumbered) await recordEdit(req, what.subject, what.key(previousDoc), 'deleted', source);
    const changed = operation === 'create' || what.watched.some((field) => value(doc, field) !== value(previousDoc, field)) || what.changedBeyond(doc, previousDoc);
    if (!changed) {
      if (detailsChanged(doc, previousDoc)) await recordEdit(req, what.subject, what.key(doc), 'updated', source);
      return doc;
    }
    await req.payload.create({
      collection: VALIDITY_HISTORY as 'validity-history',
      data: {
        subject: what.subject,
        subjectKey: what.key(doc),
        recordedOn: (context?.historyDay as string | undefined) ?? todayInJapan(),
        source,
        recordedBy: (req.user as { email?: string } | null | undefined)?.email ?? RECORDED_BY[source],
        enteredInError: false,
        ...what.row(doc),
      },
      req,
      overrideAccess: true,
      depth: 0,
    });
    return doc;
  };
}

/** Fields every save rewrites, which tell nothing of the record. */
const BOOKKEEPING = new Set(['updatedAt', 'createdAt']);
/** A related document given whole (a save at depth above 0): it has its own id and times. */
const isRelated = (v: unknown): v is { id: unknown } => typeof v === 'object' && v !== null && !Array.isArray(v) && 'id' in v && 'updatedAt' in v;

/**
 * A record's details as text, without its bookkeeping, nor the ids of its rows (an array field
 * saved again gets new ones); a related document (an uploaded certificate) as its id, whether the
 * save gave it whole or by id.
 */
const details = (doc: Doc | undefined) =>
  JSON.stringify(
    Object.entries(doc ?? {}).filter(([field]) => !BOOKKEEPING.has(field)),
    (key, v: unknown) => (key === 'id' ? undefined : key !== '' && isRelated(v) ? v.id : v),
  );

/**
 * Whether a save changed anything of the record beyond its status and dates. A comparison of the
 * whole record, so a field added later is covered; a save that only reads differently (a relation
 * given whole rather than by id) counts as a change, which costs a mirror one needless fetch,
 * never a missed one.
 */
export const detailsChanged = (doc: Doc, previousDoc: Doc | undefined) => previousDoc !== undefined && details(doc) !== details(previousDoc);

async function recordEdit(req: PayloadRequest, subject: string, subjectKey: string, kind: 'updated' | 'deleted', source: HistorySource) {
  await req.payload.create({
    collection: REGISTER_EDITS as 'register-edits',
    data: { subject: subject as 'body' | 'certificate', subjectKey, kind, source },
    req,
    overrideAccess: true,
    depth: 0,
  });
}

/** A record deleted (by staff, or an import undoing what it created) is an edit a mirror must follow: it drops the record. */
function deletionRecorder(slug: keyof typeof subjects): CollectionAfterDeleteHook {
  const what = subjects[slug];
  return async ({ doc, req, context }) => {
    const source = context?.historySource === 'undo' ? 'import' : ((context?.historySource as HistorySource | undefined) ?? 'staff');
    await recordEdit(req, what.subject, what.key(doc), 'deleted', source);
    return doc;
  };
}

/**
 * Adds the validity history: its collection, and a hook on each directory that records a row when
 * a record is created or one of its watched fields changes (and a register edit when only its
 * other details change, or it is deleted), whoever changes it (a staff edit in
 * /admin, the accredited-body import, the API). The certified-organisation import writes its rows
 * in SQL, in its own transaction (certified-organisations/server/importer.ts).
 */
export function validityHistory(historyCollection: CollectionConfig, ...others: CollectionConfig[]) {
  return (config: Config): Config => ({
    ...config,
    collections: [
      ...(config.collections ?? []).map((collection) =>
        collection.slug in subjects
          ? {
              ...collection,
              hooks: {
                ...collection.hooks,
                afterChange: [...(collection.hooks?.afterChange ?? []), recorder(collection.slug as keyof typeof subjects)],
                afterDelete: [...(collection.hooks?.afterDelete ?? []), deletionRecorder(collection.slug as keyof typeof subjects)],
              },
            }
          : collection,
      ),
      historyCollection,
      RegisterEdits,
      ...others,
    ],
  });
}
