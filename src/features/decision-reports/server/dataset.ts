import type { Payload } from 'payload';

import { ADDRESSES, below, csvDescriptionOf } from '@/i18n/addresses';
import type { AccreditedBody } from '@/payload-types';
import { bilingualTitles, type DatasetDownload, type DatasetSource, type DescribedColumn } from '@/platform/csv/describe';
import { schemeIds } from '@/reference/schemes';

import en from '../../../../messages/en/reports.json';
import ja from '../../../../messages/ja/reports.json';
import { type Decision, decisionDate, decisionOf, reportBodiesOf, type ReportType, reportTypes } from './reports';

/**
 * The decision reports as open data: their file's columns, each line as the CSV and the JSON
 * give it, and the three reports whole on a day. The download (./export.ts) and the daily
 * snapshot (features/open-data, through cms.ts) both use these. Payload is passed in: nothing
 * here reaches the site's CMS client.
 */

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

export const REPORT_HEADER: readonly string[] = REPORT_COLUMNS.map((c) => c.name);
const exportAddress = (format: 'csv' | 'json') => `${below(ADDRESSES.decisionReports, 'export')}?format=${format}`;

/** The reports' downloads, as the open-data catalogue (features/open-data) lists them; a body is once in each report. */
export const reportDownloads = {
  csv: exportAddress('csv'),
  json: exportAddress('json'),
  description: csvDescriptionOf('decision-reports'),
  header: REPORT_HEADER,
  columns: REPORT_COLUMNS,
  primaryKey: ['report_type', 'accreditation_number'],
} as const satisfies DatasetDownload;

/** Every line of the three reports on a day, each report newest decision first, as the public reads them. */
export async function reportLines(payload: Payload, today: string): Promise<ReportLine[]> {
  const reports = await Promise.all(
    reportTypes.map(async (type) =>
      (await reportBodiesOf(payload, type, today)).map((body): ReportLine => {
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
export function reportLineItem({ type, decision, decisionDate, addedScopes, body }: ReportLine) {
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

/** A line as a row of the CSV, in {@link REPORT_HEADER} order. */
export const reportCells = (line: ReportLine) => REPORT_COLUMNS.map((c) => c.cell(line));

/** The three reports on a day, whole, for the daily snapshot: a few hundred lines, read at once. */
export const reportsSource = {
  header: REPORT_HEADER,
  batches: async function* (payload: Payload, today: string) {
    const lines = await reportLines(payload, today);
    yield { rows: lines.map(reportCells), items: lines.map(reportLineItem) };
  },
} satisfies DatasetSource;
