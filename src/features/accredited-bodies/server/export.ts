import { getTranslations } from '@/i18n/server';

import { ADDRESSES, below } from '@/i18n/addresses';
import type { Locale } from '@/i18n/routing';
import { type DatasetDownload, describeImportColumns } from '@/platform/csv/describe';
import { downloadResponse, MAX_DOWNLOAD_ROWS } from '@/platform/csv/write';
import { todayInJapan } from '@/platform/time/japan';

import { parseBodySearch } from '../searchParams';
import { deriveStatus } from '../status';
import { BODY_COLUMNS, BODY_FILE, bodyCells, SCOPE_COLUMNS, SCOPE_FILE, scopeCells } from './csv';
import { bodyFromDoc } from './importer';
import { matchingRecords } from './queries';

const formats = ['csv', 'scopes-csv', 'json', 'scopes-json'] as const;
type Format = (typeof formats)[number];

/** The whole directory, bodies whose accreditation ended included, in one format. */
const exportAddress = (format: Format) => `${below(ADDRESSES.accreditedBodies, 'export')}?format=${format}&status=all`;

/**
 * The whole directory's downloads, as the open-data catalogue (features/open-data) lists them:
 * every body (current or not) and the scopes, each as CSV (the columns below, the ones this export
 * writes) and as JSON. A body is named by its accreditation number, a scope item by its body and
 * its code.
 */
export const bodyDownloads = {
  bodies: { csv: exportAddress('csv'), json: exportAddress('json'), header: BODY_COLUMNS, columns: describeImportColumns(BODY_FILE), primaryKey: ['accreditation_number'] },
  scopes: {
    csv: exportAddress('scopes-csv'),
    json: exportAddress('scopes-json'),
    header: SCOPE_COLUMNS,
    columns: describeImportColumns(SCOPE_FILE),
    primaryKey: ['accreditation_number', 'code'],
  },
} as const satisfies Record<string, DatasetDownload>;

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
    const format = (params.get('format') ?? 'csv') as Format;
    const parsed = parseBodySearch((name) => params.get(name));
    if (!parsed.ok || !formats.includes(format)) {
      const t = await getTranslations({ locale, namespace: 'common' });
      return new Response(`${t('download.refused')}\n`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    const stamp = todayInJapan();
    const bodies = async function* () {
      for await (const docs of matchingRecords({ ...parsed.search, page: 1 }, MAX_DOWNLOAD_ROWS)) yield docs.map((doc) => bodyFromDoc(doc));
    };
    if (format === 'json') {
      async function* items() {
        for await (const batch of bodies()) yield batch.map((body) => ({ ...body, status: deriveStatus(body) }));
      }
      return downloadResponse({ format, head: { generatedAt: new Date().toISOString() }, listName: 'bodies', batches: items() }, `accredited-bodies-${stamp}`);
    }
    if (format === 'scopes-json') {
      async function* scopeItems() {
        for await (const batch of bodies()) yield batch.flatMap((body) => body.scopes.map((scope) => ({ accreditationNumber: body.accreditationNumber, ...scope })));
      }
      return downloadResponse({ format: 'json', head: { generatedAt: new Date().toISOString() }, listName: 'scopes', batches: scopeItems() }, `accredited-bodies-scopes-${stamp}`);
    }
    const scopes = format === 'scopes-csv';
    async function* rows() {
      for await (const batch of bodies()) yield scopes ? batch.flatMap(scopeCells) : batch.map(bodyCells);
    }
    return downloadResponse({ format: 'csv', header: scopes ? SCOPE_COLUMNS : BODY_COLUMNS, batches: rows() }, `accredited-bodies-${scopes ? 'scopes-' : ''}${stamp}`);
  };
}
