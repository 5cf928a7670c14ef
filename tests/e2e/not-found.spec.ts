import { expect, test } from '@playwright/test';

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
