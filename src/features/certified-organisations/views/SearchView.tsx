import styles from '@/ui/search/search.module.css';
import { CopyLinkButton } from '@/ui/CopyLinkButton';
import { DownloadLinks } from '@/ui/DownloadLinks';
import { SearchConditions, conditionLabels } from '@/ui/search/Conditions';
import { FocusOnArrival } from '@/ui/search/FocusOnArrival';
import { MAX_DOWNLOAD_ROWS } from '@/platform/csv/write';
import { PagesFrameView } from '@/shell/PagesFrameView';
import { Pagination } from '@/ui/Pagination';
import { paginationLabels } from '@/ui/Pagination/labels';
import { SelectedScope } from '../ui/SelectedScope';
import { readKeyword } from '../keys';
import { queryTerms } from '@/platform/text/normalize';
import { certificateStatus, standardVariants, variantBySlug } from '../model';
import { certificateSearchQuery, MAX_KEYWORD, MAX_OFFSET, PAGE_SIZES, type SortKey, sortKeys, statusFilters, toQueryString } from '../searchParams';
import { ADDRESSES, below } from '@/i18n/addresses';
import { localizedHref } from '@/i18n/routing';
import { formatterOf, translatorOf } from '@/i18n/translators';
import { countriesSorted } from '@/reference/countries';
import { iafCodes } from '@/reference/iafCodes';
import { prefecturesByRegion } from '@/reference/prefectures';
import { managementSystemScopes } from '@/reference/scopes';

import { COVERAGE_PATH, DETAIL_PATH, EXPORT_PATH, LIST_PATH, pick, place, queryRecord, scopeLabel, StatusBadge } from './shared';
import type { CertifiedSearchData } from './searchData';
import own from './pages.module.css';

/**
 * The certified-organisation search, all scopes or one standard, in either language: rendered by
 * the Pages Router with no runtime script, from data read before the render (./searchData.ts),
 * so the page is HTML only and its rows are sent once (docs/decisions/0023).
 */
export function CertifiedSearchView({ data }: { data: CertifiedSearchData }) {
  const { locale, parsed, searched, today, found, countryCodes, facetLimit, chips, page, messages } = data;
  const variant = data.variantSlug ? variantBySlug(data.variantSlug) : undefined;
  const known = new Set(data.linkedBodies);
  const t = translatorOf(locale, messages, 'certified');
  const tCommon = translatorOf(locale, messages, 'common');
  const tResults = translatorOf(locale, messages, 'common.results');
  const tPagination = translatorOf(locale, messages, 'pagination');
  const format = formatterOf(locale, messages);
  const search = parsed.search;
  const path = variant ? `${LIST_PATH}/${variant.slug}` : LIST_PATH;
  const href = localizedHref(path, locale);
  const facet = found?.results.scopeCounts ?? null;
  const results = found?.results ?? null;
  /** An option's label with the number of results it would give, where that was counted. */
  const counted = (label: string, counts: Record<string, number> | null | undefined, value: string) => (counts ? t('facetCount', { label, count: counts[value] ?? 0 }) : label);
  const updatedAt = found?.updatedAt ?? null;
  /** When the directory last changed: said with the answer, and with an empty one. */
  const updated = updatedAt && <p>{t('updatedAt', { date: format.dateTime(new Date(updatedAt), { dateStyle: 'long', timeZone: 'Asia/Tokyo' }) })}</p>;
  const offeredCountries = new Set([...countryCodes, ...search.countries]);
  const title = data.pageTitle;
  const fixed = Boolean(variant);
  const totalPages = results ? Math.max(1, Math.ceil(Math.min(results.total, MAX_OFFSET + search.size) / search.size)) : 0;
  const reading = readKeyword(search.keyword);
  const legalOnly = search.keyword !== '' && queryTerms(search.keyword).length === 0;
  const narrowOpen = Boolean(search.area || search.iaf.length || search.classifications.length || search.prefectures.length || search.countries.length);
  const baseQuery = certificateSearchQuery({ ...search, page: 1 }, { omitStandards: fixed });
  const exportQuery = certificateSearchQuery({ ...search, page: 1, size: undefined }, { omitStandards: false });
  const sortHref = (key: SortKey) => {
    const order = search.sort === key && search.order === 'asc' ? 'desc' : 'asc';
    return `${href}${toQueryString(certificateSearchQuery({ ...search, sort: key, order, page: 1 }, { omitStandards: fixed }))}`;
  };
  const columns: { key: SortKey | 'scope'; label: string }[] = [...sortKeys.map((key) => ({ key, label: t(`columns.${key}`) })), { key: 'scope', label: t('columns.scope') }];
  const from = (search.page - 1) * search.size + 1;

  const about = (
    <>
      <p>{t('lead')}</p>
      <p>{t('publication')}</p>
      <nav aria-label={t('variants')} className={own.variants}>
        <ul>
          <li>
            <a href={localizedHref(LIST_PATH, locale)} aria-current={variant ? undefined : 'page'}>
              {t('allStandards')}
            </a>
          </li>
          {standardVariants.map((v) => (
            <li key={v.slug}>
              <a href={localizedHref(`${LIST_PATH}/${v.slug}`, locale)} aria-current={variant?.slug === v.slug ? 'page' : undefined}>
                {v.label}
              </a>
            </li>
          ))}
          <li>
            <a href={localizedHref(ADDRESSES.certificationCounts, locale)}>{t('countsLink')}</a>
          </li>
          <li>
            <a href={localizedHref(COVERAGE_PATH, locale)}>{t('coverageLink')}</a>
          </li>
        </ul>
      </nav>
    </>
  );

  return (
    <PagesFrameView page={page} title={data.headTitle}>
      <h1>{title}</h1>
      {!searched && about}
      <SearchConditions searched={searched} open={!parsed.ok} chips={chips} clearHref={href} idPrefix="co" labels={conditionLabels(tResults)}>
        <form method="get" action={href} className={styles.form} role="search">
          {searched && parsed.ok && !variant && <p className={`${styles.hint} ${styles.wide}`}>{t(facet ? 'facetHint' : 'facetHintNone', { max: format.number(facetLimit) })}</p>}
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor="co-q">{t('keyword')}</label>
            <p id="co-q-hint" className={styles.hint}>
              {t.rich('keywordHint', { ja: (chunks) => <span lang="ja">{chunks}</span> })}
            </p>
            <input id="co-q" name="q" type="search" defaultValue={search.keyword} maxLength={MAX_KEYWORD} placeholder={t('keywordPlaceholder')} aria-describedby="co-q-hint" />
          </div>
          {fixed ? (
            <p className={`${styles.wide} ${own.fixed}`}>
              <strong>{t('selectedScope')}</strong>
              {scopeLabel(variant!.scope)} — {t('fixedScope', { scope: variant!.label })}
            </p>
          ) : (
            <SelectedScope
              className={`${styles.wide} ${own.group}`}
              legend={t('scopeLegend')}
              hint={t('scopeHint')}
              selectedLabel={t('selectedScope')}
              noneLabel={t('noScopeSelected')}
              options={managementSystemScopes.map((s) => ({
                value: s.code,
                short: s.label,
                label: counted(locale === 'en' ? `${s.label} (${s.name.en})` : `${s.label}（${s.name.ja}）`, facet, s.code),
              }))}
              selected={search.standards}
            />
          )}
          <details className={`${styles.wide} ${own.narrow}`} open={narrowOpen || undefined}>
            <summary>{t('narrow')}</summary>
            <div className={own.narrowBody}>
              <fieldset className={own.group}>
                <legend>{t('area')}</legend>
                <ul data-options="" className={own.inline}>
                  {(['', 'jp', 'overseas'] as const).map((value) => (
                    <li key={value || 'any'}>
                      <label>
                        <input type="radio" name="area" value={value} defaultChecked={(search.area ?? '') === value} />
                        {t(value === '' ? 'areaAny' : value === 'jp' ? 'areaJp' : 'areaOverseas')}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <fieldset className={own.group}>
                <legend>{t('classification')}</legend>
                <p data-hint="">{t('multiHint')}</p>
                <ul data-options="" className={own.inline}>
                  {(['company', 'public', 'nonprofit', 'other'] as const).map((kind) => (
                    <li key={kind}>
                      <label>
                        <input type="checkbox" name="cls" value={kind} defaultChecked={search.classifications.includes(kind)} />
                        {t(`kinds.${kind}`)}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <fieldset className={`${own.group} ${own.scroll}`}>
                <legend>{t('iaf')}</legend>
                <p data-hint="">{t('multiHint')}</p>
                <ul data-options="">
                  {iafCodes.map((c) => (
                    <li key={c.code}>
                      <label>
                        <input type="checkbox" name="iaf" value={c.code} defaultChecked={search.iaf.includes(c.code)} />
                        {c.code}. {c.name[locale]}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <fieldset className={`${own.group} ${own.scroll}`}>
                <legend>{t('prefecture')}</legend>
                <p data-hint="">{t('multiHint')}</p>
                {prefecturesByRegion().map(({ region, prefectures }) => (
                  <fieldset key={region.id} className={own.region}>
                    <legend>{region.name[locale]}</legend>
                    <ul data-options="" className={own.inline}>
                      {prefectures.map((p) => (
                        <li key={p.code}>
                          <label>
                            <input type="checkbox" name="pref" value={p.code} defaultChecked={search.prefectures.includes(p.code)} />
                            {p.name[locale]}
                          </label>
                        </li>
                      ))}
                    </ul>
                  </fieldset>
                ))}
              </fieldset>
              <div className={styles.field}>
                <label htmlFor="co-country">{t('country')}</label>
                <p id="co-country-hint" className={styles.hint}>
                  {t('countryHint')}
                </p>
                <select id="co-country" name="country" multiple size={6} defaultValue={search.countries} aria-describedby="co-country-hint" className={own.multi}>
                  {countriesSorted(locale)
                    .filter((c) => c.alpha2 !== 'JP' && offeredCountries.has(c.alpha2))
                    .map((c) => (
                      <option key={c.alpha2} value={c.alpha2}>
                        {c.name[locale]}
                      </option>
                    ))}
                </select>
              </div>
            </div>
          </details>
          <div className={styles.field}>
            <label htmlFor="co-status">{t('statusFilter.label')}</label>
            <select id="co-status" name="status" defaultValue={search.status}>
              {statusFilters.map((status) => (
                <option key={status} value={status}>
                  {t(`statusFilter.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="co-size">{t('pageSize')}</label>
            <select id="co-size" name="size" defaultValue={String(search.size)}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t('pageSizeOption', { size })}
                </option>
              ))}
            </select>
          </div>
          {search.sort !== 'organisation' && <input type="hidden" name="sort" value={search.sort} />}
          {search.order === 'desc' && <input type="hidden" name="order" value="desc" />}
          <div className={styles.buttons}>
            <button type="submit" className={styles.primary}>
              {t('submit')}
            </button>
            <a href={href} className={styles.secondary}>
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
        <section aria-labelledby="co-results">
          <div className={styles.summary}>
            <h2 id="co-results" className={styles.count} tabIndex={-1}>
              {t(results.more ? 'resultCountMore' : 'resultCount', { count: results.total })}
            </h2>
            {searched && <FocusOnArrival id="co-results" />}
            {results.items.length > 0 && <p>{t('range', { from, to: from + results.items.length - 1 })}</p>}
          </div>
          {legalOnly && <p className={styles.hint}>{t('legalOnly', { keyword: search.keyword })}</p>}
          {reading.readAsStandards.length > 0 && (
            <p className={styles.hint}>
              {reading.standards.length
                ? t('readAsStandards', { words: reading.readAsStandards.join(' '), scopes: reading.standards.map(scopeLabel).join(', ') })
                : t('readAsAnyStandard', { words: reading.readAsStandards.join(' ') })}
            </p>
          )}
          {results.items.some((r) => r.sample) && <p className={own.sampleNotice}>{t('sampleNotice')}</p>}
          {results.total === 0 ? (
            <div className={styles.empty}>
              <p>{t('noResult')}</p>
              <p>{t('noResultMeaning')}</p>
              <p>
                {t.rich('noResultCoverage', { link: (chunks) => <a href={localizedHref(COVERAGE_PATH, locale)}>{chunks}</a> })}
                {data.overdueBodies ? ` ${t('noResultOverdue', { count: data.overdueBodies })}` : ''}
              </p>
              <p>{t('noResultTips')}</p>
              {updated}
            </div>
          ) : results.items.length === 0 ? (
            <div className={styles.empty}>
              <p>{t('pageBeyond', { pages: totalPages })}</p>
              <p>
                <a href={`${href}${toQueryString(baseQuery)}`}>{t('toFirstPage')}</a>
              </p>
            </div>
          ) : (
            <>
              <div className={styles.results}>
                <table className={`${styles.table} ${own.table}`}>
                  <caption id="co-caption" className="visually-hidden">
                    {t('caption', { sort: t(`columns.${search.sort}`), order: t(search.order === 'asc' ? 'ascending' : 'descending') })}
                  </caption>
                  <thead>
                    <tr data-label={tResults('sortBy')}>
                      {columns.map(({ key, label }) =>
                        key === 'scope' ? (
                          <th key={key} scope="col">
                            {label}
                          </th>
                        ) : (
                          <th key={key} scope="col" data-sort="" aria-sort={search.sort === key ? (search.order === 'asc' ? 'ascending' : 'descending') : undefined}>
                            <a href={sortHref(key)} className={own.sort}>
                              {label}
                              {key === 'initial' && <span aria-hidden="true">※</span>}
                              <span className="visually-hidden">{t('sortHint')}</span>
                              <span aria-hidden="true" className={own.arrow}>
                                {search.sort === key ? (search.order === 'asc' ? '▲' : '▼') : '⇅'}
                              </span>
                            </a>
                          </th>
                        ),
                      )}
                    </tr>
                  </thead>
                  <tbody>
                    {results.items.map((row) => (
                      <tr key={row.id}>
                        <th scope="row">
                          <a href={localizedHref(`${DETAIL_PATH}/${row.id}`, locale)}>{pick(locale, row.organisationName, row.organisationNameEn)}</a>
                          {row.sample && <span className={`${styles.badge} ${styles.sample}`}>{t('sampleBadge')}</span>}
                        </th>
                        <td data-label={t('columns.office')}>{pick(locale, row.officeName, row.officeNameEn) || t('detail.dash')}</td>
                        <td data-label={t('columns.body')}>
                          {known.has(row.bodyNumber) ? (
                            <a href={localizedHref(below(ADDRESSES.accreditedBodies, encodeURIComponent(row.bodyNumber)), locale)}>{pick(locale, row.bodyName, row.bodyNameEn)}</a>
                          ) : (
                            pick(locale, row.bodyName, row.bodyNameEn)
                          )}
                        </td>
                        <td data-label={t('columns.number')} className={own.nowrap}>
                          {row.certificateNumber}
                        </td>
                        <td data-label={t('columns.initial')} className={own.nowrap}>
                          {row.firstRegisteredOn}
                        </td>
                        <td data-label={t('columns.expiry')} className={own.nowrap}>
                          {row.expiresOn}
                          {certificateStatus(row.decision, row.expiresOn, today) !== 'valid' && (
                            <>
                              <br />
                              <StatusBadge status={certificateStatus(row.decision, row.expiresOn, today)} t={t} />
                            </>
                          )}
                        </td>
                        <td data-label={t('columns.location')}>
                          {place(row, locale)}
                          {pick(locale, row.address, row.addressEn) && (
                            <>
                              <br />
                              <span className={own.small}>{pick(locale, row.address, row.addressEn)}</span>
                            </>
                          )}
                        </td>
                        <td data-label={t('columns.scope')}>
                          <span className={own.standards}>{row.standards.map(scopeLabel).join(', ')}</span>
                          <br />
                          {pick(locale, row.scope, row.scopeEn)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className={styles.hint}>{t('initialNote')}</p>
              <div className={styles.after}>
                {updated}
                <CopyLinkButton label={tCommon('copyLink')} copiedMessage={tCommon('linkCopied')} failedMessage={tCommon('copyFailed')} />
                <DownloadLinks
                  label={tCommon('download.label')}
                  links={(['csv', 'json'] as const).map((format) => ({
                    href: `${localizedHref(EXPORT_PATH, locale)}${toQueryString([...exportQuery, ['format', format]])}`,
                    text: tCommon(`download.${format}`),
                  }))}
                  note={results.total > MAX_DOWNLOAD_ROWS ? tCommon('download.limit', { max: format.number(MAX_DOWNLOAD_ROWS) }) : undefined}
                />
              </div>
            </>
          )}
          <Pagination page={search.page} totalPages={totalPages} path={href} query={queryRecord(baseQuery)} labels={paginationLabels(tPagination)} />
        </section>
      )}
      {searched && about}
    </PagesFrameView>
  );
}
