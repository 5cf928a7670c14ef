import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { getTranslations } from '@/i18n/server';
import type { Translator } from '@/i18n/translators';
import { ADDRESSES } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { fileSize } from '@/platform/content/attachments';
import { MAX_DOWNLOAD_ROWS } from '@/platform/csv/write';
import { languageAlternates } from '@/platform/seo/alternates';
import { bracketed } from '@/platform/text/punctuation';
import { formatDateTime, formatDay } from '@/platform/time/format';
import { todayInJapan } from '@/platform/time/japan';
import { PageShell } from '@/shell/PageShell';
import { DescriptionList } from '@/ui/DescriptionList';

import { CATALOGUE_PATH, csvMetadataPath, type Dataset, DATASETS, LICENCE } from '../server/datasets';
import { lastChanges } from '../server/lastChanges';
import { CHANGES_PATH, OPENAPI_PATH } from '../server/problems';
import { latestOfEachDataset } from '../server/snapshots/latest';
import { snapshotPath } from '../server/snapshots/names';
import type { SnapshotRecord } from '../server/snapshots/records';
import own from './data.module.css';


/** The day `days` before a day (YYYY-MM-DD). */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The dataset whose download may be cut at the download limit (the register, at 10^5–10^6 rows). */
const LARGE = new Set(['certified-organisations']);

type Words = Translator<'data'>;

/** A dataset's latest daily snapshot: its day and rows, its two files with their sizes, and the list of the days kept. */
function SnapshotFiles({ dataset, snapshot, t, locale }: { dataset: Dataset; snapshot: SnapshotRecord | undefined; t: Words; locale: Locale }) {
  if (!snapshot) return <>{t('snapshot.none')}</>;
  return (
    <ul className={own.files}>
      <li>{t('snapshot.of', { day: formatDay(snapshot.day, locale), rows: snapshot.rowCount })}</li>
      <li>
        <a href={snapshotPath(dataset.id, snapshot.day, 'csv')} download type="application/gzip">
          {t('snapshot.csv', { size: fileSize(snapshot.csv.bytes) })}
        </a>
      </li>
      <li>
        <a href={snapshotPath(dataset.id, snapshot.day, 'ndjson')} download type="application/gzip">
          {t('snapshot.ndjson', { size: fileSize(snapshot.ndjson.bytes) })}
        </a>
      </li>
      <li>
        <a href={`${localizedHref(ADDRESSES.openDataSnapshots, locale)}#${dataset.id}`}>{t('snapshot.list')}</a>
      </li>
    </ul>
  );
}

/** One dataset: what it is, how often it changes, its last change, its licence, its files, its latest snapshot and its page. */
function DatasetSection({ dataset, t, locale, modified, snapshot }: { dataset: Dataset; t: Words; locale: Locale; modified: string | null | undefined; snapshot: SnapshotRecord | undefined }) {
  const heading = `dataset-${dataset.id}-heading`;
  const { csv, json } = dataset.download;
  const title = t(`datasets.${dataset.key}.title`);
  const external = bracketed(t('externalSite'), locale);
  return (
    <section id={dataset.id} aria-labelledby={heading} className={own.dataset}>
      <h3 id={heading}>{title}</h3>
      <p>{t(`datasets.${dataset.key}.description`)}</p>
      <DescriptionList
        rows={[
          [t('facts.changes'), t(`datasets.${dataset.key}.changes`)],
          [t('facts.modified'), modified ? <time key="modified" dateTime={modified}>{formatDateTime(modified, locale)}</time> : t('facts.notYet')],
          [
            t('facts.licence'),
            <a key="licence" href={LICENCE}>
              {t('licence.name')}
              {external}
            </a>,
          ],
          [
            t('facts.files'),
            <ul key="files" className={own.files}>
              <li>
                <a href={csv} download type="text/csv">
                  {t('files.csv')}
                </a>
              </li>
              <li>
                <a href={csvMetadataPath(dataset)} type="application/csvm+json">
                  {t('files.csvMetadata')}
                </a>
              </li>
              <li>
                <a href={json} download type="application/json">
                  {t('files.json')}
                </a>
              </li>
            </ul>,
          ],
          [t('facts.snapshot'), <SnapshotFiles key="snapshot" dataset={dataset} snapshot={snapshot} t={t} locale={locale} />],
          [t('facts.page'), <a key="page" href={localizedHref(dataset.page, locale)}>{title}</a>],
        ]}
      />
      {LARGE.has(dataset.id) && (
        // Japanese sentences follow one another without a space; English ones with one.
        <p className={own.note}>{[t('limit', { max: MAX_DOWNLOAD_ROWS }), t('snapshot.complete')].join(locale === 'ja' ? '' : ' ')}</p>
      )}
    </section>
  );
}

/**
 * What the site publishes for anyone to reuse, in plain words: each dataset with how often it
 * changes, its last change, its licence, its files and its latest daily snapshot; the catalogue
 * for machines; the API and its changes endpoint. Prerendered, and read again at least once a
 * minute for the last changes and the snapshots.
 */
async function DataPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  const [t, changes, snapshots] = await Promise.all([getTranslations({ locale, namespace: 'data' }), lastChanges(), latestOfEachDataset()]);
  const title = t('title');
  const external = bracketed(t('externalSite'), locale);
  return (
    <PageShell locale={locale} path={ADDRESSES.openData} title={title}>
      <h1>{title}</h1>
      <p className={own.lead}>{t('lead')}</p>

      <section aria-labelledby="data-licence">
        <h2 id="data-licence">{t('licence.heading')}</h2>
        <p>
          {t.rich('licence.text', {
            link: (chunks) => (
              <a href={LICENCE}>
                {chunks}
                {external}
              </a>
            ),
          })}
        </p>
        <p>{t('licence.credit')}</p>
        <p className={own.provisional}>{t('licence.provisional')}</p>
      </section>

      <section aria-labelledby="data-datasets">
        <h2 id="data-datasets">{t('datasetsHeading')}</h2>
        <p className={own.lead}>{t('datasetsLead')}</p>
        {DATASETS.map((dataset) => (
          <DatasetSection key={dataset.id} dataset={dataset} t={t} locale={locale} modified={changes[dataset.id]} snapshot={snapshots[dataset.id]} />
        ))}
      </section>

      <section aria-labelledby="data-catalogue">
        <h2 id="data-catalogue">{t('catalogue.heading')}</h2>
        <p>{t('catalogue.text')}</p>
        <p>
          <a href={CATALOGUE_PATH} type="application/ld+json">
            {t('catalogue.link')}
          </a>
        </p>
      </section>

      <section aria-labelledby="data-api">
        <h2 id="data-api">{t('api.heading')}</h2>
        <p>{t('api.text')}</p>
        <p>
          <a href={OPENAPI_PATH} type="application/json">
            {t('api.openapi')}
          </a>
        </p>
        <h3>{t('api.changesHeading')}</h3>
        <p>
          {/* The link is a working example: the changes of the last seven days (the address alone needs `since`). */}
          {t.rich('api.changes', { link: (chunks) => <a href={`${CHANGES_PATH}?since=${daysBefore(todayInJapan(), 7)}`}>{chunks}</a> })}
        </p>
        <p>
          <code>{`${CHANGES_PATH}?since=`}</code>
        </p>
      </section>

      <section aria-labelledby="data-notes">
        <h2 id="data-notes">{t('notes.heading')}</h2>
        <ul>
          <li>{t('notes.format')}</li>
          <li>{t('notes.sample')}</li>
          <li>{t.rich('notes.inquiry', { link: (chunks) => <a href={localizedHref(ADDRESSES.inquiry, locale)}>{chunks}</a> })}</li>
        </ul>
      </section>
    </PageShell>
  );
}

/** The open-data page in one language; app/(ja)/data and app/(en)/en/data bind it. */
export function dataRoutes(locale: Locale) {
  return {
    generateMetadata: async (): Promise<Metadata> => {
      const t = await getTranslations({ locale, namespace: 'data' });
      // The page in both languages, and the catalogue for programs that look for one here.
      return { title: t('title'), description: t('lead'), alternates: { ...languageAlternates(ADDRESSES.openData, locale), types: { 'application/ld+json': CATALOGUE_PATH } } };
    },
    Page: () => <DataPage locale={locale} />,
  };
}
