import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';

import { expect, test } from '@playwright/test';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

test('the sitemap index lists the site\'s pages, the bodies and the organisations, each a valid file', async ({ request }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const files = locs(await index.text());
  expect(files).toEqual(expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/bodies.xml', '/sitemaps/organisations-1.xml']));
  for (const file of files) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<urlset');
    expect(locs(xml).length, file).toBeGreaterThan(0);
  }
  expect((await request.get('/sitemaps/organisations-999.xml')).status()).toBe(404);
  expect((await request.get('/sitemaps/..%2Fpayload.xml')).status()).toBe(404);
});

test('a sitemap file asked for compressed arrives compressed to a fraction of its size, whole', async ({ baseURL, request }) => {
  const plain = await (await request.get('/sitemaps/pages.xml', { headers: { 'accept-encoding': 'identity' } })).body();
  // The raw bytes on the wire, as a crawler receives them (the test client would inflate them itself).
  const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    get(new URL('/sitemaps/pages.xml', baseURL), { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
  expect(raw.encoding).toBe('gzip');
  expect(gunzipSync(raw.body).equals(plain)).toBe(true);
  // Each address flushed through the compressor on its own came out no smaller than the file.
  expect(raw.body.length).toBeLessThan(plain.length / 4);
});

test('every page in the sitemap answers 200 in its language, with hreflang alternates for both', async ({ request }) => {
  test.setTimeout(180_000);
  const xml = await (await request.get('/sitemaps/pages.xml')).text();
  const paths = locs(xml);
  expect(paths).toEqual(expect.arrayContaining(['/', '/en', '/news', '/en/news/2026-11-year-end-closure', '/documents_forms/forms']));
  // A Japanese-only item is listed once, in Japanese.
  expect(paths).toContain('/news/2025-06-j-ohsms-guideline-revision');
  expect(paths).not.toContain('/en/news/2025-06-j-ohsms-guideline-revision');
  expect(xml).toMatch(/hreflang="en" href="[^"]*\/en\/news\/2026-11-year-end-closure"/);
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
});

test('robots.txt keeps search answers and staff screens out, and names the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const line of ['Disallow: /admin', 'Disallow: /search', 'Disallow: /en/search', 'Disallow: /ms_certifications/list?']) expect(robots).toContain(line);
  expect(robots).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap\.xml/);
});

test('draft preview needs a staff session and never leads off the site', async ({ request }) => {
  const anonymous = await request.get('/preview?path=/news/2026-11-year-end-closure', { maxRedirects: 0 });
  expect(anonymous.status()).toBe(403);
  expect(anonymous.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
  const offSite = await request.get('/preview?path=//evil.example/', { maxRedirects: 0 });
  expect(offSite.status()).toBe(400);
});

test('the site has an icon', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/');
});
