import { getTranslations } from '@/i18n/server';

import { RichText } from '@/ui/RichText';
import { localizedHref, type Locale } from '@/i18n/routing';
import type { Page } from '@/payload-types';
import { bracketed } from '@/platform/text/punctuation';

import styles from './Blocks.module.css';
import { LatestItems } from './LatestItems';
import { DataTable, FilesView, GalleryView, ProfileView, SectionsView, StepsView, StructuredView, TabsView } from './StructuredBlocks';

type Block = NonNullable<Page['layout']>[number];

function linkTarget(href: string, locale: Locale): { href: string; external: boolean } {
  if (/^https?:\/\//.test(href)) return { href, external: true };
  return { href: localizedHref(href, locale), external: false };
}

/** The blocks staff put on a page, in order. */
export async function Blocks({ blocks, locale }: { blocks: Block[] | null | undefined; locale: Locale }) {
  if (!blocks?.length) return null;
  const t = await getTranslations({ locale, namespace: 'information' });
  return (
    <>
      {blocks.map((block, index) => {
        const key = block.id ?? `${block.blockType}-${index}`;
        switch (block.blockType) {
          case 'content':
            return <RichText key={key} data={block.richText} locale={locale} />;
          case 'notice':
            return (
              <div key={key} className={styles.notice} data-tone={block.tone}>
                {block.text.split(/\n+/).map((line, i) => (
                  <p key={i}>{line}</p>
                ))}
              </div>
            );
          case 'linkList': {
            // A section only with a heading to name it; without one the links are part of the text around them.
            const Wrapper = block.heading ? 'section' : 'div';
            return (
              <Wrapper key={key} className={styles.linkList} aria-labelledby={block.heading ? `links-${key}` : undefined}>
                {block.heading && <h2 id={`links-${key}`}>{block.heading}</h2>}
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
          case 'faq':
            return (
              <section key={key} className={styles.faq} aria-labelledby={`faq-${key}`}>
                <h2 id={`faq-${key}`}>{block.heading}</h2>
                {(block.items ?? []).map((item, i) => (
                  <details key={item.id ?? i} className={styles.faqItem}>
                    <summary>{item.question}</summary>
                    {item.answer.split(/\n+/).map((line, j) => (
                      <p key={j}>{line}</p>
                    ))}
                  </details>
                ))}
              </section>
            );
          case 'latestItems':
            return <LatestItems key={key} id={`latest-${key}`} source={block.source} count={block.count} locale={locale} />;
          case 'dataTable':
            return <DataTable key={key} block={block} id={`table-${key}`} />;
          case 'steps':
            return <StepsView key={key} block={block} locale={locale} />;
          case 'files':
            return <FilesView key={key} block={block} locale={locale} />;
          case 'gallery':
            return <GalleryView key={key} block={block} locale={locale} />;
          case 'sections':
            return <SectionsView key={key} block={block} locale={locale} />;
          case 'profile':
            return <ProfileView key={key} block={block} />;
          case 'tabs':
            return <TabsView key={key} block={block} locale={locale} />;
          case 'view':
            return <StructuredView key={key} block={block} locale={locale} />;
          default:
            return null;
        }
      })}
    </>
  );
}
