import '#server-only';

import { getTranslations } from '@/i18n/server';
import type { Locale } from '@/i18n/routing';

/**
 * How the credentials' addresses answer: machine forms with their media types, and problems
 * (RFC 9457) in the language asked with `lang` (Japanese by default, as the site is), so a person
 * reading a refusal in a terminal understands it.
 */
export const VC_JWT = 'application/vc+jwt';
export const JSON_LD = 'application/ld+json';
export const JOSE = 'application/jose';

/** Every machine form varies by Accept at the negotiated addresses; a minute in any cache, as the pages. */
export const SHARED = 'public, max-age=60';
const NO_STORE = 'no-store';

export const langOf = (url: URL): Locale => (url.searchParams.get('lang') === 'en' ? 'en' : 'ja');

export function body(text: string, type: string, init: { cache?: string; status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(text, {
    status: init.status ?? 200,
    headers: { 'content-type': type, 'cache-control': init.cache ?? SHARED, vary: 'Accept', 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff', ...init.headers },
  });
}

export const json = (value: unknown, type = 'application/json', init: Parameters<typeof body>[2] = {}) => body(JSON.stringify(value, null, 2), `${type}; charset=utf-8`, init);

export type ProblemKey = 'notFound' | 'notAccreditation' | 'badDay' | 'badPurpose' | 'bulkNotFound' | 'failed';

/** A refusal in the caller's language: what was wrong and what to do instead. */
export async function problem(lang: Locale, key: ProblemKey, status: number, values: Record<string, string> = {}): Promise<Response> {
  const t = await getTranslations({ locale: lang, namespace: 'credentials' });
  return json({ type: 'about:blank', title: t(`problems.${key}.title`), status, detail: t(`problems.${key}.detail`, values) }, 'application/problem+json', {
    status,
    cache: status >= 500 ? NO_STORE : SHARED,
  });
}
