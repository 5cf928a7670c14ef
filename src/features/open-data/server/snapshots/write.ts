import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

import type { DatasetBatch } from '@/platform/csv/describe';
import { csvRows } from '@/platform/csv/write';

import type { Made } from './claim';

/** A gzip file being written: text in as it comes (waiting while the disk is behind), and at the end its size and SHA-256. */
function gzipFile(file: string) {
  const gzip = createGzip();
  const hash = createHash('sha256');
  let bytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const written = pipeline(gzip, measure, createWriteStream(file));
  // Seen where it is awaited (a write that waits, or the end); never an unhandled rejection meanwhile.
  written.catch(() => undefined);
  return {
    async write(text: string) {
      if (!gzip.write(text)) await Promise.race([once(gzip, 'drain'), written]);
    },
    async end() {
      gzip.end();
      await written;
      return { bytes, sha256: hash.digest('hex') };
    },
    abort: () => gzip.destroy(),
  };
}

/** The two files of a snapshot, written: where each is on this machine, and what it holds. */
export type WrittenFiles = Made & { files: { csv: string; ndjson: string } };

/**
 * Writes a dataset's batches into `dir` as two gzip files at once, each batch as it arrives and
 * none kept: the CSV exactly as the download writes it (platform/csv/write.ts: a byte order mark,
 * the header, CRLF, formula-like cells guarded) and NDJSON, one JSON item a line, the items the
 * JSON download lists. A batch's rows and items are the same records, so both files have a line
 * per record (the CSV's header aside).
 */
export async function writeSnapshotFiles(header: readonly string[], batches: AsyncIterable<DatasetBatch>, dir: string): Promise<WrittenFiles> {
  const files = { csv: path.join(dir, 'snapshot.csv.gz'), ndjson: path.join(dir, 'snapshot.ndjson.gz') };
  const csv = gzipFile(files.csv);
  const ndjson = gzipFile(files.ndjson);
  let rowCount = 0;
  try {
    await csv.write(`\uFEFF${csvRows([header])}`);
    for await (const { rows, items } of batches) {
      if (rows.length !== items.length) throw new Error(`A batch of ${rows.length} rows came with ${items.length} items: the two files would disagree`);
      if (!rows.length) continue;
      rowCount += rows.length;
      await Promise.all([csv.write(csvRows(rows)), ndjson.write(`${items.map((item) => JSON.stringify(item)).join('\n')}\n`)]);
    }
    const [csvMade, ndjsonMade] = await Promise.all([csv.end(), ndjson.end()]);
    return { rowCount, csv: csvMade, ndjson: ndjsonMade, files };
  } catch (error) {
    csv.abort();
    ndjson.abort();
    throw error;
  }
}
