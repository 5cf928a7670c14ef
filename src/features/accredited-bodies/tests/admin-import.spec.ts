import { expect, test } from '@playwright/test';

import { staff, staffToken } from '@tests/e2e/support';

// A member of staff in Japan: the admin, and so the import panel, in Japanese.
test.use({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });

const header =
  'accreditation_number,old_accreditation_number,scheme,inspection_type,name_ja,name_en,abbreviation_ja,abbreviation_en,contact_address_ja,contact_address_en,tel,url,initial_date,renewal_date,expiry_date,revised_date,prefecture,country,classification,suspension_start,suspension_end,ended_on,end_kind,accepts_external_testing,accepts_external_calibration,sample';
const row = (number: string, initial: string) =>
  `${number},,management_system,,取込試験認証センター（サンプル）,Import Test Certification Centre (Sample),,,,,03-0000-1234,https://import-test.example.invalid/,${initial},,2030-03-31,,13,,,,,,,,,1`;

test('staff import a CSV in /admin: bad rows are listed with their lines and nothing is written; a check writes nothing; a good file imports once, and again changes nothing', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/admin/login');
  await page.getByLabel(/メールアドレス|Email/).fill(staff.email);
  await page.getByLabel(/パスワード|Password/).fill(staff.password);
  await page.getByRole('button', { name: /ログイン|Login/ }).click();
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 });
  await page.goto('/admin/collections/accredited-bodies');
  const panel = page.locator('section', { hasText: 'CSVの取り込み' });

  // The panel speaks the admin's language only, and offers the templates and the column list.
  await expect(panel.getByRole('heading', { name: 'CSVの取り込み', exact: true })).toBeVisible();
  await expect(panel).not.toContainText('Import CSV');
  await expect(panel.getByRole('link', { name: /accredited-bodies-template\.csv/ })).toHaveAttribute('download', 'accredited-bodies-template.csv');
  await panel.getByText('列の一覧と書き方').click();
  await expect(panel.getByRole('row', { name: /expiry_date/ })).toContainText('必須');

  const bad = [header, row('IMP0001', '2024-04-01'), row('IMP0002', '2024-02-30')].join('\r\n');
  await panel.locator('input[name="bodies"]').setInputFiles({ name: 'bodies.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await panel.getByRole('button', { name: '取り込む', exact: true }).click();
  await expect(panel.getByRole('status')).toContainText('取り込みませんでした');
  await expect(panel.getByRole('status')).toContainText('機関のCSV・3行目');
  const token = await staffToken(request);
  const count = async () =>
    ((await (await request.get('/api/accredited-bodies?where[accreditationNumber][like]=IMP&limit=1', { headers: { Authorization: `JWT ${token}` } })).json()) as { totalDocs: number }).totalDocs;
  expect(await count()).toBe(0);

  const good = [header, row('IMP0001', '2024-04-01'), row('IMP0002', '2024-02-29')].join('\r\n');
  // A check only says what an import would do, and writes nothing.
  await panel.locator('input[name="bodies"]').setInputFiles({ name: 'bodies.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await panel.getByRole('button', { name: '確認のみ', exact: true }).click();
  await expect(panel.getByRole('status')).toContainText('このまま取り込めます');
  await expect(panel.getByRole('status')).toContainText('新規 2 件');
  expect(await count()).toBe(0);
  for (const expected of ['新規 2 件', '変更なし 2 件']) {
    await panel.locator('input[name="bodies"]').setInputFiles({ name: 'bodies.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await panel.getByRole('button', { name: '取り込む', exact: true }).click();
    await expect(panel.getByRole('status')).toContainText(expected);
  }
  expect(await count()).toBe(2);
  await page.goto('/certification_institutions/IMP0002');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('取込試験認証センター（サンプル）');
});

test('the import endpoint refuses visitors', async ({ request }) => {
  const response = await request.post('/api/accredited-bodies/import', { multipart: { bodies: { name: 'b.csv', mimeType: 'text/csv', buffer: Buffer.from(header) } } });
  expect(response.status()).toBe(401);
});
