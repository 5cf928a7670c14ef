import { localizedHref, type Locale } from '@/i18n/routing';
import { getTranslations } from '@/i18n/server';
import type { LinkListBlock } from '@/payload-types';
import { bracketed } from '@/platform/text/punctuation';

import styles from '../../ui/Blocks.module.css';
import type { BlockViewProps } from '../shared';

function linkTarget(href: string, locale: Locale): { href: string; external: boolean } {
  if (/^https?:\/\//.test(href)) return { href, external: true };
  return { href: localizedHref(href, locale), external: false };
}

export async function LinkListView({ block, locale, id }: BlockViewProps<LinkListBlock>) {
  const t = await getTranslations({ locale, namespace: 'information' });
  // A section only with a heading to name it; without one the links are part of the text around them.
  const Wrapper = block.heading ? 'section' : 'div';
  return (
    <Wrapper className={styles.linkList} aria-labelledby={block.heading ? `links-${id}` : undefined}>
      {block.heading && <h2 id={`links-${id}`}>{block.heading}</h2>}
      <ul className={styles.cards}>
        {(block.links ?? []).map((link, i) => {
          const target = linkTarget(link.href, locale);
          return (
            <li key={link.id ?? i} className={styles.card}>
              <a href={target.href} rel={target.external ? 'noopener noreferrer' : undefined} className={styles.cardLink} data-external={target.external || undefined}>
                {link.label}
                {target.external && <span className={styles.externalMark}>{bracketed(t('externalSite'), locale)}</span>}
              </a>
              {link.description && <p className={styles.cardText}>{link.description}</p>}
            </li>
          );
        })}
      </ul>
    </Wrapper>
  );
}
