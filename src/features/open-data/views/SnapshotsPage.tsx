import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';

import { getTranslations } from '@/i18n/server';
import { ADDRESSES } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { fileSize } from '@/platform/content/attachments';
import { languageAlternates } from '@/platform/seo/alternates';
import { bracketed } from '@/platform/text/punctuation';
import { formatDateTime, formatDay } from '@/platform/time/format';
import { PageShell } from '@/shell/PageShell';

import { DATASETS } from '../server/datasets';
import { snapshotsKept } from '../server/snapshots/latest';
import { snapshotPath } from '../server/snapshots/names';
import type { SnapshotRecord } from '../server/snapshots/records';
import { CHANGES_PATH } from '../server/problems';
import own from './data.module.css';


const code = (chunks: ReactNode) => <code>{chunks}</code>;

/**
 * The daily snapshots kept (90 days of each dataset), a table per dataset, newest day first: the
 * day, its rows, its two files with their sizes, and when it began to be read (where a mirror
 * starts the changes from). Re-rendered at least once a minute, so a new day shows soon after it
 * is made.
 */
async function SnapshotsPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  const [t, kept] = await Promise.all([getTranslations({ locale, namespace: 'data' }), snapshotsKept()]);
  const title = t('snapshots.title');
  const of = (dataset: string) => kept.filter((snapshot) => snapshot.dataset === dataset);
  const example = snapshotPath(DATASETS[0]!.id, 'latest', 'csv');
  const file = (snapshot: SnapshotRecord, format: 'csv' | 'ndjson') => (
    <a href={snapshotPath(snapshot.dataset, snapshot.day, format)} download type="application/gzip">
      {format === 'csv' ? 'CSV' : 'NDJSON'}
      {bracketed(fileSize(snapshot[format].bytes), locale)}
    </a>
  );
  return (
    <PageShell locale={locale} path={ADDRESSES.openDataSnapshots} title={title}>
      <h1>{title}</h1>
      <p className={own.lead}>{t('snapshots.lead')}</p>
      <p className={own.lead}>{t.rich('snapshots.formats', { link: (chunks) => <a href={localizedHref(ADDRESSES.openData, locale)}>{chunks}</a> })}</p>
      <p className={own.lead}>{t.rich('snapshots.latest', { example, code })}</p>
      <p className={own.lead}>{t.rich('snapshots.mirror', { changes: `${CHANGES_PATH}?since=`, code })}</p>
      <p className={own.lead}>{t('snapshots.integrity')}</p>
      {DATASETS.map((dataset) => {
        const heading = `snapshots-${dataset.id}-heading`;
        const name = t(`datasets.${dataset.key}.title`);
        const caption = t('snapshots.caption', { title: name });
        const snapshots = of(dataset.id);
        return (
          <section key={dataset.id} id={dataset.id} aria-labelledby={heading} className={own.dataset}>
            <h2 id={heading}>{name}</h2>
            {snapshots.length === 0 ? (
              <p>{t('snapshots.none')}</p>
            ) : (
              <div className={own.scroll} role="region" aria-label={t('snapshots.scrollRegion', { name: caption })} tabIndex={0}>
                <table className={own.table}>
                  <caption>{caption}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('snapshots.columns.day')}</th>
                      <th scope="col" className={own.num}>
                        {t('snapshots.columns.rows')}
                      </th>
                      <th scope="col">{t('snapshots.columns.csv')}</th>
                      <th scope="col">{t('snapshots.columns.ndjson')}</th>
                      <th scope="col">{t('snapshots.columns.started')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {snapshots.map((snapshot) => (
                      <tr key={snapshot.day}>
                        <th scope="row">
                          <time dateTime={snapshot.day}>{formatDay(snapshot.day, locale)}</time>
                        </th>
                        <td className={own.num}>{snapshot.rowCount.toLocaleString(locale)}</td>
                        <td>{file(snapshot, 'csv')}</td>
                        <td>{file(snapshot, 'ndjson')}</td>
                        <td>
                          <time dateTime={snapshot.startedAt}>{formatDateTime(snapshot.startedAt, locale)}</time>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </PageShell>
  );
}

/** The list of daily snapshots in one language; app/(ja)/data/snapshots and app/(en)/en/data/snapshots bind it. */
export function snapshotsRoutes(locale: Locale) {
  return {
    generateMetadata: async (): Promise<Metadata> => {
      const t = await getTranslations({ locale, namespace: 'data' });
      return { title: t('snapshots.title'), description: t('snapshots.lead'), alternates: languageAlternates(ADDRESSES.openDataSnapshots, locale) };
    },
    Page: () => <SnapshotsPage locale={locale} />,
  };
}
