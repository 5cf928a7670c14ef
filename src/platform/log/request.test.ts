import { describe, expect, it } from 'vitest';

import { accessLine, currentRequestId, requestIdOf, runWithRequest } from './request';

describe('request ids', () => {
  it("take a trusted balancer's id, and never a visitor's", () => {
    expect(requestIdOf('0123456789abcdef0123456789abcdef', true)).toBe('0123456789abcdef0123456789abcdef');
    // Straight from a client (no trusted proxy), whatever it says, the server makes its own.
    expect(requestIdOf('0123456789abcdef0123456789abcdef', false)).not.toBe('0123456789abcdef0123456789abcdef');
    // From the balancer, but not an id: a line break or markup would write into the logs.
    for (const bad of ['abc\ninjected', '<script>alert(1)</script>', 'short', 'x'.repeat(200)]) {
      const id = requestIdOf(bad, true);
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('follow the request through everything it awaits, and nothing else', async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await runWithRequest({ id: 'request-one-id' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return currentRequestId();
    });
    expect(seen).toBe('request-one-id');
    expect(currentRequestId()).toBeUndefined();
  });

  it('log one request as one JSON line with its id', () => {
    const line = accessLine({ id: 'abc12345', method: 'GET', path: '/news', status: 200, ms: 12.345, client: '192.0.2.1' });
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toMatchObject({ level: 'info', msg: 'request', requestId: 'abc12345', method: 'GET', path: '/news', status: 200, ms: 12.3, client: '192.0.2.1' });
  });
});
