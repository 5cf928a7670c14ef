import { expect, test } from '@playwright/test';

import { staffToken } from './support';

for (const [url, lang, texts, home, search] of [
  ['/no-such', 'ja', ['ページが見つかりません', '大文字・小文字', '全角・半角', '移動したか、削除された'], '/', '/search'],
  ['/no/such/page', 'ja', ['ページが見つかりません', '大文字・小文字', '全角・半角', '移動したか、削除された'], '/', '/search'],
  ['/en/no/such/page', 'en', ['Page not found', 'upper- and lower-case', 'full-width or half-width', 'may have moved'], '/en', '/en/search'],
] as const) {
  test(`an unknown address (${url}) answers 404 in ${lang}`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[0]);
    for (const text of texts.slice(1)) await expect(page.locator('main')).toContainText(text);
    const links = page.locator('main').getByRole('link');
    await expect(links.nth(0)).toHaveAttribute('href', home);
    await expect(links.nth(1)).toHaveAttribute('href', search);
  });
}

test('a page address in full-width letters or the wrong case leads to the page', async ({ page }) => {
  await page.goto('/ＡＢＯＵＴ/basic');
  await expect(page).toHaveURL(/\/about\/basic$/);
  await page.goto('/About');
  await expect(page).toHaveURL(/\/about$/);
});

// Next leaves a page's notFound() to client-side rendering (an empty <html id="__next_error__">);
// the site's server answers with the whole not-found page instead (docs/decisions/0010).
for (const [url, lang, title, advice, home, search] of [
  ['/no-such-page', 'ja', 'ページが見つかりません', '全角・半角', '/', '/search'],
  ['/en/no/such/page', 'en', 'Page not found', 'full-width or half-width', '/en', '/en/search'],
  ['/certification_institutions/NO-SUCH-NUMBER', 'ja', 'ページが見つかりません', '全角・半角', '/', '/search'],
  ['/en/cert_reports?type=9', 'en', 'Page not found', 'full-width or half-width', '/en', '/en/search'],
] as const) {
  test(`the HTML the server sends for ${url} is the whole not-found page, with JavaScript off too`, async ({ request, browser }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toMatch(new RegExp(`<title>${title} \\| [^<]+</title>`));
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain(advice);
    expect(html).toContain(`href="${home}"`);
    expect(html).toContain(`href="${search}"`);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto(url))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('main')).toContainText(advice);
    await expect(page).toHaveURL(new RegExp(`${url.replace(/[?]/g, '\\?')}$`));
    await context.close();
  });
}

test('an address that cannot be decoded answers 400 with the advice, on every kind of path', async ({ request }) => {
  for (const url of ['/%E0%A4%A', '/en/%E0%A4%A', '/_next/%E0%A4%A', '/api/%E0%A4%A', '/admin/%E0%A4%A']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(400);
    expect(await response.text(), url).toMatch(/全角・半角|full-width or half-width/);
  }
});

test('after staff publish (every page revalidated), the not-found page keeps its title and heading', async ({ request }) => {
  const token = await staffToken(request);
  const found = await request.get('/api/pages?where[path][equals]=/about/basic&depth=0&locale=ja');
  const page = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]!;
  // Saving the page unchanged publishes it again, which revalidates the whole site.
  const saved = await request.patch(`/api/pages/${page.id}?locale=ja`, { headers: { Authorization: `JWT ${token}` }, data: { title: page.title } });
  expect(saved.ok()).toBe(true);
  for (let i = 0; i < 3; i++) {
    for (const [url, title] of [
      ['/no-such-page-after-publish', 'ページが見つかりません'],
      ['/en/no-such-page-after-publish', 'Page not found'],
    ] as const) {
      const response = await request.get(url);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html, `${url}, request ${i + 1}`).toMatch(new RegExp(`<title>${title} \\| [^<]+</title>`));
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    }
  }
});
