import { randomBytes } from 'node:crypto';

import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/i18n/server';

import { directoryUpdatedAt } from '@/features/accredited-bodies';
import { COVERAGE_PATH, registerUpdatedAt, sqlClient } from '@/features/certified-organisations';
import { ADDRESSES, below, followByMail, signedAnswerOf } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { siteUrl } from '@/platform/env';
import { downloadResponse } from '@/platform/csv/write';
import { getPayloadClient } from '@/platform/cms/client';
import { todayInJapan } from '@/platform/time/japan';
import { bracketed } from '@/platform/text/punctuation';
import { PageShell } from '@/shell/PageShell';
import styles from '@/ui/search/search.module.css';

import { BULK_CHECKS } from '../payload/bulkChecks';
import { MAX_BULK_NUMBERS, MAX_BULK_TEXT, numbersInCsv, parseVerifyDay, readNumberList, type VerifyDay } from '../params';
import { type Lookup, lookUp, type Match } from '../server/lookup';
import { verdictWords } from './verdictText';
import { Slip } from './Slip';
import own from './verify.module.css';

const LIST_PATH = ADDRESSES.bulkCheck;
/** The largest CSV file a bulk check reads. */
const MAX_FILE_BYTES = 1024 * 1024;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The form for many numbers: pasted, or in a CSV file; posted, since a thousand numbers overflow an address. */
async function BulkForm({ locale, numbers = '', day = '', problems = [] }: { locale: Locale; numbers?: string; day?: string; problems?: string[] }) {
  const t = await getTranslations({ locale, namespace: 'verification' });
  const today = todayInJapan();
  return (
    <form method="post" action={localizedHref(LIST_PATH, locale)} encType="multipart/form-data" className={own.form}>
      {problems.length > 0 && (
        <div id="bulk-problems" role="alert" className={styles.error}>
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}
      <label htmlFor="bulk-numbers">{t('bulk.numbersLabel')}</label>
      <textarea
        id="bulk-numbers"
        name="numbers"
        rows={10}
        className={own.numbers}
        defaultValue={numbers}
        aria-describedby={problems.length ? 'bulk-problems' : undefined}
        aria-invalid={problems.length ? true : undefined}
      />
      <label htmlFor="bulk-file">{t('bulk.fileLabel')}</label>
      <p id="bulk-file-hint" className={styles.hint}>
        {t('bulk.fileHint')}
      </p>
      <input id="bulk-file" name="file" type="file" accept=".csv,text/csv" aria-describedby="bulk-file-hint" />
      <label htmlFor="bulk-on">{t('form.label')}</label>
      <p id="bulk-on-hint" className={styles.hint}>
        {t('form.hint')}
      </p>
      <div className={own.row}>
        <input id="bulk-on" name="on" type="date" max={today} defaultValue={day} aria-describedby="bulk-on-hint" />
        <button type="submit">{t('bulk.bulkSubmit')}</button>
      </div>
    </form>
  );
}

/** /verify: one number (sent on to /verify/{number}), or many. */
async function IndexPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  setRequestLocale(locale);
  const query = await searchParams;
  const number = (one(query.number) ?? '').normalize('NFKC').trim().slice(0, 40);
  if (number) {
    const on = one(query.on)?.trim();
    redirect(`${localizedHref(below(ADDRESSES.verify, encodeURIComponent(number)), locale)}${on ? `?on=${encodeURIComponent(on.slice(0, 20))}` : ''}`);
  }
  const t = await getTranslations({ locale, namespace: 'verification' });
  const today = todayInJapan();
  return (
    <PageShell locale={locale} path={ADDRESSES.verify} title={t('bulk.indexTitle')}>
      <h1>{t('bulk.indexTitle')}</h1>
      <p>{t('bulk.indexLead')}</p>
      <h2>{t('bulk.singleHeading')}</h2>
      <form method="get" action={localizedHref(ADDRESSES.verify, locale)} className={own.form}>
        <label htmlFor="single-number">{t('bulk.numberLabel')}</label>
        <input id="single-number" name="number" type="text" required maxLength={40} autoComplete="off" className={own.number} />
        <label htmlFor="single-on">{t('form.label')}</label>
        <p id="single-on-hint" className={styles.hint}>
          {t('form.hint')}
        </p>
        <div className={own.row}>
          <input id="single-on" name="on" type="date" max={today} aria-describedby="single-on-hint" />
          <button type="submit">{t('bulk.singleSubmit')}</button>
        </div>
      </form>
      <h2>{t('bulk.bulkHeading', { max: MAX_BULK_NUMBERS })}</h2>
      <p>{t('bulk.bulkLead')}</p>
      <BulkForm locale={locale} />
    </PageShell>
  );
}

type Checked = { token: string; text: string; day: string; numbers: string[]; repeats: number; asked: VerifyDay; problems: string[] };

async function readCheck(token: string, locale: Locale): Promise<Checked | null> {
  if (!/^[A-Za-z0-9_-]{16,40}$/.test(token)) return null;
  const payload = await getPayloadClient();
  const { docs } = await payload.find({ collection: BULK_CHECKS as 'bulk-checks', where: { token: { equals: token } }, limit: 1, overrideAccess: true, depth: 0 });
  const doc = docs[0];
  if (!doc) return null;
  const t = await getTranslations({ locale, namespace: 'verification' });
  const { notes, text } = keptNotes(doc.numbers);
  const { numbers, repeats } = readNumberList(text);
  const asked = parseVerifyDay(doc.day, todayInJapan());
  const problems: string[] = [];
  if (notes.tooLarge) problems.push(t('bulk.fileTooLarge'));
  const count = Math.max(numbers.length, notes.tooMany ?? 0);
  if (count === 0 && !notes.tooLarge) problems.push(t('bulk.none'));
  if (count > MAX_BULK_NUMBERS) problems.push(t('bulk.tooMany', { count, max: MAX_BULK_NUMBERS }));
  if (!asked.ok) problems.push(t(`form.${asked.problem}`, { raw: asked.raw }));
  return { token, text, day: doc.day ?? '', numbers, repeats, asked, problems };
}

type Row = { number: string; match: Match | null };
const rowsOf = (results: Lookup[]): Row[] =>
  results.flatMap((r): Row[] => (r.matches.length ? r.matches.map((match) => ({ number: r.number, match })) : [{ number: r.number, match: null }]));

function nameOf(match: Match, locale: Locale): string {
  if (match.subject === 'body') return (locale === 'en' && match.body.nameEn) || match.body.nameJa;
  const c = match.certificate;
  const name = (locale === 'en' && c.organisationNameEn) || c.organisationName;
  return name + bracketed((locale === 'en' && c.bodyNameEn) || c.bodyName, locale);
}

/** /verify/list/{token}: the answer to one bulk check, a table to read, print, save as CSV, or correct. */
async function ListPage({ locale, params }: { locale: Locale; params: Promise<{ token: string }> }) {
  setRequestLocale(locale);
  const check = await readCheck((await params).token, locale);
  if (!check) notFound();
  const [t, words] = await Promise.all([getTranslations({ locale, namespace: 'verification' }), verdictWords(locale)]);
  const path = `${LIST_PATH}/${check.token}`;
  if (check.problems.length > 0 || !check.asked.ok) {
    return (
      <PageShell locale={locale} path={path} title={t('bulk.title')}>
        <h1>{t('bulk.title')}</h1>
        <p>{t('bulk.edit')}</p>
        <BulkForm locale={locale} numbers={check.text} day={check.day} problems={check.problems} />
      </PageShell>
    );
  }
  const day = check.asked.day;
  const payload = await getPayloadClient();
  const results = await lookUp(payload, check.numbers, day, todayInJapan());
  const rows = rowsOf(results);
  const count = (kind: 'valid' | 'notValid' | 'unknown') =>
    rows.filter(
      (r) =>
        r.match &&
        (kind === 'valid' ? r.match.verdict.kind === 'valid' : kind === 'unknown' ? r.match.verdict.kind === 'unknown' : !['valid', 'unknown'].includes(r.match.verdict.kind)),
    ).length;
  const [bodiesAt, registerAt] = await Promise.all([directoryUpdatedAt(), registerUpdatedAt(sqlClient(payload))]);
  const updated = [bodiesAt, registerAt]
    .filter((at): at is string => !!at)
    .sort()
    .at(-1);
  const permalink = `${siteUrl()}${localizedHref(path, locale)}`;
  return (
    <PageShell locale={locale} path={path} title={t('bulk.title')}>
      <h1>{t('bulk.title')}</h1>
      <p>
        {t('bulk.summary', {
          total: check.numbers.length,
          day,
          valid: count('valid'),
          notValid: count('notValid'),
          unknown: count('unknown'),
          missing: results.filter((r) => r.matches.length === 0).length,
        })}
      </p>
      {check.repeats > 0 && <p>{t('bulk.repeats', { count: check.repeats })}</p>}
      {results.some((r) => r.matches.length === 0) && (
        <p>{t.rich('bulk.missingCoverage', { link: (chunks) => <a href={localizedHref(COVERAGE_PATH, locale)}>{chunks}</a> })}</p>
      )}
      <ul className={own.actions}>
        <li>
          <a href={`${localizedHref(path, locale)}/csv`} download>
            {t('bulk.download')}
          </a>
        </li>
        {results.some((r) => r.matches.length > 0) && (
          <li>
            <a href={localizedHref(followByMail('bulk', check.token), locale)}>{(await getTranslations({ locale, namespace: 'alerts' }))('followTheseNumbers')}</a>
          </li>
        )}
        <li>
          <a href={localizedHref(ADDRESSES.verify, locale)}>{t('bulk.again')}</a>
        </li>
      </ul>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${own.results}`}>
          <caption>{t('bulk.caption', { day })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bulk.colNumber')}</th>
              <th scope="col">{t('bulk.colName')}</th>
              <th scope="col">{t('bulk.colVerdict', { day })}</th>
              <th scope="col">{t('bulk.colReason')}</th>
              <th scope="col">{t('bulk.colLink')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ number, match }, i) => (
              <tr key={`${number}-${match?.key ?? i}`}>
                <th scope="row">{number}</th>
                <td>{match ? nameOf(match, locale) : '—'}</td>
                <td data-verdict={match?.verdict.kind ?? 'missing'}>{match ? words.label(match.verdict) : t('bulk.notFound')}</td>
                <td>{match ? words.reason(match.verdict, day, match.subject) : t('bulk.notFoundReason')}</td>
                <td>
                  <a href={`${localizedHref(below(ADDRESSES.verify, encodeURIComponent(number)), locale)}?on=${day}`} aria-label={`${t('bulk.open')}: ${number}`}>
                    {t('bulk.open')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Slip locale={locale} day={day} updated={updated} permalink={permalink} signed={signedAnswerOf({ token: check.token })} />
    </PageShell>
  );
}

/**
 * What a bulk check keeps: the list as sent, up to MAX_BULK_TEXT characters (more than a thousand
 * of the longest numbers), after lines that say what was refused: `!too-large` (a file over 1 MB,
 * not read) and `!too-many:{count}` (more numbers than one check takes, counted before the text
 * was cut). So a list of 5,000 numbers or a CSV of 100,000 lines is answered with its own message
 * and the visitor's text comes back in the form to be split, never a failed save.
 */
function withNotes(text: string, tooLarge: boolean): string {
  const count = readNumberList(text).numbers.length;
  const notes = [tooLarge ? '!too-large' : '', count > MAX_BULK_NUMBERS ? `!too-many:${count}` : ''].filter(Boolean);
  let kept = text;
  if (kept.length > MAX_BULK_TEXT) {
    const lineEnd = kept.lastIndexOf('\n', MAX_BULK_TEXT);
    kept = kept.slice(0, lineEnd > 0 ? lineEnd : MAX_BULK_TEXT);
  }
  return [...notes, kept].join('\n') || ' ';
}

function keptNotes(stored: string): { notes: { tooLarge: boolean; tooMany?: number }; text: string } {
  const lines = stored.split('\n');
  const notes: { tooLarge: boolean; tooMany?: number } = { tooLarge: false };
  while (lines.length && lines[0]!.startsWith('!')) {
    const line = lines.shift()!;
    if (line === '!too-large') notes.tooLarge = true;
    const many = /^!too-many:(\d+)$/.exec(line);
    if (many) notes.tooMany = Number(many[1]);
  }
  return { notes, text: lines.join('\n') };
}

/** POST /verify/list: keeps the list (pasted and from the CSV file) and sends the visitor to its answer's own address. */
export function bulkCheckPost(locale: Locale) {
  return async function POST(request: Request): Promise<Response> {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      form = new FormData();
    }
    let text = String(form.get('numbers') ?? '');
    let tooLarge = false;
    const file = form.get('file');
    if (file && typeof file === 'object' && 'arrayBuffer' in file && file.size > 0) {
      if (file.size > MAX_FILE_BYTES) tooLarge = true;
      else text = [text, ...numbersInCsv(new Uint8Array(await file.arrayBuffer()))].filter(Boolean).join('\n');
    }
    const token = randomBytes(18).toString('base64url');
    const payload = await getPayloadClient();
    await payload.create({ collection: BULK_CHECKS as 'bulk-checks', data: { token, numbers: withNotes(text, tooLarge), day: String(form.get('on') ?? '').slice(0, 20) }, overrideAccess: true });
    return new Response(null, { status: 303, headers: { location: `${localizedHref(`${LIST_PATH}/${token}`, locale)}`, 'cache-control': 'no-store' } });
  };
}

/** GET /verify/list/{token}/csv: the table as CSV for Excel (UTF-8 with BOM). */
export function bulkCheckCsv(locale: Locale) {
  return async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
    const check = await readCheck((await params).token, locale);
    if (!check || check.problems.length || !check.asked.ok) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const day = check.asked.day;
    const [t, words] = await Promise.all([getTranslations({ locale, namespace: 'verification' }), verdictWords(locale)]);
    const rows = rowsOf(await lookUp(await getPayloadClient(), check.numbers, day, todayInJapan()));
    const origin = siteUrl();
    const cells = rows.map(({ number, match }) => [
      number,
      match ? nameOf(match, locale) : '',
      match ? words.label(match.verdict) : t('bulk.notFound'),
      match ? words.reason(match.verdict, day, match.subject) : t('bulk.notFoundReason'),
      `${origin}${localizedHref(below(ADDRESSES.verify, encodeURIComponent(number)), locale)}?on=${day}`,
    ]);
    async function* batches() {
      yield cells;
    }
    return downloadResponse(
      { format: 'csv', header: [t('bulk.colNumber'), t('bulk.colName'), t('bulk.colVerdict', { day }), t('bulk.colReason'), t('bulk.colLink')], batches: batches() },
      `verification-${day}`,
    );
  };
}

/** The numbers and day of a stored bulk check that can be answered, for its signed answer (features/credentials). */
export async function bulkCheckQuestion(token: string): Promise<{ numbers: string[]; day: string } | null> {
  const check = await readCheck(token, 'ja');
  return check && check.problems.length === 0 && check.asked.ok ? { numbers: check.numbers, day: check.asked.day } : null;
}

export function bulkRoutes(locale: Locale) {
  const title = async () => ({ title: (await getTranslations({ locale, namespace: 'verification' }))('bulk.indexTitle'), robots: { index: false } }) satisfies Metadata;
  return {
    index: { generateMetadata: title, Page: ({ searchParams }: { searchParams: SearchParams }) => <IndexPage locale={locale} searchParams={searchParams} /> },
    list: {
      generateMetadata: async (): Promise<Metadata> => ({ title: (await getTranslations({ locale, namespace: 'verification' }))('bulk.title'), robots: { index: false } }),
      Page: ({ params }: { params: Promise<{ token: string }> }) => <ListPage locale={locale} params={params} />,
    },
    post: bulkCheckPost(locale),
    csv: bulkCheckCsv(locale),
  };
}
