import { getTranslations } from '@/i18n/server';
import type { GalleryBlock, Media } from '@/payload-types';
import { attachmentOf } from '@/platform/content/attachments';
import { bracketed } from '@/platform/text/punctuation';

import styles from '../../ui/Blocks.module.css';
import { type BlockViewProps, Section } from '../shared';

export async function GalleryView({ block, locale }: BlockViewProps<GalleryBlock>) {
  const t = await getTranslations({ locale, namespace: 'information' });
  return (
    <Section heading={block.heading}>
      <ul className={styles.gallery}>
        {(block.items ?? []).map((item, i) => {
          const image = typeof item.image === 'object' ? (item.image as Media) : null;
          const file = attachmentOf(item.file);
          return (
            <li key={item.id ?? i} className={styles.galleryItem}>
              {image?.url && (
                // Images the site serves itself, sized by their stored dimensions.
                // eslint-disable-next-line @next/next/no-img-element
                <img src={image.url} alt={image.alt ?? ''} width={image.width ?? undefined} height={image.height ?? undefined} loading="lazy" className={styles.galleryImage} />
              )}
              {file ? (
                <a href={file.href} hrefLang={file.language === 'both' || file.language === locale ? undefined : file.language} className={styles.galleryLabel}>
                  {item.label}
                  <span className={styles.galleryMeta}>
                    {bracketed(t('attachmentMeta', { kind: file.kind, size: file.size, language: t(`languages.${file.language}`) }), locale)}
                  </span>
                </a>
              ) : (
                <span className={styles.galleryLabel}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
