import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getFormatter, getTranslations } from '@/i18n/server';

import { PageShell } from '@/shell/PageShell';
import { CERTIFICATION_COUNTS_SLUG, type CertificationCountsData, countsTableModel } from '../defaults';
import { getPayloadClient } from '@/platform/cms/client';
import { ADDRESSES } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';

import styles from './CountsPage.module.css';

const PATH = ADDRESSES.certificationCounts;
const SEARCH_PATH = ADDRESSES.certifiedOrganisations;

async function readCounts(): Promise<CertificationCountsData> {
  const payload = await getPayloadClient();
  return (await payload.findGlobal({ slug: CERTIFICATION_COUNTS_SLUG, overrideAccess: false, depth: 0 })) as CertificationCountsData;
}

/** The certification counts table; static, refreshed by the global's afterChange hook. */
async function CountsPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  const [t, format, data] = await Promise.all([getTranslations({ locale, namespace: 'counts' }), getFormatter({ locale }), readCounts()]);
  const model = countsTableModel(data, locale);
  const title = t('title');
  const percent = (share: number) => format.number(share / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <PageShell locale={locale} path={PATH} title={title}>
      <h1>{title}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      {model.rows.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <>
          {model.sample && (
            <p className={styles.sample}>
              <strong>{t('sampleNotice')}</strong>
            </p>
          )}
          <div className={styles.scroll} role="region" aria-label={t('tableRegion')} tabIndex={0}>
            <table className={styles.table}>
              <caption className={styles.caption}>
                <span className={styles.captionText}>{model.sample ? t('captionSample') : t('caption')}</span>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.scheme')}</th>
                  <th scope="col" className={styles.num}>
                    {t('columns.total')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('columns.accredited')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('columns.share')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {model.rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">
                      <span className={styles.scheme}>{row.scheme}</span>
                      {row.standard && <> <span className={styles.standard}>{row.standard}</span></>}
                      {row.note && <> <span className={styles.rowNote}>{row.note}</span></>}
                    </th>
                    <td className={styles.num}>{format.number(row.total)}</td>
                    <td className={styles.num}>{format.number(row.accredited)}</td>
                    <td className={styles.num}>
                      {row.share === null ? (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="visually-hidden">{t('notApplicable')}</span>
                        </>
                      ) : (
                        percent(row.share)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.after}>
            {model.survey && <p>{t('survey', { asOf: model.survey.asOf, answered: model.survey.answered, total: model.survey.total })}</p>}
            {model.tableDate && <p>{t('tableDate', { date: model.tableDate })}</p>}
          </div>
          {model.notes.length > 0 && (
            <section aria-labelledby="counts-notes">
              <h2 id="counts-notes" className={styles.notesHeading}>
                {t('notesHeading')}
              </h2>
              <ul className={styles.notes}>
                {model.notes.map((note, i) => (
                  <li key={i}>{note}</li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <p className={styles.search}>{t.rich('searchLead', { link: (chunks) => <a href={localizedHref(SEARCH_PATH, locale)}>{chunks}</a> })}</p>
    </PageShell>
  );
}

/** The counts page in one language; app/(ja) and app/(en)/en re-export it. */
export function countsRoutes(locale: Locale) {
  return {
    generateMetadata: async (): Promise<Metadata> => {
      const t = await getTranslations({ locale, namespace: 'counts' });
      return { title: t('title') };
    },
    Page: () => <CountsPage locale={locale} />,
  };
}
