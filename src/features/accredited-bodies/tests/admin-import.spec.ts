import { expect, test } from '@playwright/test';

import { staff, staffToken } from '@tests/e2e/support';

const header =
  'accreditation_number,old_accreditation_number,scheme,inspection_type,name_ja,name_en,abbreviation_ja,abbreviation_en,contact_address_ja,contact_address_en,tel,url,initial_date,renewal_date,expiry_date,revised_date,prefecture,country,classification,suspension_start,suspension_end,ended_on,end_kind,accepts_external_testing,accepts_external_calibration,sample';
const row = (number: string, initial: string) =>
  `${number},,management_system,,取込試験認証センター（サンプル）,Import Test Certification Centre (Sample),,,,,03-0000-1234,https://import-test.example.invalid/,${initial},,2030-03-31,,13,,,,,,,,,1`;

test('staff import a CSV in /admin: bad rows are listed with their lines and nothing is written; a good file imports once, and again changes nothing', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/admin/login');
  await page.getByLabel(/メールアドレス|Email/).fill(staff.email);
  await page.getByLabel(/パスワード|Password/).fill(staff.password);
  await page.getByRole('button', { name: /ログイン|Login/ }).click();
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 });
  await page.goto('/admin/collections/accredited-bodies');
  const panel = page.locator('section', { hasText: 'CSVの取り込み' });

  const bad = [header, row('IMP0001', '2024-04-01'), row('IMP0002', '2024-02-30')].join('\r\n');
  await panel.locator('input[name="bodies"]').setInputFiles({ name: 'bodies.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await panel.getByRole('button', { name: /取り込む/ }).click();
  await expect(panel.getByRole('status')).toContainText('取り込みませんでした');
  await expect(panel.getByRole('status')).toContainText('bodies:3');
  const token = await staffToken(request);
  const count = async () =>
    ((await (await request.get('/api/accredited-bodies?where[accreditationNumber][like]=IMP&limit=1', { headers: { Authorization: `JWT ${token}` } })).json()) as { totalDocs: number }).totalDocs;
  expect(await count()).toBe(0);

  const good = [header, row('IMP0001', '2024-04-01'), row('IMP0002', '2024-02-29')].join('\r\n');
  for (const expected of ['新規 2 件', '変更なし 2 件']) {
    await panel.locator('input[name="bodies"]').setInputFiles({ name: 'bodies.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await panel.getByRole('button', { name: /取り込む/ }).click();
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
