import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { noteContentChanged } from '../platform/memo';
import { answerCache, registerOf } from './answerCache';

const dir = mkdtempSync(path.join(tmpdir(), 'answer-cache-'));
const url = `file:${path.join(dir, 'site.db')}`;
const db = createClient({ url });

beforeAll(async () => {
  await db.execute('CREATE TABLE certified_organisations (id integer PRIMARY KEY, updated_at text)');
  await db.execute('CREATE TABLE accredited_bodies (id integer PRIMARY KEY, updated_at text)');
  await db.execute("INSERT INTO certified_organisations VALUES (1, '2026-11-20T00:00:00.000Z')");
  await db.execute("INSERT INTO accredited_bodies VALUES (1, '2026-11-20T00:00:00.000Z')");
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const request = (headers: Record<string, string> = {}, method = 'GET') => ({ method, headers }) as unknown as IncomingMessage;
const page = (body = '<html>page</html>', status = 200, headers: Record<string, string> = {}) => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', 'x-request-id': 'abc', ...headers },
  body: Buffer.from(body),
});

describe('the answer cache', () => {
  it('keeps the pages of the two directories only', () => {
    for (const kept of ['/ms_certifications/list', '/en/ms_certifications/list/9001', '/compatible_organizations/12', '/certification_institutions', '/en/certification_institutions/MS0001']) {
      expect(registerOf(kept), kept).not.toBeNull();
    }
    for (const other of ['/ms_certifications/list/export', '/certification_institutions/export', '/news', '/', '/compatible_organizations/1/feed', '/api/v1/certified-organisations']) {
      expect(registerOf(other), other).toBeNull();
    }
  });

  it('gives a kept page back until its register changes, and drops what identifies one request', async () => {
    const cache = answerCache(url, {})!;
    const address = '/ms_certifications/list?q=x';
    const ticket = (await cache.ticket(request(), address, '/ms_certifications/list'))!;
    expect(cache.find(ticket)).toBeUndefined();
    cache.keep(ticket, page());
    const again = (await cache.ticket(request(), address, '/ms_certifications/list'))!;
    const kept = cache.find(again)!;
    expect(kept.body.toString()).toBe('<html>page</html>');
    expect(kept.headers['x-request-id']).toBeUndefined();
    expect(kept.headers['content-type']).toContain('text/html');
    // A body's page is not touched by a certificate's change, and the other way round.
    await db.execute("UPDATE certified_organisations SET updated_at = '2026-11-21T00:00:00.000Z'");
    expect(cache.find((await cache.ticket(request(), address, '/ms_certifications/list'))!)).toBeUndefined();
    await cache.close();
  });

  it('gives an accredited body’s pages afresh once a body was deleted, by whichever server', async () => {
    const cache = answerCache(url, {})!;
    const address = '/certification_institutions/MS0002';
    await db.execute("INSERT INTO accredited_bodies VALUES (2, '2026-11-19T00:00:00.000Z')");
    cache.keep((await cache.ticket(request(), address, address))!, page('<html>MS0002</html>'));
    expect(cache.find((await cache.ticket(request(), address, address))!)).toBeDefined();
    // An older record deleted: the last change is the same, the register is not.
    await db.execute('DELETE FROM accredited_bodies WHERE id = 2');
    expect(cache.find((await cache.ticket(request(), address, address))!)).toBeUndefined();
    await cache.close();
  });

  it('forgets what was kept before a publication in this process', async () => {
    const cache = answerCache(url, {})!;
    const address = '/certification_institutions?q=y';
    cache.keep((await cache.ticket(request(), address, '/certification_institutions'))!, page());
    expect(cache.find((await cache.ticket(request(), address, '/certification_institutions'))!)).toBeDefined();
    noteContentChanged();
    expect(cache.find((await cache.ticket(request(), address, '/certification_institutions'))!)).toBeUndefined();
    await cache.close();
  });

  it('keeps nothing that is one visitor’s own, a failure, or asked for with a cookie', async () => {
    const cache = answerCache(url, {})!;
    const path = '/ms_certifications/list';
    expect(await cache.ticket(request({ cookie: 'payload-token=x' }), `${path}?a`, path)).toBeNull();
    expect(await cache.ticket(request({ authorization: 'JWT x' }), `${path}?a`, path)).toBeNull();
    expect(await cache.ticket(request({}, 'POST'), `${path}?a`, path)).toBeNull();
    expect(await cache.ticket(request({ rsc: '1' }), `${path}?a`, path)).toBeNull();
    const failed = (await cache.ticket(request(), `${path}?b`, path))!;
    cache.keep(failed, page('<html>error</html>', 500));
    expect(cache.find(failed)).toBeUndefined();
    const cookie = (await cache.ticket(request(), `${path}?c`, path))!;
    cache.keep(cookie, page('<html>x</html>', 200, { 'set-cookie': 'a=b' }));
    expect(cache.find(cookie)).toBeUndefined();
    await cache.close();
  });

  it('is off when asked, and when the database does not answer it keeps nothing and lets the page render', async () => {
    expect(answerCache(url, { ANSWER_CACHE: '0' })).toBeNull();
    const cache = answerCache(`file:${path.join(dir, 'missing', 'none.db')}`, {})!;
    expect(await cache.ticket(request(), '/ms_certifications/list', '/ms_certifications/list')).toBeNull();
    await cache.close();
  });
});
