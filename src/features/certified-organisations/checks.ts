// Request checks for the proxy: a malformed search answers 400 before rendering.
import { ADDRESSES } from '@/i18n/addresses';
import type { FeatureChecks } from '@/platform/features';

import { variantBySlug } from './model';
import { parseCertificateSearch } from './searchParams';
export { variantBySlug } from './model';
export { parseCertificateSearch } from './searchParams';

/** The search, and the per-standard searches below it (/ms_certifications/list/9001 …; an unknown standard is left to the 404). */
export const checks: FeatureChecks = {
  queries: { [ADDRESSES.certifiedOrganisations]: (params) => parseCertificateSearch((name) => params.getAll(name)).ok },
  matcher: [`${ADDRESSES.certifiedOrganisations}/:path*`],
  below: (path) => {
    const prefix = `${ADDRESSES.certifiedOrganisations}/`;
    const variant = path.startsWith(prefix) && !path.slice(prefix.length).includes('/') ? variantBySlug(path.slice(prefix.length)) : undefined;
    return variant ? (params) => parseCertificateSearch((name) => params.getAll(name), variant.scope).ok : undefined;
  },
};
