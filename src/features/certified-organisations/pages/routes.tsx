import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getFormatter, getTranslations } from '@/i18n/server';
import { cache, type ReactNode } from 'react';

import styles from '@/ui/search/search.module.css';
import { CopyLinkButton } from '@/ui/CopyLinkButton';
import { DescriptionList } from '@/ui/DescriptionList';
import { DownloadLinks } from '@/ui/DownloadLinks';
import { type Chip, conditionLabels, SearchConditions } from '@/ui/search/Conditions';
import { FocusOnArrival } from '@/ui/search/FocusOnArrival';
import { resultTitle } from '@/ui/search/title';
import { MAX_DOWNLOAD_ROWS } from '@/platform/csv/write';
import { PageShell } from '@/shell/PageShell';
import { Pagination } from '@/ui/Pagination';
import { paginationLabels } from '@/ui/Pagination/labels';
import { SelectedScope } from '../ui/SelectedScope';
import { readKeyword } from '../keys';
import { queryTerms } from '@/platform/text/normalize';
import { todayInJapan } from '@/platform/time/japan';
import { rowId } from '@/platform/query/rowId';
import { certificateStatus, type CertificateStatus, standardVariants, type StandardVariant, variantBySlug } from '../model';
import { readSearchRequest, searchAnswer } from '../server/answer';
import {
  certificateSearchQuery,
  type CertificateSearch,
  MAX_KEYWORD,
  MAX_OFFSET,
  PAGE_SIZES,
  type SortKey,
  sortKeys,
  toQueryString,
} from '../searchParams';
import {
  type CertificateRow,
  certificateById,
  FACET_LIMIT,
  organisationCertificates,
  registerCountries,
  sqlClient,
} from '../server/store';
import { remember } from '@/platform/memo';
import { getPayloadClient } from '@/platform/payload';
import { localizedHref, type Locale } from '@/i18n/routing';
import { countriesSorted, countryByAlpha2 } from '@/reference/countries';
import { iafCodeByNumber, iafCodes } from '@/reference/iafCodes';
import { prefectureByCode, prefecturesByRegion } from '@/reference/prefectures';
import { managementSystemScopes } from '@/reference/scopes';

import own from './pages.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const LIST_PATH = '/ms_certifications/list';
export const DETAIL_PATH = '/compatible_organizations';
export const EXPORT_PATH = `${LIST_PATH}/export`;

const db = cache(async () => sqlClient(await getPayloadClient()));

/** A certificate by its id, once per request (the page and its metadata both need it). */
const certificate = cache(async (id: string): Promise<CertificateRow | null> => {
  const key = rowId(id);
  return key ? certificateById(await db(), key) : null;
});

/** Countries present in the register (kept in the process's short-lived memory). */
const presentCountries = () => remember('certified:countries', async () => registerCountries(await db()));

/** Accredited bodies known to the directory, by accreditation number (for links from certificates). */
const accreditedNumbers = () =>
  remember('certified:accredited-numbers', async (): Promise<Set<string>> => {
    const payload = await getPayloadClient();
    const { docs } = await payload.find({
      collection: 'accredited-bodies',
      where: { scheme: { equals: 'management_system' } },
      limit: 2000,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      select: { accreditationNumber: true },
    });
    return new Set(docs.map((d) => d.accreditationNumber));
  });

const pick = (locale: Locale, ja: string | null, en: string | null) => (locale === 'en' ? en || ja : ja || en) ?? '';
const scopeLabel = (code: string) => managementSystemScopes.find((s) => s.code === code)?.label ?? code;

function place(row: Pick<CertificateRow, 'prefecture' | 'country'>, locale: Locale): string {
  if (row.prefecture) return prefectureByCode(row.prefecture)?.name[locale] ?? row.prefecture;
  return countryByAlpha2(row.country)?.name[locale] ?? row.country;
}

async function StatusBadge({ status, locale }: { status: CertificateStatus; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'certified' });
  return (
    <span className={styles.badge} data-status={status === 'valid' ? 'active' : status === 'withdrawn' ? 'ended' : status}>
      {t(`status.${status}`)}
    </span>
  );
}

function queryRecord(pairs: [string, string][]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of pairs) (out[k] ??= []).push(v);
  return out;
}

type SearchPageProps = { locale: Locale; searchParams: SearchParams; variant?: StandardVariant };

/**
 * One search per request, shared by the page and its title (which carries the count); with the
 * scope counts of the search form after a search on the all-scopes page, from the same pass.
 */
const answer = cache(async (key: string) => {
  const { search, today, facets } = JSON.parse(key) as { search: CertificateSearch; today: string; facets: boolean };
  return searchAnswer(await db(), search, today, facets);
});

function readSearch(raw: Record<string, string | string[] | undefined>, variant?: StandardVariant) {
  const { parsed, searched, facets } = readSearchRequest((name) => raw[name], variant);
  const today = todayInJapan();
  const key = JSON.stringify({ search: parsed.search, today, facets });
  return { parsed, searched, today, run: () => answer(key) };
}

/** The conditions in force, each with the address of this search without it (page 1). */
type T = Awaited<ReturnType<typeof getTranslations<'certified'>>>;
type TResults = Awaited<ReturnType<typeof getTranslations<'common.results'>>>;

function conditionChips(search: CertificateSearch, locale: Locale, href: string, fixed: boolean, t: T, tResults: TResults): Chip[] {
  const pairs = certificateSearchQuery({ ...search, page: 1 }, { omitStandards: fixed });
  const without = (name: string, value: string) => `${href}${toQueryString(pairs.filter(([n, v]) => !(n === name && v === value)))}`;
  const chip = (name: string, value: string, label: string): Chip => ({ key: `${name}=${value}`, label, href: without(name, value) });
  return [
    ...(search.keyword ? [chip('q', search.keyword, tResults('keyword', { keyword: search.keyword }))] : []),
    ...(fixed ? [] : search.standards.map((code) => chip('std', code, scopeLabel(code)))),
    ...(search.area ? [chip('area', search.area, t(search.area === 'jp' ? 'areaJp' : 'areaOverseas'))] : []),
    ...search.classifications.map((kind) => chip('cls', kind, t(`kinds.${kind}`))),
    ...search.iaf.map((code) => chip('iaf', String(code), `${code}. ${iafCodeByNumber(code)?.name[locale] ?? ''}`)),
    ...search.prefectures.map((code) => chip('pref', code, prefectureByCode(code)?.name[locale] ?? code)),
    ...search.countries.map((code) => chip('country', code, countryByAlpha2(code)?.name[locale] ?? code)),
    ...(search.status === 'all' ? [chip('status', 'all', t('endedChip'))] : []),
  ];
}

async function SearchPage({ locale, searchParams, variant }: SearchPageProps) {
  setRequestLocale(locale);
  const raw = await searchParams;
  const { parsed, searched, today, run } = readSearch(raw, variant);
  const search = parsed.search;
  const path = variant ? `${LIST_PATH}/${variant.slug}` : LIST_PATH;
  const href = localizedHref(path, locale);
  const [t, tCommon, tResults, tPagination, format, found, known, countryCodes] = await Promise.all([
    getTranslations({ locale, namespace: 'certified' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'common.results' }),
    getTranslations({ locale, namespace: 'pagination' }),
    getFormatter({ locale }),
    parsed.ok ? run() : Promise.resolve(null),
    accreditedNumbers(),
    presentCountries(),
  ]);
  const facet = found?.results.scopeCounts ?? null;
  const results = found?.results ?? null;
  /** An option's label with the number of results it would give, where that was counted. */
  const counted = (label: string, counts: Record<string, number> | null | undefined, value: string) => (counts ? t('facetCount', { label, count: counts[value] ?? 0 }) : label);
  const updatedAt = found?.updatedAt ?? null;
  /** When the directory last changed: said with the answer, and with an empty one. */
  const updated = updatedAt && <p>{t('updatedAt', { date: format.dateTime(new Date(updatedAt), { dateStyle: 'long', timeZone: 'Asia/Tokyo' }) })}</p>;
  const offeredCountries = new Set([...countryCodes, ...search.countries]);
  const title = variant ? t('variantTitle', { standard: variant.label }) : t('title');
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

  const chips = conditionChips(search, locale, href, fixed, t, tResults);
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
            <a href={localizedHref('/ms_certifications/counts', locale)}>{t('countsLink')}</a>
          </li>
        </ul>
      </nav>
    </>
  );

  return (
    <PageShell locale={locale} path={path} title={title}>
      <h1>{title}</h1>
      {!searched && about}
      <SearchConditions searched={searched} open={!parsed.ok} chips={chips} clearHref={href} idPrefix="co" labels={conditionLabels(tResults)}>
        <form method="get" action={href} className={styles.form} role="search">
          {searched && parsed.ok && !variant && <p className={`${styles.hint} ${styles.wide}`}>{t(facet ? 'facetHint' : 'facetHintNone', { max: format.number(FACET_LIMIT) })}</p>}
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
          <label className={`${styles.check} ${styles.wide}`}>
            <input type="checkbox" name="status" value="all" defaultChecked={search.status === 'all'} />
            {t('includeEnded')}
          </label>
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
                            <a href={localizedHref(`/certification_institutions/${encodeURIComponent(row.bodyNumber)}`, locale)}>{pick(locale, row.bodyName, row.bodyNameEn)}</a>
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
                              <StatusBadge status={certificateStatus(row.decision, row.expiresOn, today)} locale={locale} />
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
    </PageShell>
  );
}

async function DetailPage({ locale, params }: { locale: Locale; params: Promise<{ id: string }> }) {
  setRequestLocale(locale);
  const { id } = await params;
  const row = await certificate(id);
  if (!row) notFound();
  const client = await db();
  const [t, tVerify, certificates, known] = await Promise.all([
    getTranslations({ locale, namespace: 'certified' }),
    getTranslations({ locale, namespace: 'verification' }),
    organisationCertificates(client, row.orgKey),
    accreditedNumbers(),
  ]);
  const today = todayInJapan();
  const name = pick(locale, row.organisationName, row.organisationNameEn);
  const other = locale === 'en' ? row.organisationName : row.organisationNameEn;
  const dash = t('detail.dash');
  const facts: [string, ReactNode][] = [
    [t('detail.organisation'), name],
    ...(other && other !== name
      ? [
          [
            t('detail.otherName'),
            <span key="other" lang={locale === 'en' ? 'ja' : 'en'}>
              {other}
            </span>,
          ] as [string, ReactNode],
        ]
      : []),
    [t('detail.region'), place(row, locale)],
    [t('detail.location'), pick(locale, row.address, row.addressEn) || dash],
    [t('detail.classification'), t(`kinds.${row.classification as 'company'}`)],
  ];
  return (
    <PageShell locale={locale} path={`${DETAIL_PATH}/${row.id}`} title={name}>
      <h1>
        {name}
        {row.sample && <span className={`${styles.badge} ${styles.sample}`}>{t('sampleBadge')}</span>}
      </h1>
      {row.sample && <p className={own.sampleNotice}>{t('sampleNotice')}</p>}
      <DescriptionList rows={facts} />
      <h2>{t('detail.certificates', { count: certificates.length })}</h2>
      <p>{t('detail.verify')}</p>
      {certificates.map((c) => {
        const status = certificateStatus(c.decision, c.expiresOn, today);
        const rows: [string, ReactNode][] = [
          [t('detail.status'), <StatusBadge key="s" status={status} locale={locale} />],
          [t('detail.standard'), c.standards.map(scopeLabel).join(', ')],
          [t('detail.number'), c.certificateNumber],
          [
            t('detail.body'),
            known.has(c.bodyNumber) ? (
              <a key="b" href={localizedHref(`/certification_institutions/${encodeURIComponent(c.bodyNumber)}`, locale)}>
                {pick(locale, c.bodyName, c.bodyNameEn)}
              </a>
            ) : (
              pick(locale, c.bodyName, c.bodyNameEn)
            ),
          ],
          [t('detail.bodyNumber'), c.bodyNumber],
          [t('detail.office'), pick(locale, c.officeName, c.officeNameEn) || dash],
          [t('detail.scope'), pick(locale, c.scope, c.scopeEn)],
          [t('detail.iaf'), c.iafCodes.length ? c.iafCodes.map((n) => `${n}. ${iafCodeByNumber(n)?.name[locale] ?? ''}`).join(locale === 'en' ? '; ' : '、') : dash],
          [t('detail.initial'), `${c.firstRegisteredOn}`],
          [t('detail.expiry'), c.expiresOn],
        ];
        return (
          <section key={c.id} className={own.certificate} aria-labelledby={`cert-${c.id}`}>
            <h3 id={`cert-${c.id}`}>
              {c.standards.map(scopeLabel).join(', ')} — {c.certificateNumber}
            </h3>
            <DescriptionList rows={rows} />
            <ul className={own.certificateLinks}>
              <li>
                <a href={localizedHref(`/verify/${encodeURIComponent(c.certificateNumber)}`, locale)}>{tVerify('checkThis')}</a>
              </li>
              <li>
                <a href={`${localizedHref(`${DETAIL_PATH}/${c.id}`, locale)}/feed`} type="application/atom+xml">
                  {tVerify('feed.certificateLink')}
                </a>
              </li>
            </ul>
          </section>
        );
      })}
      <p className={styles.hint}>{t('initialNote')}</p>
      <p>
        <a href={localizedHref(LIST_PATH, locale)}>{t('detail.back')}</a>
      </p>
    </PageShell>
  );
}

/** The page's title; after a search, the query and the count come first. */
async function searchTitle(locale: Locale, raw: Record<string, string | string[] | undefined>, variant?: StandardVariant): Promise<string> {
  const [t, tResults] = await Promise.all([getTranslations({ locale, namespace: 'certified' }), getTranslations({ locale, namespace: 'common.results' })]);
  const pageTitle = variant ? t('variantTitle', { standard: variant.label }) : t('title');
  const { parsed, searched, run } = readSearch(raw, variant);
  if (!searched || !parsed.ok) return pageTitle;
  const { results } = await run();
  const href = localizedHref(variant ? `${LIST_PATH}/${variant.slug}` : LIST_PATH, locale);
  const parts = conditionChips(parsed.search, locale, href, Boolean(variant), t, tResults).map((chip, i) =>
    i === 0 && parsed.search.keyword ? parsed.search.keyword : chip.label,
  );
  return resultTitle(tResults, locale, { parts, total: results.total, more: results.more, page: parsed.search.page, pageTitle });
}

export function certifiedSearchRoutes(locale: Locale) {
  return {
    async generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
      return { title: await searchTitle(locale, await searchParams) };
    },
    Page: ({ searchParams }: { searchParams: SearchParams }) => <SearchPage locale={locale} searchParams={searchParams} />,
  };
}

type VariantParams = Promise<{ standard: string }>;

export function certifiedVariantRoutes(locale: Locale) {
  return {
    generateStaticParams: () => standardVariants.map((v) => ({ standard: v.slug })),
    async generateMetadata({ params, searchParams }: { params: VariantParams; searchParams: SearchParams }): Promise<Metadata> {
      const variant = variantBySlug((await params).standard);
      if (!variant) return { title: (await getTranslations({ locale, namespace: 'certified' }))('title') };
      return { title: await searchTitle(locale, await searchParams, variant) };
    },
    Page: async ({ params, searchParams }: { params: VariantParams; searchParams: SearchParams }) => {
      const variant = variantBySlug((await params).standard);
      if (!variant) notFound();
      return <SearchPage locale={locale} searchParams={searchParams} variant={variant} />;
    },
  };
}

type DetailParams = Promise<{ id: string }>;

export function certifiedDetailRoutes(locale: Locale) {
  return {
    async generateMetadata({ params }: { params: DetailParams }): Promise<Metadata> {
      const { id } = await params;
      const t = await getTranslations({ locale, namespace: 'certified' });
      const row = await certificate(id);
      if (!row) return { title: t('detail.title') };
      // This certificate's changes as Atom (features/verification), for readers that look for a feed.
      const page = localizedHref(`${DETAIL_PATH}/${row.id}`, locale);
      return { title: pick(locale, row.organisationName, row.organisationNameEn), alternates: { types: { 'application/atom+xml': `${page}/feed` } } };
    },
    Page: ({ params }: { params: DetailParams }) => <DetailPage locale={locale} params={params} />,
  };
}

export type { CertificateSearch };
