import { expect, test } from '@playwright/test';

test('site search ignores full-width/half-width and kana differences', async ({ page }) => {
  await page.goto('/search?q=' + encodeURIComponent('サーベイランス'));
  const count = page.getByRole('heading', { level: 2 });
  const text = await count.textContent();
  const hits = Number(text?.match(/(\d+)件/)?.[1]);
  expect(hits).toBeGreaterThan(0);
  for (const variant of ['ｻｰﾍﾞｲﾗﾝｽ', 'さーべいらんす']) {
    await page.goto('/search?q=' + encodeURIComponent(variant));
    await expect(page.getByRole('heading', { level: 2 })).toContainText(`${hits}件`);
  }
});

test('a search with no result says so and suggests searching again', async ({ page }) => {
  await page.goto('/en/search?q=qqqqzzzz');
  await expect(page.locator('main')).toContainText('Nothing matched your search');
});

test('malformed search input is answered with a 400 and a message, never an error page', async ({ page }) => {
  const tooLong = await page.goto('/search?q=' + 'あ'.repeat(101));
  expect(tooLong?.status()).toBe(400);
  await expect(page.locator('#site-search-error')).toContainText('100文字以内');
  const badPage = await page.goto('/en/search?q=a&page=-3');
  expect(badPage?.status()).toBe(400);
  await expect(page.locator('#site-search-error')).toContainText('page number is not valid');
});

test('search results page through with the pagination labels', async ({ page }) => {
  await page.goto('/search?q=' + encodeURIComponent('認定'));
  const pagination = page.getByRole('navigation', { name: 'ページ送り' });
  await expect(pagination.getByRole('link', { name: '1ページ目（表示中）' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('link', { name: '次のページ' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pagination.getByRole('link', { name: '前のページ' })).toBeVisible();
  await expect(pagination).toContainText('2 /');
});
