// Request checks for the proxy: a check for a day that cannot be read answers 400 before rendering.
import { ADDRESSES } from '@/i18n/addresses';
import type { FeatureChecks } from '@/platform/features';

import { todayInJapan } from '@/platform/time/japan';

import { parseVerifyDay } from './params';
export { parseVerifyDay } from './params';

/** A check at /verify/{number} for a day that cannot be read, or has not come: 400, the page says why. */
export const checks: FeatureChecks = {
  matcher: [`${ADDRESSES.verify}/:number`],
  below: (path) =>
    path.startsWith(`${ADDRESSES.verify}/`) && !path.slice(ADDRESSES.verify.length + 1).includes('/') ? (params) => parseVerifyDay(params.get('on'), todayInJapan()).ok : undefined,
};
