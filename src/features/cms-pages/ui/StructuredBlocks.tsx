import { getTranslations } from '@/i18n/server';

import { AccessDetails, BusinessDays, ClosureNotice, OrganisationProfile } from '@/features/organisation';
import { type Anniversary, ContributionList, ContributionTexts } from '@/features/publicity';
import { Roster } from '@/features/roster';
import { AccreditationFlowSteps, SchemeOverview } from '@/features/schemes';
import type { Locale } from '@/i18n/routing';
import type { DataTableBlock, FilesBlock, GalleryBlock, Media, ProfileBlock, SectionsBlock, StepsBlock, TabsBlock, ViewBlock } from '@/payload-types';
import { attachmentOf, listedAttachments } from '@/platform/content/attachments';
import { bracketed } from '@/platform/text/punctuation';
import type { SchemeId } from '@/reference/schemes';
import { AnchorTabs } from '@/ui/AnchorTabs';
import { AttachmentList } from '@/ui/AttachmentList';
import { RichText } from '@/ui/RichText';
import { Steps } from '@/ui/Steps';

import styles from './Blocks.module.css';

const lines = (text: string | null | undefined) =>
  (text ?? '').split(/\n/).map((line, i, all) => (
    <span key={i}>
      {line}
      {i < all.length - 1 && <br />}
    </span>
  ));

export function DataTable({ block, id }: { block: DataTableBlock; id: string }) {
  return (
    <div className={styles.tableScroll} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={styles.table}>
        <caption id={`${id}-caption`}>{block.caption}</caption>
        <thead>
          <tr>
            {(block.columns ?? []).map((column, i) => (
              <th key={column.id ?? i} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(block.rows ?? []).map((row, r) => (
            <tr key={row.id ?? r}>
              {(row.cells ?? []).map((cell, c) =>
                c === 0 && block.rowHeaders ? (
                  <th key={cell.id ?? c} scope="row">
                    {lines(cell.text)}
                  </th>
                ) : (
                  <td key={cell.id ?? c}>{lines(cell.text)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A block with its heading as a section; without a heading, a plain division (a section needs a name). */
function Section({ heading, children }: { heading?: string | null; children: React.ReactNode }) {
  if (!heading) return <div className={styles.block}>{children}</div>;
  return (
    <section className={styles.block}>
      <h2>{heading}</h2>
      {children}
    </section>
  );
}

export function StepsView({ block, locale }: { block: StepsBlock; locale: Locale }) {
  return (
    <Section heading={block.heading}>
      {block.source === 'accreditationFlow' ? <AccreditationFlowSteps locale={locale} /> : <Steps steps={(block.items ?? []).map((s) => ({ title: s.title, text: s.text }))} />}
    </Section>
  );
}

export async function FilesView({ block, locale }: { block: FilesBlock; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'information' });
  const items = listedAttachments(block.files, locale, (a) => t('attachmentMeta', { kind: a.kind, size: a.size, language: t(`languages.${a.language}`) }));
  return <AttachmentList lang={locale} heading={block.heading ?? t('attachments')} items={items} />;
}

export async function GalleryView({ block, locale }: { block: GalleryBlock; locale: Locale }) {
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
                  <span className={styles.galleryMeta}>{bracketed(t('attachmentMeta', { kind: file.kind, size: file.size, language: t(`languages.${file.language}`) }), locale)}</span>
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

export async function SectionsView({ block, locale }: { block: SectionsBlock; locale: Locale }) {
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

export function ProfileView({ block }: { block: ProfileBlock }) {
  return (
    <table className={styles.profile}>
      <caption>{block.caption}</caption>
      <tbody>
        {(block.rows ?? []).map((row, i) => (
          <tr key={row.id ?? i}>
            <th scope="row">{row.label}</th>
            <td>{lines(row.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TabsView({ block, locale }: { block: TabsBlock; locale: Locale }) {
  return (
    <AnchorTabs label={block.label} tabs={(block.items ?? []).map((item) => ({ id: item.anchor, label: item.label, panel: <RichText data={item.body} locale={locale} /> }))} />
  );
}

export function StructuredView({ block, locale }: { block: ViewBlock; locale: Locale }) {
  switch (block.view) {
    case 'organisationProfile':
      return <OrganisationProfile locale={locale} />;
    case 'businessDays':
      return <BusinessDays locale={locale} />;
    case 'access':
      return <AccessDetails locale={locale} />;
    case 'closureNotice':
      return <ClosureNotice locale={locale} />;
    case 'roster':
      return <Roster locale={locale} />;
    case 'scheme':
      return <SchemeOverview schemes={(block.schemes ?? []) as SchemeId[]} locale={locale} />;
    case 'accreditationFlow':
      return <AccreditationFlowSteps locale={locale} />;
    case 'contributionList':
      return block.anniversary ? <ContributionList anniversary={block.anniversary as Anniversary} linkToDetail={Boolean(block.linkToDetail)} locale={locale} /> : null;
    case 'contributionTexts':
      return block.anniversary ? <ContributionTexts anniversary={block.anniversary as Anniversary} locale={locale} /> : null;
    default:
      return null;
  }
}
