import '#server-only';

import { getTranslations } from '@/i18n/server';

import { ADDRESSES, below } from '@/i18n/addresses';
import type { Locale } from '@/i18n/routing';
import { bilingualTitles, type DatasetDownload, type DescribedColumn } from '@/platform/csv/describe';
import { downloadResponse, oneBatch } from '@/platform/csv/write';
import { getPayloadClient } from '@/platform/cms/client';
import { todayInJapan } from '@/platform/time/japan';

import en from '../../../../messages/en/coverage.json';
import ja from '../../../../messages/ja/coverage.json';
import { type BodyCoverage, coverage } from './coverage';
import { sqlClient } from './store';

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

const HEADER: readonly string[] = COVERAGE_COLUMNS.map((c) => c.name);
const exportAddress = (format: 'csv' | 'json') => `${below(ADDRESSES.registerCoverage, 'export')}?format=${format}`;

/** The coverage's downloads, as the open-data catalogue (features/open-data) lists them; a row is named by its body's number. */
export const coverageDownloads = {
  csv: exportAddress('csv'),
  json: exportAddress('json'),
  header: HEADER,
  columns: COVERAGE_COLUMNS,
  primaryKey: ['body_number'],
} as const satisfies DatasetDownload;

/**
 * The coverage page as a download: `format=csv` (the columns above) or `format=json` (the same
 * bodies as objects). A few hundred bodies at most, read at once from the figures the page keeps
 * half a minute; any other format answers 400 in the visitor's language.
 */
export function coverageExport(locale: Locale) {
  return async function GET(request: Request): Promise<Response> {
    const format = new URL(request.url).searchParams.get('format') ?? 'csv';
    if (format !== 'csv' && format !== 'json') {
      const t = await getTranslations({ locale, namespace: 'common' });
      return new Response(`${t('download.refused')}\n`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    const today = todayInJapan();
    const { bodies } = await coverage(sqlClient(await getPayloadClient()), today);
    const filename = `register-coverage-${today}`;
    if (format === 'csv') return downloadResponse({ format, header: HEADER, batches: oneBatch(bodies.map((b) => COVERAGE_COLUMNS.map((c) => c.cell(b)))) }, filename);
    return downloadResponse({ format, head: { generatedAt: new Date().toISOString(), asOf: today }, listName: 'bodies', batches: oneBatch(bodies) }, filename);
  };
}
