import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { getFormatter, getTranslations } from '@/i18n/server';
import { ADDRESSES, below } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { todayInJapan } from '@/platform/time/japan';
import { PageShell } from '@/shell/PageShell';

import { coverage, OVERDUE_DAYS, PUBLISH_WITHIN_DAYS } from '../server/coverage';
import { accreditedNumbers, db } from './searchData';
import { COVERAGE_PATH, LIST_PATH, pick } from './shared';
import own from './coverage.module.css';

/**
 * Which certification bodies report to the register, when each last did, how long its report
 * took to be published, and which are overdue; with the 10-day promise as measured. Rendered per
 * request (the day decides what is overdue), from figures kept half a minute.
 */
async function CoveragePage({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  const today = todayInJapan();
  const [t, format, data, known] = await Promise.all([getTranslations({ locale, namespace: 'coverage' }), getFormatter({ locale }), coverage(await db(), today), accreditedNumbers()]);
  const title = t('title');
  const { promise } = data;
  const day = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00+09:00`), { dateStyle: 'long', timeZone: 'Asia/Tokyo' });
  return (
    <PageShell locale={locale} path={COVERAGE_PATH} title={title}>
      <h1>{title}</h1>
      <p className={own.lead}>{t('lead')}</p>
      <p className={own.lead}>{t('ending')}</p>
      {data.sample && (
        <p className={own.sample}>
          <strong>{t('sampleNotice')}</strong>
        </p>
      )}
      <section aria-labelledby="coverage-promise">
        <h2 id="coverage-promise">{t('promiseHeading', { days: PUBLISH_WITHIN_DAYS })}</h2>
        {promise.reports === 0 ? (
          <p>{t('promiseNone')}</p>
        ) : (
          <>
            <p>
              {t('promise', {
                days: PUBLISH_WITHIN_DAYS,
                from: day(promise.from),
                to: day(promise.to),
                reports: format.number(promise.reports),
                median: promise.median ?? 0,
                worst: promise.worst ?? 0,
                within: format.number(promise.withinPromise),
                share: format.number(promise.withinPromise / promise.reports, { style: 'percent', maximumFractionDigits: 1 }),
              })}
            </p>
            <dl className={own.figures}>
              <div>
                <dt>{t('figures.median')}</dt>
                <dd>{t('figures.days', { days: promise.median ?? 0 })}</dd>
              </div>
              <div>
                <dt>{t('figures.worst')}</dt>
                <dd>{t('figures.days', { days: promise.worst ?? 0 })}</dd>
              </div>
              <div>
                <dt>{t('figures.within', { days: PUBLISH_WITHIN_DAYS })}</dt>
                <dd>
                  {format.number(promise.withinPromise)} / {format.number(promise.reports)}
                </dd>
              </div>
            </dl>
          </>
        )}
      </section>
      <section aria-labelledby="coverage-bodies">
        <h2 id="coverage-bodies">{t('bodiesHeading')}</h2>
        <p>{t('overdueRule', { days: OVERDUE_DAYS })}</p>
        <p>{data.overdue ? t('overdueCount', { count: data.overdue }) : t('overdueNone')}</p>
        {data.bodies.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <div className={own.scroll} role="region" aria-labelledby="coverage-caption" tabIndex={0}>
            <table className={own.table}>
              <caption id="coverage-caption" className={own.caption}>
                <span className={own.captionText}>{t('caption', { date: day(today) })}</span>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.body')}</th>
                  <th scope="col" className={own.num}>
                    {t('columns.current')}
                  </th>
                  <th scope="col" className={own.day}>
                    {t('columns.received')}
                  </th>
                  <th scope="col" className={own.day}>
                    {t('columns.published')}
                  </th>
                  <th scope="col" className={own.num}>
                    {t('columns.days')}
                  </th>
                  <th scope="col">{t('columns.state')}</th>
                </tr>
              </thead>
              <tbody>
                {data.bodies.map((body) => (
                  <tr key={body.number} id={`body-${body.number}`} data-overdue={body.overdue ? '' : undefined}>
                    <th scope="row">
                      {known.has(body.number) ? (
                        <a href={localizedHref(below(ADDRESSES.accreditedBodies, encodeURIComponent(body.number)), locale)}>{pick(locale, body.name, body.nameEn)}</a>
                      ) : (
                        pick(locale, body.name, body.nameEn)
                      )}
                      <span className={own.number}>{t('number', { number: body.number })}</span>
                    </th>
                    <td className={own.num}>{format.number(body.current)}</td>
                    <td className={own.day}>{body.lastReceivedOn ? <time dateTime={body.lastReceivedOn}>{day(body.lastReceivedOn)}</time> : t('never')}</td>
                    <td className={own.day}>{body.lastPublishedOn ? <time dateTime={body.lastPublishedOn}>{day(body.lastPublishedOn)}</time> : '—'}</td>
                    <td className={own.num}>{body.daysToPublish === null ? t('unknownDays') : t('figures.days', { days: body.daysToPublish })}</td>
                    <td>
                      {body.overdue ? (
                        <strong className={own.overdue}>{body.daysSince === null ? t('state.none') : t('state.overdue', { days: body.daysSince })}</strong>
                      ) : (
                        t(body.lastKind === 'changes' ? 'state.changes' : 'state.full', { days: body.daysSince ?? 0 })
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <p className={own.after}>{t('apiNote')}</p>
      <p>
        <a href={localizedHref(LIST_PATH, locale)}>{t('toSearch')}</a>
      </p>
    </PageShell>
  );
}

/** The coverage page in one language; app/(ja)/ms_certifications/coverage and app/(en)/en/… bind it. */
export function coverageRoutes(locale: Locale) {
  return {
    generateMetadata: async (): Promise<Metadata> => {
      const t = await getTranslations({ locale, namespace: 'coverage' });
      return { title: t('title'), description: t('lead') };
    },
    Page: () => <CoveragePage locale={locale} />,
  };
}
