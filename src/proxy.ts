import { type NextRequest, NextResponse } from 'next/server';

import { parseSiteSearchParams } from './features/site-search/params';

/**
 * Runs only for pages whose query string must be checked before rendering, so malformed input
 * is answered with a 400 and the page's own message. It never runs for static pages: a proxy on
 * every request would halve their throughput.
 */
const validators: Record<string, (params: URLSearchParams) => boolean> = {
  '/search': (params) => parseSiteSearchParams((name) => params.get(name)).ok,
};

export default function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const english = pathname === '/en' || pathname.startsWith('/en/');
  const path = (english ? pathname.slice(3) : pathname).replace(/\/$/, '') || '/';
  const validate = validators[path];
  if (validate && !validate(searchParams)) {
    const url = request.nextUrl.clone();
    return NextResponse.rewrite(url, { status: 400 });
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/search', '/en/search'],
};
