import { expect, test } from '@playwright/test';

import { staff } from '@tests/e2e/support';

test('a page edited and published in /admin appears on the site without a rebuild', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/about/basic/holiday');
  const before = await page.getByRole('heading', { level: 1 }).textContent();

  await page.goto('/admin/login');
  await page.getByLabel(/メールアドレス|Email/).fill(staff.email);
  await page.getByLabel(/パスワード|Password/).fill(staff.password);
  await page.getByRole('button', { name: /ログイン|Login/ }).click();
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 });

  const list = await page.request.get('/api/pages?where[path][equals]=/about/basic/holiday&depth=0');
  const id = ((await list.json()) as { docs: { id: number }[] }).docs[0]?.id;
  await page.goto(`/admin/collections/pages/${id}`);
  const title = page.locator('#field-title');
  await expect(title).toHaveValue(before ?? '');
  await title.fill('休業日（年末年始を含む）');
  await page.getByRole('button', { name: /^(公開する|Publish)$/ }).click();
  await expect(page.getByText(/更新しました|Updated successfully/i).first()).toBeVisible({ timeout: 30_000 });

  await page.goto('/about/basic/holiday');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('休業日（年末年始を含む）');
  // Only the Japanese title was edited; the English page keeps its own.
  await page.goto('/en/about/basic/holiday');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('休業日（年末年始を含む）');
});
