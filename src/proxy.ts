import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';

import { parseSiteSearchParams } from './features/site-search/params';
import { defaultLocale, locales } from './i18n/routing';
import { routing } from './i18n/routing';
import { unsupportedLocaleRedirect } from './i18n/unsupportedLocale';

const intl = createMiddleware(routing);

/** Pages whose query string is validated here, so malformed input is answered with a 400. */
const validators: Record<string, (params: URLSearchParams) => boolean> = {
  '/search': (params) => parseSiteSearchParams((name) => params.get(name)).ok,
};

function localeAndPath(pathname: string): { locale: string; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (first && first !== defaultLocale && (locales as readonly string[]).includes(first)) {
    return { locale: first, path: '/' + rest.join('/') };
  }
  return { locale: defaultLocale, path: pathname };
}

export default function proxy(request: NextRequest) {
  const target = unsupportedLocaleRedirect(request.nextUrl.pathname);
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    return NextResponse.redirect(url, 308);
  }
  const { locale, path } = localeAndPath(request.nextUrl.pathname);
  const validate = validators[path.replace(/\/$/, '') || '/'];
  if (validate && !validate(request.nextUrl.searchParams)) {
    // The page renders the same validation message; only the status differs.
    const url = request.nextUrl.clone();
    url.pathname = `/${locale}${path}`;
    return NextResponse.rewrite(url, { status: 400 });
  }
  return intl(request);
}

export const config = {
  // Never touch Payload (/admin, /api), Next internals or files with an extension.
  matcher: ['/((?!admin|api|_next|_vercel|.*\\..*).*)'],
};
