import type { Metadata } from 'next';
import type { Messages } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { CollectionSlug } from 'payload';
import { cache, type ReactNode } from 'react';

import { ADDRESSES, followByMail } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { getTranslations } from '@/i18n/server';
import { textOf } from '@/platform/cms/fieldOf';
import type { ItemAddress } from '@/platform/cms/itemQueries';
import { notFoundUnlessRedirected } from '@/platform/cms/redirects';
import type { FeatureSite } from '@/platform/features';
import { atomResponse, type FeedEntry } from '@/platform/feed/atom';
import { listQueryRecord, type ListProblem, type ListQuery } from '@/platform/query/listParams';
import { languageAlternates } from '@/platform/seo/alternates';
import { feedLinks } from '@/platform/seo/feeds';
import { JapaneseOnlyView } from '@/shell/JapaneseOnlyView';
import { PageShell } from '@/shell/PageShell';
import { DatedList } from '@/ui/DatedList';
import type { ListedItem } from '@/ui/ItemList';
import { ItemMeta } from '@/ui/ItemMeta';
import { Notice } from '@/ui/Notice';
import { paginationLabels } from '@/ui/Pagination/labels';
import { conditionLabels } from '@/ui/search/Conditions';
import { resultTitle } from '@/ui/search/title';

export type ListSearchParams = Promise<Record<string, string | string[] | undefined>>;
export type ItemParams = Promise<{ slug: string }>;

/** The groups of `messages/*\/information.json` that name a list (a `title` and a `lead`). */
type InformationGroups = Messages['information'];
type ListWords = { [Group in keyof InformationGroups]: InformationGroups[Group] extends { title: string; lead: string } ? Group : never }[keyof InformationGroups];

/** The words of the information lists (`messages/*\/information.json`). */
export type InformationWords = Awaited<ReturnType<typeof getTranslations<'information'>>>;

/** What every listed item carries, whatever else its list shows. */
export type DatedSummary = {
  slug: string;
  title: { ja: string; en: string | null };
  publishedAt: string;
  sample: boolean;
};

/** The days an item's page shows under its heading (published, updated…). */
type Day = { label: string; text: string; dateTime: string };

/** What an item's page shows of its own, inside the frame every dated item shares. */
export type ItemView = {
  /** The badges under the heading (a category, a state). */
  badges?: string[];
  days: Day[];
  /** Before the article (structured data). */
  head?: ReactNode;
  /** Everything between the sample notice and the link back to the list. */
  body: ReactNode;
};

/**
 * A dated list of the information section (news, public comments, document revisions, recruitment):
 * what is its own. Everything else, the list page with its filters, count and pages, the item
 * page's frame, the Japanese-only page, the metadata and the Atom feed, is the same for all four.
 */
export type DatedListSpec<Query extends ListQuery, Summary extends DatedSummary, Item extends { slug: string; sample?: boolean | null }> = {
  /** The list's group in `messages/*\/information.json` (its `title` and `lead`): any group that has both. */
  name: ListWords;
  /** Its collection, which site search reads, and the kind its hits are labelled with (`messages/*\/search.json`, `kinds`). */
  search: { collection: CollectionSlug; kind: string };
  /** The prefix of the list's element ids (`{idPrefix}-results`). */
  idPrefix: string;
  listPath: string;
  feedPath: string;
  /** Its key among the lists one can follow by mail (features/alerts): news, public-comments, document-revisions, recruitment. */
  alerts: string;
  itemPath: (slug: string) => string;
  /** The list's query as the proxy checks it (`checks.ts`). */
  parseQuery: (get: (name: string) => string | string[] | null | undefined) => {
    ok: boolean;
    problems?: ListProblem[];
    query: Query;
  };
  pageSize: number;
  /** One page of the list as visitors see it. */
  list: (query: Query) => Promise<{ items: Summary[]; total: number; totalPages: number }>;
  /** The latest items, newest first (the feed). */
  latest: (count: number) => Promise<Summary[]>;
  /** The years with published items: the year filter's choices. */
  years: () => Promise<number[]>;
  /** The list's second filter, when it has one: its parameter, values and words. */
  filter?: {
    param: 'category' | 'state';
    values: readonly string[];
    label: (t: InformationWords) => string;
    any: (t: InformationWords) => string;
    option: (t: InformationWords, value: string) => string;
  };
  /** An item in the list. */
  listItem: (item: Summary, locale: Locale, t: InformationWords) => ListedItem;
  /** A line under the list (what a mark in it means). */
  listHint?: (t: InformationWords) => string;
  /** A line above the list that says what it is narrowed to beyond the filters. */
  listIntro?: (query: Query, t: InformationWords) => ReactNode;
  /** Parameters the list's pages keep beyond the filters. */
  pageQuery?: (query: Query) => Record<string, string | undefined>;
  /** The feed: the entry ids' kind (`urn:jab:{kind}:{slug}`) and what an entry says beyond its title. */
  feed: {
    kind: string;
    entry: (item: Summary, locale: Locale, t: InformationWords) => Pick<FeedEntry, 'summary' | 'category'>;
  };
  /** Every visible item's address (prerendered pages: the English ones only where English exists). */
  addresses: () => Promise<ItemAddress[]>;
  /** An item by its address, in one language; in draft mode the latest draft. */
  bySlug: (slug: string, locale: Locale) => Promise<Item | null>;
  /** Its title in one language, `null` where it was not written in it. */
  titleIn: (item: Item, locale: Locale) => string | null;
  /** What its page shows of its own. */
  itemView: (item: Item, locale: Locale, t: InformationWords) => ItemView | Promise<ItemView>;
};

/**
 * The routes of one dated list in each language (app/(ja) and app/(en)/en bind them) and its
 * feed's entries (the what's-new feed takes them too). An item without English keeps its English
 * address, which says so (not indexed) and links to the Japanese page; an English feed leaves it out.
 */
export function datedList<Query extends ListQuery, Summary extends DatedSummary, Item extends { slug: string; sample?: boolean | null }>(
  spec: DatedListSpec<Query, Summary, Item>,
) {
  const { name, listPath, feedPath, itemPath, filter } = spec;
  const words = (locale: Locale) => getTranslations({ locale, namespace: 'information' });

  /** One read of the list per request, shared by the page and its title. */
  const listed = cache((key: string) => spec.list(JSON.parse(key) as Query));

  /** A filtered view: what the filters say and how many items they leave (null when unfiltered). */
  async function listAnswer(locale: Locale, raw: Awaited<ListSearchParams>) {
    const parsed = spec.parseQuery((param) => raw[param]);
    const query = parsed.query;
    if (!parsed.ok || (!query.year && !query.category)) return null;
    const [t, result] = await Promise.all([words(locale), listed(JSON.stringify(query))]);
    const parts = [query.year ? t('yearOption', { year: query.year }) : null, query.category && filter ? filter.option(t, query.category) : null].filter((part): part is string =>
      Boolean(part),
    );
    return { parts, total: result.total, page: query.page };
  }

  async function ListPage({ locale, searchParams }: { locale: Locale; searchParams: ListSearchParams }) {
    setRequestLocale(locale);
    const raw = await searchParams;
    const parsed = spec.parseQuery((param) => raw[param]);
    const query = parsed.query;
    const [t, tPagination, tResults, tAlerts, years, result] = await Promise.all([
      words(locale),
      getTranslations({ locale, namespace: 'pagination' }),
      getTranslations({ locale, namespace: 'common.results' }),
      getTranslations({ locale, namespace: 'alerts' }),
      spec.years(),
      parsed.ok ? listed(JSON.stringify(query)) : Promise.resolve(null),
    ]);
    const href = localizedHref(listPath, locale);
    const from = (query.page - 1) * spec.pageSize + 1;
    return (
      <PageShell locale={locale} path={listPath} title={t(`${name}.title`)}>
        <h1>{t(`${name}.title`)}</h1>
        <p>{t(`${name}.lead`)}</p>
        {spec.listIntro?.(query, t)}
        <DatedList
          headingId={`${spec.idPrefix}-results`}
          sampleNotice={result?.items.some((item) => item.sample) ? t('sampleNotice') : undefined}
          filters={{
            action: href,
            idPrefix: spec.idPrefix,
            legend: t('filters'),
            submit: t('apply'),
            clear: t('clear'),
            selects: [
              {
                name: 'year',
                label: t('year'),
                value: query.year ? String(query.year) : '',
                options: [
                  { value: '', label: t('anyYear') },
                  ...years.map((y) => ({
                    value: String(y),
                    label: t('yearOption', { year: y }),
                  })),
                ],
              },
              ...(filter
                ? [
                    {
                      name: filter.param,
                      label: filter.label(t),
                      value: query.category ?? '',
                      options: [
                        { value: '', label: filter.any(t) },
                        ...filter.values.map((value) => ({
                          value,
                          label: filter.option(t, value),
                        })),
                      ],
                    },
                  ]
                : []),
            ],
          }}
          conditionLabels={conditionLabels(tResults, 'list')}
          problems={parsed.ok ? [] : (parsed.problems ?? []).map((problem) => t(`problems.${problem}`))}
          result={
            result && {
              countHeading:
                result.total === 0
                  ? t('count', { count: 0 })
                  : t('countRange', {
                      total: result.total,
                      from,
                      to: from + result.items.length - 1,
                    }),
              items: result.items.map((item) => spec.listItem(item, locale, t)),
              empty: t('empty'),
              ...(spec.listHint ? { hint: spec.listHint(t) } : {}),
            }
          }
          pagination={
            result && {
              page: query.page,
              totalPages: result.totalPages,
              path: href,
              query: {
                ...listQueryRecord({ ...query, page: 1 }, filter?.param),
                ...spec.pageQuery?.(query),
              },
              labels: paginationLabels(tPagination),
            }
          }
          feed={{ href: localizedHref(feedPath, locale), label: t('feed') }}
          follow={{ href: localizedHref(followByMail('list', spec.alerts), locale), label: tAlerts('followThisList') }}
        />
      </PageShell>
    );
  }

  async function ItemPage({ locale, params }: { locale: Locale; params: ItemParams }) {
    setRequestLocale(locale);
    const { slug } = await params;
    const [item, t] = await Promise.all([spec.bySlug(slug, locale), words(locale)]);
    if (!item) return notFoundUnlessRedirected(itemPath(slug), locale);
    const path = itemPath(item.slug);
    const title = spec.titleIn(item, locale);
    if (locale === 'en' && !title) return <JapaneseOnlyView path={path} listPath={listPath} />;
    const view = await spec.itemView(item, locale, t);
    return (
      <PageShell locale={locale} path={path} title={title ?? ''}>
        {view.head}
        <article>
          <h1>{title}</h1>
          <ItemMeta lang={locale} badges={view.badges} days={view.days} />
          {item.sample && (
            <Notice>
              <p>{t('sampleNotice')}</p>
            </Notice>
          )}
          {view.body}
          <p>
            <a href={localizedHref(listPath, locale)}>{t('toList')}</a>
          </p>
        </article>
      </PageShell>
    );
  }

  /** The feed's entries in one language (items without English stay out of the English feed). */
  async function feedEntries(locale: Locale): Promise<FeedEntry[]> {
    const [t, items] = await Promise.all([words(locale), spec.latest(50)]);
    return items
      .filter((item) => locale === 'ja' || item.title.en)
      .map((item) => ({
        id: `urn:jab:${spec.feed.kind}:${item.slug}`,
        title: (locale === 'en' ? item.title.en : item.title.ja) ?? '',
        path: localizedHref(itemPath(item.slug), locale),
        updated: item.publishedAt,
        published: item.publishedAt,
        ...spec.feed.entry(item, locale, t),
      }));
  }

  const find = async (slug: string, locale: Locale) => {
    const item = await spec.bySlug(slug, locale);
    return item && { slug: item.slug, title: spec.titleIn(item, locale) };
  };

  function routes(locale: Locale) {
    return {
      list: {
        generateMetadata: async ({ searchParams }: { searchParams: ListSearchParams }): Promise<Metadata> => {
          const [t, tResults, answer] = await Promise.all([words(locale), getTranslations({ locale, namespace: 'common.results' }), listAnswer(locale, await searchParams)]);
          // A filtered list says in its title what it shows and how many.
          return {
            title: answer
              ? resultTitle(tResults, locale, {
                  ...answer,
                  list: true,
                  pageTitle: t(`${name}.title`),
                })
              : t(`${name}.title`),
            alternates: {
              ...languageAlternates(listPath, locale),
              types: feedLinks([
                {
                  url: localizedHref(feedPath, locale),
                  title: t('feedTitle', { name: t(`${name}.title`) }),
                },
                {
                  url: localizedHref(ADDRESSES.whatsNewFeed, locale),
                  title: t('whatsNewFeedTitle'),
                },
              ]),
            },
          };
        },
        Page: ({ searchParams }: { searchParams: ListSearchParams }) => <ListPage locale={locale} searchParams={searchParams} />,
      },
      item: {
        generateStaticParams: async () => (await spec.addresses()).filter((a) => locale === 'ja' || a.english).map((a) => ({ slug: a.slug })),
        generateMetadata: async ({ params }: { params: ItemParams }): Promise<Metadata> => {
          const item = await find((await params).slug, locale);
          if (!item) return {};
          const english = Boolean(locale === 'en' ? item.title : (await find(item.slug, 'en'))?.title);
          if (locale === 'en' && !english) {
            const t = await words(locale);
            return {
              title: t('japaneseOnlyTitle'),
              robots: { index: false },
              alternates: languageAlternates(itemPath(item.slug), locale, {
                english: false,
              }),
            };
          }
          return {
            title: item.title ?? '',
            alternates: languageAlternates(itemPath(item.slug), locale, {
              english,
            }),
          };
        },
        Page: ({ params }: { params: ItemParams }) => <ItemPage locale={locale} params={params} />,
      },
      feed: async (): Promise<Response> => {
        const t = await words(locale);
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

  /** What the list gives the site's shared pages: the list and its items in the sitemap, its items to site search, its feed to "what's new". */
  const site: FeatureSite = {
    sitemap: async () => [{ path: listPath, english: true }, ...(await spec.addresses()).map((a) => ({ path: itemPath(a.slug), lastmod: a.updatedAt, english: a.english }))],
    search: [
      {
        collection: spec.search.collection,
        select: { slug: true, publishedAt: true },
        fallback: false,
        hit: (doc) => {
          const slug = textOf(doc, 'slug');
          return slug ? { kind: spec.search.kind, href: itemPath(slug), description: null, date: textOf(doc, 'publishedAt') } : null;
        },
      },
    ],
    feed: feedEntries,
  };

  return { routes, feedEntries, site };
}
