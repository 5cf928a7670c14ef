import { describe, expect, it } from 'vitest';

import { DATASETS } from '../datasets';
import { SNAPSHOT_SOURCES } from './sources';

describe('the sources of the daily snapshots', () => {
  it('are the datasets of the catalogue, in its order, each with the header its download writes and its CSV description describes', () => {
    expect(Object.keys(SNAPSHOT_SOURCES)).toEqual(DATASETS.map((dataset) => dataset.id));
    for (const dataset of DATASETS) {
      expect(SNAPSHOT_SOURCES[dataset.id]!.header, dataset.id).toEqual(dataset.download.header);
      expect(SNAPSHOT_SOURCES[dataset.id]!.header, dataset.id).toEqual(dataset.download.columns.map((column) => column.name));
    }
  });
});
