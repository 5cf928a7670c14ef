import '#server-only';

import { bulkCheckQuestion, lookUp, parseVerifyDay } from '@/features/verification';
import { getPayloadClient } from '@/platform/cms/client';
import { numberFromPath } from '@/platform/query/numberFromPath';
import { didDocument } from '@/platform/signing/did';
import { todayInJapan } from '@/platform/time/japan';

import { signedAnswer } from './answers';
import { issueCredential, issuerName } from './credential';
import { body, JOSE, json, JSON_LD, langOf, problem, VC_JWT } from './http';
import { answerJsonLd } from './jsonld';
import { CHECKED_FORM, JSON_LD_FORM } from '../checks';
import { currentStatusList } from './signedLists';
import { STATUS_PURPOSES, type StatusPurpose } from './statusLists';

type Context<P> = { params: Promise<P> };

/** The site's key failed or the database is away: logged, and a problem without details. */
async function guarded(url: URL, answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    console.error(`credentials: ${url.pathname} failed`, error);
    return problem(langOf(url), 'failed', 503);
  }
}

/** GET /.well-known/did.json: the site's DID document (`did:web`), every key it signs with. */
export async function didRoute(): Promise<Response> {
  return json(await didDocument(), 'application/did+json');
}

/**
 * GET /credentials/{number}: the accreditation's verifiable credential, signed
 * (`application/vc+jwt`). 404 for a number no accreditation has.
 */
export async function credentialRoute(request: Request, { params }: Context<{ number: string }>): Promise<Response> {
  const url = new URL(request.url);
  return guarded(url, async () => {
    const number = numberFromPath((await params).number);
    const issued = number ? await issueCredential(await getPayloadClient(), number) : null;
    if (!issued) return problem(langOf(url), 'notFound', 404, { number: number ?? '' });
    return body(issued.jwt, VC_JWT, { cache: 'no-store' });
  });
}

/**
 * GET /credentials/{number}/jsonld: the same credential unsigned, as JSON-LD (what `Accept:
 * application/ld+json` at a body's page is given); /credentials/{number}/checked: the signed
 * credential asked of a check (`Accept: application/vc+jwt` at /verify/{number}), 406 for a
 * number that is not an accreditation's: a certificate is its certification body's to issue as a
 * credential, not the site's, and the check has other forms (JSON-LD, a signed answer).
 */
export async function credentialFormRoute(request: Request, { params }: Context<{ number: string; form: string }>): Promise<Response> {
  const url = new URL(request.url);
  return guarded(url, async () => {
    const { number: raw, form } = await params;
    const number = numberFromPath(raw);
    if (form !== JSON_LD_FORM && form !== CHECKED_FORM) return problem(langOf(url), 'notFound', 404, { number: number ?? '' });
    const issued = number ? await issueCredential(await getPayloadClient(), number) : null;
    if (!issued) return form === CHECKED_FORM ? problem(langOf(url), 'notAccreditation', 406, { number: number ?? '' }) : problem(langOf(url), 'notFound', 404, { number: number ?? '' });
    return form === JSON_LD_FORM ? json(issued.credential, JSON_LD, { cache: 'no-store' }) : body(issued.jwt, VC_JWT, { cache: 'no-store' });
  });
}

/** GET /credentials/status/{revocation|suspension}: the status list, signed, as it stands now. */
export async function statusListRoute(request: Request, { params }: Context<{ purpose: string }>): Promise<Response> {
  const url = new URL(request.url);
  return guarded(url, async () => {
    const purpose = (await params).purpose;
    if (!STATUS_PURPOSES.includes(purpose as StatusPurpose)) return problem(langOf(url), 'badPurpose', 404, { purpose: purpose.slice(0, 40) });
    const list = await currentStatusList(await getPayloadClient(), purpose as StatusPurpose);
    if (request.headers.get('if-none-match') === list.etag) return new Response(null, { status: 304, headers: { etag: list.etag, 'cache-control': 'public, max-age=60' } });
    return body(list.jwt, VC_JWT, { headers: { etag: list.etag } });
  });
}

/** The day asked (`on`), or today; a day that cannot be read is refused. */
function dayOf(url: URL): { day: string; today: string } | null {
  const today = todayInJapan();
  const asked = parseVerifyDay(url.searchParams.get('on'), today);
  return asked.ok ? { day: asked.day, today } : null;
}

const attachment = (name: string) => ({ 'content-disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"` });

/**
 * GET /credentials/answers/{number}?on=YYYY-MM-DD: the check of one number on a day, signed
 * (`application/jose`, a file to keep with a procurement record). A number that names nothing is
 * signed too: "not found on that day" is an answer.
 */
export async function answerRoute(request: Request, { params }: Context<{ number: string }>): Promise<Response> {
  const url = new URL(request.url);
  return guarded(url, async () => {
    const number = numberFromPath((await params).number);
    const when = dayOf(url);
    if (!number) return problem(langOf(url), 'notFound', 404, { number: '' });
    if (!when) return problem(langOf(url), 'badDay', 400);
    const { jwt } = await signedAnswer({ numbers: [number], ...when });
    return body(jwt, JOSE, { cache: 'no-store', headers: attachment(`verification-${number}-${when.day}.jws`) });
  });
}

/** GET /credentials/answers/{number}/jsonld: what the number names today, as schema.org JSON-LD (`Accept: application/ld+json` at /verify/{number}). */
export async function answerJsonLdRoute(request: Request, { params }: Context<{ number: string }>): Promise<Response> {
  const url = new URL(request.url);
  return guarded(url, async () => {
    const number = numberFromPath((await params).number);
    if (!number) return problem(langOf(url), 'notFound', 404, { number: '' });
    const today = todayInJapan();
    const [lookup] = await lookUp(await getPayloadClient(), [number], today, today);
    return json(answerJsonLd(lookup!, await issuerName()), JSON_LD, { cache: 'no-store' });
  });
}

/** GET /credentials/answers/list/{token}: the answer of a bulk check (up to 1,000 numbers), signed. */
export async function bulkAnswerRoute(request: Request, { params }: Context<{ token: string }>): Promise<Response> {
  const url = new URL(request.url);
  return guarded(url, async () => {
    const question = await bulkCheckQuestion((await params).token);
    if (!question) return problem(langOf(url), 'bulkNotFound', 404);
    const { jwt } = await signedAnswer({ ...question, today: todayInJapan() });
    return body(jwt, JOSE, { cache: 'no-store', headers: { ...attachment(`verification-${question.day}.jws`) } });
  });
}
