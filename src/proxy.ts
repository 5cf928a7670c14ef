import { type NextRequest, NextResponse } from 'next/server';

import jaForms from '../messages/ja/forms.json';
import enForms from '../messages/en/forms.json';
import { parseBodySearch } from './features/accredited-bodies/checks';
import { parseCertificateSearch, variantBySlug } from './features/certified-organisations/checks';
import { formForPath, forms, plainPostIsValid, type Rejection } from './features/forms/checks';
import { parseRevisionQuery } from './features/document-revisions/checks';
import { parseDocumentsQuery } from './features/documents/checks';
import { parseNewsQuery } from './features/news/checks';
import { parseCommentsQuery } from './features/public-comments/checks';
import { parsePostingsQuery } from './features/recruitment/checks';
import { parseSiteSearchParams } from './features/site-search/checks';
import { parseVerifyDay } from './features/verification/checks';
import { ADDRESSES } from './i18n/addresses';
import { todayInJapan } from './platform/time/japan';
import { type PlainPage, plainPageHtml } from './platform/http/plainPage';
import { isServerActionPost } from './platform/framework/nextProtocol';

/**
 * Runs only for the pages in `config.matcher`: query strings checked before rendering (400 for
 * malformed input) and form posts guarded. Never for static pages: a proxy on every request
 * would halve their throughput (docs/decisions/0001).
 */

const searchValidators: Record<string, (params: URLSearchParams) => boolean> = {
  [ADDRESSES.siteSearch]: (params) => parseSiteSearchParams((name) => params.get(name)).ok,
  [ADDRESSES.accreditedBodies]: (params) => parseBodySearch((name) => params.get(name)).ok,
  [ADDRESSES.certifiedOrganisations]: (params) => parseCertificateSearch((name) => params.getAll(name)).ok,
  [ADDRESSES.news]: (params) => parseNewsQuery((name) => params.getAll(name)).ok,
  [ADDRESSES.publicComments]: (params) => parseCommentsQuery((name) => params.getAll(name)).ok,
  [ADDRESSES.documentRevisions]: (params) => parseRevisionQuery((name) => params.getAll(name)).ok,
  [ADDRESSES.recruitment]: (params) => parsePostingsQuery((name) => params.getAll(name)).ok,
  [ADDRESSES.documents]: (params) => parseDocumentsQuery((name) => params.getAll(name)).ok,
  [ADDRESSES.forms]: (params) => parseDocumentsQuery((name) => params.getAll(name)).ok,
};

/** The per-standard searches: /ms_certifications/list/9001 … (an unknown standard is left to the 404); the checks at /verify/{number}. */
function variantValidator(path: string): ((params: URLSearchParams) => boolean) | undefined {
  // A check for a day that cannot be read, or has not come: 400, the page says why.
  if (/^\/verify\/[^/]+$/.test(path)) return (params) => parseVerifyDay(params.get('on'), todayInJapan()).ok;
  const match = /^\/ms_certifications\/list\/([^/]+)$/.exec(path);
  const variant = match ? variantBySlug(match[1]!) : undefined;
  return variant ? (params) => parseCertificateSearch((name) => params.getAll(name), variant.scope).ok : undefined;
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
  const validate = searchValidators[path] ?? variantValidator(path);
  if (validate && !validate(searchParams)) return NextResponse.rewrite(request.nextUrl.clone(), { status: 400 });
  return NextResponse.next();
}

export const config = {
  matcher: [
    '/search', // address-literal: Next reads the matcher statically
    '/en/search',
    '/certification_institutions', // address-literal: Next reads the matcher statically
    '/en/certification_institutions',
    '/ms_certifications/list/:path*', // address-literal: Next reads the matcher statically
    '/en/ms_certifications/list/:path*',
    '/verify/:number', // address-literal: Next reads the matcher statically
    '/en/verify/:number',
    // The information lists (not their items, which are static pages).
    // (An optional "en/" group would take the leading slash with it: /news would not match.)
    '/:list(news|public_comments|document_revision|recruit)',
    '/en/:list(news|public_comments|document_revision|recruit)',
    '/documents_forms/:tab(documents|forms)',
    '/en/documents_forms/:tab(documents|forms)',
    '/inquiry/form/:path*', // address-literal: Next reads the matcher statically
    '/en/inquiry/form/:path*',
    '/complaint_application/:path*', // address-literal: Next reads the matcher statically
    '/en/complaint_application/:path*',
  ],
};
