// CMS entry of recruitment: the collection and its sample vacancies.
import type { FeatureCms } from '@/platform/features';

import { JobPostings } from './payload/collection';
import { seedPostings } from './sample/seed';

export { JobPostings } from './payload/collection';
export { seedPostings } from './sample/seed';

export const cms: FeatureCms = { collections: [JobPostings], translated: ['job-postings'], seed: seedPostings };
