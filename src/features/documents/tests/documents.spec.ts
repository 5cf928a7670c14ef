import { expect, test } from '@playwright/test';

import { axe } from '@tests/e2e/support';

test('documents and forms are two tabs the keyboard moves between, each with its own address', async ({ page }) => {
  await page.goto('/documents_forms/documents');
  const tabs = page.getByRole('tablist', { name: '文書と様式' });
  const documents = tabs.getByRole('tab', { name: '文書' });
  const forms = tabs.getByRole('tab', { name: '様式' });
  await expect(documents).toHaveAttribute('aria-selected', 'true');
  await documents.focus();
  await page.keyboard.press('ArrowRight');
  await expect(forms).toBeFocused();
  await expect(forms).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/documents_forms\/forms$/);
  await expect(page.getByRole('tabpanel')).toContainText('様式番号');
  await page.keyboard.press('Home');
  await expect(documents).toBeFocused();
  await expect(page).toHaveURL(/\/documents_forms\/documents$/);
  expect((await axe(page)).violations.map((v) => v.id)).toEqual([]);
});

test('without JavaScript each tab is a page, and the filters still work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/documents_forms/documents');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Forms', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/documents_forms\/forms$/);
  await expect(main.getByRole('link', { name: 'Forms', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.goto('/documents_forms/documents');
  // The other tab's panel is in the page too, hidden until a script shows it.
  const panel = page.locator('#panel-document');
  await expect(page.locator('#panel-form')).toBeAttached();
  await expect(page.locator('#panel-form')).toBeHidden();
  await panel.getByLabel('文書番号・名称').fill('Ｓ－ＲＬ０３');
  await panel.getByRole('button', { name: 'この条件で表示' }).click();
  await expect(page).toHaveURL(/q=/);
  const rows = panel.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('S-RL03');
  await context.close();
});

test('a malformed filter is a 400 with the reason', async ({ page }) => {
  const response = await page.goto('/documents_forms/forms?group=nonsense');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('文書の区分の指定が正しくありません');
  const tooLong = await page.goto(`/en/documents_forms/documents?q=${'a'.repeat(101)}`);
  expect(tooLong?.status()).toBe(400);
});

test('a document links its current file, which is a PDF', async ({ page, request }) => {
  await page.goto('/documents_forms/documents?q=S-RL03');
  const link = page.locator('main tbody tr').first().locator('a[href$=".pdf"]').first();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const file = await request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
