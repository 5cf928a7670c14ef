// CMS entry of the organisation's facts: the global, and the sample values a new database gets.
import type { FeatureCms } from '@/platform/features';

import { Organisation } from './payload/global';
import { seedOrganisation } from './sample/seed';

export { Organisation } from './payload/global';
export { seedOrganisation } from './sample/seed';

export const cms: FeatureCms = { globals: [Organisation], seed: seedOrganisation };
