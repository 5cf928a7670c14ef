import { expect, test } from '@playwright/test';

/**
 * What a buyer reads of the register's coverage: which certification body reported when, which are
 * overdue, the 10-day promise as measured, and, on every certificate and every "not found", what the
 * register knows. The sample site reports each sample body on a day of its own (a few overdue, a
 * few with certificates that ended as no longer reported).
 */

test('the coverage page says when each body reported, which are overdue, and how the 10-day promise held, in both languages and without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ms_certifications/coverage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('認証機関別の報告状況');
  await expect(page.locator('main')).toContainText('サンプルデータです');
  await expect(page.locator('main')).toContainText(/受領から公開までの日数の中央値は\d+日、最も長かったものは\d+日/);
  const table = page.getByRole('table', { name: /認証機関ごとの最新の報告/ });
  const rows = table.locator('tbody tr');
  const bodies = await rows.count();
  expect(bodies).toBeGreaterThan(10);
  // Some bodies are overdue, and the page says how many.
  const overdue = await table.locator('tbody tr[data-overdue]').count();
  expect(overdue).toBeGreaterThan(0);
  await expect(page.locator('main')).toContainText(`現在、報告遅れの認証機関が${overdue}機関あります。`);
  await expect(table.locator('tbody tr[data-overdue]').first()).toContainText('報告遅れ');
  // Each body links to its page in the accredited-body directory.
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', /^\/certification_institutions\//);
  // The same page in English, with the same table.
  await page.goto('/en/ms_certifications/coverage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports from certification bodies');
  await expect(page.locator('main')).toContainText(/the median time from receipt to publication was \d+ days/);
  expect(await page.getByRole('table').locator('tbody tr').count()).toBe(bodies);
  await context.close();
});

test('a certificate says which body reported it and when; one no longer reported says so on its page and on the check', async ({ page, request }) => {
  // A certificate its body's latest full report left out (the sample site ends a few).
  const ended = await request.get('/api/v1/certified-organisations?status=unreported');
  const { items } = (await ended.json()) as { items: { id: number; certificateNumber: string; status: string; lastReport: { receivedOn: string } | null }[] };
  expect(items[0]?.status).toBe('unreported');
  const certificate = items[0]!;
  await page.goto(`/compatible_organizations/${certificate.id}`);
  const section = page.locator('section', { hasText: certificate.certificateNumber });
  await expect(section).toContainText('報告終了');
  await expect(section).toContainText('の報告に載ったのが最後です');
  await expect(section.getByRole('link', { name: '認証機関別の報告状況を見る' })).toHaveAttribute('href', /\/ms_certifications\/coverage#body-/);
  await page.goto(`/verify/${encodeURIComponent(certificate.certificateNumber)}`);
  await expect(page.locator('[data-verdict]').first()).toHaveText('有効ではありません');
  await expect(page.locator('main')).toContainText('認証機関の報告に載らなくなったため');
  // The search finds it under its own state, and not among current certificates.
  const search = await (await request.get(`/ms_certifications/list?q=${encodeURIComponent(certificate.certificateNumber)}&status=unreported`)).text();
  expect(search).toContain(certificate.certificateNumber);
  // A current certificate: reported by its body, on a day.
  const current = (await (await request.get('/api/v1/certified-organisations')).json()) as { items: { id: number; lastReport: { receivedOn: string } | null }[] };
  expect(current.items[0]!.lastReport?.receivedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.goto(`/en/compatible_organizations/${current.items[0]!.id}`);
  await expect(page.locator('main')).toContainText(/Reported by .+ on /);
});

test('a number the register never had, and a search with no result, say what the register knows and which bodies are late', async ({ page }) => {
  await page.goto('/verify/NEVER-REPORTED-0001');
  await expect(page.locator('main')).toContainText('どの認証機関の報告にも載ったことがありません');
  await expect(page.locator('main')).toContainText(/報告が遅れている認証機関が\d+機関あります/);
  await expect(page.getByRole('link', { name: '認証機関別の報告状況' }).first()).toHaveAttribute('href', '/ms_certifications/coverage');
  await page.goto('/en/verify/NEVER-REPORTED-0001');
  await expect(page.locator('main')).toContainText('No certification body has reported this number');
  await page.goto(`/ms_certifications/list?q=${encodeURIComponent('存在しない組織名')}`);
  await expect(page.locator('main')).toContainText(/報告が遅れている認証機関が\d+機関あり/);
  await page.getByRole('link', { name: '認証機関別の報告状況' }).first().click();
  await expect(page).toHaveURL(/\/ms_certifications\/coverage$/);
  // The certification bodies as data, with the same figures.
  const api = await page.request.get('/api/v1/certification-bodies');
  const data = (await api.json()) as { overdue: number; items: { accreditationNumber: string; overdue: boolean }[]; publication: { reports: number; median: number } };
  expect(data.items.filter((b) => b.overdue)).toHaveLength(data.overdue);
  expect(data.publication.reports).toBeGreaterThan(0);
});

test('a certification body’s own account sees its reports in /admin and nothing else, and cannot reach another body’s rows', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const token = (await (await request.post('/api/users/login', { data: { email: process.env.E2E_STAFF_EMAIL ?? 'e2e-staff@example.invalid', password: process.env.E2E_STAFF_PASSWORD ?? 'e2e-staff-password' } })).json()) as { token: string };
  const body = (await (await request.get('/api/v1/certification-bodies')).json()) as { items: { accreditationNumber: string }[] };
  const own = body.items[0]!.accreditationNumber;
  const account = { email: `cb-${Date.now()}@example.invalid`, password: 'cb-account-password-1' };
  const made = await request.post('/api/users', {
    headers: { Authorization: `JWT ${token.token}` },
    data: { ...account, roles: ['certificationBody'], certificationBodyNumber: own },
  });
  expect(made.status()).toBe(201);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel(/メールアドレス|Email/).fill(account.email);
  await page.getByLabel(/パスワード|Password/).fill(account.password);
  await page.getByRole('button', { name: /ログイン|Login/ }).click();
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 });
  // Its menu holds its reports only.
  const nav = page.locator('nav');
  await expect(nav.getByRole('link', { name: /^(認証機関の報告|Certification body reports)$/ })).toBeVisible();
  for (const other of [/^(認証組織|Certified organisations)$/, /^(認定適合性評価機関|Accredited bodies)$/, /^(お問い合わせ|Inquiries)$/, /^(ページ|Pages)$/, /^(有効性の履歴|Validity history)$/]) {
    await expect(nav.getByRole('link', { name: other })).toHaveCount(0);
  }
  await page.goto('/admin/collections/certificate-reports');
  await expect(page.getByRole('heading', { name: /^(報告の取り込み|Import a report)$/ })).toBeVisible();
  // The register's rows and every other body's are closed to it, through REST as in /admin.
  const own_ = (await (await request.post('/api/users/login', { data: account })).json()) as { token: string };
  const as = { Authorization: `JWT ${own_.token}` };
  expect((await request.get('/api/certified-organisations?limit=1', { headers: as })).status()).toBe(403);
  expect((await request.get('/api/inquiries?limit=1', { headers: as })).status()).toBe(403);
  const reports = (await (await request.get('/api/certificate-reports?limit=100&depth=0', { headers: as })).json()) as { docs: { bodyNumber: string | null }[] };
  expect(reports.docs.length).toBeGreaterThan(0);
  expect(reports.docs.every((r) => r.bodyNumber === own)).toBe(true);
  const other = body.items.find((b) => b.accreditationNumber !== own)!.accreditationNumber;
  const header = 'body_number,certificate_number,organisation_name,body_name,first_registered_on,expires_on,standards,scope,prefecture,sample';
  const refused = await request.post('/api/certificate-reports/preview', {
    headers: { ...as, 'content-type': 'text/csv', 'x-report-kind': 'changes' },
    data: Buffer.from(`${header}\r\n${other},CB-TRY-1,他機関の行（サンプル）,他機関（サンプル）,2020-04-01,2030-03-31,QMS,金属加工,13,1\r\n`),
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain('このアカウントで報告できるのは');
  await page.goto('/admin/collections/certified-organisations');
  await expect(page.locator('body')).not.toContainText(/組織名（日本語）|Organisation \(Japanese\)/);
  await context.close();
});
