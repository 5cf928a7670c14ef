// The directory of accredited conformity assessment bodies: search, one page per body, the
// certificate check and the download of any search.
// The search page itself is rendered by the Pages Router, through htmlOnly.ts and htmlOnly.server.ts.
import { ADDRESSES } from '@/i18n/addresses';
import type { FeatureSite } from '@/platform/features';

import { bodySitemapPages, directoryUpdatedAt } from './server/queries';

export { bodiesRoutes } from './views/routes';
export { badgeRoute } from './badge/route';
export { certificateRoute } from './certificate/route';
export { classificationLabel } from './classifications';
export { bodyName, location, statusOf } from './present';
export { bodiesExport } from './server/export';
export { bodyDownloads } from './server/dataset';
export { bodyByNumber, bodySitemapPages, directoryUpdatedAt, searchBodyRecords } from './server/queries';
export type { AccreditationStatus } from './status';
// Request checks for the proxy: a malformed search answers 400 before rendering.
export { MAX_PAGE, MAX_TEXT, parseBodySearch, type BodySearchProblem } from './searchParams';

const BODIES_SITEMAP = 'bodies.xml';

/** The search in the sitemap's pages file; every body's page in a file of its own. */
export const site: FeatureSite = {
  sitemap: async () => [{ path: ADDRESSES.accreditedBodies, english: true }],
  sitemapFiles: {
    list: async () => [{ name: BODIES_SITEMAP, lastmod: (await directoryUpdatedAt()) ?? undefined }],
    pages: async (name) =>
      name === BODIES_SITEMAP
        ? (async function* () {
            yield await bodySitemapPages();
          })()
        : null,
  },
};
