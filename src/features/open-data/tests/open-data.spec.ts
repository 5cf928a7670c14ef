import SwaggerParser from '@apidevtools/swagger-parser';
import { expect, type APIRequestContext, type APIResponse, type Page, test } from '@playwright/test';

// What a developer outside notices of /api/v1: the description, paging, the same results as the
// search pages, problems in their language, CORS and the allowance. The last test may use up this
// client's allowance, so the file's tests run in order, in one worker.
test.describe.configure({ mode: 'default' });

type Problem = { type: string; title: string; status: number; detail: string; invalidParams?: { name: string; code: string; reason: string }[] };
type Links = { self: string; first: string; prev: string | null; next: string | null; last: string | null };
type Listing<T> = { page: number; perPage: number; total: number; totalIsLowerBound: boolean; totalPages: number; links: Links; items: T[] };
type Body = { accreditationNumber: string; pageUrl: { ja: string; en: string } };
type Certificate = { id: number };
type Operation = { parameters?: { name: string; in: string; required?: boolean; example?: unknown; schema?: { enum?: unknown[] } }[] };
type Description = { openapi: string; paths: Record<string, { get: Operation }> };

const api = (path: string) => `/api/v1${path}`;

async function json<T>(response: APIResponse): Promise<T> {
  return (await response.json()) as T;
}

/** A problem answer: its status, its media type, and the document. */
async function problem(response: APIResponse, status: number): Promise<Problem> {
  expect(response.status(), response.url()).toBe(status);
  expect(response.headers()['content-type']).toContain('application/problem+json');
  const body = await json<Problem>(response);
  expect(body).toMatchObject({ type: expect.stringMatching(/^urn:/), title: expect.any(String), status, detail: expect.any(String) });
  return body;
}

async function resultCount(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { level: 2, name: /該当件数|Results/ }).textContent();
  return Number(text?.replace(/[,，]/g, '').match(/(\d+)/)?.[1]);
}

async function firstBody(request: APIRequestContext): Promise<string> {
  return (await json<Listing<Body>>(await request.get(api('/accredited-bodies?status=all')))).items[0]!.accreditationNumber;
}

async function firstCertificate(request: APIRequestContext): Promise<number> {
  return (await json<Listing<Certificate>>(await request.get(api('/certified-organisations?size=20')))).items[0]!.id;
}

test('the description parses as OpenAPI 3.1, and every address in it answers', async ({ request }) => {
  const response = await request.get(api('/openapi.json'));
  expect(response.status()).toBe(200);
  const description = await json<Description>(response);
  expect(description.openapi).toBe('3.1.0');
  // The validator resolves references in place: it gets its own copy.
  await SwaggerParser.validate(structuredClone(description) as never);

  const examples: Record<string, string> = { number: await firstBody(request), id: String(await firstCertificate(request)) };
  const paths = Object.keys(description.paths);
  expect(paths).toEqual(expect.arrayContaining([api('/accredited-bodies'), api('/certified-organisations'), api('/decision-reports'), api('/openapi.json')]));
  for (const path of paths) {
    const parameters = description.paths[path]!.get.parameters ?? [];
    const address = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(examples[name]!));
    // A required parameter's first allowed value, or the description's example of it.
    const required = parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(p.schema?.enum?.[0] ?? p.example)]);
    const answer = await request.get(`${address}${required.length ? `?${new URLSearchParams(required)}` : ''}`);
    expect(answer.status(), address).toBe(200);
    expect(answer.headers()['content-type'], address).toContain('application/json');
    expect(answer.headers()['access-control-allow-origin'], address).toBe('*');
    expect(answer.headers()['x-content-type-options'], address).toBe('nosniff');
    expect(answer.headers()['cache-control'], address).toMatch(/^public, max-age=\d+$/);
  }
});

test('the directory comes in pages of 100, next leads to the end, and no parameter gives more', async ({ request }) => {
  const first = await json<Listing<Body>>(await request.get(api('/accredited-bodies?status=all')));
  expect(first.total).toBeGreaterThan(100);
  expect(first).toMatchObject({ page: 1, perPage: 100, totalIsLowerBound: false, totalPages: Math.ceil(first.total / 100) });
  expect(first.items).toHaveLength(100);
  const numbers = first.items.map((b) => b.accreditationNumber);
  let next = first.links.next;
  while (next) {
    const response = await request.get(next);
    expect(response.headers()['link']).toContain('rel="first"');
    const page = await json<Listing<Body>>(response);
    expect(page.items.length).toBeLessThanOrEqual(100);
    numbers.push(...page.items.map((b) => b.accreditationNumber));
    next = page.links.next;
  }
  expect(numbers).toHaveLength(first.total);
  expect(new Set(numbers).size).toBe(first.total);

  for (const more of ['limit=1000', 'per_page=500', 'size=500']) {
    const refused = await problem(await request.get(api(`/accredited-bodies?status=all&${more}`)), 400);
    expect(
      refused.invalidParams?.map((p) => p.name),
      more,
    ).toEqual([more.split('=')[0]]);
  }
  const register = await json<Listing<Certificate>>(await request.get(api('/certified-organisations')));
  expect(register.perPage).toBe(100);
  expect(register.items).toHaveLength(100);
  const refused = await problem(await request.get(api('/certified-organisations?size=500&lang=en')), 400);
  expect(refused.invalidParams).toEqual([{ name: 'size', code: 'size', reason: expect.stringContaining('at most 100') }]);
});

test('a query string gives the same results in the API as on the search page', async ({ page, request }) => {
  for (const query of ['scheme=laboratory', 'pref=13&status=all', `name=${encodeURIComponent('サンプル')}`]) {
    await page.goto(`/certification_institutions?${query}`);
    const count = await resultCount(page);
    const shown = await page.locator('table tbody tr td:first-child').allTextContents();
    const answer = await json<Listing<Body>>(await request.get(api(`/accredited-bodies?${query}`)));
    expect(answer.total, query).toBe(count);
    expect(
      answer.items.slice(0, shown.length).map((b) => b.accreditationNumber),
      query,
    ).toEqual(shown);
  }

  const idsOnPage = async () =>
    (await page.locator('table tbody tr th[scope="row"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))).map((href) => Number(href.split('/').pop()));
  for (const query of ['std=QMS&pref=13', `q=${encodeURIComponent('テクノ')}`, 'area=overseas&sort=expiry&order=desc', 'status=all&cls=public&page=2']) {
    await page.goto(`/ms_certifications/list?${query}`);
    const count = await resultCount(page);
    const shown = await idsOnPage();
    expect(shown.length, query).toBeGreaterThan(0);
    // With the page's own size, the same page; with the API's, the same results, more of them at a time.
    const same = await json<Listing<Certificate>>(await request.get(api(`/certified-organisations?${query}&size=20`)));
    expect(same.total, query).toBe(count);
    expect(
      same.items.map((c) => c.id),
      query,
    ).toEqual(shown);
    if (!query.includes('page=')) {
      const wide = await json<Listing<Certificate>>(await request.get(api(`/certified-organisations?${query}`)));
      expect(
        wide.items.slice(0, shown.length).map((c) => c.id),
        query,
      ).toEqual(shown);
    }
  }
});

test('malformed parameters answer 400 with a problem in Japanese or English, never an error', async ({ request }) => {
  const ja = await problem(await request.get(api('/accredited-bodies?scheme=bakery')), 400);
  expect(ja.invalidParams).toEqual([{ name: 'scheme', code: 'scheme', reason: expect.stringContaining('scheme は') }]);
  expect(ja.detail).toContain('scheme は');
  const en = await problem(await request.get(api('/accredited-bodies?scheme=bakery&pref=99&lang=en')), 400);
  expect(en.title).toBe("The request's conditions are not valid");
  expect(en.invalidParams?.map((p) => p.name)).toEqual(['scheme', 'pref']);
  expect(en.detail).toContain('scheme must be');

  expect((await problem(await request.get(api('/certified-organisations?iaf=40&lang=en')), 400)).detail).toContain('iaf must be');
  expect((await problem(await request.get(api('/decision-reports')), 400)).invalidParams?.[0]?.name).toBe('type');
  expect((await problem(await request.get(api('/decision-reports?type=4&lang=en')), 400)).detail).toContain('type must be 1');
  expect((await problem(await request.get(api('/decision-reports?type=1&lang=fr')), 400)).invalidParams?.[0]).toMatchObject({
    name: 'lang',
    reason: 'lang は ja または en で指定してください。',
  });
  for (const hostile of ['page=99999999999', `q=${'x'.repeat(101)}`, 'pref=13%00x', 'scope=QMS', 'page=-1']) {
    const answer = await request.get(api(`/accredited-bodies?${hostile}`));
    expect(answer.status(), hostile).toBe(400);
    expect(await answer.text(), hostile).not.toMatch(/at \w+ \(|Error:/);
  }
});

test('unknown identifiers and addresses answer 404 problems', async ({ request }) => {
  const body = await problem(await request.get(api('/accredited-bodies/NOSUCH0001')), 404);
  expect(body.detail).toContain('NOSUCH0001');
  expect((await problem(await request.get(api('/accredited-bodies/NOSUCH0001?lang=en')), 404)).title).toBe('Not found');
  await problem(await request.get(api('/certified-organisations/999999999999')), 404);
  await problem(await request.get(api('/certified-organisations/abc')), 404);
  // Not Payload's answer for a collection called "nothing-here": the API's own, pointing to its description.
  expect((await problem(await request.get(api('/nothing-here')), 404)).detail).toContain('/api/v1/openapi.json');
});

test('any site may read: CORS is open for reads, the preflight is answered, writes get 405', async ({ page, request, baseURL }) => {
  const read = await request.get(api('/decision-reports?type=2'));
  expect(read.headers()['access-control-allow-origin']).toBe('*');
  expect(read.headers()['access-control-allow-credentials']).toBeUndefined();

  const preflight = await request.fetch(api('/accredited-bodies'), {
    method: 'OPTIONS',
    headers: { origin: 'https://developer.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-requested-with' },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-origin']).toBe('*');
  expect(preflight.headers()['access-control-allow-methods']).toContain('GET');

  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    const write = await request.fetch(api('/accredited-bodies?lang=en'), { method, data: { nameJa: 'x' } });
    const refused = await problem(write, 405);
    expect(write.headers()['allow'], method).toBe('GET, HEAD, OPTIONS');
    expect(refused.detail, method).toContain(`${method} is not allowed`);
  }

  // A real browser on another origin: a document of this same server at its loopback address
  // (another origin, but in the same local address space, and with no page policy), asking with
  // a header that makes the browser send a preflight first.
  const other = baseURL!.replace('localhost', '127.0.0.1');
  await page.goto(`${other}${api('/openapi.json')}`);
  const seen = await page.evaluate(
    async (url) => {
      const response = await fetch(url, { headers: { 'x-requested-with': 'open-data-test' } });
      return { status: response.status, type: ((await response.json()) as { type: string }).type, limit: response.headers.get('ratelimit-limit') };
    },
    `${baseURL}${api('/decision-reports?type=1')}`,
  );
  expect(seen).toEqual({ status: 200, type: '1', limit: expect.stringMatching(/^\d+$/) });
});

test('a client that asks too often is told when to come back, and the description stays readable', async ({ request }) => {
  const limit = Number((await request.get(api('/decision-reports?type=9'))).headers()['ratelimit-limit']);
  expect(limit).toBeGreaterThan(0);
  // scripts/e2e.ts may raise the allowance for the whole run (every test shares one client
  // address); then the limit is left to a server started with a small one.
  test.skip(limit > 300, `the allowance is ${limit} requests: too many to use up here`);
  let refused: APIResponse | null = null;
  for (let i = 0; i <= limit && !refused; i++) {
    // A refused parameter is counted too, and costs the server nothing to answer.
    const response = await request.get(api('/decision-reports?type=9'));
    if (response.status() === 429) refused = response;
    else expect(response.status()).toBe(400);
  }
  expect(refused, `no 429 within ${limit + 1} requests`).not.toBeNull();
  const body = await problem(refused!, 429);
  expect(body.type).toBe('urn:jab:api:problem:too-many-requests');
  expect(Number(refused!.headers()['retry-after'])).toBeGreaterThan(0);
  expect(refused!.headers()['ratelimit-limit']).toBe(String(limit));
  expect(refused!.headers()['cache-control']).toBe('no-store');
  expect(refused!.headers()['access-control-allow-origin']).toBe('*');
  expect((await request.get(api('/openapi.json'))).status()).toBe(200);
});
