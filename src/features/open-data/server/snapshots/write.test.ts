import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, describe, expect, it } from 'vitest';

import type { DatasetBatch } from '@/platform/csv/describe';
import { csvFile } from '@/platform/csv/write';

import { writeSnapshotFiles } from './write';

const dir = mkdtempSync(path.join(tmpdir(), 'site-snapshot-write-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function* batches(list: DatasetBatch[]): AsyncGenerator<DatasetBatch> {
  for (const batch of list) yield batch;
}

const header = ['number', 'name'];
const rowsOf = (from: number, count: number) => Array.from({ length: count }, (_, i) => [`N${from + i}`, i === 0 ? '=SUM(A1)' : `名前 "${from + i}", 二行\n目`]);
const itemsOf = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ number: `N${from + i}`, name: { ja: `名前${from + i}` } }));

describe('the files of a snapshot', () => {
  it('are the download’s CSV and one JSON item a line, gzip, with their sizes and SHA-256, batch after batch', async () => {
    const list = [
      { rows: rowsOf(1, 3), items: itemsOf(1, 3) },
      { rows: [], items: [] },
      { rows: rowsOf(4, 2), items: itemsOf(4, 2) },
    ];
    const sub = mkdtempSync(path.join(dir, 'a-'));
    const written = await writeSnapshotFiles(header, batches(list), sub);
    expect(written.rowCount).toBe(5);
    const csv = readFileSync(written.files.csv);
    const ndjson = readFileSync(written.files.ndjson);
    // What a download of the same rows would be, byte for byte (platform/csv/write.ts).
    expect(gunzipSync(csv).toString('utf8')).toBe(csvFile(header, [...rowsOf(1, 3), ...rowsOf(4, 2)]));
    expect(gunzipSync(csv).toString('utf8')).toContain("'=SUM(A1)");
    expect(
      gunzipSync(ndjson)
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    ).toEqual([...itemsOf(1, 3), ...itemsOf(4, 2)]);
    expect(gunzipSync(ndjson).toString('utf8').endsWith('}\n')).toBe(true);
    expect(written.csv).toEqual({ bytes: statSync(written.files.csv).size, sha256: createHash('sha256').update(csv).digest('hex') });
    expect(written.ndjson).toEqual({ bytes: statSync(written.files.ndjson).size, sha256: createHash('sha256').update(ndjson).digest('hex') });
  });

  it('of an empty dataset are the header alone and an empty NDJSON', async () => {
    const written = await writeSnapshotFiles(header, batches([]), mkdtempSync(path.join(dir, 'b-')));
    expect(written.rowCount).toBe(0);
    expect(gunzipSync(readFileSync(written.files.csv)).toString('utf8')).toBe('\uFEFFnumber,name\r\n');
    expect(gunzipSync(readFileSync(written.files.ndjson)).length).toBe(0);
  });

  it('are refused when a batch’s rows and items disagree, or the source fails', async () => {
    await expect(writeSnapshotFiles(header, batches([{ rows: rowsOf(1, 2), items: itemsOf(1, 1) }]), mkdtempSync(path.join(dir, 'c-')))).rejects.toThrow(/2 rows came with 1 items/);
    async function* failing(): AsyncGenerator<DatasetBatch> {
      yield { rows: rowsOf(1, 1), items: itemsOf(1, 1) };
      throw new Error('the database went away');
    }
    await expect(writeSnapshotFiles(header, failing(), mkdtempSync(path.join(dir, 'd-')))).rejects.toThrow('the database went away');
  });
});
