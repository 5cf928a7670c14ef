import { expect, type APIRequestContext, test } from '@playwright/test';

import { axe, staffToken } from '@tests/e2e/support';

type Body = { accreditationNumber: string; status: string; initialDate: string; suspensionStart?: string; suspensionEnd?: string };
type HistoryDoc = { subjectKey: string; recordedOn: string; decision?: string };

const todayInJapan = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function bodies(request: APIRequestContext): Promise<Body[]> {
  return ((await (await request.get('/certification_institutions/export?format=json&status=all')).json()) as { bodies: Body[] }).bodies;
}

/** A sample body whose suspension is over and lies within the sample history (six years back). */
const suspendedWithinHistory = (all: Body[], today: string) =>
  all.find((b) => b.suspensionStart && b.suspensionEnd && b.suspensionEnd < today && b.suspensionStart > addDays(today, -365 * 5));

const verdictOf = (section: import('@playwright/test').Locator) => section.locator('[data-verdict]');

test('a body suspended last year: suspended on a day inside the suspension, valid outside it, unknown before the records begin', async ({ page, request }) => {
  const today = todayInJapan();
  const body = suspendedWithinHistory(await bodies(request), today)!;
  expect(body, 'the sample has a body whose suspension is over').toBeTruthy();
  const section = page.locator('section', { has: page.getByRole('heading', { level: 2 }) }).first();

  await page.goto(`/verify/${body.accreditationNumber}?on=${body.suspensionStart}`);
  await expect(verdictOf(section)).toHaveText('有効ではありません');
  await expect(section).toContainText(`${body.suspensionStart}から${body.suspensionEnd}まで一時停止`);

  await page.goto(`/verify/${body.accreditationNumber}?on=${addDays(body.suspensionEnd!, 1)}`);
  await expect(verdictOf(section)).toHaveText('有効です');

  await page.goto(`/en/verify/${body.accreditationNumber}?on=${addDays(body.suspensionStart!, -1)}`);
  await expect(verdictOf(section)).toHaveText('Valid');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await axe(page)).violations).toEqual([]);

  // Before the first day of the records, but after the initial accreditation: unknown, never valid.
  const old = (await bodies(request)).find((b) => b.initialDate < addDays(today, -365 * 7))!;
  await page.goto(`/verify/${old.accreditationNumber}?on=${addDays(today, -365 * 6 - 30)}`);
  await expect(verdictOf(section)).toHaveText('当協会の記録からは分かりません');
  await expect(section).toContainText('当協会の記録は');
  await page.goto(`/verify/${old.accreditationNumber}?on=${addDays(old.initialDate, -1)}`);
  await expect(verdictOf(section)).toHaveText('有効ではありません');
});

test('a withdrawn certificate: valid the day before the withdrawal, not valid from that day', async ({ page, request }) => {
  const token = await staffToken(request);
  const { docs } = (await (
    await request.get('/api/validity-history?where[decision][equals]=withdrawn&where[source][equals]=seed&limit=1&depth=0', { headers: { Authorization: `JWT ${token}` } })
  ).json()) as { docs: HistoryDoc[] };
  const [bodyNumber, certificateNumber] = docs[0]!.subjectKey.split(':') as [string, string];
  const withdrawnOn = docs[0]!.recordedOn;
  const section = page.locator('section', { hasText: `（${bodyNumber}）` });

  await page.goto(`/verify/${encodeURIComponent(certificateNumber)}?on=${addDays(withdrawnOn, -1)}`);
  await expect(verdictOf(section)).toHaveText('有効です');
  await page.goto(`/en/verify/${encodeURIComponent(certificateNumber)}?on=${withdrawnOn}`);
  // English brackets on the English page.
  const english = page.locator('section', { hasText: `(${bodyNumber})` });
  await expect(verdictOf(english)).toHaveText('Not valid');
  await expect(english).toContainText(`It ended on ${withdrawnOn} (withdrawn)`);
});

test('the check takes its day from a form without JavaScript, refuses a day it cannot read with 400, and gives a slip to file', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const [body] = await bodies(request);
  await page.goto(`/verify/${body!.accreditationNumber}`);
  // Today, by default; the slip names the day, the time of the check in Japan, and its own address.
  const slip = page.getByRole('complementary', { name: '確認の記録' });
  await expect(slip).toContainText(todayInJapan());
  await expect(slip).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} JST/);
  await expect(slip).toContainText(`/verify/${body!.accreditationNumber}?on=${todayInJapan()}`);
  await page.getByLabel('確認する日').fill('2025-07-01');
  await page.getByRole('button', { name: 'この日で確認する' }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${body!.accreditationNumber}\\?on=2025-07-01$`));
  await expect(slip).toContainText('2025-07-01');

  for (const [on, message] of [
    ['2025-02-30', '「2025-02-30」という日はありません'],
    [addDays(todayInJapan(), 2), '今日より後の日付です'],
    ['tomorrow', '日付として読み取れません'],
  ] as const) {
    const response = await page.goto(`/verify/${body!.accreditationNumber}?on=${on}`);
    expect(response?.status(), on).toBe(400);
    await expect(page.locator('#verify-on-error')).toContainText(message);
    await expect(page.getByLabel('確認する日')).toHaveAttribute('aria-invalid', 'true');
  }
  await context.close();
});

test('each body and certificate has a feed of its changes, advertised on its page, that a staff edit adds to at once', async ({ page, request }) => {
  const today = todayInJapan();
  const all = await bodies(request);
  const suspended = all.find((b) => b.suspensionStart && b.suspensionEnd && b.suspensionEnd < today)!;
  await page.goto(`/certification_institutions/${suspended.accreditationNumber}`);
  const advertised = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
  expect(advertised).toMatch(new RegExp(`/certification_institutions/${suspended.accreditationNumber}/feed$`));
  await expect(page.getByRole('link', { name: 'この機関の変更をフィード（Atom）で受け取る' })).toBeVisible();
  const feed = await request.get(advertised!);
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  const xml = await feed.text();
  expect(xml).toContain('xml:lang="ja"');
  expect(xml).toContain(`${suspended.suspensionStart}から一時停止されました`);
  expect(xml).toContain(`/verify/${suspended.accreditationNumber}?on=${suspended.suspensionStart}`);

  // A staff member suspends an active body today: the check and the feed say so at once.
  const active = all.filter((b) => b.status === 'active').at(-2)!;
  const token = await staffToken(request);
  const auth = { Authorization: `JWT ${token}` };
  const { docs } = (await (await request.get(`/api/accredited-bodies?where[accreditationNumber][equals]=${active.accreditationNumber}&depth=0`, { headers: auth })).json()) as {
    docs: { id: number; suspensionStart: string | null; suspensionEnd: string | null }[];
  };
  const stored = docs[0]!;
  // Saving a change that makes the body not valid today asks first, saying what the public will see.
  const unconfirmed = await request.patch(`/api/accredited-bodies/${stored.id}`, { headers: auth, data: { suspensionStart: today, suspensionEnd: null } });
  expect(unconfirmed.status()).toBe(400);
  const refusal = JSON.stringify(await unconfirmed.json());
  expect(refusal).toContain(`/verify/${active.accreditationNumber}`);
  expect(refusal).toContain('「一時停止中」と表示され');
  expect((await request.patch(`/api/accredited-bodies/${stored.id}`, { headers: auth, data: { suspensionStart: today, suspensionEnd: null, confirmNotValid: true } })).status()).toBe(200);
  try {
    await page.goto(`/verify/${active.accreditationNumber}`);
    await expect(page.locator('[data-verdict]').first()).toHaveText('有効ではありません');
    await expect(page.locator('main')).toContainText(`${today}から一時停止されています`);
    await page.goto(`/verify/${active.accreditationNumber}?on=${addDays(today, -1)}`);
    await expect(page.locator('[data-verdict]').first()).toHaveText('有効です');
    expect(await (await request.get(`/en/certification_institutions/${active.accreditationNumber}/feed`)).text()).toContain(`Suspended from ${today}`);

    // It was entered by mistake: a directory manager marks the recorded change as entered in error.
    const { docs: recorded } = (await (
      await request.get(`/api/validity-history?where[subjectKey][equals]=${active.accreditationNumber}&sort=-createdAt&limit=1&depth=0`, { headers: auth })
    ).json()) as { docs: { id: number; suspendedFrom: string | null }[] };
    expect(recorded[0]!.suspendedFrom).toBe(today);
    const corrected = await request.patch(`/api/validity-history/${recorded[0]!.id}`, { headers: auth, data: { enteredInError: true, correctionReason: '別の機関と取り違えて入力しました（試験）' } });
    expect(corrected.status()).toBe(200);
    // The check, the body's page, the badge, the open API and the feed answer as if it had never been recorded.
    await page.goto(`/verify/${active.accreditationNumber}`);
    await expect(page.locator('[data-verdict]').first()).toHaveText('有効です');
    await expect(page.locator('main')).not.toContainText('から一時停止されています');
    await page.goto(`/certification_institutions/${active.accreditationNumber}`);
    await expect(page.locator('main')).toContainText('認定中');
    expect(await (await request.get(`/badge/${active.accreditationNumber}.svg`)).text()).not.toContain('一時停止');
    const api = (await (await request.get(`/api/v1/verify/${active.accreditationNumber}`)).json()) as { matches: { verdict: { validOnDay: boolean } }[] };
    expect(api.matches[0]!.verdict.validOnDay).toBe(true);
    const english = await (await request.get(`/en/certification_institutions/${active.accreditationNumber}/feed`)).text();
    expect(english).toContain(`Correction: the change recorded on ${today} was entered in error`);
    expect(english).not.toContain(`Suspended from ${today}`);
    const audit = (await (await request.get('/api/audit-log?where[action][equals]=corrected&depth=0', { headers: auth })).json()) as { docs: { summary: string }[] };
    expect(audit.docs.some((d) => d.summary.includes(active.accreditationNumber))).toBe(true);
  } finally {
    const now = (await (await request.get(`/api/accredited-bodies/${stored.id}?depth=0`, { headers: auth })).json()) as { suspensionStart: string | null };
    if (now.suspensionStart === today) {
      await request.patch(`/api/accredited-bodies/${stored.id}`, { headers: auth, data: { suspensionStart: stored.suspensionStart, suspensionEnd: stored.suspensionEnd } });
    }
  }

  // A certificate's page offers the check and the feed of each of its certificates.
  const { docs: withdrawn } = (await (
    await request.get('/api/validity-history?where[decision][equals]=withdrawn&where[source][equals]=seed&limit=1&depth=0', { headers: auth })
  ).json()) as { docs: HistoryDoc[] };
  const certificateNumber = withdrawn[0]!.subjectKey.split(':')[1]!;
  await page.goto(`/verify/${encodeURIComponent(certificateNumber)}`);
  await page.getByRole('link', { name: '詳細を見る' }).first().click();
  const certificateFeed = page.locator('section', { hasText: certificateNumber }).getByRole('link', { name: 'この認証登録の変更をフィード（Atom）で受け取る' });
  const certificateXml = await (await request.get((await certificateFeed.getAttribute('href'))!)).text();
  expect(certificateXml).toContain(`${withdrawn[0]!.recordedOn}に終了しました（取消）`);
});

test('the JSON API answers the same, for one number and for a list, and refuses what it cannot answer', async ({ request }) => {
  const today = todayInJapan();
  const all = await bodies(request);
  const suspended = suspendedWithinHistory(all, today)!;
  const active = all.find((b) => b.status === 'active')!;
  const many = await request.get(
    `/api/v1/verify?number=${suspended.accreditationNumber},${active.accreditationNumber}&number=NOSUCH0001&number=${suspended.accreditationNumber}&on=${suspended.suspensionStart}`,
  );
  expect(many.status()).toBe(200);
  const answer = (await many.json()) as {
    day: string;
    results: { number: string; found: boolean; matches: { kind: string; verdict: { status: string; validOnDay: boolean }; checkUrl: string }[] }[];
  };
  expect(answer.day).toBe(suspended.suspensionStart);
  // Each number once, in the order asked; the unknown one is there, found false.
  expect(answer.results.map((r) => [r.number, r.found])).toEqual([
    [suspended.accreditationNumber, true],
    [active.accreditationNumber, true],
    ['NOSUCH0001', false],
  ]);
  expect(answer.results[0]!.matches[0]).toMatchObject({ kind: 'accreditedBody', verdict: { status: 'suspended', validOnDay: false } });
  expect(answer.results[0]!.matches[0]!.checkUrl).toMatch(new RegExp(`/verify/${suspended.accreditationNumber}\\?on=${suspended.suspensionStart}$`));

  const one = await request.get(`/api/v1/verify/${suspended.accreditationNumber}?on=${addDays(suspended.suspensionEnd!, 1)}`);
  expect(((await one.json()) as { matches: { verdict: { status: string } }[] }).matches[0]!.verdict.status).toBe('valid');
  expect((await request.get('/api/v1/verify/NOSUCH0001')).status()).toBe(404);

  const tooMany = await request.get(`/api/v1/verify?number=${Array.from({ length: 101 }, (_, i) => `N${i}`).join(',')}&lang=en`);
  expect(tooMany.status()).toBe(400);
  const future = await request.get(`/api/v1/verify?number=${active.accreditationNumber}&on=${addDays(today, 3)}`);
  expect(future.status()).toBe(400);
  expect(((await future.json()) as { invalidParams: { name: string }[] }).invalidParams.map((p) => p.name)).toEqual(['on']);
});
