/**
 * The query strings of the API, read with the same parsers as the search pages, so one query
 * string means the same search on the page and in the API. What the parsers refuse comes back
 * as the refused parameters, named as in the address, with the parsers' problem codes.
 */
import { type BodySearchProblem, MAX_PAGE, MAX_TEXT, parseBodySearch } from '@/features/accredited-bodies';
import { MAX_KEYWORD, MAX_OFFSET, MAX_VALUES, PAGE_SIZES, parseCertificateSearch, type SearchProblem, sortKeys } from '@/features/certified-organisations';
import { isReportType, type ReportType } from '@/features/decision-reports';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';

import type { InvalidParam } from './http';
import type { OpenDataMessages } from './messages';

export type Reading<T> = { ok: true; value: T } | { ok: false; invalid: InvalidParam[] };

type BodySearch = Extract<ReturnType<typeof parseBodySearch>, { ok: true }>['search'];
type CertificateSearch = Extract<ReturnType<typeof parseCertificateSearch>, { ok: true }>['search'];

/** Every page of the API holds at most this many items, and no parameter asks for more. */
export const API_PAGE_SIZE = 100;

/** The parameter every endpoint takes: the language of its messages. */
export const LANG = 'lang';

/** `lang=ja` (the default) or `lang=en`; anything else is refused, and answered in Japanese. */
export function readLang(query: URLSearchParams): { lang: Locale; ok: boolean } {
  const value = query.get(LANG);
  if (value === null) return { lang: defaultLocale, ok: true };
  return isLocale(value) ? { lang: value, ok: true } : { lang: defaultLocale, ok: false };
}

export function langProblem(t: OpenDataMessages): InvalidParam {
  return { name: LANG, code: 'lang', reason: t('params.lang') };
}

/**
 * Parameters the endpoint does not know. Refused rather than ignored: a misspelt condition
 * (`prefecture=13`) or a wished-for page size (`limit=1000`) would otherwise answer something
 * other than what was asked, silently.
 */
export function unknownParameters(query: URLSearchParams, known: readonly string[], t: OpenDataMessages): InvalidParam[] {
  const allowed = [...known, LANG];
  return [...new Set(query.keys())]
    .filter((name) => !allowed.includes(name))
    .map((name) => ({ name, code: 'unknown', reason: t('params.unknown', { name, allowed: allowed.join(', ') }) }));
}

// --- /api/v1/accredited-bodies: the conditions of /certification_institutions -------------------

export const bodyParameters = ['scheme', 'name', 'pref', 'q', 'scope', 'status', 'page'] as const;

const bodyProblemParameter: Record<Exclude<BodySearchProblem, 'tooLong'>, string> = { scheme: 'scheme', prefecture: 'pref', scope: 'scope', status: 'status', page: 'page' };

/** A search of the directory; `page` counts pages of {@link API_PAGE_SIZE}. */
export function readBodySearch(query: URLSearchParams, t: OpenDataMessages): Reading<BodySearch> {
  const parsed = parseBodySearch((name) => query.get(name));
  if (parsed.ok) return { ok: true, value: parsed.search };
  const invalid = parsed.problems.flatMap((code): InvalidParam[] => {
    if (code !== 'tooLong') return [{ name: bodyProblemParameter[code], code, reason: t(`params.bodies.${code}`, { max: MAX_PAGE }) }];
    // One problem for both text fields: name whichever is too long.
    const long = (['name', 'q'] as const).filter((name) => (query.get(name) ?? '').trim().length > MAX_TEXT);
    return (long.length ? long : (['name', 'q'] as const)).map((name) => ({ name, code, reason: t('params.bodies.tooLong', { name, max: MAX_TEXT }) }));
  });
  return { ok: false, invalid };
}

// --- /api/v1/certified-organisations: the conditions of /ms_certifications/list --------------

export const certificateParameters = ['q', 'std', 'area', 'iaf', 'cls', 'pref', 'country', 'status', 'sort', 'order', 'page', 'size'] as const;

/** The parameters that take several values (repeated, or separated by commas). */
const multiValued = ['std', 'iaf', 'cls', 'pref', 'country'] as const;

const certificateProblemParameter: Record<Exclude<SearchProblem, 'tooMany'>, string> = {
  keyword: 'q',
  standard: 'std',
  area: 'area',
  iaf: 'iaf',
  classification: 'cls',
  prefecture: 'pref',
  country: 'country',
  status: 'status',
  sort: 'sort',
  order: 'order',
  page: 'page',
  size: 'size',
};

const valueCount = (values: string[]) => values.flatMap((v) => v.split(',')).filter((v) => v.trim()).length;

/**
 * A search of the register. The page's sizes (20, 50, 100) are all within the API's limit, so
 * `size` is read as on the page; without it a page holds {@link API_PAGE_SIZE}, given to the
 * parser so it checks the depth of `page` against that size.
 */
export function readCertificateSearch(query: URLSearchParams, t: OpenDataMessages): Reading<CertificateSearch> {
  const sizeGiven = (query.get('size') ?? '').trim() !== '';
  const parsed = parseCertificateSearch((name) => (name === 'size' && !sizeGiven ? String(API_PAGE_SIZE) : query.getAll(name)));
  if (parsed.ok) return { ok: true, value: parsed.search };
  const invalid = parsed.problems.flatMap((code): InvalidParam[] => {
    if (code === 'tooMany') {
      const many = multiValued.filter((name) => valueCount(query.getAll(name)) > MAX_VALUES);
      return many.map((name) => ({ name, code, reason: t('params.certified.tooMany', { name, max: MAX_VALUES }) }));
    }
    const reason =
      code === 'keyword'
        ? t('params.certified.keyword', { max: MAX_KEYWORD })
        : code === 'sort'
          ? t('params.certified.sort', { allowed: sortKeys.join(', ') })
          : code === 'size'
            ? t('params.certified.size', { allowed: PAGE_SIZES.join(', ') })
            : t(`params.certified.${code}`, { max: MAX_OFFSET });
    return [{ name: certificateProblemParameter[code], code, reason }];
  });
  return { ok: false, invalid };
}

// --- /api/v1/decision-reports: the report types of /cert_reports --------------------------------

export const reportParameters = ['type'] as const;

/** The kind of report, required: 1 new accreditations, 2 suspensions, 3 ends. */
export function readReportType(query: URLSearchParams, t: OpenDataMessages): Reading<ReportType> {
  const type = query.get('type');
  return isReportType(type) ? { ok: true, value: type } : { ok: false, invalid: [{ name: 'type', code: 'type', reason: t('params.reports.type') }] };
}
