/**
 * What a CSV download holds, said once for people and for programs. A download writes its header
 * from a list of columns, and the CSV on the Web description that features/open-data publishes
 * for it is made from the same list, so the description cannot name a column the file lacks.
 */
import type { Payload } from 'payload';

import type { LocalizedText } from '@/platform/localized';

import type { CellFormat, ColumnSpec } from './table';
import { importText } from './text';

/**
 * What a cell holds: the formats the imports read ({@link CellFormat}), and whole numbers of at
 * least `min`, which only downloads write (counts, days).
 */
export type ColumnValue = CellFormat | { kind: 'integer'; min: number };

/** One column of a download: its name in the header, how people call it, whether every row fills it, what a cell holds. */
export type DescribedColumn = { name: string; title: LocalizedText; required: boolean; value: ColumnValue };

/**
 * A dataset's downloads as the open-data catalogue lists them: the addresses (without language:
 * the files are the same in both) of the CSV and JSON of the whole dataset and of the CSV's CSV on
 * the Web description, the CSV's header as the export writes it, its columns, and the columns that
 * name a row.
 */
export type DatasetDownload = {
  csv: string;
  json: string;
  /** The CSV's description (`csvDescriptionOf`), given in the whole CSV's `Link: rel="describedby"` ({@link describedByFor}). */
  description: string;
  header: readonly string[];
  columns: readonly DescribedColumn[];
  primaryKey: readonly string[];
};

/**
 * The description a download's answer names in its `Link` header: the dataset's, when the request
 * is for the whole dataset's CSV as the catalogue gives it (a search narrowed by other conditions
 * is another table, which the description does not describe), in either language.
 */
export function describedByFor(request: Request, download: DatasetDownload): string | undefined {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/en(?=\/)/, '');
  const asked = new URLSearchParams(url.search);
  // Every download is CSV when no format is asked.
  if (!asked.has('format')) asked.set('format', 'csv');
  const whole = new URL(download.csv, url.origin);
  const same = path === whole.pathname && [...asked.keys()].length === [...whole.searchParams.keys()].length && [...whole.searchParams].every(([k, v]) => asked.get(k) === v);
  return same ? download.description : undefined;
}

/**
 * One batch of a whole dataset: its rows as the CSV download writes them (under its `header`), and
 * the same records as the JSON download lists them. Both come from the export's own cells and
 * items, so the daily snapshot (features/open-data) holds what a download would.
 */
export type DatasetBatch = { rows: readonly (readonly string[])[]; items: readonly unknown[] };

/**
 * A whole dataset as it stands on a day, for the daily snapshots: the CSV's header, and the
 * records read a bounded batch at a time (the certified register holds up to 10^6), as the public
 * reads them (Payload's access rules without a user). `payload` is passed in, so the job that
 * calls it runs in plain Node too (the command line, the benchmark).
 */
export type DatasetSource = { header: readonly string[]; batches: (payload: Payload, today: string) => AsyncIterable<DatasetBatch> };

/**
 * The columns of an import file, as its export writes them: the name in the header, the label the
 * import's problems use, and the cell format the import checks (a file written by the export
 * imports back, so the export writes what the import reads).
 */
export function describeImportColumns(specs: readonly ColumnSpec<string>[]): DescribedColumn[] {
  return specs.map((spec) => ({ name: spec.name, title: importText(`columns.${spec.label}`), required: spec.required === true, value: spec.format }));
}

/** Column titles in both languages from the two message files of a namespace (`{ key: text }` in each). */
export function bilingualTitles<K extends string>(ja: Readonly<Record<K, string>>, en: Readonly<Record<K, string>>): (key: K) => LocalizedText {
  return (key) => ({ ja: ja[key], en: en[key] });
}
