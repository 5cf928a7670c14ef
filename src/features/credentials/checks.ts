// Request checks for the proxy: one address, every form (docs/decisions/0032). A program that asks
// /verify/{number} or a body's page for JSON-LD, a credential or a signed answer is given that
// form from the credentials' own addresses; a browser, asking for HTML, is given the page.
import { ADDRESSES, MACHINE_ADDRESSES } from '@/i18n/addresses';
import type { FeatureChecks } from '@/platform/features';

import { CHECK_PROBLEMS } from './checkProblems';

/** The forms a negotiated address answers in, each with the media types that ask for it. */
const FORMS = [
  { form: 'html', types: ['text/html', 'application/xhtml+xml'] },
  { form: 'jsonld', types: ['application/ld+json', 'application/json'] },
  { form: 'vc', types: ['application/vc+jwt', 'application/vc'] },
  { form: 'jose', types: ['application/jose', 'application/jwt'] },
] as const;

export type Form = (typeof FORMS)[number]['form'];

/**
 * The form an Accept header prefers (RFC 9110, 12.5.1): each offered type gets the quality of the
 * most specific range that names it (`type/subtype`, then `type/*`, then `* /*`); the highest wins,
 * and a tie goes to the page, then in the order above. No Accept, or none that names a form: HTML.
 */
export function preferredForm(accept: string | null | undefined): Form {
  if (!accept) return 'html';
  const ranges = accept.split(',').flatMap((part) => {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    return range && Number.isFinite(quality) ? [{ range: range.trim(), quality }] : [];
  });
  const qualityOf = (type: string) => {
    const [major] = type.split('/');
    const exact = ranges.find((r) => r.range === type) ?? ranges.find((r) => r.range === `${major}/*`) ?? ranges.find((r) => r.range === '*/*');
    return exact?.quality ?? 0;
  };
  let best: { form: Form; quality: number } = { form: 'html', quality: 0 };
  for (const { form, types } of FORMS) {
    const quality = Math.max(...types.map(qualityOf));
    if (quality > best.quality) best = { form, quality };
  }
  return best.quality > 0 ? best.form : 'html';
}

/** The one segment after an address (a check at its number), or null when the path is not exactly that. */
function itemBelow(path: string, address: string): string | null {
  if (!path.startsWith(`${address}/`)) return null;
  const rest = path.slice(address.length + 1);
  return rest && !rest.includes('/') ? rest : null;
}

/** Addresses below the directory that are not a body's page. */
const NOT_A_BODY = new Set(['export']);

/** The last segment of a machine address that names its form: the JSON-LD, or a credential asked of a check (406 for a certificate). */
export const JSON_LD_FORM = 'jsonld';
export const CHECKED_FORM = 'checked';

/**
 * Where a request for another form of a page is answered: a path to rewrite to, or undefined for
 * the page itself. `path` is without `/en`; the machine forms have no language. The form is in the
 * path, since a rewrite keeps the request's own query string (which carries the day, `on`).
 */
export function negotiatedTarget(path: string, accept: string | null | undefined): string | undefined {
  const form = preferredForm(accept);
  if (form === 'html') return undefined;
  const number = itemBelow(path, ADDRESSES.verify);
  if (number !== null && `${ADDRESSES.verify}/${number}` !== ADDRESSES.documentCheck && `${ADDRESSES.verify}/${number}` !== ADDRESSES.bulkCheck) {
    if (form === 'vc') return `${MACHINE_ADDRESSES.credentials}/${number}/${CHECKED_FORM}`;
    if (form === 'jsonld') return `${MACHINE_ADDRESSES.answers}/${number}/${JSON_LD_FORM}`;
    return `${MACHINE_ADDRESSES.answers}/${number}`;
  }
  const body = itemBelow(path, ADDRESSES.accreditedBodies);
  if (body !== null && !NOT_A_BODY.has(body)) {
    if (form === 'vc') return `${MACHINE_ADDRESSES.credentials}/${body}`;
    if (form === 'jsonld') return `${MACHINE_ADDRESSES.credentials}/${body}/${JSON_LD_FORM}`;
    return `${MACHINE_ADDRESSES.answers}/${body}`;
  }
  return undefined;
}

export const checks: FeatureChecks = {
  // The form again with a refusal: answered 400, with the reason on the page.
  queries: { [ADDRESSES.documentCheck]: (params) => !(CHECK_PROBLEMS as readonly string[]).includes(params.get('problem') ?? '') },
  negotiate: negotiatedTarget,
  negotiatedMatcher: [`${ADDRESSES.verify}/:number`, `${ADDRESSES.accreditedBodies}/:number`],
};
