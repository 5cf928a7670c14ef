import styles from '@/ui/search/search.module.css';
import { DownloadLinks } from '@/ui/DownloadLinks';
import { conditionLabels, SearchConditions } from '@/ui/search/Conditions';
import { FocusOnArrival } from '@/ui/search/FocusOnArrival';
import { MAX_DOWNLOAD_ROWS } from '@/platform/csv/write';
import { PagesFrameView } from '@/shell/PagesFrameView';
import { Pagination } from '@/ui/Pagination';
import { paginationLabels } from '@/ui/Pagination/labels';
import { ADDRESSES } from '@/i18n/addresses';
import { localizedHref } from '@/i18n/routing';
import { labelled } from '@/platform/text/punctuation';
import { formatDay } from '@/platform/time/format';
import { formatterOf, translatorOf } from '@/i18n/translators';
import { prefecturesByRegion } from '@/reference/prefectures';
import { schemeById, schemes } from '@/reference/schemes';
import { scopesForScheme } from '@/reference/scopes';

import { bodyName, location, statusOf } from '../present';
import { bodySearchQuery, hasConditions, MAX_TEXT } from '../searchParams';
import type { BodyListItem } from '../server/queries';
import { SchemeScopeFields } from '../ui/SchemeScopeFields';
import type { BodySearchData } from './searchData';
import { SEARCH_PATH, StatusBadge } from './shared';

/**
 * The accredited-body search in either language: rendered by the Pages Router with no runtime
 * script, from data read before the render (./searchData.ts), so the page is HTML only
 * (docs/decisions/0023).
 */
export function BodySearchView({ data }: { data: BodySearchData }) {
  const { locale, parsed, searched, results, updatedAt, chips, page, messages } = data;
  const search = parsed.search;
  const t = translatorOf(locale, messages, 'bodies');
  const tCommon = translatorOf(locale, messages, 'common');
  const tResults = translatorOf(locale, messages, 'common.results');
  const tPagination = translatorOf(locale, messages, 'pagination');
  const format = formatterOf(locale, messages);
  /** When the directory last changed: said with the answer, and with an empty one. */
  const updated = updatedAt && <p>{t('updatedAt', { date: format.dateTime(new Date(updatedAt), { dateStyle: 'long' }) })}</p>;
  const path = localizedHref(SEARCH_PATH, locale);
  const scopesByScheme = Object.fromEntries(
    schemes.map((s) => [s.id, scopesForScheme(s.id).map((scope) => ({ value: scope.code as string, label: labelled(scope.code, scope.name[locale], locale) }))]),
  );
  return (
    <PagesFrameView page={page} title={data.headTitle}>
      <h1>{t('title')}</h1>
      {!searched && (
        <>
          <p>{t('lead')}</p>
          <p>{t('scopeWarning')}</p>
          <p>
            {t.rich('coverageLead', {
              certified: (chunks) => <a href={localizedHref(ADDRESSES.certifiedOrganisations, locale)}>{chunks}</a>,
              coverage: (chunks) => <a href={localizedHref(ADDRESSES.registerCoverage, locale)}>{chunks}</a>,
            })}
          </p>
        </>
      )}
      <SearchConditions
        searched={searched}
        open={!parsed.ok}
        chips={chips}
        clearHref={path}
        idPrefix="body"
        labels={conditionLabels(tResults)}
      >
        <form method="get" action={path} className={styles.form} role="search">
          <SchemeScopeFields
            schemes={schemes.map((s) => ({ value: s.id, label: s.name[locale] }))}
            scopesByScheme={scopesByScheme}
            scheme={search.scheme ?? ''}
            scope={search.scope ?? ''}
            labels={{
              scheme: t('scheme'),
              anyScheme: t('anyScheme'),
              scope: t('scope'),
              scopePrompt: t('scopePrompt'),
              scopeAny: t('scopeAny'),
              scopeFreeText: t('scopeFreeText'),
            }}
          />
          <div className={styles.field}>
            <label htmlFor="body-name">{t('name')}</label>
            <input id="body-name" name="name" type="text" defaultValue={search.name} maxLength={MAX_TEXT} />
          </div>
          <div className={styles.field}>
            <label htmlFor="body-pref">{t('prefecture')}</label>
            <select id="body-pref" name="pref" defaultValue={search.prefecture ?? ''}>
              <option value="">{t('anyPrefecture')}</option>
              {prefecturesByRegion().map(({ region, prefectures }) => (
                <optgroup key={region.id} label={region.name[locale]}>
                  {prefectures.map((p) => (
                    <option key={p.code} value={p.code}>
                      {p.name[locale]}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor="body-q">{t('keyword')}</label>
            <p id="body-q-hint" className={styles.hint}>
              {t('keywordHint')}
            </p>
            <input id="body-q" name="q" type="search" defaultValue={search.keyword} maxLength={MAX_TEXT} aria-describedby="body-q-hint" />
          </div>
          <label className={`${styles.check} ${styles.wide}`}>
            <input type="checkbox" name="status" value="all" defaultChecked={search.status === 'all'} />
            {t('includeEnded')}
          </label>
          <div className={styles.buttons}>
            <button type="submit" className={styles.primary}>
              {t('submit')}
            </button>
            <a href={path} className={styles.secondary}>
              {t('clear')}
            </a>
          </div>
        </form>
      </SearchConditions>
      {!parsed.ok && (
        <div className={styles.problems} role="alert" id="search-problems">
          {parsed.problems.map((problem) => (
            <p key={problem}>{t(`problems.${problem}`)}</p>
          ))}
        </div>
      )}
      {results && (
        <section aria-labelledby="body-results">
          <div className={styles.summary}>
            <h2 id="body-results" className={styles.count} tabIndex={-1}>
              {t('resultCount', { count: results.total })}
            </h2>
            {searched && <FocusOnArrival id="body-results" />}
            {hasConditions(search) && !searched && <a href={path}>{t('currentLink')}</a>}
          </div>
          {results.items.some((b) => b.sample) && <p className={styles.hint}>{t('sampleNotice')}</p>}
          {results.total === 0 ? (
            <div className={styles.empty}>
              <p>{t('noResult')}</p>
              {search.status === 'current' && <p>{t('noResultHelp')}</p>}
              <p>
                {t.rich('noResultCertified', {
                  certified: (chunks) => <a href={localizedHref(ADDRESSES.certifiedOrganisations, locale)}>{chunks}</a>,
                  coverage: (chunks) => <a href={localizedHref(ADDRESSES.registerCoverage, locale)}>{chunks}</a>,
                })}
              </p>
            </div>
          ) : (
            <div className={styles.results}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.number')}</th>
                    <th scope="col">{t('columns.name')}</th>
                    <th scope="col">{t('columns.scheme')}</th>
                    <th scope="col">{t('columns.location')}</th>
                    <th scope="col">{t('columns.expiry')}</th>
                    <th scope="col">{t('columns.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {results.items.map((body: BodyListItem) => (
                    <tr key={body.id}>
                      <td data-label={t('columns.number')}>{body.accreditationNumber}</td>
                      <th scope="row">
                        <a href={localizedHref(`${SEARCH_PATH}/${encodeURIComponent(body.accreditationNumber)}`, locale)}>{bodyName(body, locale)}</a>
                        {body.sample && <span className={`${styles.badge} ${styles.sample}`}>{t('sampleBadge')}</span>}
                      </th>
                      <td data-label={t('columns.scheme')}>{schemeById(body.scheme)?.name[locale]}</td>
                      <td data-label={t('columns.location')}>{location(body, locale)}</td>
                      <td data-label={t('columns.expiry')}>
                        {/^\d{4}-\d{2}-\d{2}$/.test(body.expiryDate) ? <time dateTime={body.expiryDate}>{formatDay(body.expiryDate, locale)}</time> : body.expiryDate}
                      </td>
                      <td data-label={t('columns.status')}>
                        <StatusBadge status={statusOf(body)} t={t} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className={styles.after}>
            {updated}
            {results.total > 0 && (
              <DownloadLinks
                label={tCommon('download.label')}
                links={(['csv', 'scopes-csv', 'json'] as const).map((format) => ({
                  href: `${localizedHref(`${SEARCH_PATH}/export`, locale)}?${new URLSearchParams({ ...bodySearchQuery({ ...search, page: 1 }), format }).toString()}`,
                  text: tCommon(format === 'csv' ? 'download.csv' : format === 'json' ? 'download.json' : 'download.scopesCsv'),
                }))}
                note={results.total > MAX_DOWNLOAD_ROWS ? tCommon('download.limit', { max: format.number(MAX_DOWNLOAD_ROWS) }) : undefined}
              />
            )}
          </div>
          <Pagination page={search.page} totalPages={results.totalPages} path={path} query={bodySearchQuery({ ...search, page: 1 })} labels={paginationLabels(tPagination)} />
        </section>
      )}
      {searched && (
        <>
          <p>{t('lead')}</p>
          <p>{t('scopeWarning')}</p>
          <p>
            {t.rich('coverageLead', {
              certified: (chunks) => <a href={localizedHref(ADDRESSES.certifiedOrganisations, locale)}>{chunks}</a>,
              coverage: (chunks) => <a href={localizedHref(ADDRESSES.registerCoverage, locale)}>{chunks}</a>,
            })}
          </p>
        </>
      )}
    </PagesFrameView>
  );
}
