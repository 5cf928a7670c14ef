import { getTranslations } from '@/i18n/server';
import type { SectionsBlock } from '@/payload-types';
import { RichText } from '@/ui/RichText';

import styles from '../../ui/Blocks.module.css';
import type { BlockViewProps } from '../shared';

export async function SectionsView({ block, locale }: BlockViewProps<SectionsBlock>) {
  const t = await getTranslations({ locale, namespace: 'about' });
  const tocId = `toc-${block.id ?? 'sections'}`;
  return (
    <>
      {block.toc && (
        <nav aria-labelledby={tocId} className={styles.toc}>
          <h2 id={tocId}>{block.tocHeading || t('contributions.toc')}</h2>
          <ol>
            {(block.items ?? []).map((item, i) => (
              <li key={item.id ?? i}>
                <a href={`#${item.anchor}`}>{item.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {(block.items ?? []).map((item, i) => (
        <section key={item.id ?? i} id={item.anchor} aria-labelledby={`${item.anchor}-heading`} className={styles.anchored}>
          <h2 id={`${item.anchor}-heading`}>{item.heading}</h2>
          <RichText data={item.body} locale={locale} />
          {block.toc && (
            <p className={styles.back}>
              <a href={`#${tocId}`}>{t('contributions.backToToc')}</a>
            </p>
          )}
        </section>
      ))}
    </>
  );
}
