import { expect, test } from '@playwright/test';

import { axe, staffToken } from '@tests/e2e/support';

type Exported = { accreditationNumber: string; status: string; name: { ja: string; en?: string } };

/** Today in Japan, as the site reckons it. */
const todayInJapan = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());

test('a body shows its live mark and the HTML to embed it; the mark says what the directory says today', async ({ page, request }) => {
  const { bodies } = (await (await request.get('/certification_institutions/export?format=json&status=all')).json()) as { bodies: Exported[] };
  const active = bodies.find((b) => b.status === 'active')!;
  const ended = bodies.find((b) => b.status === 'ended')!;

  const mark = await request.get(`/badge/${active.accreditationNumber}.svg`);
  expect(mark.status()).toBe(200);
  expect(mark.headers()['content-type']).toContain('image/svg+xml');
  // Minutes, not days: a suspension shows within the hour.
  const maxAge = Number(/max-age=(\d+)/.exec(mark.headers()['cache-control'] ?? '')?.[1]);
  expect(maxAge).toBeGreaterThan(0);
  expect(maxAge).toBeLessThanOrEqual(600);
  const svg = await mark.text();
  expect(svg).toContain('<title id="t">');
  expect(svg).toContain(active.name.ja.slice(0, 6));
  expect(svg).toContain('認定中');
  expect(svg).toContain(`認定番号 ${active.accreditationNumber}`);
  const english = await (await request.get(`/en/badge/${active.accreditationNumber}.svg`)).text();
  expect(english).toContain('lang="en"');
  expect(english).toContain(`accreditation No. ${active.accreditationNumber}`);
  expect(english).toContain('Accredited');
  expect(await (await request.get(`/en/badge/${ended.accreditationNumber}.svg`)).text()).not.toContain('>Accredited<');

  // A wrong number: 404, and a mark that says so rather than a broken image.
  const unknown = await request.get('/badge/NOSUCH0001.svg');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('認定番号が見つかりません');

  // The body's page: the mark as it looks, and the snippet, linked to the verification page.
  await page.goto(`/certification_institutions/${active.accreditationNumber}`);
  const preview = page.locator(`img[src="/badge/${active.accreditationNumber}.svg"]`);
  await expect(preview).toHaveAttribute('alt', /認定の状態/);
  expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
  const snippet = await page.getByLabel('埋め込み用のHTML').inputValue();
  expect(snippet).toMatch(
    new RegExp(
      `^<a href="https?://[^"]+/verify/${active.accreditationNumber}"><img src="https?://[^"]+/badge/${active.accreditationNumber}\\.svg" width="240" height="120" alt="[^"<]+"></a>$`,
    ),
  );
  expect((await axe(page)).violations).toEqual([]);
  await page.goto(`/en/certification_institutions/${active.accreditationNumber}`);
  expect(await page.getByLabel('HTML to embed').inputValue()).toContain(`/en/badge/${active.accreditationNumber}.svg`);
});

test('the mark says "suspended" as soon as staff suspend the body', async ({ request }) => {
  const { bodies } = (await (await request.get('/certification_institutions/export?format=json&status=all')).json()) as { bodies: Exported[] };
  const body = bodies.filter((b) => b.status === 'active').at(-1)!;
  const token = await staffToken(request);
  const auth = { Authorization: `JWT ${token}` };
  const { docs } = (await (await request.get(`/api/accredited-bodies?where[accreditationNumber][equals]=${body.accreditationNumber}&depth=0`, { headers: auth })).json()) as {
    docs: { id: number; suspensionStart: string | null; suspensionEnd: string | null }[];
  };
  const stored = docs[0]!;
  expect(await (await request.get(`/badge/${body.accreditationNumber}.svg`)).text()).toContain('>認定中<');
  // A save that makes the body not valid today is confirmed (platform/cms/notValidGuard).
  const suspended = await request.patch(`/api/accredited-bodies/${stored.id}`, { headers: auth, data: { suspensionStart: todayInJapan(), suspensionEnd: null, confirmNotValid: true } });
  expect(suspended.status()).toBe(200);
  try {
    expect(await (await request.get(`/badge/${body.accreditationNumber}.svg`)).text()).toContain('>一時停止中<');
    expect(await (await request.get(`/en/badge/${body.accreditationNumber}.svg`)).text()).toContain('>Suspended<');
  } finally {
    await request.patch(`/api/accredited-bodies/${stored.id}`, { headers: auth, data: { suspensionStart: stored.suspensionStart, suspensionEnd: stored.suspensionEnd } });
  }
});
