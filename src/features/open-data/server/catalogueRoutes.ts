import { siteUrl } from '@/platform/env';

import { csvMetadata, CSVW_MEDIA_TYPE } from './csvw';
import { datasetOfMetadataFile } from './datasets';
import { catalogue, JSONLD_MEDIA_TYPE } from './dcat';
import { lastChanges } from './lastChanges';
import { latestOfEachDataset } from './snapshots/latest';

/** Open data, read by anyone from any site: CORS open for reads, the type as labelled. */
const common = { 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff' };

/** An HTML 404: the site's server answers it with the page not found of the address's language. */
const notFound = () =>
  new Response('<!DOCTYPE html><title>Not Found</title>', { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * GET /data/catalog.jsonld: the DCAT catalogue, with each dataset's last change and latest daily
 * snapshot read now. Kept five minutes by browsers and caches: a harvester reads it far less often
 * than that, and a change shows in the data itself at once.
 */
export async function catalogueRoute(): Promise<Response> {
  const [changes, snapshots] = await Promise.all([lastChanges(), latestOfEachDataset()]);
  const body = catalogue(siteUrl(), changes, snapshots);
  return new Response(JSON.stringify(body, null, 2), {
    headers: { ...common, 'content-type': JSONLD_MEDIA_TYPE, 'cache-control': 'public, max-age=300' },
  });
}

type Context = { params: Promise<{ file: string }> };

/**
 * GET /data/{dataset}.csv-metadata.json: a CSV's CSV on the Web description. It changes only with
 * the site's code (and its address), so it is kept an hour; any other name under /data is not found.
 */
export async function dataFileRoute(_request: Request, { params }: Context): Promise<Response> {
  const dataset = datasetOfMetadataFile((await params).file);
  if (!dataset) return notFound();
  return new Response(JSON.stringify(csvMetadata(dataset, siteUrl()), null, 2), {
    headers: { ...common, 'content-type': CSVW_MEDIA_TYPE, 'cache-control': 'public, max-age=3600' },
  });
}
