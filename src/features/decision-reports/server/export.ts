import '#server-only';

import { getTranslations } from '@/i18n/server';

import { ADDRESSES, below } from '@/i18n/addresses';
import type { Locale } from '@/i18n/routing';
import type { AccreditedBody } from '@/payload-types';
import { bilingualTitles, type DatasetDownload, type DescribedColumn } from '@/platform/csv/describe';
import { downloadResponse, oneBatch } from '@/platform/csv/write';
import { todayInJapan } from '@/platform/time/japan';
import { schemeIds } from '@/reference/schemes';

import en from '../../../../messages/en/reports.json';
import ja from '../../../../messages/ja/reports.json';
import { type Decision, decisionDate, decisionOf, reportBodies, type ReportType, reportTypes, reportWindow } from './reports';

/** One line of a report: which report, what was decided and when, about which body. */
export type ReportLine = {
  type: ReportType;
  decision: Decision;
  decisionDate: string;
  addedScopes: { code: string; label: { ja: string; en: string | null } }[];
  body: AccreditedBody;
};

const title = bilingualTitles(ja.download.columns, en.download.columns);
const text = { kind: 'text', max: 2000 } as const;
const date = { kind: 'date' } as const;
const decisions = ['accredited', 'extended', 'suspended', 'ended'] as const satisfies readonly Decision[];
const endKinds = ['cancelled', 'withdrawn', 'revoked', 'resigned'] as const satisfies readonly NonNullable<AccreditedBody['endKind']>[];

/**
 * The reports file, declared once: each column's name in the header, how people call it, whether
 * every row fills it, what a cell holds, and its cell in a line. The three reports in one file,
 * each line as the reports page shows it on the day of the download.
 */
export const REPORT_COLUMNS = [
  { name: 'report_type', title: title('reportType'), required: true, value: { kind: 'choice', choices: reportTypes }, cell: (l) => l.type },
  { name: 'decision', title: title('decision'), required: true, value: { kind: 'choice', choices: decisions }, cell: (l) => l.decision },
  { name: 'decision_date', title: title('decisionDate'), required: true, value: date, cell: (l) => l.decisionDate },
  { name: 'accreditation_number', title: title('accreditationNumber'), required: true, value: text, cell: (l) => l.body.accreditationNumber },
  { name: 'old_accreditation_number', title: title('oldAccreditationNumber'), required: false, value: text, cell: (l) => l.body.oldAccreditationNumber ?? '' },
  { name: 'scheme', title: title('scheme'), required: true, value: { kind: 'choice', choices: schemeIds }, cell: (l) => l.body.scheme },
  { name: 'name_ja', title: title('nameJa'), required: true, value: text, cell: (l) => l.body.nameJa },
  { name: 'name_en', title: title('nameEn'), required: false, value: text, cell: (l) => l.body.nameEn ?? '' },
  { name: 'initial_date', title: title('initialDate'), required: true, value: date, cell: (l) => l.body.initialDate },
  { name: 'expiry_date', title: title('expiryDate'), required: true, value: date, cell: (l) => l.body.expiryDate },
  { name: 'added_scopes', title: title('addedScopes'), required: false, value: text, cell: (l) => l.addedScopes.map((s) => s.code).join(' ') },
  { name: 'suspension_start', title: title('suspensionStart'), required: false, value: date, cell: (l) => l.body.suspensionStart ?? '' },
  { name: 'suspension_end', title: title('suspensionEnd'), required: false, value: date, cell: (l) => l.body.suspensionEnd ?? '' },
  { name: 'end_kind', title: title('endKind'), required: false, value: { kind: 'choice', choices: endKinds }, cell: (l) => l.body.endKind ?? '' },
  { name: 'prefecture', title: title('prefecture'), required: false, value: { kind: 'prefecture' }, cell: (l) => l.body.prefecture ?? '' },
  { name: 'country', title: title('country'), required: false, value: { kind: 'country' }, cell: (l) => l.body.country ?? '' },
  { name: 'sample', title: title('sample'), required: true, value: { kind: 'yesNo' }, cell: (l) => (l.body.sample ? '1' : '0') },
] as const satisfies readonly (DescribedColumn & { cell: (line: ReportLine) => string })[];

const HEADER: readonly string[] = REPORT_COLUMNS.map((c) => c.name);
const exportAddress = (format: 'csv' | 'json') => `${below(ADDRESSES.decisionReports, 'export')}?format=${format}`;

/** The reports' downloads, as the open-data catalogue (features/open-data) lists them; a body is once in each report. */
export const reportDownloads = {
  csv: exportAddress('csv'),
  json: exportAddress('json'),
  header: HEADER,
  columns: REPORT_COLUMNS,
  primaryKey: ['report_type', 'accreditation_number'],
} as const satisfies DatasetDownload;

/** Every line of the three reports on a day, each report newest decision first. */
export async function reportLines(today: string): Promise<ReportLine[]> {
  const reports = await Promise.all(
    reportTypes.map(async (type) =>
      (await reportBodies(type, today)).map((body): ReportLine => {
        const { decision, added } = decisionOf(type, body, today);
        return {
          type,
          decision,
          decisionDate: decisionDate(type, body),
          addedScopes: added.map((s) => ({ code: s.code, label: { ja: s.labelJa, en: s.labelEn || null } })),
          body,
        };
      }),
    ),
  );
  return reports.flat();
}

/** A line as the JSON download gives it: the decision, and the body's facts the reports page shows. */
function lineItem({ type, decision, decisionDate, addedScopes, body }: ReportLine) {
  return {
    reportType: type,
    decision,
    decisionDate,
    accreditationNumber: body.accreditationNumber,
    oldAccreditationNumber: body.oldAccreditationNumber || null,
    scheme: body.scheme,
    name: { ja: body.nameJa, en: body.nameEn || null },
    initialDate: body.initialDate,
    expiryDate: body.expiryDate,
    addedScopes,
    suspensionStart: body.suspensionStart || null,
    suspensionEnd: body.suspensionEnd || null,
    endKind: body.endKind || null,
    prefecture: body.prefecture || null,
    country: body.country || null,
    sample: Boolean(body.sample),
  };
}

/**
 * The three decision reports as one download: `format=csv` (the columns above) or `format=json`
 * (the same lines, with the windows they cover). A few hundred lines at most, read at once; any
 * other format answers 400 in the visitor's language.
 */
export function reportsExport(locale: Locale) {
  return async function GET(request: Request): Promise<Response> {
    const format = new URL(request.url).searchParams.get('format') ?? 'csv';
    if (format !== 'csv' && format !== 'json') {
      const t = await getTranslations({ locale, namespace: 'common' });
      return new Response(`${t('download.refused')}\n`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    const today = todayInJapan();
    const lines = await reportLines(today);
    const filename = `decision-reports-${today}`;
    if (format === 'csv') return downloadResponse({ format, header: HEADER, batches: oneBatch(lines.map((l) => REPORT_COLUMNS.map((c) => c.cell(l)))) }, filename);
    const windows = Object.fromEntries(reportTypes.map((type) => [type, reportWindow(type, today)]));
    return downloadResponse({ format, head: { generatedAt: new Date().toISOString(), asOf: today, windows }, listName: 'lines', batches: oneBatch(lines.map(lineItem)) }, filename);
  };
}
