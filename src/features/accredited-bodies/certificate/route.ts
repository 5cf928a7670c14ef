import type { Locale } from '@/i18n/routing';
import type { Media } from '@/payload-types';

import { bodyByNumber } from '../server/queries';
import { certificateFile } from './fileName';

/** How long a browser or a cache may keep the way to the file: minutes, so a replaced certificate shows the same hour. */
export const CERTIFICATE_REDIRECT_MAX_AGE_SECONDS = 300;

/** An HTML 404: the site's server answers it with the page not found of the address's language. */
const notFound = () =>
  new Response('<!DOCTYPE html><title>Not Found</title>', { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * GET /certificates/{file} and /en/certificates/{file}: the stable address of a body's current
 * certificate, whatever suffix the file name carries (see fileName.ts). Answers with a redirect
 * to the stored file, so a certificate staff replace is the one served from then on. A language
 * in the name chooses that file alone; otherwise the page's language first, then the other.
 * An unknown number or a body without a file: the site's page not found.
 */
export function certificateRoute(locale: Locale) {
  return async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
    const parsed = certificateFile((await params).file);
    const body = parsed ? await bodyByNumber(parsed.number) : null;
    if (!parsed || !body) return notFound();
    const files = { ja: body.certificateJa, en: body.certificateEn };
    const order: Locale[] = parsed.locale ? [parsed.locale] : locale === 'en' ? ['en', 'ja'] : ['ja', 'en'];
    const file = order.map((l) => files[l]).find((f): f is Media => Boolean(f && typeof f === 'object' && (f as Media).url));
    if (!file) return notFound();
    // The file's own address on this site (with the bucket prefix it may carry), never another origin.
    const target = new URL(file.url!, request.url);
    return new Response(null, {
      status: 302,
      headers: { location: `${target.pathname}${target.search}`, 'cache-control': `public, max-age=${CERTIFICATE_REDIRECT_MAX_AGE_SECONDS}` },
    });
  };
}
