import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The Bitstring Status List's list (W3C, 2025): one bit per position, the first position the
 * leftmost bit of the first byte, GZIP-compressed and written as Multibase base64url (a `u` and
 * base64url without padding). At least 131,072 bits (16 KB), the specification's minimum, so that
 * a list tells nothing by its length about how many credentials the site has issued.
 */
export const MIN_BITS = 131_072;

export function encodeList(setPositions: Iterable<number>, size = MIN_BITS): string {
  let bits = size;
  const positions = [...setPositions];
  for (const p of positions) if (p >= bits) bits = Math.ceil((p + 1) / MIN_BITS) * MIN_BITS;
  const bytes = new Uint8Array(bits / 8);
  for (const p of positions) bytes[p >> 3]! |= 0x80 >> (p & 7);
  return `u${gzipSync(bytes).toString('base64url')}`;
}

/** The bit at `position` of an encoded list (the site's own reading, for /verify/check). */
export function bitAt(encoded: string, position: number): boolean | null {
  if (!encoded.startsWith('u')) return null;
  try {
    const bytes = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
    if (position < 0 || position >= bytes.length * 8) return null;
    return (bytes[position >> 3]! & (0x80 >> (position & 7))) !== 0;
  } catch {
    return null;
  }
}
