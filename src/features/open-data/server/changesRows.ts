/**
 * The reads of /api/v1/changes, in plain SQL on the validity history's table, each an indexed
 * range read: by id (the primary key) for new rows and holes, by subject and key for the states a
 * row is compared with, by `created_at` for a start from a moment; corrections through the index
 * of `entered_in_error` (they are few), ordered by when they were made. The register edits (details
 * changed, records deleted) are read the same way, by id.
 */
import { REGISTER_EDITS_TABLE, VALIDITY_HISTORY_TABLE } from '@/features/validity-history/cms';
import type { SqlClient, SqlValue } from '@/platform/db/payloadSql';

/** One row of the history as the changes read it. */
export type StoredRow = {
  id: number;
  subject: 'body' | 'certificate';
  subjectKey: string;
  recordedOn: string;
  source: string;
  reportId: number | null;
  validFrom: string | null;
  validUntil: string | null;
  renewedOn: string | null;
  suspendedFrom: string | null;
  suspendedUntil: string | null;
  endedOn: string | null;
  endKind: string | null;
  decision: string | null;
  scopeCodes: string | null;
  enteredInError: boolean;
  correctionReason: string | null;
  /** RFC 3339, UTC. */
  correctedAt: string | null;
  createdAt: string;
};

const COLUMNS = `id, CAST(subject AS TEXT) AS subject, subject_key, recorded_on, CAST(source AS TEXT) AS source, report_id, valid_from, valid_until, renewed_on,
  suspended_from, suspended_until, ended_on, end_kind, decision, scope_codes, entered_in_error, correction_reason, corrected_at, created_at`;
const FROM = `FROM ${VALIDITY_HISTORY_TABLE}`;

type Raw = Record<string, unknown>;
const textOrNull = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
/** A time as PostgreSQL (a Date) or SQLite (ISO text) gives it, as ISO text in UTC. */
export const isoTime = (v: unknown): string | null => {
  if (v === null || v === undefined || v === '') return null;
  const date = v instanceof Date ? v : new Date(String(v));
  return Number.isNaN(date.getTime()) ? String(v) : date.toISOString();
};

function toRow(r: Raw): StoredRow {
  return {
    id: Number(r.id),
    subject: String(r.subject) === 'certificate' ? 'certificate' : 'body',
    subjectKey: String(r.subject_key),
    recordedOn: String(r.recorded_on),
    source: String(r.source),
    // `numeric` on PostgreSQL, which node-postgres gives as text.
    reportId: r.report_id === null || r.report_id === undefined ? null : Number(r.report_id),
    validFrom: textOrNull(r.valid_from),
    validUntil: textOrNull(r.valid_until),
    renewedOn: textOrNull(r.renewed_on),
    suspendedFrom: textOrNull(r.suspended_from),
    suspendedUntil: textOrNull(r.suspended_until),
    endedOn: textOrNull(r.ended_on),
    endKind: textOrNull(r.end_kind),
    decision: textOrNull(r.decision),
    scopeCodes: r.scope_codes === null || r.scope_codes === undefined ? null : String(r.scope_codes),
    enteredInError: r.entered_in_error === true || Number(r.entered_in_error) === 1,
    correctionReason: textOrNull(r.correction_reason),
    correctedAt: isoTime(r.corrected_at),
    createdAt: isoTime(r.created_at) ?? '',
  };
}

async function read(db: SqlClient, sql: string, args: SqlValue[]): Promise<StoredRow[]> {
  return (await db.execute({ sql, args })).rows.map(toRow);
}

/** Rows with ids from `from` to `to`, ascending, at most `limit`. */
export const rowsBetween = (db: SqlClient, from: number, to: number, limit: number) =>
  read(db, `SELECT ${COLUMNS} ${FROM} WHERE id >= ? AND id <= ? ORDER BY id LIMIT ${limit}`, [from, to]);

/** Rows with ids above `after`, ascending, at most `limit`. */
export const rowsAfter = (db: SqlClient, after: number, limit: number) => read(db, `SELECT ${COLUMNS} ${FROM} WHERE id > ? ORDER BY id LIMIT ${limit}`, [after]);

/**
 * Rows marked as entered in error after the correction at `position` (by when it was made, then
 * id) and no later than `until`, in that order, at most `limit`.
 */
export function correctionsAfter(db: SqlClient, position: { at: number; id: number }, until: number, limit: number): Promise<StoredRow[]> {
  const at = new Date(position.at).toISOString();
  return read(
    db,
    `SELECT ${COLUMNS} ${FROM} WHERE entered_in_error = true AND corrected_at IS NOT NULL AND corrected_at <= ?
       AND (corrected_at > ? OR (corrected_at = ? AND id > ?)) ORDER BY corrected_at, id LIMIT ${limit}`,
    [new Date(until).toISOString(), at, at, position.id],
  );
}

/** Every recorded state of these subjects (200 keys a query), each subject's in the order the feeds read them. */
export async function rowsOfSubjects(db: SqlClient, subject: StoredRow['subject'], keys: readonly string[]): Promise<StoredRow[]> {
  const rows: StoredRow[] = [];
  for (let i = 0; i < keys.length; i += 200) {
    const chunk = keys.slice(i, i + 200);
    // `subject = ?` rather than a cast, so PostgreSQL reads its enum through the (subject, subject_key, recorded_on) index.
    rows.push(
      ...(await read(db, `SELECT ${COLUMNS} ${FROM} WHERE subject = ? AND subject_key IN (${chunk.map(() => '?').join(', ')}) ORDER BY subject_key, recorded_on, created_at, id`, [
        subject,
        ...chunk,
      ])),
    );
  }
  return rows;
}

/** The id of the row written last before `at` (by its time; 0 when none): one step down the `created_at` index. */
export async function lastIdBefore(db: SqlClient, at: number): Promise<number> {
  const { rows } = await db.execute({ sql: `SELECT id ${FROM} WHERE created_at < ? ORDER BY created_at DESC LIMIT 1`, args: [new Date(at).toISOString()] });
  return rows[0] ? Number(rows[0].id) : 0;
}

/** One register edit as the changes read it (validity-history/payload/edits.ts): a record's details changed, or the record was deleted. */
export type EditRow = {
  id: number;
  subject: 'body' | 'certificate';
  subjectKey: string;
  kind: 'updated' | 'deleted';
  source: string;
  reportId: number | null;
  /** RFC 3339, UTC. */
  createdAt: string;
};

const EDIT_COLUMNS = 'id, CAST(subject AS TEXT) AS subject, subject_key, CAST(kind AS TEXT) AS kind, CAST(source AS TEXT) AS source, report_id, created_at';
const EDITS_FROM = `FROM ${REGISTER_EDITS_TABLE}`;

async function readEdits(db: SqlClient, sql: string, args: SqlValue[]): Promise<EditRow[]> {
  return (await db.execute({ sql, args })).rows.map((r: Raw) => ({
    id: Number(r.id),
    subject: String(r.subject) === 'certificate' ? 'certificate' : 'body',
    subjectKey: String(r.subject_key),
    kind: String(r.kind) === 'deleted' ? 'deleted' : 'updated',
    source: String(r.source),
    reportId: r.report_id === null || r.report_id === undefined ? null : Number(r.report_id),
    createdAt: isoTime(r.created_at) ?? '',
  }));
}

/** Register edits with ids from `from` to `to`, ascending, at most `limit`. */
export const editsBetween = (db: SqlClient, from: number, to: number, limit: number) =>
  readEdits(db, `SELECT ${EDIT_COLUMNS} ${EDITS_FROM} WHERE id >= ? AND id <= ? ORDER BY id LIMIT ${limit}`, [from, to]);

/** Register edits with ids above `after`, ascending, at most `limit`. */
export const editsAfter = (db: SqlClient, after: number, limit: number) => readEdits(db, `SELECT ${EDIT_COLUMNS} ${EDITS_FROM} WHERE id > ? ORDER BY id LIMIT ${limit}`, [after]);

/** The id of the register edit written last before `at` (0 when none), as {@link lastIdBefore}. */
export async function lastEditIdBefore(db: SqlClient, at: number): Promise<number> {
  const { rows } = await db.execute({ sql: `SELECT id ${EDITS_FROM} WHERE created_at < ? ORDER BY created_at DESC LIMIT 1`, args: [new Date(at).toISOString()] });
  return rows[0] ? Number(rows[0].id) : 0;
}
