import styles from './ItemList.module.css';

export type ListedItem = {
  key: string;
  href: string;
  /** The item's title, in this page's language or, for an item written only in Japanese, in Japanese. */
  title: string;
  /** The language of the title when it is not the page's (an item written only in Japanese: `ja`). */
  titleLang?: string;
  /** A line under the title in the page's language: staff's English summary of an item written only in Japanese. */
  summary?: string;
  /** The language of the page the link leads to, when it differs from this page's. */
  hrefLang?: string;
  /** The day shown, and the same as `YYYY-MM-DD` for <time>. */
  date: string;
  dateTime: string;
  /** Short labels shown before the title (category, state, "New"). */
  badges?: { text: string; tone?: 'new' | 'state' | 'category' | 'muted' }[];
  /** One more line under the title (a period, a closing date). */
  detail?: string;
};

/** A list of dated items, newest first: date, badges, title as the link. */
export function ItemList({ items, label }: { items: ListedItem[]; label?: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          <time dateTime={item.dateTime} className={styles.date}>
            {item.date}
          </time>
          {item.badges?.map((badge) => (
            <span key={badge.text} className={styles.badge} data-tone={badge.tone ?? 'category'}>
              {badge.text}
            </span>
          ))}
          <a href={item.href} hrefLang={item.hrefLang} lang={item.titleLang} className={styles.title}>
            {item.title}
          </a>
          {item.summary && <span className={styles.detail}>{item.summary}</span>}
          {item.detail && <span className={styles.detail}>{item.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
