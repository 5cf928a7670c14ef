import { expect, type Page, test } from '@playwright/test';

import { parse } from 'csv-parse/sync';

import { axe, staff, staffToken } from '@tests/e2e/support';

const L = '/ms_certifications/list';

async function resultCount(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { level: 2, name: /該当件数|Results/ }).textContent();
  return Number(text?.replace(/[,，]/g, '').match(/(\d+)/)?.[1]);
}

const firstColumn = (page: Page) => page.locator('table tbody tr th[scope="row"] a');

test('width, kana and legal-form variants of a keyword find the same organisations; one character is enough', async ({ page }) => {
  const counts: number[] = [];
  for (const q of ['テクノ', 'ﾃｸﾉ', 'てくの', 'ＴＥＣＨＮＯ', 'techno']) {
    await page.goto(`${L}?q=${encodeURIComponent(q)}`);
    counts.push(await resultCount(page));
  }
  expect(counts[0]).toBeGreaterThan(0);
  expect(new Set(counts.slice(0, 3)).size).toBe(1);
  expect(counts[3]).toBe(counts[4]);

  const legal: number[] = [];
  for (const q of ['さくら', '株式会社さくら', '(株)さくら', '㈱　さくら']) {
    await page.goto(`${L}?q=${encodeURIComponent(q)}`);
    legal.push(await resultCount(page));
  }
  expect(legal[0]).toBeGreaterThan(0);
  expect(new Set(legal).size).toBe(1);

  await page.goto(`${L}?q=${encodeURIComponent('鈴')}`);
  expect(await resultCount(page)).toBeGreaterThan(0);
  await expect(firstColumn(page).first()).toBeVisible();

  // Only a legal form: said so, and nothing is filtered.
  await page.goto(`${L}?q=${encodeURIComponent('(株)')}`);
  await expect(page.getByText('法人格を表す語のため')).toBeVisible();
});

test('scopes: the Selected Scope line follows the boxes, the search keeps them, and each standard has its page', async ({ page }) => {
  await page.goto(L);
  const selected = page.locator('[data-selected]');
  await expect(selected).toContainText('指定なし');
  await page.getByLabel(/^QMS（/).check();
  await page.getByLabel(/^EMS（/).check();
  await expect(selected).toContainText('QMS, EMS');
  await page.getByRole('button', { name: 'この条件で検索する' }).click();
  await expect(page).toHaveURL(/std=QMS&std=EMS/);
  await expect(selected).toContainText('QMS, EMS');
  const scopes = await page.locator('table tbody tr td:last-child strong, table tbody tr td:last-child span').allTextContents();
  expect(scopes.length).toBeGreaterThan(0);
  expect(scopes.every((s) => /QMS|EMS/.test(s))).toBe(true);

  await page.getByRole('navigation', { name: '規格別の検索' }).getByRole('link', { name: 'ISO 14001' }).click();
  await expect(page).toHaveURL(/\/ms_certifications\/list\/14001$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ISO 14001 認証組織の検索');
  const onVariant = await page.locator('table tbody tr td:last-child span').allTextContents();
  expect(onVariant.every((s) => s.includes('EMS'))).toBe(true);
  for (const slug of ['9001', '22000', '27001', '50001', '55001', '45001', '45100']) {
    expect((await page.request.get(`${L}/${slug}`)).status()).toBe(200);
  }
  expect((await page.request.get(`${L}/9999`)).status()).toBe(404);
});

test('narrowing, sorting and deep pages live in the address, which reopens to the same page', async ({ page, browser }) => {
  await page.goto(L);
  await page.getByText('さらに絞り込む').click();
  await page.getByLabel('日本国内').check();
  await page.getByLabel('東京都').check();
  await page.getByLabel('大阪府').check();
  await page.getByLabel('企業').check();
  await page.getByRole('button', { name: 'この条件で検索する' }).click();
  await expect(page).toHaveURL(/area=jp/);
  await expect(page).toHaveURL(/pref=13&pref=27/);
  const places = await page.locator('table tbody tr td:nth-child(7)').allTextContents();
  expect(places.every((p) => p.startsWith('東京都') || p.startsWith('大阪府'))).toBe(true);

  await page.getByRole('link', { name: /^有効期限/ }).click();
  await expect(page.getByRole('columnheader', { name: /有効期限/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('link', { name: /^有効期限/ }).click();
  await expect(page.getByRole('columnheader', { name: /有効期限/ })).toHaveAttribute('aria-sort', 'descending');
  const dates = (await page.locator('table tbody tr td:nth-child(6)').allTextContents()).map((d) => d.slice(0, 10));
  expect(dates).toEqual([...dates].sort().reverse());

  await page.getByLabel('ページ番号').fill('3');
  await page.getByRole('button', { name: '移動' }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(page.getByText('41〜60件目を表示')).toBeVisible();
  const first = await firstColumn(page).first().textContent();

  const other = await browser.newPage();
  await other.goto(page.url());
  await expect(firstColumn(other).first()).toHaveText(first!);
  await expect(other.getByLabel('東京都', { exact: true })).toBeChecked();
  await other.close();
});

test('with the keyboard alone: type a keyword, search, open an organisation', async ({ page }) => {
  await page.goto(L);
  await page.getByRole('searchbox', { name: 'キーワード' }).focus();
  await page.keyboard.type('霞ヶ浜');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=%E9%9C%9E/);
  expect(await resultCount(page)).toBeGreaterThan(0);
  // Focus is on the result heading after the search; Tab on through the sort links to the first organisation.
  const first = firstColumn(page).first();
  await expect(page.locator('#co-results')).toBeFocused();
  for (let i = 0; i < 40 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  const name = (await first.textContent())!;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await page.getByRole('link', { name: '認証組織の検索に戻る' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ms_certifications\/list$/);
});

test('without JavaScript the search, its filters and the pages work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/ms_certifications/list');
  await page.getByRole('searchbox', { name: 'Keyword' }).fill('industries');
  await page.getByLabel(/^ISMS \(/).check();
  await page.getByLabel(/^QMS \(/).check();
  await page.getByRole('button', { name: 'Search with these conditions' }).click();
  await expect(page).toHaveURL(/q=industries/);
  await expect(page.locator('[data-selected]')).toContainText('QMS, ISMS');
  expect(await resultCount(page)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Next page' }).first().click();
  await expect(page).toHaveURL(/page=2/);
  await context.close();
});

test('an organisation page lists its certificates and links each body to the accredited-body directory', async ({ page }) => {
  await page.goto(`${L}?q=${encodeURIComponent('工業')}`);
  const link = firstColumn(page).first();
  const name = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(/\/compatible_organizations\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByText('表示しているデータはサンプルです')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /認証の一覧/ })).toBeVisible();
  const body = page.getByRole('link', { name: /（サンプル）/ }).first();
  const href = await body.getAttribute('href');
  expect(href).toMatch(/^\/certification_institutions\/MS\d+$/);
  expect((await page.request.get(href!)).status()).toBe(200);
  expect((await page.request.get('/compatible_organizations/999999999')).status()).toBe(404);
  expect((await page.request.get('/en/compatible_organizations/abc')).status()).toBe(404);
  const index = await page.request.get('/compatible_organizations', { maxRedirects: 0 });
  expect(index.headers().location).toBe('/ms_certifications/list');
});

test('any result downloads as CSV for Excel and as JSON, with the same rows', async ({ page, request }) => {
  await page.goto(`${L}?pref=47`);
  const total = await resultCount(page);
  expect(total).toBeGreaterThan(0);
  const csvHref = await page.getByRole('link', { name: /CSV/ }).getAttribute('href');
  const csv = await request.get(csvHref!);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trim().split('\r\n');
  expect(lines[0]).toMatch(/^body_number,certificate_number,organisation_name/);
  expect(lines.length - 1).toBe(total);
  const json = (await (await request.get(csvHref!.replace('format=csv', 'format=json'))).json()) as { certificates: { status: string; prefecture: string }[] };
  expect(json.certificates).toHaveLength(total);
  expect(json.certificates.every((c) => c.prefecture === '47' && ['valid', 'suspended'].includes(c.status))).toBe(true);
  expect((await request.get(`${L}/export?format=xml`)).status()).toBe(400);
});

test('hostile addresses get a 400 with a message in the visitor’s language, never a 500', async ({ page, request }) => {
  for (const [qs, text] of [
    ['page=-1', 'ページ番号の指定が正しくありません'],
    ['page=99999999', 'ページ番号の指定が正しくありません'],
    ['size=100000', '1ページの表示件数は'],
    ['std=DROP', '登録範囲の指定が正しくありません'],
    ['iaf=0&pref=99', '産業分類は'],
  ] as const) {
    const response = await page.goto(`${L}?${qs}`);
    expect(response?.status(), qs).toBe(400);
    await expect(page.locator('#search-problems')).toContainText(text);
  }
  const en = await page.goto('/en/ms_certifications/list?sort=password');
  expect(en?.status()).toBe(400);
  await expect(page.locator('#search-problems')).toContainText('The sort order is not valid.');
  const sql = await page.goto(`${L}?q=${encodeURIComponent("' OR 1=1; DROP TABLE certified_organisations; --")}`);
  expect(sql?.status()).toBe(200);
  await expect(page.getByText('該当するデータはありませんでした')).toBeVisible();
  await expect(page.getByText('公開に同意した組織の認証だけです')).toBeVisible();
  expect((await request.get(`${L}?page=${'9'.repeat(400)}`)).status()).toBe(400);
  expect((await request.get(`${L}?q=${'あ'.repeat(200)}`)).status()).toBe(400);
  // An address longer than the server takes at all is refused before the page (431).
  const huge = (await request.get(`${L}?q=${'あ'.repeat(3000)}`)).status();
  expect(huge >= 400 && huge < 500).toBe(true);
});

test('the certification counts table, in both languages', async ({ page }) => {
  await page.goto('/ms_certifications/counts');
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(16);
  await expect(page.getByText('サンプル値').first()).toBeVisible();
  await expect(page.getByText(/2020年3月31日/).first()).toBeVisible();
  await expect(page.getByText(/31/).first()).toBeVisible();
  await page.goto('/en/ms_certifications/counts');
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(16);
  await expect(page.getByRole('columnheader').first()).toBeVisible();
});

test('every page of the directory has no axe violations in either language', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto(`${L}?q=${encodeURIComponent('工業')}`);
  const detail = await firstColumn(page).first().getAttribute('href');
  const paths = [L, `${L}?q=${encodeURIComponent('建設')}&pref=13&area=jp`, `${L}?q=zzqqxx`, `${L}?page=-1`, `${L}/45100`, detail!, '/ms_certifications/counts'];
  const failures: string[] = [];
  for (const path of paths) {
    for (const prefix of ['', '/en']) {
      await page.goto(`${prefix}${path}`);
      // Every disclosure open (the folded form after a search, "narrow search" inside it), so axe sees all of it.
      await page.evaluate(() => document.querySelectorAll('main details').forEach((d) => d.setAttribute('open', '')));
      for (const v of (await axe(page)).violations) failures.push(`${prefix}${path}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
    }
  }
  expect(failures).toEqual([]);
});

// A member of staff in Japan: the admin, and so the report panel, in Japanese.
test.describe('in the Japanese admin', () => {
  test.use({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });

  test('staff import the register in /admin: bad rows are listed with their lines, a good file is searchable at once', async ({ page, request }) => {
    test.setTimeout(120_000);
    const header = 'body_number,certificate_number,organisation_name,body_name,first_registered_on,expires_on,standards,scope,prefecture,sample';
    const row = (n: string, expires: string) => `MS9001,E2E-${n},株式会社取込確認${n}工業（サンプル）,取込試験認証センター（サンプル）,2020-04-01,${expires},QMS,金属加工,13,1`;
    await page.goto('/admin/login');
    await page.getByLabel(/メールアドレス|Email/).fill(staff.email);
    await page.getByLabel(/パスワード|Password/).fill(staff.password);
    await page.getByRole('button', { name: /ログイン|Login/ }).click();
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 });
    await page.goto('/admin/collections/certificate-reports');
    const panel = page.locator('section', { hasText: '報告の取り込み' });
    // The template and the column list come with the panel, in the admin's language.
    await expect(panel.getByRole('link', { name: /certified-organisations-template\.csv/ })).toHaveAttribute('download', 'certified-organisations-template.csv');
    await panel.getByText('列の一覧と書き方').click();
    await expect(panel.getByRole('row', { name: /body_number/ })).toContainText('必須');
    const upload = async (text: string) => {
      await panel.locator('input[name="file"]').setInputFiles({ name: 'register.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`) });
      await panel.getByRole('button', { name: /確認画面を作る/ }).click();
    };
    await upload([header, row('A', '2030-01-01'), row('B', '2030-02-30')].join('\r\n'));
    await expect(panel.getByRole('status')).toContainText('問題があるため');
    await expect(panel.getByRole('status')).toContainText('3行目');
    // A good file: its preview changes nothing until it is confirmed.
    await upload([header, row('A', '2030-01-01'), row('B', '2030-02-28')].join('\r\n'));
    await expect(panel.getByRole('status')).toContainText('確認画面を作りました');
    await expect(panel.getByRole('row', { name: /新規/ })).toContainText('2');
    await page.goto(`${L}?q=${encodeURIComponent('取込確認')}`);
    await expect(page.getByText('該当するデータはありませんでした')).toBeVisible();
    await page.goBack();
    await upload([header, row('A', '2030-01-01'), row('B', '2030-02-28')].join('\r\n'));
    await panel.getByRole('button', { name: /名簿に反映する/ }).click();
    await expect(panel.getByRole('status')).toContainText('報告を名簿に反映しました');
    await page.goto(`${L}?q=${encodeURIComponent('取込確認')}`);
    expect(await resultCount(page)).toBe(2);
    // The next full report of the body leaves B out: the preview lists it as ending, and confirmed, it is no longer current.
    await page.goto('/admin/collections/certificate-reports');
    await upload([header, row('A', '2030-01-01')].join('\r\n'));
    await expect(panel.getByRole('row', { name: /報告終了になる/ })).toContainText('1');
    await expect(panel).toContainText('E2E-B');
    await panel.getByLabel(/報告終了になる件数を入力/).fill('1');
    await panel.getByRole('button', { name: /名簿に反映する/ }).click();
    await expect(panel.getByRole('status')).toContainText('報告を名簿に反映しました');
    await page.goto(`${L}?q=${encodeURIComponent('取込確認')}`);
    expect(await resultCount(page)).toBe(1);
    await page.goto(`${L}?q=${encodeURIComponent('取込確認')}&status=unreported`);
    expect(await resultCount(page)).toBe(1);
    const visitor = await request.post('/api/certificate-reports/preview', { multipart: { file: { name: 'r.csv', mimeType: 'text/csv', buffer: Buffer.from(header) } } });
    expect([401, 403]).toContain(visitor.status());
  });
});

test('a downloaded CSV never runs a cell as a formula in Excel, and the English search downloads too', async ({ request }) => {
  const token = await staffToken(request);
  const header = 'body_number,certificate_number,organisation_name,body_name,first_registered_on,expires_on,standards,scope,prefecture,sample';
  const formula = '=HYPERLINK("https://attacker.example.invalid","数式試験")';
  const csvText = `${header}\r\nMS9001,E2E-FORMULA-1,"${formula.replace(/"/g, '""')}（サンプル）",数式試験認証センター（サンプル）,令和2年4月1日,R12.3.31,QMS,金属加工,13,はい\r\n`;
  const previewed = await request.post('/api/certificate-reports/preview', {
    headers: { Authorization: `JWT ${token}`, 'content-type': 'text/csv', 'x-report-kind': 'changes' },
    data: Buffer.from(csvText),
  });
  expect(previewed.status()).toBe(200);
  const { reportId } = (await previewed.json()) as { reportId: number };
  const imported = await request.post(`/api/certificate-reports/${reportId}/confirm`, { headers: { Authorization: `JWT ${token}` }, data: {} });
  expect(imported.status()).toBe(200);
  const download = await request.get(`/en${L}/export?q=${encodeURIComponent('数式試験')}&format=csv`);
  expect(download.status()).toBe(200);
  const rows = parse((await download.body()).toString('utf8'), { bom: true }) as string[][];
  const row = rows.find((r) => r[1] === 'E2E-FORMULA-1')!;
  // Excel shows a cell that starts with an apostrophe as text: the formula is never run.
  expect(row[2]).toBe(`'${formula}（サンプル）`);
  // The era dates of the file were read as days.
  expect(row.slice(8, 10)).toEqual(['2020-04-01', '2030-03-31']);
  expect((await request.get(`/en${L}/export?format=xml`)).status()).toBe(400);
  expect(await (await request.get(`/en${L}/export?format=xml`)).text()).toContain('The conditions of this download are not valid');
});
