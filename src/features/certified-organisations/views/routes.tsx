import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getFormatter, getTranslations } from '@/i18n/server';
import { cache, type ReactNode } from 'react';

import styles from '@/ui/search/search.module.css';
import { DescriptionList } from '@/ui/DescriptionList';
import { PageShell } from '@/shell/PageShell';
import { todayInJapan } from '@/platform/time/japan';
import { rowId } from '@/platform/query/rowId';
import { certificateStatus } from '../model';
import { type CertificateRow, certificateById, organisationCertificates } from '../server/store';
import { ADDRESSES, below, followByMail } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { iafCodeByNumber } from '@/reference/iafCodes';

import { accreditedNumbers, db } from './searchData';
import { COVERAGE_PATH, DETAIL_PATH, LIST_PATH, pick, place, scopeLabel, StatusBadge } from './shared';
import { lastReportOf } from '../server/coverage';
import own from './pages.module.css';

// An organisation's page (App Router). The search itself is rendered by the Pages Router: ./SearchView.tsx.

/** A certificate by its id, once per request (the page and its metadata both need it). */
const certificate = cache(async (id: string): Promise<CertificateRow | null> => {
  const key = rowId(id);
  return key ? certificateById(await db(), key) : null;
});

async function DetailPage({ locale, params }: { locale: Locale; params: Promise<{ id: string }> }) {
  setRequestLocale(locale);
  const { id } = await params;
  const row = await certificate(id);
  if (!row) notFound();
  const client = await db();
  const [t, tVerify, tAlerts, certificates, known] = await Promise.all([
    getTranslations({ locale, namespace: 'certified' }),
    getTranslations({ locale, namespace: 'verification' }),
    getTranslations({ locale, namespace: 'alerts' }),
    organisationCertificates(client, row.orgKey),
    accreditedNumbers(),
  ]);
  const [reports, format] = await Promise.all([lastReportOf(client, certificates.map((c) => c.id)), getFormatter({ locale })]);
  const longDay = (day: string) => format.dateTime(new Date(`${day}T00:00:00+09:00`), { dateStyle: 'long', timeZone: 'Asia/Tokyo' });
  const today = todayInJapan();
  const name = pick(locale, row.organisationName, row.organisationNameEn);
  const other = locale === 'en' ? row.organisationName : row.organisationNameEn;
  const dash = t('detail.dash');
  /** Which body last listed the certificate, and when: the register says only what a body reported. */
  const reportedLine = (c: CertificateRow): ReactNode => {
    const report = reports.get(c.id);
    if (!report) return t('detail.reportedNone');
    const values = { body: pick(locale, c.bodyName, c.bodyNameEn), day: longDay(report.receivedOn) };
    return (
      <>
        {c.decision === 'unreported' ? t('detail.reportedLast', values) : t('detail.reportedBy', values)}{' '}
        <a href={`${localizedHref(COVERAGE_PATH, locale)}#body-${encodeURIComponent(c.bodyNumber)}`}>{t('detail.reportedLink')}</a>
      </>
    );
  };
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
          [t('detail.status'), <StatusBadge key="s" status={status} t={t} />],
          [t('detail.standard'), c.standards.map(scopeLabel).join(', ')],
          [t('detail.number'), c.certificateNumber],
          [
            t('detail.body'),
            known.has(c.bodyNumber) ? (
              <a key="b" href={localizedHref(below(ADDRESSES.accreditedBodies, encodeURIComponent(c.bodyNumber)), locale)}>
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
          [t('detail.reported'), reportedLine(c)],
        ];
        return (
          <section key={c.id} className={own.certificate} aria-labelledby={`cert-${c.id}`}>
            <h3 id={`cert-${c.id}`}>
              {c.standards.map(scopeLabel).join(', ')} — {c.certificateNumber}
            </h3>
            <DescriptionList rows={rows} />
            <ul className={own.certificateLinks}>
              <li>
                <a href={localizedHref(below(ADDRESSES.verify, encodeURIComponent(c.certificateNumber)), locale)}>{tVerify('checkThis')}</a>
              </li>
              <li>
                <a href={localizedHref(followByMail('certificate', `${c.bodyNumber}:${c.certificateNumber}`), locale)}>{tAlerts('followThis')}</a>
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


