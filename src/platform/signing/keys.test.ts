import type { JWK } from 'jose';
import { describe, expect, it } from 'vitest';

import { keyListWithNewKey, signingKeyProblems } from './keys';

describe('a new value for CREDENTIAL_SIGNING_KEYS (npm run signing-keys)', () => {
  it('holds a first key that can sign, and nothing else', async () => {
    const list = await keyListWithNewKey();
    const keys = JSON.parse(list) as JWK[];
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256' });
    expect(keys[0]!.d).toBeTruthy();
    expect(signingKeyProblems(list)).toEqual([]);
  });

  it('on rotation, puts a new key first and keeps each earlier key as its public part only', async () => {
    const before = await keyListWithNewKey();
    const after = JSON.parse(await keyListWithNewKey(before)) as JWK[];
    const [old] = JSON.parse(before) as JWK[];
    expect(after).toHaveLength(2);
    expect(after[0]!.d).toBeTruthy();
    expect(after[0]!.x).not.toBe(old!.x);
    expect(after[1]).toEqual({ kty: 'EC', crv: 'P-256', x: old!.x, y: old!.y });
    expect(signingKeyProblems(JSON.stringify(after))).toEqual([]);
  });

  it('refuses to rotate keys that are not valid, saying why', async () => {
    await expect(keyListWithNewKey('[{"kty":"RSA"}]')).rejects.toThrow('not an EC key on P-256');
    await expect(keyListWithNewKey('not json')).rejects.toThrow('not valid JSON');
  });
});
