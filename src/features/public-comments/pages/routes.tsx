import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/i18n/server';
import { cache } from 'react';

import { listedTitle } from '@/platform/content/listedTitle';
import { localizedHref, type Locale } from '@/i18n/routing';
import { notFoundUnlessRedirected } from '@/platform/cms/redirects';
import { listedAttachments } from '@/platform/content/attachments';
import type { FeedEntry } from '@/platform/feed/atom';
import { listQueryRecord, type ListQuery } from '@/platform/query/listParams';
import { dayInJapan, formatDateTime, formatDay } from '@/platform/time/format';
import { labelled, labelSeparator } from '@/platform/text/punctuation';
import { JapaneseOnlyView } from '@/shell/JapaneseOnlyView';
import { datedItemRoutes, type DatedItemSpec, type ItemParams, type ListSearchParams as SearchParams } from '@/shell/datedItemRoutes';
import { PageShell } from '@/shell/PageShell';
import { AttachmentList } from '@/ui/AttachmentList';
import { DatedList } from '@/ui/DatedList';
import { conditionLabels } from '@/ui/search/Conditions';
import { DescriptionList } from '@/ui/DescriptionList';
import type { ListedItem } from '@/ui/ItemList';
import { ItemMeta } from '@/ui/ItemMeta';
import { Notice } from '@/ui/Notice';
import { paginationLabels } from '@/ui/Pagination/labels';
import { RichText } from '@/ui/RichText';

import { parseCommentsQuery } from '../checks';
import { COMMENTS_FEED_PATH, COMMENTS_PATH, commentPath, commentState, commentStates } from '../model';
import { COMMENTS_PAGE_SIZE, type CommentSummary, commentAddresses, commentBySlug, commentYears, latestComments, listComments } from '../server/queries';

type T = Awaited<ReturnType<typeof getTranslations<'information'>>>;

/** A call in a list: its state, its period; in English, a Japanese-only call says so and links the Japanese page. */
export function commentListItem(call: CommentSummary, locale: Locale, t: T): ListedItem {
  const { japaneseOnly, ...shown } = listedTitle(call.title, call.englishSummary, locale);
  return {
    key: String(call.id),
    href: localizedHref(commentPath(call.slug), japaneseOnly ? 'ja' : locale),
    hrefLang: japaneseOnly ? 'ja' : undefined,
    ...shown,
    date: formatDay(call.publishedAt, locale),
    dateTime: dayInJapan(call.publishedAt),
    badges: [
      { text: t(`publicComments.states.${call.state}`), tone: call.state === 'open' ? 'state' : 'muted' },
      ...(japaneseOnly ? [{ text: t('japaneseOnly'), tone: 'muted' as const }] : []),
    ],
    detail: labelled(t('publicComments.period'), t('publicComments.periodValue', { from: formatDay(call.opensAt, locale), to: formatDateTime(call.closesAt, locale) }), locale),
  };
}

/** One read of the list per request, shared by the page and its title. */
const listed = cache((key: string) => listComments(JSON.parse(key) as ListQuery));

/** A filtered view: what the filters say and how many items they leave (null when unfiltered). */
async function listAnswer(locale: Locale, raw: Awaited<SearchParams>) {
  const parsed = parseCommentsQuery((name) => raw[name]);
  const query = parsed.query;
  if (!parsed.ok || (!query.year && !query.category)) return null;
  const [t, result] = await Promise.all([getTranslations({ locale, namespace: 'information' }), listed(JSON.stringify(query))]);
  const parts = [
    query.year ? t('yearOption', { year: query.year }) : null,
    query.category ? t(`publicComments.states.${query.category as (typeof commentStates)[number]}`) : null,
  ].filter((part): part is string => Boolean(part));
  return { parts, total: result.total, page: query.page };
}

async function ListPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  setRequestLocale(locale);
  const raw = await searchParams;
  const parsed = parseCommentsQuery((name) => raw[name]);
  const query = parsed.query;
  const [t, tPagination, tResults, years, result] = await Promise.all([
    getTranslations({ locale, namespace: 'information' }),
    getTranslations({ locale, namespace: 'pagination' }),
    getTranslations({ locale, namespace: 'common.results' }),
    commentYears(),
    parsed.ok ? listed(JSON.stringify(query)) : Promise.resolve(null),
  ]);
  const href = localizedHref(COMMENTS_PATH, locale);
  const from = (query.page - 1) * COMMENTS_PAGE_SIZE + 1;
  return (
    <PageShell locale={locale} path={COMMENTS_PATH} title={t('publicComments.title')}>
      <h1>{t('publicComments.title')}</h1>
      <p>{t('publicComments.lead')}</p>
      <DatedList
        headingId="comments-results"
        sampleNotice={result?.items.some((item) => item.sample) ? t('sampleNotice') : undefined}
        filters={{
          action: href,
          idPrefix: 'comments',
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
              options: [{ value: '', label: t('publicComments.anyState') }, ...commentStates.map((s) => ({ value: s, label: t(`publicComments.states.${s}`) }))],
            },
          ],
        }}
        conditionLabels={conditionLabels(tResults, 'list')}
        problems={parsed.ok ? [] : parsed.problems.map((problem) => t(`problems.${problem}`))}
        result={
          result && {
            countHeading: result.total === 0 ? t('count', { count: 0 }) : t('countRange', { total: result.total, from, to: from + result.items.length - 1 }),
            items: result.items.map((item) => commentListItem(item, locale, t)),
            empty: t('empty'),
          }
        }
        pagination={
          result && { page: query.page, totalPages: result.totalPages, path: href, query: listQueryRecord({ ...query, page: 1 }, 'state'), labels: paginationLabels(tPagination) }
        }
        feed={{ href: localizedHref(COMMENTS_FEED_PATH, locale), label: t('feed') }}
      />
    </PageShell>
  );
}

async function ItemPage({ locale, params }: { locale: Locale; params: ItemParams }) {
  setRequestLocale(locale);
  const { slug } = await params;
  const [call, t] = await Promise.all([commentBySlug(slug, locale), getTranslations({ locale, namespace: 'information' })]);
  if (!call) return notFoundUnlessRedirected(commentPath(slug), locale);
  const path = commentPath(call.slug);
  if (locale === 'en' && !call.title) return <JapaneseOnlyView path={path} listPath={COMMENTS_PATH} />;
  const state = commentState({ opensAt: call.opensAt, closesAt: call.closesAt, resultsPublishedAt: call.results?.publishedAt });
  const describe = (files: unknown) => listedAttachments(files, locale, (a) => t('attachmentMeta', { kind: a.kind, size: a.size, language: t(`languages.${a.language}`) }));
  const channel = t(`publicComments.channels.${call.channel}`);
  return (
    <PageShell locale={locale} path={path} title={call.title}>
      <article>
        <h1>{call.title}</h1>
        <ItemMeta
          lang={locale}
          badges={[t(`publicComments.states.${state}`)]}
          days={[{ label: t('published'), text: formatDay(call.publishedAt, locale), dateTime: dayInJapan(call.publishedAt) }]}
        />
        {call.sample && (
          <Notice>
            <p>{t('sampleNotice')}</p>
          </Notice>
        )}
        <Notice tone={state === 'open' ? 'info' : 'warning'}>
          <p>
            {state === 'upcoming'
              ? t('publicComments.upcomingNotice', { date: formatDateTime(call.opensAt, locale) })
              : state === 'open'
                ? t('publicComments.openNotice', { date: formatDateTime(call.closesAt, locale) })
                : t('publicComments.closedNotice')}
          </p>
        </Notice>
        <DescriptionList
          rows={[
            [t('publicComments.period'), t('publicComments.periodValue', { from: formatDateTime(call.opensAt, locale), to: formatDateTime(call.closesAt, locale) })],
            [t('publicComments.howToSend'), channel],
            [
              t('publicComments.sendTo'),
              call.channel === 'form' ? (
                <>
                  {call.address} <a href={localizedHref('/inquiry/form', locale)}>{t('publicComments.toForm')}</a>
                </>
              ) : call.channel === 'email' && /^[^\s@]+@[^\s@]+$/.test(call.address ?? '') ? (
                <a href={`mailto:${call.address}`}>{call.address}</a>
              ) : (
                call.address
              ),
            ],
          ]}
        />
        <RichText data={call.body} locale={locale} />
        <AttachmentList lang={locale} heading={t('publicComments.drafts')} items={describe(call.drafts)} />
        {state === 'results' && call.results && (
          <section aria-labelledby="comment-results">
            <h2 id="comment-results">{t('publicComments.results')}</h2>
            {call.results.publishedAt && (
              <p>
                {t('publicComments.resultsPublished')}
                {labelSeparator(locale)}
                <time dateTime={dayInJapan(call.results.publishedAt)}>{formatDay(call.results.publishedAt, locale)}</time>
              </p>
            )}
            <RichText data={call.results.body} locale={locale} />
            <AttachmentList lang={locale} heading={t('attachments')} headingLevel={3} items={describe(call.results.attachments)} />
          </section>
        )}
        <p>
          <a href={localizedHref(COMMENTS_PATH, locale)}>{t('toList')}</a>
        </p>
      </article>
    </PageShell>
  );
}

/** The feed's entries in one language (items without English stay out of the English feed); the what's-new feed takes them too. */
export async function commentFeedEntries(locale: Locale): Promise<FeedEntry[]> {
  const [t, items] = await Promise.all([getTranslations({ locale, namespace: 'information' }), latestComments(50)]);
  return items
    .filter((item) => locale === 'ja' || item.title.en)
    .map((item) => ({
      id: `urn:jab:public-comment:${item.slug}`,
      title: (locale === 'en' ? item.title.en : item.title.ja) ?? '',
      path: localizedHref(commentPath(item.slug), locale),
      updated: item.publishedAt,
      published: item.publishedAt,
      summary: `${t('publicComments.period')}: ${t('publicComments.periodValue', { from: formatDay(item.opensAt, locale), to: formatDay(item.closesAt, locale) })}`,
    }));
}

const spec: DatedItemSpec = {
  name: 'publicComments',
  listPath: COMMENTS_PATH,
  feedPath: COMMENTS_FEED_PATH,
  itemPath: commentPath,
  addresses: commentAddresses,
  find: async (slug, locale) => (await commentBySlug(slug, locale)) ?? null,
  listAnswer,
  feedEntries: commentFeedEntries,
  ListPage,
  ItemPage,
};

/** The list, item and feed routes in one language; app/(ja) and app/(en)/en bind them. */
export const commentsRoutes = (locale: Locale) => datedItemRoutes(spec, locale);
