// `npm run guide:screenshots`: the staff guide's pictures of /admin (docs/images/staff-guide/{ja,en}/),
// taken from a fresh site in each admin language, so the guide shows the screens as they are.
//
//   npm run guide:screenshots                      builds and starts a site of sample data (as the benches do)
//   GUIDE_SITE_URL=http://localhost:3000 \
//   GUIDE_EMAIL=… GUIDE_PASSWORD=… npm run guide:screenshots    a site already running
//
// Run it after a change to /admin and commit the pictures with the change; the guide refers to
// them by these names.
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { chromium, type Page } from 'playwright-core';

import { benchSite } from '../bench/support/process';

type Language = 'ja' | 'en';

/** Each picture: its name and the address it shows (`{news}` is the first news item's id, `{page}` a page's). */
const SCREENS: { name: string; address: string; full?: boolean }[] = [
  { name: 'sign-in', address: '/admin/login' },
  { name: 'dashboard', address: '/admin' },
  { name: 'news-list', address: '/admin/collections/news' },
  { name: 'news-item', address: '/admin/collections/news/{news}' },
  { name: 'page-versions', address: '/admin/collections/pages/{page}/versions' },
  { name: 'site-menu', address: '/admin/globals/navigation' },
  { name: 'accredited-bodies-import', address: '/admin/collections/accredited-bodies' },
  { name: 'certificate-reports', address: '/admin/collections/certificate-reports' },
  { name: 'audit-log', address: '/admin/collections/audit-log' },
  { name: 'inquiries', address: '/admin/collections/inquiries' },
];

const OUT = path.join(process.cwd(), 'docs', 'images', 'staff-guide');

async function signIn(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel(/メールアドレス|Email/).fill(email);
  await page.getByLabel(/パスワード|Password/).fill(password);
  await page.getByRole('button', { name: /ログイン|Login/ }).click();
  await page.waitForURL(/\/admin\/?$/, { timeout: 60_000 });
}

async function firstId(base: string, token: string, collection: string, where = ''): Promise<string> {
  const response = await fetch(`${base}/api/${collection}?limit=1&depth=0&sort=-updatedAt${where}`, { headers: { Authorization: `JWT ${token}` } });
  const { docs } = (await response.json()) as { docs: { id: number }[] };
  if (!docs[0]) throw new Error(`No ${collection} to show`);
  return String(docs[0].id);
}

async function main() {
  const given = process.env.GUIDE_SITE_URL;
  const email = process.env.GUIDE_EMAIL ?? 'guide-screenshots@example.invalid';
  const password = process.env.GUIDE_PASSWORD ?? 'guide-screenshots-password';
  if (!given) Object.assign(process.env, { CMS_ADMIN_EMAIL: email, CMS_ADMIN_PASSWORD: password });
  const site = given ? { base: given, stop: () => {} } : await benchSite(3330, 'guide');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const login = await fetch(`${site.base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    const { token } = (await login.json()) as { token?: string };
    if (!token) throw new Error(`Cannot sign in as ${email} at ${site.base}`);
    const ids = { news: await firstId(site.base, token, 'news'), page: await firstId(site.base, token, 'pages', '&where[path][equals]=/about') };
    for (const language of ['ja', 'en'] as Language[]) {
      const dir = path.join(OUT, language);
      mkdirSync(dir, { recursive: true });
      const context = await browser.newContext({ locale: language === 'ja' ? 'ja-JP' : 'en-GB', timezoneId: 'Asia/Tokyo', viewport: { width: 1280, height: 800 } });
      // The admin's language, as the language menu sets it.
      await context.addCookies([{ name: 'payload-lng', value: language, url: site.base }]);
      const page = await context.newPage();
      await page.goto(`${site.base}/admin/login`);
      await page.screenshot({ path: path.join(dir, 'sign-in.png') });
      await signIn(page, site.base, email, password);
      for (const screen of SCREENS.filter((s) => s.name !== 'sign-in')) {
        await page.goto(site.base + screen.address.replace('{news}', ids.news).replace('{page}', ids.page));
        await page.waitForLoadState('networkidle');
        // Payload's lists and forms settle after their data arrives.
        await page.waitForTimeout(1500);
        await page.screenshot({ path: path.join(dir, `${screen.name}.png`), fullPage: screen.full ?? false });
        console.info(`${language}/${screen.name}.png`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    site.stop();
  }
}

await main();
process.exit(0);
