import '#server-only';

import { initI18n, type I18n } from '@payloadcms/translations';
import { generatePayloadCookie, type Payload } from 'payload';

import { getPayloadClient } from '@/platform/cms/client';
import { endSignInTurn } from '@/platform/cms/signInTurns';

export type SignInLanguage = 'ja' | 'en';
export type SignInError = 'invalid' | 'limited';

/**
 * Where a sign-in leads afterwards: an address inside /admin that Payload asked for
 * (`?redirect=/admin/collections/news`), never another site or another part of this one.
 */
export function afterSignIn(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return '/admin';
  if (!/^\/admin(?:[/?#]|$)/.test(value) || /[\\\s]|\/\/|\/\.\.?(?:\/|$)/.test(value) || value.startsWith('/admin/login')) return '/admin';
  return value;
}

/** The admin's language for someone not yet signed in: their choice in /admin if made on this browser, else the browser's. */
export function signInLanguage(cookieHeader: string | null, acceptLanguage: string | null): SignInLanguage {
  const chosen = /(?:^|;\s*)payload-lng=(ja|en)\b/.exec(cookieHeader ?? '')?.[1];
  if (chosen === 'ja' || chosen === 'en') return chosen;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'ja';
}

/** Payload's own words for the sign-in (with the site's overrides), so this page reads as /admin does; made once per language. */
const words = new Map<SignInLanguage, Promise<I18n>>();

export function signInWords(language: SignInLanguage): Promise<I18n> {
  let made = words.get(language);
  if (!made) {
    made = getPayloadClient().then((payload) => initI18n({ config: payload.config.i18n, language, context: 'client' }) as Promise<I18n>);
    words.set(language, made);
  }
  return made;
}

export type SignInOutcome = { ok: true; cookie: string } | { ok: false; error: SignInError };

/**
 * Signs a staff member in through Payload's own login (its hooks count attempts per account and
 * client and give unknown addresses the same work), and makes the session cookie Payload's
 * sign-in would set.
 */
export async function signIn(email: string, password: string, headers: Headers): Promise<SignInOutcome> {
  const payload: Payload = await getPayloadClient();
  if (!email || !password || email.length > 254 || password.length > 1024) return { ok: false, error: 'invalid' };
  // Payload's local API takes this object as the operation's request: its sign-in turn ends with it.
  const req = { headers };
  try {
    const result = await payload.login({ collection: 'users', data: { email, password }, req });
    if (!result.token) return { ok: false, error: 'invalid' };
    const cookie = generatePayloadCookie({ collectionAuthConfig: payload.collections.users.config.auth, cookiePrefix: payload.config.cookiePrefix, token: result.token });
    return { ok: true, cookie };
  } catch (error) {
    const status = (error as { status?: number }).status;
    return { ok: false, error: status === 429 ? 'limited' : 'invalid' };
  } finally {
    endSignInTurn(req);
  }
}
