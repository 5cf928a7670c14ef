/**
 * A change as /api/v1/changes gives it: one row of the validity history (a state recorded) or the
 * correction of one (a state marked as entered in error), with what it changed in the words of
 * the feeds (`verification/changes.ts`), the state it recorded, who reported it, the record's API
 * address, and the record itself as it stands when the page is read, so a mirror keeps it without
 * a request per record. Staff members' addresses, which the history keeps as who recorded a state,
 * stay out. Register edits (a record's other details, a deletion) are given the same way.
 */
import type { Payload } from 'payload';

import { certificatesByNumbers, lastReportOf } from '@/features/certified-organisations';
import { type Change, changesOf, toHistoryRow } from '@/features/verification/cms';
import type { SqlClient } from '@/platform/db/payloadSql';
import { todayInJapan } from '@/platform/time/japan';

import { BODIES_API_PATH, bodyRecord, type BodyRecord } from './bodyItems';
import { CERTIFICATES_API_PATH, certificateItem, type CertificateItem } from './certificateItems';
import { type EditRow, rowsOfSubjects, type StoredRow } from './changesRows';

/** Who made a change: an import (with the certification body's report, when it came from one), a staff edit, the sample data, the state when records began, or a correction. */
export type ChangeSource = { kind: 'import' | 'staff' | 'seed' | 'existing' | 'correction'; reportId: number | null };

export type ChangeItem = {
  /** Unique per change, the same on every page that gives it: `h` and the row's id for a recorded state, `c` and the row's id for its correction. */
  id: string;
  event: 'recorded' | 'corrected';
  historyId: number;
  subject: 'accreditedBody' | 'certificate';
  /** The history's key: the accreditation number, or the certification body's accreditation number and the certificate number joined by `:`. */
  key: string;
  accreditationNumber: string;
  certificateNumber: string | null;
  /** When the change was made: the row written, or the correction made (RFC 3339, UTC). */
  at: string;
  /** The day in Japan the recorded state holds from. */
  recordedOn: string;
  source: ChangeSource;
  /** What the recorded state changed from the state recorded before it (empty when nothing a follower is told of). */
  changes: Change[];
  state: {
    validFrom: string | null;
    validUntil: string | null;
    renewedOn: string | null;
    suspendedFrom: string | null;
    suspendedUntil: string | null;
    endedOn: string | null;
    endKind: string | null;
    decision: string | null;
    scopeCodes: string[] | null;
  };
  /** Whether the row is, by now, marked as entered in error. */
  enteredInError: boolean;
  correction: { at: string; reason: string | null } | null;
  /** The record in the API; null for a certificate no longer in the register. */
  apiUrl: string | null;
  /** The record as it stands now, as the API lists it; null when it is no longer in the register (a mirror drops it). */
  record: CurrentRecord | null;
};

/** A record as the API lists it: an accredited body, or a certificate. */
export type CurrentRecord = BodyRecord | CertificateItem;

/**
 * A register edit as /api/v1/changes gives it: a record whose details changed while its status and
 * dates did not (`updated`), or a record deleted (`deleted`, also the old number of a record
 * renumbered). It carries no state of its own: `record` is the record as it stands now, or null
 * when there is none under `key` (deleted, unless created again since).
 */
export type EditItem = {
  /** `e` and the edit's id. */
  id: string;
  event: 'updated' | 'deleted';
  subject: ChangeItem['subject'];
  key: string;
  accreditationNumber: string;
  certificateNumber: string | null;
  at: string;
  source: ChangeSource;
  apiUrl: string | null;
  record: CurrentRecord | null;
};

const sources = new Set(['import', 'staff', 'seed', 'existing']);
const sourceOf = (source: string, reportId: number | null): ChangeSource => ({ kind: sources.has(source) ? (source as ChangeSource['kind']) : 'import', reportId });

/** The order the feeds read a subject's states in. */
const before = (a: StoredRow, b: StoredRow) =>
  a.recordedOn !== b.recordedOn ? a.recordedOn < b.recordedOn : a.createdAt !== b.createdAt ? a.createdAt < b.createdAt : a.id < b.id;

const asHistory = (row: StoredRow) => ({ id: String(row.id), ...toHistoryRow(row) });

/** The changes of one row, read against the states in force before it (for a row in error, as if it stood). */
function changesOfRow(row: StoredRow, subjectRows: readonly StoredRow[]): Change[] {
  const inForce = subjectRows.filter((r) => !r.enteredInError && r.id !== row.id);
  const read = [...inForce.filter((r) => before(r, row)), row].map(asHistory);
  return changesOf(read)
    .filter((change) => change.rowId === String(row.id))
    .map(({ rowId: _rowId, recordedOn: _recordedOn, ...change }) => change as Change);
}

/** The states of every subject the rows name, by subject and key. */
async function subjectsOf(db: SqlClient, rows: readonly StoredRow[]): Promise<Map<string, StoredRow[]>> {
  const bySubject = new Map<string, StoredRow[]>();
  for (const subject of ['body', 'certificate'] as const) {
    const keys = [...new Set(rows.filter((r) => r.subject === subject).map((r) => r.subjectKey))];
    for (const row of await rowsOfSubjects(db, subject, keys)) {
      const key = `${subject}|${row.subjectKey}`;
      bySubject.set(key, [...(bySubject.get(key) ?? []), row]);
    }
  }
  return bySubject;
}

/** A certificate key's two numbers (an accreditation number holds no `:`; a certificate number may). */
function numbersOf(row: Keyed): { accreditationNumber: string; certificateNumber: string | null } {
  if (row.subject === 'body') return { accreditationNumber: row.subjectKey, certificateNumber: null };
  const colon = row.subjectKey.indexOf(':');
  if (colon < 0) return { accreditationNumber: '', certificateNumber: row.subjectKey };
  return { accreditationNumber: row.subjectKey.slice(0, colon), certificateNumber: row.subjectKey.slice(colon + 1) };
}

type Keyed = Pick<StoredRow, 'subject' | 'subjectKey'>;
const keyOf = (row: Keyed) => `${row.subject}|${row.subjectKey}`;

/**
 * The records the rows name as they stand now, as the API lists them, by subject and history key:
 * the certificates in a few reads of the register (with their last reports), the bodies in reads
 * of 200 by their accreditation number exactly (a former number is another key, whose record is
 * gone). A key with nothing under it now is absent.
 */
async function currentRecords(payload: Payload, db: SqlClient, rows: readonly Keyed[], origin: string): Promise<Map<string, CurrentRecord>> {
  const records = new Map<string, CurrentRecord>();
  const certificateKeys = new Set(rows.filter((r) => r.subject === 'certificate').map((r) => r.subjectKey));
  const numbers = [...new Set([...certificateKeys].map((key) => numbersOf({ subject: 'certificate', subjectKey: key }).certificateNumber!))];
  const found = (numbers.length ? await certificatesByNumbers(db, numbers) : []).filter((c) => certificateKeys.has(`${c.bodyNumber}:${c.certificateNumber}`));
  const reports = found.length ? await lastReportOf(db, found.map((c) => c.id)) : new Map();
  const today = todayInJapan();
  for (const row of found) records.set(`certificate|${row.bodyNumber}:${row.certificateNumber}`, certificateItem(row, today, origin, reports.get(row.id) ?? null));
  const bodyKeys = [...new Set(rows.filter((r) => r.subject === 'body').map((r) => r.subjectKey))];
  for (let i = 0; i < bodyKeys.length; i += 200) {
    const { docs } = await payload.find({
      collection: 'accredited-bodies',
      where: { accreditationNumber: { in: bodyKeys.slice(i, i + 200) } },
      pagination: false,
      depth: 1,
      overrideAccess: false,
    });
    for (const body of docs) records.set(`body|${body.accreditationNumber}`, bodyRecord(body, origin));
  }
  return records;
}

/** The page's history rows and corrections as changes, in that order. */
export async function changeItems(payload: Payload, db: SqlClient, rows: readonly StoredRow[], corrections: readonly StoredRow[], origin: string): Promise<ChangeItem[]> {
  const all = [...rows, ...corrections];
  if (!all.length) return [];
  const [subjects, records] = await Promise.all([subjectsOf(db, all), currentRecords(payload, db, all, origin)]);
  const item = (row: StoredRow, event: ChangeItem['event']): ChangeItem => {
    const numbers = numbersOf(row);
    return {
      id: `${event === 'recorded' ? 'h' : 'c'}${row.id}`,
      event,
      historyId: row.id,
      subject: row.subject === 'body' ? 'accreditedBody' : 'certificate',
      key: row.subjectKey,
      ...numbers,
      at: event === 'recorded' ? row.createdAt : row.correctedAt!,
      recordedOn: row.recordedOn,
      source: event === 'corrected' ? { kind: 'correction', reportId: null } : sourceOf(row.source, row.reportId),
      changes: changesOfRow(row, subjects.get(`${row.subject}|${row.subjectKey}`) ?? []),
      state: {
        validFrom: row.validFrom,
        validUntil: row.validUntil,
        renewedOn: row.renewedOn,
        suspendedFrom: row.suspendedFrom,
        suspendedUntil: row.suspendedUntil,
        endedOn: row.endedOn,
        endKind: row.endKind,
        decision: row.decision,
        scopeCodes: row.scopeCodes === null ? null : row.scopeCodes.split(' ').filter(Boolean),
      },
      enteredInError: row.enteredInError,
      correction: row.enteredInError && row.correctedAt ? { at: row.correctedAt, reason: row.correctionReason } : null,
      ...located(row, records, origin),
    };
  };
  return [...rows.map((row) => item(row, 'recorded')), ...corrections.map((row) => item(row, 'corrected'))];
}

/**
 * A record's address in the API (a body's by its number, a certificate's by its id in the register,
 * null when it is no longer there) and the record itself as it stands now.
 */
function located(row: Keyed, records: Map<string, CurrentRecord>, origin: string): { apiUrl: string | null; record: CurrentRecord | null } {
  const record = records.get(keyOf(row)) ?? null;
  if (row.subject === 'body') return { apiUrl: `${origin}${BODIES_API_PATH}/${encodeURIComponent(row.subjectKey)}`, record };
  return { apiUrl: record ? `${origin}${CERTIFICATES_API_PATH}/${(record as CertificateItem).id}` : null, record };
}

/** The page's register edits as changes. */
export async function editItems(payload: Payload, db: SqlClient, rows: readonly EditRow[], origin: string): Promise<EditItem[]> {
  if (!rows.length) return [];
  const records = await currentRecords(payload, db, rows, origin);
  return rows.map((row) => ({
    id: `e${row.id}`,
    event: row.kind,
    subject: row.subject === 'body' ? 'accreditedBody' : 'certificate',
    key: row.subjectKey,
    ...numbersOf(row),
    at: row.createdAt,
    source: sourceOf(row.source, row.reportId),
    ...located(row, records, origin),
  }));
}
