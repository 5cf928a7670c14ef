import { expect, test } from '@playwright/test';

import { axe } from '@tests/e2e/support';

test('the three report types list dated decisions with their columns, in both languages', async ({ page }) => {
  for (const [type, heading] of [
    ['1', '新規認定（範囲の拡大を含む）'],
    ['2', '認定の一時停止'],
    ['3', '認定の取消・返上・失効'],
  ] as const) {
    const response = await page.goto(`/cert_reports?type=${type}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 2 })).toContainText(/\d{4}-\d{2}-\d{2}現在/);
    await expect(page.getByRole('columnheader', { name: '一時停止開始日' })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toContainText(/\d{4}-\d{2}-\d{2}/);
    const { violations } = await axe(page);
    expect(violations.map((v) => v.id)).toEqual([]);
  }
  await page.goto('/en/cert_reports?type=3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdrawn, surrendered or lapsed accreditations');
  await expect(page.locator('tbody')).toContainText(/Withdrawn|Surrendered|Lapsed|Voluntarily withdrawn/);
});

test('new accreditations include extensions of scope, with the scopes added', async ({ page }) => {
  await page.goto('/cert_reports?type=1');
  await expect(page.locator('tbody')).toContainText('新規認定（');
  await expect(page.locator('tbody')).toContainText('範囲の拡大（');
  await page.goto('/en/cert_reports?type=1');
  await expect(page.locator('tbody')).toContainText('Extension of scope (');
});

test('an unknown report type is a 404, not an error', async ({ page }) => {
  for (const type of ['4', 'abc', '-1']) {
    const response = await page.goto(`/cert_reports?type=${type}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりません');
  }
});

test('the Atom feed of decisions parses as a feed, one per language', async ({ page, request }) => {
  await page.goto('/');
  for (const [url, lang] of [
    ['/cert_reports/feed', 'ja'],
    ['/en/cert_reports/feed', 'en'],
  ] as const) {
    const response = await request.get(url);
    expect(response.headers()['content-type']).toContain('application/atom+xml');
    const text = await response.text();
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: doc.documentElement.namespaceURI + ' ' + doc.documentElement.localName,
        lang: doc.documentElement.getAttribute('xml:lang'),
        entries: doc.getElementsByTagName('entry').length,
        firstLink: doc.querySelector('entry link')?.getAttribute('href') ?? '',
        firstUpdated: doc.querySelector('entry updated')?.textContent ?? '',
      };
    }, text);
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe('http://www.w3.org/2005/Atom feed');
    expect(parsed.lang).toBe(lang);
    expect(parsed.entries).toBeGreaterThan(0);
    expect(parsed.firstLink).toMatch(lang === 'en' ? /\/en\/certification_institutions\// : /\/certification_institutions\//);
    expect(Number.isNaN(Date.parse(parsed.firstUpdated))).toBe(false);
  }
});

test('each kind of report has its own page title, in both languages', async ({ page }) => {
  const titles = new Set<string>();
  for (const type of ['1', '2', '3']) {
    await page.goto(`/cert_reports?type=${type}`);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(3);
  await page.goto('/en/cert_reports?type=2');
  await expect(page).toHaveTitle(/^Suspended accreditations: \d+ \|/);
});
