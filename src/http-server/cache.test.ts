import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cacheControlFor, PRIVATE, SHARED_PAGE, withCachePolicy, type CacheQuestion } from './cache';
import { sendAsNotFound } from './notFound';
import { withPagePolicy } from './security';

const YEAR = 's-maxage=31536000';
const ISR = 's-maxage=60, stale-while-revalidate=31535940';
const PER_REQUEST = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** A GET of a page by an anonymous visitor, answered 200 with Next's header for a prerendered page. */
const ask = (change: Partial<CacheQuestion> = {}) =>
  cacheControlFor({ method: 'GET', path: '/about', query: '', staffRequest: false, setsCookie: false, status: 200, current: YEAR, ...change });

describe('the cache policy of an answer', () => {
  it('lets a shared cache keep a prerendered or regenerated page a minute, never a year', () => {
    expect(SHARED_PAGE).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(ask()).toBe(SHARED_PAGE);
    expect(ask({ current: ISR })).toBe(SHARED_PAGE);
    expect(ask({ path: '/' })).toBe(SHARED_PAGE);
    expect(ask({ path: '/en/news/some-item' })).toBe(SHARED_PAGE);
    expect(ask({ method: 'HEAD' })).toBe(SHARED_PAGE);
    // Not modified: the same header as the page itself, or a cache would keep its copy a year.
    expect(ask({ status: 304 })).toBe(SHARED_PAGE);
  });

  it("shares Next's own fetch of a prerendered page (its `_rsc` parameter is no query of the visitor's)", () => {
    expect(ask({ query: '_rsc=1x2y3' })).toBe(SHARED_PAGE);
    expect(ask({ query: '_rsc' })).toBe(SHARED_PAGE);
  });

  it('keeps searches and filtered lists private: any page asked for with a query string', () => {
    expect(ask({ path: '/search', query: 'q=%E8%AA%8D%E5%AE%9A', current: PER_REQUEST })).toBe(PRIVATE);
    expect(ask({ path: '/en/certification_institutions', query: 'scheme=laboratory&q=x', current: PER_REQUEST })).toBe(PRIVATE);
    expect(ask({ path: '/ms_certifications/list/9001', query: 'page=2', current: PER_REQUEST })).toBe(PRIVATE);
    expect(ask({ path: '/news', query: 'year=2025&_rsc=abc', current: PER_REQUEST })).toBe(PRIVATE);
    // A prerendered page with parameters of its own (a campaign link, a cache-buster) too.
    expect(ask({ query: 'utm_source=mail' })).toBe(PRIVATE);
    expect(ask({ query: 'x=1&_rsc=abc' })).toBe(PRIVATE);
  });

  it('keeps pages rendered per request private, as Next marked them', () => {
    expect(ask({ path: '/certification_institutions', current: PER_REQUEST })).toBe(PRIVATE);
  });

  it('keeps every form step private, in both languages', () => {
    for (const path of [
      '/inquiry/form',
      '/inquiry/form/confirm',
      '/inquiry/form/success',
      '/en/inquiry/form',
      '/complaint_application',
      '/complaint_application/confirm',
      '/en/complaint_application/success',
    ]) {
      expect(ask({ path }), path).toBe(PRIVATE);
      expect(ask({ path, current: PER_REQUEST }), path).toBe(PRIVATE);
    }
    // A page whose name only begins like a form's is not one.
    expect(ask({ path: '/inquiry' })).toBe(SHARED_PAGE);
    expect(ask({ path: '/inquiry/formal' })).toBe(SHARED_PAGE);
  });

  it('keeps /admin and /preview private, whatever they said', () => {
    expect(ask({ path: '/admin' })).toBe(PRIVATE);
    expect(ask({ path: '/admin/collections/pages', current: undefined })).toBe(PRIVATE);
    expect(ask({ path: '/preview', query: 'path=/news/x', current: 'no-store' })).toBe(PRIVATE);
  });

  it('keeps private every answer that sets a cookie, and every answer to a staff member or a draft preview', () => {
    expect(ask({ setsCookie: true })).toBe(PRIVATE);
    expect(ask({ staffRequest: true })).toBe(PRIVATE);
    expect(ask({ path: '/feed', current: 'public, max-age=300', staffRequest: true })).toBe(PRIVATE);
    expect(ask({ path: '/api/users/login', method: 'POST', current: undefined, setsCookie: true })).toBe(PRIVATE);
    expect(ask({ path: '/api/v1/accredited-bodies', current: 'public, max-age=60', staffRequest: true })).toBe(PRIVATE);
  });

  it('keeps the immutable year of the build files, whoever asks', () => {
    const immutable = 'public, max-age=31536000, immutable';
    expect(ask({ path: '/_next/static/chunks/app.js', current: immutable })).toBe(immutable);
    expect(ask({ path: '/_next/static/css/site.css', current: immutable, staffRequest: true })).toBe(immutable);
  });

  it("keeps the site's script a year only at an address that names its content", () => {
    const publicFile = 'public, max-age=0';
    expect(ask({ path: '/enhance.js', query: 'v=Ab3_x-9', current: publicFile })).toBe('public, max-age=31536000, immutable');
    expect(ask({ path: '/enhance.js', query: '', current: publicFile })).toBe(publicFile);
    expect(ask({ path: '/enhance.js', query: 'v=1&x=2', current: publicFile })).toBe(publicFile);
    expect(ask({ path: '/enhance.js', query: 'v=abc', status: 404, current: publicFile })).toBe('private, no-store');
  });

  it('leaves feeds, the sitemap, downloads and the APIs their own policy', () => {
    expect(ask({ path: '/feed', current: 'public, max-age=300' })).toBe('public, max-age=300');
    expect(ask({ path: '/en/cert_reports/feed', query: 'type=1', current: 'public, max-age=300' })).toBe('public, max-age=300');
    expect(ask({ path: '/sitemap.xml', current: 'public, max-age=600' })).toBe('public, max-age=600');
    expect(ask({ path: '/sitemaps/pages.xml', current: 'public, max-age=600' })).toBe('public, max-age=600');
    expect(ask({ path: '/certification_institutions/export', query: 'format=csv', current: 'no-store' })).toBe('no-store');
    expect(ask({ path: '/api/v1/accredited-bodies', current: 'public, max-age=60', status: 400 })).toBe('public, max-age=60');
    expect(ask({ path: '/api/pages', current: undefined })).toBeUndefined();
    expect(ask({ path: '/_next/image', query: 'url=x', current: 'public, max-age=60, must-revalidate' })).toBe('public, max-age=60, must-revalidate');
    // A redirect without a header stays without.
    expect(ask({ path: '/ja/about', status: 308, current: undefined })).toBeUndefined();
  });

  it('keeps error pages and answers to posts private', () => {
    expect(ask({ status: 404, current: 'no-store' })).toBe(PRIVATE);
    expect(ask({ status: 400, current: YEAR })).toBe(PRIVATE);
    expect(ask({ status: 500 })).toBe(PRIVATE);
    expect(ask({ status: 503, current: undefined })).toBe(PRIVATE);
    expect(ask({ method: 'POST', path: '/inquiry/form' })).toBe(PRIVATE);
    expect(ask({ method: 'POST', path: '/about', current: undefined })).toBe(PRIVATE);
  });
});

describe('the cache policy on the wire', () => {
  let server: Server;
  let origin: string;
  /** Each test answers with its own handler, written as Next and the site's server write answers. */
  let answer: (req: IncomingMessage, res: ServerResponse) => void;
  const compress = compression();

  beforeAll(async () => {
    // The wrappers in the order of the site's server (index.ts): this policy, the compression,
    // the page's Content-Security-Policy (which holds the page to its end), the not-found status.
    server = createServer((req, res) => {
      withCachePolicy(req, res);
      compress(req as never, res as never, () => {
        withPagePolicy(req, res, 'site', false);
        if (req.url?.startsWith('/missing')) sendAsNotFound(res);
        answer(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const page = '<!doctype html><html><body>' + 'page '.repeat(500) + '</body></html>';

  it('rewrites the header set before the body (Next), also under compression', async () => {
    answer = (_, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', YEAR);
      res.end(page);
    };
    const plain = await fetch(`${origin}/about`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('cache-control')).toBe(SHARED_PAGE);
    const compressed = await fetch(`${origin}/about`, { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('cache-control')).toBe(SHARED_PAGE);
    expect(await compressed.text()).toBe(page);
  });

  it("sets the policy of a page held for its Content-Security-Policy, and of a page's 404", async () => {
    answer = (_, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', YEAR);
      res.write('<!doctype html><html><body><script>1</script>');
      res.end('</body></html>');
    };
    const held = await fetch(`${origin}/about`);
    // A public page leaves without inline scripts (ADR 19), so its policy allows none.
    expect(held.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(await held.text()).toBe('<!doctype html><html><body></body></html>');
    expect(held.headers.get('cache-control')).toBe(SHARED_PAGE);
    const missing = await fetch(`${origin}/missing/page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(PRIVATE);
  });

  it('sends a prerendered page prepared once by its ETag, and the new page as soon as its ETag changes', async () => {
    let version = 'first';
    let etag = '"abc1"';
    answer = (_, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('etag', etag);
      res.setHeader('content-length', 999);
      // Next sends a prerendered page in one piece, as a string, named by its ETag.
      res.end(`<!doctype html><html><body><p>${version} 認定</p><script>self.__next_f.push([1])</script></body></html>`);
    };
    const visit = async () => {
      const response = await fetch(`${origin}/about/charter`, { headers: { 'accept-encoding': 'identity' } });
      return { body: await response.text(), policy: response.headers.get('content-security-policy'), length: response.headers.get('content-length') };
    };
    const first = await visit();
    expect(first.body).toBe('<!doctype html><html><body><p>first 認定</p></body></html>');
    expect(Number(first.length)).toBe(Buffer.byteLength(first.body));
    expect(first.policy).toContain("script-src 'self';");
    expect(await visit()).toEqual(first);
    // Published: Next's page and its ETag change together; the visitor gets the new page at once.
    version = 'second';
    etag = '"abc2"';
    expect((await visit()).body).toBe('<!doctype html><html><body><p>second 認定</p></body></html>');
    // A page under a known ETag but of another length is never taken for the prepared one.
    version = 'third, longer';
    etag = '"abc1"';
    expect((await visit()).body).toBe('<!doctype html><html><body><p>third, longer 認定</p></body></html>');
    const head = await fetch(`${origin}/about/charter`, { method: 'HEAD' });
    expect(head.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('rewrites headers given to writeHead, and answers written in pieces', async () => {
    answer = (_, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': YEAR });
      res.write('<!doctype html>');
      res.end('<p>x</p>');
    };
    expect((await fetch(`${origin}/en/about`)).headers.get('cache-control')).toBe(SHARED_PAGE);
  });

  it('makes an answer that sets a cookie, or answers a signed-in staff member, private', async () => {
    answer = (_, res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('cache-control', YEAR);
      if (_.url === '/cookie') res.setHeader('set-cookie', 'draft=abc; HttpOnly');
      res.end(page);
    };
    expect((await fetch(`${origin}/cookie`)).headers.get('cache-control')).toBe(PRIVATE);
    expect((await fetch(`${origin}/about`, { headers: { cookie: 'lang=ja; payload-token=abc' } })).headers.get('cache-control')).toBe(PRIVATE);
    expect((await fetch(`${origin}/about`, { headers: { cookie: '__prerender_bypass=1' } })).headers.get('cache-control')).toBe(PRIVATE);
    expect((await fetch(`${origin}/about`, { headers: { cookie: 'my-payload-token=abc' } })).headers.get('cache-control')).toBe(SHARED_PAGE);
  });

  it('sends the policy with a 304 too, and leaves what it does not own alone', async () => {
    answer = (req, res) => {
      if (req.url === '/about') {
        res.statusCode = 304;
        res.setHeader('cache-control', YEAR);
        return void res.end();
      }
      res.setHeader('content-type', 'application/atom+xml');
      res.setHeader('cache-control', 'public, max-age=300');
      res.end('<feed/>');
    };
    const notModified = await fetch(`${origin}/about`);
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('cache-control')).toBe(SHARED_PAGE);
    expect((await fetch(`${origin}/news/feed`)).headers.get('cache-control')).toBe('public, max-age=300');
  });
});
