import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/i18n/server';
import { cache } from 'react';
import type { NewsArticle } from 'schema-dts';

import { YearEndClosure } from '@/features/organisation';
import { localizedHref, type Locale } from '@/i18n/routing';
import { notFoundUnlessRedirected } from '@/platform/cms/redirects';
import { siteUrl } from '@/platform/env';
import type { FeedEntry } from '@/platform/feed/atom';
import { listQueryRecord, type ListQuery } from '@/platform/query/listParams';
import { dayInJapan, formatDay } from '@/platform/time/format';
import { JapaneseOnlyView } from '@/shell/JapaneseOnlyView';
import { datedItemRoutes, type DatedItemSpec, type ItemParams, type ListSearchParams as SearchParams } from '@/shell/datedItemRoutes';
import { PageShell } from '@/shell/PageShell';
import { AttachmentList } from '@/ui/AttachmentList';
import { DatedList } from '@/ui/DatedList';
import { conditionLabels } from '@/ui/search/Conditions';
import { ItemMeta } from '@/ui/ItemMeta';
import { JsonLd } from '@/ui/JsonLd';
import { Notice } from '@/ui/Notice';
import { paginationLabels } from '@/ui/Pagination/labels';
import { RelatedLinks } from '@/ui/RelatedLinks';
import { RichText } from '@/ui/RichText';

import { parseNewsQuery } from '../checks';
import { NEWS_FEED_PATH, NEWS_PATH, newsCategories, newsItemPath } from '../model';
import { latestNews, listNews, NEWS_PAGE_SIZE, newsAddresses, newsBySlug, newsYears } from '../server/queries';
import { newsAttachments, newsListItem } from './present';

/** One read of the list per request, shared by the page and its title. */
const listed = cache((key: string) => listNews(JSON.parse(key) as ListQuery));

/** A filtered view: what the filters say and how many items they leave (null when unfiltered). */
async function listAnswer(locale: Locale, raw: Awaited<SearchParams>) {
  const parsed = parseNewsQuery((name) => raw[name]);
  const query = parsed.query;
  if (!parsed.ok || (!query.year && !query.category)) return null;
  const [t, result] = await Promise.all([getTranslations({ locale, namespace: 'information' }), listed(JSON.stringify(query))]);
  const parts = [
    query.year ? t('yearOption', { year: query.year }) : null,
    query.category ? t(`news.categories.${query.category as (typeof newsCategories)[number]}`) : null,
  ].filter((part): part is string => Boolean(part));
  return { parts, total: result.total, page: query.page };
}

async function ListPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  setRequestLocale(locale);
  const raw = await searchParams;
  const parsed = parseNewsQuery((name) => raw[name]);
  const query = parsed.query;
  const [t, tPagination, tResults, years, result] = await Promise.all([
    getTranslations({ locale, namespace: 'information' }),
    getTranslations({ locale, namespace: 'pagination' }),
    getTranslations({ locale, namespace: 'common.results' }),
    newsYears(),
    parsed.ok ? listed(JSON.stringify(query)) : Promise.resolve(null),
  ]);
  const href = localizedHref(NEWS_PATH, locale);
  const from = (query.page - 1) * NEWS_PAGE_SIZE + 1;
  return (
    <PageShell locale={locale} path={NEWS_PATH} title={t('news.title')}>
      <h1>{t('news.title')}</h1>
      <p>{t('news.lead')}</p>
      <DatedList
        headingId="news-results"
        sampleNotice={result?.items.some((item) => item.sample) ? t('sampleNotice') : undefined}
        filters={{
          action: href,
          idPrefix: 'news',
          legend: t('filters'),
          submit: t('apply'),
          clear: t('clear'),
          selects: [
            {
              name: 'year',
              label: t('year'),
              value: query.year ? String(query.year) : '',
              options: [{ value: '', label: t('anyYear') }, ...years.map((y) => ({ value: String(y), label: t('yearOption', { year: y }) }))],
            },
            {
              name: 'category',
              label: t('category'),
              value: query.category ?? '',
              options: [{ value: '', label: t('anyCategory') }, ...newsCategories.map((c) => ({ value: c, label: t(`news.categories.${c}`) }))],
            },
          ],
        }}
        conditionLabels={conditionLabels(tResults, 'list')}
        problems={parsed.ok ? [] : parsed.problems.map((problem) => t(`problems.${problem}`))}
        result={
          result && {
            countHeading: result.total === 0 ? t('count', { count: 0 }) : t('countRange', { total: result.total, from, to: from + result.items.length - 1 }),
            items: result.items.map((item) => newsListItem(item, locale, t)),
            empty: t('empty'),
            hint: t('newMarkHint'),
          }
        }
        pagination={result && { page: query.page, totalPages: result.totalPages, path: href, query: listQueryRecord({ ...query, page: 1 }), labels: paginationLabels(tPagination) }}
        feed={{ href: localizedHref(NEWS_FEED_PATH, locale), label: t('feed') }}
      />
    </PageShell>
  );
}

async function ItemPage({ locale, params }: { locale: Locale; params: ItemParams }) {
  setRequestLocale(locale);
  const { slug } = await params;
  const [item, t, tCommon] = await Promise.all([newsBySlug(slug, locale), getTranslations({ locale, namespace: 'information' }), getTranslations({ locale, namespace: 'common' })]);
  if (!item) return notFoundUnlessRedirected(newsItemPath(slug), locale);
  const path = newsItemPath(item.slug);
  if (locale === 'en' && !item.englishTitle) return <JapaneseOnlyView path={path} listPath={NEWS_PATH} />;
  const title = item.title ?? '';
  const origin = siteUrl();
  const article: NewsArticle = {
    '@type': 'NewsArticle',
    headline: title,
    datePublished: item.publishedAt,
    dateModified: item.updatedAt,
    inLanguage: locale,
    mainEntityOfPage: `${origin}${localizedHref(path, locale)}`,
    author: { '@type': 'Organization', name: tCommon('siteName'), url: `${origin}${localizedHref('/', locale)}` },
    publisher: { '@type': 'Organization', name: tCommon('siteName'), url: `${origin}${localizedHref('/', locale)}` },
  };
  return (
    <PageShell locale={locale} path={path} title={title}>
      <JsonLd<NewsArticle> data={{ '@context': 'https://schema.org', ...article }} />
      <article>
        <h1>{title}</h1>
        <ItemMeta
          lang={locale}
          badges={[t(`news.categories.${item.category}`)]}
          days={[
            { label: t('published'), text: formatDay(item.publishedAt, locale), dateTime: dayInJapan(item.publishedAt) },
            ...(dayInJapan(item.updatedAt) > dayInJapan(item.publishedAt)
              ? [{ label: t('updated'), text: formatDay(item.updatedAt, locale), dateTime: dayInJapan(item.updatedAt) }]
              : []),
          ]}
        />
        {item.sample && (
          <Notice>
            <p>{t('sampleNotice')}</p>
          </Notice>
        )}
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
            return { href: external ? link.href : localizedHref(link.href, locale), label: link.label ?? '', external };
          })}
        />
        <p>
          <a href={localizedHref(NEWS_PATH, locale)}>{t('toList')}</a>
        </p>
      </article>
    </PageShell>
  );
}

/** The Atom feed of the latest news in one language (items without English are left out of the English feed). */
/** The feed's entries in one language (items without English stay out of the English feed); the what's-new feed takes them too. */
export async function newsFeedEntries(locale: Locale): Promise<FeedEntry[]> {
  const [t, items] = await Promise.all([getTranslations({ locale, namespace: 'information' }), latestNews(50)]);
  return items
    .filter((item) => locale === 'ja' || item.title.en)
    .map((item) => ({
      id: `urn:jab:news:${item.slug}`,
      title: (locale === 'en' ? item.title.en : item.title.ja) ?? '',
      path: localizedHref(newsItemPath(item.slug), locale),
      updated: item.publishedAt,
      published: item.publishedAt,
      category: t(`news.categories.${item.category}`),
    }));
}

const spec: DatedItemSpec = {
  name: 'news',
  listPath: NEWS_PATH,
  feedPath: NEWS_FEED_PATH,
  itemPath: newsItemPath,
  addresses: newsAddresses,
  find: async (slug, locale) => {
    const item = await newsBySlug(slug, locale);
    return item && { slug: item.slug, title: locale === 'en' ? item.englishTitle : item.title };
  },
  listAnswer,
  feedEntries: newsFeedEntries,
  ListPage,
  ItemPage,
};

/** The list, item and feed routes in one language; app/(ja) and app/(en)/en bind them. */
export const newsRoutes = (locale: Locale) => datedItemRoutes(spec, locale);
