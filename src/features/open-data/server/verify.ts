import { type Lookup, lookUp, type Match, parseVerifyDay, readNumberList, type Verdict } from '@/features/verification';
import { MAX_NUMBER_LENGTH, numberFromPath } from '@/platform/query/numberFromPath';
import { ADDRESSES, below } from '@/i18n/addresses';
import { getPayloadClient } from '@/platform/cms/client';
import { todayInJapan } from '@/platform/time/japan';

import { endpoint } from './endpoint';
import { type InvalidParam, jsonResponse, problemResponse } from './http';
import type { OpenDataMessages } from './messages';
import type { Reading } from './params';
import { bilingual, pageUrls } from './present';
import { notFound } from './problems';

/** The query parameters of the check; `number` may repeat, or hold numbers separated by commas. */
export const verifyParameters = ['number', 'on'] as const;

/** Numbers one request may check (an address of a hundred numbers stays within every proxy's limit). */
export const MAX_VERIFY_NUMBERS = 100;

type Question = { numbers: string[]; day: string; today: string };

/** Numbers as people copy them: full-width letters and digits folded, spaces trimmed, each once, in order. */
export const readNumbers = (values: readonly string[]): string[] => readNumberList(values.join('\n')).numbers;

function readDayParam(query: URLSearchParams, t: OpenDataMessages, today: string): { day: string } | { invalid: InvalidParam } {
  const asked = parseVerifyDay(query.get('on'), today);
  return asked.ok ? { day: asked.day } : { invalid: { name: 'on', code: asked.problem, reason: t('params.verify.on') } };
}

function readQuestion(query: URLSearchParams, t: OpenDataMessages): Reading<Question> {
  const today = todayInJapan();
  const invalid: InvalidParam[] = [];
  const numbers = readNumbers(query.getAll('number'));
  if (numbers.length === 0 || numbers.length > MAX_VERIFY_NUMBERS || numbers.some((n) => n.length > MAX_NUMBER_LENGTH)) {
    invalid.push({ name: 'number', code: 'number', reason: t('params.verify.number', { max: MAX_VERIFY_NUMBERS, length: MAX_NUMBER_LENGTH }) });
  }
  const day = readDayParam(query, t, today);
  if ('invalid' in day) invalid.push(day.invalid);
  return invalid.length ? { ok: false, invalid } : { ok: true, value: { numbers, day: 'day' in day ? day.day : today, today } };
}

/** A verdict as data: its kind, whether that means valid, and the days that explain it. */
function verdictItem(verdict: Verdict) {
  const { kind, ...days } = verdict;
  return { status: kind, validOnDay: kind === 'valid', ...days };
}

function matchItem(match: Match, number: string, day: string, origin: string) {
  const check = `${origin}${below(ADDRESSES.verify, encodeURIComponent(number))}?on=${day}`;
  if (match.subject === 'body') {
    const { body } = match;
    return {
      kind: 'accreditedBody' as const,
      number: body.accreditationNumber,
      name: bilingual(body.nameJa, body.nameEn),
      certificationBody: null,
      verdict: verdictItem(match.verdict),
      statusToday: match.statusToday,
      pageUrls: pageUrls(origin, below(ADDRESSES.accreditedBodies, encodeURIComponent(body.accreditationNumber))),
      checkUrl: check,
    };
  }
  const c = match.certificate;
  return {
    kind: 'certificate' as const,
    number: c.certificateNumber,
    name: bilingual(c.organisationName, c.organisationNameEn),
    certificationBody: { accreditationNumber: c.bodyNumber, name: bilingual(c.bodyName, c.bodyNameEn) },
    verdict: verdictItem(match.verdict),
    statusToday: match.statusToday,
    pageUrls: pageUrls(origin, below(ADDRESSES.certifiedOrganisation, c.id)),
    checkUrl: check,
  };
}

const resultItem = (result: Lookup, day: string, origin: string) => ({
  number: result.number,
  found: result.matches.length > 0,
  matches: result.matches.map((match) => matchItem(match, result.number, day, origin)),
});

/** The moment of the check in Japan, as an RFC 3339 time with its offset. */
const checkedAt = () => new Date(Date.now() + 9 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+09:00');

/**
 * The answer to a check of many numbers on a day, as the API gives it: also what a signed answer
 * signs (features/credentials), so the two cannot say different things.
 */
export async function verificationAnswer(numbers: readonly string[], day: string, today: string, origin: string) {
  const results = await lookUp(await getPayloadClient(), numbers, day, today);
  return { day, checkedAt: checkedAt(), results: results.map((r) => resultItem(r, day, origin)) };
}

/**
 * GET /api/v1/verify?number=…&on=YYYY-MM-DD: whether each number (up to 100: accreditation or
 * certificate numbers) named a record valid on that day in Japan (today by default), and why, from
 * the validity history, as the check page answers it. A number that names nothing is in the
 * answer with `found: false`; a number shared by several certification bodies has one match each.
 */
export const verifyMany = endpoint<Question>({
  parameters: verifyParameters,
  read: readQuestion,
  async answer({ numbers, day, today }, call) {
    return jsonResponse(await verificationAnswer(numbers, day, today, call.origin));
  },
});

/** GET /api/v1/verify/{number}?on=YYYY-MM-DD: the same for one number; 404 when it names nothing. */
export const verifyOne = endpoint<{ day: string; today: string }, { number: string }>({
  parameters: ['on'],
  read: (query, t) => {
    const today = todayInJapan();
    const day = readDayParam(query, t, today);
    return 'invalid' in day ? { ok: false, invalid: [day.invalid] } : { ok: true, value: { day: day.day, today } };
  },
  async answer({ day, today }, call) {
    const number = numberFromPath(call.params.number) ?? '';
    const [result] = await lookUp(await getPayloadClient(), [number], day, today);
    if (!result || result.matches.length === 0) return problemResponse(notFound(call.t, call.t('details.unknownNumber', { number }), call.instance));
    return jsonResponse({ day, checkedAt: checkedAt(), ...resultItem(result, day, call.origin) });
  },
});
