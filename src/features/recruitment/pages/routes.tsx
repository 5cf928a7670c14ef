import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/i18n/server';
import { cache } from 'react';

import { workingTerms } from '@/features/organisation';
import { listedTitle } from '@/platform/content/listedTitle';
import { localizedHref, type Locale } from '@/i18n/routing';
import { notFoundUnlessRedirected } from '@/platform/cms/redirects';
import type { FeedEntry } from '@/platform/feed/atom';
import { listQueryRecord, type ListQuery } from '@/platform/query/listParams';
import { dayInJapan, formatDay } from '@/platform/time/format';
import { labelled } from '@/platform/text/punctuation';
import { todayInJapan } from '@/platform/time/japan';
import { JapaneseOnlyView } from '@/shell/JapaneseOnlyView';
import { datedItemRoutes, type DatedItemSpec, type ItemParams, type ListSearchParams as SearchParams } from '@/shell/datedItemRoutes';
import { PageShell } from '@/shell/PageShell';
import { DatedList } from '@/ui/DatedList';
import { conditionLabels } from '@/ui/search/Conditions';
import { DescriptionList } from '@/ui/DescriptionList';
import type { ListedItem } from '@/ui/ItemList';
import { ItemMeta } from '@/ui/ItemMeta';
import { Notice } from '@/ui/Notice';
import { paginationLabels } from '@/ui/Pagination/labels';
import { RichText } from '@/ui/RichText';

import { parsePostingsQuery } from '../checks';
import { isClosed, postingPath, RECRUIT_FEED_PATH, RECRUIT_PATH } from '../model';
import { latestPostings, listPostings, postingAddresses, postingBySlug, type PostingSummary, POSTINGS_PAGE_SIZE, postingYears } from '../server/queries';

type T = Awaited<ReturnType<typeof getTranslations<'information'>>>;

export const postingStates = ['open', 'closed'] as const;

export function postingListItem(item: PostingSummary, locale: Locale, t: T): ListedItem {
  const { japaneseOnly, ...shown } = listedTitle(item.title, item.englishSummary, locale);
  return {
    key: String(item.id),
    href: localizedHref(postingPath(item.slug), japaneseOnly ? 'ja' : locale),
    hrefLang: japaneseOnly ? 'ja' : undefined,
    ...shown,
    // The list is ordered by closing day, so the closing day is the day it shows, labelled as such.
    date: labelled(t('recruitment.closes'), formatDay(item.closesOn, locale), locale),
    dateTime: item.closesOn,
    badges: [
      { text: t(item.closed ? 'recruitment.closed' : 'recruitment.open'), tone: item.closed ? 'muted' : 'state' },
      ...(japaneseOnly ? [{ text: t('japaneseOnly'), tone: 'muted' as const }] : []),
    ],
    detail: labelled(t('published'), formatDay(item.publishedAt, locale), locale),
  };
}

/** One read of the list per request, shared by the page and its title. */
const listed = cache((key: string) => listPostings(JSON.parse(key) as ListQuery));

/** A filtered view: what the filters say and how many items they leave (null when unfiltered). */
async function listAnswer(locale: Locale, raw: Awaited<SearchParams>) {
  const parsed = parsePostingsQuery((name) => raw[name]);
  const query = parsed.query;
  if (!parsed.ok || (!query.year && !query.category)) return null;
  const [t, result] = await Promise.all([getTranslations({ locale, namespace: 'information' }), listed(JSON.stringify(query))]);
  const parts = [query.year ? t('yearOption', { year: query.year }) : null, query.category ? t(`recruitment.${query.category as (typeof postingStates)[number]}`) : null].filter(
    (part): part is string => Boolean(part),
  );
  return { parts, total: result.total, page: query.page };
}

async function ListPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  setRequestLocale(locale);
  const raw = await searchParams;
  const parsed = parsePostingsQuery((name) => raw[name]);
  const query = parsed.query;
  const [t, tPagination, tResults, years, result] = await Promise.all([
    getTranslations({ locale, namespace: 'information' }),
    getTranslations({ locale, namespace: 'pagination' }),
    getTranslations({ locale, namespace: 'common.results' }),
    postingYears(),
    parsed.ok ? listed(JSON.stringify(query)) : Promise.resolve(null),
  ]);
  const href = localizedHref(RECRUIT_PATH, locale);
  const from = (query.page - 1) * POSTINGS_PAGE_SIZE + 1;
  return (
    <PageShell locale={locale} path={RECRUIT_PATH} title={t('recruitment.title')}>
      <h1>{t('recruitment.title')}</h1>
      <p>{t('recruitment.lead')}</p>
      <DatedList
        headingId="recruit-results"
        sampleNotice={result?.items.some((item) => item.sample) ? t('sampleNotice') : undefined}
        filters={{
          action: href,
          idPrefix: 'recruit',
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
              name: 'state',
              label: t('publicComments.stateFilter'),
              value: query.category ?? '',
              options: [{ value: '', label: t('publicComments.anyState') }, ...postingStates.map((s) => ({ value: s, label: t(`recruitment.${s}`) }))],
            },
          ],
        }}
        conditionLabels={conditionLabels(tResults, 'list')}
        problems={parsed.ok ? [] : parsed.problems.map((problem) => t(`problems.${problem}`))}
        result={
          result && {
            countHeading: result.total === 0 ? t('count', { count: 0 }) : t('countRange', { total: result.total, from, to: from + result.items.length - 1 }),
            items: result.items.map((item) => postingListItem(item, locale, t)),
            empty: t('empty'),
          }
        }
        pagination={
          result && { page: query.page, totalPages: result.totalPages, path: href, query: listQueryRecord({ ...query, page: 1 }, 'state'), labels: paginationLabels(tPagination) }
        }
        feed={{ href: localizedHref(RECRUIT_FEED_PATH, locale), label: t('feed') }}
      />
    </PageShell>
  );
}

async function ItemPage({ locale, params }: { locale: Locale; params: ItemParams }) {
  setRequestLocale(locale);
  const { slug } = await params;
  const [item, t] = await Promise.all([postingBySlug(slug, locale), getTranslations({ locale, namespace: 'information' })]);
  if (!item) return notFoundUnlessRedirected(postingPath(slug), locale);
  const path = postingPath(item.slug);
  if (locale === 'en' && !item.title) return <JapaneseOnlyView path={path} listPath={RECRUIT_PATH} />;
  const closed = isClosed(item.closesOn, todayInJapan());
  // Staff work the office's hours: shown from the organisation's record, never typed in a posting.
  const terms = item.contract === 'assessor' ? null : await workingTerms(locale);
  return (
    <PageShell locale={locale} path={path} title={item.title}>
      <article>
        <h1>{item.title}</h1>
        <ItemMeta
          lang={locale}
          badges={[t(closed ? 'recruitment.closed' : 'recruitment.open'), t(`recruitment.units.${item.unit}`)]}
          days={[{ label: t('published'), text: formatDay(item.publishedAt, locale), dateTime: dayInJapan(item.publishedAt) }]}
        />
        {item.sample && (
          <Notice>
            <p>{t('sampleNotice')}</p>
          </Notice>
        )}
        {closed && (
          <Notice tone="warning">
            <p>{t('recruitment.closedNotice')}</p>
          </Notice>
        )}
        <DescriptionList
          rows={[
            [t('recruitment.contract'), t(`recruitment.contracts.${item.contract}`)],
            ...(terms
              ? [
                  [t('recruitment.hours'), terms.time] as [string, string],
                  [t('recruitment.daysOff'), terms.daysOff] as [string, string],
                ]
              : []),
            [t('recruitment.closes'), t('recruitment.closesValue', { date: formatDay(item.closesOn, locale) })],
            [t('recruitment.applyTo'), closed ? item.applyTo : <a href={`mailto:${item.applyTo}`}>{item.applyTo}</a>],
            ...(item.subjectLine ? [[t('recruitment.subjectLine'), item.subjectLine] as [string, string]] : []),
          ]}
        />
        <h2>{t('recruitment.duties')}</h2>
        <RichText data={item.duties} locale={locale} />
        <h2>{t('recruitment.requirements')}</h2>
        <RichText data={item.requirements} locale={locale} />
        <h2>{t('recruitment.conditions')}</h2>
        <RichText data={item.conditions} locale={locale} />
        <h2>{t('recruitment.howToApply')}</h2>
        <RichText data={item.howToApply} locale={locale} />
        <p>
          <a href={localizedHref(RECRUIT_PATH, locale)}>{t('toList')}</a>
        </p>
      </article>
    </PageShell>
  );
}

/** The feed's entries in one language (items without English stay out of the English feed); the what's-new feed takes them too. */
export async function postingFeedEntries(locale: Locale): Promise<FeedEntry[]> {
  const [t, items] = await Promise.all([getTranslations({ locale, namespace: 'information' }), latestPostings(50)]);
  return items
    .filter((item) => locale === 'ja' || item.title.en)
    .map((item) => ({
      id: `urn:jab:recruitment:${item.slug}`,
      title: (locale === 'en' ? item.title.en : item.title.ja) ?? '',
      path: localizedHref(postingPath(item.slug), locale),
      updated: item.publishedAt,
      published: item.publishedAt,
      summary: `${t('recruitment.closes')}: ${formatDay(item.closesOn, locale)}`,
    }));
}

const spec: DatedItemSpec = {
  name: 'recruitment',
  listPath: RECRUIT_PATH,
  feedPath: RECRUIT_FEED_PATH,
  itemPath: postingPath,
  addresses: postingAddresses,
  find: async (slug, locale) => (await postingBySlug(slug, locale)) ?? null,
  listAnswer,
  feedEntries: postingFeedEntries,
  ListPage,
  ItemPage,
};

/** The list, item and feed routes in one language; app/(ja) and app/(en)/en bind them. */
export const recruitmentRoutes = (locale: Locale) => datedItemRoutes(spec, locale);
