import type { MetadataRoute } from 'next';

import { siteUrl } from '@/platform/env';

export const dynamic = 'force-dynamic';

/** Both languages of every answer to a query (search results, exports) stay out of search engines; pages and the sitemap do not. */
const answers = ['/search', '/certification_institutions?', '/certification_institutions/export', '/ms_certifications/list?', '/ms_certifications/list/export', '/inquiry/form/', '/complaint_application/'];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/preview', ...answers, ...answers.map((path) => `/en${path}`)] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
