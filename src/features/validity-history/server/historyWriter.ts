import { REGISTER_EDITS_TABLE, VALIDITY_HISTORY_TABLE } from '../payload/names';
import type { HistorySource } from './record';

/** One SQL statement with `?` placeholders (PostgreSQL's `$n` are numbered by the caller's driver). */
export type SqlStatement = { sql: string; args: unknown[] };

/** Who and what recorded a batch of states: the day they hold from, where they came from, the report. */
export type Recording = { day: string; source: HistorySource; recordedBy: string; reportId: number | null; now: string };

/**
 * The validity history's writer for importers that write in their own transaction, in SQL (the
 * certified-organisation register: 10^5 rows a report, too many for a hook per row). The importer
 * hands it a SELECT of the states to record, with the columns `subject_key`, `valid_from`,
 * `valid_until` and `decision` as text; this writes one row each, recorded on the report's day, so
 * the history table's shape stays this feature's own.
 */
export function certificateStatesInsert(states: SqlStatement, recording: Recording): SqlStatement {
  return {
    sql: `INSERT INTO ${VALIDITY_HISTORY_TABLE} (subject, subject_key, recorded_on, source, recorded_by, report_id, valid_from, valid_until, decision, entered_in_error, updated_at, created_at)
      SELECT 'certificate', k.subject_key, ?, ?, ?, ?, k.valid_from, k.valid_until, k.decision, false, ?, ? FROM (${states.sql}) AS k`,
    args: [recording.day, recording.source, recording.recordedBy, recording.reportId, recording.now, recording.now, ...states.args],
  };
}

/**
 * The register edits' writer for the same importers: the importer hands it a SELECT of the keys of
 * certificates whose details changed while their status and dates did not (column `subject_key`),
 * and this writes one `updated` edit each (payload/edits.ts), so a mirror knows to fetch them again.
 */
export function certificateEditsInsert(keys: SqlStatement, recording: Recording): SqlStatement {
  return {
    sql: `INSERT INTO ${REGISTER_EDITS_TABLE} (subject, subject_key, kind, source, report_id, updated_at, created_at)
      SELECT 'certificate', k.subject_key, 'updated', ?, ?, ?, ? FROM (${keys.sql}) AS k`,
    args: [recording.source, recording.reportId, recording.now, recording.now, ...keys.args],
  };
}

/** A certificate's key in the history, in SQL (the same as `certificateKey`). */
export const certificateKeySql = (bodyNumber: string, certificateNumber: string) => `${bodyNumber} || ':' || ${certificateNumber}`;
