/** Headers as both Node's request and the Fetch API's Headers can give them. */
export type HeaderReader = { get(name: string): string | null };

/** Node's request headers as a reader. */
export const nodeHeaders = (headers: Record<string, string | string[] | undefined>): HeaderReader => ({
  get: (name) => {
    const value = headers[name.toLowerCase()];
    return typeof value === 'string' ? value : null;
  },
});

/** The site's own origin: SITE_URL's (required in production), or in development the host the browser used. */
export function siteOrigin(headers: HeaderReader): string {
  const site = process.env.SITE_URL;
  return site ? new URL(site).origin : `http://${headers.get('host') ?? 'localhost'}`;
}

/** A post from another site, or from a sandboxed document (`Origin: null`). */
export function crossSite(headers: HeaderReader, ownOrigin = siteOrigin(headers)): boolean {
  const origin = headers.get('origin');
  if (origin !== null) return origin !== ownOrigin;
  // Browsers that send no Origin still say where a request comes from.
  const site = headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin' && site !== 'none';
}
