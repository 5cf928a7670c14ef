import type { HistoryRow, IsoDay } from './history';

/** What changed between two recorded states, as a follower of a record is told it. */
export type Change =
  | { kind: 'recorded'; on: IsoDay; validFrom: IsoDay | null; validUntil: IsoDay | null }
  | { kind: 'suspended'; on: IsoDay; until: IsoDay | null }
  | { kind: 'reinstated'; on: IsoDay }
  /** A certificate no longer reported is listed again by a later report of its certification body. */
  | { kind: 'reported'; on: IsoDay }
  | { kind: 'ended'; on: IsoDay; endKind: string | null }
  | { kind: 'renewed'; on: IsoDay; until: IsoDay | null }
  | { kind: 'expiryChanged'; on: IsoDay; until: IsoDay | null }
  /** Accredited bodies: codes added to the scope, or taken from it. */
  | { kind: 'scopeExtended'; on: IsoDay; codes: string[] }
  | { kind: 'scopeReduced'; on: IsoDay; codes: string[] };

export type RecordedChange = Change & { rowId: string; recordedOn: IsoDay };

const dayAfter = (day: IsoDay) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The changes a record went through, from its recorded states (oldest first): when its history
 * began, each suspension and reinstatement, an end or withdrawal, a renewal or another change of
 * expiry, each with the day it took effect (the stated day where the record states one, else the
 * day it was recorded). Each keeps the id of the row that showed it, for a feed entry id that
 * never changes. Rows that changed nothing a follower cares about give nothing.
 */
export function changesOf(rows: readonly (HistoryRow & { id: string })[]): RecordedChange[] {
  const changes: RecordedChange[] = [];
  rows.forEach((row, i) => {
    const add = (change: Change) => changes.push({ ...change, rowId: row.id, recordedOn: row.recordedOn });
    const prev = rows[i - 1];
    if (!prev) {
      add({ kind: 'recorded', on: row.recordedOn, validFrom: row.validFrom, validUntil: row.validUntil });
      return;
    }
    // Stated suspensions (accredited bodies).
    if (row.suspendedFrom && row.suspendedFrom !== prev.suspendedFrom) add({ kind: 'suspended', on: row.suspendedFrom, until: row.suspendedUntil ?? null });
    else if (row.suspendedFrom && row.suspendedUntil && row.suspendedUntil !== prev.suspendedUntil) add({ kind: 'reinstated', on: dayAfter(row.suspendedUntil) });
    if (prev.suspendedFrom && !row.suspendedFrom && !prev.suspendedUntil) add({ kind: 'reinstated', on: row.recordedOn });
    // Stated ends.
    if (row.endedOn && row.endedOn !== prev.endedOn) add({ kind: 'ended', on: row.endedOn, endKind: row.endKind ?? null });
    // Decisions (certificates), which count from the day they were recorded.
    if (row.decision && prev.decision && row.decision !== prev.decision) {
      if (row.decision === 'suspended') add({ kind: 'suspended', on: row.recordedOn, until: null });
      else if (row.decision === 'withdrawn' || row.decision === 'unreported') add({ kind: 'ended', on: row.recordedOn, endKind: row.decision });
      else if (prev.decision === 'unreported') add({ kind: 'reported', on: row.recordedOn });
      else add({ kind: 'reinstated', on: row.recordedOn });
    }
    // Scope (accredited bodies), where both rows recorded it.
    if (typeof row.scopeCodes === 'string' && typeof prev.scopeCodes === 'string' && row.scopeCodes !== prev.scopeCodes) {
      const before = new Set(prev.scopeCodes.split(' ').filter(Boolean));
      const after = new Set(row.scopeCodes.split(' ').filter(Boolean));
      const added = [...after].filter((code) => !before.has(code));
      const removed = [...before].filter((code) => !after.has(code));
      if (added.length) add({ kind: 'scopeExtended', on: row.recordedOn, codes: added });
      if (removed.length) add({ kind: 'scopeReduced', on: row.recordedOn, codes: removed });
    }
    // Terms.
    if (row.validUntil !== prev.validUntil) {
      const later = !!row.validUntil && (!prev.validUntil || row.validUntil > prev.validUntil);
      const start = row.renewedOn && row.renewedOn !== prev.renewedOn ? row.renewedOn : row.recordedOn;
      add(later ? { kind: 'renewed', on: start, until: row.validUntil } : { kind: 'expiryChanged', on: row.recordedOn, until: row.validUntil });
    }
  });
  return changes;
}
