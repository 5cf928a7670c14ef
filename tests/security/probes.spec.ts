import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { staff, staffToken } from '@tests/e2e/support';

import { actionFields, multipart, raw, setCookies } from './http';
import { PROBE_ORIGIN, PROBE_PORT, startProbeServer } from './probeServer';

/**
 * The site probed as a hostile client would, with nothing but HTTP (issue: hardened for the open
 * internet). The limits are probed on a second instance with small allowances and no trusted
 * proxy (probeServer.ts); everything else on the main test server.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://localhost:${PORT}`;

const inquiry = {
  name: '見本 太郎',
  nameKana: '',
  organization: '',
  email: 'probe@example.invalid',
  phone: '',
  category: 'other',
  message: '確認のための送信です。',
  privacy: 'yes',
  website: '',
};

async function submissionsWithSubject(request: import('@playwright/test').APIRequestContext, subject: string) {
  const token = await staffToken(request);
  const response = await request.get(`/api/inquiries?where[subject][equals]=${encodeURIComponent(subject)}&limit=10`, { headers: { Authorization: `JWT ${token}` } });
  return ((await response.json()) as { totalDocs: number }).totalDocs;
}

/** Posts the review step of the inquiry form without JavaScript, as its own page would, to `path`. */
async function postReview(port: number, origin: string, path: string, subject: string, extra: Record<string, string> = {}) {
  const page = await raw(port, { path: '/inquiry/form' });
  const { body, type } = multipart({ ...actionFields(page.body, 'name="_step" value="review"'), ...inquiry, subject, ...extra });
  return raw(port, { method: 'POST', path, headers: { origin, 'content-type': type, 'content-length': String(body.length) }, chunks: [body] });
}

test.describe('on the open internet (a second instance: no trusted proxy, HTTPS, small allowances)', () => {
  test.describe.configure({ mode: 'serial' });
  let stop: () => Promise<void>;
  test.beforeAll(async () => {
    stop = await startProbeServer();
  });
  test.afterAll(async () => stop?.());

  test('staff sessions use Secure cookies and every answer carries HSTS when the site is served over HTTPS', async () => {
    const body = JSON.stringify(staff);
    const login = await raw(PROBE_PORT, {
      method: 'POST',
      path: '/api/users/login',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      chunks: [body],
    });
    expect(login.status).toBe(200);
    const session = setCookies(login.headers).find((c) => c.startsWith('payload-token='));
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    for (const path of ['/', '/en/news', '/admin/login', '/api/news']) {
      expect((await raw(PROBE_PORT, { path })).headers['strict-transport-security'], path).toMatch(/max-age=\d{7,}/);
    }
  });

  test('a client that has used its form allowance is refused inside the form actions, at whichever address it posts', async ({ request }) => {
    const subject = `回り込み試験 ${Date.now()}`;
    // Three review steps are the allowance here; the first one leaves a confirmed draft behind.
    const first = await postReview(PROBE_PORT, PROBE_ORIGIN, '/inquiry/form', subject);
    expect(first.status).toBe(303);
    const draft = setCookies(first.headers)
      .find((c) => c.startsWith('form_draft_inquiry='))!
      .split(';')[0]!;
    for (let i = 0; i < 2; i++) expect((await postReview(PROBE_PORT, PROBE_ORIGIN, '/inquiry/form', subject)).status).toBe(303);
    // Now the same steps sent to other addresses of the site are refused by the actions themselves.
    for (const path of ['/inquiry/form/success', '/', '/en/news']) {
      const walked = await postReview(PROBE_PORT, PROBE_ORIGIN, path, subject);
      expect(
        setCookies(walked.headers).some((c) => c.startsWith('form_draft_inquiry=')),
        path,
      ).toBe(false);
      expect(walked.status, path).not.toBe(500);
    }
    // The send step with the draft from before, posted to the completion page: nothing is stored.
    const confirm = await raw(PROBE_PORT, { path: '/inquiry/form/confirm', headers: { cookie: draft } });
    const { body, type } = multipart(actionFields(confirm.body, 'name="_step" value="submit"'));
    const sent = await raw(PROBE_PORT, {
      method: 'POST',
      path: '/inquiry/form/success',
      headers: { origin: PROBE_ORIGIN, cookie: draft, 'content-type': type, 'content-length': String(body.length) },
      chunks: [body],
    });
    expect(sent.status).not.toBe(500);
    expect(String(sent.headers.location ?? sent.headers['x-action-redirect'] ?? '')).not.toContain('/success');
    expect(await submissionsWithSubject(request, subject)).toBe(0);
  });

  test('a burst of posts with a new X-Forwarded-For (and a forged client header) each time is counted as one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const { body, type } = multipart({ a: 'b' });
      const response = await raw(PROBE_PORT, {
        method: 'POST',
        path: '/inquiry/form',
        headers: {
          origin: PROBE_ORIGIN,
          'content-type': type,
          'content-length': String(body.length),
          'x-forwarded-for': `198.51.100.${i}`,
          'x-site-client-address': `192.0.2.${i}`,
        },
        chunks: [body],
      });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toContain(429);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses).not.toContain(500);
  });

  test('the open JSON API is rate-limited per client, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const response = await raw(PROBE_PORT, { path: '/api/v1/accredited-bodies', headers: { 'x-forwarded-for': `198.51.100.${i}` } });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });

  test("reads of Payload's REST API count against an allowance, whatever session cookie a client makes up", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      // A cookie that only has the session's name proves nothing.
      const response = await raw(PROBE_PORT, { path: '/api/news?limit=1', headers: { cookie: 'payload-token=forged', 'x-forwarded-for': `198.51.100.${i}` } });
      statuses.push(response.status);
    }
    // Ten reads a minute here (one was made above, to /api/news).
    expect(statuses.slice(0, 9).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    // The images and files that pages show are never counted.
    expect((await raw(PROBE_PORT, { path: '/api/media/file/no-such-image.png' })).status).toBe(404);
    // A real staff session is told from a forged one by its signature (tests/int/staff-sign-in.test.ts).
  });

  test('a refused query string is answered 400 with its page on a server bound to 127.0.0.1 too', async () => {
    for (const path of ['/news?year=abc', '/search?q=a&page=-1', '/en/certification_institutions?page=-1']) {
      const response = await raw(PROBE_PORT, { path });
      expect(response.status, path).toBe(400);
      expect(response.body, path).toContain('<!DOCTYPE html>');
    }
  });

  test('sign-in attempts are throttled per client, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const body = JSON.stringify({ email: staff.email, password: `wrong-${i}` });
      const response = await raw(PROBE_PORT, {
        method: 'POST',
        path: '/api/users/login',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'x-forwarded-for': `203.0.113.${i}` },
        chunks: [body],
      });
      statuses.push(response.status);
    }
    // The staff address was used once above from this client; three attempts per account and client here.
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429, 429, 429]);
  });
});

test.describe('on the main test server', () => {
  test('a post from another site or from a sandboxed document is refused on every kind of page, with a page in its language', async () => {
    const posts: [string, string][] = [
      ['/', 'https://attacker.example.invalid'],
      ['/inquiry/form/success', 'https://attacker.example.invalid'],
      ['/en/inquiry/form', 'null'],
      ['/complaint_application/confirm', 'null'],
      ['/news', 'https://attacker.example.invalid'],
      ['/admin', 'https://attacker.example.invalid'],
    ];
    for (const [path, origin] of posts) {
      const { body, type } = multipart({ a: 'b' });
      const response = await raw(PORT, {
        method: 'POST',
        path,
        headers: { origin, 'content-type': type, 'content-length': String(body.length), 'next-action': 'x' },
        chunks: [body],
      });
      expect(response.status, path).toBe(403);
      expect(response.body, path).toContain(path.startsWith('/en') ? 'lang="en"' : 'lang="ja"');
    }
  });

  test('a form post of unknown length is refused without being read, and an oversized one by its length', async () => {
    const chunked = await raw(PORT, {
      method: 'POST',
      path: '/inquiry/form',
      headers: { origin: ORIGIN, 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
      chunks: ['--x\r\n'],
      end: false,
    });
    expect(chunked.status).toBe(411);
    const big = Buffer.alloc(1_100_000, 'a');
    const oversized = await raw(PORT, {
      method: 'POST',
      path: '/inquiry/form',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(big.length) },
      chunks: [big],
    });
    expect(oversized.status).toBe(413);
  });

  test('staff imports are refused by their stated length before a byte is read, and a chunked one is refused', async ({ request }) => {
    const token = await staffToken(request);
    for (const path of ['/api/accredited-bodies/import', '/api/certificate-reports/preview']) {
      // Says 2 GB and sends nothing: the answer must come without waiting for the body.
      const declared = await raw(PORT, {
        method: 'POST',
        path,
        headers: { authorization: `JWT ${token}`, origin: ORIGIN, 'content-type': 'text/csv', 'content-length': String(2 * 1024 ** 3) },
        end: false,
      });
      expect(declared.status, path).toBe(413);
      const chunked = await raw(PORT, {
        method: 'POST',
        path,
        headers: { authorization: `JWT ${token}`, origin: ORIGIN, 'content-type': 'text/csv', 'transfer-encoding': 'chunked' },
        chunks: ['a,b\r\n'],
        end: false,
      });
      expect(chunked.status, path).toBe(411);
    }
    // Without a session, a change through the API is refused before its body is read.
    const anonymous = await raw(PORT, {
      method: 'POST',
      path: '/api/files',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(500 * 1024 ** 2) },
      end: false,
    });
    expect(anonymous.status).toBe(401);
  });

  test('a filled honeypot is refused and nothing is kept', async ({ request }) => {
    const subject = `ハニーポット試験 ${Date.now()}`;
    const response = await postReview(PORT, ORIGIN, '/inquiry/form', subject, { website: 'https://spam.invalid' });
    expect(response.status).toBe(400);
    expect(setCookies(response.headers).some((c) => c.startsWith('form_draft_inquiry='))).toBe(false);
    expect(await submissionsWithSubject(request, subject)).toBe(0);
  });

  test('bad escapes, bad ids, missing files and traversal answer 400, 403 or 404, never 500 or a server path', async () => {
    const cases = [
      '/api/%E0%A4%A',
      '/admin/%E0%A4%A',
      '/_next/%E0%A4%A',
      '/en/%E0%A4%A',
      '/api/pages/abc',
      '/api/news/abc',
      '/api/accredited-bodies/import',
      '/api/certificate-reports/preview',
      '/api/media/file/nonexistent.png',
      '/api/files/file/nonexistent.pdf',
      '/api/media/file/..%2F..%2F.payload-secret',
      '/api/files/file/%2e%2e%2fsite.db',
      '/_next/static/..%2F..%2Fserver%2Fapp%2Findex.html',
      '/news/..%2F..%2Fetc%2Fpasswd',
    ];
    for (const path of cases) {
      const response = await raw(PORT, { path });
      expect([400, 403, 404], `${path} → ${response.status}`).toContain(response.status);
      expect(response.body, path).not.toMatch(/\/(work|tmp|home|srv|var)\/|at [A-Za-z]+ \(|node_modules/);
    }
  });

  test('a line break written into an address or a header never becomes a header of the answer', async () => {
    for (const path of ['/ja/%0D%0ASet-Cookie:%20injected=1', '/compatible_organizations?x=%0D%0ASet-Cookie:%20injected=1', '/news?year=2024%0D%0ASet-Cookie:%20injected=1']) {
      const response = await raw(PORT, { path });
      expect(setCookies(response.headers).join(' '), path).not.toContain('injected');
      expect(String(response.headers.location ?? ''), path).not.toMatch(/[\r\n]/);
      expect(response.status, path).not.toBe(500);
    }
  });

  test('hostile query strings get 400 with the message, never 500', async () => {
    for (const path of [
      '/certification_institutions?page=-1',
      '/certification_institutions?scheme=lab%00oratory',
      `/certification_institutions?q=${encodeURIComponent('あ'.repeat(500))}`,
      '/ms_certifications/list?size=1000000',
      '/ms_certifications/list?std=../../etc',
      '/news?year=99999999999999999999',
      '/search?q=%3Cscript%3Ealert(1)%3C/script%3E&page=abc',
      '/en/documents_forms/documents?scheme=%27%20OR%201%3D1',
    ]) {
      const response = await raw(PORT, { path });
      expect(response.status, path).toBe(400);
      expect(response.body, path).not.toContain('<script>alert(1)');
    }
  });

  test('anonymous REST reads give at most 100 documents a page on every collection, and none of the directories', async () => {
    const collections = [
      'pages',
      'news',
      'public-comments',
      'document-revisions',
      'documents',
      'job-postings',
      'files',
      'media',
      'roster-entries',
      'schemes',
      'contributions',
      'redirects',
    ];
    for (const slug of collections) {
      for (const query of ['limit=0', 'pagination=false', 'limit=100000', 'limit=-1&depth=10', 'pagination=false&limit=0']) {
        const response = await raw(PORT, { path: `/api/${slug}?${query}` });
        expect(response.status, `${slug}?${query}`).toBe(200);
        const body = JSON.parse(response.body) as { docs: unknown[]; limit: number };
        expect(body.docs.length, `${slug}?${query}`).toBeLessThanOrEqual(100);
        expect(body.limit, `${slug}?${query}`).toBeLessThanOrEqual(100);
      }
    }
    for (const slug of ['accredited-bodies', 'certified-organisations', 'inquiries', 'complaints', 'form-drafts', 'users']) {
      for (const query of ['limit=0', 'pagination=false', 'where[id][exists]=true']) {
        expect([401, 403], `${slug}?${query}`).toContain((await raw(PORT, { path: `/api/${slug}?${query}` })).status);
      }
    }
  });

  test('every kind of page carries the security headers; a public page allows no inline script, the CMS only by hash', async () => {
    for (const path of [
      '/',
      '/en',
      '/certification_institutions?q=%E6%A0%A1%E6%AD%A3',
      '/ms_certifications/list',
      '/news',
      '/en/about',
      '/inquiry/form',
      '/no-such-page',
      '/admin/login',
    ]) {
      const response = await raw(PORT, { path });
      const policy = String(response.headers['content-security-policy'] ?? '');
      // Public pages leave without Next's inline scripts (ADR 19); the CMS keeps them, each allowed by its hash.
      if (path.startsWith('/admin')) expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      else expect(policy, path).toMatch(/script-src 'self';/);
      expect(policy.match(/script-src[^;]*/)![0], path).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("object-src 'none'");
      expect(response.headers['x-frame-options'], path).toBe('DENY');
      expect(response.headers['permissions-policy'], path).toContain('camera=()');
      expect(response.headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
      // Served over plain HTTP here: no HSTS (it is sent when SITE_URL is https, above).
      expect(response.headers['strict-transport-security'], path).toBeUndefined();
    }
    const admin = await raw(PORT, { path: '/admin/login' });
    expect(admin.headers['x-robots-tag']).toContain('noindex');
    expect(admin.headers['referrer-policy']).toBe('same-origin');
  });

  test('a refused request is logged as one line at info level, without a stack', async () => {
    const file = process.env.E2E_SERVER_LOG_FILE!;
    const before = readFileSync(file, 'utf8').length;
    for (const path of ['/api/inquiries', '/api/users', '/api/form-drafts/1', '/api/pages/abc']) expect((await raw(PORT, { path })).status).not.toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Other tests write to the same log meanwhile: only the lines about refusals are looked at.
    const lines = readFileSync(file, 'utf8').slice(before).split('\n');
    lines.forEach((line, i) => {
      if (!/not allowed|not found|forbidden|unauthori[sz]ed/i.test(line)) return;
      expect(line).not.toMatch(/ERROR/);
      expect(lines[i + 1] ?? '').not.toMatch(/^\s+at /);
    });
  });
});
