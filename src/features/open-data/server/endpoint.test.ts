import { afterEach, describe, expect, it, vi } from 'vitest';

import { endpoint } from './endpoint';
import { jsonResponse } from './http';
import type { Reading } from './params';

// The site's server states the client's address on a header; here each test is its own client.
let client = '192.0.2.1';
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-site-client-address': client }) }));

const context = { params: Promise.resolve({}) };
const get = (handlers: ReturnType<typeof endpoint>, query = '') => handlers.GET(new Request(`http://internal:3000/api/v1/example${query}`), context);

/** An endpoint taking `colour` (red or blue), answering with what it was given. */
const example = endpoint<string>({
  parameters: ['colour'],
  read: (query, t): Reading<string> =>
    ['red', 'blue'].includes(query.get('colour') ?? 'red')
      ? { ok: true, value: query.get('colour') ?? 'red' }
      : { ok: false, invalid: [{ name: 'colour', code: 'colour', reason: t('params.lang') }] },
  answer: async (colour, call) => jsonResponse({ colour, self: call.self.toString(), lang: call.lang }),
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('an endpoint of the API', () => {
  it("answers with its links at the site's public origin and the client's allowance in the headers", async () => {
    client = '192.0.2.10';
    vi.stubEnv('SITE_URL', 'https://site.example');
    vi.stubEnv('OPEN_API_LIMIT', '120');
    vi.stubEnv('OPEN_API_WINDOW_SECONDS', '60');
    const response = await get(example, '?colour=blue&lang=en');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ colour: 'blue', self: 'https://site.example/api/v1/example?colour=blue&lang=en', lang: 'en' });
    expect(response.headers.get('ratelimit-limit')).toBe('120');
    expect(response.headers.get('ratelimit-policy')).toBe('120;w=60');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses every bad parameter in one 400, in Japanese when the language itself is refused', async () => {
    client = '192.0.2.11';
    const response = await get(example, '?colour=green&lang=fr&limit=500');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await response.json()) as { type: string; title: string; status: number; detail: string; invalidParams: { name: string }[] };
    expect(problem).toMatchObject({ type: 'urn:jab:api:problem:invalid-parameters', title: 'リクエストの条件が正しくありません', status: 400, instance: '/api/v1/example' });
    expect(problem.invalidParams.map((p) => p.name)).toEqual(['lang', 'limit', 'colour']);
    expect(problem.detail).toContain('lang は ja または en で指定してください。');
  });

  it('speaks English when asked to', async () => {
    client = '192.0.2.12';
    const problem = (await (await get(example, '?lang=en&size=1000')).json()) as { title: string; detail: string };
    expect(problem.title).toBe("The request's conditions are not valid");
    expect(problem.detail).toContain('The parameter "size" is not used by this API');
  });

  it('refuses a client past its allowance with 429, Retry-After and a problem, not to be cached', async () => {
    client = '192.0.2.13';
    vi.stubEnv('OPEN_API_LIMIT', '2');
    expect((await get(example)).status).toBe(200);
    expect((await get(example, '?colour=green')).status).toBe(400);
    const refused = await get(example, '?lang=en');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/up to 2 answers in 60 seconds/);
    client = '192.0.2.14';
    expect((await get(example)).status).toBe(200);
  });

  it('answers a failure with a bare problem: the error stays in the log', async () => {
    client = '192.0.2.15';
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = endpoint({ parameters: [], answer: async () => Promise.reject(new Error('SQLITE_BUSY: database is locked at /srv/data/site.db')) });
    const response = await get(failing);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/SQLITE|site\.db|at /);
    expect(JSON.parse(text)).toMatchObject({ type: 'urn:jab:api:problem:server-error', status: 500 });
    expect(log).toHaveBeenCalledOnce();
  });

  it('refuses writes with 405 and Allow, and answers the CORS preflight', async () => {
    const response = await example.POST(new Request('http://internal/api/v1/example?lang=en', { method: 'POST', body: '{}' }), context);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(((await response.json()) as { detail: string }).detail).toContain('POST is not allowed');
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) expect((await example[method](new Request('http://internal/api/v1/example', { method }), context)).status).toBe(405);
    const preflight = example.OPTIONS();
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
  });

  it('may take any parameter, and may leave the allowance alone', async () => {
    client = '192.0.2.16';
    vi.stubEnv('OPEN_API_LIMIT', '1');
    const free = endpoint({ parameters: null, counted: false, answer: async () => jsonResponse({}) });
    for (let i = 0; i < 3; i++) {
      const response = await get(free, '?anything=1');
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-limit')).toBeNull();
    }
  });
});
