// The table of certification counts by scheme, edited by staff as a global.
import { ADDRESSES } from '@/i18n/addresses';
import type { FeatureSite } from '@/platform/features';

export { countsRoutes } from './views/CountsPage';

export const site: FeatureSite = { sitemap: async () => [{ path: ADDRESSES.certificationCounts, english: true }] };
