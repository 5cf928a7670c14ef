import type { getTranslations } from 'next-intl/server';

import { listedTitle } from '@/platform/content/listedTitle';
import { localizedHref, type Locale } from '@/i18n/routing';
import { listedAttachments } from '@/platform/content/attachments';
import { dayInJapan, formatDay } from '@/platform/time/format';
import type { ListedItem } from '@/ui/ItemList';

import { isNew, newsItemPath } from '../model';
import type { NewsSummary } from '../server/queries';

type T = Awaited<ReturnType<typeof getTranslations<'information'>>>;

/**
 * A news item in a list. In English, an item written only in Japanese says so in English and
 * links the Japanese page: no Japanese text under an English heading.
 */
export function newsListItem(item: NewsSummary, locale: Locale, t: T, now = new Date()): ListedItem {
  const { japaneseOnly, ...shown } = listedTitle(item.title, item.englishSummary, locale);
  return {
    key: String(item.id),
    href: localizedHref(newsItemPath(item.slug), japaneseOnly ? 'ja' : locale),
    hrefLang: japaneseOnly ? 'ja' : undefined,
    ...shown,
    date: formatDay(item.publishedAt, locale),
    dateTime: dayInJapan(item.publishedAt),
    badges: [
      ...(isNew(item.publishedAt, now) ? [{ text: t('newMark'), tone: 'new' as const }] : []),
      { text: t(`news.categories.${item.category}`), tone: 'category' as const },
      ...(japaneseOnly ? [{ text: t('japaneseOnly'), tone: 'muted' as const }] : []),
    ],
  };
}

/** The files of an item, each described in the page's language ("PDF 820 KB・日本語"). */
export const newsAttachments = (files: unknown, locale: Locale, t: T) =>
  listedAttachments(files, locale, (a) => t('attachmentMeta', { kind: a.kind, size: a.size, language: t(`languages.${a.language}`) }));
