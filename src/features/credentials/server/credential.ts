import '#server-only';

import type { Payload } from 'payload';

import { statusOf } from '@/features/accredited-bodies/cms';
import { ADDRESSES, below, MACHINE_ADDRESSES } from '@/i18n/addresses';
import { getTranslations } from '@/i18n/server';
import type { AccreditedBody } from '@/payload-types';
import { siteUrl } from '@/platform/env';
import { signCompact } from '@/platform/signing/jws';
import { siteDid } from '@/platform/signing/keys';
import { schemeById } from '@/reference/schemes';

import { type StatusPurpose, STATUS_PURPOSES, statusListUrl } from './statusLists';
import { statusPosition } from './statusEntries';

/** A text in both of the site's languages, as JSON-LD language values (VC 2.0, "Language and base direction"). */
export const bilingual = (ja: string, en?: string | null) => [{ '@value': ja, '@language': 'ja' }, ...(en ? [{ '@value': en, '@language': 'en' }] : [])];

export type Names = { ja: string; en: string };

/** The body that issues, in both languages: the site's own name, from its messages. */
export async function issuerName(): Promise<Names> {
  const [ja, en] = await Promise.all([getTranslations({ locale: 'ja', namespace: 'common' }), getTranslations({ locale: 'en', namespace: 'common' })]);
  return { ja: ja('siteName'), en: en('siteName') };
}

/** The address a credential is served at: also its `id`. */
export const credentialUrl = (number: string, origin = siteUrl()) => `${origin}${MACHINE_ADDRESSES.credentials}/${encodeURIComponent(number)}`;

/** The end of a day in Japan, as an instant: an accreditation valid until 2027-03-31 is valid all that day. */
const endOfDayInJapan = (day: string) => `${day}T23:59:59+09:00`;
const startOfDayInJapan = (day: string) => `${day}T00:00:00+09:00`;

/**
 * The accreditation of one body as a W3C Verifiable Credential 2.0 (unsigned): who accredited
 * whom, under which scheme and standard, for what scope, from when to when, its state today, and
 * where its two status bits are. Terms the credentials context does not define are the issuer's
 * own (its `@vocab`); the body's page and the scheme are named by their addresses on the site.
 */
export function accreditationCredential(body: AccreditedBody, position: number, issuer: Names, origin = siteUrl()) {
  const scheme = schemeById(body.scheme);
  const number = body.accreditationNumber;
  const status = (purpose: StatusPurpose) => ({
    id: `${statusListUrl(purpose, origin)}#${position}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: purpose,
    statusListIndex: String(position),
    statusListCredential: statusListUrl(purpose, origin),
  });
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: credentialUrl(number, origin),
    type: ['VerifiableCredential', 'AccreditationCredential'],
    issuer: { id: siteDid(origin), name: bilingual(issuer.ja, issuer.en), url: origin },
    name: bilingual(`認定 ${number}`, `Accreditation ${number}`),
    validFrom: startOfDayInJapan(body.renewalDate || body.initialDate),
    validUntil: endOfDayInJapan(body.expiryDate),
    credentialSubject: {
      id: `${origin}${below(ADDRESSES.accreditedBodies, encodeURIComponent(number))}`,
      type: 'AccreditedBody',
      name: bilingual(body.nameJa, body.nameEn),
      ...(body.url ? { url: body.url } : {}),
      accreditation: {
        type: 'Accreditation',
        accreditationNumber: number,
        ...(body.oldAccreditationNumber ? { formerAccreditationNumber: body.oldAccreditationNumber } : {}),
        scheme: { id: scheme ? `${origin}${scheme.servicePath}` : body.scheme, name: scheme ? bilingual(scheme.name.ja, scheme.name.en) : body.scheme },
        standard: scheme?.standard ?? null,
        scope: (body.scopes ?? []).map((s) => ({ code: s.code, name: bilingual(s.labelJa, s.labelEn), ...(s.standards ? { standards: s.standards } : {}) })),
        initialDate: body.initialDate,
        ...(body.renewalDate ? { renewalDate: body.renewalDate } : {}),
        expiryDate: body.expiryDate,
        ...(body.suspensionStart ? { suspensionStart: body.suspensionStart, ...(body.suspensionEnd ? { suspensionEnd: body.suspensionEnd } : {}) } : {}),
        ...(body.endedOn ? { endedOn: body.endedOn, endKind: body.endKind ?? null } : {}),
        statusWhenIssued: statusOf(body),
        recordUpdatedAt: body.updatedAt,
      },
    },
    credentialStatus: STATUS_PURPOSES.map(status),
  };
}

export type IssuedCredential = { credential: ReturnType<typeof accreditationCredential>; jwt: string };

/**
 * The credential of the accreditation a number names (current or former), signed now as
 * `application/vc+jwt` (VC-JOSE-COSE: the JWT's payload is the credential); null when no body has
 * that number. Made on request: the state it tells is the register's at that moment.
 */
export async function issueCredential(payload: Payload, number: string): Promise<IssuedCredential | null> {
  const { docs } = await payload.find({
    collection: 'accredited-bodies',
    where: { or: [{ accreditationNumber: { equals: number } }, { oldAccreditationNumber: { equals: number } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  });
  const body = docs[0];
  if (!body) return null;
  const credential = accreditationCredential(body, await statusPosition(payload, body.accreditationNumber), await issuerName());
  return { credential, jwt: await signCompact(credential, { typ: 'vc+jwt', cty: 'vc' }) };
}
