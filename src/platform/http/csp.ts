import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of a page, built from the page itself: every inline script it
 * carries is allowed by its SHA-256 hash, and no other inline script can run. Next writes the
 * data of React Server Components into inline scripts (`self.__next_f.push(…)`), different on
 * every page; hashes keep prerendered pages prerendered, where per-request nonces would make
 * every page render per request (docs/decisions/0013-security-headers.md).
 */

/** Inline scripts that a browser would run: no `src`, and a JavaScript type (or none). Data blocks (`application/ld+json`) never run. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNS = /^\s*$|^\s*(text|application)\/(java|ecma)script\s*$|^\s*module\s*$/i;

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== null) continue;
    if (!RUNS.test(attribute(attributes, 'type') ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export type PolicyKind = 'site' | 'admin';

/**
 * The site's pages load scripts, styles, fonts and images only from the site; the staff CMS
 * also needs inline styles (its editor sets them as it works) and images from `blob:` (upload
 * previews). Neither may be framed, post a form elsewhere, or change the base address.
 */
export function contentSecurityPolicy(kind: PolicyKind, scriptHashes: readonly string[], https: boolean): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    kind === 'admin' ? ['style-src', "'self'", "'unsafe-inline'"] : ['style-src', "'self'"],
    ['img-src', "'self'", 'data:', ...(kind === 'admin' ? ['blob:'] : [])],
    ['font-src', "'self'", ...(kind === 'admin' ? ['data:'] : [])],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(https ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** For small pages the server writes itself (refusals, unreadable addresses): no script at all, styles only in attributes. */
export const PLAIN_PAGE_POLICY = "default-src 'none'; style-src-attr 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
