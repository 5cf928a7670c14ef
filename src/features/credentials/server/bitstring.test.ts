import { gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { bitAt, encodeList, MIN_BITS } from './bitstring';

describe('the status list bitstring', () => {
  it('sets exactly the given positions, the first one the leftmost bit', () => {
    const list = encodeList([0, 9, 131_071]);
    expect(list.startsWith('u')).toBe(true);
    const bytes = gunzipSync(Buffer.from(list.slice(1), 'base64url'));
    expect(bytes.length * 8).toBe(MIN_BITS);
    expect(bytes[0]).toBe(0x80);
    expect(bytes[1]).toBe(0x40);
    expect(bytes.at(-1)).toBe(0x01);
    expect([0, 1, 8, 9, 10, 131_071].map((p) => bitAt(list, p))).toEqual([true, false, false, true, false, true]);
  });

  it('grows by whole 16 KB blocks past the minimum, never shorter', () => {
    expect(gunzipSync(Buffer.from(encodeList([]).slice(1), 'base64url')).length).toBe(MIN_BITS / 8);
    const list = encodeList([MIN_BITS + 5]);
    expect(gunzipSync(Buffer.from(list.slice(1), 'base64url')).length).toBe((2 * MIN_BITS) / 8);
    expect(bitAt(list, MIN_BITS + 5)).toBe(true);
  });

  it('reads nothing from a list that is not one', () => {
    expect(bitAt('zabc', 0)).toBeNull();
    expect(bitAt('u!!!', 0)).toBeNull();
    expect(bitAt(encodeList([]), MIN_BITS)).toBeNull();
  });
});
