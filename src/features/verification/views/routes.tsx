import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/i18n/server';
import type { ReactNode } from 'react';

import { bodyName, directoryUpdatedAt } from '@/features/accredited-bodies';
import { type Coverage, COVERAGE_PATH, lastReportOf, registerCoverage, registerUpdatedAt, sqlClient } from '@/features/certified-organisations';
import { ADDRESSES, below, followByMail, signedAnswerOf } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { siteUrl } from '@/platform/env';
import { getPayloadClient } from '@/platform/cms/client';
import { todayInJapan } from '@/platform/time/japan';
import { bracketed, listed } from '@/platform/text/punctuation';
import { schemeById } from '@/reference/schemes';
import { PageShell } from '@/shell/PageShell';
import { DescriptionList } from '@/ui/DescriptionList';
import styles from '@/ui/search/search.module.css';

import type { Verdict } from '../history';
import { numberFromPath, parseVerifyDay } from '../params';
import { lookUp } from '../server/lookup';
import { verdictWords } from './verdictText';
import { Slip } from './Slip';
import own from './verify.module.css';

type Params = Promise<{ number: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const numberFrom = async (params: Params) => numberFromPath((await params).number);

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The first few overdue certification bodies by name, "and others" after them when there are more. */
function overdueNames(coverage: Coverage, locale: Locale, andOthers: (names: string) => string): string {
  const overdue = coverage.bodies.filter((b) => b.overdue);
  const names = listed(
    overdue.slice(0, 5).map((b) => (locale === 'en' && b.nameEn) || b.name),
    locale,
  );
  return overdue.length > 5 ? andOthers(names) : names;
}

type Answer = { key: string; subject: 'body' | 'certificate'; name: string; facts: [string, ReactNode][]; verdict: Verdict; detail: string };

/** One answer: the verdict in words, large, then why, then what the record is. */
async function AnswerView({ answer, day, locale }: { answer: Answer; day: string; locale: Locale }) {
  const [t, words] = await Promise.all([getTranslations({ locale, namespace: 'verification' }), verdictWords(locale)]);
  const { verdict } = answer;
  const valid = verdict.kind === 'valid';
  const verdictText = words.label(verdict);
  const reason = words.reason(verdict, day, answer.subject);
  return (
    <section className={own.answer} aria-labelledby={`answer-${answer.key}`}>
      <h2 id={`answer-${answer.key}`}>
        <span className={own.subject}>{t(`subject.${answer.subject}`)}</span> {answer.name}
      </h2>
      <p className={styles.verdict} data-valid={verdict.kind === 'unknown' ? undefined : String(valid)} data-verdict={verdict.kind}>
        {verdictText}
      </p>
      <p>{reason}</p>
      <DescriptionList rows={answer.facts} />
      <p>
        <a href={answer.detail}>{t('toDetail')}</a>
      </p>
    </section>
  );
}

async function VerifyPage({ locale, params, searchParams }: { locale: Locale; params: Params; searchParams: SearchParams }) {
  setRequestLocale(locale);
  const number = await numberFrom(params);
  if (number === null) notFound();
  const today = todayInJapan();
  const asked = parseVerifyDay(one((await searchParams).on), today);
  const day = asked.ok ? asked.day : today;
  const [t, tBodies] = await Promise.all([getTranslations({ locale, namespace: 'verification' }), getTranslations({ locale, namespace: 'bodies' })]);
  const path = below(ADDRESSES.verify, encodeURIComponent(number));
  const payload = await getPayloadClient();
  const matches = (await lookUp(payload, [number], day, today))[0]?.matches ?? [];
  const tCertified = await getTranslations({ locale, namespace: 'certified' });
  const client = sqlClient(payload);
  const certificateIds = matches.flatMap((m) => (m.subject === 'certificate' ? [m.certificate.id] : []));
  const [reports, coverage] = await Promise.all([
    lastReportOf(client, certificateIds),
    // A number found nowhere: whether some certification body is late with its report.
    matches.length === 0 ? registerCoverage(client, today) : Promise.resolve(null),
  ]);
  const answers: Answer[] = matches.map((match) => {
    if (match.subject === 'body') {
      const { body } = match;
      return {
        key: match.key,
        subject: 'body',
        name: bodyName(body, locale),
        verdict: match.verdict,
        facts: [
          [t('facts.number'), body.accreditationNumber],
          [t('facts.kind'), schemeById(body.scheme)?.name[locale] ?? body.scheme],
          [t('facts.statusToday'), tBodies(`status.${match.statusToday}`)],
        ],
        detail: localizedHref(below(ADDRESSES.accreditedBodies, encodeURIComponent(body.accreditationNumber)), locale),
      };
    }
    const c = match.certificate;
    return {
      key: match.key,
      subject: 'certificate',
      name: (locale === 'en' && c.organisationNameEn) || c.organisationName,
      verdict: match.verdict,
      facts: [
        [t('facts.number'), c.certificateNumber],
        [t('facts.certificationBody'), ((locale === 'en' && c.bodyNameEn) || c.bodyName) + bracketed(c.bodyNumber, locale)],
        [t('facts.standards'), c.standards.join(', ')],
        [t('facts.statusToday'), tCertified(`status.${match.statusToday}`)],
        [
          t('facts.reported'),
          reports.get(c.id) ? (
            <a key="r" href={`${localizedHref(COVERAGE_PATH, locale)}#body-${encodeURIComponent(c.bodyNumber)}`}>
              {t('facts.reportedOn', { day: reports.get(c.id)!.receivedOn })}
            </a>
          ) : (
            t('facts.reportedNone')
          ),
        ],
      ],
      detail: localizedHref(below(ADDRESSES.certifiedOrganisation, c.id), locale),
    };
  });
  const hasBody = matches.some((m) => m.subject === 'body');
  const certificateCount = matches.filter((m) => m.subject === 'certificate').length;

  const permalink = `${siteUrl()}${localizedHref(path, locale)}?on=${day}`;
  const updated = [hasBody ? await directoryUpdatedAt() : null, certificateCount ? await registerUpdatedAt(sqlClient(payload)) : null]
    .filter((at): at is string => !!at)
    .sort()
    .at(-1);
  // The day to check: first when there is no answer to show, after the answers otherwise (the answer comes first on a phone).
  const dayForm = (
    <form method="get" action={localizedHref(path, locale)} className={own.form}>
      <label htmlFor="verify-on">{t('form.label')}</label>
      <p id="verify-on-hint" className={styles.hint}>
        {t('form.hint')}
      </p>
      {!asked.ok && (
        <p id="verify-on-error" className={styles.error} role="alert">
          {t(`form.${asked.problem}`, { raw: asked.raw })}
        </p>
      )}
      <div className={own.row}>
        <input
          id="verify-on"
          name="on"
          type="date"
          max={today}
          defaultValue={asked.ok ? day : ''}
          aria-describedby={asked.ok ? 'verify-on-hint' : 'verify-on-hint verify-on-error'}
          aria-invalid={asked.ok ? undefined : true}
        />
        <button type="submit">{t('form.submit')}</button>
      </div>
    </form>
  );
  const heading = answers.length ? t('title') : t('unknownTitle');
  return (
    <PageShell locale={locale} path={path} title={heading}>
      <h1>{heading}</h1>
      {answers.length > 0 && <p>{t('lead', { number, day })}</p>}
      {(!asked.ok || answers.length === 0) && dayForm}
      {answers.length === 0 && (
        <p className={styles.verdict} data-valid="false">
          {t('verdict.notValid')}
        </p>
      )}
      {answers.length === 0 && <p>{t('unknownText', { number })}</p>}
      {answers.length === 0 && coverage && (
        <>
          <p>{t('neverReported')}</p>
          <p>
            {coverage.overdue
              ? t.rich('overdueBodies', {
                  count: coverage.overdue,
                  names: overdueNames(coverage, locale, (names) => t('andOthers', { names })),
                  link: (chunks) => <a href={localizedHref(COVERAGE_PATH, locale)}>{chunks}</a>,
                })
              : t.rich('noOverdueBodies', { link: (chunks) => <a href={localizedHref(COVERAGE_PATH, locale)}>{chunks}</a> })}
          </p>
        </>
      )}
      {certificateCount > 1 && <p>{t('manyCertificates')}</p>}
      {asked.ok && answers.map((answer) => <AnswerView key={answer.key} answer={answer} day={day} locale={locale} />)}
      {asked.ok && answers.length > 0 && dayForm}
      {answers.length > 0 && (
        <p>
          <a className={own.follow} href={localizedHref(followByMail('number', number), locale)}>
            {(await getTranslations({ locale, namespace: 'alerts' }))('followThis')}
          </a>
        </p>
      )}
      {asked.ok && answers.length > 0 && <Slip locale={locale} day={day} updated={updated} permalink={permalink} signed={signedAnswerOf({ number, day })} />}
    </PageShell>
  );
}

/** The check in one language; app/(ja)/verify and app/(en)/en/verify bind it. */
export function verifyRoutes(locale: Locale) {
  return {
    generateMetadata: async ({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> => {
      const t = await getTranslations({ locale, namespace: 'verification' });
      const number = await numberFrom(params);
      const asked = parseVerifyDay(one((await searchParams).on), todayInJapan());
      const day = asked.ok && asked.asked ? ` ${asked.day}` : '';
      return { title: number ? `${number}${day} | ${t('title')}` : t('title'), robots: { index: false } };
    },
    Page: ({ params, searchParams }: { params: Params; searchParams: SearchParams }) => <VerifyPage locale={locale} params={params} searchParams={searchParams} />,
  };
}
