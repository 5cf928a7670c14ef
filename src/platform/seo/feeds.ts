import type { Metadata } from 'next';

/** `<link rel="alternate" type="application/atom+xml">` for each feed a page advertises. */
export function feedLinks(feeds: { url: string; title: string }[]): NonNullable<Metadata['alternates']>['types'] {
  return { 'application/atom+xml': feeds.map((feed) => ({ url: feed.url, title: feed.title })) };
}
