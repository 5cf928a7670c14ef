import type { Metadata } from 'next';
import { getTranslations } from '@/i18n/server';
import type { ReactNode } from 'react';

import { localizedHref, type Locale } from '@/i18n/routing';
import type { ItemAddress } from '@/platform/cms/itemQueries';
import { atomResponse, type FeedEntry } from '@/platform/feed/atom';
import { languageAlternates } from '@/platform/seo/alternates';
import { feedLinks } from '@/platform/seo/feeds';
import { resultTitle } from '@/ui/search/title';

export type ListSearchParams = Promise<Record<string, string | string[] | undefined>>;
export type ItemParams = Promise<{ slug: string }>;

/** Where a dated list lives and how its items are found; each information feature describes itself with one. */
export type DatedItemSpec = {
  /** The list's group in `messages/*\/information.json` (its `title`). */
  name: 'news' | 'publicComments' | 'revisions' | 'recruitment';
  listPath: string;
  feedPath: string;
  itemPath: (slug: string) => string;
  /** Every visible item's address (prerendered pages: the English ones only where English exists). */
  addresses: () => Promise<ItemAddress[]>;
  /** An item's slug and its title in one language (`null` where it was not written in it), or `null` when there is no such item. */
  find: (slug: string, locale: Locale) => Promise<{ slug: string; title: string | null } | null>;
  feedEntries: (locale: Locale) => Promise<FeedEntry[]>;
  /** A filtered view of the list: the filters as read, how many items and the page (null when unfiltered). */
  listAnswer: (locale: Locale, raw: Awaited<ListSearchParams>) => Promise<{ parts: string[]; total: number; page: number } | null>;
  ListPage: (props: { locale: Locale; searchParams: ListSearchParams }) => ReactNode | Promise<ReactNode>;
  ItemPage: (props: { locale: Locale; params: ItemParams }) => ReactNode | Promise<ReactNode>;
};

/**
 * The list, item and feed routes of a dated list in one language; app/(ja) and app/(en)/en bind
 * them. An item without English keeps its English address, which says so (not indexed) and
 * links to the Japanese page; the list names its own feed and the what's-new feed.
 */
export function datedItemRoutes(spec: DatedItemSpec, locale: Locale) {
  const { name, listPath, feedPath, itemPath, addresses, find, feedEntries, listAnswer, ListPage, ItemPage } = spec;
  const messages = () => getTranslations({ locale, namespace: 'information' });
  return {
    list: {
      generateMetadata: async ({ searchParams }: { searchParams: ListSearchParams }): Promise<Metadata> => {
        const [t, tResults, answer] = await Promise.all([messages(), getTranslations({ locale, namespace: 'common.results' }), listAnswer(locale, await searchParams)]);
        // A filtered list says in its title what it shows and how many.
        return {
          title: answer ? resultTitle(tResults, locale, { ...answer, list: true, pageTitle: t(`${name}.title`) }) : t(`${name}.title`),
          alternates: {
            ...languageAlternates(listPath, locale),
            types: feedLinks([
              { url: localizedHref(feedPath, locale), title: t('feedTitle', { name: t(`${name}.title`) }) },
              { url: localizedHref('/feed', locale), title: t('whatsNewFeedTitle') },
            ]),
          },
        };
      },
      Page: ({ searchParams }: { searchParams: ListSearchParams }) => <ListPage locale={locale} searchParams={searchParams} />,
    },
    item: {
      generateStaticParams: async () => (await addresses()).filter((a) => locale === 'ja' || a.english).map((a) => ({ slug: a.slug })),
      generateMetadata: async ({ params }: { params: ItemParams }): Promise<Metadata> => {
        const item = await find((await params).slug, locale);
        if (!item) return {};
        const english = Boolean(locale === 'en' ? item.title : (await find(item.slug, 'en'))?.title);
        if (locale === 'en' && !english) {
          const t = await messages();
          return { title: t('japaneseOnlyTitle'), robots: { index: false }, alternates: languageAlternates(itemPath(item.slug), locale, { english: false }) };
        }
        return { title: item.title ?? '', alternates: languageAlternates(itemPath(item.slug), locale, { english }) };
      },
      Page: ({ params }: { params: ItemParams }) => <ItemPage locale={locale} params={params} />,
    },
    feed: async (): Promise<Response> => {
      const t = await messages();
      return atomResponse({
        self: localizedHref(feedPath, locale),
        alternate: localizedHref(listPath, locale),
        title: t('feedTitle', { name: t(`${name}.title`) }),
        language: locale,
        entries: await feedEntries(locale),
      });
    },
  };
}
