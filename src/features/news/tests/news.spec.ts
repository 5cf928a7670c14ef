import { expect, test } from '@playwright/test';

import { seedInstant } from '@/platform/content/seedFiles';
import { axe, staff } from '@tests/e2e/support';

import { sampleNews } from '../sample/items';

test('the news list pages through every item, newest first, in both languages', async ({ page }) => {
  const response = await page.goto('/news');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('お知らせ');
  const dates = await page.locator('main li time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
  expect(dates.length).toBe(20);
  expect([...dates].sort().reverse()).toEqual(dates);
  await expect(page.getByRole('heading', { name: new RegExp(`${sampleNews().length}件中 1〜20件目`) })).toBeVisible();
  await page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: '次のページ' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(page.locator('main li time')).toHaveCount(Math.min(20, sampleNews().length - 20));
  expect((await axe(page)).violations.map((v) => v.id)).toEqual([]);

  await page.goto('/en/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  // An item without English is listed under its own Japanese title, marked Japanese, with the
  // badge and staff's English summary, linking to the Japanese page.
  const item = sampleNews().find((n) => !n.title.en && n.englishSummary)!;
  const japaneseOnly = page.locator('main li', { hasText: item.title.ja });
  await expect(japaneseOnly.getByRole('link')).toHaveAttribute('hreflang', 'ja');
  await expect(japaneseOnly.getByRole('link')).toHaveAttribute('lang', 'ja');
  await expect(japaneseOnly).toContainText('Japanese only');
  await expect(japaneseOnly).toContainText(item.englishSummary!);
  expect((await axe(page)).violations.map((v) => v.id)).toEqual([]);
});

test('filters by year and category work without JavaScript and stay in the address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/news');
  await page.getByLabel('年').selectOption('2025');
  await page.getByLabel('分類').selectOption('system');
  await page.getByRole('button', { name: 'この条件で表示' }).click();
  await expect(page).toHaveURL(/year=2025/);
  await expect(page).toHaveURL(/category=system/);
  const items = page.locator('main li', { has: page.locator('time') });
  await expect(items.first()).toBeVisible();
  for (const text of await items.allTextContents()) {
    expect(text).toContain('2025年');
    expect(text).toContain('システム');
  }
  await context.close();
});

test('a malformed list address is a 400 with the reason, never an error page', async ({ page }) => {
  for (const [query, message] of [
    ['year=abc', '年の指定が正しくありません'],
    ['category=%3Cscript%3E', '分類の指定が正しくありません'],
    ['page=0', 'ページ番号の指定が正しくありません'],
    ['page=99999', 'ページ番号の指定が正しくありません'],
  ] as const) {
    const response = await page.goto(`/news?${query}`);
    expect(response?.status(), query).toBe(400);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(message);
  }
  const english = await page.goto('/en/news?year=1800');
  expect(english?.status()).toBe(400);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('The year is not valid');
});

test('an item page shows its date, category and body, with NewsArticle data, in both languages', async ({ page }) => {
  await page.goto('/news/2026-11-year-end-closure');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('年末年始');
  // Sample items are dated relative to the day the test database was seeded (this run, or the
  // day before when the run crossed midnight in Japan).
  const published = sampleNews().find((item) => item.slug === '2026-11-year-end-closure')!.published;
  const expected = [seedInstant(published), seedInstant(published - 1)];
  const day = await page.locator('main time').first().getAttribute('datetime');
  expect(expected.map((instant) => instant.slice(0, 10))).toContain(day);
  await expect(page.getByRole('navigation', { name: 'パンくずリスト' }).getByRole('link', { name: 'お知らせ' })).toHaveAttribute('href', '/news');
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { '@type': string; headline?: string; datePublished?: string },
  );
  const article = data.find((d) => d['@type'] === 'NewsArticle');
  expect(article?.headline).toContain('年末年始');
  expect(article?.datePublished).toBe(expected.find((instant) => instant.startsWith(day!)));
  expect((await axe(page)).violations.map((v) => v.id)).toEqual([]);

  await page.goto('/en/news/2026-11-year-end-closure');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Year-end closure');
});

test('an item written only in Japanese says so on the English site and links to the Japanese page', async ({ page }) => {
  const response = await page.goto('/en/news/2025-06-j-ohsms-guideline-revision');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is in Japanese only');
  await page.getByRole('link', { name: 'Open the Japanese page' }).click();
  await expect(page).toHaveURL(/\/news\/2025-06-j-ohsms-guideline-revision$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('an unknown item is a 404 page, and an address with capitals or dots is too', async ({ page }) => {
  for (const path of ['/news/no-such-item', '/news/Bad.Slug', '/en/news/NO-SUCH']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test('the news feed is Atom with the newest items, in each language', async ({ request }) => {
  const ja = await request.get('/news/feed');
  expect(ja.headers()['content-type']).toContain('application/atom+xml');
  const body = await ja.text();
  expect(body).toContain('xml:lang="ja"');
  expect(body).toContain('/news/2026-11-year-end-closure');
  const en = await (await request.get('/en/news/feed')).text();
  expect(en).toContain('xml:lang="en"');
  expect(en).toContain('/en/news/2026-11-year-end-closure');
  // Items without English are not in the English feed.
  expect(en).not.toContain('2025-06-j-ohsms-guideline-revision');
});

test('staff preview a draft change of a published item; visitors keep seeing the published one', async ({ page, browser }) => {
  const login = await page.request.post('/api/users/login', { data: staff });
  const { token } = (await login.json()) as { token: string };
  const found = await page.request.get('/api/news?where[slug][equals]=2024-11-fraudulent-email-warning&depth=0');
  const item = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]!;
  const saved = await page.request.patch(`/api/news/${item.id}?draft=true`, { headers: { Authorization: `JWT ${token}` }, data: { title: '下書きの見出し（プレビュー確認用）' } });
  expect(saved.ok()).toBe(true);

  await page.goto('/preview?path=/news/2024-11-fraudulent-email-warning');
  await expect(page).toHaveURL(/\/news\/2024-11-fraudulent-email-warning$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('下書きの見出し（プレビュー確認用）');
  await expect(page.getByText('下書きのプレビューを表示しています')).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/news/2024-11-fraudulent-email-warning');
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(item.title);
  await visitor.close();

  await page.getByRole('link', { name: 'プレビューを終了する' }).click();
  await page.goto('/news/2024-11-fraudulent-email-warning');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
});
