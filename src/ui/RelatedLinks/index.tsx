import type { Locale } from '@/i18n/routing';
import { bracketed } from '@/platform/text/punctuation';

import styles from './RelatedLinks.module.css';

type Link = { href: string; label: string; external: boolean };

/** Links an item points to; a link to another site says so and opens without the site's referrer. */
export function RelatedLinks({ heading, links, externalLabel, lang }: { heading: string; links: Link[]; externalLabel: string; lang: Locale }) {
  if (links.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} rel={link.external ? 'noopener noreferrer' : undefined}>
              {link.label}
            </a>
            {link.external && <span className={styles.external}>{bracketed(externalLabel, lang)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
