import { type NextRequest, NextResponse } from 'next/server';

import jaForms from '../messages/ja/forms.json';
import enForms from '../messages/en/forms.json';
import { checksFeatures } from './features/checks.registry';
import { formForPath, forms, plainPostIsValid, type Rejection } from './features/forms/checks';
import { type QueryCheck, VARIES_ON_ACCEPT } from './platform/features';
import { type PlainPage, plainPageHtml } from './platform/http/plainPage';
import { isServerActionPost } from './platform/framework/nextProtocol';

/**
 * Runs only for the pages in `config.matcher`: query strings checked before rendering (400 for
 * malformed input) and form posts guarded. Never for static pages: a proxy on every request
 * would halve their throughput (docs/decisions/0001).
 */

/** Each feature's query checks by address (its checks.ts), and those for addresses below one. */
const queryChecks = new Map<string, QueryCheck>(checksFeatures.flatMap((f) => Object.entries(f.checks.queries ?? {})));
const belowChecks = checksFeatures.flatMap((f) => (f.checks.below ? [f.checks.below] : []));
/** Each feature's other forms of its pages for programs (content negotiation by Accept). */
const negotiators = checksFeatures.flatMap((f) => (f.checks.negotiate ? [f.checks.negotiate] : []));

function queryCheck(path: string): QueryCheck | undefined {
  return queryChecks.get(path) ?? belowChecks.map((below) => below(path)).find(Boolean);
}

const status: Record<Rejection, number> = { origin: 403, rate: 429, size: 413, length: 411, invalid: 400 };

function plainPage(english: boolean, page: Omit<PlainPage, 'lang'>, init: ResponseInit) {
  return new NextResponse(plainPageHtml({ lang: english ? 'en' : 'ja', ...page }), { ...init, headers: { 'content-type': 'text/html; charset=utf-8', ...init.headers } });
}

function rejection(reason: Rejection, english: boolean, formPath: string): NextResponse {
  const m = (english ? enForms : jaForms).rejected;
  return plainPage(
    english,
    { title: m.title, message: m[reason === 'length' ? 'invalid' : reason], href: english ? `/en${formPath}` : formPath, link: m.backToForm },
    { status: status[reason], headers: reason === 'rate' ? { 'retry-after': '600' } : {} },
  );
}

async function guardFormPost(request: NextRequest, path: string, english: boolean): Promise<NextResponse> {
  const kind = formForPath(path)!;
  const formPath = forms[kind].paths.input;
  // Origin, length, size and the rate were checked by the site's server for every post
  // (src/http-server/guard.ts); here the form's own input is checked, to answer 400 with its messages.
  const type = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) return rejection('invalid', english, formPath);
  // With JavaScript, the action answers with its messages; check the plain posts here.
  if (request.headers.has('next-action')) return NextResponse.next();
  let data: FormData;
  try {
    data = await request.clone().formData();
  } catch {
    return rejection('invalid', english, formPath);
  }
  if (plainPostIsValid(kind, data)) return NextResponse.next();
  if (!isServerActionPost(data.keys())) return rejection('invalid', english, formPath);
  // The action still runs and renders the messages; the status says the input was refused.
  return NextResponse.rewrite(request.nextUrl.clone(), { status: 400 });
}

export default async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const english = pathname === '/en' || pathname.startsWith('/en/');
  const path = (english ? pathname.slice(3) : pathname).replace(/\/$/, '') || '/';
  if (request.method === 'POST' && formForPath(path)) return guardFormPost(request, path, english);
  const reading = request.method === 'GET' || request.method === 'HEAD';
  const negotiated = reading ? negotiators.map((n) => n(path, request.headers.get('accept'))).find(Boolean) : undefined;
  if (negotiated) return NextResponse.rewrite(new URL(negotiated, request.url));
  const validate = queryCheck(path);
  if (validate && !validate(searchParams)) return NextResponse.rewrite(request.nextUrl.clone(), { status: 400 });
  const next = NextResponse.next();
  // A page that has other forms for programs (above): caches must keep the forms apart.
  // Next writes the page's own Vary after this: the site's server adds Accept where this marks it (http-server/security.ts).
  if (reading && negotiators.some((n) => n(path, 'application/ld+json'))) next.headers.set(VARIES_ON_ACCEPT, '1');
  return next;
}

export const config = {
  // The matcher: written by `npm run features` from each feature's checks.ts (its queries' addresses and its
  // matcher), in both languages. Next reads it from this file before any import runs.
  matcher: [
    '/certification_institutions', // address-literal: Next reads the matcher before any import
    '/en/certification_institutions',
    '/ms_certifications/list/:path*', // address-literal: Next reads the matcher before any import
    '/en/ms_certifications/list/:path*',
    '/news', // address-literal: Next reads the matcher before any import
    '/en/news',
    '/public_comments', // address-literal: Next reads the matcher before any import
    '/en/public_comments',
    '/documents_forms/documents', // address-literal: Next reads the matcher before any import
    '/en/documents_forms/documents',
    '/documents_forms/forms', // address-literal: Next reads the matcher before any import
    '/en/documents_forms/forms',
    '/document_revision', // address-literal: Next reads the matcher before any import
    '/en/document_revision',
    '/recruit', // address-literal: Next reads the matcher before any import
    '/en/recruit',
    '/verify/:number', // address-literal: Next reads the matcher before any import
    '/en/verify/:number',
    '/inquiry/form/:path*', // address-literal: Next reads the matcher before any import
    '/en/inquiry/form/:path*',
    '/complaint_application/:path*', // address-literal: Next reads the matcher before any import
    '/en/complaint_application/:path*',
    '/alerts', // address-literal: Next reads the matcher before any import
    '/en/alerts',
    '/verify/check', // address-literal: Next reads the matcher before any import
    '/en/verify/check',
    '/search', // address-literal: Next reads the matcher before any import
    '/en/search',
    '/certification_institutions/:number', // address-literal: Next reads the matcher before any import
    '/en/certification_institutions/:number',
  ],
};
