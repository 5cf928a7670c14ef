import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy, inlineScriptHashes } from './csp';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

describe('the page content security policy', () => {
  it('allows each inline script of the page by its hash, and nothing else inline', () => {
    const html = `<html><head><script src="/_next/static/a.js" async=""></script><script>self.__next_f=self.__next_f||[]</script></head>
      <body><script type="application/ld+json">{"@type":"Organization"}</script><script>self.__next_f.push([1,"x"])</script><script type="module">a()</script><script>self.__next_f.push([1,"x"])</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([hash('self.__next_f=self.__next_f||[]'), hash('self.__next_f.push([1,"x"])'), hash('a()')]);
  });

  it('builds a policy with no unsafe-inline script, no framing, and HTTPS upgrades only when served over HTTPS', () => {
    const policy = contentSecurityPolicy('site', ["'sha256-abc'"], false);
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).not.toContain('unsafe');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy('site', [], true)).toContain('upgrade-insecure-requests');
  });
});
