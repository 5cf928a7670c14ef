import { getTranslations } from '@/i18n/server';

import { documentHref, documentLabel, documentTitles } from '@/features/documents';

import { ADDRESSES } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import type { SchemeId } from '@/reference/schemes';
import { Notice } from '@/ui/Notice';
import { Steps } from '@/ui/Steps';

import { arrangementLabels, type Arrangement } from '../model';
import { flowSteps, schemeRecords } from '../server/queries';

import styles from './SchemeOverview.module.css';

/** The document that sets the fees, named by its number: its title comes from the documents collection. */
const FEES_DOCUMENT = 'S-RL04';

/** A name as a heading: English names are written for use within sentences. */
const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const paragraphs = (text: string | null | undefined) => (text ?? '').split(/\n+/).filter(Boolean);

/** The shared flow to accreditation as numbered steps. */
export async function AccreditationFlowSteps({ locale }: { locale: Locale }) {
  return <Steps steps={await flowSteps(locale)} />;
}

/**
 * A scheme page's body from its records: summary, benefits, criteria, the flow to accreditation,
 * documents and fees, the bodies accredited under it, and the scope of international mutual
 * recognition as a table. Several schemes (testing and calibration laboratories) share a page.
 */
export async function SchemeOverview({ schemes, locale }: { schemes: SchemeId[]; locale: Locale }) {
  const [records, steps, t, titles] = await Promise.all([
    schemeRecords(schemes.join(','), locale),
    flowSteps(locale),
    getTranslations({ locale, namespace: 'about' }),
    documentTitles(FEES_DOCUMENT, locale),
  ]);
  const feesTitle = titles.get(FEES_DOCUMENT);
  if (records.length === 0) return null;
  const several = records.length > 1;
  const scheme = (id: string) => `scheme=${encodeURIComponent(id)}`;
  return (
    <div className={styles.scheme}>
      {records.some((r) => r.sample) && (
        <Notice>
          <p>{t('sampleNotice')}</p>
        </Notice>
      )}
      <section aria-labelledby="scheme-summary">
        <h2 id="scheme-summary">{t('scheme.summary')}</h2>
        {records.map((r) => (
          <div key={r.id}>
            {several && <h3>{capitalised(r.name)}</h3>}
            {paragraphs(r.summary).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        ))}
      </section>
      {records.some((r) => r.merits?.length) && (
        <section aria-labelledby="scheme-merits">
          <h2 id="scheme-merits">{t('scheme.merits')}</h2>
          <ul className={styles.merits}>
            {records
              .flatMap((r) => r.merits ?? [])
              // Schemes that share a page often share a benefit: each is listed once.
              .filter((m, i, all) => all.findIndex((other) => other.title === m.title) === i)
              .map((m) => (
                <li key={m.id ?? m.title}>
                  <strong>{m.title}</strong>
                  {m.text && <span className={styles.meritText}>{m.text}</span>}
                </li>
              ))}
          </ul>
        </section>
      )}
      {records.some((r) => r.criteria?.length) && (
        <section aria-labelledby="scheme-criteria">
          <h2 id="scheme-criteria">{t('scheme.criteria')}</h2>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('scheme.criteria')}</caption>
            <thead>
              <tr>
                {several && <th scope="col">{t('scheme.scheme')}</th>}
                <th scope="col">{t('scheme.standard')}</th>
                <th scope="col">{t('scheme.standardTitle')}</th>
              </tr>
            </thead>
            <tbody>
              {records.flatMap((r) =>
                (r.criteria ?? []).map((c) => (
                  <tr key={`${r.id}-${c.id ?? c.standard}`}>
                    {several && <td>{r.name}</td>}
                    <th scope="row" className={styles.nowrap}>
                      {c.standard}
                    </th>
                    <td>{c.title}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </section>
      )}
      {steps.length > 0 && (
        <section aria-labelledby="scheme-flow">
          <h2 id="scheme-flow">{t('scheme.flow')}</h2>
          <Steps steps={steps} />
        </section>
      )}
      <section aria-labelledby="scheme-documents">
        <h2 id="scheme-documents">{t('scheme.documents')}</h2>
        {[...new Set(records.flatMap((r) => paragraphs(r.fees)))].map((p) => (
          <p key={p}>{p}</p>
        ))}
        <ul>
          {records.map((r) => (
            <li key={`docs-${r.id}`}>
              <a href={`${localizedHref(ADDRESSES.documents, locale)}?${scheme(r.scheme)}`}>{t('scheme.documentsLink', { scheme: r.name })}</a>
            </li>
          ))}
          {records.map((r) => (
            <li key={`forms-${r.id}`}>
              <a href={`${localizedHref(ADDRESSES.forms, locale)}?${scheme(r.scheme)}`}>{t('scheme.formsLink', { scheme: r.name })}</a>
            </li>
          ))}
          <li>
            <a href={localizedHref(documentHref(FEES_DOCUMENT), locale)}>{feesTitle ? documentLabel(feesTitle, FEES_DOCUMENT, locale) : FEES_DOCUMENT}</a>
          </li>
        </ul>
      </section>
      <section aria-labelledby="scheme-directory">
        <h2 id="scheme-directory">{t('scheme.directory')}</h2>
        <ul>
          {records.map((r) => (
            <li key={`dir-${r.id}`}>
              <a href={`${localizedHref(ADDRESSES.accreditedBodies, locale)}?${scheme(r.scheme)}`}>{t('scheme.directoryLink', { scheme: r.name })}</a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="scheme-mra">
        <h2 id="scheme-mra">{t('scheme.mra')}</h2>
        {records.every((r) => !r.mra?.length) ? (
          <p>{t('scheme.mraNone')}</p>
        ) : (
          <>
            <p>{t('scheme.mraLead')}</p>
            <table className={styles.table}>
              <caption>{t('scheme.mraCaption', { scheme: records.map((r) => r.name).join(t('scheme.and')) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('scheme.arrangement')}</th>
                  <th scope="col">{t('scheme.scope')}</th>
                  <th scope="col">{t('scheme.standard')}</th>
                </tr>
              </thead>
              <tbody>
                {records.flatMap((r) =>
                  (r.mra ?? []).map((m) => (
                    <tr key={`${r.id}-${m.id ?? m.scope}`}>
                      <th scope="row" className={styles.nowrap}>
                        {arrangementLabels[m.arrangement as Arrangement][locale]}
                      </th>
                      <td>{m.scope}</td>
                      <td className={styles.nowrap}>{m.standard}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </>
        )}
        <p>
          <a href={localizedHref('/accreditation/international_mra', locale)}>{t('scheme.mraMore')}</a>
        </p>
      </section>
    </div>
  );
}
