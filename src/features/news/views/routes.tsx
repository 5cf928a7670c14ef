import type { NewsArticle } from 'schema-dts';

import { YearEndClosure } from '@/features/organisation';
import { localizedHref } from '@/i18n/routing';
import { getTranslations } from '@/i18n/server';
import { siteUrl } from '@/platform/env';
import { dayInJapan, formatDay } from '@/platform/time/format';
import { datedList } from '@/shell/datedList';
import { AttachmentList } from '@/ui/AttachmentList';
import { JsonLd } from '@/ui/JsonLd';
import { RelatedLinks } from '@/ui/RelatedLinks';
import { RichText } from '@/ui/RichText';

import { parseNewsQuery } from '../checks';
import { NEWS_FEED_PATH, NEWS_PATH, newsCategories, newsItemPath } from '../model';
import { latestNews, listNews, NEWS_PAGE_SIZE, newsAddresses, newsBySlug, newsYears } from '../server/queries';
import { newsAttachments, newsListItem } from './present';

/** News: what is its own (categories, the new mark, the closure notice, related links, JSON-LD); the rest is every dated list's. */
const news = datedList({
  name: 'news',
  search: { collection: 'news', kind: 'news' },
  idPrefix: 'news',
  listPath: NEWS_PATH,
  feedPath: NEWS_FEED_PATH,
  alerts: 'news',
  itemPath: newsItemPath,
  parseQuery: parseNewsQuery,
  pageSize: NEWS_PAGE_SIZE,
  list: listNews,
  latest: latestNews,
  years: newsYears,
  filter: {
    param: 'category',
    values: newsCategories,
    label: (t) => t('category'),
    any: (t) => t('anyCategory'),
    option: (t, value) => t(`news.categories.${value as (typeof newsCategories)[number]}`),
  },
  listItem: (item, locale, t) => newsListItem(item, locale, t),
  listHint: (t) => t('newMarkHint'),
  feed: {
    kind: 'news',
    entry: (item, _locale, t) => ({
      category: t(`news.categories.${item.category}`),
    }),
  },
  addresses: newsAddresses,
  bySlug: newsBySlug,
  titleIn: (item, locale) => (locale === 'en' ? item.englishTitle : item.title),
  itemView: async (item, locale, t) => {
    const tCommon = await getTranslations({ locale, namespace: 'common' });
    const origin = siteUrl();
    const article: NewsArticle = {
      '@type': 'NewsArticle',
      headline: item.title ?? '',
      datePublished: item.publishedAt,
      dateModified: item.updatedAt,
      inLanguage: locale,
      mainEntityOfPage: `${origin}${localizedHref(newsItemPath(item.slug), locale)}`,
      author: {
        '@type': 'Organization',
        name: tCommon('siteName'),
        url: `${origin}${localizedHref('/', locale)}`,
      },
      publisher: {
        '@type': 'Organization',
        name: tCommon('siteName'),
        url: `${origin}${localizedHref('/', locale)}`,
      },
    };
    return {
      head: <JsonLd<NewsArticle> data={{ '@context': 'https://schema.org', ...article }} />,
      badges: [t(`news.categories.${item.category}`)],
      days: [
        {
          label: t('published'),
          text: formatDay(item.publishedAt, locale),
          dateTime: dayInJapan(item.publishedAt),
        },
        ...(dayInJapan(item.updatedAt) > dayInJapan(item.publishedAt)
          ? [
              {
                label: t('updated'),
                text: formatDay(item.updatedAt, locale),
                dateTime: dayInJapan(item.updatedAt),
              },
            ]
          : []),
      ],
      body: (
        <>
          {/* A closure notice gives the days from the business-day rule, never typed in its body. */}
          {item.yearEndClosure && <YearEndClosure locale={locale} asOf={dayInJapan(item.publishedAt)} />}
          <RichText data={item.body} locale={locale} />
          <AttachmentList lang={locale} heading={t('attachments')} items={newsAttachments(item.attachments, locale, t)} />
          <RelatedLinks
            lang={locale}
            heading={t('relatedLinks')}
            externalLabel={t('externalSite')}
            links={(item.relatedLinks ?? []).map((link) => {
              const external = /^https?:\/\//.test(link.href);
              return {
                href: external ? link.href : localizedHref(link.href, locale),
                label: link.label ?? '',
                external,
              };
            })}
          />
        </>
      ),
    };
  },
});

/** The list, item and feed routes in one language; app/(ja) and app/(en)/en bind them. */
export const newsRoutes = news.routes;
/** The feed's entries in one language; the what's-new feed takes them too. */
export const newsFeedEntries = news.feedEntries;
/** Its list and items in the sitemap, its items in site search, its feed in "what's new". */
export const newsSite = news.site;
