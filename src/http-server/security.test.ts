import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { answerHeadAsGet } from './requestShape';
import { keepRedirectsOnSite } from './security';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/** One request to a server running `handler` behind the site's own steps; the raw answer. */
async function answer(handler: Handler, method = 'GET', host = 'site.example'): Promise<{ status: number; rawHeaders: string[]; body: string; seenMethod: string }> {
  let seenMethod = '';
  const server = createServer((req, res) => {
    answerHeadAsGet(req);
    keepRedirectsOnSite(req, res, 'site.example');
    seenMethod = req.method ?? '';
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/news/en', method, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, rawHeaders: res.rawHeaders, body, seenMethod }));
    });
    req.on('error', reject);
    req.end();
  });
}

const locations = (rawHeaders: string[]) => rawHeaders.filter((_, i) => i % 2 === 0 && rawHeaders[i]!.toLowerCase() === 'location').length;

describe('redirects', () => {
  it('carry one Location however the app set it twice', async () => {
    const twice = await answer((_req, res) => {
      res.setHeader('location', ['/en/news', '/en/news']);
      res.writeHead(308).end();
    });
    expect(twice.status).toBe(308);
    expect(locations(twice.rawHeaders)).toBe(1);

    const setAndGiven = await answer((_req, res) => {
      res.setHeader('location', '/en/news');
      res.writeHead(308, ['location', '/en/news', 'cache-control', 'no-store']).end();
    });
    expect(locations(setAndGiven.rawHeaders)).toBe(1);
    expect(setAndGiven.rawHeaders).toContain('no-store');

    const givenAsList = await answer((_req, res) => res.writeHead(308, { Location: ['/en/news', '/en/news'] }).end());
    expect(locations(givenAsList.rawHeaders)).toBe(1);
  });

  it('never leave for a host only the request named', async () => {
    const offSite = await answer(
      (req, res) => {
        res.setHeader('location', `http://${req.headers.host}/en/news`);
        res.writeHead(308).end();
      },
      'GET',
      'elsewhere.example',
    );
    expect(offSite.rawHeaders[offSite.rawHeaders.findIndex((h) => h.toLowerCase() === 'location') + 1]).toBe('/en/news');
  });
});

describe('HEAD', () => {
  it('is answered as GET, with GET’s status and headers and no body', async () => {
    const handler: Handler = (req, res) => {
      // Like Payload's file route: only GET is known.
      if (req.method !== 'GET') return void res.writeHead(404).end('not found');
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '9' }).end('%PDF-1.7\n');
    };
    const get = await answer(handler);
    const head = await answer(handler, 'HEAD');
    expect(get).toMatchObject({ status: 200, body: '%PDF-1.7\n' });
    expect(head).toMatchObject({ status: 200, body: '', seenMethod: 'GET' });
    expect(head.rawHeaders).toContain('application/pdf');
  });
});
