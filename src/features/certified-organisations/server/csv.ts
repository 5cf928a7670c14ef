/**
 * The CSV format of the certified-organisation register (import and export): UTF-8 with or
 * without a BOM, CRLF or LF, one row per certificate, columns matched by name in any order.
 * Reading goes through the shared CSV core (src/platform/csv), so dates, yes/no words and the
 * header are checked as in the accredited-body import; each problem names the line, the column
 * and the reason in Japanese and English.
 */
import { ProblemList, type ImportProblem } from '@/platform/csv/problems';
import { checkHeader, Row, type TableSpec } from '@/platform/csv/table';
import type { LocalizedText } from '@/platform/localized';
import { countryByAlpha2 } from '@/reference/countries';
import { isPrefectureCode } from '@/reference/prefectures';
import { managementSystemScopeCodes, type ManagementSystemScopeCode } from '@/reference/scopes';

import { type CertificateDecision, reportedDecisions, type CertificateInput, organisationKinds, type OrganisationKind, parseCodes, PREFECTURE_OUTSIDE_JAPAN, prefectureOutsideJapan } from '../model';

export const CERTIFICATE_COLUMNS = [
  'body_number',
  'certificate_number',
  'organisation_name',
  'organisation_name_en',
  'office_name',
  'office_name_en',
  'body_name',
  'body_name_en',
  'first_registered_on',
  'expires_on',
  'standards',
  'scope',
  'scope_en',
  'address',
  'address_en',
  'iaf_codes',
  'prefecture',
  'country',
  'classification',
  'status',
  'sample',
] as const;
export type CertificateColumn = (typeof CERTIFICATE_COLUMNS)[number];

export const REQUIRED_COLUMNS: readonly CertificateColumn[] = ['body_number', 'certificate_number', 'organisation_name', 'body_name', 'first_registered_on', 'expires_on', 'standards', 'scope'];

/** How each column is called in messages. */
const LABELS: Readonly<Record<CertificateColumn, LocalizedText>> = {
  body_number: { ja: '認証機関の認定番号', en: 'accreditation number of the certification body' },
  certificate_number: { ja: '登録番号', en: 'certificate number' },
  organisation_name: { ja: '組織名', en: 'organisation name' },
  organisation_name_en: { ja: '組織名（英語）', en: 'English organisation name' },
  office_name: { ja: '事業所名', en: 'office name' },
  office_name_en: { ja: '事業所名（英語）', en: 'English office name' },
  body_name: { ja: '認証機関名', en: 'certification body name' },
  body_name_en: { ja: '認証機関名（英語）', en: 'English certification body name' },
  first_registered_on: { ja: '初回登録日', en: 'initial registration date' },
  expires_on: { ja: '有効期限', en: 'expiry date' },
  standards: { ja: '規格', en: 'standards' },
  scope: { ja: '登録範囲', en: 'scope of certification' },
  scope_en: { ja: '登録範囲（英語）', en: 'English scope of certification' },
  address: { ja: '所在地', en: 'address' },
  address_en: { ja: '所在地（英語）', en: 'English address' },
  iaf_codes: { ja: 'IAFコード', en: 'IAF codes' },
  prefecture: { ja: '都道府県コード', en: 'prefecture code' },
  country: { ja: '国コード', en: 'country code' },
  classification: { ja: '組織区分', en: 'classification' },
  status: { ja: '状態', en: 'status' },
  sample: { ja: 'サンプルデータの印', en: 'sample flag' },
};

/** The register file's columns for the shared CSV core; those not required may be left out. */
export const certificateTable: TableSpec<CertificateColumn> = {
  columns: CERTIFICATE_COLUMNS,
  optional: CERTIFICATE_COLUMNS.filter((c) => !REQUIRED_COLUMNS.includes(c)),
  labels: LABELS,
};

/** Longest text a cell may hold (scope texts are the longest). */
const MAX_CELL = 2000;

/** One data row → a certificate, or undefined with the row's problems reported. */
export function readCertificateRow(r: Row<CertificateColumn>): CertificateInput | undefined {
  if (!r.checkShape()) return undefined;
  const text = (c: CertificateColumn) => r.text(c, MAX_CELL, { required: REQUIRED_COLUMNS.includes(c) });
  const cell = Object.fromEntries(CERTIFICATE_COLUMNS.filter((c) => !['first_registered_on', 'expires_on', 'sample'].includes(c)).map((c) => [c, text(c)])) as Partial<Record<CertificateColumn, string>>;
  const firstRegisteredOn = r.date('first_registered_on', { required: true });
  const expiresOn = r.date('expires_on', { required: true });
  if (firstRegisteredOn && expiresOn && expiresOn < firstRegisteredOn) {
    r.report('expires_on', { ja: '有効期限が初回登録日より前です', en: 'The expiry date is before the initial registration date' });
  }
  const standards = parseCodes(cell.standards);
  const unknownStandards = standards.filter((s) => !(managementSystemScopeCodes as readonly string[]).includes(s));
  if (unknownStandards.length) {
    r.report('standards', {
      ja: `規格コード「${unknownStandards.join(' ')}」は使えません（${managementSystemScopeCodes.join(', ')}）`,
      en: `Unknown standard code "${unknownStandards.join(' ')}" (use ${managementSystemScopeCodes.join(', ')})`,
    });
  }
  const iaf = parseCodes(cell.iaf_codes).map((c) => (/^\d{1,2}$/.test(c) ? Number(c) : NaN));
  if (iaf.some((n) => !(n >= 1 && n <= 39))) {
    r.report('iaf_codes', { ja: `IAFコードは1〜39の数字です（「${cell.iaf_codes}」）`, en: `IAF codes are numbers from 1 to 39 ("${cell.iaf_codes}")` });
  }
  const country = (cell.country || 'JP').toUpperCase();
  if (!countryByAlpha2(country)) r.report('country', { ja: `国はISOの2文字コードで入力してください（「${cell.country}」）`, en: `Use the ISO two-letter country code ("${cell.country}")` });
  const prefecture = cell.prefecture ? cell.prefecture.padStart(2, '0') : undefined;
  if (prefecture && !isPrefectureCode(prefecture)) r.report('prefecture', { ja: `都道府県コードは01〜47です（「${cell.prefecture}」）`, en: `Prefecture codes run from 01 to 47 ("${cell.prefecture}")` });
  if (prefectureOutsideJapan(prefecture, country)) r.report('prefecture', PREFECTURE_OUTSIDE_JAPAN);
  const classification = (cell.classification || 'company') as OrganisationKind;
  if (!(organisationKinds as readonly string[]).includes(classification)) {
    r.report('classification', { ja: `組織区分は ${organisationKinds.join(', ')} のいずれかです`, en: `Classification is one of ${organisationKinds.join(', ')}` });
  }
  const decision = (cell.status || 'valid') as CertificateDecision;
  if (!(reportedDecisions as readonly string[]).includes(decision)) {
    r.report('status', { ja: `状態は ${reportedDecisions.join(', ')} のいずれかです`, en: `Status is one of ${reportedDecisions.join(', ')}` });
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
  return [
    c.bodyNumber ?? '',
    c.certificateNumber ?? '',
    c.organisationName ?? '',
    c.organisationNameEn ?? '',
    c.officeName ?? '',
    c.officeNameEn ?? '',
    c.bodyName ?? '',
    c.bodyNameEn ?? '',
    c.firstRegisteredOn ?? '',
    c.expiresOn ?? '',
    c.standards.join(' '),
    c.scope ?? '',
    c.scopeEn ?? '',
    c.address ?? '',
    c.addressEn ?? '',
    c.iafCodes.join(' '),
    c.prefecture ?? '',
    c.country ?? '',
    c.classification,
    c.decision,
    c.sample ? '1' : '0',
  ];
}
