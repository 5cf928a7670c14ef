/**
 * An accredited body as the API gives it: what a visitor reads on its page, in both languages
 * at once, with codes where the page shows words (status, scheme, prefecture) and the page's
 * own addresses. Stored working fields (search keys, status history) are not public and stay out.
 */
import { type AccreditationStatus, classificationLabel, location, statusOf } from '@/features/accredited-bodies';
import { ADDRESSES } from '@/i18n/addresses';
import type { AccreditedBody, Media } from '@/payload-types';
import { schemeById } from '@/reference/schemes';

import { type Bilingual, bilingual, orNull, type PageUrls, pageUrls } from './present';

export const BODY_PAGE_PATH = ADDRESSES.accreditedBodies;
export const BODIES_API_PATH = '/api/v1/accredited-bodies';

/** What identifies a body and its state: enough for a line of a decision report. */
export type BodySummary = {
  accreditationNumber: string;
  formerAccreditationNumber: string | null;
  name: Bilingual;
  scheme: { id: string; name: Bilingual };
  status: AccreditationStatus;
  classification: Bilingual | null;
  location: { prefecture: string | null; country: string | null; name: Bilingual | null };
  initialDate: string;
  expiryDate: string;
  suspension: { start: string; end: string | null } | null;
  ended: { on: string; kind: string | null } | null;
  /** Sample data, invented, marked as such on the site too. */
  sample: boolean;
  pageUrl: PageUrls;
  apiUrl: string;
};

export type BodyScope = { code: string; label: Bilingual; standards: string | null; addedOn: string | null };

/** Everything the body's page shows. */
export type BodyRecord = BodySummary & {
  abbreviation: Bilingual | null;
  inspectionType: string | null;
  address: Bilingual | null;
  tel: string | null;
  url: string | null;
  renewalDate: string | null;
  revisedDate: string | null;
  /** Laboratories only: whether they take outside testing and calibration work; null for other schemes. */
  acceptsExternalWork: { testing: boolean; calibration: boolean } | null;
  certificates: { ja: string | null; en: string | null };
  scopes: BodyScope[];
  updatedAt: string;
};

type Stored = Pick<
  AccreditedBody,
  | 'accreditationNumber'
  | 'oldAccreditationNumber'
  | 'nameJa'
  | 'nameEn'
  | 'scheme'
  | 'classification'
  | 'prefecture'
  | 'country'
  | 'initialDate'
  | 'expiryDate'
  | 'suspensionStart'
  | 'suspensionEnd'
  | 'endedOn'
  | 'endKind'
  | 'sample'
>;

export function bodySummary(body: Stored, origin: string): BodySummary {
  const number = body.accreditationNumber;
  const scheme = schemeById(body.scheme);
  const where = bilingual(location(body, 'ja'), location(body, 'en'));
  return {
    accreditationNumber: number,
    formerAccreditationNumber: orNull(body.oldAccreditationNumber),
    name: { ja: body.nameJa, en: orNull(body.nameEn) },
    scheme: { id: body.scheme, name: scheme ? { ja: scheme.name.ja, en: scheme.name.en } : { ja: body.scheme, en: null } },
    status: statusOf(body),
    classification: bilingual(classificationLabel(body.classification, 'ja'), classificationLabel(body.classification, 'en')),
    location: { prefecture: orNull(body.prefecture), country: orNull(body.country), name: where },
    initialDate: body.initialDate,
    expiryDate: body.expiryDate,
    suspension: orNull(body.suspensionStart) ? { start: body.suspensionStart!, end: orNull(body.suspensionEnd) } : null,
    ended: orNull(body.endedOn) ? { on: body.endedOn!, kind: orNull(body.endKind) } : null,
    sample: Boolean(body.sample),
    pageUrl: pageUrls(origin, `${BODY_PAGE_PATH}/${encodeURIComponent(number)}`),
    apiUrl: `${origin}${BODIES_API_PATH}/${encodeURIComponent(number)}`,
  };
}

/** The address of an uploaded file, when the record was read with its files (depth 1). */
function fileUrl(file: AccreditedBody['certificateJa'], origin: string): string | null {
  const url = file && typeof file === 'object' ? (file as Media).url : null;
  if (!url) return null;
  return /^https?:\/\//.test(url) ? url : `${origin}${url}`;
}

const laboratorySchemes = new Set(['laboratory', 'calibration_laboratory']);

export function bodyRecord(body: AccreditedBody, origin: string): BodyRecord {
  return {
    ...bodySummary(body, origin),
    abbreviation: bilingual(body.abbreviationJa, body.abbreviationEn),
    inspectionType: orNull(body.inspectionType),
    address: bilingual(body.contactAddressJa, body.contactAddressEn),
    tel: orNull(body.tel),
    url: orNull(body.url),
    renewalDate: orNull(body.renewalDate),
    revisedDate: orNull(body.revisedDate),
    acceptsExternalWork: laboratorySchemes.has(body.scheme) ? { testing: Boolean(body.acceptsExternalTesting), calibration: Boolean(body.acceptsExternalCalibration) } : null,
    certificates: { ja: fileUrl(body.certificateJa, origin), en: fileUrl(body.certificateEn, origin) },
    scopes: (body.scopes ?? []).map((scope) => ({
      code: scope.code,
      label: { ja: scope.labelJa, en: orNull(scope.labelEn) },
      standards: orNull(scope.standards),
      addedOn: orNull(scope.addedOn),
    })),
    updatedAt: body.updatedAt,
  };
}
