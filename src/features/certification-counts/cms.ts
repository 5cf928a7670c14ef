// CMS entry of the counts table: the global staff edit and its sample figures.
import type { FeatureCms } from '@/platform/features';

import { CertificationCounts } from './payload/global';
import { seedCertificationCounts } from './defaults';

export { CertificationCounts } from './payload/global';
export { seedCertificationCounts } from './defaults';

export const cms: FeatureCms = { globals: [CertificationCounts], seed: seedCertificationCounts };
