import '#server-only';

import { cache } from 'react';

import { getPayloadClient } from '@/platform/cms/client';

import { VALIDITY_HISTORY } from '@/features/validity-history';
import type { HistoryRow } from '../history';
import { toHistoryRow } from './rows';

/** At most this many recorded states of one subject are read (years of monthly imports). */
const MAX_ROWS = 2000;

/** A recorded state marked as entered in error: when and why, for a feed's "corrected" entry. */
export type Correction = { id: string; recordedOn: string; correctedAt: string; reason: string };

/**
 * The recorded states of an accreditation or a certificate, oldest first (`keys` are its numbers,
 * current and former): those in force, from which every answer is given, and those marked as
 * entered in error, which only a feed mentions (as corrections).
 */
export const historyOf = cache(
  async (subject: 'body' | 'certificate', ...keys: string[]): Promise<{ rows: (HistoryRow & { id: string })[]; corrections: Correction[] }> => {
    const payload = await getPayloadClient();
    const { docs } = await payload.find({
      collection: VALIDITY_HISTORY as 'validity-history',
      where: { and: [{ subject: { equals: subject } }, { subjectKey: { in: keys.filter(Boolean) } }] },
      sort: ['recordedOn', 'createdAt'],
      limit: MAX_ROWS,
      depth: 0,
      overrideAccess: false,
    });
    return {
      rows: docs.filter((doc) => !doc.enteredInError).map((doc) => ({ id: String(doc.id), ...toHistoryRow(doc) })),
      corrections: docs
        .filter((doc) => doc.enteredInError)
        .map((doc) => ({ id: String(doc.id), recordedOn: doc.recordedOn, correctedAt: doc.correctedAt ?? doc.updatedAt, reason: doc.correctionReason ?? '' })),
    };
  },
);
