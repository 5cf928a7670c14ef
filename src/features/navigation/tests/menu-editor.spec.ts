import { type APIRequestContext, expect, test } from '@playwright/test';

import { staffToken } from '@tests/e2e/support';

/**
 * The site menu as an editor changes it in /admin: rows named by what the menu shows, an entry
 * added as a draft, seen in the preview with the footer, and kept from visitors until published.
 */

test.use({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });

type Account = { email: string; password: string; token: string; remove: () => Promise<void> };

/** An editor of this test's own, so no other test's sign-in ends its session. */
async function editorAccount(request: APIRequestContext): Promise<Account> {
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const [email, password] = [`e2e-menu-${unique}@example.invalid`, `e2e-menu-password-${unique}`];
  const admin = await staffToken(request);
  const created = await request.post('/api/users', { headers: { Authorization: `JWT ${admin}` }, data: { email, password, name: 'E2E メニュー編集者', roles: ['editor'] } });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  const { token } = (await (await request.post('/api/users/login', { data: { email, password } })).json()) as { token: string };
  return {
    email,
    password,
    token,
    remove: async () => void (await request.delete(`/api/users/${doc.id}`, { headers: { Authorization: `JWT ${await staffToken(request)}` } })),
  };
}

test('an editor adds a footer link as a draft, previews it, and visitors do not see it until it is published', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const editor = await editorAccount(request);
  const label = `E2E 関係機関 ${Date.now()}`;
  try {
    await page.goto('/admin/login');
    await page.getByLabel(/メールアドレス/).fill(editor.email);
    await page.getByLabel(/パスワード/).fill(editor.password);
    await page.getByRole('button', { name: /ログイン/ }).click();
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 });

    await page.goto('/admin/globals/navigation');
    await expect(page.getByRole('heading', { name: 'サイトのメニュー' })).toBeVisible({ timeout: 30_000 });
    // Rows read as the menu does: the entries' names, never "項目 01".
    await expect(page.locator('.row-label', { hasText: 'お知らせ' }).first()).toBeVisible();
    await expect(page.locator('.row-label', { hasText: 'サイト内検索' }).first()).toBeVisible();
    await expect(page.locator('.row-label').filter({ hasText: /^(項目|下位の項目|フッターの項目|列) ?\d+$/ })).toHaveCount(0);

    const rowsBefore = await page.locator('[id^="footer-row-"]').count();
    await page.getByRole('button', { name: 'フッターの項目を追加' }).click();
    const row = page.locator(`#footer-row-${rowsBefore}`);
    await row.getByText('外部サイト', { exact: true }).click();
    await row.getByLabel('外部サイトのURL').fill('https://www.example.org/e2e-menu');
    await row.getByLabel('表示名').fill(label);
    await page.getByRole('button', { name: '下書き保存' }).click();
    await expect(page.locator('.payload-toast-container')).toContainText(/保存|下書き/, { timeout: 20_000 });

    // The preview: the draft menu and footer, said to be a draft.
    await page.goto('/preview?path=/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('下書きのプレビューを表示しています')).toBeVisible();
    const link = page.getByRole('contentinfo').getByRole('link', { name: `${label}（外部サイト）` });
    await expect(link).toHaveAttribute('href', 'https://www.example.org/e2e-menu');

    // A visitor meanwhile sees the published menu.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/');
    await expect(visitorPage.getByRole('contentinfo').getByRole('link', { name: /E2E 関係機関/ })).toHaveCount(0);
    const anonymous = await visitorPage.request.get('/api/globals/navigation?draft=true&depth=0');
    expect(await anonymous.text()).not.toContain(label);
    await visitor.close();

    // Restoring the version before the draft makes it the draft again; nothing goes live.
    const versions = await request.get('/api/globals/navigation/versions?sort=-updatedAt&limit=2&depth=0', { headers: { Authorization: `JWT ${editor.token}` } });
    const [latest, earlier] = ((await versions.json()) as { docs: { id: number; version: { editedBy?: number | null } }[] }).docs;
    expect(latest?.version.editedBy).toBeTruthy();
    if (earlier) {
      const restored = await request.post(`/api/globals/navigation/versions/${earlier.id}`, { headers: { Authorization: `JWT ${editor.token}` } });
      expect(restored.status()).toBe(200);
      expect(((await restored.json()) as { _status?: string })._status).toBe('draft');
      // The published menu is still the site's.
      const after = await request.get('/api/globals/navigation?depth=0');
      expect(((await after.json()) as { footer?: unknown[] }).footer?.length).toBeGreaterThan(0);
    }
    await page.getByRole('link', { name: 'プレビューを終了する' }).click();
  } finally {
    await editor.remove();
  }
});
