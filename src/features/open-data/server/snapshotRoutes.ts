import '#server-only';

import { ADDRESSES } from '@/i18n/addresses';
import { getPayloadClient } from '@/platform/cms/client';
import { siteUrl } from '@/platform/env';

import { DATASETS } from './datasets';
import { problemResponse } from './http';
import { openDataMessages } from './messages';
import { readLang } from './params';
import { notFound, serverError } from './problems';
import { downloadName, GZIP, LATEST, parseSnapshotFile, type SnapshotFormat, snapshotPath, storageKey } from './snapshots/names';
import { latestSnapshots, type SnapshotRecord, snapshotOn } from './snapshots/records';
import { snapshotStore } from './snapshots/store';

/** Open data, read by anyone from any site: CORS open for reads (with the headers a mirror checks), the type as labelled. */
const common = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag, Content-Disposition, Last-Modified',
  'x-content-type-options': 'nosniff',
};

/** A day's file never changes once made: kept a day by browsers and caches, and never asked again within it. */
const DAY_FILE = 'public, max-age=86400, immutable';
/** Where `latest` leads changes once a day: a cache asks again after five minutes. */
const LATEST_REDIRECT = 'public, max-age=300';

type Context = { params: Promise<{ dataset: string; file: string }> };

/** What an address asks for: a known dataset and a file name of a day (or `latest`) and format; null otherwise. */
async function asked({ params }: Context): Promise<{ dataset: string; day: string; format: SnapshotFormat } | null> {
  const { dataset, file } = await params;
  const parsed = parseSnapshotFile(file);
  return parsed && DATASETS.some((d) => d.id === dataset) ? { dataset, ...parsed } : null;
}

/** 404 as a problem, in the language `?lang=` asks (Japanese by default), pointing to the list of files. */
function missing(request: Request): Response {
  const url = new URL(request.url);
  const t = openDataMessages(readLang(url.searchParams).lang);
  return problemResponse(notFound(t, t('details.unknownSnapshot', { list: `${siteUrl()}${ADDRESSES.openDataSnapshots}` }), url.pathname));
}

/** The headers of a day's file, from its record alone: so a HEAD, a 304 and a 200 say the same. */
function fileHeaders(record: SnapshotRecord, format: SnapshotFormat): Record<string, string> {
  return {
    ...common,
    'content-type': GZIP,
    'content-length': String(record[format].bytes),
    'content-disposition': `attachment; filename="${downloadName(record.dataset, record.day, format)}"`,
    'cache-control': DAY_FILE,
    etag: `"${record[format].sha256}"`,
    'last-modified': new Date(record.finishedAt).toUTCString(),
  };
}

/** Whether the client holds this version already (If-None-Match names its ETag, or `*`). */
const held = (request: Request, etag: string) =>
  (request.headers.get('if-none-match') ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');

/**
 * One snapshot address answered: `latest` redirects (302) to the newest day's file; a day's file
 * is served as the gzip file it is (`application/gzip`, to be saved: a browser must not unpack
 * and show 100 MB), with its SHA-256 as ETag; an unknown dataset, day or format is a 404 problem.
 */
async function answer(request: Request, context: Context, withBody: boolean): Promise<Response> {
  const url = new URL(request.url);
  try {
    const file = await asked(context);
    if (!file) return missing(request);
    const payload = await getPayloadClient();
    if (file.day === LATEST) {
      const newest = (await latestSnapshots(payload, [file.dataset]))[file.dataset];
      if (!newest) return missing(request);
      return new Response(null, {
        status: 302,
        headers: { ...common, location: `${siteUrl()}${snapshotPath(file.dataset, newest.day, file.format)}`, 'cache-control': LATEST_REDIRECT },
      });
    }
    const record = await snapshotOn(payload, file.dataset, file.day);
    if (!record) return missing(request);
    const headers = fileHeaders(record, file.format);
    if (held(request, headers.etag!)) {
      const { 'content-length': _length, 'content-type': _type, 'content-disposition': _disposition, ...kept } = headers;
      return new Response(null, { status: 304, headers: kept });
    }
    if (!withBody) return new Response(null, { headers });
    const stored = await snapshotStore().read(storageKey(record, file.format));
    // Deleted between the row and the file (the 90 days just ran out): as if never made.
    if (!stored) return missing(request);
    return new Response(stored.body, { headers: { ...headers, 'content-length': String(stored.size) } });
  } catch (error) {
    console.error(`open data: ${request.method} ${url.pathname} failed`, error);
    return problemResponse(serverError(openDataMessages(readLang(url.searchParams).lang), url.pathname));
  }
}

/** GET /data/snapshots/{dataset}/{day}.csv.gz (or `.ndjson.gz`, or `latest.…`): a daily snapshot's file. */
export const snapshotFileRoute = (request: Request, context: Context) => answer(request, context, true);

/** HEAD of the same: the headers from the record, without opening the file. */
export const snapshotFileHeadRoute = (request: Request, context: Context) => answer(request, context, false);
