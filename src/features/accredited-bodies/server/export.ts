import { getTranslations } from '@/i18n/server';

import type { Locale } from '@/i18n/routing';
import { describedByFor } from '@/platform/csv/describe';
import { downloadResponse, MAX_DOWNLOAD_ROWS } from '@/platform/csv/write';
import { todayInJapan } from '@/platform/time/japan';

import { parseBodySearch } from '../searchParams';
import { BODY_COLUMNS, bodyCells, SCOPE_COLUMNS, scopeCells } from './csv';
import { bodyDownloads, bodyItem, isBodyExportFormat, scopeItems } from './dataset';
import { bodyFromDoc } from './importer';
import { matchingRecords } from './queries';

/**
 * Any search of the directory as a download, streamed: `format=csv` (the bodies, in the import's
 * columns so a file can be edited and imported back), `format=scopes-csv` (their scopes, the
 * import's second file), `format=json` (with each body's status today) or `format=scopes-json`
 * (the scope items, each with its body's accreditation number). The same conditions
 * as the search page; at most MAX_DOWNLOAD_ROWS bodies; malformed conditions answer 400 in the
 * visitor's language.
 */
export function bodiesExport(locale: Locale) {
  return async function GET(request: Request): Promise<Response> {
    const params = new URL(request.url).searchParams;
    const format = params.get('format') ?? 'csv';
    const parsed = parseBodySearch((name) => params.get(name));
    if (!parsed.ok || !isBodyExportFormat(format)) {
      const t = await getTranslations({ locale, namespace: 'common' });
      return new Response(`${t('download.refused')}\n`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    const stamp = todayInJapan();
    const bodies = async function* () {
      for await (const docs of matchingRecords({ ...parsed.search, page: 1 }, MAX_DOWNLOAD_ROWS)) yield docs.map((doc) => bodyFromDoc(doc));
    };
    if (format === 'json') {
      async function* items() {
        for await (const batch of bodies()) yield batch.map((body) => bodyItem(body, stamp));
      }
      return downloadResponse({ format, head: { generatedAt: new Date().toISOString() }, listName: 'bodies', batches: items() }, `accredited-bodies-${stamp}`);
    }
    if (format === 'scopes-json') {
      async function* scopeBatches() {
        for await (const batch of bodies()) yield batch.flatMap(scopeItems);
      }
      return downloadResponse({ format: 'json', head: { generatedAt: new Date().toISOString() }, listName: 'scopes', batches: scopeBatches() }, `accredited-bodies-scopes-${stamp}`);
    }
    const scopes = format === 'scopes-csv';
    async function* rows() {
      for await (const batch of bodies()) yield scopes ? batch.flatMap(scopeCells) : batch.map(bodyCells);
    }
    return downloadResponse({ format: 'csv', header: scopes ? SCOPE_COLUMNS : BODY_COLUMNS, batches: rows() }, `accredited-bodies-${scopes ? 'scopes-' : ''}${stamp}`, {
      describedBy: describedByFor(request, scopes ? bodyDownloads.scopes : bodyDownloads.bodies),
    });
  };
}
