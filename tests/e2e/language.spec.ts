import { expect, test } from '@playwright/test';

import { staffToken } from './support';

test('the language switch leads to the same page in the other language and back', async ({ page }) => {
  await page.goto('/about/basic/charter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('定款');
  // Both a Japanese and an English reader find it.
  const header = page.locator('header');
  await expect(header).toContainText('言語');
  await expect(header).toContainText('Language');

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/about\/basic\/charter$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles of Incorporation');

  await page.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/about\/basic\/charter$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('a page written only in Japanese switches to the English home page', async ({ page, request }) => {
  const token = await staffToken(request);
  const created = await request.post('/api/pages?locale=ja', {
    headers: { Authorization: `JWT ${token}` },
    data: { title: '日本語だけのお知らせ', slug: 'ja-only-notice', _status: 'published' },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/ja-only-notice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('日本語だけのお知らせ');
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en');
  expect((await page.request.get('/en/ja-only-notice')).status()).toBe(404);
});

test('an address in an unsupported language shows the Japanese page', async ({ page }) => {
  await page.goto('/fr/about/basic');
  await expect(page).toHaveURL(/\/about\/basic$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('基本情報');
});

test("the existing site's irregular English address moves permanently to /en/...", async ({ request }) => {
  const response = await request.get('/news/en', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toMatch(/\/en\/news$/);
});

test('those redirects carry one Location whether the page cache holds them fresh, expired or just renewed', async ({ request }) => {
  // Next keeps such a redirect a minute (revalidate = 60); served from an expired entry it once
  // wrote the cached Location beside its own, which fetch joined into "/en/news, /en/news" (a 404).
  test.setTimeout(180_000);
  const addresses = { '/news/en': /\/en\/news$/, '/public_comments/en': /\/en\/public_comments$/ };
  const check = async (when: string) => {
    for (const [address, target] of Object.entries(addresses)) {
      const response = await request.get(address, { maxRedirects: 0 });
      const locations = response.headersArray().filter((h) => h.name.toLowerCase() === 'location');
      expect(response.status(), `${address} ${when}`).toBe(308);
      expect(
        locations.map((h) => h.value),
        `${address} ${when}`,
      ).toHaveLength(1);
      expect(locations[0]!.value, `${address} ${when}`).toMatch(target);
    }
  };
  await check('on first request');
  await check('from the cache');
  await new Promise((done) => setTimeout(done, 62_000));
  await check('after the entry expired');
  await check('after it was renewed');
});
