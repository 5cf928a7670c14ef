import { expect, test } from '@playwright/test';

import { axe } from '@tests/e2e/support';

type Body = { accreditationNumber: string; status: string };

const todayInJapan = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());

test('a procurement team pastes a list with typos and repeats, gets a table to print and save, at an address of its own, without JavaScript', async ({ browser, request }) => {
  const { bodies } = (await (await request.get('/certification_institutions/export?format=json&status=all')).json()) as { bodies: Body[] };
  const active = bodies.filter((b) => b.status === 'active').slice(0, 3);
  const ended = bodies.find((b) => b.status === 'ended')!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/verify');
  // Full-width digits, a repeat, a number that names nothing.
  const fullWidth = active[0]!.accreditationNumber.replace(/[0-9A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
  await page
    .getByLabel('番号（1行に1つ）')
    .fill([fullWidth, active[1]!.accreditationNumber, active[1]!.accreditationNumber, 'NOSUCH0001', ended.accreditationNumber, active[2]!.accreditationNumber].join('\n'));
  await page.getByRole('button', { name: 'まとめて確認する' }).click();
  await expect(page).toHaveURL(/\/verify\/list\/[A-Za-z0-9_-]{20,}$/);
  const permalink = page.url();
  const table = page.getByRole('table', { name: `${todayInJapan()}時点の確認結果` });
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(table.getByRole('row', { name: new RegExp(active[0]!.accreditationNumber) })).toContainText('有効です');
  await expect(table.getByRole('row', { name: /NOSUCH0001/ })).toContainText('見つかりません');
  await expect(table.getByRole('row', { name: new RegExp(ended.accreditationNumber) })).toContainText('有効ではありません');
  await expect(page.locator('main')).toContainText('5件の番号');
  await expect(page.locator('main')).toContainText('重複していた1件');
  await expect(page.getByRole('complementary', { name: '確認の記録' })).toContainText(permalink.replace(/^https?:\/\/[^/]+/, ''));

  // The CSV for Excel: a BOM, the same rows, each with the address of its check.
  const csv = await request.get(`${new URL(permalink).pathname}/csv`);
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').trim().split('\r\n');
  expect(lines).toHaveLength(6);
  expect(lines.find((l) => l.startsWith('NOSUCH0001'))).toContain('見つかりません');

  // The address answers the same later, to anyone.
  const again = await request.get(new URL(permalink).pathname);
  expect(await again.text()).toContain(ended.accreditationNumber);
  await context.close();
});

test('a list that is too long comes back to be corrected, with the problem said and nothing lost', async ({ page }) => {
  await page.goto('/en/verify');
  const numbers = Array.from({ length: 1001 }, (_, i) => `N${String(i).padStart(5, '0')}`).join('\n');
  await page.getByLabel('Numbers (one to a line)').fill(numbers);
  await page.getByRole('button', { name: 'Check them all' }).click();
  await expect(page.locator('#bulk-problems')).toContainText('There are 1001 numbers. Up to 1000 can be checked at a time');
  await expect(page.getByLabel('Numbers (one to a line)')).toHaveValue(numbers);
  expect((await axe(page)).violations).toEqual([]);
});

test('a CSV file of a supplier list is read for its numbers, names and headers aside', async ({ page, request }) => {
  const { bodies } = (await (await request.get('/certification_institutions/export?format=json&status=all')).json()) as { bodies: Body[] };
  const [a, b] = bodies.filter((x) => x.status === 'active');
  await page.goto('/verify');
  await page.getByLabel('CSVファイル（任意）').setInputFiles({
    name: 'suppliers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF仕入先,認定番号\r\n見本試験所（サンプル）,${a!.accreditationNumber}\r\n見本認証（サンプル）,${b!.accreditationNumber}\r\n`),
  });
  await page.getByRole('button', { name: 'まとめて確認する' }).click();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);
  expect((await axe(page)).violations).toEqual([]);
});

test('one number from the check page goes to its own check', async ({ page, request }) => {
  const { bodies } = (await (await request.get('/certification_institutions/export?format=json&status=all')).json()) as { bodies: Body[] };
  await page.goto('/verify');
  await page.getByLabel('認定番号または登録番号').fill(bodies[0]!.accreditationNumber);
  await page.getByRole('button', { name: '確認する', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${bodies[0]!.accreditationNumber}`));
  expect((await axe(page)).violations).toEqual([]);
});
