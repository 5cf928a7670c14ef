import { Feed } from 'feed';

import { siteUrl } from '@/platform/env';

/** One entry of a feed: `path` and `id` are the site's own (the id stays the same for ever). */
export type FeedEntry = { id: string; title: string; path: string; updated: string; published?: string; summary?: string; category?: string };

export type FeedSpec = {
  /** Absolute path of the feed itself and of the page it follows, e.g. `/en/news/feed`, `/en/news`. */
  self: string;
  alternate: string;
  title: string;
  language: 'ja' | 'en';
  entries: FeedEntry[];
};

/**
 * An Atom feed (RFC 4287) as a response: feed and entry ids, `updated`, self and alternate links
 * and the language, written by the `feed` library rather than by hand.
 */
export function atomResponse({ self, alternate, title, language, entries }: FeedSpec): Response {
  const origin = siteUrl();
  const sorted = [...entries].sort((a, b) => (a.updated < b.updated ? 1 : -1));
  const feed = new Feed({
    id: `${origin}${self}`,
    title,
    link: `${origin}${alternate}`,
    language,
    updated: new Date(sorted[0]?.updated ?? '2000-01-01T00:00:00Z'),
    feedLinks: { atom: `${origin}${self}` },
    author: { name: title },
    copyright: title,
    generator: false,
  });
  for (const entry of sorted) {
    feed.addItem({
      id: entry.id.startsWith('urn:') ? entry.id : `${origin}${entry.id}`,
      title: entry.title,
      link: `${origin}${entry.path}`,
      date: new Date(entry.updated),
      ...(entry.published ? { published: new Date(entry.published) } : {}),
      ...(entry.summary ? { description: entry.summary } : {}),
      ...(entry.category ? { category: [{ name: entry.category, term: entry.category }] } : {}),
    });
  }
  // The feed library leaves out the language of Atom documents; RFC 4287 carries it as xml:lang.
  const xml = feed.atom1().replace('<feed xmlns="http://www.w3.org/2005/Atom">', `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`);
  return new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8', 'cache-control': 'public, max-age=300' } });
}
