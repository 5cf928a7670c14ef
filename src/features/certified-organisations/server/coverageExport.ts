import '#server-only';

import { getTranslations } from '@/i18n/server';

import type { Locale } from '@/i18n/routing';
import { describedByFor } from '@/platform/csv/describe';
import { downloadResponse, oneBatch } from '@/platform/csv/write';
import { getPayloadClient } from '@/platform/cms/client';
import { todayInJapan } from '@/platform/time/japan';

import { coverage } from './coverage';
import { COVERAGE_HEADER, coverageCells, coverageDownloads } from './coverageDataset';
import { sqlClient } from './store';

/**
 * The coverage page as a download: `format=csv` (the columns of ./coverageDataset.ts) or `format=json` (the same
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
    if (format === 'csv') return downloadResponse({ format, header: COVERAGE_HEADER, batches: oneBatch(bodies.map(coverageCells)) }, filename, { describedBy: describedByFor(request, coverageDownloads) });
    return downloadResponse({ format, head: { generatedAt: new Date().toISOString(), asOf: today }, listName: 'bodies', batches: oneBatch(bodies) }, filename);
  };
}
