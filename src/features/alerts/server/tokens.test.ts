import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { nextDigestAt } from './events';
import { readToken, signToken } from './tokens';

describe('the signed links of the alert mails', () => {
  const secret = process.env.PAYLOAD_SECRET;
  beforeEach(() => (process.env.PAYLOAD_SECRET = 'unit-test-secret'));
  afterEach(() => (process.env.PAYLOAD_SECRET = secret));

  it('read back what they were signed with, and name no address', () => {
    const manage = signToken({ purpose: 'manage', address: 'abcDEF123_-' });
    expect(readToken(manage)).toEqual({ purpose: 'manage', address: 'abcDEF123_-' });
    expect(manage).not.toContain('@');
    const confirm = { purpose: 'confirm', address: 'a1', request: 'r1', nonce: 'n1', expires: Date.now() + 1000 } as const;
    expect(readToken(signToken(confirm))).toEqual(confirm);
  });

  it('are refused when changed, when made for another purpose, when signed with another secret, or when a confirmation has expired', () => {
    const manage = signToken({ purpose: 'manage', address: 'abc' });
    expect(readToken(manage.replace('abc', 'abd'))).toBeNull();
    // The same fields signed as an unsubscribe link are not a manage link, and the other way round.
    expect(readToken(manage.replace(/^m\./, 'u.'))).toBeNull();
    const expiring = signToken({ purpose: 'confirm', address: 'a', request: 'r', nonce: 'n', expires: 1_000 });
    expect(readToken(expiring, 999)).not.toBeNull();
    expect(readToken(expiring, 1_001)).toBeNull();
    process.env.PAYLOAD_SECRET = 'another-secret';
    expect(readToken(manage)).toBeNull();
    for (const junk of ['', 'm', 'm.abc', 'x'.repeat(400), 'm.a b.c', null, 42]) expect(readToken(junk)).toBeNull();
  });
});

describe('the daily digest', () => {
  it('goes at the next 08:00 in Japan', () => {
    // 07:59 in Japan: the same morning; 08:00 and later: the next.
    expect(nextDigestAt(new Date('2026-12-06T22:59:00Z')).toISOString()).toBe('2026-12-06T23:00:00.000Z');
    expect(nextDigestAt(new Date('2026-12-06T23:00:00Z')).toISOString()).toBe('2026-12-07T23:00:00.000Z');
    expect(nextDigestAt(new Date('2026-12-07T03:00:00Z')).toISOString()).toBe('2026-12-07T23:00:00.000Z');
  });
});
