/**
 * The CSV on the Web description (W3C, "Metadata Vocabulary for Tabular Data") of a dataset's CSV
 * file, served as `application/csvm+json` at /data/{dataset}.csv-metadata.json: the file's address,
 * its dialect, and a table schema whose columns are the ones the export writes, in its order,
 * made from the very list the export writes its header from (platform/csv/describe.ts).
 */
import type { ColumnValue, DescribedColumn } from '@/platform/csv/describe';
import type { LocalizedText } from '@/platform/localized';
import { prefectures } from '@/reference/prefectures';

import en from '../../../../messages/en/data.json';
import ja from '../../../../messages/ja/data.json';
import { type Dataset, LICENCE } from './datasets';

export const CSVW_MEDIA_TYPE = 'application/csvm+json';

/** A text in both languages as JSON-LD values (CSVW's common properties take JSON-LD). */
const tagged = (text: LocalizedText) => [
  { '@value': text.ja, '@language': 'ja' },
  { '@value': text.en, '@language': 'en' },
];

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A regular expression a whole value must match: one of the values. */
const oneOf = (values: readonly string[]) => `^(?:${values.map(escapeRegExp).join('|')})$`;

type Datatype = string | { base: string; format?: string; minimum?: number; maximum?: number };

/** A cell's format as a CSVW datatype, with the separator of a cell that holds several values. */
export function datatypeOf(value: ColumnValue): { datatype: Datatype; separator?: string } {
  switch (value.kind) {
    case 'text':
      return { datatype: 'string' };
    case 'date':
      return { datatype: 'date' };
    case 'yesNo':
      // The downloads write 1 and 0 (the imports read more words; a download writes these two).
      return { datatype: { base: 'boolean', format: '1|0' } };
    case 'choice':
      return { datatype: { base: 'string', format: oneOf(value.choices) } };
    case 'codes':
      return { datatype: { base: 'string', format: oneOf(value.choices) }, separator: ' ' };
    case 'numbers':
      return { datatype: { base: 'integer', minimum: value.from, maximum: value.to }, separator: ' ' };
    case 'prefecture':
      return { datatype: { base: 'string', format: oneOf(prefectures.map((p) => p.code)) } };
    case 'country':
      return { datatype: { base: 'string', format: '^[A-Z]{2}$' } };
    case 'integer':
      return { datatype: { base: 'integer', minimum: value.min } };
  }
}

/** One column: its name, its title as the header writes it, its name for people, what it holds, whether every row fills it. */
function columnOf(column: DescribedColumn) {
  const { datatype, separator } = datatypeOf(column.value);
  return {
    name: column.name,
    // The header cell itself (the same in both languages): what a CSVW processor matches it by.
    titles: column.name,
    'dc:title': tagged(column.title),
    datatype,
    ...(separator ? { separator } : {}),
    required: column.required,
  };
}

/** The CSVW description of a dataset's CSV, with absolute addresses at the site's origin. */
export function csvMetadata(dataset: Dataset, origin: string) {
  const { download } = dataset;
  const key = dataset.key;
  return {
    '@context': 'http://www.w3.org/ns/csvw',
    url: `${origin}${download.csv}`,
    'dc:title': tagged({ ja: ja.datasets[key].title, en: en.datasets[key].title }),
    'dc:description': tagged({ ja: ja.csvw.description, en: en.csvw.description }),
    'dc:license': { '@id': LICENCE },
    // As the export writes it (platform/csv/write.ts): UTF-8 with a byte order mark (which a
    // UTF-8 decoder drops), commas, double quotes doubled inside quoted cells, CRLF, one header row.
    dialect: { encoding: 'utf-8', delimiter: ',', quoteChar: '"', doubleQuote: true, lineTerminators: ['\r\n'], header: true },
    tableSchema: {
      columns: download.columns.map(columnOf),
      primaryKey: [...download.primaryKey],
      ...(dataset.rowPage ? { aboutUrl: `${origin}${dataset.rowPage}` } : {}),
    },
  };
}
