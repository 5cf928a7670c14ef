import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { getTranslations } from '@/i18n/server';
import { ADDRESSES, below, MACHINE_ADDRESSES } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { getPayloadClient } from '@/platform/cms/client';
import { siteUrl } from '@/platform/env';
import { dateTimeInJapan } from '@/platform/time/japan';
import { PageShell } from '@/shell/PageShell';
import { DescriptionList } from '@/ui/DescriptionList';
import styles from '@/ui/search/search.module.css';

import { checkDocument, type DocumentCheck } from '../server/check';
import { documentFrom, keepDocument, keptDocument } from '../server/documentChecks';
import { CHECK_PROBLEMS, type CheckProblem } from '../checkProblems';
import own from './check.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;


const SUBMIT_PATH = below(ADDRESSES.documentCheck, 'submit');

/** The form: paste the record, or choose its file; posted, since a signed record is too long for an address. */
async function CheckForm({ locale, problem }: { locale: Locale; problem?: CheckProblem }) {
  const t = await getTranslations({ locale, namespace: 'credentials' });
  return (
    <form method="post" action={localizedHref(SUBMIT_PATH, locale)} encType="multipart/form-data" className={own.form}>
      {problem && (
        <p id="check-problem" role="alert" className={styles.error}>
          {t(`check.problem.${problem}`)}
        </p>
      )}
      <label htmlFor="check-document">{t('check.documentLabel')}</label>
      <p id="check-document-hint" className={styles.hint}>
        {t('check.documentHint')}
      </p>
      <textarea
        id="check-document"
        name="document"
        rows={8}
        spellCheck={false}
        autoComplete="off"
        className={own.document}
        aria-describedby={problem ? 'check-document-hint check-problem' : 'check-document-hint'}
        aria-invalid={problem ? true : undefined}
      />
      <label htmlFor="check-file">{t('check.fileLabel')}</label>
      <p id="check-file-hint" className={styles.hint}>
        {t('check.fileHint')}
      </p>
      <input id="check-file" name="file" type="file" accept=".jws,.jwt,.txt,application/jose,application/vc+jwt,text/plain" aria-describedby="check-file-hint" />
      <div>
        <button type="submit" className={own.submit}>
          {t('check.submit')}
        </button>
      </div>
    </form>
  );
}

/** How the check works, and where the keys are: the same words under the form and under a result. */
async function HowItWorks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'credentials' });
  const did = `${siteUrl()}${MACHINE_ADDRESSES.did}`;
  return (
    <section aria-labelledby="check-how">
      <h2 id="check-how">{t('check.howTitle')}</h2>
      <p>
        {t.rich('check.how', {
          url: did,
          did: (chunks) => (
            <a href={MACHINE_ADDRESSES.did} className={own.code}>
              {chunks}
            </a>
          ),
        })}
      </p>
      <p>{t('check.offline')}</p>
    </section>
  );
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /verify/check: the form. */
async function FormPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'credentials' });
  const asked = one((await searchParams).problem);
  const problem = CHECK_PROBLEMS.find((p) => p === asked);
  return (
    <PageShell locale={locale} path={ADDRESSES.documentCheck} title={t('check.title')}>
      <h1>{t('check.title')}</h1>
      <p>{t('check.lead')}</p>
      <CheckForm locale={locale} problem={problem} />
      <HowItWorks locale={locale} />
    </PageShell>
  );
}

/** Which key signed, in words: current, earlier, and whether it is a throwaway key of a trial server. */
async function KeyFacts({ locale, check }: { locale: Locale; check: Extract<DocumentCheck, { kid: string; retired: boolean }> }) {
  const t = await getTranslations({ locale, namespace: 'credentials' });
  return (
    <>
      {t(check.retired ? 'check.key.retired' : 'check.key.current', { kid: check.kid.slice(0, 12) })}
      {check.throwaway && <strong> {t('check.key.throwaway')}</strong>}
    </>
  );
}

async function ResultView({ locale, check }: { locale: Locale; check: DocumentCheck }) {
  const t = await getTranslations({ locale, namespace: 'credentials' });
  if (check.kind !== 'answer' && check.kind !== 'credential') {
    return (
      <p className={styles.verdict} data-valid="false" data-check={check.kind}>
        {t(`check.verdict.${check.kind}`)}
      </p>
    );
  }
  const name = (ja: string, en: string | null) => (locale === 'en' && en) || ja;
  if (check.kind === 'answer') {
    return (
      <>
        <p className={styles.verdict} data-valid="true" data-check="answer">
          {t('check.verdict.answer')}
        </p>
        <DescriptionList
          rows={[
            [t('check.key.label'), <KeyFacts key="key" locale={locale} check={check} />],
            [t('check.answer.signedAt'), check.signedAt ? `${dateTimeInJapan(check.signedAt)} JST` : '—'],
            [t('check.answer.day'), check.day],
            [t('check.answer.count'), String(check.results.length)],
          ]}
        />
        <p>{t('check.answer.note')}</p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('check.answer.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('check.answer.colNumber')}</th>
                <th scope="col">{t('check.answer.colName')}</th>
                <th scope="col">{t('check.answer.colResult')}</th>
              </tr>
            </thead>
            <tbody>
              {check.results.flatMap((result, i) =>
                result.matches.length === 0
                  ? [
                      <tr key={`${result.number}-${i}`}>
                        <th scope="row">{result.number}</th>
                        <td>—</td>
                        <td>{t('check.answer.notFound')}</td>
                      </tr>,
                    ]
                  : result.matches.map((match, j) => (
                      <tr key={`${result.number}-${i}-${j}`}>
                        <th scope="row">{result.number}</th>
                        <td>{name(match.name, match.nameEn)}</td>
                        <td data-verdict={match.status}>
                          {t.has(`check.answer.status.${match.status}` as 'check.answer.status.valid') ? t(`check.answer.status.${match.status}` as 'check.answer.status.valid') : match.status}
                        </td>
                      </tr>
                    )),
              )}
            </tbody>
          </table>
        </div>
      </>
    );
  }
  const sound = check.period === 'current' && check.status.revocation === false && check.status.suspension === false;
  const bit = (purpose: 'revocation' | 'suspension', on: boolean | null) =>
    on === null ? t('check.credential.statusUnknown') : purpose === 'revocation' ? t(on ? 'check.credential.revoked' : 'check.credential.notRevoked') : t(on ? 'check.credential.suspended' : 'check.credential.notSuspended');
  return (
    <>
      <p className={styles.verdict} data-valid={String(sound)} data-check="credential">
        {t('check.verdict.credential')}
      </p>
      <DescriptionList
        rows={[
          [t('check.key.label'), <KeyFacts key="key" locale={locale} check={check} />],
          [t('check.credential.number'), check.number],
          [t('check.credential.name'), name(check.name.ja, check.name.en)],
          [
            t('check.credential.period'),
            `${t('check.credential.periodRange', { from: check.validFrom?.slice(0, 10) ?? '—', until: check.validUntil?.slice(0, 10) ?? '—' })} ${t(`check.credential.periodState.${check.period}`)}`,
          ],
          [t('check.credential.revocation'), <span key="r" data-status="revocation" data-on={String(check.status.revocation)}>{bit('revocation', check.status.revocation)}</span>],
          [t('check.credential.suspension'), <span key="s" data-status="suspension" data-on={String(check.status.suspension)}>{bit('suspension', check.status.suspension)}</span>],
        ]}
      />
      <p>{t('check.credential.asOf')}</p>
      <p>
        <a href={localizedHref(below(ADDRESSES.accreditedBodies, encodeURIComponent(check.number)), locale)}>{t('check.credential.toDirectory')}</a>
      </p>
    </>
  );
}

/** /verify/check/{token}: the check of one sent document, made again at each view (the status is today's). */
async function ResultPage({ locale, params }: { locale: Locale; params: Promise<{ token: string }> }) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'credentials' });
  const { token } = await params;
  const payload = await getPayloadClient();
  const document = await keptDocument(payload, token);
  const path = below(ADDRESSES.documentCheck, token);
  return (
    <PageShell locale={locale} path={path} title={t('check.resultTitle')}>
      <h1>{t('check.resultTitle')}</h1>
      {document === null ? <p>{t('check.resultNotFound')}</p> : <ResultView locale={locale} check={await checkDocument(payload, document)} />}
      <p>
        <a href={localizedHref(ADDRESSES.documentCheck, locale)}>{t('check.checkAnother')}</a>
      </p>
      <HowItWorks locale={locale} />
    </PageShell>
  );
}

/** POST /verify/check/submit: keeps the document a day and sends the visitor to its check's own address. */
function checkPost(locale: Locale) {
  return async function POST(request: Request): Promise<Response> {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      form = new FormData();
    }
    const sent = await documentFrom(form);
    const to =
      'problem' in sent
        ? `${localizedHref(ADDRESSES.documentCheck, locale)}?problem=${sent.problem}`
        : localizedHref(below(ADDRESSES.documentCheck, await keepDocument(await getPayloadClient(), sent.text)), locale);
    return new Response(null, { status: 303, headers: { location: to, 'cache-control': 'no-store' } });
  };
}

/** The check of signed records and credentials in one language; the route files bind it. */
export function documentCheckRoutes(locale: Locale) {
  const title = async (): Promise<Metadata> => ({ title: (await getTranslations({ locale, namespace: 'credentials' }))('check.title') });
  return {
    form: { generateMetadata: title, Page: ({ searchParams }: { searchParams: SearchParams }) => <FormPage locale={locale} searchParams={searchParams} /> },
    result: {
      generateMetadata: async (): Promise<Metadata> => ({ title: (await getTranslations({ locale, namespace: 'credentials' }))('check.resultTitle'), robots: { index: false } }),
      Page: ({ params }: { params: Promise<{ token: string }> }) => <ResultPage locale={locale} params={params} />,
    },
    post: checkPost(locale),
  };
}
