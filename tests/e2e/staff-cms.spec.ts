import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { staffToken } from './support';

/**
 * The staff CMS as staff in Japan use it: nothing of /admin reaches another host, and dates and
 * times read in Japan's time zone in the admin's language, whatever zone the browser is in.
 */

// A staff member abroad: a browser in New York, in Japanese.
test.use({ locale: 'ja-JP', timezoneId: 'America/New_York' });

type Account = { email: string; password: string; token: string; remove: () => Promise<void> };
type Doc = { id: number; createdAt: string; updatedAt: string; publishedAt?: string };
type Init = { method?: 'GET' | 'POST' | 'DELETE'; data?: unknown };

async function call<T>(request: APIRequestContext, token: string, path: string, init: Init = {}): Promise<T> {
  const response = await request.fetch(path, { method: init.method ?? 'GET', data: init.data, headers: { Authorization: `JWT ${token}` } });
  expect(response.status(), path).toBeLessThan(300);
  return (await response.json()) as T;
}

/**
 * As the shared staff account, which every other test signs in with too: Payload keeps an
 * account's sessions in the account and saves them whole, so a sign-in made at the same moment
 * elsewhere can end this one. A refusal is tried again with a new sign-in.
 */
async function asSharedStaff<T>(request: APIRequestContext, path: string, init: Init = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const response = await request.fetch(path, { method: init.method ?? 'GET', data: init.data, headers: { Authorization: `JWT ${await staffToken(request)}` } });
    if ([401, 403].includes(response.status()) && attempt < 3) continue;
    expect(response.status(), path).toBeLessThan(300);
    return (await response.json()) as T;
  }
}

/** An editor's account of this test's own (made by the shared administrator), so no other test's sign-in ends its session. */
async function editorAccount(request: APIRequestContext): Promise<Account> {
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const [email, password] = [`e2e-editor-${unique}@example.invalid`, `e2e-editor-password-${unique}`];
  const { doc } = await asSharedStaff<{ doc: { id: number } }>(request, '/api/users', { method: 'POST', data: { email, password, name: 'E2E 編集者', roles: ['editor'] } });
  const login = await request.post('/api/users/login', { data: { email, password } });
  const { token } = (await login.json()) as { token: string };
  return { email, password, token, remove: async () => void (await asSharedStaff(request, `/api/users/${doc.id}`, { method: 'DELETE' })) };
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel(/メールアドレス|Email/).fill(account.email);
  await page.getByLabel(/パスワード|Password/).fill(account.password);
  await page.getByRole('button', { name: /ログイン|Login/ }).click();
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 });
}

/**
 * A draft news item of this test's own (other tests edit the sample items meanwhile; visitors
 * never see a draft), published at 00:30 in Japan, when it is still the day before in New York.
 */
async function draftNews(request: APIRequestContext, editor: Account): Promise<{ item: Doc; version: Doc; remove: () => Promise<void> }> {
  const slug = `e2e-staff-cms-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const data = { title: '管理画面の日時の確認（E2E）', slug, category: 'notice', publishedAt: '2026-11-22T15:30:00.000Z', publishedAt_tz: 'Asia/Tokyo', _status: 'draft' };
  const { doc: item } = await call<{ doc: Doc }>(request, editor.token, '/api/news?draft=true&depth=0', { method: 'POST', data });
  const versions = await call<{ docs: Doc[] }>(
    request,
    editor.token,
    `/api/news/versions?where[parent][equals]=${item.id}&where[snapshot][not_equals]=true&sort=-updatedAt&limit=1&depth=0`,
  );
  return { item, version: versions.docs[0]!, remove: async () => void (await call(request, editor.token, `/api/news/${item.id}`, { method: 'DELETE' })) };
}

/** The parts of an instant in Japan, worked out here independently of the site's own formatter. */
function japanParts(iso: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { year: part.year!, month: Number(part.month), day: Number(part.day), time: `${part.hour}:${part.minute}` };
}
const inJapanese = (iso: string) => {
  const p = japanParts(iso);
  return `${p.year}年${p.month}月${p.day}日 ${p.time}`;
};
/** Payload's own pattern for the few dates its server draws (admin.dateFormat), with the zone it names. */
const slashed = (iso: string) => {
  const p = japanParts(iso);
  return `${p.year}/${String(p.month).padStart(2, '0')}/${String(p.day).padStart(2, '0')} ${p.time} (GMT+9)`;
};
const inEnglish = (iso: string) => {
  const p = japanParts(iso);
  return `${p.day} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][p.month - 1]} ${p.year}, ${p.time} JST`;
};

test('no page of /admin asks another host for anything: avatars, fonts, scripts, images', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  // A request the Content-Security-Policy stops is never made, so it has no request event: the
  // browser reports it to the page instead, and that counts too.
  const blocked: string[] = [];
  await page.exposeFunction('reportBlockedAddress', (uri: string) => blocked.push(uri));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { reportBlockedAddress(uri: string): void }).reportBlockedAddress(event.blockedURI));
  });

  const editor = await editorAccount(request);
  const { item, version, remove } = await draftNews(request, editor);
  try {
    const visit = async (path: string) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    };
    await visit('/admin/login');
    await signIn(page, editor);
    await page.waitForLoadState('networkidle');
    for (const path of [
      '/admin',
      '/admin/collections/news',
      `/admin/collections/news/${item.id}`,
      `/admin/collections/news/${item.id}/versions`,
      `/admin/collections/news/${item.id}/versions/${version.id}`,
      '/admin/collections/media',
      '/admin/globals/navigation',
      '/admin/account',
      '/admin/guide',
    ]) {
      await visit(path);
    }
  } finally {
    await remove();
    await editor.remove();
  }

  expect(requested.length).toBeGreaterThan(20);
  // data: and blob: addresses are the page's own content, not requests to a host.
  const elsewhere = requested.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  expect(elsewhere).toEqual([]);
  expect(blocked.filter((uri) => /^(https?|wss?):/.test(uri) && new URL(uri).origin !== origin)).toEqual([]);
});

test('lists, date fields and version history show Japan time in the admin language, whatever the browser’s zone', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const editor = await editorAccount(request);
  const redirect = (await call<{ docs: Doc[] }>(request, editor.token, '/api/redirects?where[from][equals]=/news/en&depth=0')).docs[0]!;
  const { item, version, remove } = await draftNews(request, editor);
  try {
    await signIn(page, editor);
    // The browser's own clock is New York's, 13 or 14 hours behind Japan's.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');

    // A list: the redirect seeded with the sample site, and its creation time.
    await page.goto(`/admin/collections/redirects?where[from][equals]=${encodeURIComponent('/news/en')}`);
    const row = page.getByRole('row').filter({ hasText: '/news/en' });
    await expect(row).toContainText(inJapanese(redirect.createdAt));
    await expect(row.getByText(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/)).toHaveText(inJapanese(redirect.createdAt));

    // The news list's publish and update times: 2026年11月23日 00:30, though New York is still on the 22nd.
    expect(inJapanese(item.publishedAt!)).toBe('2026年11月23日 00:30');
    await page.goto(`/admin/collections/news?where[id][equals]=${item.id}`);
    const newsRow = page.getByRole('row').filter({ hasText: inJapanese(item.updatedAt) });
    await expect(newsRow).toHaveCount(1);
    await expect(newsRow).toContainText(inJapanese(item.publishedAt!));

    // A date field: the publish time as staff enter it.
    await page.goto(`/admin/collections/news/${item.id}`);
    await expect(page.locator('#field-publishedAt input').first()).toHaveValue(inJapanese(item.publishedAt!));

    // The version history: the latest version's time, linking to it.
    const latestVersion = page.locator(`main.versions a[href="/admin/collections/news/${item.id}/versions/${version.id}"]`);
    await page.goto(`/admin/collections/news/${item.id}/versions`);
    await expect(latestVersion).toHaveText(inJapanese(version.updatedAt));

    // The version itself, whose heading and restore confirmation the server draws: Japan time too,
    // named, whatever zone the server's machine is set to (CI's is UTC).
    await page.goto(`/admin/collections/news/${item.id}/versions/${version.id}`);
    await expect(page.getByText(slashed(version.updatedAt)).first()).toBeVisible();

    // The same in the English admin.
    await page.context().addCookies([{ name: 'payload-lng', value: 'en', url: baseURL! }]);
    await page.goto(`/admin/collections/redirects?where[from][equals]=${encodeURIComponent('/news/en')}`);
    await expect(page.getByRole('row').filter({ hasText: '/news/en' })).toContainText(inEnglish(redirect.createdAt));
    await page.goto(`/admin/collections/news/${item.id}`);
    await expect(page.locator('#field-publishedAt input').first()).toHaveValue(inEnglish(item.publishedAt!));
    await page.goto(`/admin/collections/news/${item.id}/versions`);
    await expect(latestVersion).toHaveText(inEnglish(version.updatedAt));
  } finally {
    await remove();
    await editor.remove();
  }
});

test('the dashboard shows an editor their own work, and the staff guide opens from it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const editor = await editorAccount(request);
  const { remove } = await draftNews(request, editor);
  try {
    await signIn(page, editor);
    const work = page.getByRole('region', { name: '対応が必要なこと' });
    await expect(work).toBeVisible();
    await expect(work).toContainText('編集者');
    // Drafts link to the filtered list; what is not an editor's work is not shown.
    const drafts = work.getByRole('region', { name: '下書きと公開予約' });
    const newsDrafts = drafts.getByRole('listitem').filter({ hasText: 'お知らせ' }).first().getByRole('link', { name: /^下書き \d+件$/ });
    await expect(newsDrafts).toHaveAttribute('href', '/admin/collections/news?where[_status][equals]=draft');
    expect(Number((await newsDrafts.textContent())!.match(/\d+/)![0])).toBeGreaterThanOrEqual(1);
    await expect(work.getByRole('region', { name: '未対応・対応中の受付' })).toHaveCount(0);
    await expect(work.getByRole('region', { name: '最近の操作の記録' })).toHaveCount(0);
    await newsDrafts.click();
    await expect(page.getByText('管理画面の日時の確認（E2E）').first()).toBeVisible();

    await page.goto('/admin');
    await work.getByRole('link', { name: 'スタッフガイドを読む' }).click();
    await expect(page).toHaveURL(/\/admin\/guide/);
    await expect(page.getByRole('heading', { level: 1, name: 'スタッフガイド：ウェブサイトの運用' })).toBeVisible();
    await page.getByRole('link', { name: 'staff-guide.en.md' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff guide: running the website' })).toBeVisible();
  } finally {
    await remove();
    await editor.remove();
  }
});

test('a scheduled item says when it goes public: its header, its publish button, the list and the dashboard, in Japan time', async ({ page, request }) => {
  test.setTimeout(120_000);
  const editor = await editorAccount(request);
  // Ten minutes ahead, to the minute: scheduling is publishing with a time still to come.
  const publishedAt = new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000).toISOString();
  const title = '公開予約の確認（E2E）';
  const slug = `e2e-scheduled-${Date.now()}`;
  const data = { title, slug, category: 'notice', publishedAt, publishedAt_tz: 'Asia/Tokyo', _status: 'published' };
  const { doc: item } = await call<{ doc: Doc }>(request, editor.token, '/api/news?depth=0', { method: 'POST', data });
  const scheduled = `${inJapanese(publishedAt)}に公開予約`;
  try {
    await signIn(page, editor);
    await page.goto(`/admin/collections/news/${item.id}`);
    await expect(page.getByText(scheduled, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: `${scheduled}する` })).toBeVisible();
    await expect(page.getByText('公開済み')).toHaveCount(0);

    await page.goto(`/admin/collections/news?where[id][equals]=${item.id}`);
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText(scheduled);

    await page.goto('/admin');
    const drafts = page.getByRole('region', { name: '下書きと公開予約' });
    // The innermost item that names it: the item itself, under its collection's.
    await expect(drafts.getByRole('listitem').filter({ hasText: title }).last()).toContainText(scheduled);
  } finally {
    await call(request, editor.token, `/api/news/${item.id}`, { method: 'DELETE' });
    await editor.remove();
  }
});
