// CMS entry of the documents and forms: the collection and its sample documents.
import type { FeatureCms } from '@/platform/features';

import { Documents } from './cms/collection';
import { seedDocuments } from './sample/seed';

export { Documents } from './cms/collection';
export { seedDocuments } from './sample/seed';

export const cms: FeatureCms = { collections: [Documents], translated: ['documents'], seed: seedDocuments };
