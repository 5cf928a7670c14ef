import type { Locale } from '@/i18n/routing';

/** An item's title as a list shows it in `locale`, with what goes with it. */
export type ListedTitle = {
  title: string;
  /** `ja` when the title shown is Japanese on an English page. */
  titleLang?: 'ja';
  /** Staff's English summary, under a Japanese title on an English page. */
  summary?: string;
  /** Written only in Japanese: the link goes to the Japanese page and a badge says so. */
  japaneseOnly: boolean;
};

/**
 * The title of a dated item (news, a call for comments, a revision notice, a vacancy) in a list.
 * On an English page an item written only in Japanese keeps its own title, marked Japanese so it
 * is read (and spoken) as such, with staff's one-line English summary where they wrote one: a
 * visitor can tell what it is, which "a notice published in Japanese only" did not say.
 */
export function listedTitle(title: { ja: string; en: string | null }, englishSummary: string | null | undefined, locale: Locale): ListedTitle {
  if (locale === 'ja') return { title: title.ja, japaneseOnly: false };
  if (title.en) return { title: title.en, japaneseOnly: false };
  const summary = englishSummary?.trim();
  return { title: title.ja, titleLang: 'ja', japaneseOnly: true, ...(summary ? { summary } : {}) };
}
