/**
 * What staff read beside an import: each file's columns with their rules (required or not, what a
 * cell holds, the values it takes), the rules every file follows (encoding, header row, dates,
 * yes/no words), and a template to start from. All of it is derived from the file's column
 * declarations (table.ts, {@link ColumnSpec}), the ones the reader checks rows against, so the
 * list cannot say one thing while the import does another. Texts are in both languages
 * (`guide` in messages/{ja,en}/imports.json); /admin shows the admin's language.
 */
import type { LocalizedText } from '@/platform/localized';

import { type CellFormat, type ColumnSpec, NO_WORDS, YES_WORDS } from './table';
import { importList, importText } from './text';
import { csvFile } from './write';

/** One column as the column list shows it. */
export type ColumnGuide = {
  name: string;
  label: LocalizedText;
  /** Every row fills it. */
  required: boolean;
  /** A file may leave the column out of its header altogether. */
  mayOmit: boolean;
  format: LocalizedText;
  note: LocalizedText | null;
};

/** A template: the header row and a few sample rows, as a file staff download. */
export type ImportTemplate = { fileName: string; csv: string };

/** One import file, for the panel above a list in /admin: its columns and its template. */
export type FileGuide = { columns: ColumnGuide[]; template: ImportTemplate };

/** What holds for every file of every import. */
export type GeneralRules = { file: LocalizedText; dates: LocalizedText; yesNo: LocalizedText };

/** The forms of one day (1 April 2024) the guide gives as examples; a test reads each back to that day. */
export const DAY_EXAMPLES = ['2024-04-01', '2024/4/1', '2024年4月1日', '令和6年4月1日', 'R6.4.1'] as const;

/** Values joined as each language lists them (`、` or `, `), each with what it means when known. */
function valueList(values: readonly string[], labels?: Readonly<Record<string, LocalizedText>>): LocalizedText {
  const items = values.map((value) => (labels?.[value] ? importText('guide.labelled', { value, label: labels[value] }) : value));
  return importList(items, 'header.columnSeparator');
}

/** What a cell of the format holds, in words. */
export function formatText(format: CellFormat): LocalizedText {
  switch (format.kind) {
    case 'text':
      return importText('guide.format.text', { max: format.max });
    case 'date':
      return importText('guide.format.date');
    case 'yesNo':
      return importText('guide.format.yesNo');
    case 'choice': {
      const choices = valueList(format.choices, format.labels);
      return format.empty === undefined ? importText('guide.format.choice', { choices }) : importText('guide.format.choiceEmpty', { choices, empty: format.empty });
    }
    case 'codes':
      return importText('guide.format.codes', { choices: valueList(format.choices, format.labels) });
    case 'numbers':
      return importText('guide.format.numbers', { from: format.from, to: format.to });
    case 'prefecture':
      return importText('guide.format.prefecture');
    case 'country':
      return importText('guide.format.country');
  }
}

/** A column's label as a heading: English labels are written to run inside sentences (`the expiry date`). */
function headingOf(label: LocalizedText): LocalizedText {
  return { ja: label.ja, en: label.en.charAt(0).toUpperCase() + label.en.slice(1) };
}

/** The column list of a file, in its declared (export) order. */
export function columnGuide(columns: readonly ColumnSpec<string>[]): ColumnGuide[] {
  return columns.map((c) => ({
    name: c.name,
    label: headingOf(importText(`columns.${c.label}`)),
    required: c.required === true,
    mayOmit: c.optional === true,
    format: formatText(c.format),
    note: c.note ?? null,
  }));
}

/**
 * A file's column list and its template: the header row of the declared columns and `rows`
 * under it (sample rows, written by the directory's own export cells), UTF-8 with a BOM and
 * CRLF as the exports are, so Excel opens it and the import reads it back.
 */
export function fileGuide(columns: readonly ColumnSpec<string>[], fileName: string, rows: readonly (readonly string[])[]): FileGuide {
  return { columns: columnGuide(columns), template: { fileName, csv: csvFile(columns.map((c) => c.name), rows) } };
}

/** The rules every import file follows, as the column lists lead with them. */
export function generalRules(): GeneralRules {
  return {
    file: importText('guide.file'),
    dates: importText('guide.dates', { examples: importList([...DAY_EXAMPLES], 'header.columnSeparator') }),
    yesNo: importText('guide.yesNo', { yes: importList([...YES_WORDS], 'header.columnSeparator'), no: importList([...NO_WORDS], 'header.columnSeparator') }),
  };
}
