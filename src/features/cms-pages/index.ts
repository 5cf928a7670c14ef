// Pages staff write in /admin, rendered by one catch-all route in each language.
import type { FeatureSite } from '@/platform/features';
import { fieldOf, textOf } from '@/platform/cms/fieldOf';

import { cmsSitemapPages } from './server/queries';

export { cmsPageRoute } from './views/CmsPage';
export { cmsSitemapPages } from './server/queries';

/** Every published page in the sitemap; site search finds pages in the visitor's language, falling back to Japanese like the page itself. */
export const site: FeatureSite = {
  sitemap: cmsSitemapPages,
  search: [
    {
      collection: 'pages',
      select: { path: true, meta: true },
      fallback: true,
      hit: (doc) => ({ kind: 'page', href: textOf(doc, 'path') ?? '/', description: textOf(fieldOf(doc, 'meta'), 'description'), date: null }),
    },
  ],
};
