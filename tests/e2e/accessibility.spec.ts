import { expect, test } from '@playwright/test';

import { differences, published, recordFindings, writingAudit } from './audit';
import { siteRoutes } from './routes';
import { axe, localized } from './support';

test('every route in both languages has no axe violations, as the published results say', { tag: '@markup' }, async ({ page, request }) => {
  // Every route in both languages, each through axe: its time grows with the routes.
  test.setTimeout(1_500_000);
  const paths = await siteRoutes(request);
  expect(paths.length).toBeGreaterThan(40);
  const failures: string[] = [];
  const findings: { url: string; passed: string[]; violations: { id: string; tags: string[] }[] }[] = [];
  const ruleTags: Record<string, string[]> = {};
  for (const path of paths) {
    for (const locale of ['ja', 'en'] as const) {
      const url = localized(path, locale);
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const results = await axe(page);
      findings.push({ url, passed: results.passes.map((r) => r.id), violations: results.violations.map((v) => ({ id: v.id, tags: v.tags })) });
      for (const rule of [...results.passes, ...results.violations]) ruleTags[rule.id] = rule.tags.filter((tag) => tag.startsWith('wcag'));
      for (const violation of results.violations) {
        failures.push(`${url}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`);
      }
    }
  }
  recordFindings('axe', { axeVersion: (await page.evaluate(() => (window as unknown as { axe?: { version: string } }).axe?.version)) ?? '', ruleTags, findings });
  expect(failures).toEqual([]);
  if (!writingAudit) {
    const violations = (list: { id: string }[]) =>
      list
        .map((v) => v.id)
        .sort()
        .join(' ') || 'none';
    const fresh = new Map(findings.map((f) => [f.url, violations(f.violations)]));
    const stated = new Map(published().pages.flatMap((p) => (p.axe && !p.state ? [[p.url, violations(p.axe.violations)] as const] : [])));
    expect(differences(fresh, stated), 'the published results differ from this run: run `npm run audit:accessibility`').toEqual([]);
  }
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
