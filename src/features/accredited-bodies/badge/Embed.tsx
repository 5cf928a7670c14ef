import { getTranslations } from '@/i18n/server';

import { ADDRESSES, below } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { siteUrl } from '@/platform/env';
import styles from '@/ui/search/search.module.css';

/**
 * On a body's page: its live accreditation mark as it looks, and the HTML an accredited body
 * pastes into its own site to show it, linked to the accreditation check. A read-only text field,
 * so the snippet can be selected and copied with the keyboard, without JavaScript.
 */
export async function BadgeEmbed({ locale, number, name }: { locale: Locale; number: string; name: string }) {
  const [t, tCommon] = await Promise.all([getTranslations({ locale, namespace: 'bodies.badge' }), getTranslations({ locale, namespace: 'common' })]);
  const encoded = encodeURIComponent(number);
  const badgePath = localizedHref(`/badge/${encoded}.svg`, locale);
  const checkPath = localizedHref(below(ADDRESSES.verify, encoded), locale);
  const alt = t('imageAlt', { name, site: tCommon('siteShortName') });
  const attribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const snippet = `<a href="${siteUrl()}${checkPath}"><img src="${siteUrl()}${badgePath}" width="240" height="120" alt="${attribute(alt)}"></a>`;
  return (
    <section aria-labelledby="badge-heading">
      <h2 id="badge-heading">{t('heading')}</h2>
      <p>{t('lead')}</p>
      <figure className={styles.badgePreview}>
        {/* The mark is drawn per request by the site itself: next/image would only copy it. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={badgePath} width={240} height={120} alt={alt} />
        <figcaption>{t('preview')}</figcaption>
      </figure>
      <label htmlFor="badge-snippet" className={styles.snippetLabel}>
        {t('snippetLabel')}
      </label>
      <textarea id="badge-snippet" className={styles.snippet} readOnly rows={4} defaultValue={snippet} />
    </section>
  );
}
