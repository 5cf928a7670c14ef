import { expect, test } from '@playwright/test';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('copying the page link shows a notification that is announced and leaves after 4.5 s', async ({ page }) => {
  await page.goto('/about/basic');
  await page.getByRole('button', { name: 'このページのリンクをコピー' }).click();
  const region = page.getByRole('status').filter({ hasText: 'コピーしました' });
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute('aria-live', 'polite');
  const shownAt = Date.now();
  await expect(region).toBeHidden({ timeout: 8000 });
  const elapsed = Date.now() - shownAt;
  expect(elapsed).toBeGreaterThan(3500);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/about\/basic$/);
});
