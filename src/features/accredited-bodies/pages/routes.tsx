import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getFormatter, getTranslations } from '@/i18n/server';
import { cache } from 'react';

import styles from '@/ui/search/search.module.css';
import { SchemeScopeFields } from '../ui/SchemeScopeFields';
import { BadgeEmbed } from '../badge/Embed';
import { DescriptionList } from '@/ui/DescriptionList';
import { DownloadLinks } from '@/ui/DownloadLinks';
import { type Chip, conditionLabels, SearchConditions } from '@/ui/search/Conditions';
import { FocusOnArrival } from '@/ui/search/FocusOnArrival';
import { resultTitle } from '@/ui/search/title';
import { MAX_DOWNLOAD_ROWS } from '@/platform/csv/write';
import { PageShell } from '@/shell/PageShell';
import { Pagination } from '@/ui/Pagination';
import { paginationLabels } from '@/ui/Pagination/labels';
import { bodyByNumber, type BodyListItem, directoryUpdatedAt, searchBodies } from '../server/queries';
import { type BodySearch, bodySearchQuery, hasConditions, MAX_TEXT, parseBodySearch } from '../searchParams';
import { classificationLabel } from '../classifications';
import { bodyName, location, statusOf } from '../present';
import type { AccreditationStatus } from '../status';
import { localizedHref, type Locale } from '@/i18n/routing';
import type { AccreditedBody, Media } from '@/payload-types';
import { prefectureByCode, prefecturesByRegion } from '@/reference/prefectures';
import { schemeById, schemes } from '@/reference/schemes';
import { scopesForScheme } from '@/reference/scopes';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** An accreditation number from the address; null when the address cannot be decoded. */
async function numberFrom(params: Promise<{ number: string }>): Promise<string | null> {
  try {
    return decodeURIComponent((await params).number).slice(0, 40);
  } catch {
    return null;
  }
}

const SEARCH_PATH = '/certification_institutions';

async function StatusBadge({ status, locale }: { status: AccreditationStatus; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'bodies' });
  return (
    <span className={styles.badge} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

/** The parameters a search is made of: an address with any of them is an answer, shown first. */
const SEARCH_NAMES = ['scheme', 'name', 'pref', 'q', 'scope', 'status', 'page'];

/** One search per request, shared by the page and its title (which carries the count). */
const answer = cache(async (key: string) => searchBodies(JSON.parse(key) as BodySearch));

function readSearch(raw: Record<string, string | string[] | undefined>) {
  const parsed = parseBodySearch((name) => raw[name]);
  const searched = SEARCH_NAMES.some((name) => raw[name] !== undefined);
  return { parsed, searched, run: () => answer(JSON.stringify(parsed.search)) };
}

type T = Awaited<ReturnType<typeof getTranslations<'bodies'>>>;
type TResults = Awaited<ReturnType<typeof getTranslations<'common.results'>>>;

/**
 * The conditions in force, each with the address of this search without it (page 1). The scope
 * belongs to its scheme: dropping the scheme drops its scope with it.
 */
function conditionChips(search: BodySearch, locale: Locale, t: T, tResults: TResults): Chip[] {
  const path = localizedHref(SEARCH_PATH, locale);
  const base = { ...search, page: 1 };
  const href = (s: Partial<BodySearch>) => {
    const query = new URLSearchParams(bodySearchQuery(s)).toString();
    return query ? `${path}?${query}` : path;
  };
  const chips: Chip[] = [];
  if (search.keyword) chips.push({ key: 'q', label: tResults('keyword', { keyword: search.keyword }), href: href({ ...base, keyword: '' }) });
  if (search.name) chips.push({ key: 'name', label: `${t('name')}：${search.name}`, href: href({ ...base, name: '' }) });
  if (search.scheme) chips.push({ key: 'scheme', label: schemeById(search.scheme)?.name[locale] ?? search.scheme, href: href({ ...base, scheme: null, scope: null }) });
  if (search.scheme && search.scope) {
    const scope = scopesForScheme(search.scheme).find((s) => s.code === search.scope);
    chips.push({ key: 'scope', label: scope ? `${scope.code}：${scope.name[locale]}` : search.scope, href: href({ ...base, scope: null }) });
  }
  if (search.prefecture) chips.push({ key: 'pref', label: prefectureByCode(search.prefecture)?.name[locale] ?? search.prefecture, href: href({ ...base, prefecture: null }) });
  if (search.status === 'all') chips.push({ key: 'status', label: t('endedChip'), href: href({ ...base, status: 'current' }) });
  return chips;
}

async function SearchPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  setRequestLocale(locale);
  const raw = await searchParams;
  const { parsed, searched, run } = readSearch(raw);
  const search = parsed.search;
  const [t, tCommon, tResults, tPagination, format, updatedAt] = await Promise.all([
    getTranslations({ locale, namespace: 'bodies' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'common.results' }),
    getTranslations({ locale, namespace: 'pagination' }),
    getFormatter({ locale }),
    directoryUpdatedAt(),
  ]);
  const results = parsed.ok ? await run() : null;
  /** When the directory last changed: said with the answer, and with an empty one. */
  const updated = updatedAt && <p>{t('updatedAt', { date: format.dateTime(new Date(updatedAt), { dateStyle: 'long' }) })}</p>;
  const path = localizedHref(SEARCH_PATH, locale);
  const scopesByScheme = Object.fromEntries(
    schemes.map((s) => [s.id, scopesForScheme(s.id).map((scope) => ({ value: scope.code as string, label: `${scope.code}：${scope.name[locale]}` }))]),
  );
  return (
    <PageShell locale={locale} path={SEARCH_PATH} title={t('title')}>
      <h1>{t('title')}</h1>
      {!searched && (
        <>
          <p>{t('lead')}</p>
          <p>{t('scopeWarning')}</p>
        </>
      )}
      <SearchConditions
        searched={searched}
        open={!parsed.ok}
        chips={conditionChips(search, locale, t, tResults)}
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
              {updated}
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
                      <td data-label={t('columns.expiry')}>{body.expiryDate}</td>
                      <td data-label={t('columns.status')}>
                        <StatusBadge status={statusOf(body)} locale={locale} />
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
        </>
      )}
    </PageShell>
  );
}

function fileUrl(file: AccreditedBody['certificateJa']): string | null {
  return file && typeof file === 'object' ? ((file as Media).url ?? null) : null;
}

async function DetailPage({ locale, params }: { locale: Locale; params: Promise<{ number: string }> }) {
  setRequestLocale(locale);
  const number = await numberFrom(params);
  const body = number ? await bodyByNumber(number) : null;
  if (!body) notFound();
  const t = await getTranslations({ locale, namespace: 'bodies' });
  const status = statusOf(body);
  const name = bodyName(body, locale);
  const dash = t('detail.dash');
  const rows: [string, React.ReactNode][] = [
    [t('detail.accreditationNumber'), body.accreditationNumber],
    [t('detail.oldAccreditationNumber'), body.oldAccreditationNumber || dash],
    [t('detail.scheme'), schemeById(body.scheme)?.name[locale] ?? body.scheme],
    ...(body.inspectionType ? [[t('detail.inspectionType'), body.inspectionType] as [string, React.ReactNode]] : []),
    [t('detail.name'), locale === 'en' ? `${body.nameEn || body.nameJa}` : body.nameJa],
    [t('detail.abbreviation'), (locale === 'en' ? body.abbreviationEn || body.abbreviationJa : body.abbreviationJa || body.abbreviationEn) || dash],
    [t('detail.address'), (locale === 'en' ? body.contactAddressEn || body.contactAddressJa : body.contactAddressJa) || dash],
    [t('detail.tel'), body.tel || dash],
    [
      t('detail.url'),
      body.url ? (
        <a href={body.url} rel="noopener noreferrer">
          {body.url}
        </a>
      ) : (
        dash
      ),
    ],
    [t('detail.location'), location(body, locale) || dash],
    [t('detail.classification'), classificationLabel(body.classification, locale) || dash],
    [t('detail.initialDate'), body.initialDate],
    [t('detail.renewalDate'), body.renewalDate || dash],
    [t('detail.expiryDate'), body.expiryDate],
    [t('detail.revisedDate'), body.revisedDate || dash],
    [
      t('detail.suspension'),
      body.suspensionStart
        ? body.suspensionEnd
          ? t('detail.suspendedPeriod', { from: body.suspensionStart, to: body.suspensionEnd })
          : t('detail.suspendedOpen', { from: body.suspensionStart })
        : dash,
    ],
    [t('detail.ended'), body.endedOn ? `${body.endedOn}（${body.endKind ? t(`detail.endKind.${body.endKind}`) : ''}）` : dash],
  ];
  if (body.scheme === 'laboratory' || body.scheme === 'calibration_laboratory') {
    rows.push([
      t('detail.commercial'),
      [body.acceptsExternalTesting ? t('detail.acceptsTesting') : null, body.acceptsExternalCalibration ? t('detail.acceptsCalibration') : null].filter(Boolean).join('、') ||
        t('detail.notAccepting'),
    ]);
  }
  const certificates = [
    { label: t('detail.certificateJa'), url: fileUrl(body.certificateJa), lang: 'ja' },
    { label: t('detail.certificateEn'), url: fileUrl(body.certificateEn), lang: 'en' },
  ].filter((c) => c.url);
  const detailPath = `${SEARCH_PATH}/${encodeURIComponent(body.accreditationNumber)}`;
  return (
    <PageShell locale={locale} path={detailPath} title={name}>
      <h1>
        {name} <StatusBadge status={status} locale={locale} />
      </h1>
      {body.sample && <p className={styles.hint}>{t('sampleNotice')}</p>}
      <DescriptionList rows={rows} />
      <h2>{t('detail.certificates')}</h2>
      {certificates.length === 0 ? (
        <p>{t('detail.noCertificate')}</p>
      ) : (
        <ul>
          {certificates.map((c) => (
            <li key={c.lang}>
              <a href={c.url!} hrefLang={c.lang}>
                {c.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      <h2>{t('detail.scopes')}</h2>
      {(body.scopes ?? []).length === 0 ? (
        <p>{t('detail.noScope')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('detail.scopeCode')}</th>
                <th scope="col">{t('detail.scopeLabel')}</th>
                <th scope="col">{t('detail.scopeStandards')}</th>
              </tr>
            </thead>
            <tbody>
              {(body.scopes ?? []).map((scope, i) => (
                <tr key={scope.id ?? i}>
                  <td>{scope.code}</td>
                  <td>{locale === 'en' ? scope.labelEn || scope.labelJa : scope.labelJa}</td>
                  <td>{scope.standards || dash}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <BadgeEmbed locale={locale} number={body.accreditationNumber} name={name} />
      <ul>
        <li>
          <a href={localizedHref(`/verify/${encodeURIComponent(body.accreditationNumber)}`, locale)}>{t('detail.verifyLink')}</a>
        </li>
        <li>
          <a href={`${localizedHref(detailPath, locale)}/feed`} type="application/atom+xml">
            {(await getTranslations({ locale, namespace: 'verification' }))('feed.link')}
          </a>
        </li>
        <li>
          <a href={localizedHref(SEARCH_PATH, locale)}>{t('detail.backToSearch')}</a>
        </li>
      </ul>
    </PageShell>
  );
}

/** The accredited-body routes in one language; app/(ja) and app/(en)/en re-export them. */
export function bodiesRoutes(locale: Locale) {
  return {
    search: {
      // After a search the title says what was asked and how many were found.
      generateMetadata: async ({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> => {
        const [t, tResults] = await Promise.all([getTranslations({ locale, namespace: 'bodies' }), getTranslations({ locale, namespace: 'common.results' })]);
        const { parsed, searched, run } = readSearch(await searchParams);
        if (!searched || !parsed.ok) return { title: t('title') };
        const results = await run();
        const parts = conditionChips(parsed.search, locale, t, tResults).map((chip) => (chip.key === 'q' ? parsed.search.keyword : chip.label));
        return { title: resultTitle(tResults, locale, { parts, total: results.total, page: parsed.search.page, pageTitle: t('title') }) };
      },
      Page: ({ searchParams }: { searchParams: SearchParams }) => <SearchPage locale={locale} searchParams={searchParams} />,
    },
    detail: {
      generateMetadata: async ({ params }: { params: Promise<{ number: string }> }): Promise<Metadata> => {
        const number = await numberFrom(params);
        const body = number ? await bodyByNumber(number) : null;
        if (!body) return {};
        const canonical = localizedHref(`${SEARCH_PATH}/${encodeURIComponent(body.accreditationNumber)}`, locale);
        // The body's changes as Atom (features/verification), for readers that look for a feed.
        return { title: bodyName(body, locale), alternates: { canonical, types: { 'application/atom+xml': `${canonical}/feed` } } };
      },
      Page: ({ params }: { params: Promise<{ number: string }> }) => <DetailPage locale={locale} params={params} />,
    },
  };
}
