import '#server-only';

import type { Payload } from 'payload';

import { ADDRESSES, below, csvDescriptionOf } from '@/i18n/addresses';
import type { AccreditedBody } from '@/payload-types';
import { type DatasetDownload, type DatasetSource, describeImportColumns } from '@/platform/csv/describe';

import { type BodySearch, parseBodySearch } from '../searchParams';
import { deriveStatus } from '../status';
import type { AccreditedBodyInput } from '../types';
import { BODY_COLUMNS, BODY_FILE, bodyCells, SCOPE_COLUMNS, SCOPE_FILE, scopeCells } from './csv';
import { bodyFromDoc } from './importer';
import { matchingBodies } from './searchIndex';

/**
 * The directory as open data: what its downloads hold (the CSV's columns, each JSON item) and the
 * whole directory read in batches. The download (./export.ts) and the daily snapshot
 * (features/open-data, through cms.ts) both use these, so a snapshot is the download of its day.
 * Payload is passed in: nothing here reaches the site's CMS client.
 */

const formats = ['csv', 'scopes-csv', 'json', 'scopes-json'] as const;
export type BodyExportFormat = (typeof formats)[number];
export const isBodyExportFormat = (value: string): value is BodyExportFormat => (formats as readonly string[]).includes(value);

/** The whole directory, bodies whose accreditation ended included, in one format. */
const exportAddress = (format: BodyExportFormat) => `${below(ADDRESSES.accreditedBodies, 'export')}?format=${format}&status=all`;

/**
 * The whole directory's downloads, as the open-data catalogue (features/open-data) lists them:
 * every body (current or not) and the scopes, each as CSV (the columns below, the ones the export
 * writes) and as JSON. A body is named by its accreditation number, a scope item by its body and
 * its code.
 */
export const bodyDownloads = {
  bodies: { csv: exportAddress('csv'), json: exportAddress('json'), description: csvDescriptionOf('accredited-bodies'), header: BODY_COLUMNS, columns: describeImportColumns(BODY_FILE), primaryKey: ['accreditation_number'] },
  scopes: {
    csv: exportAddress('scopes-csv'),
    json: exportAddress('scopes-json'),
    description: csvDescriptionOf('accreditation-scopes'),
    header: SCOPE_COLUMNS,
    columns: describeImportColumns(SCOPE_FILE),
    primaryKey: ['accreditation_number', 'code'],
  },
} as const satisfies Record<string, DatasetDownload>;

/** A body as the JSON download gives it: the imported record, with its status on the day. */
export const bodyItem = (body: AccreditedBodyInput, today: string) => ({ ...body, status: deriveStatus(body, today) });

/** A body's scope items as the JSON download gives them, each with its body's accreditation number. */
export const scopeItems = (body: AccreditedBodyInput) => body.scopes.map((scope) => ({ accreditationNumber: body.accreditationNumber, ...scope }));

/**
 * Every body matching a search, in the search's order, `batch` records at a time under the
 * visitor's access rules, at most `max`: the ids from the kept index (./searchIndex.ts), the
 * records read fresh.
 */
export async function* directoryRecords(payload: Payload, search: BodySearch, max: number, batch = 500): AsyncGenerator<AccreditedBody[]> {
  const ids = (await matchingBodies(payload, search)).slice(0, max).map((item) => item.id);
  for (let from = 0; from < ids.length; from += batch) {
    const chunk = ids.slice(from, from + batch);
    const { docs } = await payload.find({ collection: 'accredited-bodies', where: { id: { in: chunk } }, pagination: false, depth: 0, overrideAccess: false });
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    yield chunk.map((id) => byId.get(id)).filter((doc) => doc !== undefined);
  }
}

/** The whole directory as the download of `status=all` reads it: every body, in the directory's order. */
async function* wholeDirectory(payload: Payload) {
  const everyBody = parseBodySearch((name) => (name === 'status' ? 'all' : null)).search;
  for await (const docs of directoryRecords(payload, everyBody, Number.MAX_SAFE_INTEGER)) yield docs.map((doc) => bodyFromDoc(doc));
}

/** The directory's two datasets, whole, for the daily snapshots: the bodies, and their scope items. */
export const directorySources = {
  bodies: {
    header: BODY_COLUMNS,
    batches: async function* (payload, today) {
      for await (const bodies of wholeDirectory(payload)) yield { rows: bodies.map(bodyCells), items: bodies.map((body) => bodyItem(body, today)) };
    },
  },
  scopes: {
    header: SCOPE_COLUMNS,
    batches: async function* (payload) {
      for await (const bodies of wholeDirectory(payload)) yield { rows: bodies.flatMap(scopeCells), items: bodies.flatMap(scopeItems) };
    },
  },
} as const satisfies Record<string, DatasetSource>;
