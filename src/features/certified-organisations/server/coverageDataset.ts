import type { Payload } from 'payload';

import { ADDRESSES, below, csvDescriptionOf } from '@/i18n/addresses';
import { bilingualTitles, type DatasetDownload, type DatasetSource, type DescribedColumn } from '@/platform/csv/describe';

import en from '../../../../messages/en/coverage.json';
import ja from '../../../../messages/ja/coverage.json';
import { type BodyCoverage, coverage } from './coverage';
import { sqlClient } from './store';

/**
 * The register's coverage as open data: its file's columns, and the whole of it on a day. The
 * download (./coverageExport.ts) and the daily snapshot (features/open-data, through cms.ts) both
 * use these. Payload is passed in: nothing here reaches the site's CMS client.
 */

const title = bilingualTitles(ja.download.columns, en.download.columns);
const text = { kind: 'text', max: 2000 } as const;
const date = { kind: 'date' } as const;
const days = { kind: 'integer', min: 0 } as const;
const flag = (value: boolean) => (value ? '1' : '0');

/**
 * The coverage file, declared once: each column's name in the header, how people call it, whether
 * every row fills it, what a cell holds, and its cell in a row. One row per certification body, as
 * the coverage page lists them on the day of the download.
 */
export const COVERAGE_COLUMNS = [
  { name: 'body_number', title: title('bodyNumber'), required: true, value: text, cell: (b) => b.number },
  { name: 'body_name', title: title('bodyName'), required: true, value: text, cell: (b) => b.name },
  { name: 'body_name_en', title: title('bodyNameEn'), required: false, value: text, cell: (b) => b.nameEn ?? '' },
  { name: 'current_certificates', title: title('current'), required: true, value: days, cell: (b) => String(b.current) },
  { name: 'last_received_on', title: title('lastReceivedOn'), required: false, value: date, cell: (b) => b.lastReceivedOn ?? '' },
  { name: 'last_published_on', title: title('lastPublishedOn'), required: false, value: date, cell: (b) => b.lastPublishedOn ?? '' },
  { name: 'last_report_kind', title: title('lastKind'), required: false, value: { kind: 'choice', choices: ['full', 'changes'] }, cell: (b) => b.lastKind ?? '' },
  { name: 'days_to_publish', title: title('daysToPublish'), required: false, value: days, cell: (b) => (b.daysToPublish === null ? '' : String(b.daysToPublish)) },
  { name: 'days_since_report', title: title('daysSince'), required: false, value: days, cell: (b) => (b.daysSince === null ? '' : String(b.daysSince)) },
  { name: 'overdue', title: title('overdue'), required: true, value: { kind: 'yesNo' }, cell: (b) => flag(b.overdue) },
  { name: 'sample', title: title('sample'), required: true, value: { kind: 'yesNo' }, cell: (b) => flag(b.sample) },
] as const satisfies readonly (DescribedColumn & { cell: (body: BodyCoverage) => string })[];

export const COVERAGE_HEADER: readonly string[] = COVERAGE_COLUMNS.map((c) => c.name);
const exportAddress = (format: 'csv' | 'json') => `${below(ADDRESSES.registerCoverage, 'export')}?format=${format}`;

/** The coverage's downloads, as the open-data catalogue (features/open-data) lists them; a row is named by its body's number. */
export const coverageDownloads = {
  csv: exportAddress('csv'),
  json: exportAddress('json'),
  description: csvDescriptionOf('register-coverage'),
  header: COVERAGE_HEADER,
  columns: COVERAGE_COLUMNS,
  primaryKey: ['body_number'],
} as const satisfies DatasetDownload;

/** One certification body as a row of the CSV (the JSON lists the body's figures themselves). */
export const coverageCells = (body: BodyCoverage) => COVERAGE_COLUMNS.map((c) => c.cell(body));

/** The coverage on a day, whole, for the daily snapshot: a few hundred bodies, read at once. */
export const coverageSource = {
  header: COVERAGE_HEADER,
  batches: async function* (payload: Payload, today: string) {
    const { bodies } = await coverage(sqlClient(payload), today);
    yield { rows: bodies.map(coverageCells), items: bodies };
  },
} satisfies DatasetSource;
