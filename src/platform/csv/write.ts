/**
 * Downloads of a search, the same for both directories: CSV (UTF-8 with a BOM and CRLF, so
 * Excel opens Japanese text correctly) or JSON, streamed as rows are read, never more than the
 * caller's limit, and safe to open in a spreadsheet.
 */
import { stringify } from 'csv-stringify/sync';

import { todayInJapan } from '@/platform/time/japan';

import { type DatasetDownload, describedByFor } from './describe';

/**
 * A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return would be run by Excel as
 * a formula ("CSV injection"). Such cells are written with a leading apostrophe, which Excel
 * shows as text; reading a file back takes it off again, so an export can be re-imported.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The most rows one download holds: a search narrower than this is complete. */
export const MAX_DOWNLOAD_ROWS = 100_000;

export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The reverse of {@link neutraliseFormula}, for cells read from a file. */
export function restoreFormulaText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** Rows as CSV text: CRLF line ends, every cell neutralised. */
export function csvRows(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutraliseFormula)),
    { record_delimiter: 'windows', quote_record_delimiter: true },
  );
}

/** A whole CSV file as text, with a BOM: for small files built in memory (tests, samples). */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${csvRows([header, ...rows])}`;
}

/** What to download: CSV rows under a header, or JSON items written as `{ ...head, [listName]: [...], count }`. */
export type Download =
  | { format: 'csv'; header: readonly string[]; batches: AsyncIterable<readonly (readonly string[])[]> }
  | { format: 'json'; head: Record<string, unknown>; listName: string; batches: AsyncIterable<readonly unknown[]> };

/** Rows read at once (a small download) as the one batch of a {@link Download}. */
export async function* oneBatch<T>(rows: readonly T[]): AsyncGenerator<readonly T[]> {
  yield rows;
}

/**
 * A streamed download: each batch is written as it arrives, so memory stays flat however many
 * rows there are (the caller bounds how many). `filename` without extension.
 */
export function downloadResponse(download: Download, filename: string, options: { describedBy?: string } = {}): Response {
  const encoder = new TextEncoder();
  const iterator = download.batches[Symbol.asyncIterator]();
  let first = true;
  // JSON ends with the number of items it holds, counted as they stream past.
  let count = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (download.format === 'csv') controller.enqueue(encoder.encode(`\uFEFF${csvRows([download.header])}`));
      else {
        const head = JSON.stringify(download.head);
        controller.enqueue(encoder.encode(`${head.slice(0, -1)}${head.length > 2 ? ',' : ''}${JSON.stringify(download.listName)}:[\n`));
      }
    },
    async pull(controller) {
      try {
        // Each pull must enqueue something or close: an empty batch is skipped, not answered.
        for (;;) {
          const { value, done } = await iterator.next();
          if (done) {
            if (download.format === 'json') controller.enqueue(encoder.encode(`\n],"count":${count}}\n`));
            controller.close();
            return;
          }
          if (!value.length) continue;
          if (download.format === 'csv') controller.enqueue(encoder.encode(csvRows(value as readonly (readonly string[])[])));
          else {
            controller.enqueue(encoder.encode((first ? '' : ',\n') + value.map((item) => JSON.stringify(item)).join(',\n')));
            first = false;
            count += value.length;
          }
          return;
        }
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
  const json = download.format === 'json';
  return new Response(body, {
    headers: {
      'content-type': json ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}.${json ? 'json' : 'csv'}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // CSV on the Web's way for a program to find the file's description from the file (W3C, "Locating metadata").
      ...(options.describedBy ? { link: `<${options.describedBy}>; rel="describedby"; type="application/csvm+json"` } : {}),
    },
  });
}

/** What a small dataset's whole download needs: its rows on a day, as CSV cells and as the JSON's list. */
export type SmallDatasetExport<R> = {
  /** The file's name before the day (`decision-reports` → `decision-reports-2026-12-07.csv`). */
  name: string;
  /** The dataset as the catalogue lists it (its CSV's description goes in the `Link` header). */
  download: DatasetDownload;
  read: (today: string) => Promise<readonly R[]>;
  cells: (row: R) => readonly string[];
  /** The JSON: what heads the list (besides `generatedAt` and `asOf`), the list's name, its items. */
  json: (rows: readonly R[], today: string) => { head?: Record<string, unknown>; listName: string; items: readonly unknown[] };
  /** The refusal of any other `format`, in the visitor's language. */
  refused: () => Promise<string>;
};

/**
 * GET of a small dataset's whole download (a few hundred rows, read at once): `format=csv` (the
 * default) or `format=json`; any other format answers 400 with the reason in the visitor's language.
 */
export function smallDatasetExport<R>(spec: SmallDatasetExport<R>) {
  return async function GET(request: Request): Promise<Response> {
    const format = new URL(request.url).searchParams.get('format') ?? 'csv';
    if (format !== 'csv' && format !== 'json') return new Response(`${await spec.refused()}\n`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const today = todayInJapan();
    const rows = await spec.read(today);
    const filename = `${spec.name}-${today}`;
    if (format === 'csv') return downloadResponse({ format, header: spec.download.header, batches: oneBatch(rows.map(spec.cells)) }, filename, { describedBy: describedByFor(request, spec.download) });
    const { head, listName, items } = spec.json(rows, today);
    return downloadResponse({ format, head: { generatedAt: new Date().toISOString(), asOf: today, ...head }, listName, batches: oneBatch(items) }, filename);
  };
}
