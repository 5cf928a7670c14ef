/**
 * Was an accreditation or a certificate valid on a given day in Japan? Answered from the history
 * the site keeps (features/verification/cms: one row each time an import or a staff edit changes a
 * status or a date), never from today's record alone, so a suspension that has since been lifted,
 * or a lapse before a renewal, still shows on the days it covered.
 *
 * Pure: rows in, verdict out. Days are `YYYY-MM-DD` strings, compared as text.
 */

export type IsoDay = string;

/** One recorded state: what the directory said from `recordedOn` on. */
export type HistoryRow = {
  /** The day (in Japan) the state was recorded. */
  recordedOn: IsoDay;
  /** Initial accreditation, or first registration of a certificate. */
  validFrom: IsoDay | null;
  /** Expiry of the term in force. */
  validUntil: IsoDay | null;
  /** Accredited bodies: start of the current term (the renewal). */
  renewedOn?: IsoDay | null;
  /** Accredited bodies: a suspension as the directory states it (the end may be open). */
  suspendedFrom?: IsoDay | null;
  suspendedUntil?: IsoDay | null;
  /** Accredited bodies: the day the accreditation ended, and how. */
  endedOn?: IsoDay | null;
  endKind?: string | null;
  /**
   * Certificates: the certification body's decision, which carries no day of its own, or
   * `unreported` from the day a full report of the certification body no longer listed it.
   */
  decision?: 'valid' | 'suspended' | 'withdrawn' | 'unreported' | null;
  /** Accredited bodies: the scope's codes, sorted, in one line (null in rows recorded before scopes were). */
  scopeCodes?: string | null;
};

export type Verdict =
  | { kind: 'valid'; since: IsoDay; until: IsoDay | null }
  | { kind: 'suspended'; from: IsoDay; to: IsoDay | null }
  | { kind: 'ended'; on: IsoDay; endKind: string | null }
  | { kind: 'expired'; on: IsoDay }
  | { kind: 'notYet'; from: IsoDay }
  | { kind: 'unknown'; knownFrom: IsoDay | null };

export const isValidVerdict = (verdict: Verdict) => verdict.kind === 'valid';

/** The day before `day`. */
export function dayBefore(day: IsoDay): IsoDay {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

type Period = { kind: 'suspended' | 'ended'; from: IsoDay; to: IsoDay | null; endKind: string | null };

const covers = (p: { from: IsoDay; to: IsoDay | null }, day: IsoDay) => p.from <= day && (p.to === null || day <= p.to);

/** Suspensions and ends, from the dates the directory states and from the decisions as they changed. */
export function periodsOf(rows: readonly HistoryRow[]): Period[] {
  const periods: Period[] = [];
  // Stated suspensions: each distinct start, ended by its stated end, or else by the first later
  // row that no longer states it (staff lifted it without an end date), or still open.
  const starts = new Set<IsoDay>();
  rows.forEach((row, i) => {
    if (!row.suspendedFrom || starts.has(`${row.suspendedFrom}`)) return;
    starts.add(row.suspendedFrom);
    const sameSuspension = rows.slice(i).filter((r) => r.suspendedFrom === row.suspendedFrom);
    const statedEnd = sameSuspension.map((r) => r.suspendedUntil).findLast((end) => !!end) ?? null;
    const lifted = rows.slice(i + 1).find((r) => r.suspendedFrom !== row.suspendedFrom);
    const to = statedEnd ?? (lifted ? dayBefore(lifted.recordedOn) : null);
    periods.push({ kind: 'suspended', from: row.suspendedFrom, to: to && to < row.suspendedFrom ? row.suspendedFrom : to, endKind: null });
  });
  // A stated end, as the latest row states it.
  const last = rows.at(-1);
  if (last?.endedOn) periods.push({ kind: 'ended', from: last.endedOn, to: null, endKind: last.endKind ?? null });
  // Decisions (certificates): a run of `suspended`, `withdrawn` or `unreported` rows holds from the
  // first row's day to the day before the next row with another decision (a certificate that comes
  // back in a later report is valid again from that report's day).
  for (let i = 0; i < rows.length; i++) {
    const decision = rows[i]!.decision;
    if (decision !== 'suspended' && decision !== 'withdrawn' && decision !== 'unreported') continue;
    if (i > 0 && rows[i - 1]!.decision === decision) continue;
    const next = rows.slice(i + 1).find((r) => r.decision !== decision);
    periods.push({
      kind: decision === 'suspended' ? 'suspended' : 'ended',
      from: rows[i]!.recordedOn,
      to: next ? dayBefore(next.recordedOn) : null,
      endKind: decision === 'suspended' ? null : decision,
    });
  }
  return periods;
}

/**
 * The verdict for `day`, from `rows` in the order they were recorded. In order:
 * before the first day of validity the record states → not yet; inside a stated or recorded end
 * or suspension → ended or suspended; before the first recorded state → unknown, never valid;
 * then valid while a term covers the day (the term in force that day, or a later-recorded
 * renewal whose term had begun by then), else expired.
 */
export function validityOn(rows: readonly HistoryRow[], day: IsoDay): Verdict {
  const sorted = [...rows].sort((a, b) => (a.recordedOn < b.recordedOn ? -1 : a.recordedOn > b.recordedOn ? 1 : 0));
  const first = sorted[0];
  if (!first) return { kind: 'unknown', knownFrom: null };
  const last = sorted.at(-1)!;
  const validFrom = last.validFrom ?? first.validFrom;
  if (validFrom && day < validFrom) return { kind: 'notYet', from: validFrom };
  const periods = periodsOf(sorted);
  const ended = periods.find((p) => p.kind === 'ended' && covers(p, day));
  if (ended) return { kind: 'ended', on: ended.from, endKind: ended.endKind };
  const suspended = periods.find((p) => p.kind === 'suspended' && covers(p, day));
  if (suspended) return { kind: 'suspended', from: suspended.from, to: suspended.to };
  if (day < first.recordedOn) return { kind: 'unknown', knownFrom: first.recordedOn };
  const inForce = sorted.filter((r) => r.recordedOn <= day).at(-1)!;
  const terms = [inForce, ...sorted.filter((r) => r.recordedOn > day && (r.renewedOn ?? r.validFrom ?? '9999-12-31') <= day)];
  const covering = terms.filter((r) => r.validUntil === null || day <= r.validUntil);
  if (covering.length === 0) return { kind: 'expired', on: inForce.validUntil! };
  const until = covering.some((r) => r.validUntil === null)
    ? null
    : covering
        .map((r) => r.validUntil!)
        .sort()
        .at(-1)!;
  return { kind: 'valid', since: validFrom ?? first.recordedOn, until };
}
