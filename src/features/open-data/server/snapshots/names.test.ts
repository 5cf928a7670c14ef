import { describe, expect, it } from 'vitest';

import { downloadName, isDay, LATEST, parseSnapshotFile, snapshotFileName, snapshotPath, storageKey } from './names';

describe('the names of the daily snapshots', () => {
  it('give each file an address below its dataset, in no language, with `latest` for the newest', () => {
    expect(snapshotFileName('2026-12-08', 'csv')).toBe('2026-12-08.csv.gz');
    expect(snapshotPath('certified-organisations', '2026-12-08', 'csv')).toBe('/data/snapshots/certified-organisations/2026-12-08.csv.gz');
    expect(snapshotPath('decision-reports', '2026-12-08', 'ndjson')).toBe('/data/snapshots/decision-reports/2026-12-08.ndjson.gz');
    expect(snapshotPath('accredited-bodies', LATEST, 'csv')).toBe('/data/snapshots/accredited-bodies/latest.csv.gz');
    expect(downloadName('accredited-bodies', '2026-12-08', 'ndjson')).toBe('accredited-bodies-2026-12-08.ndjson.gz');
  });

  it('read back what they write, and nothing else', () => {
    expect(parseSnapshotFile('2026-12-08.csv.gz')).toEqual({ day: '2026-12-08', format: 'csv' });
    expect(parseSnapshotFile('2024-02-29.ndjson.gz')).toEqual({ day: '2024-02-29', format: 'ndjson' });
    expect(parseSnapshotFile('latest.ndjson.gz')).toEqual({ day: LATEST, format: 'ndjson' });
    for (const name of ['2026-12-08.csv', '2026-12-08.json.gz', '2026-02-30.csv.gz', '2026-13-01.csv.gz', '26-12-08.csv.gz', 'LATEST.csv.gz', '2026-12-08.csv.gz.bak', '../2026-12-08.csv.gz', ''])
      expect(parseSnapshotFile(name), name).toBeNull();
    expect(isDay('2026-12-08')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
  });

  it('keep each attempt’s files apart in the store, by its token, and refuse anything that is not a snapshot', () => {
    const snapshot = { dataset: 'certified-organisations', day: '2026-12-08', token: 'a1b2c3d4e5f6a7b8c9d0e1f2' };
    expect(storageKey(snapshot, 'csv')).toBe('snapshots/certified-organisations/2026-12-08-a1b2c3d4e5f6a7b8c9d0e1f2.csv.gz');
    expect(storageKey({ ...snapshot, token: 'ffffffffffff' }, 'ndjson')).toBe('snapshots/certified-organisations/2026-12-08-ffffffffffff.ndjson.gz');
    expect(() => storageKey({ ...snapshot, dataset: '../etc' }, 'csv')).toThrow();
    expect(() => storageKey({ ...snapshot, day: 'latest' }, 'csv')).toThrow();
    expect(() => storageKey({ ...snapshot, token: 'x/../y' }, 'csv')).toThrow();
  });
});
