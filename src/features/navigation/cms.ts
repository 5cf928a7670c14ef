// CMS entry of the site tree: the global staff edit, and the default tree a new database gets.
import type { FeatureCms } from '@/platform/features';

import { Navigation } from './payload/global';
import { seedNavigation } from './sample/seed';

export { MENU_ROW_LABEL, Navigation } from './payload/global';
export { seedNavigation } from './sample/seed';

/** The site tree staff edit; its sample links the sample pages, so it is seeded after them, and only while the tree is empty. */
export const cms: FeatureCms = {
  globals: [Navigation],
  seed: async (payload) => {
    const current = await payload.findGlobal({ slug: 'navigation', depth: 0 });
    if (current.columns?.length) return 0;
    await seedNavigation(payload);
    return 1;
  },
};
