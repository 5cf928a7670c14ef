// Request checks for the proxy: a malformed search answers 400 before rendering.
import { ADDRESSES } from '@/i18n/addresses';
import type { FeatureChecks } from '@/platform/features';

import { parseBodySearch } from './searchParams';
export { parseBodySearch } from './searchParams';

export const checks: FeatureChecks = { queries: { [ADDRESSES.accreditedBodies]: (params) => parseBodySearch((name) => params.get(name)).ok } };
