import '#server-only';

import { directoryUpdatedAt } from '@/features/accredited-bodies';
import { coverageUpdatedAt, registerUpdatedAt, sqlClient } from '@/features/certified-organisations';
import { getPayloadClient } from '@/platform/cms/client';

import { type ChangeSource, DATASETS } from './datasets';
import type { LastChanges } from './dcat';

/**
 * When each dataset last changed (its `dct:modified`, and the date /data shows), read where the
 * data is: the directory's newest record, the register's newest certificate, and for the coverage
 * also its last published report. One read of each source, whichever datasets share it.
 */
export async function lastChanges(): Promise<LastChanges> {
  const db = sqlClient(await getPayloadClient());
  const [directory, register, coverage] = await Promise.all([directoryUpdatedAt(), registerUpdatedAt(db), coverageUpdatedAt(db)]);
  const bySource: Record<ChangeSource, string | null> = { directory, register, coverage };
  return Object.fromEntries(DATASETS.map((dataset) => [dataset.id, bySource[dataset.changes]]));
}
