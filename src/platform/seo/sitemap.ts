import { pipeline, Readable, Transform } from 'node:stream';

import { SitemapIndexStream, SitemapStream } from 'sitemap';

import { localizedHref } from '@/i18n/routing';
import { siteUrl } from '@/platform/env';

/** A page for the sitemap: its address without language, when it last changed, whether it has English. */
export type SitemapPage = { path: string; lastmod?: string; english: boolean };

/** The most addresses one sitemap file may hold (sitemaps.org). */
export const URLS_PER_SITEMAP = 50_000;

/**
 * The library writes each address as a chunk of its own; handed on one by one, a file of 50,000
 * addresses became 100,000 writes to the socket and the compressor (27 s compressed, 6 s plain for
 * one file at 10^5 certificates). Chunks are gathered into pieces of about 64 KB instead.
 */
function inPieces(source: Readable, size = 64 * 1024): Readable {
  const pieces: Buffer[] = [];
  let held = 0;
  const gather = new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      pieces.push(piece);
      held += piece.length;
      if (held >= size) {
        this.push(Buffer.concat(pieces));
        pieces.length = 0;
        held = 0;
      }
      done();
    },
    flush(done) {
      if (held > 0) this.push(Buffer.concat(pieces));
      done();
    },
  });
  // A failure of the source ends the response with it (the error reaches the reader, not the log).
  return pipeline(source, gather, () => undefined);
}

const xml = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' };

/**
 * One sitemap file, streamed as pages arrive: every page in each language it exists in, each
 * with its `hreflang` alternates (`ja`, `en`, `x-default`) and `lastmod`. Written by the
 * `sitemap` library.
 */
export function sitemapResponse(batches: AsyncIterable<SitemapPage[]>): Response {
  const stream = new SitemapStream({ hostname: siteUrl(), xmlns: { news: false, xhtml: true, image: false, video: false } });
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const page of batch) {
          const links = [
            { lang: 'ja', url: localizedHref(page.path, 'ja') },
            ...(page.english ? [{ lang: 'en', url: localizedHref(page.path, 'en') }] : []),
            { lang: 'x-default', url: localizedHref(page.path, 'ja') },
          ];
          const lastmod = page.lastmod ? page.lastmod.slice(0, 10) : undefined;
          for (const locale of page.english ? (['ja', 'en'] as const) : (['ja'] as const)) {
            if (!stream.write({ url: localizedHref(page.path, locale), lastmod, links })) await new Promise((resolve) => stream.once('drain', resolve));
          }
        }
      }
      stream.end();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return new Response(Readable.toWeb(inPieces(stream)) as ReadableStream, { headers: xml });
}

/** The sitemap index: one entry per sitemap file. */
export function sitemapIndexResponse(files: { path: string; lastmod?: string }[]): Response {
  const stream = new SitemapIndexStream();
  for (const file of files) stream.write({ url: `${siteUrl()}${file.path}`, lastmod: file.lastmod?.slice(0, 10) });
  stream.end();
  return new Response(Readable.toWeb(stream) as ReadableStream, { headers: xml });
}
