import type { IncomingMessage, ServerResponse } from 'node:http';

import { describe, expect, it } from 'vitest';

import { signInFirst } from './signInFirst';

function ask(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const answer: { status?: number; location?: string } = {};
  const res = {
    writeHead(status: number, head: Record<string, string>) {
      answer.status = status;
      answer.location = head.location;
    },
    end() {},
  } as unknown as ServerResponse;
  const path = url.split('?')[0]!;
  const sent = signInFirst({ method, headers } as IncomingMessage, res, path, url);
  return { sent, ...answer };
}

describe('the sign-in before /admin', () => {
  it('sends someone without a session from any admin page to the sign-in page, keeping where they were going', () => {
    expect(ask('/admin')).toEqual({ sent: true, status: 303, location: '/admin/login' });
    expect(ask('/admin/collections/news?page=2')).toEqual({ sent: true, status: 303, location: '/admin/login?redirect=%2Fadmin%2Fcollections%2Fnews%3Fpage%3D2' });
  });

  it('leaves alone the pages that need no session, any session cookie, posts, and the rest of the site', () => {
    for (const url of ['/admin/login', '/admin/login/submit', '/admin/forgot', '/admin/reset/abc', '/admin/create-first-user', '/admin/logout', '/news', '/administration', '/api/users/me']) {
      expect(ask(url).sent, url).toBe(false);
    }
    expect(ask('/admin', { cookie: 'a=1; payload-token=x' }).sent).toBe(false);
    expect(ask('/admin', {}, 'POST').sent).toBe(false);
    expect(ask('/admin/collections/news', { rsc: '1' }).sent).toBe(false);
    expect(ask('/admin/%E0%A4%A').sent).toBe(false);
  });
});
