import type { Locale } from '@/i18n/routing';
import { bracketed } from '@/platform/text/punctuation';

import styles from './AttachmentList.module.css';

export type ListedAttachment = {
  href: string;
  title: string;
  /** "PDF 820 KB・日本語" / "PDF, 820 KB, Japanese": kind, size and language, in the page's language (bracketed as that language brackets). */
  meta: string;
  /** The file's language, when it differs from the page's. */
  hrefLang?: string;
};

/** Files attached to an item, each with its kind, size and language before it is opened. */
export function AttachmentList({ heading, items, headingLevel = 2, lang }: { heading: string; items: ListedAttachment[]; headingLevel?: 2 | 3; lang: Locale }) {
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.section}>
      <Heading>{heading}</Heading>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href} hrefLang={item.hrefLang}>
              {item.title}
            </a>
            <span className={styles.meta}>{bracketed(item.meta, lang)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
