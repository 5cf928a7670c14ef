// CMS entry of the document revision notices: the collection and its sample notices.
import type { FeatureCms } from '@/platform/features';

import { DocumentRevisions } from './payload/collection';
import { seedRevisions } from './sample/seed';

export { DocumentRevisions } from './payload/collection';
export { seedRevisions } from './sample/seed';

/** Its sample notices name sample documents: seeded after `documents`. */
export const cms: FeatureCms = { collections: [DocumentRevisions], translated: ['document-revisions'], seed: seedRevisions };
