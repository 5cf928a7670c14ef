/**
 * A CSV file as a table: one header check and one way of reading cells (text, codes, days,
 * yes/no) for every import, so both directories accept the same things and explain refusals in
 * the same words.
 */
import type { LocalizedText } from '@/platform/localized';
import { singleLine } from '@/platform/text/clean';
import { dayProblemText, type IsoDay, readDay } from '@/platform/time/days';

import type { ImportProblem } from './problems';
import { type CsvSource, readCsv } from './read';
import { type ColumnLabelKey, importList, importText } from './text';
import { restoreFormulaText } from './write';

/** The columns of one import file: their names, which may be left out, and how people call them. */
export type TableSpec<C extends string> = {
  /** The file's name in reports, when an import takes several files. */
  file?: string;
  columns: readonly C[];
  /** Columns a header may leave out (files written before they existed stay valid). */
  optional?: readonly C[];
  labels: Readonly<Record<C, LocalizedText>>;
};

/**
 * What a cell of a column holds, as the column list in /admin and the templates describe it
 * (platform/csv/guide.ts). The row reader checks the same (a test per directory holds the two
 * together): `text` up to `max` characters; a `date` in any form {@link readDay} takes; `yesNo`
 * in {@link YES_WORDS} or {@link NO_WORDS}; one of `choices` (`labels` say what each means; an
 * empty cell is `empty`, when given); `codes`, one or more of `choices` separated by spaces;
 * `numbers` from `from` to `to` separated by spaces; a JIS `prefecture` code; an ISO `country` code.
 */
export type CellFormat =
  | { kind: 'text'; max: number }
  | { kind: 'date' }
  | { kind: 'yesNo' }
  | { kind: 'choice'; choices: readonly string[]; labels?: Readonly<Record<string, LocalizedText>>; empty?: string }
  | { kind: 'codes'; choices: readonly string[]; labels?: Readonly<Record<string, LocalizedText>> }
  | { kind: 'numbers'; from: number; to: number }
  | { kind: 'prefecture' }
  | { kind: 'country' };

/**
 * One column of an import file, as a directory declares it: its name in the header, how
 * problems call it (a key under `columns` in messages/{ja,en}/imports.json), whether a header
 * may leave it out, whether every row must fill it, what a cell holds, and any further rule in
 * words. A directory lists its file's columns once, in export order, and {@link tableSpec} (the
 * reader), the column list in /admin and the templates (platform/csv/guide.ts) derive the rest.
 */
export type ColumnSpec<C extends string> = {
  name: C;
  label: ColumnLabelKey;
  optional?: boolean;
  /** Every row fills it (a rule that depends on other cells is told in `note`). */
  required?: boolean;
  format: CellFormat;
  /** A rule the format does not say (conditions, uniqueness), from `guide.notes` in imports.json. */
  note?: LocalizedText;
};

/** The {@link TableSpec} of a file whose columns are declared as one ordered list. */
export function tableSpec<C extends string>(columns: readonly ColumnSpec<C>[], file?: string): TableSpec<C> {
  return {
    ...(file ? { file } : {}),
    columns: columns.map((c) => c.name),
    optional: columns.filter((c) => c.optional).map((c) => c.name),
    labels: Object.fromEntries(columns.map((c) => [c.name, importText(`columns.${c.label}`)])) as Record<C, LocalizedText>,
  };
}

export type Header<C extends string> = {
  /** Index of each column in the file; -1 for an optional column the file leaves out. */
  index: Readonly<Record<C, number>>;
  /** Columns whose heading is empty (tolerated while their cells are empty too). */
  blank: readonly number[];
  width: number;
};

const headerName = (cell: string) => singleLine(cell).normalize('NFKC').toLowerCase();

/**
 * Maps the header row onto the expected columns. A header that does not fit is one problem on
 * its line, naming every missing, unknown and repeated column.
 */
export function checkHeader<C extends string>(cells: string[], line: number, spec: TableSpec<C>): { header?: Header<C>; problem?: ImportProblem } {
  const found = new Map<string, number>();
  const duplicate: string[] = [];
  const unknown: string[] = [];
  const blank: number[] = [];
  cells.forEach((cell, i) => {
    const name = headerName(cell);
    if (name === '') blank.push(i);
    else if (!(spec.columns as readonly string[]).includes(name)) unknown.push(cell.trim());
    else if (found.has(name)) duplicate.push(name);
    else found.set(name, i);
  });
  const missing = spec.columns.filter((c) => !found.has(c) && !spec.optional?.includes(c));
  if (missing.length || unknown.length || duplicate.length) {
    const parts = (
      [
        ['header.missing', missing],
        ['header.unknown', unknown],
        ['header.repeated', duplicate],
      ] as const
    )
      .filter(([, columns]) => columns.length > 0)
      .map(([key, columns]) => importText(key, { columns: importList(columns, 'header.columnSeparator') }));
    const reason = importText('header.wrong', { problems: importList(parts, 'header.problemSeparator') });
    return { problem: { ...(spec.file ? { file: spec.file } : {}), line, reason } };
  }
  const index = Object.fromEntries(spec.columns.map((c) => [c, found.get(c) ?? -1])) as Record<C, number>;
  return { header: { index, blank, width: cells.length } };
}

/** The words a yes/no cell may hold (Excel, Japanese forms and programs each write their own). */
export const YES_WORDS: ReadonlySet<string> = new Set(['1', 'true', 'yes', 'y', '○', '〇', '◯', 'はい']);
export const NO_WORDS: ReadonlySet<string> = new Set(['0', 'false', 'no', 'n', '×', '✕', '✖', 'いいえ']);

const unifyDashes = (value: string) => value.replace(/[\u2010-\u2015\u2212\u2043\u30fc\ufe63\uff0d]/g, '-');

/** Reads the cells of one data row and collects its problems. */
export class Row<C extends string> {
  errorCount = 0;

  constructor(
    private readonly spec: TableSpec<C>,
    private readonly header: Header<C>,
    readonly line: number,
    readonly cells: string[],
    private readonly problems: { add(problem: ImportProblem): void },
  ) {}

  /** Whether every cell is blank (Excel writes such rows below the data). */
  isBlank(): boolean {
    return this.cells.every((cell) => singleLine(cell) === '');
  }

  /** The cell as written (a spreadsheet's formula guard taken off), or '' for a missing column. */
  raw(column: C): string {
    const i = this.header.index[column];
    return i < 0 ? '' : restoreFormulaText(this.cells[i] ?? '');
  }

  report(column: string | undefined, reason: LocalizedText): void {
    this.errorCount++;
    this.problems.add({ ...(this.spec.file ? { file: this.spec.file } : {}), line: this.line, ...(column ? { column } : {}), reason });
  }

  /** The row has as many cells as the header, and nothing stands under a blank heading. */
  checkShape(): boolean {
    if (this.cells.length !== this.header.width) {
      this.report(undefined, importText('cell.columnCount', { header: this.header.width, row: this.cells.length }));
      return false;
    }
    for (const i of this.header.blank) {
      if (singleLine(this.cells[i] ?? '') !== '') {
        this.report(undefined, importText('cell.noHeading', { column: i + 1 }));
      }
    }
    return true;
  }

  label(column: C): LocalizedText {
    return this.spec.labels[column];
  }

  required(column: C): void {
    this.report(column, importText('cell.empty', { label: this.label(column) }));
  }

  /** One-line text, trimmed and without control characters; undefined when empty. */
  text(column: C, max: number, options: { required?: boolean } = {}): string | undefined {
    const value = singleLine(this.raw(column));
    if (value === '') {
      if (options.required) this.required(column);
      return undefined;
    }
    const length = [...value].length;
    if (length > max) {
      this.report(column, importText('cell.tooLong', { label: this.label(column), length, max }));
      return undefined;
    }
    return value;
  }

  /** A code-like value: text with full-width letters and digits made plain and dashes unified. */
  code(column: C, max: number, options: { required?: boolean } = {}): string | undefined {
    const value = this.text(column, max * 2, options);
    if (value === undefined) return undefined;
    const plain = unifyDashes(value.normalize('NFKC'));
    if (plain.length > max) {
      this.report(column, importText('cell.tooLong', { label: this.label(column), length: plain.length, max }));
      return undefined;
    }
    return plain;
  }

  /** A day in any form staff write (see platform/time/days.ts), as `YYYY-MM-DD`. */
  date(column: C, options: { required?: boolean } = {}): IsoDay | undefined {
    const value = this.text(column, 40, options);
    if (value === undefined) return undefined;
    const reading = readDay(value);
    if (reading.ok) return reading.day;
    this.report(column, importText('cell.notDay', { label: this.label(column), value, problem: dayProblemText[reading.problem] }));
    return undefined;
  }

  /** Yes or no in any of the accepted words; undefined when empty. */
  boolean(column: C): boolean | undefined {
    const value = this.text(column, 20);
    if (value === undefined) return undefined;
    const key = value.normalize('NFKC').toLowerCase();
    if (YES_WORDS.has(key)) return true;
    if (NO_WORDS.has(key)) return false;
    this.report(column, importText('cell.notYesNo', { label: this.label(column), value }));
    return undefined;
  }
}

/**
 * The data rows of a CSV file, checked against its header. Problems of the file itself (not
 * UTF-8, a misplaced quote, a header that does not fit, an empty file) go to `problems`; each
 * row comes with its line and its cells, to be read with the {@link Row} methods.
 */
export async function* readTable<C extends string>(
  source: CsvSource,
  spec: TableSpec<C>,
  problems: { add(problem: ImportProblem): void },
): AsyncGenerator<Row<C>> {
  let header: Header<C> | undefined;
  let reported = false;
  const where = spec.file ? { file: spec.file } : {};
  for await (const item of readCsv(source)) {
    if (item.kind === 'problem') {
      reported = true;
      problems.add({ ...where, line: item.line, reason: item.reason });
      continue;
    }
    if (!header) {
      const checked = checkHeader(item.cells, item.line, spec);
      if (checked.problem) {
        problems.add(checked.problem);
        return;
      }
      header = checked.header;
      continue;
    }
    const row = new Row(spec, header!, item.line, item.cells, problems);
    if (row.isBlank()) continue;
    yield row;
  }
  if (!header && !reported) {
    problems.add({ ...where, line: 1, reason: importText('file.empty', { columns: spec.columns.join(', ') }) });
  }
}
