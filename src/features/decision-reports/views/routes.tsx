import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/i18n/server';
import { cache } from 'react';

import styles from '@/ui/search/search.module.css';
import { atomResponse, type FeedEntry } from '@/platform/feed/atom';
import { PageShell } from '@/shell/PageShell';
import { FocusOnArrival } from '@/ui/search/FocusOnArrival';
import { reportBodies } from '../server/reportBodies';
import { decisionDate, extensions, isReportType, reportTypes, reportWindow, type ReportType } from '../server/reports';
import { todayInJapan } from '@/platform/time/japan';
import { ADDRESSES, below, followByMail } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import type { AccreditedBody } from '@/payload-types';
import { schemeById } from '@/reference/schemes';

import { bodyName, classificationLabel, location } from '@/features/accredited-bodies';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const PATH = ADDRESSES.decisionReports;

/** One read per request, shared by the page and its title (which carries the count). */
const reported = cache((type: ReportType, today: string) => reportBodies(type, today));

async function details(locale: Locale, type: ReportType, body: AccreditedBody) {
  const t = await getTranslations({ locale, namespace: 'reports' });
  const tBodies = await getTranslations({ locale, namespace: 'bodies' });
  if (type === '1') {
    const { since, until } = reportWindow('1');
    const added = extensions(body, since, until);
    if (added.length && !(body.initialDate >= since)) {
      return t('details.extension', { scopes: added.map((s) => (locale === 'en' ? s.labelEn || s.labelJa : s.labelJa)).join(locale === 'en' ? ', ' : '、') });
    }
    return t('details.new', { scheme: schemeById(body.scheme)?.name[locale] ?? body.scheme });
  }
  if (type === '2') return t('details.suspended');
  return t('details.ended', { kind: body.endKind ? tBodies(`detail.endKind.${body.endKind}`) : '' });
}

async function ReportsPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  setRequestLocale(locale);
  const raw = (await searchParams).type;
  const type = Array.isArray(raw) ? raw[0] : raw;
  // An unknown report type is an address that does not exist.
  if (type !== undefined && !isReportType(type)) notFound();
  const t = await getTranslations({ locale, namespace: 'reports' });
  const today = todayInJapan();
  const feed = localizedHref(`${PATH}/feed`, locale);
  const title = type ? t(`types.${type}`) : t('title');
  const bodies = type ? await reported(type, today) : [];
  const rows = type ? await Promise.all(bodies.map(async (body) => ({ body, detail: await details(locale, type, body) }))) : [];
  return (
    <PageShell locale={locale} path={PATH} title={title}>
      <h1>{title}</h1>
      {!type && <p>{t('lead')}</p>}
      <nav aria-label={t('title')}>
        <ul>
          {reportTypes.map((kind) => (
            <li key={kind}>
              <a href={`${localizedHref(PATH, locale)}?type=${kind}`} aria-current={kind === type ? 'page' : undefined}>
                {t(`types.${kind}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {type && (
        <section aria-labelledby="report-table">
          <h2 id="report-table" className={styles.count} tabIndex={-1}>
            {t(`types.${type}`)}
            {t('asOf', { date: today })}
            {t('countSuffix', { count: rows.length })}
          </h2>
          <FocusOnArrival id="report-table" />
          <p>{t(`typeLeads.${type}`)}</p>
          {rows.length === 0 ? (
            <p className={styles.empty}>{t('empty')}</p>
          ) : (
            <div className={styles.results}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.decisionDate')}</th>
                    <th scope="col">{t('columns.number')}</th>
                    <th scope="col">{t('columns.oldNumber')}</th>
                    <th scope="col">{t('columns.name')}</th>
                    <th scope="col">{t('columns.initialDate')}</th>
                    <th scope="col">{t('columns.expiryDate')}</th>
                    <th scope="col">{t('columns.details')}</th>
                    <th scope="col">{t('columns.location')}</th>
                    <th scope="col">{t('columns.classification')}</th>
                    <th scope="col">{t('columns.suspensionStart')}</th>
                    <th scope="col">{t('columns.suspensionEnd')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ body, detail }) => (
                    <tr key={body.id}>
                      <td data-label={t('columns.decisionDate')}>{decisionDate(type, body)}</td>
                      <td data-label={t('columns.number')}>{body.accreditationNumber}</td>
                      <td data-label={t('columns.oldNumber')}>{body.oldAccreditationNumber || '—'}</td>
                      <th scope="row">
                        <a href={localizedHref(below(ADDRESSES.accreditedBodies, encodeURIComponent(body.accreditationNumber)), locale)}>{bodyName(body, locale)}</a>
                      </th>
                      <td data-label={t('columns.initialDate')}>{body.initialDate}</td>
                      <td data-label={t('columns.expiryDate')}>{body.expiryDate}</td>
                      <td data-label={t('columns.details')}>{detail}</td>
                      <td data-label={t('columns.location')}>{location(body, locale)}</td>
                      <td data-label={t('columns.classification')}>{classificationLabel(body.classification, locale) || '—'}</td>
                      <td data-label={t('columns.suspensionStart')}>{body.suspensionStart || '—'}</td>
                      <td data-label={t('columns.suspensionEnd')}>{body.suspensionEnd || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
      {/* Once a kind is chosen its rows come first; what the reports are follows them. */}
      {type && <p>{t('lead')}</p>}
      {type && (
        <p>
          <a href={localizedHref(followByMail('report-type', type), locale)}>{(await getTranslations({ locale, namespace: 'alerts' }))('followThisList')}</a>
        </p>
      )}
      <p>
        <a href={feed} type="application/atom+xml">
          {t('feed')}
        </a>
      </p>
    </PageShell>
  );
}

/** Every decision of the three kinds as feed entries in one language, newest first; the what's-new feed takes them too. */
export async function decisionFeedEntries(locale: Locale): Promise<FeedEntry[]> {
  const t = await getTranslations({ locale, namespace: 'reports' });
  const tBodies = await getTranslations({ locale, namespace: 'bodies' });
  const entries = (
    await Promise.all(
      reportTypes.map(async (type) =>
        (await reportBodies(type)).map((body) => {
          const name = bodyName(body, locale);
          const number = body.accreditationNumber;
          const title =
            type === '1'
              ? body.initialDate >= reportWindow('1').since
                ? t('entryNew', { name, number })
                : t('entryExtension', { name, number })
              : type === '2'
                ? t('entrySuspended', { name, number })
                : t('entryEnded', { name, number, kind: body.endKind ? tBodies(`detail.endKind.${body.endKind}`) : '' });
          const date = decisionDate(type, body);
          return {
            id: `urn:jab:decision:${type}:${number}:${date}`,
            title,
            path: localizedHref(below(ADDRESSES.accreditedBodies, encodeURIComponent(number)), locale),
            updated: `${date}T00:00:00+09:00`,
          };
        }),
      ),
    )
  ).flat();
  return entries.sort((a, b) => (a.updated < b.updated ? 1 : -1)).slice(0, 200);
}

/** Every decision of the three kinds as an Atom feed in one language. */
async function feed(locale: Locale): Promise<Response> {
  const t = await getTranslations({ locale, namespace: 'reports' });
  return atomResponse({
    self: localizedHref(`${PATH}/feed`, locale),
    alternate: localizedHref(PATH, locale),
    title: t('feedTitle'),
    language: locale,
    entries: await decisionFeedEntries(locale),
  });
}

/** The reports page and its feed in one language; app/(ja) and app/(en)/en re-export them. */
export function reportsRoutes(locale: Locale) {
  return {
    // Each kind of report has its own title, so the three pages are told apart in tabs, history and search results.
    generateMetadata: async ({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> => {
      const t = await getTranslations({ locale, namespace: 'reports' });
      const type = (await searchParams).type;
      // With the count, as after a search: "認定の一時停止 3件 | 認定に関する報告".
      const title = isReportType(type) ? `${t(`types.${type}`)}${t('countSuffix', { count: (await reported(type, todayInJapan())).length })} | ${t('title')}` : t('title');
      return { title, alternates: { types: { 'application/atom+xml': localizedHref(`${PATH}/feed`, locale) } } };
    },
    Page: ({ searchParams }: { searchParams: SearchParams }) => <ReportsPage locale={locale} searchParams={searchParams} />,
    feed: () => feed(locale),
  };
}
