// Request checks for the proxy: a malformed query string is answered with 400 before rendering.
import { ADDRESSES } from '@/i18n/addresses';
import type { FeatureChecks } from '@/platform/features';

import { parseSiteSearchParams } from './params';
export { parseSiteSearchParams } from './params';

export const checks: FeatureChecks = { queries: { [ADDRESSES.siteSearch]: (params) => parseSiteSearchParams((name) => params.get(name)).ok } };
