import { ADDRESSES } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { listedAttachments } from '@/platform/content/attachments';
import { listedTitle } from '@/platform/content/listedTitle';
import { labelled, labelSeparator } from '@/platform/text/punctuation';
import { dayInJapan, formatDateTime, formatDay } from '@/platform/time/format';
import { datedList, type InformationWords } from '@/shell/datedList';
import { AttachmentList } from '@/ui/AttachmentList';
import { DescriptionList } from '@/ui/DescriptionList';
import type { ListedItem } from '@/ui/ItemList';
import { Notice } from '@/ui/Notice';
import { RichText } from '@/ui/RichText';

import { parseCommentsQuery } from '../checks';
import { COMMENTS_FEED_PATH, COMMENTS_PATH, commentPath, commentState, commentStates } from '../model';
import { COMMENTS_PAGE_SIZE, type CommentSummary, commentAddresses, commentBySlug, commentYears, latestComments, listComments } from '../server/queries';

/** A call in a list: its state, its period; in English, a Japanese-only call says so and links the Japanese page. */
export function commentListItem(call: CommentSummary, locale: Locale, t: InformationWords): ListedItem {
  const { japaneseOnly, ...shown } = listedTitle(call.title, call.englishSummary, locale);
  return {
    key: String(call.id),
    href: localizedHref(commentPath(call.slug), japaneseOnly ? 'ja' : locale),
    hrefLang: japaneseOnly ? 'ja' : undefined,
    ...shown,
    date: formatDay(call.publishedAt, locale),
    dateTime: dayInJapan(call.publishedAt),
    badges: [
      {
        text: t(`publicComments.states.${call.state}`),
        tone: call.state === 'open' ? 'state' : 'muted',
      },
      ...(japaneseOnly ? [{ text: t('japaneseOnly'), tone: 'muted' as const }] : []),
    ],
    detail: labelled(
      t('publicComments.period'),
      t('publicComments.periodValue', {
        from: formatDay(call.opensAt, locale),
        to: formatDateTime(call.closesAt, locale),
      }),
      locale,
    ),
  };
}

/** Public comments: what is their own (the state of a call, how and where to send, the results); the rest is every dated list's. */
const comments = datedList({
  name: 'publicComments',
  search: { collection: 'public-comments', kind: 'comment' },
  idPrefix: 'comments',
  listPath: COMMENTS_PATH,
  feedPath: COMMENTS_FEED_PATH,
  alerts: 'public-comments',
  itemPath: commentPath,
  parseQuery: parseCommentsQuery,
  pageSize: COMMENTS_PAGE_SIZE,
  list: listComments,
  latest: latestComments,
  years: commentYears,
  filter: {
    param: 'state',
    values: commentStates,
    label: (t) => t('publicComments.stateFilter'),
    any: (t) => t('publicComments.anyState'),
    option: (t, value) => t(`publicComments.states.${value as (typeof commentStates)[number]}`),
  },
  listItem: commentListItem,
  feed: {
    kind: 'public-comment',
    entry: (item, locale, t) => ({
      summary: `${t('publicComments.period')}: ${t('publicComments.periodValue', { from: formatDay(item.opensAt, locale), to: formatDay(item.closesAt, locale) })}`,
    }),
  },
  addresses: commentAddresses,
  bySlug: commentBySlug,
  titleIn: (call) => call.title ?? null,
  itemView: (call, locale, t) => {
    const state = commentState({
      opensAt: call.opensAt,
      closesAt: call.closesAt,
      resultsPublishedAt: call.results?.publishedAt,
    });
    const describe = (files: unknown) =>
      listedAttachments(files, locale, (a) =>
        t('attachmentMeta', {
          kind: a.kind,
          size: a.size,
          language: t(`languages.${a.language}`),
        }),
      );
    const channel = t(`publicComments.channels.${call.channel}`);
    return {
      badges: [t(`publicComments.states.${state}`)],
      days: [
        {
          label: t('published'),
          text: formatDay(call.publishedAt, locale),
          dateTime: dayInJapan(call.publishedAt),
        },
      ],
      body: (
        <>
          <Notice tone={state === 'open' ? 'info' : 'warning'}>
            <p>
              {state === 'upcoming'
                ? t('publicComments.upcomingNotice', {
                    date: formatDateTime(call.opensAt, locale),
                  })
                : state === 'open'
                  ? t('publicComments.openNotice', {
                      date: formatDateTime(call.closesAt, locale),
                    })
                  : t('publicComments.closedNotice')}
            </p>
          </Notice>
          <DescriptionList
            rows={[
              [
                t('publicComments.period'),
                t('publicComments.periodValue', {
                  from: formatDateTime(call.opensAt, locale),
                  to: formatDateTime(call.closesAt, locale),
                }),
              ],
              [t('publicComments.howToSend'), channel],
              [
                t('publicComments.sendTo'),
                call.channel === 'form' ? (
                  <>
                    {call.address} <a href={localizedHref(ADDRESSES.inquiry, locale)}>{t('publicComments.toForm')}</a>
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
        </>
      ),
    };
  },
});

/** The list, item and feed routes in one language; app/(ja) and app/(en)/en bind them. */
export const commentsRoutes = comments.routes;
/** The feed's entries in one language; the what's-new feed takes them too. */
export const commentFeedEntries = comments.feedEntries;
/** Its list and items in the sitemap, its items in site search, its feed in "what's new". */
export const commentsSite = comments.site;
