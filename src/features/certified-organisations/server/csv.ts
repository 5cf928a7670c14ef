/**
 * The CSV format of the certified-organisation register (import and export): UTF-8 with or
 * without a BOM, CRLF or LF, one row per certificate, columns matched by name in any order.
 * Row checks never throw: each problem names the line, the column and the reason in Japanese
 * and English.
 */
import { countryByAlpha2 } from '@/reference/countries';
import { isPrefectureCode } from '@/reference/prefectures';
import { managementSystemScopeCodes, type ManagementSystemScopeCode } from '@/reference/scopes';

import { certificateDecisions, type CertificateDecision, type CertificateInput, organisationKinds, type OrganisationKind, parseCodes } from '../model';

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

export type Reason = { ja: string; en: string };
export type RowError = { line: number; column?: string; reason: Reason };

/** Longest text a cell may hold (scope texts are the longest). */
const MAX_CELL = 2000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const validDate = (v: string) => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** Checks the header: unknown and missing required columns are errors (line 1). */
export function checkHeader(header: string[]): { columns: (CertificateColumn | null)[]; errors: RowError[] } {
  const errors: RowError[] = [];
  const names = header.map((h) => h.trim().toLowerCase());
  const columns = names.map((n) => ((CERTIFICATE_COLUMNS as readonly string[]).includes(n) ? (n as CertificateColumn) : null));
  names.forEach((n, i) => {
    if (!columns[i]) errors.push({ line: 1, column: n || `#${i + 1}`, reason: { ja: `「${n}」という列は使えません（使える列: ${CERTIFICATE_COLUMNS.join(', ')}）`, en: `Unknown column "${n}" (columns: ${CERTIFICATE_COLUMNS.join(', ')})` } });
  });
  for (const required of REQUIRED_COLUMNS) {
    if (!columns.includes(required)) errors.push({ line: 1, column: required, reason: { ja: `必須の列「${required}」がありません`, en: `The required column "${required}" is missing` } });
  }
  const seen = new Set<string>();
  for (const c of columns) {
    if (!c) continue;
    if (seen.has(c)) errors.push({ line: 1, column: c, reason: { ja: `列「${c}」が重複しています`, en: `The column "${c}" appears twice` } });
    seen.add(c);
  }
  return { columns, errors };
}

/** One data row → a certificate, or the row's problems. */
export function readRow(cells: string[], columns: (CertificateColumn | null)[], line: number): { value?: CertificateInput; errors: RowError[] } {
  const errors: RowError[] = [];
  const fail = (column: string, ja: string, en: string) => errors.push({ line, column, reason: { ja, en } });
  if (cells.length !== columns.length) {
    fail('', `列の数が見出しと違います（見出し ${columns.length} 列、この行 ${cells.length} 列）`, `The row has ${cells.length} cells but the header has ${columns.length}`);
    return { errors };
  }
  const cell: Partial<Record<CertificateColumn, string>> = {};
  columns.forEach((c, i) => {
    if (!c) return;
    const v = cells[i]!.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
    if (v.length > MAX_CELL) fail(c, `${MAX_CELL}文字以内にしてください`, `Keep it within ${MAX_CELL} characters`);
    cell[c] = v;
  });
  const get = (c: CertificateColumn) => cell[c] ?? '';
  const opt = (c: CertificateColumn) => get(c) || undefined;

  for (const c of REQUIRED_COLUMNS) if (!get(c)) fail(c, '空欄です', 'Empty');
  for (const c of ['first_registered_on', 'expires_on'] as const) {
    if (get(c) && !validDate(get(c))) fail(c, `日付は YYYY-MM-DD で入力してください（「${get(c)}」）`, `Write the date as YYYY-MM-DD ("${get(c)}")`);
  }
  if (validDate(get('first_registered_on')) && validDate(get('expires_on')) && get('expires_on') < get('first_registered_on')) {
    fail('expires_on', '有効期限が初回登録日より前です', 'The expiry date is before the initial registration date');
  }
  const standards = parseCodes(get('standards'));
  const unknownStandards = standards.filter((s) => !(managementSystemScopeCodes as readonly string[]).includes(s));
  if (get('standards') && unknownStandards.length) fail('standards', `規格コード「${unknownStandards.join(' ')}」は使えません（${managementSystemScopeCodes.join(', ')}）`, `Unknown standard code "${unknownStandards.join(' ')}" (use ${managementSystemScopeCodes.join(', ')})`);
  const iafRaw = parseCodes(get('iaf_codes'));
  const iaf = iafRaw.map((c) => (/^\d{1,2}$/.test(c) ? Number(c) : NaN));
  if (iaf.some((n) => !(n >= 1 && n <= 39))) fail('iaf_codes', `IAFコードは1〜39の数字です（「${get('iaf_codes')}」）`, `IAF codes are numbers from 1 to 39 ("${get('iaf_codes')}")`);
  const country = (get('country') || 'JP').toUpperCase();
  if (!countryByAlpha2(country)) fail('country', `国はISOの2文字コードで入力してください（「${get('country')}」）`, `Use the ISO two-letter country code ("${get('country')}")`);
  const prefecture = get('prefecture') ? get('prefecture').padStart(2, '0') : undefined;
  if (prefecture && !isPrefectureCode(prefecture)) fail('prefecture', `都道府県コードは01〜47です（「${get('prefecture')}」）`, `Prefecture codes run from 01 to 47 ("${get('prefecture')}")`);
  if (prefecture && country !== 'JP') fail('prefecture', '都道府県は国が JP のときだけ入力できます', 'A prefecture is only for country JP');
  const classification = (get('classification') || 'company') as OrganisationKind;
  if (!(organisationKinds as readonly string[]).includes(classification)) fail('classification', `組織区分は ${organisationKinds.join(', ')} のいずれかです`, `Classification is one of ${organisationKinds.join(', ')}`);
  const decision = (get('status') || 'valid') as CertificateDecision;
  if (!(certificateDecisions as readonly string[]).includes(decision)) fail('status', `状態は ${certificateDecisions.join(', ')} のいずれかです`, `Status is one of ${certificateDecisions.join(', ')}`);
  const sampleRaw = get('sample').toLowerCase();
  if (!['', '0', '1', 'true', 'false'].includes(sampleRaw)) fail('sample', 'sample は 1 か 0 です', 'sample is 1 or 0');

  if (errors.length) return { errors };
  return {
    errors,
    value: {
      bodyNumber: get('body_number'),
      certificateNumber: get('certificate_number'),
      organisationName: get('organisation_name'),
      organisationNameEn: opt('organisation_name_en'),
      officeName: opt('office_name'),
      officeNameEn: opt('office_name_en'),
      bodyName: get('body_name'),
      bodyNameEn: opt('body_name_en'),
      firstRegisteredOn: get('first_registered_on'),
      expiresOn: get('expires_on'),
      standards: standards as ManagementSystemScopeCode[],
      scope: get('scope'),
      scopeEn: opt('scope_en'),
      address: opt('address'),
      addressEn: opt('address_en'),
      iafCodes: iaf,
      prefecture,
      country,
      classification,
      decision,
      sample: sampleRaw === '1' || sampleRaw === 'true',
    },
  };
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
