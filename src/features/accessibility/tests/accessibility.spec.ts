import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { staffToken } from '@tests/e2e/support';

import type { AutomatedResults } from '../model';

const published = JSON.parse(readFileSync('src/features/accessibility/data/automated.json', 'utf8')) as AutomatedResults;

test('every page links to the accessibility policy from its footer, in both languages', async ({ page }) => {
  for (const [url, name, href] of [
    ['/', 'ウェブアクセシビリティ方針', '/accessibility'],
    ['/en/news', 'Web accessibility policy', '/en/accessibility'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('contentinfo').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

test('the policy names the standard, the level and how to report a barrier, which opens the inquiry form with its category chosen', async ({ page }) => {
  await page.goto('/accessibility');
  const main = page.getByRole('main');
  await expect(main).toContainText('JIS X 8341-3:2016');
  await expect(main).toContainText('AA');
  await expect(main.getByRole('link', { name: '試験結果' }).first()).toHaveAttribute('href', '/accessibility/results');
  await main.getByRole('link', { name: 'お問い合わせフォーム' }).first().click();
  await expect(page).toHaveURL(/\/inquiry\/form\?category=accessibility$/);
  await expect(page.getByLabel('お問い合わせの種別')).toHaveValue('accessibility');
});

test('a barrier reported through the inquiry form is stored with its category', async ({ page, request }) => {
  const subject = `読み上げの不具合の報告 ${Date.now()}`;
  await page.goto('/en/inquiry/form?category=accessibility');
  await page.getByLabel('Name Required', { exact: true }).fill('Sample Reporter');
  await page.getByLabel('E-mail address').fill('barrier@example.invalid');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Your inquiry').fill('The map page has no text description (sample report).');
  await page.getByLabel('I agree with the privacy policy').check();
  await page.getByRole('button', { name: 'Review your entries' }).click();
  await expect(page).toHaveURL(/\/en\/inquiry\/form\/confirm$/);
  await expect(page.getByRole('main')).toContainText('Web accessibility');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/en\/inquiry\/form\/success$/);
  const token = await staffToken(request);
  const stored = (await (await request.get(`/api/inquiries?where[subject][equals]=${encodeURIComponent(subject)}`, { headers: { Authorization: `JWT ${token}` } })).json()) as {
    docs: { category: string }[];
  };
  expect(stored.docs.map((d) => d.category)).toEqual(['accessibility']);
});

test('the results page states what the published results hold: every criterion, every page, and the day of the test', async ({ page }) => {
  for (const locale of ['ja', 'en'] as const) {
    await page.goto(locale === 'ja' ? '/accessibility/results' : '/en/accessibility/results');
    const criteria = page.getByRole('table', { name: locale === 'ja' ? /適合レベルA・AA/ : /each success criterion/ });
    await expect(criteria.locator('tbody tr')).toHaveCount(38);
    await expect(criteria).toContainText(locale === 'ja' ? '4.1.1 構文解析' : '4.1.1 Parsing');
    const pages = page.getByRole('table', { name: locale === 'ja' ? /試験したページ/ : /pages tested/ });
    await expect(pages.locator('tbody tr')).toHaveCount(published.pages.length);
    await expect(page.locator('main time').first()).toHaveAttribute('datetime', published.testedOn);
    // Each verdict is one of the four words, in the page's language.
    const words = locale === 'ja' ? ['適合', '不適合', '該当なし', '未確認'] : ['Conforms', 'Fails', 'Not applicable', 'Not checked'];
    for (const verdict of await criteria.locator('tbody tr td:nth-child(3)').allTextContents()) expect(words).toContain(verdict.trim());
  }
});
