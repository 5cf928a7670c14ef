/**
 * CSV import and export of accredited bodies.
 *
 * Staff keep the register in two files: a bodies file (one row per accredited body, columns
 * {@link BODY_COLUMNS}) and an optional scopes file (one row per scope item, columns
 * {@link SCOPE_COLUMNS}) that refers to the bodies by accreditation number. Both are UTF-8
 * (with or without a BOM), with CRLF or LF line endings, as Excel writes "CSV UTF-8".
 *
 * Reading goes through the shared CSV core (src/platform/csv): it never throws on bad input;
 * every problem names the file, the line and, where it applies, the column, with a reason in
 * Japanese and English.
 */
import type { LocalizedText } from '@/platform/localized';
import { type ImportProblem, ProblemList } from '@/platform/csv/problems';
import type { CsvSource } from '@/platform/csv/read';
import { type Row, readTable, type TableSpec } from '@/platform/csv/table';
import { csvFile } from '@/platform/csv/write';
import { telephone } from '@/platform/text/clean';
import { countryByAlpha2 } from '@/reference/countries';
import { isPrefectureCode, prefectureByCode, type PrefectureCode } from '@/reference/prefectures';
import { inspectionBodyTypeCodes, isSchemeId, schemeById, schemeIds, type SchemeId } from '@/reference/schemes';
import { scopesForScheme } from '@/reference/scopes';

import type { AccreditedBodyInput, EndKind, ScopeItem } from '../types';

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
const OPTIONAL_COLUMNS: readonly ScopeColumn[] = ['added_on'];
export type ScopeColumn = (typeof SCOPE_COLUMNS)[number];

type Reason = LocalizedText;

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

const bodiesSpec: TableSpec<BodyColumn> = { file: 'bodies', columns: BODY_COLUMNS, labels: COLUMN_LABELS };
const scopesSpec: TableSpec<ScopeColumn> = { file: 'scopes', columns: SCOPE_COLUMNS, optional: OPTIONAL_COLUMNS, labels: COLUMN_LABELS };

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

const isInspectionType = (value: string): value is 'A' | 'B' | 'C' =>
  (inspectionBodyTypeCodes as readonly string[]).includes(value);
const isEndKind = (value: string): value is EndKind => (END_KINDS as readonly string[]).includes(value);

// ---------------------------------------------------------------------------
// Bodies
// ---------------------------------------------------------------------------

/** What the scopes file needs to know about each accreditation number of the bodies file. */
type KnownBody = { line: number; scheme?: SchemeId; body?: AccreditedBodyInput; scopeCodes: Map<string, number> };

function readBodyRow(r: Row<BodyColumn>, known: Map<string, KnownBody>): AccreditedBodyInput | undefined {
  if (!r.checkShape()) return undefined;

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
      known.set(accreditationNumber, { line: r.line, scheme, scopeCodes: new Map() });
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
function readScopeRow(r: Row<ScopeColumn>, known: Map<string, KnownBody>, complete: boolean): void {
  if (!r.checkShape()) return;

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
      ja: `認定番号「${number}」は認定適合性評価機関のファイルにありません`,
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
    } else target.scopeCodes.set(code, r.line);
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
export async function parseAccreditedBodiesCsv(
  bodiesCsv: CsvSource,
  scopesCsv?: CsvSource,
): Promise<{ bodies: AccreditedBodyInput[]; rows: number; errors: ImportProblem[]; errorCount: number }> {
  const problems = new ProblemList();
  const bodies: AccreditedBodyInput[] = [];
  const known = new Map<string, KnownBody>();

  // A problem without a column (unreadable CSV, a wrong header, a row of the wrong shape) means
  // some accreditation numbers of the bodies file may be unknown.
  let wholeRows = true;
  const bodiesSink = {
    add(problem: ImportProblem) {
      if (problem.column === undefined) wholeRows = false;
      problems.add(problem);
    },
  };
  let bodyRows = 0;
  for await (const r of readTable(bodiesCsv, bodiesSpec, bodiesSink)) {
    bodyRows++;
    const body = readBodyRow(r, known);
    if (body) {
      bodies.push(body);
      const entry = known.get(body.accreditationNumber);
      if (entry) entry.body = body;
    }
  }

  if (scopesCsv !== undefined) {
    // Without the full list of numbers, "not in the bodies file" cannot be told apart from "in a row we could not read".
    const complete = wholeRows && (bodyRows > 0 || problems.count === 0);
    for await (const r of readTable(scopesCsv, scopesSpec, problems)) readScopeRow(r, known, complete);
  }

  return { bodies, rows: bodyRows, errors: problems.sorted(['bodies', 'scopes']), errorCount: problems.count };
}

const flag = (value: boolean | undefined) => (value === undefined ? '' : value ? '1' : '0');

/** A body as one row of the bodies file, in {@link BODY_COLUMNS} order. */
export function bodyCells(b: AccreditedBodyInput): string[] {
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
}

/** A body's scope items as rows of the scopes file, in {@link SCOPE_COLUMNS} order. */
export function scopeCells(b: AccreditedBodyInput): string[][] {
  return b.scopes.map((s) => {
    const cells: Record<ScopeColumn, string> = {
      accreditation_number: b.accreditationNumber,
      code: s.code,
      label_ja: s.label.ja,
      label_en: s.label.en,
      standards: s.standards ?? '',
      added_on: s.addedOn ?? '',
    };
    return SCOPE_COLUMNS.map((c) => cells[c]);
  });
}

/**
 * Writes bodies as the two import files (same columns), each starting with a UTF-8 BOM so that
 * Excel opens the Japanese correctly, with CRLF line endings and formula-like cells guarded.
 * Reading them back with {@link parseAccreditedBodiesCsv} gives the same bodies.
 */
export function accreditedBodiesToCsv(bodies: AccreditedBodyInput[]): { bodies: string; scopes: string } {
  return {
    bodies: csvFile(BODY_COLUMNS, bodies.map(bodyCells)),
    scopes: csvFile(SCOPE_COLUMNS, bodies.flatMap(scopeCells)),
  };
}
