// CMS entry of the calls for public comment: the collection and its sample calls.
import type { FeatureCms } from '@/platform/features';

import { PublicComments } from './payload/collection';
import { seedPublicComments } from './sample/seed';

export { PublicComments } from './payload/collection';
export { seedPublicComments } from './sample/seed';

export const cms: FeatureCms = { collections: [PublicComments], translated: ['public-comments'], seed: seedPublicComments };
