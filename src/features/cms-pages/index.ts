// Pages staff write in /admin, rendered by one catch-all route in each language.
import type { FeatureSite } from '@/platform/features';
import { fieldOf } from '@/platform/cms/fieldOf';

import { cmsSitemapPages } from './server/queries';

export { cmsPageRoute } from './views/CmsPage';
export { cmsSitemapPages } from './server/queries';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** Every published page in the sitemap; site search finds pages in the visitor's language, falling back to Japanese like the page itself. */
export const site: FeatureSite = {
  sitemap: cmsSitemapPages,
  search: [
    {
      collection: 'pages',
      select: { path: true, meta: true },
      fallback: true,
      hit: (doc) => ({ kind: 'page', href: text(fieldOf(doc, 'path')) ?? '/', description: text(fieldOf(fieldOf(doc, 'meta'), 'description')), date: null }),
    },
  ],
};
