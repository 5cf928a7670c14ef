import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import path from 'node:path';

import { buildEnhancementScript } from './scripts/lib/enhance';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // The e2e run builds into its own folder so it never replaces the developer's build.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // The site's server (src/http-server) compresses pages after it has read their inline scripts for
  // the Content-Security-Policy; it also sets the security headers of every answer.
  compress: false,
  // Metadata (the page <title>) in the first HTML for every client, not streamed after it:
  // screen readers and browsers without JavaScript get the title at once.
  htmlLimitedBots: /.*/,
  // Form posts are small; the proxy refuses larger ones first with a message (FORM_MAX_BODY_BYTES).
  experimental: { serverActions: { bodySizeLimit: '1100kb' }, ...(process.env.PROFILE_BUILD ? { serverMinification: false } : {}) },
  images: { localPatterns: [{ pathname: '/api/media/file/**' }] },
  // The Redis client of the shared rate limits (platform/http/rateLimit.ts) is loaded from
  // node_modules as the site's server loads it, not bundled: one library, one client per process.
  serverExternalPackages: ['redis'],
  // Several app servers share Next's page cache through Redis when REDIS_URL is set (ADR 17): a
  // page published through one is fresh from all. Read when the server starts, so one build runs
  // either way; nothing of the cache is kept in each process's memory then.
  ...(process.env.REDIS_URL ? { cacheHandler: path.resolve('cache-handler.mjs'), cacheMaxMemorySize: 0 } : {}),
  // Japanese lives at the root (app/(ja)), English under /en (app/(en)/en); /ja/... is not an
  // address of its own. No rewrite or proxy runs for static pages (see docs/decisions).
  async redirects() {
    return [
      { source: '/ja', destination: '/', permanent: true },
      { source: '/ja/:path*', destination: '/:path*', permanent: true },
      // The organisations' index is the certified-organisation search; /compatible_organizations/{id} are their pages.
      { source: '/compatible_organizations', destination: '/ms_certifications/list', permanent: false },
      { source: '/en/compatible_organizations', destination: '/en/ms_certifications/list', permanent: false },
    ];
  },
};

const withPayloadConfig = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false });

/**
 * Payload adds colour-scheme client hints (Accept-CH, Critical-CH, Vary) to every route for its
 * admin theme. On public pages they split caches and Critical-CH can make a browser repeat the
 * first request, so they are kept to /admin.
 */
const payloadHeaders = withPayloadConfig.headers;
withPayloadConfig.headers = async () =>
  (payloadHeaders ? await payloadHeaders() : []).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  );

/**
 * The site's one browser script (src/shell/enhance, docs/decisions/0019) is bundled into
 * `public/enhance.js` whenever Next builds, or serves in development, so no build is without it.
 */
export default function config(phase: string) {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) buildEnhancementScript();
  return withPayloadConfig;
}
