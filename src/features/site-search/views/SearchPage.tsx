import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/i18n/server';

import { PageShell } from '@/shell/PageShell';
import { Pagination } from '@/ui/Pagination';
import { paginationLabels } from '@/ui/Pagination/labels';
import { MAX_QUERY_LENGTH, parseSiteSearchParams } from '../params';
import { searchSite } from '../server/search';
import { ADDRESSES } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { dayInJapan, formatDay } from '@/platform/time/format';

import styles from './SearchPage.module.css';
import enSearch from '../../../../messages/en/search.json';
import jaSearch from '../../../../messages/ja/search.json';

/**
 * A hit's kind in words (`messages/*\/search.json`, `kinds`): the features name their kinds
 * (`site.search`), and the search page's test checks each one has its words in both languages.
 */
function kindLabel(locale: Locale, kind: string): string {
  const label: unknown = Reflect.get((locale === 'en' ? enSearch : jaSearch).kinds, kind);
  return typeof label === 'string' ? label : '';
}

type Props = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function metadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'search' });
  return { title: t('title'), robots: { index: false } };
}

async function SiteSearchPage({ locale, searchParams }: Props & { locale: Locale }) {
  setRequestLocale(locale);
  const raw = await searchParams;
  const parsed = parseSiteSearchParams((name) => raw[name]);
  const [t, tPagination] = await Promise.all([getTranslations({ locale, namespace: 'search' }), getTranslations({ locale, namespace: 'pagination' })]);
  const results = parsed.ok && parsed.query ? await searchSite(parsed.query, parsed.page, locale) : null;
  const path = localizedHref(ADDRESSES.siteSearch, locale);
  const errorMessage = parsed.ok ? null : parsed.error === 'tooLong' ? t('tooLong', { max: MAX_QUERY_LENGTH }) : t('badPage');

  return (
    <PageShell locale={locale} path={ADDRESSES.siteSearch} title={t('title')}>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <form method="get" action={path} role="search" className={styles.form}>
        <label htmlFor="site-search-q" className={styles.label}>
          {t('label')}
        </label>
        <div className={styles.row}>
          <input
            id="site-search-q"
            type="search"
            name="q"
            defaultValue={parsed.query}
            maxLength={MAX_QUERY_LENGTH}
            aria-invalid={!parsed.ok && parsed.error === 'tooLong' ? true : undefined}
            aria-describedby={errorMessage ? 'site-search-error' : undefined}
            className={styles.input}
          />
          <button type="submit" className={styles.button}>
            {t('submit')}
          </button>
        </div>
        {errorMessage && (
          <p id="site-search-error" className={styles.error} role="alert">
            {errorMessage}
          </p>
        )}
      </form>
      <p className={styles.hint}>{t('directoriesHint')}</p>
      {results && parsed.ok && (
        <section aria-labelledby="site-search-results">
          <h2 id="site-search-results" className={styles.count}>
            {t('resultCount', { query: parsed.query, count: results.total })}
          </h2>
          {results.total === 0 ? (
            <p className={styles.empty}>{t('noResult')}</p>
          ) : (
            <ol className={styles.results}>
              {results.hits.map((hit) => (
                <li key={`${hit.kind}:${hit.href}`}>
                  <a href={localizedHref(hit.href, locale)} className={styles.hitTitle}>
                    {hit.title}
                  </a>
                  <span className={styles.hitMeta}>
                    <span className={styles.hitKind}>{kindLabel(locale, hit.kind)}</span>
                    {hit.date && <time dateTime={dayInJapan(hit.date)}>{formatDay(hit.date, locale)}</time>}
                  </span>
                  {hit.description && <p>{hit.description}</p>}
                </li>
              ))}
            </ol>
          )}
          <Pagination page={parsed.page} totalPages={results.totalPages} path={path} query={{ q: parsed.query }} labels={paginationLabels(tPagination)} />
        </section>
      )}
    </PageShell>
  );
}

/** The site-search route in one language; `app/(ja)/search` and `app/(en)/en/search` re-export it. */
export function searchPageRoute(locale: Locale) {
  return {
    generateMetadata: () => metadata(locale),
    Page: (props: Props) => <SiteSearchPage locale={locale} {...props} />,
  };
}
