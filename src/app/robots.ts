import type { MetadataRoute } from 'next';

import { ADDRESSES } from '@/i18n/addresses';
import { siteUrl } from '@/platform/env';

export const dynamic = 'force-dynamic';

/** Both languages of every answer to a query (search results, exports) stay out of search engines; pages and the sitemap do not. */
const answers = [
  ADDRESSES.siteSearch,
  `${ADDRESSES.accreditedBodies}?`,
  `${ADDRESSES.accreditedBodies}/export`,
  `${ADDRESSES.certifiedOrganisations}?`,
  `${ADDRESSES.certifiedOrganisations}/export`,
  `${ADDRESSES.inquiry}/`,
  `${ADDRESSES.complaint}/`,
];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/preview', ...answers, ...answers.map((path) => `/en${path}`)] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
