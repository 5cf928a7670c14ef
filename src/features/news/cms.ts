// CMS entry of the news: the collection staff edit and the sample items.
import type { FeatureCms } from '@/platform/features';

import { News } from './payload/collection';
import { seedNews } from './sample/seed';

export { News } from './payload/collection';
export { seedNews } from './sample/seed';

export const cms: FeatureCms = { collections: [News], translated: ['news'], seed: seedNews };
