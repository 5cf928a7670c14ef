import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/i18n/server';

import { PageShell } from '@/shell/PageShell';
import { ADDRESSES } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';

/**
 * Any unknown address: 404 with advice, in the visitor's language. `titleElement` writes the
 * document title itself, for the not-found boundaries, which have no metadata of their own.
 *
 * `shell: false` is for the boundaries (`not-found.tsx`): Next renders a layout's boundary into
 * the payload of every page under it, on every request, whether or not the page is missing, so
 * the boundary carries no header, menu or breadcrumbs (which cost as much as the page's own
 * render). A visitor never sees it: the site's server answers every document 404 with the whole
 * prerendered not-found page below (docs/decisions/0010).
 */
export async function NotFoundView({ locale, titleElement = true, shell = true }: { locale: Locale; titleElement?: boolean; shell?: boolean }) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'notFound' });
  const content = (
    <>
      {titleElement && <title>{t('title')}</title>}
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <p>{t('checkAddress')}</p>
      <p>{t('movedOrRemoved')}</p>
      <ul>
        <li>
          <a href={localizedHref('/', locale)}>{t('toHome')}</a>
        </li>
        <li>
          <a href={localizedHref(ADDRESSES.siteSearch, locale)}>{t('toSearch')}</a>
        </li>
      </ul>
    </>
  );
  if (!shell) {
    return (
      <main id="main" tabIndex={-1} className="container">
        {content}
      </main>
    );
  }
  return (
    <PageShell locale={locale} path={null} title={t('title')}>
      {content}
    </PageShell>
  );
}

/**
 * The not-found page as a page of its own (`ADDRESSES.notFound`, under `/en` in English), prerendered:
 * the site's server (src/http-server) answers every document 404 with it, status 404, at the address
 * that was asked for, so the whole page is in the HTML.
 */
export function notFoundPageRoute(locale: Locale) {
  return {
    generateMetadata: async () => ({ title: (await getTranslations({ locale, namespace: 'notFound' }))('title'), robots: { index: false } }),
    Page: () => <NotFoundView locale={locale} titleElement={false} />,
  };
}
