import { connect } from 'node:net';

import { expect, test } from '@playwright/test';

import { staffToken } from '@tests/e2e/support';

import { multipart, raw } from './http';

/**
 * The second round of probes (issue: nothing an outsider sends costs the site more than it costs
 * them), each as it was found: with a scanner or by hand, over plain HTTP, against the main test
 * server. Each answered 5xx, froze the server or said too much before its fix.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://localhost:${PORT}`;

/** A request line written byte for byte (a `*` or absolute-form target, a method Node's client will not send). */
function rawLine(requestLine: string, headers: string[] = []): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, 'localhost');
    const parts: Buffer[] = [];
    socket.on('data', (c: Buffer) => parts.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(parts).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: rest.join('\r\n\r\n') });
    });
    socket.setTimeout(30_000, () => socket.destroy(new Error(`no answer to ${requestLine}`)));
    socket.write(`${requestLine}\r\nHost: localhost:${PORT}\r\nConnection: close\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`);
  });
}

test('an address with thousands of query items is refused at once with a page in its language, on every kind of address', async () => {
  const many = Array.from({ length: 7000 }, () => 'a').join('&');
  for (const [path, lang] of [
    ['/', 'ja'],
    ['/en/news', 'en'],
    ['/verify/RM0001', 'ja'],
    ['/admin', 'ja'],
  ] as const) {
    const response = await raw(PORT, { path: `${path}?${many}` });
    expect(response.status, path).toBe(414);
    expect(response.body, path).toContain(`lang="${lang}"`);
    expect(response.body, path).toContain(lang === 'en' ? 'too many items' : '項目が多すぎます');
  }
  // The API answers in JSON.
  const api = await raw(PORT, { path: `/api/v1/accredited-bodies?${many}` });
  expect(api.status).toBe(414);
  expect(JSON.parse(api.body).errors[0].message).toContain('at most 100');
  // A search with its usual conditions is untouched.
  expect((await raw(PORT, { path: '/ms_certifications/list?q=%E3%83%86%E3%82%AF&std=QMS&std=EMS&pref=13&pref=27&status=all' })).status).toBe(200);
});

test('too many cookies or header lines, an address over 16 KB and a path of hundreds of segments get a page, never a bare status', async () => {
  const cookies = Array.from({ length: 80 }, (_, i) => `c${i}=1`).join('; ');
  const byCookies = await raw(PORT, { path: '/en', headers: { cookie: cookies } });
  expect(byCookies.status).toBe(431);
  expect(byCookies.body).toContain('cookies');
  const headers = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`x-probe-${i}`, '1']));
  expect((await raw(PORT, { path: '/', headers })).status).toBe(431);
  const deep = await raw(PORT, { path: `/${'a/'.repeat(300)}` });
  expect(deep.status).toBe(414);
  expect(deep.body).toContain('<h1>');
  // Over Node's own 16 KB limit: its parser refuses it, and the answer still says why, in both languages.
  const huge = await rawLine(`GET /?q=${'x'.repeat(17_000)} HTTP/1.1`);
  expect(huge.status).toBe(431);
  expect(huge.body).toContain('ヘッダーやクッキー');
  expect(huge.body).toContain('cookies');
});

test('the bulk check takes what its page promises and answers more with its own message, never a 500', async () => {
  expect((await raw(PORT, { path: '/verify' })).status).toBe(200);
  const post = async (fields: Record<string, string>, file?: Buffer) => {
    const boundary = `----probe${Date.now()}`;
    const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    if (file) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="list.csv"\r\nContent-Type: text/csv\r\n\r\n`), file, Buffer.from('\r\n'));
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    const body = Buffer.concat(parts);
    return raw(PORT, { method: 'POST', path: '/verify/list', headers: { origin: ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) }, chunks: [body] });
  };
  // 5,000 pasted numbers (about 59,000 characters).
  const pasted = Array.from({ length: 5000 }, (_, i) => `MS-${String(i).padStart(8, '0')}`).join('\n');
  const first = await post({ numbers: pasted });
  expect(first.status).toBe(303);
  const answer = await raw(PORT, { path: String(first.headers.location) });
  expect(answer.status).not.toBe(500);
  expect(answer.body).toContain('番号が5000件あります');
  // The list comes back in the form to be split.
  expect(answer.body).toContain('MS-00000000');
  // A CSV of 100,000 lines (about 700 KB; the page takes up to 1 MB).
  const csv = Buffer.from(Array.from({ length: 100_000 }, (_, i) => `C${String(i).padStart(5, '0')}`).join('\r\n'));
  expect(csv.length).toBeGreaterThan(690_000);
  const second = await post({ numbers: '' }, csv);
  expect(second.status).toBe(303);
  const fromFile = await raw(PORT, { path: String(second.headers.location) });
  expect(fromFile.body).toContain('番号が100000件あります');
  // A thousand numbers, the most one check takes, are checked.
  const thousand = await post({ numbers: Array.from({ length: 1000 }, (_, i) => `N${i}`).join('\n') });
  const checked = await raw(PORT, { path: String(thousand.headers.location) });
  expect(checked.status).toBe(200);
  expect(checked.body).not.toContain('件あります');
});

test('malformed REST queries are answered 400 with what is wrong, never 500', async ({ request }) => {
  const token = await staffToken(request);
  for (const query of [
    'where=abc',
    'where[title][near]=1,2,3',
    'where[title][all]=a',
    'where[createdAt][greater_than]=notadate',
    'where[id][in]=1,2,a',
    'where[layout][exists]=true',
    'where[title][exists]=maybe',
    'where[or]=x',
    'where[_status][equals]=x',
    'where[layout.blockType][equals]=x',
    'data=abc',
    'page=99999999999999999999',
  ]) {
    for (const auth of [{}, { Authorization: `JWT ${token}` }] as Record<string, string>[]) {
      const response = await request.get(`/api/pages?${query}`, { headers: auth });
      expect(response.status(), query).toBe(400);
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message, query).toContain('The query cannot be read');
    }
  }
  // The same on the other collections and the count.
  for (const path of ['/api/news?where[category][equals]=zzz', '/api/pages?where[_status][like]=pub', '/api/news?where[category][contains]=x', '/api/redirects?where[to.type][equals]=x', '/api/pages/count?where[_status][equals]=x']) {
    expect((await request.get(path)).status(), path).toBe(400);
  }
  // A signed-in client's limit is its own, but not below 0 (an anonymous one's is set to at most 100).
  const negative = await request.get('/api/pages?limit=-5', { headers: { Authorization: `JWT ${token}` } });
  expect(negative.status()).toBe(400);
  // Well-formed queries still answer.
  for (const query of ['where[title][like]=認定', 'where[createdAt][greater_than]=2020-01-01', 'where[id][in]=1,2,3', 'where[or][0][slug][equals]=about', 'page=2&limit=5']) {
    expect((await request.get(`/api/pages?${query}`)).status(), query).toBe(200);
  }
});

test('unknown methods, `*` and targets on other hosts get a 4xx with a body and one Allow; no redirect leaves the site', async () => {
  for (const path of ['/api/v1/accredited-bodies', '/', '/en/news']) {
    const trace = await rawLine(`TRACE ${path} HTTP/1.1`);
    expect(trace.status, path).toBe(405);
    expect(trace.head.match(/^allow:/gim), path).toHaveLength(1);
    expect(trace.body, path).not.toBe('');
  }
  const connectLine = await rawLine(`CONNECT localhost:${PORT} HTTP/1.1`);
  expect(connectLine.status).toBe(405);
  expect((await rawLine('GET * HTTP/1.1')).status).toBe(400);
  const star = await rawLine('OPTIONS * HTTP/1.1');
  expect(star.status).toBe(204);
  expect(star.head.match(/^allow:/gim)).toHaveLength(1);
  for (const path of ['/', '/feed', '/en/news']) {
    const options = await rawLine(`OPTIONS ${path} HTTP/1.1`);
    expect(options.status, path).toBe(204);
    expect(options.head.match(/^allow: GET, HEAD, POST, OPTIONS$/gim), path).toHaveLength(1);
  }
  // An absolute-form target on another host: refused, never a redirect there.
  const evil = await rawLine('GET http://evil.example/news/en HTTP/1.1');
  expect(evil.status).toBe(400);
  expect(evil.head).not.toMatch(/^location:.*evil/im);
  // The same on this site's own host is read as its path, and its redirect stays on the site.
  const own = await rawLine(`GET http://localhost:${PORT}/news/en HTTP/1.1`);
  expect([301, 302, 307, 308]).toContain(own.status);
  expect(own.head).toMatch(/^location: \/en\/news/im);
  // A Host or X-Forwarded-Host of another site never reaches a Location either.
  for (const header of ['Host: evil.example', 'X-Forwarded-Host: evil.example']) {
    const socket = await rawLine('GET /news/en HTTP/1.1', [header]);
    expect(socket.head, header).not.toMatch(/^location:.*evil/im);
  }
});

test("Next's internal headers from outside are refused, and internal collections and the access rules are not shown", async ({ request }) => {
  for (const header of ['x-middleware-prefetch', 'x-middleware-subrequest', 'x-invoke-path', 'x-now-route-matches']) {
    const response = await raw(PORT, { path: '/about', headers: { [header]: '1' } });
    expect(response.status, header).toBe(400);
    expect(response.body, header).toContain(header);
  }
  expect((await raw(PORT, { path: '/api/payload-migrations' })).status).toBe(404);
  const access = await raw(PORT, { path: '/api/access' });
  expect(access.status).toBe(401);
  expect(access.body).not.toContain('canAccessAdmin');
  const token = await staffToken(request);
  const staffAccess = await request.get('/api/access', { headers: { Authorization: `JWT ${token}` } });
  expect(staffAccess.status()).toBe(200);
  expect(await staffAccess.json()).toHaveProperty('canAccessAdmin', true);
});

test('the badge refuses control characters, decodes once, echoes nothing it was sent and carries its own policy', async () => {
  const control = await raw(PORT, { path: '/badge/RM%01X.svg' });
  expect(control.status).toBe(400);
  expect(control.body).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  expect(control.body).not.toContain('RM');
  const twice = await raw(PORT, { path: '/badge/%252e%252e.svg' });
  expect(twice.status).toBe(404);
  expect(twice.body).toContain('%2e%2e');
  const known = await raw(PORT, { path: '/badge/RM0001.svg' });
  expect(known.headers['content-security-policy']).toContain("default-src 'none'");
  expect(known.headers['content-security-policy']).toContain('sandbox');
});

test('a multipart post of thousands of fields is refused by its size before the form reads it', async () => {
  const fields = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`f${i}`, 'x']));
  const { body, type } = multipart(fields);
  const response = await raw(PORT, { method: 'POST', path: '/inquiry/form', headers: { origin: ORIGIN, 'content-type': type, 'content-length': String(body.length) }, chunks: [body] });
  expect(response.status).toBe(413);
});

test('a sign-in request anyone may send must state its length and stay small', async () => {
  const big = Buffer.from(JSON.stringify({ email: 'x@example.invalid', password: 'p'.repeat(1_000_000) }));
  const large = await raw(PORT, { method: 'POST', path: '/api/users/login', headers: { 'content-type': 'application/json', 'content-length': String(big.length) }, chunks: [big] });
  expect(large.status).toBe(413);
  const chunked = await raw(PORT, { method: 'POST', path: '/api/users/login', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, chunks: ['{"email":'], end: false });
  expect(chunked.status).toBe(411);
});
