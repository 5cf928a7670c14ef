import { expect, test } from '@playwright/test';

test('a nested page shows its trail from home, derived from the site tree', async ({ page }) => {
  await page.goto('/about/basic/charter');
  const trail = page.getByRole('navigation', { name: 'パンくずリスト' });
  await expect(trail.getByRole('listitem')).toHaveText(['ホーム', '協会について', '基本情報', '定款']);
  await expect(trail.getByRole('link', { name: '基本情報' })).toHaveAttribute('href', '/about/basic');
  await expect(trail.locator('[aria-current="page"]')).toHaveText('定款');
});

test('the English trail links to English pages', async ({ page }) => {
  await page.goto('/en/about/basic/charter');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
  await expect(trail.getByRole('link')).toHaveCount(3);
  await expect(trail.getByRole('link').nth(2)).toHaveAttribute('href', '/en/about/basic');
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Articles of Incorporation');
});

test('a code route has a breadcrumb too', async ({ page }) => {
  await page.goto('/en/search');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Site search']);
});

test('an item of a list the English menu leaves out has its list in the trail, by the name the list declares', async ({ page }) => {
  await page.goto('/en/document_revision/2026-08-s-rl03-revised');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link')).toHaveText(['Home', 'Document revision notices']);
  await expect(trail.getByRole('link', { name: 'Document revision notices' })).toHaveAttribute('href', '/en/document_revision');
  await page.goto('/en/recruit/2026-07-testing-laboratory-assessors');
  await expect(trail.getByRole('link', { name: 'Recruitment' })).toHaveAttribute('href', '/en/recruit');
});
