/**
 * CSV import and export of accredited bodies.
 *
 * Staff keep the register in two files: a bodies file (one row per accredited body, columns
 * {@link BODY_COLUMNS}) and an optional scopes file (one row per scope item, columns
 * {@link SCOPE_COLUMNS}) that refers to the bodies by accreditation number. Both are UTF-8
 * (with or without a BOM), with CRLF or LF line endings, as Excel writes "CSV UTF-8".
 *
 * Parsing never throws on bad input: every problem becomes a {@link RowError} naming the file,
 * the line and, where it applies, the column, with a reason in Japanese and English.
 */
import { Buffer } from 'node:buffer';

import { parse, type CsvError, type InfoRecord } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

import { singleLine, telephone } from '@/platform/text/clean';
import { countryByAlpha2 } from '@/reference/countries';
import { isPrefectureCode, prefectureByCode, type PrefectureCode } from '@/reference/prefectures';
import { inspectionBodyTypeCodes, isSchemeId, schemeById, schemeIds, type SchemeId } from '@/reference/schemes';
import { scopesForScheme } from '@/reference/scopes';

import type { AccreditedBodyInput, EndKind, IsoDate, ScopeItem } from '../types';

// ---------------------------------------------------------------------------
// Columns
// ---------------------------------------------------------------------------

/** Header of the bodies file, in the order the export writes it. The import matches by name, in any order. */
export const BODY_COLUMNS = [
  'accreditation_number',
  'old_accreditation_number',
  'scheme',
  'inspection_type',
  'name_ja',
  'name_en',
  'abbreviation_ja',
  'abbreviation_en',
  'contact_address_ja',
  'contact_address_en',
  'tel',
  'url',
  'initial_date',
  'renewal_date',
  'expiry_date',
  'revised_date',
  'prefecture',
  'country',
  'classification',
  'suspension_start',
  'suspension_end',
  'ended_on',
  'end_kind',
  'accepts_external_testing',
  'accepts_external_calibration',
  'sample',
] as const;
export type BodyColumn = (typeof BODY_COLUMNS)[number];

/** Header of the scopes file, in the order the export writes it. */
export const SCOPE_COLUMNS = ['accreditation_number', 'code', 'label_ja', 'label_en', 'standards', 'added_on'] as const;

/** Columns a file may leave out (files written before they existed stay valid). */
const OPTIONAL_COLUMNS: ReadonlySet<string> = new Set(['added_on']);
export type ScopeColumn = (typeof SCOPE_COLUMNS)[number];

/** One problem found in an import file. */
export type RowError = {
  file: 'bodies' | 'scopes';
  /**
   * Physical line of the file where the offending record starts, as a text editor counts
   * them (the header is line 1; blank lines and line breaks inside quoted cells count).
   */
  line: number;
  /** The CSV column name, when the problem is in one cell. */
  column?: string;
  reason: { ja: string; en: string };
};

type Reason = RowError['reason'];
type FileKind = RowError['file'];

/** How each column is called in messages. */
const COLUMN_LABELS: Readonly<Record<BodyColumn | ScopeColumn, Reason>> = {
  accreditation_number: { ja: '認定番号', en: 'accreditation number' },
  old_accreditation_number: { ja: '旧認定番号', en: 'former accreditation number' },
  scheme: { ja: '認定の種類', en: 'scheme' },
  inspection_type: { ja: '検査機関のタイプ', en: 'inspection body type' },
  name_ja: { ja: '名称（日本語）', en: 'Japanese name' },
  name_en: { ja: '名称（英語）', en: 'English name' },
  abbreviation_ja: { ja: '略称（日本語）', en: 'Japanese abbreviation' },
  abbreviation_en: { ja: '略称（英語）', en: 'English abbreviation' },
  contact_address_ja: { ja: '連絡先住所（日本語）', en: 'Japanese contact address' },
  contact_address_en: { ja: '連絡先住所（英語）', en: 'English contact address' },
  tel: { ja: '電話番号', en: 'telephone number' },
  url: { ja: 'URL', en: 'URL' },
  initial_date: { ja: '初回認定日', en: 'initial accreditation date' },
  renewal_date: { ja: '更新日', en: 'renewal date' },
  expiry_date: { ja: '有効期限', en: 'expiry date' },
  revised_date: { ja: '改訂日', en: 'revision date' },
  prefecture: { ja: '都道府県コード', en: 'prefecture code' },
  country: { ja: '国コード', en: 'country code' },
  classification: { ja: '分類', en: 'classification' },
  suspension_start: { ja: '一時停止の開始日', en: 'suspension start date' },
  suspension_end: { ja: '一時停止の終了日', en: 'suspension end date' },
  ended_on: { ja: '認定の終了日', en: 'end date of the accreditation' },
  end_kind: { ja: '終了の区分', en: 'kind of ending' },
  accepts_external_testing: { ja: '外部からの試験の受託', en: 'acceptance of outside testing' },
  accepts_external_calibration: { ja: '外部からの校正の受託', en: 'acceptance of outside calibration' },
  sample: { ja: 'サンプルデータの印', en: 'sample flag' },
  code: { ja: '認定範囲のコード', en: 'scope code' },
  label_ja: { ja: '認定範囲の名称（日本語）', en: 'Japanese scope label' },
  label_en: { ja: '認定範囲の名称（英語）', en: 'English scope label' },
  standards: { ja: '規格', en: 'standards' },
  added_on: { ja: '認定範囲の追加日', en: 'date the scope was added' },
};

/** Maximum lengths of the text columns, in characters after clean-up. */
const MAX_LENGTH = {
  accreditation_number: 32,
  old_accreditation_number: 32,
  name: 200,
  abbreviation: 100,
  address: 300,
  tel: 20,
  url: 2000,
  classification: 100,
  scopeCode: 32,
  scopeLabel: 200,
  standards: 500,
} as const;

const ACCREDITATION_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{1,31}$/;
const END_KINDS: readonly EndKind[] = ['cancelled', 'withdrawn', 'revoked', 'resigned'];
const EXTERNAL_WORK_SCHEMES: readonly SchemeId[] = ['laboratory', 'calibration_laboratory'];

// ---------------------------------------------------------------------------
// Reading CSV with line numbers
// ---------------------------------------------------------------------------

type CsvRow = { line: number; cells: string[] };
type ReadCsv = { rows: CsvRow[]; errors: RowError[] };

/** Converts byte offsets of a UTF-8 buffer into 1-based line numbers (CRLF, LF and CR each end a line). */
class LineCounter {
  private pos = 0;
  private line = 1;

  constructor(private readonly buf: Buffer) {}

  /** Line of the first record that starts at or after `offset` (blank lines and a BOM are skipped). */
  recordLine(offset: number): number {
    let start = Math.min(Math.max(offset, this.pos), this.buf.length);
    if (start === 0 && this.buf[0] === 0xef && this.buf[1] === 0xbb && this.buf[2] === 0xbf) start = 3;
    while (start < this.buf.length && (this.buf[start] === 0x0a || this.buf[start] === 0x0d)) start++;
    for (; this.pos < start; this.pos++) {
      const byte = this.buf[this.pos];
      if (byte === 0x0d || (byte === 0x0a && this.buf[this.pos - 1] !== 0x0d)) this.line++;
    }
    return this.line;
  }
}

function csvErrorReason(error: CsvError, expectedCells: number | undefined): Reason {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return {
        ja: 'この行で始まる引用符（"）が閉じられていないため、ここから後を読み取れません',
        en: 'A quotation mark (") opened in this record is never closed, so the file cannot be read from here on',
      };
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
    case 'INVALID_OPENING_QUOTE':
      return {
        ja: '引用符（"）の位置が正しくありません。値の中の " は "" と2つ重ね、値全体を " で囲んでください',
        en: 'A quotation mark (") is misplaced. Double any " inside a value ("") and enclose the whole value in quotes',
      };
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
    case 'CSV_RECORD_INCONSISTENT_COLUMNS': {
      const got = Array.isArray(error.record) ? error.record.length : undefined;
      const counts =
        expectedCells !== undefined && got !== undefined
          ? { ja: `（見出し行は${expectedCells}列、この行は${got}列）`, en: ` (the header has ${expectedCells}, this row ${got})` }
          : { ja: '', en: '' };
      return {
        ja: `列の数が見出し行と違います${counts.ja}`,
        en: `The number of columns differs from the header row${counts.en}`,
      };
    }
    case 'CSV_MAX_RECORD_SIZE':
      return { ja: '1件のデータが長すぎて読み取れません', en: 'This record is too long to be read' };
    default:
      return { ja: 'CSV として読み取れません', en: 'This part of the file is not valid CSV' };
  }
}

/**
 * Splits a file into rows, each with the physical line it starts on. Malformed records are
 * reported and skipped; nothing is thrown.
 */
function readCsv(input: string | Buffer, file: FileKind): ReadCsv {
  const buf = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  const errors: RowError[] = [];
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    errors.push({
      file,
      line: 1,
      reason: {
        ja: 'ファイルの文字コードが UTF-8 ではありません。Excel では「CSV UTF-8（コンマ区切り）」形式で保存してください',
        en: 'The file is not encoded in UTF-8. In Excel, save it as “CSV UTF-8 (Comma delimited)”',
      },
    });
    return { rows: [], errors };
  }

  const lines = new LineCounter(buf);
  const rows: CsvRow[] = [];
  // Byte offset just after the last record read (or skipped); the next record starts after it.
  let lastEnd = 0;
  const fail = (error: CsvError) => {
    const line = lines.recordLine(lastEnd);
    const earlier = errors.find((e) => e.line === line);
    if (!earlier) errors.push({ file, line, reason: csvErrorReason(error, rows[0]?.cells.length) });
    else if (error.code === 'CSV_QUOTE_NOT_CLOSED' && !earlier.reason.en.includes('from here on')) {
      // A misplaced quote leaves the parser inside a quoted value up to the end of the file:
      // one message for the record, saying that the rest is lost too.
      earlier.reason = {
        ja: `${earlier.reason.ja}。このため、ここから後を読み取れません`,
        en: `${earlier.reason.en}. Because of it, the file cannot be read from here on`,
      };
    }
    if (typeof error.bytes === 'number' && error.bytes > lastEnd) lastEnd = error.bytes;
  };

  try {
    parse(buf, {
      bom: true,
      columns: false,
      relax_column_count: false,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        if (error) fail(error);
        return undefined;
      },
      on_record: (record: string[], context: InfoRecord) => {
        rows.push({ line: lines.recordLine(lastEnd), cells: record });
        lastEnd = context.bytes;
        // The rows are collected here; the parser's own output is not needed.
        return null;
      },
    });
  } catch (error) {
    // Not expected with skip_records_with_error, but a bad file must never break the import page.
    const line = lines.recordLine(lastEnd);
    const reason =
      error instanceof Error && 'code' in error
        ? csvErrorReason(error as CsvError, rows[0]?.cells.length)
        : { ja: 'CSV として読み取れません', en: 'This part of the file is not valid CSV' };
    errors.push({ file, line, reason });
  }
  return { rows, errors };
}

// ---------------------------------------------------------------------------
// Header
// ---------------------------------------------------------------------------

type Table<C extends string> = {
  /** Index of each expected column in the file. */
  index: Readonly<Record<C, number>>;
  /** Columns whose heading cell is empty (tolerated as long as their cells are empty too). */
  blank: readonly number[];
  rows: CsvRow[];
};

const headerName = (cell: string) => singleLine(cell).normalize('NFKC').toLowerCase();
const list = (names: readonly string[], sep: string) => names.join(sep);

/** Maps the header onto the expected columns. Returns undefined (and reports one error) when it does not fit. */
function readHeader<C extends string>(
  read: ReadCsv,
  expected: readonly C[],
  file: FileKind,
  errors: RowError[],
): Table<C> | undefined {
  const [header, ...rows] = read.rows;
  if (!header) {
    // An unreadable first record has already been reported.
    if (!read.errors.length) {
      errors.push({
        file,
        line: 1,
        reason: {
          ja: `ファイルが空です。1行目に見出し行（${list(expected, ', ')}）が必要です`,
          en: `The file is empty. Line 1 must be the header row (${list(expected, ', ')})`,
        },
      });
    }
    return undefined;
  }

  const index = new Map<string, number>();
  const duplicate: string[] = [];
  const unknown: string[] = [];
  const blank: number[] = [];
  header.cells.forEach((cell, i) => {
    const name = headerName(cell);
    if (name === '') blank.push(i);
    else if (!(expected as readonly string[]).includes(name)) unknown.push(cell.trim());
    else if (index.has(name)) duplicate.push(name);
    else index.set(name, i);
  });
  const missing = expected.filter((c) => !index.has(c) && !OPTIONAL_COLUMNS.has(c));

  if (missing.length || unknown.length || duplicate.length) {
    const ja: string[] = [];
    const en: string[] = [];
    if (missing.length) {
      ja.push(`次の列がありません: ${list(missing, '、')}`);
      en.push(`missing: ${list(missing, ', ')}`);
    }
    if (unknown.length) {
      ja.push(`次の列は使用できません: ${list(unknown, '、')}`);
      en.push(`unknown: ${list(unknown, ', ')}`);
    }
    if (duplicate.length) {
      ja.push(`次の列が重複しています: ${list(duplicate, '、')}`);
      en.push(`repeated: ${list(duplicate, ', ')}`);
    }
    errors.push({
      file,
      line: header.line,
      reason: {
        ja: `見出し行が正しくありません。${ja.join('。')}`,
        en: `The header row is wrong. Columns ${en.join('; ')}`,
      },
    });
    return undefined;
  }

  const mapped = Object.fromEntries(expected.map((c) => [c, index.get(c) ?? -1])) as Record<C, number>;
  return { index: mapped, blank, rows };
}

// ---------------------------------------------------------------------------
// Cell reading
// ---------------------------------------------------------------------------

/** Reads the cells of one row and collects its errors. */
class RowReader<C extends BodyColumn | ScopeColumn> {
  errorCount = 0;

  constructor(
    private readonly file: FileKind,
    private readonly table: Table<C>,
    readonly row: CsvRow,
    private readonly errors: RowError[],
  ) {}

  /** Whether every cell is blank (Excel writes such rows below the data). */
  isBlank(): boolean {
    return this.row.cells.every((cell) => singleLine(cell) === '');
  }

  raw(column: C): string {
    return this.row.cells[this.table.index[column]] ?? '';
  }

  report(column: string | undefined, reason: Reason): void {
    this.errorCount++;
    this.errors.push({ file: this.file, line: this.row.line, ...(column ? { column } : {}), reason });
  }

  checkBlankColumns(): void {
    for (const i of this.table.blank) {
      if (singleLine(this.row.cells[i] ?? '') !== '') {
        this.report(undefined, {
          ja: `見出しのない列（${i + 1}列目）に値があります`,
          en: `Column ${i + 1} has a value but no heading`,
        });
      }
    }
  }

  required(column: C): void {
    const label = COLUMN_LABELS[column];
    this.report(column, { ja: `${label.ja}が空です`, en: `The ${label.en} is empty` });
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
      const label = COLUMN_LABELS[column];
      this.report(column, {
        ja: `${label.ja}が長すぎます（${length}文字。${max}文字以内にしてください）`,
        en: `The ${label.en} is too long (${length} characters; at most ${max})`,
      });
      return undefined;
    }
    return value;
  }

  /** A code-like value: text plus NFKC (full-width letters and digits made plain) and dashes unified. */
  code(column: C, max: number, options: { required?: boolean } = {}): string | undefined {
    const value = this.text(column, max * 2, options);
    if (value === undefined) return undefined;
    const plain = unifyDashes(value.normalize('NFKC'));
    if (plain.length > max) {
      const label = COLUMN_LABELS[column];
      this.report(column, {
        ja: `${label.ja}が長すぎます（${plain.length}文字。${max}文字以内にしてください）`,
        en: `The ${label.en} is too long (${plain.length} characters; at most ${max})`,
      });
      return undefined;
    }
    return plain;
  }

  date(column: C, options: { required?: boolean } = {}): IsoDate | undefined {
    const value = this.text(column, 40, options);
    if (value === undefined) return undefined;
    const label = COLUMN_LABELS[column];
    const parsed = parseDate(value);
    if (parsed === 'malformed') {
      this.report(column, {
        ja: `${label.ja}「${value}」は日付の形式ではありません（例: 2024-04-01 または 2024/04/01）`,
        en: `The ${label.en} “${value}” is not a date (write e.g. 2024-04-01 or 2024/04/01)`,
      });
      return undefined;
    }
    if (parsed === 'nonexistent') {
      this.report(column, {
        ja: `${label.ja}「${value}」は存在しない日付です`,
        en: `The ${label.en} “${value}” is not a real calendar date`,
      });
      return undefined;
    }
    return parsed;
  }

  boolean(column: C): boolean | undefined {
    const value = this.text(column, 20);
    if (value === undefined) return undefined;
    const key = value.normalize('NFKC').toLowerCase();
    if (TRUE_WORDS.has(key)) return true;
    if (FALSE_WORDS.has(key)) return false;
    const label = COLUMN_LABELS[column];
    this.report(column, {
      ja: `${label.ja}「${value}」は読み取れません（1/0、true/false、yes/no、○/×、はい/いいえ のいずれか、または空欄）`,
      en: `The ${label.en} “${value}” is not understood (use 1/0, true/false, yes/no, ○/×, はい/いいえ, or leave it empty)`,
    });
    return undefined;
  }
}

const unifyDashes = (value: string) => value.replace(/[\u2010-\u2015\u2212\u2043\u30fc\ufe63\uff0d]/g, '-');

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'y', '○', '〇', '◯', 'はい']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'n', '×', '✕', '✖', 'いいえ']);

/** Reads YYYY-MM-DD, YYYY/MM/DD (one-digit month and day allowed, as Excel writes them) or 2024年4月1日. */
function parseDate(value: string): IsoDate | 'malformed' | 'nonexistent' {
  const plain = value.normalize('NFKC').replace(/\s/g, '');
  const match = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/.exec(plain) ?? /^(\d{4})(年)(\d{1,2})月(\d{1,2})日$/.exec(plain);
  if (!match) return 'malformed';
  const year = Number(match[1]);
  const month = Number(match[3]);
  const day = Number(match[4]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return 'nonexistent';
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const isInspectionType = (value: string): value is 'A' | 'B' | 'C' =>
  (inspectionBodyTypeCodes as readonly string[]).includes(value);
const isEndKind = (value: string): value is EndKind => (END_KINDS as readonly string[]).includes(value);

// ---------------------------------------------------------------------------
// Bodies
// ---------------------------------------------------------------------------

/** What the scopes file needs to know about each accreditation number of the bodies file. */
type KnownBody = { line: number; scheme?: SchemeId; body?: AccreditedBodyInput; scopeCodes: Map<string, number> };

function readBodyRow(r: RowReader<BodyColumn>, known: Map<string, KnownBody>): AccreditedBodyInput | undefined {
  r.checkBlankColumns();

  // Accreditation number
  let accreditationNumber = r.code('accreditation_number', MAX_LENGTH.accreditation_number, { required: true });
  if (accreditationNumber !== undefined && !ACCREDITATION_NUMBER.test(accreditationNumber)) {
    r.report('accreditation_number', {
      ja: `認定番号「${accreditationNumber}」の形式が正しくありません（英数字とハイフンで2〜32文字、先頭は英数字。例: RM0001）`,
      en: `The accreditation number “${accreditationNumber}” is malformed (2 to 32 letters, digits and hyphens, starting with a letter or digit, e.g. RM0001)`,
    });
    accreditationNumber = undefined;
  }
  const oldAccreditationNumber = r.code('old_accreditation_number', MAX_LENGTH.old_accreditation_number);

  // Scheme and inspection body type
  const schemeRaw = r.code('scheme', 60, { required: true });
  let scheme: SchemeId | undefined;
  if (schemeRaw !== undefined) {
    const id = schemeRaw.toLowerCase();
    if (isSchemeId(id)) scheme = id;
    else {
      r.report('scheme', {
        ja: `認定の種類「${schemeRaw}」は使用できません。次のいずれかを入力してください: ${schemeIds.join(', ')}`,
        en: `The scheme “${schemeRaw}” is not known. Use one of: ${schemeIds.join(', ')}`,
      });
    }
  }

  if (accreditationNumber !== undefined) {
    const first = known.get(accreditationNumber);
    if (first) {
      r.report('accreditation_number', {
        ja: `認定番号「${accreditationNumber}」は${first.line}行目と重複しています`,
        en: `The accreditation number ${accreditationNumber} is already used on line ${first.line}`,
      });
    } else {
      known.set(accreditationNumber, { line: r.row.line, scheme, scopeCodes: new Map() });
    }
  }

  const typeRaw = r.code('inspection_type', 10);
  let inspectionType: 'A' | 'B' | 'C' | undefined;
  if (typeRaw !== undefined) {
    const type = typeRaw.toUpperCase();
    if (!isInspectionType(type)) {
      r.report('inspection_type', {
        ja: `検査機関のタイプ「${typeRaw}」は使用できません（A、B、C のいずれか）`,
        en: `The inspection body type “${typeRaw}” is not valid (use A, B or C)`,
      });
    } else if (scheme !== undefined && scheme !== 'inspection_body') {
      r.report('inspection_type', {
        ja: '検査機関のタイプは認定の種類が inspection_body（検査機関）の場合だけ入力できます',
        en: 'The inspection body type may only be given when the scheme is inspection_body',
      });
    } else inspectionType = type;
  } else if (scheme === 'inspection_body') {
    r.report('inspection_type', {
      ja: '検査機関のタイプが空です（検査機関は A、B、C のいずれかが必要です）',
      en: 'The inspection body type is empty (inspection bodies need A, B or C)',
    });
  }

  // Names, contact
  const nameJa = r.text('name_ja', MAX_LENGTH.name, { required: true });
  const nameEn = r.text('name_en', MAX_LENGTH.name);
  const abbreviationJa = r.text('abbreviation_ja', MAX_LENGTH.abbreviation);
  const abbreviationEn = r.text('abbreviation_en', MAX_LENGTH.abbreviation);
  const addressJa = r.text('contact_address_ja', MAX_LENGTH.address);
  const addressEn = r.text('contact_address_en', MAX_LENGTH.address);

  let tel = r.text('tel', 60);
  if (tel !== undefined) {
    const normalized = telephone(tel);
    if (!/^\+?[0-9][0-9-]*[0-9]$/.test(normalized) || normalized.length < 9 || normalized.length > MAX_LENGTH.tel) {
      r.report('tel', {
        ja: `電話番号「${tel}」の形式が正しくありません（数字とハイフン、9〜20文字。例: 03-1234-5678）`,
        en: `The telephone number “${tel}” is malformed (digits and hyphens, 9 to 20 characters, e.g. 03-1234-5678 or +81-3-1234-5678)`,
      });
      tel = undefined;
    } else tel = normalized;
  }

  let url = r.text('url', MAX_LENGTH.url);
  if (url !== undefined && !isHttpUrl(url)) {
    r.report('url', {
      ja: `URL「${url}」は http:// または https:// で始まる正しいアドレスではありません`,
      en: `The URL “${url}” is not a valid address starting with http:// or https://`,
    });
    url = undefined;
  }

  // Dates
  const initialDate = r.date('initial_date', { required: true });
  const renewalDate = r.date('renewal_date');
  const expiryDate = r.date('expiry_date', { required: true });
  const revisedDate = r.date('revised_date');
  if (initialDate && expiryDate && expiryDate < initialDate) {
    r.report('expiry_date', {
      ja: `有効期限（${expiryDate}）が初回認定日（${initialDate}）より前です`,
      en: `The expiry date (${expiryDate}) is before the initial accreditation date (${initialDate})`,
    });
  }

  // Location: a prefecture in Japan, a country abroad
  const prefectureRaw = r.code('prefecture', 10);
  const countryRaw = r.code('country', 10);
  let prefecture: PrefectureCode | undefined;
  let country: string | undefined;
  if (prefectureRaw !== undefined) {
    const code = /^\d{1,2}$/.test(prefectureRaw) ? prefectureByCode(prefectureRaw)?.code : undefined;
    if (code !== undefined && isPrefectureCode(code)) prefecture = code;
    else {
      r.report('prefecture', {
        ja: `都道府県コード「${prefectureRaw}」は正しくありません（01〜47 の JIS コード。例: 東京都は 13）`,
        en: `The prefecture code “${prefectureRaw}” is not valid (a JIS code from 01 to 47, e.g. 13 for Tokyo)`,
      });
    }
  }
  if (countryRaw !== undefined) {
    const found = /^[A-Za-z]{2}$/.test(countryRaw) ? countryByAlpha2(countryRaw) : undefined;
    if (!found) {
      r.report('country', {
        ja: `国コード「${countryRaw}」は正しくありません（ISO 3166 の2文字のコード。例: US）`,
        en: `The country code “${countryRaw}” is not valid (an ISO 3166 two-letter code, e.g. US)`,
      });
    } else if (found.alpha2 === 'JP') {
      r.report('country', {
        ja: '日本の機関は国コードではなく都道府県コードを入力してください',
        en: 'For a body in Japan, give the prefecture code instead of the country code',
      });
    } else country = found.alpha2;
  }
  if (prefectureRaw !== undefined && countryRaw !== undefined) {
    r.report('country', {
      ja: '都道府県コードと国コードはどちらか一方だけを入力してください（日本国内は都道府県、海外は国）',
      en: 'Give either a prefecture code or a country code, not both (prefecture in Japan, country abroad)',
    });
  } else if (prefectureRaw === undefined && countryRaw === undefined) {
    r.report('prefecture', {
      ja: '都道府県コードと国コードが両方とも空です（日本国内は都道府県、海外は国を入力してください）',
      en: 'Both the prefecture code and the country code are empty (give the prefecture in Japan, the country abroad)',
    });
  }

  const classification = r.text('classification', MAX_LENGTH.classification);

  // Suspension
  const suspensionStart = r.date('suspension_start');
  const suspensionEnd = r.date('suspension_end');
  if (suspensionEnd !== undefined && r.raw('suspension_start').trim() === '') {
    r.report('suspension_end', {
      ja: '一時停止の終了日がありますが、開始日が空です',
      en: 'The suspension has an end date but no start date',
    });
  } else if (suspensionStart && suspensionEnd && suspensionEnd < suspensionStart) {
    r.report('suspension_end', {
      ja: `一時停止の終了日（${suspensionEnd}）が開始日（${suspensionStart}）より前です`,
      en: `The suspension end date (${suspensionEnd}) is before its start date (${suspensionStart})`,
    });
  }

  // End of the accreditation
  const endedOn = r.date('ended_on');
  const endKindRaw = r.code('end_kind', 20);
  let endKind: EndKind | undefined;
  if (endKindRaw !== undefined) {
    const kind = endKindRaw.toLowerCase();
    if (!isEndKind(kind)) {
      r.report('end_kind', {
        ja: `終了の区分「${endKindRaw}」は使用できません（${END_KINDS.join(', ')} のいずれか）`,
        en: `The kind of ending “${endKindRaw}” is not valid (use one of ${END_KINDS.join(', ')})`,
      });
    } else if (r.raw('ended_on').trim() === '') {
      r.report('end_kind', {
        ja: '終了の区分がありますが、認定の終了日が空です',
        en: 'A kind of ending is given but the end date of the accreditation is empty',
      });
    } else endKind = kind;
  } else if (endedOn !== undefined) {
    r.report('end_kind', {
      ja: `認定の終了日がありますが、終了の区分が空です（${END_KINDS.join(', ')} のいずれか）`,
      en: `The accreditation has an end date but no kind of ending (use one of ${END_KINDS.join(', ')})`,
    });
  }

  // Flags
  const acceptsExternalTesting = r.boolean('accepts_external_testing');
  const acceptsExternalCalibration = r.boolean('accepts_external_calibration');
  if (scheme !== undefined && !EXTERNAL_WORK_SCHEMES.includes(scheme)) {
    for (const [column, value] of [
      ['accepts_external_testing', acceptsExternalTesting],
      ['accepts_external_calibration', acceptsExternalCalibration],
    ] as const) {
      if (value !== undefined) {
        const label = COLUMN_LABELS[column];
        r.report(column, {
          ja: `${label.ja}は試験所（laboratory）と校正機関（calibration_laboratory）だけに入力できます`,
          en: `The ${label.en} may only be given for laboratories and calibration laboratories`,
        });
      }
    }
  }
  const sample = r.boolean('sample');

  if (r.errorCount > 0 || !accreditationNumber || !scheme || !nameJa || !initialDate || !expiryDate) return undefined;

  const body: AccreditedBodyInput = {
    accreditationNumber,
    ...defined({ oldAccreditationNumber }),
    scheme,
    ...defined({ inspectionType }),
    name: { ja: nameJa, ...defined({ en: nameEn }) },
    ...(abbreviationJa || abbreviationEn ? { abbreviation: defined({ ja: abbreviationJa, en: abbreviationEn }) } : {}),
    ...(addressJa || addressEn ? { contactAddress: defined({ ja: addressJa, en: addressEn }) } : {}),
    ...defined({ tel, url }),
    initialDate,
    ...defined({ renewalDate }),
    expiryDate,
    ...defined({ revisedDate, prefecture, country, classification, suspensionStart, suspensionEnd, endedOn, endKind }),
    ...defined({ acceptsExternalTesting, acceptsExternalCalibration }),
    scopes: [],
    ...defined({ sample }),
  };
  return body;
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The object without its undefined properties, so that empty cells leave no keys behind. */
function defined<T extends Record<string, unknown>>(object: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

// ---------------------------------------------------------------------------
// Scopes
// ---------------------------------------------------------------------------

/**
 * @param known accreditation numbers of the bodies file
 * @param complete whether `known` holds every number of the bodies file (false when it could not be read in full)
 */
function readScopeRow(r: RowReader<ScopeColumn>, known: Map<string, KnownBody>, complete: boolean): void {
  r.checkBlankColumns();

  let number = r.code('accreditation_number', MAX_LENGTH.accreditation_number, { required: true });
  if (number !== undefined && !ACCREDITATION_NUMBER.test(number)) {
    r.report('accreditation_number', {
      ja: `認定番号「${number}」の形式が正しくありません（英数字とハイフンで2〜32文字。例: RM0001）`,
      en: `The accreditation number “${number}” is malformed (2 to 32 letters, digits and hyphens, e.g. RM0001)`,
    });
    number = undefined;
  }
  const target = number !== undefined ? known.get(number) : undefined;
  if (number !== undefined && !target && complete) {
    r.report('accreditation_number', {
      ja: `認定番号「${number}」は認定機関のファイルにありません`,
      en: `The accreditation number ${number} is not in the bodies file`,
    });
  }

  let code = r.code('code', MAX_LENGTH.scopeCode, { required: true });
  const labelJa = r.text('label_ja', MAX_LENGTH.scopeLabel, { required: true });
  const labelEn = r.text('label_en', MAX_LENGTH.scopeLabel);
  const standards = r.text('standards', MAX_LENGTH.standards);
  const addedOn = r.date('added_on');

  if (code !== undefined && target?.scheme) {
    const choices = scopesForScheme(target.scheme).map((s): string => s.code);
    if (choices.length > 0) {
      const canonical = choices.find((c) => c.toLowerCase() === code?.toLowerCase());
      if (canonical === undefined) {
        const schemeName = schemeById(target.scheme).name;
        r.report('code', {
          ja: `認定範囲のコード「${code}」は${schemeName.ja}では使用できません。次のいずれかを入力してください: ${choices.join(', ')}`,
          en: `The scope code “${code}” does not exist for ${schemeName.en.toLowerCase()}. Use one of: ${choices.join(', ')}`,
        });
        code = undefined;
      } else code = canonical;
    }
  }
  if (code !== undefined && target) {
    const first = target.scopeCodes.get(code);
    if (first !== undefined) {
      r.report('code', {
        ja: `認定番号「${number}」の認定範囲のコード「${code}」は${first}行目と重複しています`,
        en: `The scope code ${code} of accreditation number ${number} is already used on line ${first}`,
      });
    } else target.scopeCodes.set(code, r.row.line);
  }

  if (r.errorCount > 0 || !target?.body || code === undefined || labelJa === undefined) return;
  const item: ScopeItem = { code, label: { ja: labelJa, en: labelEn ?? '' }, ...defined({ standards, addedOn }) };
  target.body.scopes.push(item);
}

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

/**
 * Reads the bodies file and, optionally, the scopes file of an import.
 *
 * Every row is checked and every problem is reported, not just the first. `bodies` holds the
 * rows that passed (with their valid scope rows attached in file order; a body without scope
 * rows has `scopes: []`), even when `errors` is not empty. The import is all-or-nothing, and
 * that is the caller's job: when `errors` is not empty, show them and store nothing.
 *
 * Never throws on bad input: malformed CSV (an unclosed quote, a row with the wrong number of
 * cells), a wrong header or a file that is not UTF-8 all come back as errors.
 */
export function parseAccreditedBodiesCsv(
  bodiesCsv: string | Buffer,
  scopesCsv?: string | Buffer,
): { bodies: AccreditedBodyInput[]; errors: RowError[] } {
  const errors: RowError[] = [];
  const bodies: AccreditedBodyInput[] = [];
  const known = new Map<string, KnownBody>();

  const bodiesRead = readCsv(bodiesCsv, 'bodies');
  errors.push(...bodiesRead.errors);
  const bodiesTable = readHeader(bodiesRead, BODY_COLUMNS, 'bodies', errors);
  if (bodiesTable) {
    for (const row of bodiesTable.rows) {
      const r = new RowReader('bodies', bodiesTable, row, errors);
      if (r.isBlank()) continue;
      const body = readBodyRow(r, known);
      if (body) {
        bodies.push(body);
        const entry = known.get(body.accreditationNumber);
        if (entry) entry.body = body;
      }
    }
  }

  if (scopesCsv !== undefined) {
    // Without the full list of numbers, "not in the bodies file" cannot be told apart from "in a row we could not read".
    const complete = bodiesTable !== undefined && bodiesRead.errors.length === 0;
    const scopesRead = readCsv(scopesCsv, 'scopes');
    errors.push(...scopesRead.errors);
    const scopesTable = readHeader(scopesRead, SCOPE_COLUMNS, 'scopes', errors);
    if (scopesTable) {
      for (const row of scopesTable.rows) {
        const r = new RowReader('scopes', scopesTable, row, errors);
        if (r.isBlank()) continue;
        readScopeRow(r, known, complete);
      }
    }
  }

  const order = (e: RowError) => (e.file === 'bodies' ? 0 : 1);
  errors.sort((a, b) => order(a) - order(b) || a.line - b.line);
  return { bodies, errors };
}

const flag = (value: boolean | undefined) => (value === undefined ? '' : value ? '1' : '0');

function toCsvText(rows: string[][]): string {
  return stringify(rows, { bom: true, record_delimiter: 'windows', quote_record_delimiter: true, eof: true });
}

/**
 * Writes bodies as the two import files (same columns), each starting with a UTF-8 BOM so that
 * Excel opens the Japanese correctly, with CRLF line endings. Reading them back with
 * {@link parseAccreditedBodiesCsv} gives the same bodies.
 */
export function accreditedBodiesToCsv(bodies: AccreditedBodyInput[]): { bodies: string; scopes: string } {
  const bodyRows = bodies.map((b) => {
    const cells: Record<BodyColumn, string> = {
      accreditation_number: b.accreditationNumber,
      old_accreditation_number: b.oldAccreditationNumber ?? '',
      scheme: b.scheme,
      inspection_type: b.inspectionType ?? '',
      name_ja: b.name.ja,
      name_en: b.name.en ?? '',
      abbreviation_ja: b.abbreviation?.ja ?? '',
      abbreviation_en: b.abbreviation?.en ?? '',
      contact_address_ja: b.contactAddress?.ja ?? '',
      contact_address_en: b.contactAddress?.en ?? '',
      tel: b.tel ?? '',
      url: b.url ?? '',
      initial_date: b.initialDate,
      renewal_date: b.renewalDate ?? '',
      expiry_date: b.expiryDate,
      revised_date: b.revisedDate ?? '',
      prefecture: b.prefecture ?? '',
      country: b.country ?? '',
      classification: b.classification ?? '',
      suspension_start: b.suspensionStart ?? '',
      suspension_end: b.suspensionEnd ?? '',
      ended_on: b.endedOn ?? '',
      end_kind: b.endKind ?? '',
      accepts_external_testing: flag(b.acceptsExternalTesting),
      accepts_external_calibration: flag(b.acceptsExternalCalibration),
      sample: flag(b.sample),
    };
    return BODY_COLUMNS.map((c) => cells[c]);
  });
  const scopeRows = bodies.flatMap((b) =>
    b.scopes.map((s) => {
      const cells: Record<ScopeColumn, string> = {
        accreditation_number: b.accreditationNumber,
        code: s.code,
        label_ja: s.label.ja,
        label_en: s.label.en,
        standards: s.standards ?? '',
        added_on: s.addedOn ?? '',
      };
      return SCOPE_COLUMNS.map((c) => cells[c]);
    }),
  );
  return {
    bodies: toCsvText([[...BODY_COLUMNS], ...bodyRows]),
    scopes: toCsvText([[...SCOPE_COLUMNS], ...scopeRows]),
  };
}
