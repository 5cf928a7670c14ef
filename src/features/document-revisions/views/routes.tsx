import { ADDRESSES } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { listedAttachments } from '@/platform/content/attachments';
import { listedTitle } from '@/platform/content/listedTitle';
import { labelled } from '@/platform/text/punctuation';
import { dayInJapan, formatDay } from '@/platform/time/format';
import { datedList, type InformationWords } from '@/shell/datedList';
import { AttachmentList } from '@/ui/AttachmentList';
import { DescriptionList } from '@/ui/DescriptionList';
import type { ListedItem } from '@/ui/ItemList';
import { RichText } from '@/ui/RichText';

import { parseRevisionQuery } from '../checks';
import { REVISIONS_FEED_PATH, REVISIONS_PATH, revisionPath } from '../model';
import { latestRevisions, listRevisions, REVISIONS_PAGE_SIZE, revisionAddresses, revisionBySlug, type RevisionSummary, revisionYears } from '../server/queries';

/** The documents and forms page where a document is listed (the documents tab, found by its number). */
const documentsTab = (documentNumber: string, locale: Locale) => `${localizedHref(ADDRESSES.documents, locale)}?q=${encodeURIComponent(documentNumber)}`;

export function revisionListItem(item: RevisionSummary, locale: Locale, t: InformationWords): ListedItem {
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

/** Document revisions: what is their own (the document, its dates, one document's history); the rest is every dated list's. */
const revisions = datedList({
  name: 'revisions',
  search: { collection: 'document-revisions', kind: 'revision' },
  idPrefix: 'revisions',
  listPath: REVISIONS_PATH,
  feedPath: REVISIONS_FEED_PATH,
  alerts: 'document-revisions',
  itemPath: revisionPath,
  parseQuery: parseRevisionQuery,
  pageSize: REVISIONS_PAGE_SIZE,
  list: listRevisions,
  latest: latestRevisions,
  years: revisionYears,
  listItem: revisionListItem,
  listIntro: (query, t) => query.documentNumber && <p>{t('revisions.filteredBy', { document: query.documentNumber })}</p>,
  pageQuery: (query) => (query.documentNumber ? { document: query.documentNumber } : {}),
  feed: {
    kind: 'document-revision',
    entry: (item, locale, t) => ({
      summary: `${t('revisions.effective')}: ${formatDay(item.effectiveOn, locale)}`,
    }),
  },
  addresses: revisionAddresses,
  bySlug: revisionBySlug,
  titleIn: (item) => item.title ?? null,
  itemView: (item, locale, t) => {
    const document = item.document && typeof item.document === 'object' ? item.document : null;
    return {
      days: [
        {
          label: t('published'),
          text: formatDay(item.publishedAt, locale),
          dateTime: dayInJapan(item.publishedAt),
        },
      ],
      body: (
        <>
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
            items={listedAttachments(item.attachments, locale, (a) =>
              t('attachmentMeta', {
                kind: a.kind,
                size: a.size,
                language: t(`languages.${a.language}`),
              }),
            )}
          />
          {document && (
            <p>
              <a href={`${localizedHref(REVISIONS_PATH, locale)}?document=${encodeURIComponent(document.documentNumber)}`}>{t('revisions.history')}</a>
            </p>
          )}
        </>
      ),
    };
  },
});

/** The list, item and feed routes in one language; app/(ja) and app/(en)/en bind them. */
export const revisionsRoutes = revisions.routes;
/** The feed's entries in one language; the what's-new feed takes them too. */
export const revisionFeedEntries = revisions.feedEntries;
/** Its list and items in the sitemap, its items in site search, its feed in "what's new". */
export const revisionsSite = revisions.site;
