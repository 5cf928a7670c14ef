import '#server-only';

import { compactVerify, CompactSign, decodeProtectedHeader, importJWK, type JWK } from 'jose';

import { SIGNING_ALGORITHM, signingKeys, siteDid, verificationMethodId } from './keys';

/**
 * Compact JWS (RFC 7515) signed with the site's current key: the header names the algorithm, the
 * key as a DID URL (`did:web:{host}#{thumbprint}`) and the document's type, so that any JOSE
 * library can check it against /.well-known/did.json.
 */
export async function signCompact(payload: unknown, header: { typ: string; cty?: string }): Promise<string> {
  const { current } = await signingKeys();
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: verificationMethodId(current.kid), ...header })
    .sign(current.privateKey);
}

export type SignatureCheck =
  | { ok: true; kid: string; retired: boolean; header: Record<string, unknown>; payload: unknown }
  /** `form`: not a compact JWS at all; `key`: signed by a key the site never published; `signature`: the document was changed after signing. */
  | { ok: false; problem: 'form' | 'key' | 'signature' | 'payload'; kid?: string };

const COMPACT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * Whether a compact JWS was signed by one of the site's keys (current or retired) and is unchanged
 * since: the header's `kid` must name a key of this site's DID, and the signature must hold under
 * it. The payload is returned parsed when it is JSON.
 */
export async function checkCompact(text: string): Promise<SignatureCheck> {
  const jws = text.replace(/\s+/g, '');
  if (!COMPACT.test(jws)) return { ok: false, problem: 'form' };
  let header: Record<string, unknown>;
  try {
    header = decodeProtectedHeader(jws) as Record<string, unknown>;
  } catch {
    return { ok: false, problem: 'form' };
  }
  const kidUrl = typeof header.kid === 'string' ? header.kid : '';
  const [did, kid = ''] = kidUrl.split('#');
  const { keys } = await signingKeys();
  const key = did === siteDid() ? keys.find((k) => k.kid === kid) : undefined;
  if (!key || header.alg !== SIGNING_ALGORITHM) return { ok: false, problem: 'key', kid: kidUrl };
  try {
    const { payload } = await compactVerify(jws, await importJWK({ ...(key.jwk as JWK), alg: SIGNING_ALGORITHM }, SIGNING_ALGORITHM), { algorithms: [SIGNING_ALGORITHM] });
    try {
      return { ok: true, kid: key.kid, retired: key.retired, header, payload: JSON.parse(new TextDecoder().decode(payload)) };
    } catch {
      return { ok: false, problem: 'payload', kid: key.kid };
    }
  } catch {
    return { ok: false, problem: 'signature', kid: key.kid };
  }
}
