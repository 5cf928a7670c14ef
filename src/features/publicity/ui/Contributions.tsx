import { getTranslations } from '@/i18n/server';

import { localizedHref, type Locale } from '@/i18n/routing';
import { bracketed } from '@/platform/text/punctuation';
import { Notice } from '@/ui/Notice';

import { type Anniversary, detailPath } from '../model';
import { contributionsOf } from '../server/queries';

import styles from './Contributions.module.css';

/** The affiliation after the contributor's name: 「見本 太郎（見本大学 教授）」 / "Taro Mihon, Professor, Mihon University". */
const byline = (affiliation: string, locale: Locale) => (locale === 'ja' ? bracketed(affiliation, 'ja') : `, ${affiliation}`);

async function SampleNotice({ locale, show }: { locale: Locale; show: boolean }) {
  if (!show) return null;
  const t = await getTranslations({ locale, namespace: 'about' });
  return (
    <Notice>
      <p>{t('sampleNotice')}</p>
    </Notice>
  );
}

/**
 * An anniversary's collection as a list: title, contributor and affiliation. With `linkToDetail`,
 * each entry links to its anchor on the page that carries the texts in full.
 */
export async function ContributionList({ anniversary, linkToDetail, locale }: { anniversary: Anniversary; linkToDetail: boolean; locale: Locale }) {
  const [items, t] = await Promise.all([contributionsOf(anniversary, locale), getTranslations({ locale, namespace: 'about' })]);
  if (items.length === 0) return <p>{t('contributions.empty')}</p>;
  return (
    <>
      <SampleNotice locale={locale} show={items.some((i) => i.sample)} />
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.card}>
            {linkToDetail ? (
              <a href={`${localizedHref(detailPath(anniversary), locale)}#${item.anchor}`} className={styles.title}>
                {item.title}
              </a>
            ) : (
              <span className={styles.title}>{item.title}</span>
            )}
            <span className={styles.byline}>
              {item.contributor}
              {item.affiliation && byline(item.affiliation, locale)}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** Every contribution in full, each under its own anchor, after a table of contents that links each. */
export async function ContributionTexts({ anniversary, locale }: { anniversary: Anniversary; locale: Locale }) {
  const [items, t] = await Promise.all([contributionsOf(anniversary, locale), getTranslations({ locale, namespace: 'about' })]);
  return (
    <>
      <SampleNotice locale={locale} show={items.some((i) => i.sample)} />
      <nav aria-labelledby="contributions-toc" className={styles.toc}>
        <h2 id="contributions-toc">{t('contributions.toc')}</h2>
        <ol>
          {items.map((item) => (
            <li key={item.id}>
              <a href={`#${item.anchor}`}>{item.title}</a>
              <span className={styles.tocBy}>{item.contributor}</span>
            </li>
          ))}
        </ol>
      </nav>
      {items.map((item) => (
        <article key={item.id} id={item.anchor} aria-labelledby={`${item.anchor}-title`} className={styles.article}>
          <h2 id={`${item.anchor}-title`}>{item.title}</h2>
          <p className={styles.byline}>
            {item.contributor}
            {item.affiliation && byline(item.affiliation, locale)}
          </p>
          {item.body.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p className={styles.back}>
            <a href="#contributions-toc">{t('contributions.backToToc')}</a>
          </p>
        </article>
      ))}
    </>
  );
}
