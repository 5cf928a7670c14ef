import '#server-only';

import { createHash } from 'node:crypto';

import type { Payload } from 'payload';

import { processWide } from '@/platform/processWide';
import { signCompact } from '@/platform/signing/jws';

import { encodeList } from './bitstring';
import { statusBits, statusListCredential, type StatusPurpose } from './statusLists';

type Signed = { jwt: string; etag: string };

/**
 * A status list as served: read from the register on every request (a few milliseconds for 10^4
 * bodies), and signed again only when its bits changed, so that an unchanged list keeps its
 * signature, its `validFrom` and its ETag, and a change is served the moment it is made.
 */
export async function currentStatusList(payload: Payload, purpose: StatusPurpose): Promise<Signed> {
  const bits = (await statusBits(payload))[purpose];
  const encoded = encodeList(bits);
  const etag = `"${createHash('sha256').update(`${purpose}:${encoded}`).digest('base64url').slice(0, 27)}"`;
  const signed = processWide('signed-status-lists', () => new Map<string, Signed>());
  const known = signed.get(purpose);
  if (known?.etag === etag) return known;
  const made = { jwt: await signCompact(statusListCredential(purpose, bits), { typ: 'vc+jwt', cty: 'vc' }), etag };
  signed.set(purpose, made);
  return made;
}
