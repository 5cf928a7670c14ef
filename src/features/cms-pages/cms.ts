// CMS entry of the pages: the collection (with its blocks) and the sample pages.
import { seoPlugin } from '@payloadcms/plugin-seo';

import type { FeatureCms } from '@/platform/features';

import { Pages } from './payload/collection';
import { pageSeoFields } from './payload/seo';
import { seedCmsPages } from './sample/seed';

export { Pages } from './payload/collection';
export { seedCmsPages, seedPages } from './sample/seed';
export { pageSeoFields } from './payload/seo';

/** The pages staff write, with their SEO fields, and the sample pages (made only while there are none). */
export const cms: FeatureCms = {
  collections: [Pages],
  plugins: [
    // Our overview, title, description and preview: checks that fit Japanese, and the search
    // result in both languages (payload/seo.ts). An empty SEO title is the page's title.
    seoPlugin({ collections: ['pages'], uploadsCollection: 'media', fields: pageSeoFields, tabbedUI: false }),
  ],
  translated: ['pages'],
  seed: async (payload) => {
    const { seeded, pages } = await seedCmsPages(payload);
    return seeded ? pages : 0;
  },
};
