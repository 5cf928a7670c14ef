import { workingTerms } from '@/features/organisation';
import { localizedHref, type Locale } from '@/i18n/routing';
import { listedTitle } from '@/platform/content/listedTitle';
import { labelled } from '@/platform/text/punctuation';
import { dayInJapan, formatDay } from '@/platform/time/format';
import { todayInJapan } from '@/platform/time/japan';
import { datedList, type InformationWords } from '@/shell/datedList';
import { DescriptionList } from '@/ui/DescriptionList';
import type { ListedItem } from '@/ui/ItemList';
import { Notice } from '@/ui/Notice';
import { RichText } from '@/ui/RichText';

import { parsePostingsQuery } from '../checks';
import { isClosed, postingPath, RECRUIT_FEED_PATH, RECRUIT_PATH } from '../model';
import { latestPostings, listPostings, postingAddresses, postingBySlug, type PostingSummary, POSTINGS_PAGE_SIZE, postingYears } from '../server/queries';

export const postingStates = ['open', 'closed'] as const;

export function postingListItem(item: PostingSummary, locale: Locale, t: InformationWords): ListedItem {
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
      {
        text: t(item.closed ? 'recruitment.closed' : 'recruitment.open'),
        tone: item.closed ? 'muted' : 'state',
      },
      ...(japaneseOnly ? [{ text: t('japaneseOnly'), tone: 'muted' as const }] : []),
    ],
    detail: labelled(t('published'), formatDay(item.publishedAt, locale), locale),
  };
}

/** Recruitment: what is its own (open or closed, the closing day, the terms of work); the rest is every dated list's. */
const postings = datedList({
  name: 'recruitment',
  search: { collection: 'job-postings', kind: 'posting' },
  idPrefix: 'recruit',
  listPath: RECRUIT_PATH,
  feedPath: RECRUIT_FEED_PATH,
  alerts: 'recruitment',
  itemPath: postingPath,
  parseQuery: parsePostingsQuery,
  pageSize: POSTINGS_PAGE_SIZE,
  list: listPostings,
  latest: latestPostings,
  years: postingYears,
  filter: {
    param: 'state',
    values: postingStates,
    label: (t) => t('publicComments.stateFilter'),
    any: (t) => t('publicComments.anyState'),
    option: (t, value) => t(`recruitment.${value as (typeof postingStates)[number]}`),
  },
  listItem: postingListItem,
  feed: {
    kind: 'recruitment',
    entry: (item, locale, t) => ({
      summary: `${t('recruitment.closes')}: ${formatDay(item.closesOn, locale)}`,
    }),
  },
  addresses: postingAddresses,
  bySlug: postingBySlug,
  titleIn: (item) => item.title ?? null,
  itemView: async (item, locale, t) => {
    const closed = isClosed(item.closesOn, todayInJapan());
    // Staff work the office's hours: shown from the organisation's record, never typed in a posting.
    const terms = item.contract === 'assessor' ? null : await workingTerms(locale);
    return {
      badges: [t(closed ? 'recruitment.closed' : 'recruitment.open'), t(`recruitment.units.${item.unit}`)],
      days: [
        {
          label: t('published'),
          text: formatDay(item.publishedAt, locale),
          dateTime: dayInJapan(item.publishedAt),
        },
      ],
      body: (
        <>
          {closed && (
            <Notice tone="warning">
              <p>{t('recruitment.closedNotice')}</p>
            </Notice>
          )}
          <DescriptionList
            rows={[
              [t('recruitment.contract'), t(`recruitment.contracts.${item.contract}`)],
              ...(terms ? [[t('recruitment.hours'), terms.time] as [string, string], [t('recruitment.daysOff'), terms.daysOff] as [string, string]] : []),
              [
                t('recruitment.closes'),
                t('recruitment.closesValue', {
                  date: formatDay(item.closesOn, locale),
                }),
              ],
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
        </>
      ),
    };
  },
});

/** The list, item and feed routes in one language; app/(ja) and app/(en)/en bind them. */
export const recruitmentRoutes = postings.routes;
/** The feed's entries in one language; the what's-new feed takes them too. */
export const postingFeedEntries = postings.feedEntries;
/** Its list and items in the sitemap, its items in site search, its feed in "what's new". */
export const postingsSite = postings.site;
