import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';

import { getTranslations } from '@/i18n/server';
import { localizedHref, type Locale } from '@/i18n/routing';
import { getPayloadClient } from '@/platform/cms/client';
import { PageShell } from '@/shell/PageShell';

import { ALERTS_PATH, CHANGE_PATH, CONFIRM_PATH, MANAGE_PATH, REQUESTED_PATH, SUBSCRIBE_PATH } from '../paths';
import { ALERT_LISTS, type AlertList, alertQueryFits, isAlertKind, isRequestKind, keyFits, REPORT_TYPES } from '../subjects';
import { nameSubjects, type NamedSubject, resolveSubjects } from '../server/subjects';
import { addressOf, subscriptionsOf } from '../server/subscribe';
import { readToken } from '../server/tokens';
import own from './alerts.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** How many of a long list of subjects a page names before "and N more". */
const NAMED = 10;

const noIndex = async (locale: Locale, key: 'title' | 'formTitle' | 'requestedTitle' | 'confirmTitle' | 'manageTitle', error = false): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: 'alerts' });
  return {
    // A page that says something went wrong says so first in its title.
    title: error ? t('errorTitle', { title: t(key) }) : t(key),
    robots: { index: key === 'title' && !error, follow: true },
    // Links with tokens never leave the site in a Referer; a form post keeps its Origin ("no-referrer" would make it `null`, which the site refuses).
    referrer: 'same-origin',
  };
};

/** The form: one address and how often, for whatever the hidden fields name. */
async function AlertForm({ locale, kind, subjectKey, problem, daily }: { locale: Locale; kind: string; subjectKey: string; problem: string; daily: boolean }) {
  const t = await getTranslations({ locale, namespace: 'alerts' });
  const emailProblem = problem === 'email';
  return (
    <form method="post" action={localizedHref(SUBSCRIBE_PATH, locale)} className={own.form} noValidate>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="key" value={subjectKey} />
      {problem && (
        <p id="alert-problem" role="alert" className={own.error}>
          {t(`problems.${problem === 'rate' || problem === 'email' || problem === 'failed' ? problem : 'subject'}`)}
        </p>
      )}
      <div>
        <label htmlFor="alert-email">{t('form.email')}</label>
        <p id="alert-email-hint" className={own.hint}>
          {t('form.emailHint')}
        </p>
        <input
          id="alert-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          spellCheck={false}
          aria-describedby={emailProblem ? 'alert-email-hint alert-problem' : 'alert-email-hint'}
          aria-invalid={emailProblem ? true : undefined}
        />
      </div>
      <fieldset>
        <legend>{t('form.frequency')}</legend>
        <label className={own.choice}>
          <input type="radio" name="frequency" value="immediate" defaultChecked={!daily} />
          {t('form.immediate')}
        </label>
        <label className={own.choice}>
          <input type="radio" name="frequency" value="daily" defaultChecked={daily} />
          {t('form.daily')}
        </label>
      </fieldset>
      <p className={own.hint}>{t('form.privacy')}</p>
      <button type="submit" className={own.button}>
        {t('form.submit')}
      </button>
    </form>
  );
}

function SubjectList({ subjects, locale, more }: { subjects: NamedSubject[]; locale: Locale; more: (count: number) => string }) {
  return (
    <ul className={own.subjects}>
      {subjects.slice(0, NAMED).map((s) => (
        <li key={`${s.kind}|${s.key}`}>
          <a href={localizedHref(s.path, locale)}>{s.name[locale]}</a>
        </li>
      ))}
      {subjects.length > NAMED && <li>{more(subjects.length - NAMED)}</li>}
    </ul>
  );
}

/** /alerts: what one can follow; with `kind` and `key`, the form for that. */
async function AlertsPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: 'alerts' });
  const kind = one(query.kind);
  const key = one(query.key);
  const problem = one(query.problem);
  // A request that names nothing in a form it can take: the proxy answers 400, and the page says why.
  const malformed = (Boolean(kind || key) && !(isRequestKind(kind) && keyFits(kind, key))) || problem === 'subject';
  // A subject gone since its page linked here comes back from the form with `problem=subject`, and this page says so.
  if (isRequestKind(kind) && keyFits(kind, key) && problem !== 'subject') {
    const subjects = await resolveSubjects(await getPayloadClient(), kind, key);
    if (!subjects.length) notFound();
    return (
      <PageShell locale={locale} path={ALERTS_PATH} title={t('formTitle')}>
        <h1>{t('formTitle')}</h1>
        <p>{t('formLead', { count: subjects.length })}</p>
        <SubjectList subjects={subjects} locale={locale} more={(count) => t('more', { count })} />
        <AlertForm locale={locale} kind={kind} subjectKey={key} problem={problem} daily={one(query.frequency) === 'daily'} />
        <h2>{t('howHeading')}</h2>
        <ul>
          <li>{t('how.confirm')}</li>
          <li>{t('how.what')}</li>
          <li>{t('how.leave')}</li>
          <li>{t('how.kept')}</li>
        </ul>
      </PageShell>
    );
  }
  const lists = await Promise.all((Object.keys(ALERT_LISTS) as AlertList[]).map(async (list) => (await resolveSubjects(await getPayloadClient(), 'list', list))[0]!));
  const reports = await Promise.all(REPORT_TYPES.map(async (type) => (await resolveSubjects(await getPayloadClient(), 'report-type', type))[0]!));
  const follow = (s: NamedSubject) => `${localizedHref(ALERTS_PATH, locale)}?kind=${s.kind}&key=${encodeURIComponent(s.key)}`;
  return (
    <PageShell locale={locale} path={ALERTS_PATH} title={t('title')}>
      <h1>{t('title')}</h1>
      {malformed && (
        <p role="alert" className={own.error}>
          {t('problems.subject')}
        </p>
      )}
      <p>{t('lead')}</p>
      <h2>{t('recordsHeading')}</h2>
      <p>{t('recordsLead')}</p>
      <h2>{t('listsHeading')}</h2>
      <ul>
        {[...lists, ...reports].map((s) => (
          <li key={`${s.kind}|${s.key}`}>
            <a className={own.link} href={follow(s)}>
              {t(s.kind === 'list' ? 'followList' : 'followReportType', { name: s.name[locale] })}
            </a>
          </li>
        ))}
      </ul>
      <h2>{t('howHeading')}</h2>
      <ul>
        <li>{t('how.confirm')}</li>
        <li>{t('how.what')}</li>
        <li>{t('how.leave')}</li>
        <li>{t('how.kept')}</li>
      </ul>
    </PageShell>
  );
}

/** After the form: the same answer whether or not the address was known. */
async function RequestedPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'alerts' });
  return (
    <PageShell locale={locale} path={REQUESTED_PATH} title={t('requestedTitle')}>
      <h1>{t('requestedTitle')}</h1>
      <p>{t('requestedLead')}</p>
      <p>{t('requestedNote')}</p>
    </PageShell>
  );
}

/** The confirmation link opens this page; the button confirms (a mail scanner opening the link confirms nothing). */
async function ConfirmPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'alerts' });
  const raw = one((await searchParams).t);
  const token = readToken(raw);
  const valid = token?.purpose === 'confirm';
  return (
    <PageShell locale={locale} path={CONFIRM_PATH} title={t('confirmTitle')}>
      <h1>{t('confirmTitle')}</h1>
      {valid ? (
        <>
          <p>{t('confirmLead')}</p>
          <form method="post" action={localizedHref(CHANGE_PATH, locale)} className={own.form}>
            <input type="hidden" name="t" value={raw} />
            <input type="hidden" name="do" value="confirm" />
            <button type="submit" className={own.button}>
              {t('confirmButton')}
            </button>
          </form>
        </>
      ) : (
        <p role="alert" className={own.error}>
          {t('problems.link')}
        </p>
      )}
    </PageShell>
  );
}

/** The page of one address's alerts, reached only through the signed link in its mails. */
async function ManagePage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'alerts' });
  const query = await searchParams;
  const done = one(query.done);
  const raw = one(query.t);
  const token = readToken(raw);
  const payload = await getPayloadClient();
  const address = token?.purpose === 'manage' ? await addressOf(payload, token.address) : null;
  const notice = ['confirmed', 'changed', 'stopped', 'left', 'used'].includes(done) ? done : '';
  const subscriptions = address ? await subscriptionsOf(payload, address.id) : [];
  const named = await nameSubjects(
    payload,
    subscriptions.filter((s) => isAlertKind(s.kind)).map((s) => ({ kind: s.kind as NamedSubject['kind'], key: s.key })),
  );
  const action = localizedHref(CHANGE_PATH, locale);
  return (
    <PageShell locale={locale} path={MANAGE_PATH} title={t('manageTitle')}>
      <h1>{t('manageTitle')}</h1>
      {notice && (
        <p role={notice === 'used' ? 'alert' : 'status'} className={notice === 'used' ? own.error : own.notice}>
          {t(`done.${notice as 'confirmed'}`)}
        </p>
      )}
      {!address ? (
        notice === 'left' ? null : (
          <p>{t('problems.manageLink')}</p>
        )
      ) : subscriptions.length === 0 ? (
        <p>{t('manageNone')}</p>
      ) : (
        <>
          <p>{t('manageLead', { count: subscriptions.length })}</p>
          <table className={own.table}>
            <caption className="visually-hidden">{t('manageCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.subject')}</th>
                <th scope="col">{t('columns.frequency')}</th>
                <th scope="col">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {subscriptions.map((s, i) => {
                const subject = named[i];
                const other = s.frequency === 'daily' ? 'immediate' : 'daily';
                return (
                  <tr key={s.id}>
                    <td>{subject ? <a href={localizedHref(subject.path, locale)}>{subject.name[locale]}</a> : s.key}</td>
                    <td>{t(`form.${s.frequency === 'daily' ? 'daily' : 'immediate'}`)}</td>
                    <td>
                      <div className={own.actions}>
                        <form method="post" action={action}>
                          <input type="hidden" name="t" value={raw} />
                          <input type="hidden" name="id" value={s.id} />
                          <input type="hidden" name="do" value={other} />
                          <button type="submit" className={own.quiet}>
                            {t(`switchTo.${other}`)}
                            <span className="visually-hidden">{t('forSubject', { name: subject?.name[locale] ?? s.key })}</span>
                          </button>
                        </form>
                        <form method="post" action={action}>
                          <input type="hidden" name="t" value={raw} />
                          <input type="hidden" name="id" value={s.id} />
                          <input type="hidden" name="do" value="stop" />
                          <button type="submit" className={own.quiet}>
                            {t('stopOne')}
                            <span className="visually-hidden">{t('forSubject', { name: subject?.name[locale] ?? s.key })}</span>
                          </button>
                        </form>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <form method="post" action={action} className={own.form}>
            <input type="hidden" name="t" value={raw} />
            <input type="hidden" name="do" value="stop-all" />
            <button type="submit" className={own.quiet}>
              {t('stopAll')}
            </button>
          </form>
        </>
      )}
      <p>
        <a className={own.link} href={localizedHref(ALERTS_PATH, locale)}>
          {t('aboutLink')}
        </a>
      </p>
    </PageShell>
  );
}

export function alertRoutes(locale: Locale) {
  return {
    index: {
      generateMetadata: async ({ searchParams }: { searchParams: SearchParams }) => {
        const query = await searchParams;
        const [kind, key, problem] = [one(query.kind), one(query.key), one(query.problem)];
        const asked = Boolean(kind || key);
        const malformed = asked && !alertQueryFits(new URLSearchParams({ kind, key }));
        return noIndex(locale, asked && !malformed && problem !== 'subject' ? 'formTitle' : 'title', Boolean(problem) || malformed);
      },
      Page: ({ searchParams }: { searchParams: SearchParams }) => <AlertsPage locale={locale} searchParams={searchParams} />,
    },
    requested: { generateMetadata: () => noIndex(locale, 'requestedTitle'), Page: () => <RequestedPage locale={locale} /> },
    confirm: {
      generateMetadata: () => noIndex(locale, 'confirmTitle'),
      Page: ({ searchParams }: { searchParams: SearchParams }) => <ConfirmPage locale={locale} searchParams={searchParams} />,
    },
    manage: {
      generateMetadata: () => noIndex(locale, 'manageTitle'),
      Page: ({ searchParams }: { searchParams: SearchParams }) => <ManagePage locale={locale} searchParams={searchParams} />,
    },
  };
}
