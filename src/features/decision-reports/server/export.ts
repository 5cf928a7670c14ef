import '#server-only';

import { getTranslations } from '@/i18n/server';

import type { Locale } from '@/i18n/routing';
import { getPayloadClient } from '@/platform/cms/client';
import { smallDatasetExport } from '@/platform/csv/write';

import { reportCells, reportDownloads, reportLineItem, reportLines } from './dataset';
import { reportTypes, reportWindow } from './reports';

/**
 * The three decision reports as one download: `format=csv` (the columns of ./dataset.ts) or
 * `format=json` (the same lines, with the windows they cover). A few hundred lines at most, read
 * at once; any other format answers 400 in the visitor's language.
 */
export function reportsExport(locale: Locale) {
  return smallDatasetExport({
    name: 'decision-reports',
    download: reportDownloads,
    read: async (today) => reportLines(await getPayloadClient(), today),
    cells: reportCells,
    json: (lines, today) => ({
      head: { windows: Object.fromEntries(reportTypes.map((type) => [type, reportWindow(type, today)])) },
      listName: 'lines',
      items: lines.map(reportLineItem),
    }),
    refused: async () => (await getTranslations({ locale, namespace: 'common' }))('download.refused'),
  });
}
