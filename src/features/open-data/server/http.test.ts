import { describe, expect, it } from 'vitest';

import { jsonResponse, linkHeader, preflightResponse, problemResponse, problemTypes } from './http';

describe('the answers of the API', () => {
  it('carry open CORS for reads, nosniff and a short public cache', async () => {
    const response = jsonResponse({ a: 'あ' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ a: 'あ' });
  });

  it('send problems as application/problem+json, never cached when they depend on the moment', async () => {
    const problem = { type: problemTypes.tooManyRequests, title: 't', status: 429, detail: 'd' };
    const response = problemResponse(problem, { headers: { 'retry-after': '7' } });
    expect(response.status).toBe(429);
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('7');
    expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(await response.json()).toEqual(problem);
    expect(problemResponse({ ...problem, status: 404 }).headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answer a CORS preflight for reads only', () => {
    const response = preflightResponse();
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-max-age')).toBe('86400');
  });

  it('link the pages around a page', () => {
    expect(linkHeader({ first: 'https://x/a?page=1', prev: null, next: 'https://x/a?page=3', last: undefined })).toBe(
      '<https://x/a?page=1>; rel="first", <https://x/a?page=3>; rel="next"',
    );
  });
});
