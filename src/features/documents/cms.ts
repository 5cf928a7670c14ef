// CMS entry of the documents and forms: the collection and its sample documents.
import type { FeatureCms } from '@/platform/features';

import { Documents } from './payload/collection';
import { seedDocuments } from './sample/seed';

export { Documents } from './payload/collection';
export { seedDocuments } from './sample/seed';

export const cms: FeatureCms = { collections: [Documents], translated: ['documents'], seed: seedDocuments };
