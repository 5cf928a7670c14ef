import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { type Browser, expect, test } from '@playwright/test';
import PostalMime from 'postal-mime';

import { expectNoViolationsAt } from '@tests/e2e/support';

/**
 * Alerts by mail as a visitor meets them, without JavaScript: the link on a certificate's page
 * and on a list, the form (a wrong address is said plainly, in the page's language), the same
 * answer for every address, the confirmation mail (a link, nothing typed), the button that
 * confirms, the page of one's alerts, the one-click unsubscribe a mail system posts from
 * anywhere, and the refusals. The server writes its mail as files (no SMTP server here); the
 * integration suites check delivery through a real one.
 */

const mailDir = path.join(process.env.DATA_DIR ?? 'data', 'mail');

type Mail = { to: string; subject: string; text: string; headers: Record<string, string> };

async function mailsTo(address: string): Promise<Mail[]> {
  let files: string[] = [];
  try {
    files = readdirSync(mailDir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const mails: Mail[] = [];
  for (const file of files) {
    const mail = await PostalMime.parse(readFileSync(path.join(mailDir, file)));
    if (!mail.to?.some((t) => t.address === address)) continue;
    const headers: Record<string, string> = {};
    for (const h of mail.headers) headers[h.key.toLowerCase()] = h.value;
    mails.push({ to: address, subject: mail.subject ?? '', text: mail.text ?? '', headers });
  }
  return mails;
}

/** The link of a path in a mail, on the server under test. */
const linkIn = (mail: Mail, pathname: string) => {
  const found = new RegExp(`https?://[^\\s/]+(${pathname.replace(/\//g, '\\/')}\\?t=[A-Za-z0-9._-]+)`).exec(mail.text);
  expect(found, `a ${pathname} link in the mail`).not.toBeNull();
  return found![1]!;
};

async function waitForMail(address: string, count: number): Promise<Mail[]> {
  let mails: Mail[] = [];
  await expect.poll(async () => (mails = await mailsTo(address)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return mails;
}

const noScript = async (browser: Browser, locale = 'ja-JP') => (await browser.newContext({ javaScriptEnabled: false, locale })).newPage();
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.invalid`;

const noViolations = expectNoViolationsAt;

test('a buyer follows a certificate from its page in Japanese, without JavaScript: form, confirmation mail, confirm, the page of their alerts', async ({ browser }) => {
  const page = await noScript(browser);
  await page.goto(`/ms_certifications/list?q=${encodeURIComponent('工業')}`);
  await page.locator('a[href^="/compatible_organizations/"]').first().click();
  const certificate = (await page.getByRole('heading', { level: 3 }).first().textContent())!.split('—').pop()!.trim();
  await page.getByRole('link', { name: 'この変更をメールで受け取る' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('変更をメールで受け取る');
  await expect(page.locator('main')).toContainText(`登録番号 ${certificate}`);
  await noViolations(page);

  // A wrong address is said plainly, at the field.
  await page.getByLabel('メールアドレス（必須）').fill('buyer@');
  await page.getByRole('button', { name: '確認のメールを送る' }).click();
  await expect(page.getByRole('alert')).toHaveText(/メールアドレスの形式が正しくありません/);
  await expect(page.getByLabel('メールアドレス（必須）')).toHaveAttribute('aria-invalid', 'true');

  const address = unique('buyer');
  await page.getByLabel('メールアドレス（必須）').fill(address);
  await page.getByLabel('毎日午前8時（日本時間）にまとめて').check();
  await page.getByRole('button', { name: '確認のメールを送る' }).click();
  await expect(page).toHaveURL(/\/alerts\/requested$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('確認のメールをお送りします');

  const [mail] = await waitForMail(address, 1);
  expect(mail!.subject).toBe('【日本適合性認定協会】お知らせの登録の確認');
  expect(mail!.text).not.toContain(certificate);
  expect(mail!.text).not.toContain(address);
  await page.goto(linkIn(mail!, '/alerts/confirm'));
  await noViolations(page);
  await page.getByRole('button', { name: '登録を確定する' }).click();
  await expect(page).toHaveURL(/\/alerts\/manage\?t=.+&done=confirmed$/);
  await expect(page.locator('main').getByRole('status')).toHaveText(/登録を確定しました/);
  const row = page.getByRole('row', { name: new RegExp(certificate) });
  await expect(row).toContainText('毎日午前8時（日本時間）にまとめて');
  await noViolations(page);

  // The link works once.
  await page.goto(linkIn(mail!, '/alerts/confirm'));
  await page.getByRole('button', { name: '登録を確定する' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(/すでに使われた/);

  // Switched to each change, then stopped: the address is erased with its last alert.
  await page.getByRole('row', { name: new RegExp(certificate) }).getByRole('button', { name: /変更のたびに送る/ }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText('お送りする頻度を変更しました。');
  await page.getByRole('row', { name: new RegExp(certificate) }).getByRole('button', { name: /停止する/ }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText('すべてのお知らせを停止し、メールアドレスを消去しました。');
  await page.context().close();
});

test('a reader follows the news in English and leaves with one button; every page of the way passes axe', async ({ browser }) => {
  const page = await noScript(browser, 'en-GB');
  await page.goto('/en/news');
  await page.getByRole('link', { name: 'Get new items by email' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get these changes by email');
  await expect(page.locator('main')).toContainText('News');
  await noViolations(page);
  const address = unique('reader');
  await page.getByLabel('Email address (required)').fill(address);
  await page.getByRole('button', { name: 'Send the confirmation email' }).click();
  await expect(page).toHaveURL(/\/en\/alerts\/requested$/);
  await noViolations(page);
  const [mail] = await waitForMail(address, 1);
  expect(mail!.subject).toBe('JAB: please confirm your alerts');
  await page.goto(linkIn(mail!, '/en/alerts/confirm'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText(/^Confirmed\./);
  await expect(page.getByRole('table')).toContainText('News');
  await noViolations(page);
  const manage = page.url().replace(/&done=confirmed$/, '');
  await page.getByRole('button', { name: 'Stop all alerts and erase the address' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText('All alerts have been stopped and the address erased.');
  // The link of the erased address leads nowhere now.
  await page.goto(manage);
  await expect(page.locator('main')).toContainText('This link is not valid, or this address no longer has any alerts.');
  await page.context().close();
});

test('refuses what it should: a post from another site, a subject that does not exist, a malformed request, a forged link', async ({ request }) => {
  const crossSite = await request.post('/alerts/subscribe', { form: { kind: 'list', key: 'news', email: 'x@example.invalid' }, headers: { origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(crossSite.status()).toBe(403);
  expect((await request.get('/alerts?kind=certificate&key=NOSUCH%3A0000')).status()).toBe(404);
  const malformed = await request.get('/en/alerts?kind=everything&key=x');
  expect(malformed.status()).toBe(400);
  expect(await malformed.text()).toContain('We could not find what you want to follow.');
  const forged = await request.post('/alerts/unsubscribe?t=u.abc.def', { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(forged.status()).toBe(400);
  expect(await forged.text()).toBe('このリンクは無効です。');
  const manage = await request.get('/en/alerts/manage?t=m.abc.def');
  expect(manage.status()).toBe(200);
  expect(await manage.text()).toContain('This link is not valid, or this address no longer has any alerts.');
});
