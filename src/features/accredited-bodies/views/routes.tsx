import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/i18n/server';

import styles from '@/ui/search/search.module.css';
import { BadgeEmbed } from '../badge/Embed';
import { DescriptionList } from '@/ui/DescriptionList';
import { PageShell } from '@/shell/PageShell';
import { bodyByNumber } from '../server/queries';
import { classificationLabel } from '../classifications';
import { bodyName, location, statusOf } from '../present';
import { ADDRESSES, below, followByMail } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import type { AccreditedBody, Media } from '@/payload-types';
import { schemeById } from '@/reference/schemes';
import { bracketed, listed } from '@/platform/text/punctuation';
import { numberFromPath } from '@/platform/query/numberFromPath';
import { formatDay } from '@/platform/time/format';

import { SEARCH_PATH, StatusBadge } from './shared';

// A body's page (App Router). The search itself is rendered by the Pages Router: ./SearchView.tsx.

/** An accreditation number from the address; null when the address cannot be decoded. */
const numberFrom = async (params: Promise<{ number: string }>) => numberFromPath((await params).number);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A stored day as the visitor reads it (2024年4月1日 / 1 April 2024); anything not a `YYYY-MM-DD` day as it is. */
const shownDay = (day: string, locale: Locale): string => (ISO_DAY.test(day) ? formatDay(day, locale) : day);

/** A stored day in a `<time>` element: the visitor's form on the page, `YYYY-MM-DD` for machines. */
const timeOf = (day: string, locale: Locale): React.ReactNode => (ISO_DAY.test(day) ? <time dateTime={day}>{formatDay(day, locale)}</time> : day);

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
    [t('detail.initialDate'), timeOf(body.initialDate, locale)],
    [t('detail.renewalDate'), body.renewalDate ? timeOf(body.renewalDate, locale) : dash],
    [t('detail.expiryDate'), timeOf(body.expiryDate, locale)],
    [t('detail.revisedDate'), body.revisedDate ? timeOf(body.revisedDate, locale) : dash],
    [
      t('detail.suspension'),
      body.suspensionStart
        ? body.suspensionEnd
          ? t('detail.suspendedPeriod', { from: shownDay(body.suspensionStart, locale), to: shownDay(body.suspensionEnd, locale) })
          : t('detail.suspendedOpen', { from: shownDay(body.suspensionStart, locale) })
        : dash,
    ],
    [
      t('detail.ended'),
      body.endedOn ? (
        <>
          {timeOf(body.endedOn, locale)}
          {body.endKind && bracketed(t(`detail.endKind.${body.endKind}`), locale)}
        </>
      ) : (
        dash
      ),
    ],
  ];
  if (body.scheme === 'laboratory' || body.scheme === 'calibration_laboratory') {
    const work = [body.acceptsExternalTesting ? t('detail.acceptsTesting') : null, body.acceptsExternalCalibration ? t('detail.acceptsCalibration') : null].filter(
      (item): item is string => Boolean(item),
    );
    rows.push([t('detail.commercial'), work.length > 0 ? listed(work, locale) : t('detail.notAccepting')]);
  }
  const certificates = [
    { label: t('detail.certificateJa'), url: fileUrl(body.certificateJa), lang: 'ja' },
    { label: t('detail.certificateEn'), url: fileUrl(body.certificateEn), lang: 'en' },
  ].filter((c) => c.url);
  const detailPath = `${SEARCH_PATH}/${encodeURIComponent(body.accreditationNumber)}`;
  return (
    <PageShell locale={locale} path={detailPath} title={name}>
      <h1>
        {name} <StatusBadge status={status} t={t} />
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
          <a href={localizedHref(below(ADDRESSES.verify, encodeURIComponent(body.accreditationNumber)), locale)}>{t('detail.verifyLink')}</a>
        </li>
        <li>
          <a href={localizedHref(followByMail('body', body.accreditationNumber), locale)}>{(await getTranslations({ locale, namespace: 'alerts' }))('followThis')}</a>
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
