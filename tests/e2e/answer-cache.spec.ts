import { expect, test } from '@playwright/test';

import { staffToken } from './support';

/**
 * The server keeps the directories' rendered pages (src/http-server/answerCache.ts): a second visitor
 * asking for the same address gets the same page without a render, and nobody gets a page older
 * than the register, the day, or a publication on this server. Plain `fetch`, so no cookie is sent:
 * as a visitor's browser asks.
 */

const base = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers });
  return { status: response.status, kept: response.headers.get('x-answer-cache'), text: await response.text(), headers: response.headers };
}

test('a directory search asked for twice is given the second time as it was rendered the first', async () => {
  const address = `/ms_certifications/list?q=${encodeURIComponent('サンプル')}&pref=13&c=${Date.now()}`;
  const first = await get(address);
  expect(first.status).toBe(200);
  expect(first.kept).toBe('miss');
  const second = await get(address);
  expect(second.kept).toBe('hit');
  expect(second.text).toBe(first.text);
  // The same headers a rendered page leaves with: policy, private to the visitor.
  expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  expect(second.headers.get('cache-control')).toBe('private, no-store');
  expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  // Compressed for a browser that asks, like any page.
  const gzip = await fetch(base + address, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  expect(await gzip.text()).toBe(first.text);
  // Another address is a page of its own; a visitor with a cookie (staff) always gets a fresh render.
  expect((await get(`${address}&size=50`)).kept).toBe('miss');
  expect((await get(address, { cookie: 'payload-token=not-a-real-one' })).kept).toBeNull();
});

test('a certificate changed by staff is shown changed at once, on its search and its page', async ({ request }) => {
  const token = await staffToken(request);
  const auth = { Authorization: `JWT ${token}`, 'content-type': 'application/json' };
  const listed = (await (await fetch(`${base}/api/v1/certified-organisations?size=20&page=3`)).json()) as { items: { id: number; certificateNumber: string }[] };
  const { id, certificateNumber } = listed.items[0]!;
  const search = `/ms_certifications/list?q=${encodeURIComponent(certificateNumber)}`;
  const page = `/compatible_organizations/${id}`;
  const before = (await fetch(`${base}/api/certified-organisations/${id}?depth=0`, { headers: auth }).then((r) => r.json())) as { organisationName: string };
  await get(search);
  await get(page);
  expect((await get(search)).kept).toBe('hit');
  expect((await get(page)).kept).toBe('hit');
  const renamed = `改名確認（サンプル）${Date.now()}`;
  try {
    const patched = await fetch(`${base}/api/certified-organisations/${id}?depth=0`, { method: 'PATCH', headers: auth, body: JSON.stringify({ organisationName: renamed }) });
    expect(patched.status).toBe(200);
    for (const address of [search, page]) {
      const after = await get(address);
      expect(after.kept, address).toBe('miss');
      expect(after.text, address).toContain(renamed);
    }
  } finally {
    await fetch(`${base}/api/certified-organisations/${id}?depth=0`, { method: 'PATCH', headers: auth, body: JSON.stringify({ organisationName: before.organisationName }) });
  }
  expect((await get(search)).text).not.toContain(renamed);
});

test('a publication by staff renders the directories afresh (their menus and titles may have changed)', async ({ request }) => {
  const token = await staffToken(request);
  const auth = { Authorization: `JWT ${token}`, 'content-type': 'application/json' };
  const address = `/certification_institutions?c=${Date.now()}`;
  // First the page is kept. (A test running beside this one may edit a body in between, which
  // rightly makes the second answer a fresh one too: then it is asked for again.)
  await expect.poll(async () => (await get(address)).kept, { intervals: [0, 100, 250] }).toBe('hit');
  const slug = `answer-cache-${Date.now()}`;
  const created = await fetch(`${base}/api/news?depth=0`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ title: '保存した回答の確認（サンプル）', slug, category: 'notice', publishedAt: '2001-04-02T00:00:00.000Z', _status: 'published' }),
  });
  expect(created.status).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  try {
    expect((await get(address)).kept).toBe('miss');
  } finally {
    await fetch(`${base}/api/news/${doc.id}`, { method: 'DELETE', headers: auth });
  }
});
