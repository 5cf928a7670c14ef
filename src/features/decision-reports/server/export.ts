import '#server-only';

import { getTranslations } from '@/i18n/server';

import type { Locale } from '@/i18n/routing';
import { getPayloadClient } from '@/platform/cms/client';
import { describedByFor } from '@/platform/csv/describe';
import { downloadResponse, oneBatch } from '@/platform/csv/write';
import { todayInJapan } from '@/platform/time/japan';

import { REPORT_HEADER, reportCells, reportDownloads, reportLineItem, reportLines } from './dataset';
import { reportTypes, reportWindow } from './reports';

/**
 * The three decision reports as one download: `format=csv` (the columns of ./dataset.ts) or
 * `format=json` (the same lines, with the windows they cover). A few hundred lines at most, read
 * at once; any other format answers 400 in the visitor's language.
 */
export function reportsExport(locale: Locale) {
  return async function GET(request: Request): Promise<Response> {
    const format = new URL(request.url).searchParams.get('format') ?? 'csv';
    if (format !== 'csv' && format !== 'json') {
      const t = await getTranslations({ locale, namespace: 'common' });
      return new Response(`${t('download.refused')}\n`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    const today = todayInJapan();
    const lines = await reportLines(await getPayloadClient(), today);
    const filename = `decision-reports-${today}`;
    if (format === 'csv') return downloadResponse({ format, header: REPORT_HEADER, batches: oneBatch(lines.map(reportCells)) }, filename, { describedBy: describedByFor(request, reportDownloads) });
    const windows = Object.fromEntries(reportTypes.map((type) => [type, reportWindow(type, today)]));
    return downloadResponse({ format, head: { generatedAt: new Date().toISOString(), asOf: today, windows }, listName: 'lines', batches: oneBatch(lines.map(reportLineItem)) }, filename);
  };
}
