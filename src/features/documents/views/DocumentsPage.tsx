import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/i18n/server';

import { ADDRESSES, followByMail } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { attachmentOf } from '@/platform/content/attachments';
import { bracketed } from '@/platform/text/punctuation';
import { languageAlternates } from '@/platform/seo/alternates';
import { formatDay, formatMonth } from '@/platform/time/format';
import { schemes } from '@/reference/schemes';
import { PageShell } from '@/shell/PageShell';
import { Notice } from '@/ui/Notice';
import { type Chip, conditionLabels, SearchConditions } from '@/ui/search/Conditions';
import { FocusOnArrival } from '@/ui/search/FocusOnArrival';
import { resultTitle } from '@/ui/search/title';
import { Tabs } from '@/ui/Tabs';

import { MAX_KEYWORD, parseDocumentsQuery, type DocumentsQuery } from '../checks';
import { documentGroups, type DocumentKind, documentKinds, tabPath } from '../model';
import { allDocuments, filterDocuments, type ListedDocument } from '../server/queries';
import searchStyles from '@/ui/search/search.module.css';

import styles from './DocumentsPage.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type T = Awaited<ReturnType<typeof getTranslations<'information'>>>;
type TResults = Awaited<ReturnType<typeof getTranslations<'common.results'>>>;

const dash = '—';
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

function text(value: { ja: string | null; en: string | null }, locale: Locale): string {
  return (locale === 'en' ? value.en : value.ja) ?? '';
}

function hasFilters(query: DocumentsQuery): boolean {
  return Boolean(query.keyword || query.scheme || query.group);
}

/** The address of a tab with these filters. */
function filteredHref(kind: DocumentKind, locale: Locale, query: DocumentsQuery): string {
  const params = new URLSearchParams();
  if (query.keyword) params.set('q', query.keyword);
  if (query.scheme) params.set('scheme', query.scheme);
  if (query.group) params.set('group', query.group);
  const path = localizedHref(tabPath(kind), locale);
  return params.size ? `${path}?${params}` : path;
}

/** The filters in force as a visitor reads them, each with the address of the list without it. */
function filterChips(kind: DocumentKind, locale: Locale, query: DocumentsQuery, t: T, tResults: TResults): Chip[] {
  const chips: Chip[] = [];
  if (query.keyword) chips.push({ key: 'q', label: tResults('keyword', { keyword: query.keyword }), href: filteredHref(kind, locale, { ...query, keyword: undefined }) });
  if (query.scheme)
    chips.push({
      key: 'scheme',
      label: schemes.find((s) => s.id === query.scheme)?.name[locale] ?? query.scheme,
      href: filteredHref(kind, locale, { ...query, scheme: undefined }),
    });
  if (query.group) chips.push({ key: 'group', label: t(`documents.groups.${query.group}`), href: filteredHref(kind, locale, { ...query, group: undefined }) });
  return chips;
}

function Filters({ kind, locale, query, t }: { kind: DocumentKind; locale: Locale; query: DocumentsQuery; t: T }) {
  const id = (name: string) => `${kind}-filter-${name}`;
  return (
    <form method="get" action={localizedHref(tabPath(kind), locale)} className={styles.form} role="search">
      <div className={styles.field}>
        <label htmlFor={id('q')}>{t('documents.keyword')}</label>
        <input id={id('q')} name="q" type="search" defaultValue={query.keyword} maxLength={MAX_KEYWORD} aria-describedby={id('q-hint')} />
        <p id={id('q-hint')} className={styles.hint}>
          {t('documents.keywordHint')}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={id('scheme')}>{t('documents.scheme')}</label>
        <select id={id('scheme')} name="scheme" defaultValue={query.scheme ?? ''}>
          <option value="">{t('documents.anyScheme')}</option>
          {schemes.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name[locale]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={id('group')}>{t('documents.group')}</label>
        <select id={id('group')} name="group" defaultValue={query.group ?? ''}>
          <option value="">{t('documents.anyGroup')}</option>
          {documentGroups.map((g) => (
            <option key={g} value={g}>
              {t(`documents.groups.${g}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary}>
          {t('documents.search')}
        </button>
        <a href={localizedHref(tabPath(kind), locale)} className={styles.secondary}>
          {t('clear')}
        </a>
      </div>
    </form>
  );
}

/**
 * One row: number, title, the two dates that matter, the current file and the revision history
 * as columns; every other field of the description that the document has (reference, related
 * explanatory document, published portion, main clauses cited, explanation, publication day) as a
 * short list under its title, so the table fits a screen instead of running to fifteen columns.
 */
function Row({ doc, kind, locale, t }: { doc: ListedDocument; kind: DocumentKind; locale: Locale; t: T }) {
  const japaneseOnly = locale === 'en' && !doc.title.en;
  const file = attachmentOf(doc.file ? { ...doc.file, title: (doc.file.title as Record<string, string> | null)?.[locale] ?? doc.file.filename } : null);
  const lang = japaneseOnly ? 'ja' : undefined;
  const textLocale = japaneseOnly ? 'ja' : locale;
  const reference = [doc.referenceNumber, text(doc.referenceTitle, textLocale)].filter(Boolean).join(' ');
  // [label, value, language of the value when it is written text in another language than the page]
  const details: [string, string, string | undefined][] = (
    [
      [t('documents.columns.documentNumber'), kind === 'form' ? doc.documentNumber : '', undefined],
      // Referenced documents are often cited by their English titles (ILAC P10, IAF MD …) on Japanese pages too.
      [t('documents.columns.reference'), reference, lang ?? (locale === 'ja' && reference && !JAPANESE.test(reference) ? 'en' : undefined)],
      [t('documents.columns.explanatoryDocument'), text(doc.explanatoryDocumentName, textLocale), lang],
      [t('documents.columns.publishedPortion'), text(doc.publishedPortion, textLocale), lang],
      [t('documents.columns.usualArticles'), text(doc.usualArticles, textLocale), lang],
      [t('documents.columns.explanatoryText'), text(doc.explanatoryText, textLocale), lang],
      [t('documents.columns.issueMonth'), formatMonth(doc.issuedOn, locale), undefined],
      [t('documents.columns.published'), formatDay(doc.publishedAt, locale), undefined],
    ] as [string, string, string | undefined][]
  ).filter(([, value]) => value);
  return (
    <tr>
      <td className={styles.nowrap} data-label={kind === 'form' ? t('documents.columns.formNumber') : t('documents.columns.documentNumber')}>
        {kind === 'form' ? (doc.formNumber ?? dash) : doc.documentNumber}
      </td>
      <th scope="row">
        <span lang={lang} className={styles.title}>
          {japaneseOnly ? doc.title.ja : text(doc.title, locale)}
        </span>
        {japaneseOnly && <span className={styles.note}>{bracketed(t('japaneseOnly'), locale)}</span>}
        {details.length > 0 && (
          <dl className={styles.details}>
            {details.map(([label, value, valueLang]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd lang={valueLang}>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </th>
      <td className={styles.nowrap} data-label={t('documents.columns.issued')}>
        <time dateTime={doc.issuedOn}>{formatDay(doc.issuedOn, locale)}</time>
      </td>
      <td className={styles.nowrap} data-label={t('documents.columns.applies')}>
        <time dateTime={doc.appliesOn}>{formatDay(doc.appliesOn, locale)}</time>
      </td>
      <td className={styles.nowrap} data-label={t('documents.columns.file')}>
        {file ? (
          <a href={file.href} hrefLang={file.language === 'both' || file.language === locale ? undefined : file.language}>
            {file.kind} {file.size}
            <span className="visually-hidden">
              {' '}
              <span lang={lang}>{text(doc.title, textLocale)}</span>
            </span>
          </a>
        ) : (
          dash
        )}
        {file && <span className={styles.note}>{t(`languages.${file.language}`)}</span>}
      </td>
      <td className={styles.nowrap} data-label={t('documents.columns.history')}>
        {doc.hasRevisions ? (
          <a href={`${localizedHref(ADDRESSES.documentRevisions, locale)}?document=${encodeURIComponent(doc.documentNumber)}`}>
            {t('documents.historyLink')}
            <span className="visually-hidden"> {doc.documentNumber}</span>
          </a>
        ) : (
          t('documents.noHistory')
        )}
      </td>
    </tr>
  );
}

function Panel({
  kind,
  selected,
  documents,
  locale,
  query,
  problems,
  t,
  tResults,
}: {
  kind: DocumentKind;
  /** The tab of the address: focus goes to its count after a search. */
  selected: boolean;
  documents: ListedDocument[];
  locale: Locale;
  query: DocumentsQuery;
  problems: string[];
  t: T;
  tResults: TResults;
}) {
  const shown = problems.length ? [] : filterDocuments(documents, kind, query);
  const c = (key: Parameters<T>[0] & `documents.columns.${string}`) => t(key);
  const filtered = problems.length > 0 || hasFilters(query);
  const countId = `${kind}-results`;
  return (
    <>
      <SearchConditions
        searched={filtered}
        open={problems.length > 0}
        chips={filterChips(kind, locale, query, t, tResults)}
        clearHref={localizedHref(tabPath(kind), locale)}
        idPrefix={kind}
        labels={conditionLabels(tResults)}
      >
        <Filters kind={kind} locale={locale} query={query} t={t} />
      </SearchConditions>
      {problems.length > 0 && (
        <div role="alert" className={styles.problems}>
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}
      {problems.length === 0 && (
        <section aria-labelledby={countId}>
          <h2 id={countId} className={styles.count} tabIndex={-1}>
            {t('documents.count', { count: shown.length })}
          </h2>
          {filtered && selected && <FocusOnArrival id={countId} />}
          {shown.length === 0 && <p className={styles.empty}>{t('empty')}</p>}
          {documentGroups.map((group) => {
            const rows = shown.filter((doc) => doc.group === group);
            if (rows.length === 0) return null;
            const headingId = `${kind}-${group}`;
            return (
              <section key={group} aria-labelledby={headingId}>
                <h3 id={headingId}>{t(`documents.groups.${group}`)}</h3>
                <div className={searchStyles.results}>
                  <table className={`${styles.table} ${searchStyles.table}`}>
                    <thead>
                      <tr>
                        <th scope="col">{kind === 'form' ? c('documents.columns.formNumber') : c('documents.columns.documentNumber')}</th>
                        <th scope="col">{kind === 'form' ? c('documents.columns.formTitle') : c('documents.columns.title')}</th>
                        <th scope="col">{c('documents.columns.issued')}</th>
                        <th scope="col">{c('documents.columns.applies')}</th>
                        <th scope="col">{c('documents.columns.file')}</th>
                        <th scope="col">{c('documents.columns.history')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((doc) => (
                        <Row key={doc.id} doc={doc} kind={kind} locale={locale} t={t} />
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            );
          })}
        </section>
      )}
    </>
  );
}

async function DocumentsPage({ locale, kind, searchParams }: { locale: Locale; kind: DocumentKind; searchParams: SearchParams }) {
  setRequestLocale(locale);
  const raw = await searchParams;
  const parsed = parseDocumentsQuery((name) => raw[name]);
  const [t, tResults, documents] = await Promise.all([
    getTranslations({ locale, namespace: 'information' }),
    getTranslations({ locale, namespace: 'common.results' }),
    allDocuments(),
  ]);
  const problems = parsed.ok ? [] : parsed.problems.map((p) => t(`problems.${p}`));
  const filtered = !parsed.ok || hasFilters(parsed.query);
  const sampleNotice = documents.some((d) => d.sample) && (
    <Notice>
      <p>{t('sampleNotice')}</p>
    </Notice>
  );
  return (
    <PageShell locale={locale} path={tabPath(kind)} title={t('documents.title')}>
      <h1>{t('documents.title')}</h1>
      {/* After a search the answer comes first: the lead is for arriving visitors, the sample notice follows the list. */}
      {!filtered && <p>{t('documents.lead')}</p>}
      {!filtered && sampleNotice}
      <Tabs
        label={t('documents.tabsLabel')}
        selected={kind}
        tabs={documentKinds.map((k) => ({
          id: k,
          href: localizedHref(tabPath(k), locale),
          label: t(`documents.tabs.${k}`),
          panel: <Panel kind={k} selected={k === kind} documents={documents} locale={locale} query={parsed.query} problems={problems} t={t} tResults={tResults} />,
        }))}
      />
      {filtered && sampleNotice}
      <p>
        <a href={localizedHref(followByMail('list', 'documents'), locale)}>{(await getTranslations({ locale, namespace: 'alerts' }))('followThisList')}</a>
      </p>
    </PageShell>
  );
}

/** The two tabs of the documents and forms page, each its own address, in one language. */
export function documentsRoutes(locale: Locale, kind: DocumentKind) {
  return {
    generateMetadata: async ({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> => {
      const [t, tResults, raw] = await Promise.all([getTranslations({ locale, namespace: 'information' }), getTranslations({ locale, namespace: 'common.results' }), searchParams]);
      const pageTitle = `${t(`documents.tabs.${kind}`)} | ${t('documents.title')}`;
      const parsed = parseDocumentsQuery((name) => raw[name]);
      let title = pageTitle;
      if (parsed.ok && hasFilters(parsed.query)) {
        const total = filterDocuments(await allDocuments(), kind, parsed.query).length;
        const parts = filterChips(kind, locale, parsed.query, t, tResults).map((chip) => chip.label);
        title = resultTitle(tResults, locale, { parts, total, pageTitle, list: true });
      }
      return { title, alternates: languageAlternates(tabPath(kind), locale) };
    },
    Page: ({ searchParams }: { searchParams: SearchParams }) => <DocumentsPage locale={locale} kind={kind} searchParams={searchParams} />,
  };
}
