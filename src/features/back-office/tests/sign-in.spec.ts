import { expect, test } from '@playwright/test';

import { axe, staff } from '@tests/e2e/support';

/**
 * /admin/login as the server draws it: the form is in the HTML the server sends, works with the
 * keyboard and without JavaScript, says why a sign-in failed in the admin's language, and leads
 * only into /admin afterwards.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'ja-JP' });

  test('staff sign in with the form alone and land where Payload sent them', async ({ page }) => {
    // Where Payload sends someone not signed in who asked for the news list.
    await page.goto('/admin/login?redirect=%2Fadmin%2Fcollections%2Fnews');
    await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.getByLabel('メールアドレス').fill(staff.email);
    await page.getByLabel('パスワード').fill('not-the-password');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByRole('alert')).toHaveText('メールアドレス、または、パスワードが正しくありません。');
    // The address Payload asked for is kept through the failure.
    await expect(page).toHaveURL(/error=invalid.*redirect=%2Fadmin%2Fcollections%2Fnews/);

    await page.getByLabel('メールアドレス').fill(staff.email);
    await page.getByLabel('パスワード').fill(staff.password);
    await page.getByLabel('パスワード').press('Enter');
    await expect(page).toHaveURL(/\/admin\/collections\/news$/);
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'payload-token');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
  });
});

test('the form is in the HTML the server sends, in the browser’s language', async ({ request }) => {
  const ja = await (await request.get('/admin/login', { headers: { 'accept-language': 'ja' } })).text();
  const form = /<form[^>]*>/.exec(ja)?.[0] ?? '';
  expect(form).toContain('action="/admin/login/submit"');
  expect(form).toContain('method="post"');
  expect(ja).toMatch(/autocomplete="username"/i);
  const en = await (await request.get('/admin/login', { headers: { 'accept-language': 'en-GB,en;q=0.9' } })).text();
  expect(en).toContain('<html lang="en"');
  expect(en).toContain('Forgot password?');
});

test('the page has no axe violations in either language, on a desktop or a phone, with its error shown', async ({ page, browser }) => {
  await page.goto('/admin/login?error=invalid');
  expect((await axe(page)).violations).toEqual([]);
  const phone = await browser.newContext({ locale: 'en-GB', viewport: { width: 360, height: 780 } });
  const english = await phone.newPage();
  await english.goto('/admin/login');
  await expect(english.getByRole('heading', { level: 1 })).toHaveText('Login');
  expect((await axe(english)).violations).toEqual([]);
  // Keyboard: address, password, the button, then the forgotten-password link.
  await english.keyboard.press('Tab');
  await expect(english.getByLabel('Email')).toBeFocused();
  await english.keyboard.press('Tab');
  await expect(english.getByLabel('Password')).toBeFocused();
  await english.keyboard.press('Tab');
  await expect(english.getByRole('button', { name: 'Login' })).toBeFocused();
  await phone.close();
});

test('a sign-in never leads off /admin, whatever the form says', async ({ request }) => {
  for (const redirect of ['https://evil.example/', '//evil.example', '/news', '/admin/../api/users', '/admin\\evil']) {
    const response = await request.post('/admin/login/submit', { form: { email: staff.email, password: staff.password, redirect }, maxRedirects: 0 });
    expect(response.status(), redirect).toBe(303);
    expect(response.headers().location, redirect).toBe('/admin');
  }
});

test('a post from another site is refused, and an oversized one goes back to the form', async ({ request }) => {
  const crossSite = await request.post('/admin/login/submit', { form: { email: staff.email, password: staff.password }, headers: { origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(crossSite.status()).toBe(403);
  expect(crossSite.headers()['set-cookie'] ?? '').not.toContain('payload-token');
  const huge = await request.post('/admin/login/submit', { form: { email: staff.email, password: 'x'.repeat(20_000) }, maxRedirects: 0 });
  expect(huge.status()).toBe(303);
  expect(huge.headers().location).toBe('/admin/login?error=invalid');
});
