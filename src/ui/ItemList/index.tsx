import styles from './ItemList.module.css';

export type ListedItem = {
  key: string;
  href: string;
  /** The item's title; when the item has none in this language, a sentence saying so. */
  title: string;
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
          <a href={item.href} hrefLang={item.hrefLang} className={styles.title}>
            {item.title}
          </a>
          {item.detail && <span className={styles.detail}>{item.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
