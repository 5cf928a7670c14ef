import { getTranslations } from '@/i18n/server';

import type { Locale } from '@/i18n/routing';
import { describedByFor } from '@/platform/csv/describe';
import { downloadResponse, MAX_DOWNLOAD_ROWS } from '@/platform/csv/write';
import { getPayloadClient } from '@/platform/cms/client';
import { todayInJapan } from '@/platform/time/japan';

import { parseCertificateSearch } from '../searchParams';
import { CERTIFICATE_COLUMNS, toCells } from './csv';
import { certificateDownloads, certificateItem } from './dataset';
import { exportCertificates, sqlClient } from './store';

/**
 * Any search of the certified-organisation register as a download, streamed: `format=csv`
 * (the import's columns, so it can be re-imported) or `format=json` (with each certificate's
 * status today). At most MAX_DOWNLOAD_ROWS rows; malformed conditions answer 400 in the
 * visitor's language.
 */
export function certificatesExport(locale: Locale) {
  return async function GET(request: Request): Promise<Response> {
    const params = new URL(request.url).searchParams;
    const format = params.get('format') ?? 'csv';
    const parsed = parseCertificateSearch((name) => params.getAll(name));
    if (!parsed.ok || (format !== 'csv' && format !== 'json')) {
      const t = await getTranslations({ locale, namespace: 'common' });
      return new Response(`${t('download.refused')}\n`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    const today = todayInJapan();
    const rows = exportCertificates(sqlClient(await getPayloadClient()), { ...parsed.search, page: 1 }, today, MAX_DOWNLOAD_ROWS);
    const filename = `certified-organisations-${today}`;
    if (format === 'csv') {
      return downloadResponse({ format, header: CERTIFICATE_COLUMNS, batches: map(rows, (batch) => batch.map(toCells)) }, filename, { describedBy: describedByFor(request, certificateDownloads) });
    }
    return downloadResponse(
      {
        format,
        head: { generatedAt: new Date().toISOString() },
        listName: 'certificates',
        // The grouping key is internal; everything else, plus the status today.
        batches: map(rows, (batch) => batch.map((row) => certificateItem(row, today))),
      },
      filename,
    );
  };
}

async function* map<T, U>(source: AsyncGenerator<T>, f: (value: T) => U): AsyncGenerator<U> {
  try {
    for await (const value of source) yield f(value);
  } finally {
    await source.return(undefined);
  }
}
