import { after } from 'next/server';

import { localizedHref, type Locale } from '@/i18n/routing';
import { getPayloadClient } from '@/platform/cms/client';
import { requestClientAddress } from '@/platform/http/clientAddress';
import { crossSite } from '@/platform/http/origin';
import { allowances, take } from '@/platform/http/rateLimit';

import { ALERTS_PATH, CONFIRM_PATH, MANAGE_PATH, REQUESTED_PATH } from '../paths';
import { isFrequency, isRequestKind, keyFits } from '../subjects';
import { deliverAlerts } from './deliver';
import { resolveSubjects } from './subjects';
import { addressOf, alertAddress, changeSubscription, confirmRequest, eraseAddress, requestAlerts } from './subscribe';
import { readToken, signToken } from './tokens';

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
const plain = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

const field = (form: FormData, name: string, max = 400) => String(form.get(name) ?? '').slice(0, max);

/** Sends what is due right after the answer (a confirmation mail within seconds); the servers' timers retry what fails. */
function sendSoon() {
  after(async () => {
    await deliverAlerts(await getPayloadClient()).catch((error: unknown) => console.error('alert delivery failed', error));
  });
}

/**
 * POST /alerts/subscribe: the form. Checked where it acts, whichever address reached it: from the
 * site's own pages only, and so many requests per client (the allowance every server shares).
 * A good request is stored and its confirmation queued; the visitor is sent to the same page
 * whether the address was known, new, or already at its day's confirmations.
 */
export function subscribePost(locale: Locale) {
  return async function POST(request: Request): Promise<Response> {
    if (crossSite(request.headers))
      return plain(403, locale === 'en' ? 'This form can only be sent from this website.' : 'このフォームは、このサイトのページからのみ送信できます。');
    const form = await formOf(request);
    const kind = field(form, 'kind', 20);
    const key = field(form, 'key', 120);
    // Back to the form with what went wrong, and the visitor's choice of frequency (never the address: it stays out of addresses and logs).
    const back = (problem: string) =>
      seeOther(
        `${localizedHref(ALERTS_PATH, locale)}?kind=${encodeURIComponent(kind)}&key=${encodeURIComponent(key)}&problem=${problem}${field(form, 'frequency', 20) === 'daily' ? '&frequency=daily' : ''}`,
      );
    if (!isRequestKind(kind) || !keyFits(kind, key)) return seeOther(localizedHref(ALERTS_PATH, locale));
    const verdict = await take('alertRequests', allowances.alertRequests(), requestClientAddress(request.headers));
    if (!verdict.allowed) return back('rate');
    const address = alertAddress(form.get('email'));
    if (!address) return back('email');
    const frequency = field(form, 'frequency', 20);
    const payload = await getPayloadClient();
    const subjects = await resolveSubjects(payload, kind, key);
    if (!subjects.length) return back('subject');
    try {
      await requestAlerts(payload, { address, locale, frequency: isFrequency(frequency) ? frequency : 'immediate', subjects });
    } catch (error) {
      // Logged without the address the visitor typed (a database error can carry its parameters).
      console.error('alert request not stored:', (error instanceof Error ? error.message : String(error)).replaceAll(address, '(address)').slice(0, 300));
      return back('failed');
    }
    sendSoon();
    return seeOther(localizedHref(REQUESTED_PATH, locale));
  };
}

/**
 * POST /alerts/change: the buttons of the confirmation and manage pages, each with its signed
 * link: confirm a request, switch one alert between immediate and daily, stop one, stop all.
 */
export function changePost(locale: Locale) {
  return async function POST(request: Request): Promise<Response> {
    if (crossSite(request.headers))
      return plain(403, locale === 'en' ? 'This form can only be sent from this website.' : 'このフォームは、このサイトのページからのみ送信できます。');
    const form = await formOf(request);
    const raw = field(form, 't', 300);
    const action = field(form, 'do', 20);
    const token = readToken(raw);
    const payload = await getPayloadClient();
    const manage = (publicId: string, done: string) => seeOther(`${localizedHref(MANAGE_PATH, locale)}?t=${signToken({ purpose: 'manage', address: publicId })}&done=${done}`);
    if (action === 'confirm') {
      if (token?.purpose !== 'confirm') return seeOther(`${localizedHref(CONFIRM_PATH, locale)}?t=`);
      const started = await confirmRequest(payload, token);
      return manage(token.address, started > 0 ? 'confirmed' : 'used');
    }
    if (token?.purpose !== 'manage') return seeOther(`${localizedHref(MANAGE_PATH, locale)}?t=`);
    const address = await addressOf(payload, token.address);
    if (!address) return seeOther(`${localizedHref(MANAGE_PATH, locale)}?t=`);
    if (action === 'stop-all') {
      await eraseAddress(payload, address.id);
      return seeOther(`${localizedHref(MANAGE_PATH, locale)}?done=left`);
    }
    const id = Number(field(form, 'id', 20));
    if (!Number.isSafeInteger(id) || !(action === 'stop' || isFrequency(action))) return manage(token.address, '');
    await changeSubscription(payload, address.id, id, action);
    if (action === 'stop' && !(await addressOf(payload, token.address))) return seeOther(`${localizedHref(MANAGE_PATH, locale)}?done=left`);
    return manage(token.address, action === 'stop' ? 'stopped' : 'changed');
  };
}

/**
 * /alerts/unsubscribe, the address in every mail's `List-Unsubscribe`. A POST (RFC 8058's
 * one-click, sent by the receiving mail system with `List-Unsubscribe=One-Click`, no cookie, from
 * anywhere) stops every alert of the address and erases it; the signed link is the authority.
 * A GET (a person following the link) leads to the page of the address's alerts, where one or
 * all can be stopped: a link alone changes nothing, so a scanner that opens it does no harm.
 */
export function unsubscribeRoutes(locale: Locale) {
  return {
    GET: async (request: Request): Promise<Response> => {
      const token = readToken(new URL(request.url).searchParams.get('t'));
      if (token?.purpose !== 'unsubscribe') return seeOther(`${localizedHref(MANAGE_PATH, locale)}?t=`);
      return seeOther(`${localizedHref(MANAGE_PATH, locale)}?t=${signToken({ purpose: 'manage', address: token.address })}`);
    },
    POST: async (request: Request): Promise<Response> => {
      const token = readToken(new URL(request.url).searchParams.get('t'));
      if (token?.purpose !== 'unsubscribe') return plain(400, locale === 'en' ? 'This link is not valid.' : 'このリンクは無効です。');
      const payload = await getPayloadClient();
      const address = await addressOf(payload, token.address);
      if (address) await eraseAddress(payload, address.id);
      return plain(200, locale === 'en' ? 'You will receive no more alerts at this address.' : 'このアドレスへの通知をすべて停止しました。');
    },
  };
}
