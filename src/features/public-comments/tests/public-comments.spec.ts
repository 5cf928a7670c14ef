import { expect, test } from '@playwright/test';

import { axe } from '@tests/e2e/support';

test('calls for comment show their state, period and how to send comments, in both languages', async ({ page }) => {
  await page.goto('/public_comments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('パブリックコメント');
  const open = page.locator('main li', { hasText: '募集中' }).first();
  await expect(open).toBeVisible();
  await open.getByRole('link').click();
  await expect(page.getByText('募集期間', { exact: true })).toBeVisible();
  await expect(page.getByText('ご意見の提出方法', { exact: true })).toBeVisible();
  await expect(page.getByText(/まで受け付けています/)).toBeVisible();
  expect((await axe(page)).violations.map((v) => v.id)).toEqual([]);

  await page.goto('/en/public_comments?state=open');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Public comments');
  for (const text of await page.locator('main li', { has: page.locator('time') }).allTextContents()) expect(text).toContain('Open');
  expect((await axe(page)).violations.map((v) => v.id)).toEqual([]);
});

test('an unknown state is a 400 with the reason', async ({ page }) => {
  const response = await page.goto('/public_comments?state=maybe');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('状態の指定が正しくありません');
});

test('document revisions and vacancies list and open in both languages', async ({ page }) => {
  for (const [path, heading, english] of [
    ['/document_revision', '文書改訂のお知らせ', 'Document revision notices'],
    ['/recruit', '採用情報', 'Recruitment'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.locator('main li a').first().click();
    await expect(page).toHaveURL(new RegExp(`${path}/[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    expect((await axe(page)).violations.map((v) => v.id), page.url()).toEqual([]);
    await page.goto(`/en${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english);
  }
});

test('the "what\'s new" feed carries every kind of item, newest first', async ({ request }) => {
  const body = await (await request.get('/feed')).text();
  for (const path of ['/news/', '/public_comments/', '/document_revision/', '/recruit/', '/certification_institutions/']) expect(body, path).toContain(path);
  const updated = [...body.matchAll(/<entry>[\s\S]*?<updated>([^<]+)<\/updated>/g)].map((m) => m[1]!);
  expect(updated.length).toBeGreaterThan(10);
  expect([...updated].sort().reverse()).toEqual(updated);
});
