// Request checks for the proxy: a request to follow something that names it in no form it can take answers 400.
import { ADDRESSES } from '@/i18n/addresses';
import type { FeatureChecks } from '@/platform/features';

import { alertQueryFits } from './subjects';

export const checks: FeatureChecks = {
  queries: { [ADDRESSES.alerts]: alertQueryFits },
};
