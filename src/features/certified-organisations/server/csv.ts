/**
 * The CSV format of the certified-organisation register (import and export): UTF-8 with or
 * without a BOM, CRLF or LF, one row per certificate, columns matched by name in any order.
 * Reading goes through the shared CSV core (src/platform/csv), so dates, yes/no words and the
 * header are checked as in the accredited-body import; each problem names the line, the column
 * and the reason in Japanese and English.
 */
import { fileGuide, type FileGuide } from '@/platform/csv/guide';
import { ProblemList, type ImportProblem } from '@/platform/csv/problems';
import { checkHeader, type ColumnSpec, Row, tableSpec, type TableSpec } from '@/platform/csv/table';
import { importText } from '@/platform/csv/text';
import { countryByAlpha2 } from '@/reference/countries';
import { isPrefectureCode } from '@/reference/prefectures';
import { managementSystemScopeCodes, managementSystemScopes, type ManagementSystemScopeCode } from '@/reference/scopes';

import { type CertificateDecision, reportedDecisions, type CertificateInput, organisationKinds, type OrganisationKind, parseCodes, PREFECTURE_OUTSIDE_JAPAN, prefectureOutsideJapan } from '../model';

/** Longest text a cell may hold (scope texts are the longest). */
const MAX_CELL = 2000;

const textCell = { kind: 'text', max: MAX_CELL } as const;
const date = { kind: 'date' } as const;
const standardNames = Object.fromEntries(managementSystemScopes.map((s) => [s.code, s.name]));

/**
 * The register file, declared once: its columns in the order the export writes them (the import
 * matches them by name, in any order), whether a file must have each (the others may be left
 * out of the header, and their cells empty), how problems call each (a key under `columns` in
 * messages/{ja,en}/imports.json), what a cell holds and any rule besides (for the column list in
 * /admin and the template: platform/csv/guide.ts; the reader below checks the same, and
 * csv.test.ts holds the two together), and each one's cell in an exported row.
 */
export const CERTIFICATE_FILE = [
  {
    name: 'body_number',
    required: true,
    label: 'certificationBodyNumber',
    format: textCell,
    note: importText('guide.notes.certificationBodyNumber'),
    cell: (c) => c.bodyNumber ?? '',
  },
  {
    name: 'certificate_number',
    required: true,
    label: 'certificateNumber',
    format: textCell,
    note: importText('guide.notes.certificateNumber'),
    cell: (c) => c.certificateNumber ?? '',
  },
  { name: 'organisation_name', required: true, label: 'organisationName', format: textCell, cell: (c) => c.organisationName ?? '' },
  { name: 'organisation_name_en', required: false, label: 'organisationNameEn', format: textCell, cell: (c) => c.organisationNameEn ?? '' },
  { name: 'office_name', required: false, label: 'officeName', format: textCell, cell: (c) => c.officeName ?? '' },
  { name: 'office_name_en', required: false, label: 'officeNameEn', format: textCell, cell: (c) => c.officeNameEn ?? '' },
  { name: 'body_name', required: true, label: 'certificationBodyName', format: textCell, cell: (c) => c.bodyName ?? '' },
  { name: 'body_name_en', required: false, label: 'certificationBodyNameEn', format: textCell, cell: (c) => c.bodyNameEn ?? '' },
  { name: 'first_registered_on', required: true, label: 'initialRegistrationDate', format: date, cell: (c) => c.firstRegisteredOn ?? '' },
  { name: 'expires_on', required: true, label: 'expiryDate', format: date, note: importText('guide.notes.expiryAfterRegistration'), cell: (c) => c.expiresOn ?? '' },
  {
    name: 'standards',
    required: true,
    label: 'standards',
    format: { kind: 'codes', choices: managementSystemScopeCodes, labels: standardNames },
    cell: (c) => c.standards.join(' '),
  },
  { name: 'scope', required: true, label: 'certificationScope', format: textCell, cell: (c) => c.scope ?? '' },
  { name: 'scope_en', required: false, label: 'certificationScopeEn', format: textCell, cell: (c) => c.scopeEn ?? '' },
  { name: 'address', required: false, label: 'address', format: textCell, cell: (c) => c.address ?? '' },
  { name: 'address_en', required: false, label: 'addressEn', format: textCell, cell: (c) => c.addressEn ?? '' },
  { name: 'iaf_codes', required: false, label: 'iafCodes', format: { kind: 'numbers', from: 1, to: 39 }, cell: (c) => c.iafCodes.join(' ') },
  {
    name: 'prefecture',
    required: false,
    label: 'prefectureCode',
    format: { kind: 'prefecture' },
    note: importText('guide.notes.certifiedPrefecture'),
    cell: (c) => c.prefecture ?? '',
  },
  { name: 'country', required: false, label: 'countryCode', format: { kind: 'country' }, note: importText('guide.notes.certifiedCountry'), cell: (c) => c.country ?? '' },
  {
    name: 'classification',
    required: false,
    label: 'organisationClassification',
    format: { kind: 'choice', choices: organisationKinds, empty: 'company' },
    note: importText('guide.notes.organisationKind'),
    cell: (c) => c.classification,
  },
  {
    name: 'status',
    required: false,
    label: 'status',
    format: { kind: 'choice', choices: reportedDecisions, empty: 'valid' },
    note: importText('guide.notes.reportedStatus'),
    cell: (c) => c.decision,
  },
  { name: 'sample', required: false, label: 'sampleFlag', format: { kind: 'yesNo' }, note: importText('guide.notes.sample'), cell: (c) => (c.sample ? '1' : '0') },
] as const satisfies readonly (ColumnSpec<string> & { required: boolean; cell: (certificate: CertificateCellSource) => string })[];

export type CertificateColumn = (typeof CERTIFICATE_FILE)[number]['name'];

/** Header of the register file, in the order the export writes it. */
export const CERTIFICATE_COLUMNS: readonly CertificateColumn[] = CERTIFICATE_FILE.map((c) => c.name);

/** Columns every file has and every row fills. */
export const REQUIRED_COLUMNS: readonly CertificateColumn[] = CERTIFICATE_FILE.filter((c) => c.required).map((c) => c.name);

/** The register file's columns as the shared CSV core reads them: those not required may be left out. */
const CERTIFICATE_COLUMN_SPECS = CERTIFICATE_FILE.map((c) => ({ ...c, optional: !c.required }));

/** The register file's columns for the shared CSV core. */
export const certificateTable: TableSpec<CertificateColumn> = tableSpec(CERTIFICATE_COLUMN_SPECS);

/** The register file's column list (with its rules) and template (the header and `samples` as rows), for /admin and samples/import/. */
export function certificateFileGuide(samples: readonly CertificateCellSource[]): FileGuide {
  return fileGuide(CERTIFICATE_COLUMN_SPECS, 'certified-organisations-template.csv', samples.map(toCells));
}

/** One data row → a certificate, or undefined with the row's problems reported. */
export function readCertificateRow(r: Row<CertificateColumn>): CertificateInput | undefined {
  if (!r.checkShape()) return undefined;
  const text = (c: CertificateColumn) => r.text(c, MAX_CELL, { required: REQUIRED_COLUMNS.includes(c) });
  const cell = Object.fromEntries(CERTIFICATE_COLUMNS.filter((c) => !['first_registered_on', 'expires_on', 'sample'].includes(c)).map((c) => [c, text(c)])) as Partial<Record<CertificateColumn, string>>;
  const firstRegisteredOn = r.date('first_registered_on', { required: true });
  const expiresOn = r.date('expires_on', { required: true });
  if (firstRegisteredOn && expiresOn && expiresOn < firstRegisteredOn) {
    r.report('expires_on', importText('certified.expiryBeforeRegistration'));
  }
  const standards = parseCodes(cell.standards);
  const unknownStandards = standards.filter((s) => !(managementSystemScopeCodes as readonly string[]).includes(s));
  if (unknownStandards.length) {
    r.report('standards', importText('certified.standardsUnknown', { codes: unknownStandards.join(' '), choices: managementSystemScopeCodes.join(', ') }));
  }
  const iaf = parseCodes(cell.iaf_codes).map((c) => (/^\d{1,2}$/.test(c) ? Number(c) : NaN));
  if (iaf.some((n) => !(n >= 1 && n <= 39))) {
    r.report('iaf_codes', importText('certified.iafCodesInvalid', { codes: cell.iaf_codes ?? '' }));
  }
  const country = (cell.country || 'JP').toUpperCase();
  if (!countryByAlpha2(country)) r.report('country', importText('certified.countryInvalid', { country: cell.country ?? '' }));
  const prefecture = cell.prefecture ? cell.prefecture.padStart(2, '0') : undefined;
  if (prefecture && !isPrefectureCode(prefecture)) r.report('prefecture', importText('certified.prefectureInvalid', { prefecture: cell.prefecture ?? '' }));
  if (prefectureOutsideJapan(prefecture, country)) r.report('prefecture', PREFECTURE_OUTSIDE_JAPAN);
  const classification = (cell.classification || 'company') as OrganisationKind;
  if (!(organisationKinds as readonly string[]).includes(classification)) {
    r.report('classification', importText('certified.classificationInvalid', { choices: organisationKinds.join(', ') }));
  }
  const decision = (cell.status || 'valid') as CertificateDecision;
  if (!(reportedDecisions as readonly string[]).includes(decision)) {
    r.report('status', importText('certified.statusInvalid', { choices: reportedDecisions.join(', ') }));
  }
  const sample = r.boolean('sample');

  if (r.errorCount > 0 || !firstRegisteredOn || !expiresOn) return undefined;
  return {
    bodyNumber: cell.body_number!,
    certificateNumber: cell.certificate_number!,
    organisationName: cell.organisation_name!,
    organisationNameEn: cell.organisation_name_en,
    officeName: cell.office_name,
    officeNameEn: cell.office_name_en,
    bodyName: cell.body_name!,
    bodyNameEn: cell.body_name_en,
    firstRegisteredOn,
    expiresOn,
    standards: standards as ManagementSystemScopeCode[],
    scope: cell.scope!,
    scopeEn: cell.scope_en,
    address: cell.address,
    addressEn: cell.address_en,
    iafCodes: iaf,
    prefecture,
    country,
    classification,
    decision,
    sample: sample === true,
  };
}

/** One row read on its own (tests, tools): its certificate, or its problems. */
export function readRow(cells: string[], columns: readonly CertificateColumn[], line: number): { value?: CertificateInput; errors: ImportProblem[] } {
  const problems = new ProblemList();
  const { header } = checkHeader([...columns], 1, certificateTable);
  if (!header) throw new Error('readRow needs a valid header');
  const value = readCertificateRow(new Row(certificateTable, header, line, cells, problems));
  return { value, errors: problems.items };
}

/** What a CSV row is made from: a certificate read from a file, or a stored row (null for an empty cell). */
export type CertificateCellSource = {
  [K in Exclude<keyof CertificateInput, 'standards' | 'iafCodes' | 'classification' | 'decision' | 'sample'>]?: CertificateInput[K] | null;
} & { standards: readonly string[]; iafCodes: readonly number[]; classification: string; decision: string; sample: boolean };

/** A certificate as one CSV row, in {@link CERTIFICATE_COLUMNS} order. */
export function toCells(c: CertificateCellSource): string[] {
  return CERTIFICATE_FILE.map((column) => column.cell(c));
}
