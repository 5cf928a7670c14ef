import { expect, test } from '@playwright/test';

/**
 * What a load balancer and a shared cache in front of the site see: a health answer, and on each
 * kind of page a Cache-Control that lets a shared cache keep a public page for a minute at most
 * and never keeps a search, a form, the admin or anything tied to a cookie.
 */

const SHARED = /^public, max-age=0, s-maxage=60, stale-while-revalidate=\d+$/;

test('the health endpoint says the database answers and every migration has run', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
  expect((await request.head('/healthz')).status()).toBe(200);
});

test('public pages may be shared for a minute, never a year; searches, forms and the admin are never shared', async ({ request }) => {
  const header = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 });
    return response.headers()['cache-control'] ?? '';
  };
  for (const path of ['/', '/en', '/service', '/service/laboratory', '/en/service/management_system/merit', '/inquiry']) {
    const value = await header(path);
    expect(value, path).toMatch(SHARED);
    expect(value, path).not.toContain('31536000');
  }
  for (const path of [
    `/ms_certifications/list?q=${encodeURIComponent('テク')}`,
    '/certification_institutions?status=all',
    '/inquiry/form',
    '/en/inquiry/form',
    '/complaint_application',
    '/admin/login',
  ]) {
    expect(await header(path), path).toContain('no-store');
    expect(await header(path), path).toContain('private');
  }
  // A staff member's cookie makes even a public page private.
  const withCookie = await request.get('/news', { headers: { cookie: 'payload-token=anything' } });
  expect(withCookie.headers()['cache-control']).toContain('private');
});

test("the site's own scripts and styles keep their long, immutable cache", async ({ page, request }) => {
  await page.goto('/');
  const asset = await page.evaluate(() =>
    [...document.querySelectorAll('script[src], link[rel="stylesheet"]')]
      .map((el) => el.getAttribute('src') ?? el.getAttribute('href'))
      .find((u) => u?.startsWith('/_next/static/')),
  );
  expect(asset).toBeTruthy();
  expect((await request.get(asset!)).headers()['cache-control']).toContain('immutable');
});

test('every answer names its request, and a visitor cannot choose the name', async ({ request }) => {
  const response = await request.get('/service', { headers: { 'x-request-id': 'visitor-chosen-id-1234' } });
  const id = response.headers()['x-request-id'];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(id).not.toBe('visitor-chosen-id-1234');
});
