import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/i18n/server';

import { ADDRESSES } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { languageAlternates } from '@/platform/seo/alternates';
import { formatDay } from '@/platform/time/format';
import { PageShell } from '@/shell/PageShell';

import { criteria } from '../criteria';
import automatedData from '../data/automated.json';
import { manualChecks } from '../data/manual';
import { type AutomatedResults, isVisitableAddress, type PageResult } from '../model';
import { criterionResults, pageConforms, type Verdict } from '../results';

import styles from './ResultsPage.module.css';

const PATH = ADDRESSES.accessibilityResults;
const POLICY_PATH = '/accessibility';
const automated = automatedData as AutomatedResults;

const newest = (days: string[]) => [...days].sort().at(-1);

function VerdictText({ verdict, label }: { verdict: Verdict; label: string }) {
  return <span className={`${styles.verdict} ${verdict === 'fails' ? styles.fails : ''}`}>{label}</span>;
}

/** Each page's automated results, in the language of its address. */
function pageLanguage(page: PageResult): Locale {
  return page.url === '/en' || page.url.startsWith('/en/') ? 'en' : 'ja';
}

/**
 * The published results of the accessibility tests: by success criterion, by page, and the
 * checks people made. Everything comes from data/automated.json (written by `npm run
 * audit:accessibility`, checked against a fresh run by every test run) and data/manual.ts.
 */
async function ResultsPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'accessibility' });
  const byCriterion = criterionResults(criteria, automated, manualChecks);
  const verdict = (v: Verdict) => t(`verdicts.${v}`);
  const ok = automated.pages.filter(pageConforms).length;
  const manualOn = newest(manualChecks.map((m) => m.checkedOn));
  const title = t('title');
  return (
    <PageShell locale={locale} path={PATH} title={title}>
      <h1>{title}</h1>
      <p className={styles.lead}>
        {t('lead')} <a href={localizedHref(POLICY_PATH, locale)}>{t('policyLink')}</a>
      </p>

      <h2>{t('summaryHeading')}</h2>
      <dl className={styles.summary}>
        <dt>{t('target')}</dt>
        <dd>{t('targetValue')}</dd>
        <dt>{t('testedOn')}</dt>
        <dd>
          <time dateTime={automated.testedOn}>{formatDay(automated.testedOn, locale)}</time>
        </dd>
        {manualOn && (
          <>
            <dt>{t('manualOn')}</dt>
            <dd>
              <time dateTime={manualOn}>{formatDay(manualOn, locale)}</time>
            </dd>
          </>
        )}
        <dt>{t('pagesTested')}</dt>
        <dd>{t('pagesValue', { count: automated.pages.length, ok })}</dd>
        <dt>{t('tools')}</dt>
        <dd>{t('toolsValue', { axe: automated.axeVersion, vnu: automated.vnuVersion })}</dd>
      </dl>

      <h2>{t('criteriaHeading')}</h2>
      <div className={styles.scroll} role="region" aria-label={t('scrollRegion', { name: t('criteriaCaption') })} tabIndex={0}>
        <table className={styles.table}>
          <caption>{t('criteriaCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('criterion')}</th>
              <th scope="col">{t('level')}</th>
              <th scope="col">{t('verdict')}</th>
              <th scope="col">{t('how')}</th>
            </tr>
          </thead>
          <tbody>
            {byCriterion.map((row) => (
              <tr key={row.criterion.id}>
                <th scope="row">
                  {row.criterion.id} {row.criterion.title[locale]}
                </th>
                <td>{row.criterion.level}</td>
                <td>
                  <VerdictText verdict={row.verdict} label={verdict(row.verdict)} />
                </td>
                <td>
                  <ul>
                    {row.criterion.id === '4.1.1' && <li>{t('byHtmlChecker')}</li>}
                    {row.rules.length > 0 && <li>{t('byRules', { count: row.rules.length })}</li>}
                    {[...new Set(row.manual.map((m) => m.checkedOn))].map((day) => (
                      <li key={day}>{t('byPerson', { date: formatDay(day, locale) })}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{t('notCheckedNote')}</p>

      <h2>{t('manualHeading')}</h2>
      <div className={styles.scroll} role="region" aria-label={t('scrollRegion', { name: t('manualCaption') })} tabIndex={0}>
        <table className={styles.table}>
          <caption>{t('manualCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('what')}</th>
              <th scope="col">{t('method')}</th>
              <th scope="col">{t('pages')}</th>
              <th scope="col">{t('verdict')}</th>
              <th scope="col">{t('checkedOn')}</th>
              <th scope="col">{t('notes')}</th>
            </tr>
          </thead>
          <tbody>
            {manualChecks.map((check, i) => (
              <tr key={i}>
                <th scope="row">
                  {check.what[locale]}
                  <br />
                  {t('criteriaOf', { ids: check.criteria.join(', ') })}
                </th>
                <td>{check.how[locale]}</td>
                <td className={styles.url}>
                  {check.pages.map((path, j) => (
                    <span key={path}>
                      {j > 0 && ', '}
                      {isVisitableAddress(path) ? <a href={localizedHref(path, locale)}>{localizedHref(path, locale)}</a> : localizedHref(path, locale)}
                    </span>
                  ))}
                </td>
                <td>
                  <VerdictText verdict={check.outcome} label={verdict(check.outcome)} />
                </td>
                <td>
                  <time dateTime={check.checkedOn}>{formatDay(check.checkedOn, locale)}</time>
                </td>
                <td>{check.notes[locale]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>{t('pagesHeading')}</h2>
      <div className={styles.scroll} role="region" aria-label={t('scrollRegion', { name: t('pagesCaption') })} tabIndex={0}>
        <table className={styles.table}>
          <caption>{t('pagesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('page')}</th>
              <th scope="col" className={styles.num}>
                {t('rulesPassed')}
              </th>
              <th scope="col" className={styles.num}>
                {t('violations')}
              </th>
              <th scope="col" className={styles.num}>
                {t('htmlErrors')}
              </th>
              <th scope="col">{t('verdict')}</th>
            </tr>
          </thead>
          <tbody>
            {automated.pages.map((page) => (
              <tr key={`${page.url}#${page.state ?? ''}`}>
                <th scope="row" className={styles.url}>
                  <span lang={pageLanguage(page) === locale ? undefined : pageLanguage(page)}>{page.url}</span>
                  {page.state === 'withErrors' && <> {t('withErrors')}</>}
                </th>
                <td className={styles.num}>{page.axe ? page.axe.passed.length : t('notRun')}</td>
                <td className={styles.num}>{page.axe ? page.axe.violations.length : t('notRun')}</td>
                <td className={styles.num}>{page.htmlErrors}</td>
                <td>
                  <VerdictText verdict={pageConforms(page) ? 'conforms' : 'fails'} label={verdict(pageConforms(page) ? 'conforms' : 'fails')} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PageShell>
  );
}

export function accessibilityResultsRoutes(locale: Locale) {
  return {
    generateMetadata: async (): Promise<Metadata> => {
      const t = await getTranslations({ locale, namespace: 'accessibility' });
      return { title: t('title'), alternates: languageAlternates(PATH, locale) };
    },
    Page: () => <ResultsPage locale={locale} />,
  };
}
