import '#server-only';

import type { Payload } from 'payload';

import { checkCompact } from '@/platform/signing/jws';
import { signingKeys } from '@/platform/signing/keys';

import { ANSWER_TYPE } from './answers';
import { statusBits, statusListUrl, STATUS_PURPOSES, type StatusPurpose } from './statusLists';

/** What the check page tells of one pasted or uploaded document, before it is put in words. */
export type DocumentCheck =
  | { kind: 'unreadable' }
  | { kind: 'foreignKey'; kid: string }
  | { kind: 'altered' }
  | { kind: 'unknownType' }
  | ({ kind: 'credential' } & CredentialCheck & Signature)
  | ({ kind: 'answer' } & AnswerCheck & Signature);

type Signature = { kid: string; retired: boolean; throwaway: boolean };

export type CredentialCheck = {
  number: string;
  name: { ja: string; en: string | null };
  validFrom: string | null;
  validUntil: string | null;
  /** Whether now is inside validFrom–validUntil: `early`, `expired` or `current`. */
  period: 'early' | 'expired' | 'current';
  /** Each status bit now, from the site's lists; null when the credential names a list that is not the site's. */
  status: Record<StatusPurpose, boolean | null>;
};

export type AnswerResult = { number: string; found: boolean; matches: { kind: string; name: string; nameEn: string | null; status: string; validOnDay: boolean }[] };

export type AnswerCheck = { signedAt: string | null; day: string; checkedAt: string | null; results: AnswerResult[] };

type LanguageValue = { '@value'?: unknown; '@language'?: unknown };

/** A name given as language values (VC 2.0) or as a string. */
function namesOf(value: unknown): { ja: string; en: string | null } {
  if (typeof value === 'string') return { ja: value, en: null };
  const values = Array.isArray(value) ? (value as LanguageValue[]) : [];
  const of = (lang: string) => values.find((v) => v['@language'] === lang)?.['@value'];
  const ja = of('ja');
  const en = of('en');
  return { ja: typeof ja === 'string' ? ja : '', en: typeof en === 'string' ? en : null };
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

type Entry = { statusPurpose?: unknown; statusListIndex?: unknown; statusListCredential?: unknown };

async function credentialCheck(payload: Payload, credential: Record<string, unknown>, now: Date): Promise<CredentialCheck | null> {
  const subject = credential.credentialSubject as { name?: unknown; accreditation?: { accreditationNumber?: unknown } } | undefined;
  const number = text(subject?.accreditation?.accreditationNumber);
  if (!number) return null;
  const validFrom = text(credential.validFrom);
  const validUntil = text(credential.validUntil);
  const period = validFrom && now < new Date(validFrom) ? 'early' : validUntil && now > new Date(validUntil) ? 'expired' : 'current';
  const entries = (Array.isArray(credential.credentialStatus) ? credential.credentialStatus : [credential.credentialStatus]) as Entry[];
  const bits = await statusBits(payload);
  const status = Object.fromEntries(
    STATUS_PURPOSES.map((purpose) => {
      const entry = entries.find((e) => e?.statusPurpose === purpose);
      const position = Number(entry?.statusListIndex);
      if (!entry || entry.statusListCredential !== statusListUrl(purpose) || !Number.isInteger(position)) return [purpose, null];
      return [purpose, bits[purpose].includes(position)];
    }),
  ) as Record<StatusPurpose, boolean | null>;
  return { number, name: namesOf(subject?.name), validFrom, validUntil, period, status };
}

type ApiMatch = { kind?: unknown; name?: { ja?: unknown; en?: unknown } | null; verdict?: { status?: unknown; validOnDay?: unknown } };
type ApiResult = { number?: unknown; found?: unknown; matches?: ApiMatch[] };

function answerCheck(claims: Record<string, unknown>): AnswerCheck | null {
  const answer = claims.answer as { day?: unknown; checkedAt?: unknown; results?: ApiResult[] } | undefined;
  const day = text(answer?.day);
  if (!answer || !day || !Array.isArray(answer.results)) return null;
  return {
    signedAt: typeof claims.iat === 'number' ? new Date(claims.iat * 1000).toISOString() : null,
    day,
    checkedAt: text(answer.checkedAt),
    results: answer.results.map((r) => ({
      number: String(r.number ?? ''),
      found: r.found === true,
      matches: (r.matches ?? []).map((m) => ({
        kind: String(m.kind ?? ''),
        name: String(m.name?.ja ?? ''),
        nameEn: typeof m.name?.en === 'string' ? m.name.en : null,
        status: String(m.verdict?.status ?? ''),
        validOnDay: m.verdict?.validOnDay === true,
      })),
    })),
  };
}

/**
 * What a pasted document is and whether it holds: a compact JWS signed by one of the site's keys
 * (current or retired), unchanged since; then, by its type, a credential (its period and its two
 * status bits now) or a signed answer (what it said, and when). Never throws on what a visitor
 * sends: every failure is a kind the page explains.
 */
export async function checkDocument(payload: Payload, document: string, now = new Date()): Promise<DocumentCheck> {
  const signature = await checkCompact(document);
  if (!signature.ok) {
    if (signature.problem === 'key') return { kind: 'foreignKey', kid: signature.kid ?? '' };
    if (signature.problem === 'signature') return { kind: 'altered' };
    return { kind: 'unreadable' };
  }
  const { throwaway } = await signingKeys();
  const signed = { kid: signature.kid, retired: signature.retired, throwaway };
  const claims = (signature.payload ?? {}) as Record<string, unknown>;
  if (signature.header.typ === 'vc+jwt') {
    const credential = await credentialCheck(payload, claims, now);
    return credential ? { kind: 'credential', ...credential, ...signed } : { kind: 'unknownType' };
  }
  if (signature.header.typ === ANSWER_TYPE) {
    const answer = answerCheck(claims);
    return answer ? { kind: 'answer', ...answer, ...signed } : { kind: 'unknownType' };
  }
  return { kind: 'unknownType' };
}
