import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageShell } from '@/shell/PageShell';
import { localizedHref, type Locale } from '@/i18n/routing';

/** Any unknown address: 404 with advice, in the visitor's language. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <PageShell locale={locale} path={null} title={t('title')}>
      <title>{t('title')}</title>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <p>{t('checkAddress')}</p>
      <p>{t('movedOrRemoved')}</p>
      <ul>
        <li>
          <a href={localizedHref('/', locale)}>{t('toHome')}</a>
        </li>
        <li>
          <a href={localizedHref('/search', locale)}>{t('toSearch')}</a>
        </li>
      </ul>
    </PageShell>
  );
}
