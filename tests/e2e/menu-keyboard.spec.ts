import { expect, test } from '@playwright/test';

test('the skip link is the first stop and moves to the main content', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '本文へ移動' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the mega-menu opens, is walked and closes with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'メインメニュー' });
  const about = menu.locator('summary', { hasText: '協会について・お問い合わせ' });
  await about.focus();
  await page.keyboard.press('Enter');
  const link = menu.getByRole('link', { name: '基本情報' });
  await expect(link).toBeVisible();
  // Tab reaches the column's links in order.
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: '協会について', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(link).toBeHidden();
  await expect(about).toBeFocused();
  // Opening another column closes the first.
  await page.keyboard.press('Enter');
  const services = menu.locator('summary', { hasText: '認定サービス' });
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: 'バイオバンク' })).toBeVisible();
  await expect(link).toBeHidden();
  await menu.getByRole('link', { name: 'バイオバンク' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/service\/biobanking$/);
});

test('the English menu is the shorter selection', async ({ page }) => {
  await page.goto('/en');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // Links inside closed disclosures are in the page but not yet exposed, so count the elements.
  await expect(menu.locator('a', { hasText: 'Personnel certification bodies' })).toHaveCount(1);
  await expect(menu.locator('a', { hasText: 'Recruitment' })).toHaveCount(0);
  const enCount = await menu.locator('a').count();
  await page.goto('/');
  const jaCount = await page.getByRole('navigation', { name: 'メインメニュー' }).locator('a').count();
  await expect(page.getByRole('navigation', { name: 'メインメニュー' }).locator('a', { hasText: '採用情報' })).toHaveCount(1);
  expect(enCount).toBeGreaterThan(5);
  expect(enCount).toBeLessThan(jaCount);
});

test('on a phone the menu is one disclosure, operable by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'メインメニュー' });
  const toggle = menu.locator('summary', { hasText: 'メニュー' }).first();
  await expect(menu.locator('summary', { hasText: '認定サービス' })).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(menu.locator('summary', { hasText: '認定サービス' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu.locator('summary', { hasText: '認定サービス' })).toBeHidden();
  await expect(toggle).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu, the language switch and site search still work', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });
    await menu.locator('summary', { hasText: '検索・情報' }).click();
    await expect(menu.getByRole('link', { name: '採用情報' })).toBeVisible();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/search');
    await page.getByLabel('キーワード').fill('ｻｰﾍﾞｲﾗﾝｽ');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page.getByRole('heading', { name: /「ｻｰﾍﾞｲﾗﾝｽ」の検索結果/ })).toBeVisible();
    await expect(page.locator('main ol a').first()).toBeVisible();
  });
});
