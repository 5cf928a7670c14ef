import { expect, test } from '@playwright/test';

import { axe, localized, publishedPaths } from './support';

// Code routes besides the CMS pages, including states (results, no result, bad input, 404).
const codeRoutes = [
  '/inquiry/form',
  '/complaint_application',
  '/search',
  '/search?q=%E8%AA%8D%E5%AE%9A',
  '/search?q=zzzz-no-such-word',
  '/search?q=a&page=-1',
  '/no-such-page',
  // The information lists, one item of each kind, and an item written in Japanese only.
  '/news',
  '/news?year=abc',
  '/news/2026-11-year-end-closure',
  '/news/2025-06-j-ohsms-guideline-revision',
  '/public_comments',
  '/public_comments/2026-11-remote-assessment-policy',
  '/document_revision',
  '/document_revision/2026-08-s-rl03-revised',
  '/recruit',
  '/recruit/2026-11-medical-laboratory-temporary-staff',
  '/documents_forms/documents',
  '/documents_forms/forms?q=zzzz',
];

test('every route in both languages has no axe violations', async ({ page, request }) => {
  test.setTimeout(600_000);
  const paths = [...(await publishedPaths(request)), ...codeRoutes];
  expect(paths.length).toBeGreaterThan(40);
  const failures: string[] = [];
  for (const path of paths) {
    for (const locale of ['ja', 'en'] as const) {
      const url = localized(path, locale);
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const results = await axe(page);
      for (const violation of results.violations) {
        failures.push(`${url}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`);
      }
    }
  }
  expect(failures).toEqual([]);
});

test('the open mega-menu and the phone menu have no axe violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'メインメニュー' }).locator('summary').nth(1).click();
  expect((await axe(page)).violations).toEqual([]);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/en');
  await page.getByText('Menu', { exact: true }).click();
  expect((await axe(page)).violations).toEqual([]);
});
