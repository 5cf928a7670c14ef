import '#server-only';

import { randomUUID } from 'node:crypto';

import { verificationAnswer } from '@/features/open-data';
import { siteUrl } from '@/platform/env';
import { signCompact } from '@/platform/signing/jws';
import { siteDid } from '@/platform/signing/keys';

/** The `typ` of a signed answer: a JWT whose claims hold the question and the answer. */
export const ANSWER_TYPE = 'verification-answer+jwt';

export type Question = { numbers: string[]; day: string; today: string };

/**
 * A check's answer, signed: a JWT (compact JWS, ES256) whose claims are who answered (`iss`, the
 * site's DID), when (`iat`), an id to quote (`jti`), the question and the answer exactly as the
 * open API gives it (`/api/v1/verify`). Anyone can check it later against /.well-known/did.json,
 * on /verify/check or offline (docs/verify-offline.md); the signature proves what the site said
 * at that moment, not what is true later.
 */
export async function signedAnswer({ numbers, day, today }: Question, origin = siteUrl()): Promise<{ jwt: string; claims: Record<string, unknown> }> {
  const answer = await verificationAnswer(numbers, day, today, origin);
  const claims = {
    iss: siteDid(origin),
    iat: Math.floor(Date.now() / 1000),
    jti: randomUUID(),
    publisher: origin,
    question: { numbers, day },
    answer,
  };
  return { jwt: await signCompact(claims, { typ: ANSWER_TYPE }), claims };
}
