// CMS entry of the site tree: the global staff edit, and the default tree a new database gets.
import type { FeatureCms } from '@/platform/features';

import { Navigation } from './payload/global';
import { seedNavigation } from './sample/seed';

export { MENU_ROW_LABEL, Navigation } from './payload/global';
export { seedNavigation } from './sample/seed';

/**
 * The site tree staff edit. Its sample links the sample pages, so it is written only in the run
 * that wrote them (never over a site whose pages were already there), and after them.
 */
export const cms: FeatureCms = {
  globals: [Navigation],
  seed: async (payload, seeded) => {
    if (!seeded.has('cms-pages')) return 0;
    await seedNavigation(payload);
    return 1;
  },
};
