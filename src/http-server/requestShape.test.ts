import type { IncomingMessage } from 'node:http';

import { describe, expect, it } from 'vitest';

import { parameterCount, REQUEST_LIMITS, requestShapeProblem } from './requestShape';

const request = (url: string, { method = 'GET', headers = {} as Record<string, string> } = {}) => {
  const all = { host: 'site.example', ...headers };
  return { url, method, headers: all, rawHeaders: Object.entries(all).flat() } as unknown as IncomingMessage;
};

describe('the shape of a request', () => {
  it('counts query items without splitting them', () => {
    expect(parameterCount('')).toBe(0);
    expect(parameterCount('q=a')).toBe(1);
    expect(parameterCount('a&a&a')).toBe(3);
  });

  it('refuses more query items than any page sends, and takes as many as the limit', () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => `k${i}=v`).join('&');
    expect(requestShapeProblem(request(`/search?${items(REQUEST_LIMITS.parameters)}`))).toBeNull();
    expect(requestShapeProblem(request(`/search?${items(REQUEST_LIMITS.parameters + 1)}`))).toMatchObject({ kind: 'tooManyParameters', status: 414 });
  });

  it('refuses methods the site does not answer, with what it does', () => {
    expect(requestShapeProblem(request('/', { method: 'TRACE' }))).toMatchObject({ status: 405, allow: 'GET, HEAD, POST, OPTIONS' });
    expect(requestShapeProblem(request('/api/v1/verify', { method: 'TRACE' }))).toMatchObject({ status: 405 });
    expect(requestShapeProblem(request('/api/pages/1', { method: 'PATCH' }))).toBeNull();
    expect(requestShapeProblem(request('/about', { method: 'DELETE' }))).toMatchObject({ status: 405 });
  });

  it('reads an absolute-form target on its own host as its path, and refuses one on another host or `*` for anything but OPTIONS', () => {
    const own = request('http://site.example/news/en?x=1');
    expect(requestShapeProblem(own)).toBeNull();
    expect(own.url).toBe('/news/en?x=1');
    expect(requestShapeProblem(request('http://evil.example/news/en'))).toMatchObject({ kind: 'target', status: 400 });
    expect(requestShapeProblem(request('*'))).toMatchObject({ kind: 'target' });
    expect(requestShapeProblem(request('*', { method: 'OPTIONS' }))).toBeNull();
  });

  it("refuses Next's internal headers, too many cookies and long paths", () => {
    expect(requestShapeProblem(request('/', { headers: { 'X-Middleware-Prefetch': '1' } }))).toMatchObject({ kind: 'internalHeader', header: 'x-middleware-prefetch' });
    expect(requestShapeProblem(request('/', { headers: { rsc: '1', 'next-router-state-tree': '%5B%5D' } }))).toBeNull();
    const cookies = Array.from({ length: REQUEST_LIMITS.cookies + 1 }, (_, i) => `c${i}=1`).join('; ');
    expect(requestShapeProblem(request('/', { headers: { cookie: cookies } }))).toMatchObject({ status: 431 });
    expect(requestShapeProblem(request(`/${'a/'.repeat(REQUEST_LIMITS.pathSegments)}`))).toMatchObject({ status: 414 });
    expect(requestShapeProblem(request(`/search?q=${'x'.repeat(REQUEST_LIMITS.addressLength)}`))).toMatchObject({ kind: 'addressTooLong' });
  });
});
