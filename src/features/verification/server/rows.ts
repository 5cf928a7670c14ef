import type { HistoryRow } from '../history';

type StoredRow = {
  recordedOn: string;
  validFrom?: string | null;
  validUntil?: string | null;
  renewedOn?: string | null;
  suspendedFrom?: string | null;
  suspendedUntil?: string | null;
  endedOn?: string | null;
  endKind?: string | null;
  decision?: string | null;
  scopeCodes?: string | null;
};

/** A stored history row as the reader takes it (history.ts). */
export const toHistoryRow = (doc: StoredRow): HistoryRow => ({
  recordedOn: doc.recordedOn,
  validFrom: doc.validFrom ?? null,
  validUntil: doc.validUntil ?? null,
  renewedOn: doc.renewedOn ?? null,
  suspendedFrom: doc.suspendedFrom ?? null,
  suspendedUntil: doc.suspendedUntil ?? null,
  endedOn: doc.endedOn ?? null,
  endKind: doc.endKind ?? null,
  decision: (doc.decision as HistoryRow['decision']) ?? null,
  scopeCodes: doc.scopeCodes ?? null,
});
