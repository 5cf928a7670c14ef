import '#server-only';

import { getTranslations } from '@/i18n/server';

import type { Locale } from '@/i18n/routing';
import { getPayloadClient } from '@/platform/cms/client';
import { smallDatasetExport } from '@/platform/csv/write';

import { coverage } from './coverage';
import { coverageCells, coverageDownloads } from './coverageDataset';
import { sqlClient } from './store';

/**
 * The coverage page as a download: `format=csv` (the columns of ./coverageDataset.ts) or `format=json` (the same
 * bodies as objects). A few hundred bodies at most, read at once from the figures the page keeps
 * half a minute; any other format answers 400 in the visitor's language.
 */
export function coverageExport(locale: Locale) {
  return smallDatasetExport({
    name: 'register-coverage',
    download: coverageDownloads,
    read: async (today) => (await coverage(sqlClient(await getPayloadClient()), today)).bodies,
    cells: coverageCells,
    json: (bodies) => ({ listName: 'bodies', items: bodies }),
    refused: async () => (await getTranslations({ locale, namespace: 'common' }))('download.refused'),
  });
}
