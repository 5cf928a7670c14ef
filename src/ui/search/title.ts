/** The messages of `common.results` a result title needs (next-intl's translator for that group). */
type Translate = (key: 'title' | 'titleMore' | 'titleAll' | 'titleAllMore' | 'listTitle' | 'page', values?: Record<string, string | number>) => string;

type Answer = {
  /** The conditions in force as a visitor reads them (keyword first). */
  parts: string[];
  total: number;
  /** The count stopped at `total`: there are more. */
  more?: boolean;
  page?: number;
  /** The page it belongs to ("認証組織の検索"). */
  pageTitle: string;
  /** A list narrowed by filters rather than a search. */
  list?: boolean;
};

/**
 * The <title> of an answer: the query and the count first, so a browser tab, the history and a
 * screen reader arriving on the page say what was found ("「テク」の検索結果 1,234件 | 認証組織の検索").
 */
export function resultTitle(t: Translate, locale: 'ja' | 'en', { parts, total, more = false, page = 1, pageTitle, list = false }: Answer): string {
  const query = parts.join(locale === 'ja' ? '・' : ', ');
  const head = query
    ? list
      ? t('listTitle', { query, count: total })
      : t(more ? 'titleMore' : 'title', { query, count: total })
    : t(more ? 'titleAllMore' : 'titleAll', { count: total });
  return `${page > 1 ? t('page', { head, page }) : head} | ${pageTitle}`;
}
