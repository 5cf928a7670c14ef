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
import { fileGuide, type FileGuide } from '@/platform/csv/guide';
import { type ImportProblem, ProblemList } from '@/platform/csv/problems';
import type { CsvSource } from '@/platform/csv/read';
import { type ColumnSpec, type Row, readTable, tableSpec, type TableSpec } from '@/platform/csv/table';
import { importList, importText } from '@/platform/csv/text';
import { csvFile } from '@/platform/csv/write';
import { telephone } from '@/platform/text/clean';
import { countryByAlpha2 } from '@/reference/countries';
import { isPrefectureCode, prefectureByCode, type PrefectureCode } from '@/reference/prefectures';
import { inspectionBodyTypeCodes, isSchemeId, schemeById, schemeIds, schemes, type SchemeId } from '@/reference/schemes';
import { scopesBySet, scopesForScheme } from '@/reference/scopes';

import type { AccreditedBodyInput, EndKind, ScopeItem } from '../types';

// ---------------------------------------------------------------------------
// Columns
// ---------------------------------------------------------------------------

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

/** A yes/no cell as the export writes it; empty when the body does not say. */
const flag = (value: boolean | undefined) => (value === undefined ? '' : value ? '1' : '0');

const text = (max: number) => ({ kind: 'text', max }) as const;
const date = { kind: 'date' } as const;
const yesNo = { kind: 'yesNo' } as const;
const schemeNames = Object.fromEntries(schemes.map((s) => [s.id, s.name]));

/** The scope lists a scope code is chosen from, scheme by scheme, for the column list. */
const scopeLists = () =>
  importList(
    schemes.flatMap((s) =>
      s.scopeSet ? [importText('guide.notes.scopeList', { scheme: s.id, codes: importList(scopesBySet[s.scopeSet].map((c) => c.code), 'header.columnSeparator') })] : [],
    ),
    'guide.notes.scopeListSeparator',
  );

/**
 * The bodies file, declared once: its columns in the order the export writes them (the import
 * matches them by name, in any order), how problems call each (a key under `columns` in
 * messages/{ja,en}/imports.json), whether every row fills it, what a cell holds and any rule
 * besides (for the column list in /admin and the templates: platform/csv/guide.ts; the reader
 * below checks the same, and csv.test.ts holds the two together), and each one's cell in an
 * exported row.
 */
export const BODY_FILE = [
  {
    name: 'accreditation_number',
    label: 'accreditationNumber',
    required: true,
    format: text(MAX_LENGTH.accreditation_number),
    note: importText('guide.notes.accreditationNumber'),
    cell: (b) => b.accreditationNumber,
  },
  { name: 'old_accreditation_number', label: 'formerAccreditationNumber', format: text(MAX_LENGTH.old_accreditation_number), cell: (b) => b.oldAccreditationNumber ?? '' },
  { name: 'scheme', label: 'scheme', required: true, format: { kind: 'choice', choices: schemeIds, labels: schemeNames }, cell: (b) => b.scheme },
  {
    name: 'inspection_type',
    label: 'inspectionBodyType',
    format: { kind: 'choice', choices: inspectionBodyTypeCodes },
    note: importText('guide.notes.inspectionType'),
    cell: (b) => b.inspectionType ?? '',
  },
  { name: 'name_ja', label: 'nameJa', required: true, format: text(MAX_LENGTH.name), cell: (b) => b.name.ja },
  { name: 'name_en', label: 'nameEn', format: text(MAX_LENGTH.name), cell: (b) => b.name.en ?? '' },
  { name: 'abbreviation_ja', label: 'abbreviationJa', format: text(MAX_LENGTH.abbreviation), cell: (b) => b.abbreviation?.ja ?? '' },
  { name: 'abbreviation_en', label: 'abbreviationEn', format: text(MAX_LENGTH.abbreviation), cell: (b) => b.abbreviation?.en ?? '' },
  { name: 'contact_address_ja', label: 'contactAddressJa', format: text(MAX_LENGTH.address), cell: (b) => b.contactAddress?.ja ?? '' },
  { name: 'contact_address_en', label: 'contactAddressEn', format: text(MAX_LENGTH.address), cell: (b) => b.contactAddress?.en ?? '' },
  { name: 'tel', label: 'telephone', format: text(MAX_LENGTH.tel), note: importText('guide.notes.telephone'), cell: (b) => b.tel ?? '' },
  { name: 'url', label: 'url', format: text(MAX_LENGTH.url), note: importText('guide.notes.url'), cell: (b) => b.url ?? '' },
  { name: 'initial_date', label: 'initialAccreditationDate', required: true, format: date, cell: (b) => b.initialDate },
  { name: 'renewal_date', label: 'renewalDate', format: date, cell: (b) => b.renewalDate ?? '' },
  { name: 'expiry_date', label: 'expiryDate', required: true, format: date, note: importText('guide.notes.expiryAfterAccreditation'), cell: (b) => b.expiryDate },
  { name: 'revised_date', label: 'revisionDate', format: date, cell: (b) => b.revisedDate ?? '' },
  { name: 'prefecture', label: 'prefectureCode', format: { kind: 'prefecture' }, note: importText('guide.notes.bodyLocation'), cell: (b) => b.prefecture ?? '' },
  { name: 'country', label: 'countryCode', format: { kind: 'country' }, note: importText('guide.notes.bodyCountry'), cell: (b) => b.country ?? '' },
  { name: 'classification', label: 'bodyClassification', format: text(MAX_LENGTH.classification), cell: (b) => b.classification ?? '' },
  { name: 'suspension_start', label: 'suspensionStart', format: date, cell: (b) => b.suspensionStart ?? '' },
  { name: 'suspension_end', label: 'suspensionEnd', format: date, note: importText('guide.notes.suspensionEnd'), cell: (b) => b.suspensionEnd ?? '' },
  { name: 'ended_on', label: 'accreditationEnd', format: date, note: importText('guide.notes.endedOn'), cell: (b) => b.endedOn ?? '' },
  { name: 'end_kind', label: 'endKind', format: { kind: 'choice', choices: END_KINDS }, note: importText('guide.notes.endKind'), cell: (b) => b.endKind ?? '' },
  {
    name: 'accepts_external_testing',
    label: 'acceptsExternalTesting',
    format: yesNo,
    note: importText('guide.notes.externalWork'),
    cell: (b) => flag(b.acceptsExternalTesting),
  },
  {
    name: 'accepts_external_calibration',
    label: 'acceptsExternalCalibration',
    format: yesNo,
    note: importText('guide.notes.externalWork'),
    cell: (b) => flag(b.acceptsExternalCalibration),
  },
  { name: 'sample', label: 'sampleFlag', format: yesNo, note: importText('guide.notes.sample'), cell: (b) => flag(b.sample) },
] as const satisfies readonly (ColumnSpec<string> & { cell: (body: AccreditedBodyInput) => string })[];

/**
 * The scopes file, declared the same way; a scope item's row also names its body. A column
 * added after files were first written is optional, so those files stay valid.
 */
export const SCOPE_FILE = [
  {
    name: 'accreditation_number',
    label: 'accreditationNumber',
    required: true,
    format: text(MAX_LENGTH.accreditation_number),
    note: importText('guide.notes.scopeNumber'),
    cell: (_, b) => b.accreditationNumber,
  },
  { name: 'code', label: 'scopeCode', required: true, format: text(MAX_LENGTH.scopeCode), note: importText('guide.notes.scopeCode', { lists: scopeLists() }), cell: (s) => s.code },
  { name: 'label_ja', label: 'scopeLabelJa', required: true, format: text(MAX_LENGTH.scopeLabel), cell: (s) => s.label.ja },
  { name: 'label_en', label: 'scopeLabelEn', format: text(MAX_LENGTH.scopeLabel), cell: (s) => s.label.en },
  { name: 'standards', label: 'standards', format: text(MAX_LENGTH.standards), cell: (s) => s.standards ?? '' },
  { name: 'added_on', label: 'scopeAddedOn', optional: true, format: date, cell: (s) => s.addedOn ?? '' },
] as const satisfies readonly (ColumnSpec<string> & { cell: (scope: ScopeItem, body: AccreditedBodyInput) => string })[];

export type BodyColumn = (typeof BODY_FILE)[number]['name'];
export type ScopeColumn = (typeof SCOPE_FILE)[number]['name'];

/** Header of the bodies file, in the order the export writes it. The import matches by name, in any order. */
export const BODY_COLUMNS: readonly BodyColumn[] = BODY_FILE.map((c) => c.name);
/** Header of the scopes file, in the order the export writes it. */
export const SCOPE_COLUMNS: readonly ScopeColumn[] = SCOPE_FILE.map((c) => c.name);

const bodiesSpec: TableSpec<BodyColumn> = tableSpec(BODY_FILE, 'bodies');
const scopesSpec: TableSpec<ScopeColumn> = tableSpec(SCOPE_FILE, 'scopes');


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
    r.report('accreditation_number', importText('bodies.numberMalformed', { number: accreditationNumber }));
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
      r.report('scheme', importText('bodies.schemeUnknown', { scheme: schemeRaw, choices: schemeIds.join(', ') }));
    }
  }

  if (accreditationNumber !== undefined) {
    const first = known.get(accreditationNumber);
    if (first) {
      r.report('accreditation_number', importText('bodies.numberRepeated', { number: accreditationNumber, line: first.line }));
    } else {
      known.set(accreditationNumber, { line: r.line, scheme, scopeCodes: new Map() });
    }
  }

  const typeRaw = r.code('inspection_type', 10);
  let inspectionType: 'A' | 'B' | 'C' | undefined;
  if (typeRaw !== undefined) {
    const type = typeRaw.toUpperCase();
    if (!isInspectionType(type)) {
      r.report('inspection_type', importText('bodies.inspectionTypeInvalid', { type: typeRaw }));
    } else if (scheme !== undefined && scheme !== 'inspection_body') {
      r.report('inspection_type', importText('bodies.inspectionTypeNotInspection'));
    } else inspectionType = type;
  } else if (scheme === 'inspection_body') {
    r.report('inspection_type', importText('bodies.inspectionTypeEmpty'));
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
      r.report('tel', importText('bodies.telephoneMalformed', { tel }));
      tel = undefined;
    } else tel = normalized;
  }

  let url = r.text('url', MAX_LENGTH.url);
  if (url !== undefined && !isHttpUrl(url)) {
    r.report('url', importText('bodies.urlInvalid', { url }));
    url = undefined;
  }

  // Dates
  const initialDate = r.date('initial_date', { required: true });
  const renewalDate = r.date('renewal_date');
  const expiryDate = r.date('expiry_date', { required: true });
  const revisedDate = r.date('revised_date');
  if (initialDate && expiryDate && expiryDate < initialDate) {
    r.report('expiry_date', importText('bodies.expiryBeforeInitial', { expiry: expiryDate, initial: initialDate }));
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
      r.report('prefecture', importText('bodies.prefectureInvalid', { prefecture: prefectureRaw }));
    }
  }
  if (countryRaw !== undefined) {
    const found = /^[A-Za-z]{2}$/.test(countryRaw) ? countryByAlpha2(countryRaw) : undefined;
    if (!found) {
      r.report('country', importText('bodies.countryInvalid', { country: countryRaw }));
    } else if (found.alpha2 === 'JP') {
      r.report('country', importText('bodies.countryJapan'));
    } else country = found.alpha2;
  }
  if (prefectureRaw !== undefined && countryRaw !== undefined) {
    r.report('country', importText('bodies.prefectureAndCountry'));
  } else if (prefectureRaw === undefined && countryRaw === undefined) {
    r.report('prefecture', importText('bodies.noLocation'));
  }

  const classification = r.text('classification', MAX_LENGTH.classification);

  // Suspension
  const suspensionStart = r.date('suspension_start');
  const suspensionEnd = r.date('suspension_end');
  if (suspensionEnd !== undefined && r.raw('suspension_start').trim() === '') {
    r.report('suspension_end', importText('bodies.suspensionEndWithoutStart'));
  } else if (suspensionStart && suspensionEnd && suspensionEnd < suspensionStart) {
    r.report('suspension_end', importText('bodies.suspensionEndBeforeStart', { end: suspensionEnd, start: suspensionStart }));
  }

  // End of the accreditation
  const endedOn = r.date('ended_on');
  const endKindRaw = r.code('end_kind', 20);
  let endKind: EndKind | undefined;
  if (endKindRaw !== undefined) {
    const kind = endKindRaw.toLowerCase();
    if (!isEndKind(kind)) {
      r.report('end_kind', importText('bodies.endKindInvalid', { kind: endKindRaw, choices: END_KINDS.join(', ') }));
    } else if (r.raw('ended_on').trim() === '') {
      r.report('end_kind', importText('bodies.endKindWithoutEnd'));
    } else endKind = kind;
  } else if (endedOn !== undefined) {
    r.report('end_kind', importText('bodies.endWithoutKind', { choices: END_KINDS.join(', ') }));
  }

  // Flags
  const acceptsExternalTesting = r.boolean('accepts_external_testing');
  const acceptsExternalCalibration = r.boolean('accepts_external_calibration');
  if (scheme !== undefined && !EXTERNAL_WORK_SCHEMES.includes(scheme)) {
    for (const [column, value] of [
      ['accepts_external_testing', acceptsExternalTesting],
      ['accepts_external_calibration', acceptsExternalCalibration],
    ] as const) {
      if (value !== undefined) r.report(column, importText('bodies.externalWorkNotLaboratory', { label: r.label(column) }));
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
    r.report('accreditation_number', importText('scopes.numberMalformed', { number }));
    number = undefined;
  }
  const target = number !== undefined ? known.get(number) : undefined;
  if (number !== undefined && !target && complete) {
    r.report('accreditation_number', importText('scopes.numberNotInBodies', { number }));
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
        // The scheme's name runs inside an English sentence, so it is written in lower case there.
        const scheme = { ja: schemeName.ja, en: schemeName.en.toLowerCase() };
        r.report('code', importText('scopes.codeUnknown', { code, scheme, choices: choices.join(', ') }));
        code = undefined;
      } else code = canonical;
    }
  }
  if (code !== undefined && target) {
    const first = target.scopeCodes.get(code);
    if (first !== undefined) {
      r.report('code', importText('scopes.codeRepeated', { number: number ?? '', code, line: first }));
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

/** A body as one row of the bodies file, in {@link BODY_COLUMNS} order. */
export function bodyCells(b: AccreditedBodyInput): string[] {
  return BODY_FILE.map((c) => c.cell(b));
}

/** A body's scope items as rows of the scopes file, in {@link SCOPE_COLUMNS} order. */
export function scopeCells(b: AccreditedBodyInput): string[][] {
  return b.scopes.map((s) => SCOPE_FILE.map((c) => c.cell(s, b)));
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

/**
 * Both files' column lists (with their rules) and templates (the header and `samples` as rows,
 * written as the export writes them), for the panel above the list in /admin and samples/import/.
 */
export function accreditedBodiesFileGuides(samples: AccreditedBodyInput[]): { bodies: FileGuide; scopes: FileGuide } {
  return {
    bodies: fileGuide(BODY_FILE, 'accredited-bodies-template.csv', samples.map(bodyCells)),
    scopes: fileGuide(SCOPE_FILE, 'accredited-body-scopes-template.csv', samples.flatMap(scopeCells)),
  };
}
