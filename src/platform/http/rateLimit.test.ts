import { describe, expect, it } from 'vitest';

import { take } from './rateLimit';

// The counts in this process's memory; tests/int/shared-rate-limits.test.ts counts them in Redis.
delete process.env.REDIS_URL;

describe('allowances per client', () => {
  it('allows so many requests per window, then refuses with the time to wait', async () => {
    const allowance = { points: 3, seconds: 60 };
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await take('test-a', allowance, '203.0.113.1'));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    const refused = verdicts[3]!;
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect((await take('test-a', allowance, '203.0.113.2')).allowed).toBe(true);
  });

  it('counts every address of one IPv6 /64 network as one client', async () => {
    const allowance = { points: 2, seconds: 60 };
    expect((await take('test-b', allowance, '2001:db8:5:6::1')).allowed).toBe(true);
    expect((await take('test-b', allowance, '2001:db8:5:6::2')).allowed).toBe(true);
    expect((await take('test-b', allowance, '2001:db8:5:6:ffff::9')).allowed).toBe(false);
    expect((await take('test-b', allowance, '2001:db8:5:7::1')).allowed).toBe(true);
  });
});
