import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/i18n/server';
import { cache } from 'react';

import { listedTitle } from '@/platform/content/listedTitle';
import { localizedHref, type Locale } from '@/i18n/routing';
import { notFoundUnlessRedirected } from '@/platform/cms/redirects';
import { listedAttachments } from '@/platform/content/attachments';
import type { FeedEntry } from '@/platform/feed/atom';
import { listQueryRecord, type ListQuery } from '@/platform/query/listParams';
import { dayInJapan, formatDay } from '@/platform/time/format';
import { labelled } from '@/platform/text/punctuation';
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

import { parseRevisionQuery } from '../checks';
import { REVISIONS_FEED_PATH, REVISIONS_PATH, revisionPath } from '../model';
import { latestRevisions, listRevisions, REVISIONS_PAGE_SIZE, revisionAddresses, revisionBySlug, type RevisionSummary, revisionYears } from '../server/queries';

type T = Awaited<ReturnType<typeof getTranslations<'information'>>>;

/** The documents and forms page where a document is listed (the documents tab, found by its number). */
const documentsTab = (documentNumber: string, locale: Locale) => `${localizedHref('/documents_forms/documents', locale)}?q=${encodeURIComponent(documentNumber)}`;

export function revisionListItem(item: RevisionSummary, locale: Locale, t: T): ListedItem {
  const { japaneseOnly, ...shown } = listedTitle(item.title, item.englishSummary, locale);
  return {
    key: String(item.id),
    href: localizedHref(revisionPath(item.slug), japaneseOnly ? 'ja' : locale),
    hrefLang: japaneseOnly ? 'ja' : undefined,
    ...shown,
    date: formatDay(item.publishedAt, locale),
    dateTime: dayInJapan(item.publishedAt),
    badges: [
      ...(item.documentNumber ? [{ text: item.documentNumber, tone: 'category' as const }] : []),
      ...(japaneseOnly ? [{ text: t('japaneseOnly'), tone: 'muted' as const }] : []),
    ],
    detail: labelled(t('revisions.effective'), formatDay(item.effectiveOn, locale), locale),
  };
}

/** One read of the list per request, shared by the page and its title. */
const listed = cache((key: string) => listRevisions(JSON.parse(key) as ListQuery));

/** A filtered view: what the filters say and how many items they leave (null when unfiltered). */
async function listAnswer(locale: Locale, raw: Awaited<SearchParams>) {
  const parsed = parseRevisionQuery((name) => raw[name]);
  const query = parsed.query;
  if (!parsed.ok || (!query.year && !query.category)) return null;
  const [t, result] = await Promise.all([getTranslations({ locale, namespace: 'information' }), listed(JSON.stringify(query))]);
  const parts = [query.year ? t('yearOption', { year: query.year }) : null, null].filter((part): part is string => Boolean(part));
  return { parts, total: result.total, page: query.page };
}

async function ListPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  setRequestLocale(locale);
  const raw = await searchParams;
  const parsed = parseRevisionQuery((name) => raw[name]);
  const query = parsed.query;
  const [t, tPagination, tResults, years, result] = await Promise.all([
    getTranslations({ locale, namespace: 'information' }),
    getTranslations({ locale, namespace: 'pagination' }),
    getTranslations({ locale, namespace: 'common.results' }),
    revisionYears(),
    parsed.ok ? listed(JSON.stringify(query)) : Promise.resolve(null),
  ]);
  const href = localizedHref(REVISIONS_PATH, locale);
  const from = (query.page - 1) * REVISIONS_PAGE_SIZE + 1;
  return (
    <PageShell locale={locale} path={REVISIONS_PATH} title={t('revisions.title')}>
      <h1>{t('revisions.title')}</h1>
      <p>{t('revisions.lead')}</p>
      {query.documentNumber && <p>{t('revisions.filteredBy', { document: query.documentNumber })}</p>}
      <DatedList
        headingId="revisions-results"
        sampleNotice={result?.items.some((item) => item.sample) ? t('sampleNotice') : undefined}
        filters={{
          action: href,
          idPrefix: 'revisions',
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
          ],
        }}
        conditionLabels={conditionLabels(tResults, 'list')}
        problems={parsed.ok ? [] : parsed.problems.map((problem) => t(`problems.${problem}`))}
        result={
          result && {
            countHeading: result.total === 0 ? t('count', { count: 0 }) : t('countRange', { total: result.total, from, to: from + result.items.length - 1 }),
            items: result.items.map((item) => revisionListItem(item, locale, t)),
            empty: t('empty'),
          }
        }
        pagination={
          result && {
            page: query.page,
            totalPages: result.totalPages,
            path: href,
            query: { ...listQueryRecord({ ...query, page: 1 }), ...(query.documentNumber ? { document: query.documentNumber } : {}) },
            labels: paginationLabels(tPagination),
          }
        }
        feed={{ href: localizedHref(REVISIONS_FEED_PATH, locale), label: t('feed') }}
      />
    </PageShell>
  );
}

async function ItemPage({ locale, params }: { locale: Locale; params: ItemParams }) {
  setRequestLocale(locale);
  const { slug } = await params;
  const [item, t] = await Promise.all([revisionBySlug(slug, locale), getTranslations({ locale, namespace: 'information' })]);
  if (!item) return notFoundUnlessRedirected(revisionPath(slug), locale);
  const path = revisionPath(item.slug);
  if (locale === 'en' && !item.title) return <JapaneseOnlyView path={path} listPath={REVISIONS_PATH} />;
  const document = item.document && typeof item.document === 'object' ? item.document : null;
  return (
    <PageShell locale={locale} path={path} title={item.title}>
      <article>
        <h1>{item.title}</h1>
        <ItemMeta lang={locale} days={[{ label: t('published'), text: formatDay(item.publishedAt, locale), dateTime: dayInJapan(item.publishedAt) }]} />
        {item.sample && (
          <Notice>
            <p>{t('sampleNotice')}</p>
          </Notice>
        )}
        <DescriptionList
          rows={[
            [
              t('revisions.document'),
              document ? (
                <>
                  {document.documentNumber} {document.title ?? ''} <a href={documentsTab(document.documentNumber, locale)}>{t('revisions.toDocument')}</a>
                </>
              ) : (
                '—'
              ),
            ],
            [t('revisions.issued'), formatDay(item.issuedOn, locale)],
            [t('revisions.effective'), formatDay(item.effectiveOn, locale)],
            ...(item.transitionEndsOn ? [[t('revisions.transitionEnds'), formatDay(item.transitionEndsOn, locale)] as [string, string]] : []),
            ...(item.transitionNote ? [[t('revisions.transition'), item.transitionNote] as [string, string]] : []),
          ]}
        />
        <h2>{t('revisions.summary')}</h2>
        <RichText data={item.summary} locale={locale} />
        <AttachmentList
          lang={locale}
          heading={t('attachments')}
          items={listedAttachments(item.attachments, locale, (a) => t('attachmentMeta', { kind: a.kind, size: a.size, language: t(`languages.${a.language}`) }))}
        />
        {document && (
          <p>
            <a href={`${localizedHref(REVISIONS_PATH, locale)}?document=${encodeURIComponent(document.documentNumber)}`}>{t('revisions.history')}</a>
          </p>
        )}
        <p>
          <a href={localizedHref(REVISIONS_PATH, locale)}>{t('toList')}</a>
        </p>
      </article>
    </PageShell>
  );
}

/** The feed's entries in one language (items without English stay out of the English feed); the what's-new feed takes them too. */
export async function revisionFeedEntries(locale: Locale): Promise<FeedEntry[]> {
  const [t, items] = await Promise.all([getTranslations({ locale, namespace: 'information' }), latestRevisions(50)]);
  return items
    .filter((item) => locale === 'ja' || item.title.en)
    .map((item) => ({
      id: `urn:jab:document-revision:${item.slug}`,
      title: (locale === 'en' ? item.title.en : item.title.ja) ?? '',
      path: localizedHref(revisionPath(item.slug), locale),
      updated: item.publishedAt,
      published: item.publishedAt,
      summary: `${t('revisions.effective')}: ${formatDay(item.effectiveOn, locale)}`,
    }));
}

const spec: DatedItemSpec = {
  name: 'revisions',
  listPath: REVISIONS_PATH,
  feedPath: REVISIONS_FEED_PATH,
  itemPath: revisionPath,
  addresses: revisionAddresses,
  find: async (slug, locale) => (await revisionBySlug(slug, locale)) ?? null,
  listAnswer,
  feedEntries: revisionFeedEntries,
  ListPage,
  ItemPage,
};

/** The list, item and feed routes in one language; app/(ja) and app/(en)/en bind them. */
export const revisionsRoutes = (locale: Locale) => datedItemRoutes(spec, locale);
