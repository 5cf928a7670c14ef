import '#server-only';

import { cache } from 'react';

import { getPayloadClient } from '@/platform/payload';

import { VALIDITY_HISTORY } from '../cms/history';
import type { HistoryRow } from '../history';
import { toHistoryRow } from './rows';

/** At most this many recorded states of one subject are read (years of monthly imports). */
const MAX_ROWS = 2000;

/** The recorded states of an accreditation or a certificate, oldest first; `keys` are its numbers, current and former. */
export const historyOf = cache(async (subject: 'body' | 'certificate', ...keys: string[]): Promise<(HistoryRow & { id: string })[]> => {
  const payload = await getPayloadClient();
  const { docs } = await payload.find({
    collection: VALIDITY_HISTORY as 'validity-history',
    where: { and: [{ subject: { equals: subject } }, { subjectKey: { in: keys.filter(Boolean) } }] },
    sort: ['recordedOn', 'createdAt'],
    limit: MAX_ROWS,
    depth: 0,
    overrideAccess: false,
  });
  return docs.map((doc) => ({ id: String(doc.id), ...toHistoryRow(doc) }));
});
