import '#server-only';

import { getPayloadClient } from '@/platform/cms/client';

import { DATASETS } from '../datasets';
import { allSnapshots, latestSnapshots, type SnapshotRecord } from './records';

/** The newest finished snapshot of each dataset of the catalogue, through the site's CMS client: what /data and the DCAT file list. */
export async function latestOfEachDataset(): Promise<Record<string, SnapshotRecord>> {
  return latestSnapshots(await getPayloadClient(), DATASETS.map((dataset) => dataset.id));
}

/** Every snapshot kept, newest day first, through the site's CMS client: what /data/snapshots lists. */
export async function snapshotsKept(): Promise<SnapshotRecord[]> {
  return allSnapshots(await getPayloadClient());
}
