// Request checks for the proxy: which posts reach a form, and whether they may.
import { ADDRESSES } from '@/i18n/addresses';
import type { FeatureChecks } from '@/platform/features';

export { formForPath, plainPostIsValid, type Rejection } from './guard';
export { forms } from './registry';

/** The proxy runs for every step of both forms: their posts are checked there. */
export const checks: FeatureChecks = { matcher: [`${ADDRESSES.inquiry}/:path*`, `${ADDRESSES.complaint}/:path*`] };
