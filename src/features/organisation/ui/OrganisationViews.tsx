import { getTranslations } from '@/i18n/server';

import type { Locale } from '@/i18n/routing';
import { bracketed } from '@/platform/text/punctuation';
import { formatDay, formatDayWithWeekday, formatTimeOfDay } from '@/platform/time/format';
import { Notice } from '@/ui/Notice';

import { closureFor, closureToAnnounce } from '../calendar';
import { type BusinessHours, workingMinutes } from '../model';
import { getOrganisation } from '../server/queries';

import styles from './OrganisationViews.module.css';

// Built once: a formatter costs far more to build than to use.
const englishDayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

const mmdd = (md: string, locale: Locale) => {
  const [m, d] = md.split('-').map(Number) as [number, number];
  return locale === 'ja' ? `${m}月${d}日` : englishDayMonth.format(new Date(Date.UTC(2001, m - 1, d)));
};

async function SampleNotice({ locale, sample }: { locale: Locale; sample: boolean }) {
  if (!sample) return null;
  const t = await getTranslations({ locale, namespace: 'about' });
  return (
    <Notice>
      <p>{t('sampleNotice')}</p>
    </Notice>
  );
}

/** The organisation profile as a two-column table (/about/basic). */
export async function OrganisationProfile({ locale }: { locale: Locale }) {
  const [org, t] = await Promise.all([getOrganisation(locale), getTranslations({ locale, namespace: 'about' })]);
  const p = org.profile;
  const c = org.contact;
  const rows: [string, React.ReactNode][] = [
    [t('profile.name'), p.name],
    [t('profile.corporateNumber'), p.corporateNumber],
    [t('profile.invoiceNumber'), p.invoiceNumber],
    [t('profile.president'), p.president],
    [t('profile.location'), [c.postalCode && (locale === 'ja' ? `〒${c.postalCode} ` : ''), c.address, locale === 'en' && c.postalCode ? ` ${c.postalCode}` : ''].filter(Boolean).join('')],
    [t('profile.established'), p.established && <time dateTime={p.established}>{formatDay(p.established, locale)}</time>],
    [t('profile.publicInterestSince'), p.publicInterestSince && <time dateTime={p.publicInterestSince}>{formatDay(p.publicInterestSince, locale)}</time>],
    [t('profile.outline'), p.outline],
    [t('profile.supervisoryAuthority'), p.supervisoryAuthority],
    [t('profile.basicAssets'), p.basicAssetsThousandYen !== null && t('profile.basicAssetsValue', { amount: p.basicAssetsThousandYen.toLocaleString(locale === 'ja' ? 'ja-JP' : 'en-GB') })],
    [
      t('profile.purposes'),
      p.purposes.length > 0 && (
        <ol className={styles.plainList}>
          {p.purposes.map((purpose) => (
            <li key={purpose}>{purpose}</li>
          ))}
        </ol>
      ),
    ],
  ];
  return (
    <>
      <SampleNotice locale={locale} sample={org.sample} />
      <table className={styles.table}>
        <caption className="visually-hidden">{t('profile.caption')}</caption>
        <tbody>
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </>
  );
}

/** The rule of the year-end closure: the closed days and the morning-only day, as every year. */
async function ClosureRule({ locale, hours }: { locale: Locale; hours: BusinessHours }) {
  const t = await getTranslations({ locale, namespace: 'about' });
  return (
    <p>
      {t('hours.rule', { first: mmdd(hours.yearEndFirst, locale), last: mmdd(hours.yearEndLast, locale) })}
      {hours.halfDay && `${locale === 'en' ? ' ' : ''}${t('hours.halfDay', { day: mmdd(hours.halfDay, locale), closes: formatTimeOfDay(hours.halfDayCloses, locale) })}`}
    </p>
  );
}

/**
 * One year-end closure with its real days, worked out from the rule and Japan's national holidays:
 * the morning-only day (or, when it falls on a weekend or holiday, that there is none that year),
 * the last working day, the closed days and the day work resumes. The closure under way on `asOf`
 * or the next one (a news item passes the day it was published).
 */
export async function YearEndClosure({ locale, asOf }: { locale: Locale; asOf?: string }) {
  const [org, t] = await Promise.all([getOrganisation(locale), getTranslations({ locale, namespace: 'about' })]);
  const h = org.hours;
  const closure = closureFor(h, asOf);
  const day = (d: string) => formatDayWithWeekday(d, locale);
  // Years as text: a number argument would be formatted with a thousands separator (2,026).
  return (
    <>
      <p>{t('hours.closureLead', { year: closure.first.slice(0, 4), next: closure.last.slice(0, 4) })}</p>
      <ul>
        {closure.halfDay && closure.halfDay === closure.lastWorkingDay ? (
          <li>{t('hours.lastMorning', { day: day(closure.halfDay), closes: formatTimeOfDay(h.halfDayCloses, locale) })}</li>
        ) : (
          <>
            {closure.halfDay && <li>{t('hours.halfDay', { day: day(closure.halfDay), closes: formatTimeOfDay(h.halfDayCloses, locale) })}</li>}
            {closure.halfDayOff && h.halfDay && <li>{t('hours.halfDayOff', { md: mmdd(h.halfDay, locale), day: day(closure.halfDayOff) })}</li>}
            <li>{t('hours.lastWorkingDay', { day: day(closure.lastWorkingDay) })}</li>
          </>
        )}
        <li>{t('hours.yearEnd', { first: day(closure.first), last: day(closure.last) })}</li>
        <li>{t('hours.resumes', { day: day(closure.resumes) })}</li>
      </ul>
    </>
  );
}

/** Business days and hours, the rule of the year-end closure and the coming closure's real days (/about/basic/holiday). */
export async function BusinessDays({ locale }: { locale: Locale }) {
  const [org, t] = await Promise.all([getOrganisation(locale), getTranslations({ locale, namespace: 'about' })]);
  const h = org.hours;
  return (
    <>
      <SampleNotice locale={locale} sample={org.sample} />
      <h2>{t('hours.heading')}</h2>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('hours.caption')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('hours.days')}</th>
            <td>{t('hours.daysValue')}</td>
          </tr>
          <tr>
            <th scope="row">{t('hours.time')}</th>
            <td>{t('hours.timeValue', { opens: formatTimeOfDay(h.opens, locale), closes: formatTimeOfDay(h.closes, locale) })}</td>
          </tr>
          <tr>
            <th scope="row">{t('hours.break')}</th>
            <td>{t('hours.breakValue', { starts: formatTimeOfDay(h.breakStarts, locale), ends: formatTimeOfDay(h.breakEnds, locale) })}</td>
          </tr>
          <tr>
            <th scope="row">{t('hours.working')}</th>
            <td>{t('hours.workingValue', { hours: workingMinutes(h) / 60 })}</td>
          </tr>
        </tbody>
      </table>
      <h2>{t('hours.yearEndHeading')}</h2>
      <ClosureRule locale={locale} hours={h} />
      <YearEndClosure locale={locale} />
    </>
  );
}

/**
 * The working hours and days off of staff, who work the office's hours: for the conditions of a
 * vacancy, from the same record as the business-day page.
 */
export async function workingTerms(locale: Locale): Promise<{ time: string; daysOff: string }> {
  const [org, t] = await Promise.all([getOrganisation(locale), getTranslations({ locale, namespace: 'about' })]);
  const h = org.hours;
  const daysOff = t('hours.conditionsDaysOff', { first: mmdd(h.yearEndFirst, locale), last: mmdd(h.yearEndLast, locale) });
  return {
    time: t('hours.conditionsTime', {
      opens: formatTimeOfDay(h.opens, locale),
      closes: formatTimeOfDay(h.closes, locale),
      starts: formatTimeOfDay(h.breakStarts, locale),
      ends: formatTimeOfDay(h.breakEnds, locale),
      hours: workingMinutes(h) / 60,
    }),
    daysOff: h.halfDay
      ? `${daysOff}${locale === 'ja' ? '。' : '. '}${t('hours.conditionsHalfDay', { day: mmdd(h.halfDay, locale), closes: formatTimeOfDay(h.halfDayCloses, locale) })}`
      : daysOff,
  };
}

/** A notice on the inquiry pages while a closure is near or under way: when replies resume. */
export async function ClosureNotice({ locale }: { locale: Locale }) {
  const [org, t] = await Promise.all([getOrganisation(locale), getTranslations({ locale, namespace: 'about' })]);
  const closure = closureToAnnounce(org.hours);
  if (!closure) return null;
  const values = { first: formatDayWithWeekday(closure.first, locale), last: formatDayWithWeekday(closure.last, locale), resumes: formatDayWithWeekday(closure.resumes, locale) };
  return (
    <Notice tone="warning">
      <p>{closure.under ? t('closure.during', values) : t('closure.upcoming', values)}</p>
    </Notice>
  );
}

/** Address, telephone, nearest stations, directions and a map served by the site (/about/access). */
export async function AccessDetails({ locale }: { locale: Locale }) {
  const [org, t] = await Promise.all([getOrganisation(locale), getTranslations({ locale, namespace: 'about' })]);
  const c = org.contact;
  return (
    <>
      <SampleNotice locale={locale} sample={org.sample} />
      <dl className={styles.details}>
        <div>
          <dt>{t('access.address')}</dt>
          <dd>
            {locale === 'ja' && c.postalCode && `〒${c.postalCode} `}
            {c.address}
            {locale === 'en' && c.postalCode && ` ${c.postalCode}`}
          </dd>
        </div>
        {c.telephone && (
          <div>
            <dt>{t('access.telephone')}</dt>
            <dd>
              <a href={`tel:${c.telephone.replace(/[^\d+]/g, '')}`}>{c.telephone}</a>
            </dd>
          </div>
        )}
        {c.fax && (
          <div>
            <dt>{t('access.fax')}</dt>
            <dd>{c.fax}</dd>
          </div>
        )}
      </dl>
      {c.stations.length > 0 && (
        <>
          <h2>{t('access.stations')}</h2>
          <ul>
            {c.stations.map((s) => (
              <li key={`${s.line}${s.station}`}>{t('access.station', { line: s.line, station: s.station, minutes: s.walkMinutes })}</li>
            ))}
          </ul>
        </>
      )}
      {c.directions.length > 0 && (
        <>
          <h2>{t('access.directions')}</h2>
          {c.directions.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </>
      )}
      {(c.map || c.mapLink) && (
        <>
          <h2>{t('access.map')}</h2>
          {c.map && (
            // A plain image the site serves: no map service script, no request to another host.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={c.map.url} alt={c.map.alt} width={c.map.width ?? undefined} height={c.map.height ?? undefined} className={styles.map} loading="lazy" />
          )}
          {c.mapLink && (
            <p>
              <a href={c.mapLink} rel="noopener noreferrer">
                {t('access.openMap')}
                <span className={styles.external}>{bracketed(t('access.externalSite'), locale)}</span>
              </a>
            </p>
          )}
        </>
      )}
    </>
  );
}

/** The organisation's name, address and telephone for the footer. */
export async function footerContact(locale: Locale) {
  const org = await getOrganisation(locale);
  return { name: org.profile.name, postalCode: org.contact.postalCode, address: org.contact.address, telephone: org.contact.telephone };
}
