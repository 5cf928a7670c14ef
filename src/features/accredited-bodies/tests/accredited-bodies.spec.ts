import { expect, type APIRequestContext, type Page, test } from '@playwright/test';

import { axe } from '@tests/e2e/support';

type Exported = { accreditationNumber: string; status: string; scopes: unknown[]; name: { ja: string } };

async function allBodies(request: APIRequestContext): Promise<Exported[]> {
  const response = await request.get('/certification_institutions/export?format=json&status=all');
  return ((await response.json()) as { bodies: Exported[] }).bodies;
}

async function resultCount(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { level: 2, name: /該当件数|Results/ }).textContent();
  return Number(text?.match(/(\d+)/)?.[1]);
}

test('full-width, half-width, kana and legal-entity words do not change the result', async ({ page }) => {
  const counts: number[] = [];
  for (const name of ['サンプル', 'ｻﾝﾌﾟﾙ', 'さんぷる', '株式会社サンプル', '（株）サンプル', ' サンプル　']) {
    await page.goto(`/certification_institutions?name=${encodeURIComponent(name)}`);
    counts.push(await resultCount(page));
  }
  expect(counts[0]).toBeGreaterThan(0);
  expect(new Set(counts).size).toBe(1);
  await page.goto(`/certification_institutions?q=${encodeURIComponent('ｍｓ０００１')}`);
  await expect(page.getByRole('link', { name: /（サンプル）/ })).toHaveCount(1);
});

test('the scope area waits for a scheme, and a search is a shareable address', async ({ page }) => {
  await page.goto('/certification_institutions');
  await expect(page.getByText('認定の種類を選択すると、認定範囲を選べるようになります。')).toBeVisible();
  await page.getByLabel('認定の種類').selectOption('management_system');
  const scope = page.getByLabel('認定範囲');
  await expect(scope).toBeVisible();
  await scope.selectOption('QMS');
  await page.getByLabel('都道府県').selectOption('13');
  await page.getByRole('button', { name: 'この条件で検索する' }).click();
  await expect(page).toHaveURL(/scheme=management_system/);
  await expect(page).toHaveURL(/scope=QMS/);
  await expect(page).toHaveURL(/pref=13/);
  const count = await resultCount(page);
  const address = page.url();
  await page.goto('/');
  await page.goto(address);
  expect(await resultCount(page)).toBe(count);
  await expect(page.getByLabel('認定範囲')).toHaveValue('QMS');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: '条件をクリアする' }).isVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('searching by scheme then scope works with plain form posts', async ({ page }) => {
    await page.goto('/en/certification_institutions');
    await page.getByLabel('Scheme').selectOption('product');
    await page.getByRole('button', { name: 'Search with these conditions' }).click();
    await expect(page).toHaveURL(/scheme=product/);
    // After a search the form is folded under the conditions; a native disclosure opens it without JavaScript.
    await page.getByText('Change conditions').click();
    await page.getByLabel('Scope of accreditation').selectOption('G');
    await page.getByRole('button', { name: 'Search with these conditions' }).click();
    await expect(page).toHaveURL(/scope=G/);
  });
});

test('nothing found says so, in both languages', async ({ page }) => {
  await page.goto('/certification_institutions?q=zzzzqqqq');
  await expect(page.locator('main')).toContainText('該当するデータはありませんでした。検索条件を変えて、再度検索してください。');
  await page.goto('/en/certification_institutions?q=zzzzqqqq');
  await expect(page.locator('main')).toContainText('Nothing matched your search. Please change the conditions and try again.');
});

test('malformed conditions answer 400 with a message', async ({ page }) => {
  for (const query of ['scheme=bakery', 'page=-1', 'pref=99', 'scope=QMS', `q=${'x'.repeat(101)}`]) {
    const response = await page.goto(`/certification_institutions?${query}`);
    expect(response?.status(), query).toBe(400);
    await expect(page.locator('#search-problems')).toBeVisible();
  }
});

test('detail pages of an active, a suspended and an ended body, and their verification', async ({ page, request }) => {
  const bodies = await allBodies(request);
  // The sample data gives certificates to the first two bodies of each scheme (letters of the number): one after them has none.
  const prefix = (b: Exported) => b.accreditationNumber.replace(/\d+$/, '');
  const withCertificates = new Set(
    [...new Set(bodies.map(prefix))].flatMap((p) =>
      bodies
        .filter((b) => prefix(b) === p)
        .map((b) => b.accreditationNumber)
        .sort()
        .slice(0, 2),
    ),
  );
  const active = bodies.find((b) => b.status === 'active' && !withCertificates.has(b.accreditationNumber))!;
  const suspended = bodies.find((b) => b.status === 'suspended')!;
  const ended = bodies.find((b) => b.status === 'ended')!;
  const noScope = bodies.find((b) => b.scopes.length === 0);

  await page.goto(`/certification_institutions/${active.accreditationNumber}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('認定中');
  await expect(page.locator('main')).toContainText('認定証のPDFは添付されていません');
  await page.goto(`/en/certification_institutions/${suspended.accreditationNumber}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Suspended');
  await expect(page.locator('main')).toContainText(/Suspended (from|since) \d{1,2} [A-Z][a-z]+ \d{4}/);
  await page.goto(`/certification_institutions/${ended.accreditationNumber}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('認定終了');
  if (noScope) {
    await page.goto(`/en/certification_institutions/${noScope.accreditationNumber}`);
    await expect(page.locator('main')).toContainText('No scope of accreditation is listed');
  }

  await page.goto(`/verify/${active.accreditationNumber}`);
  await expect(page.locator('main')).toContainText('有効です');
  await page.goto(`/en/verify/${suspended.accreditationNumber}`);
  await expect(page.locator('main')).toContainText('Not valid');
  await page.goto('/verify/NOSUCH0001');
  await expect(page.locator('main')).toContainText('認定番号・登録番号が見つかりません');
  expect((await page.request.get('/certification_institutions/NOSUCH0001')).status()).toBe(404);
  for (const broken of ['/certification_institutions/%E0%A4%A', '/verify/%E0%A4%A', '/%E0%A4%A', '/en/about/%ZZ']) {
    const response = await page.request.get(broken);
    expect(response.status(), broken).toBe(400);
    expect(await response.text()).toMatch(/全角・半角|full-width or half-width/);
  }
});

test('a search downloads as CSV that Excel reads as UTF-8, and as JSON', async ({ request }) => {
  const csv = await request.get('/certification_institutions/export?format=csv&scheme=laboratory');
  expect(csv.headers()['content-type']).toContain('text/csv');
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('accreditation_number');
  expect(bytes.toString('utf8')).toContain('（サンプル）');
  const json = await request.get('/certification_institutions/export?format=json&scheme=laboratory');
  const body = (await json.json()) as { count: number; bodies: Exported[] };
  expect(body.count).toBeGreaterThan(0);
  expect(body.bodies.every((b) => b.accreditationNumber.startsWith('TL'))).toBe(true);
});

test('the directory pages have no axe violations in both languages', async ({ page, request }) => {
  // axe takes 9–22 s a page on two loaded cores: the run's default minute is too tight for several.
  test.setTimeout(180_000);
  const [body] = await allBodies(request);
  for (const url of [
    '/certification_institutions',
    '/en/certification_institutions?scheme=management_system&scope=QMS',
    '/certification_institutions?q=zzzz',
    `/certification_institutions/${body!.accreditationNumber}`,
    `/en/certification_institutions/${body!.accreditationNumber}`,
    `/verify/${body!.accreditationNumber}`,
    `/en/verify/${body!.accreditationNumber}`,
    '/certification_institutions?scheme=bakery',
  ]) {
    await page.goto(url);
    const { violations } = await axe(page);
    expect(violations.map((v) => `${url} ${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  }
});

test('the search page offers its downloads in both languages, with the same conditions', async ({ page, request }) => {
  for (const [path, label] of [
    ['/certification_institutions?scheme=laboratory', 'この結果をダウンロード'],
    ['/en/certification_institutions?scheme=laboratory', 'Download these results'],
  ] as const) {
    await page.goto(path);
    const downloads = page.locator('p', { hasText: label });
    await expect(downloads.getByRole('link')).toHaveCount(3);
    for (const href of await downloads.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      expect(href).toContain('scheme=laboratory');
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  }
});
