/**
 * A certificate of the certified-organisation register as the API gives it: the columns of the
 * search results and the facts of the organisation's page, both languages at once, the status a
 * visitor sees today, and the page's own addresses. Index keys and masks stay out.
 */
import { certificateStatus, type CertificateRow, type CertificateStatus } from '@/features/certified-organisations';
import { ADDRESSES } from '@/i18n/addresses';
import { countryByAlpha2 } from '@/reference/countries';
import { prefectureByCode } from '@/reference/prefectures';

import { type Bilingual, bilingual, type PageUrls, pageUrls } from './present';

export const ORGANISATION_PAGE_PATH = ADDRESSES.certifiedOrganisation;
export const CERTIFICATES_API_PATH = '/api/v1/certified-organisations';

export type CertificateItem = {
  id: number;
  certificateNumber: string;
  /** The certification body's decision, or `expired` once the expiry date has passed (Japan's date). */
  status: CertificateStatus;
  organisationName: Bilingual;
  officeName: Bilingual | null;
  /** The body that reports it, and where its reports are listed (when it last reported, whether it is overdue). */
  certificationBody: { accreditationNumber: string; name: Bilingual; reportsUrl: string };
  /** Management-system scope codes (QMS, EMS…). */
  standards: string[];
  scope: Bilingual;
  iafCodes: number[];
  firstRegisteredOn: string;
  expiresOn: string;
  location: { prefecture: string | null; country: string; name: Bilingual | null; address: Bilingual | null };
  classification: string;
  sample: boolean;
  updatedAt: string;
  /**
   * The last report of its certification body that listed it (the day the body sent it, the day
   * it was published); null for a certificate recorded by staff, not from a report.
   */
  lastReport: { receivedOn: string; publishedOn: string | null } | null;
  /** The organisation's page, which lists every certificate of the organisation. */
  pageUrl: PageUrls;
  apiUrl: string;
};

/** Where an organisation is, in both languages: its prefecture in Japan, its country abroad. */
function placeName(row: Pick<CertificateRow, 'prefecture' | 'country'>): Bilingual | null {
  if (row.prefecture) {
    const prefecture = prefectureByCode(row.prefecture);
    return prefecture ? { ja: prefecture.name.ja, en: prefecture.name.en } : bilingual(row.prefecture, row.prefecture);
  }
  const country = countryByAlpha2(row.country);
  return country ? { ja: country.name.ja, en: country.name.en } : bilingual(row.country, row.country);
}

export function certificateItem(row: CertificateRow, today: string, origin: string, lastReport: CertificateItem['lastReport'] = null): CertificateItem {
  return {
    id: row.id,
    certificateNumber: row.certificateNumber,
    status: certificateStatus(row.decision, row.expiresOn, today),
    organisationName: bilingual(row.organisationName, row.organisationNameEn) ?? { ja: '', en: null },
    officeName: bilingual(row.officeName, row.officeNameEn),
    certificationBody: { accreditationNumber: row.bodyNumber, name: bilingual(row.bodyName, row.bodyNameEn) ?? { ja: '', en: null }, reportsUrl: `${origin}/api/v1/certification-bodies` },
    standards: row.standards,
    scope: bilingual(row.scope, row.scopeEn) ?? { ja: '', en: null },
    iafCodes: row.iafCodes,
    firstRegisteredOn: row.firstRegisteredOn,
    expiresOn: row.expiresOn,
    location: { prefecture: row.prefecture || null, country: row.country, name: placeName(row), address: bilingual(row.address, row.addressEn) },
    classification: row.classification,
    sample: row.sample,
    updatedAt: row.updatedAt,
    lastReport,
    pageUrl: pageUrls(origin, `${ORGANISATION_PAGE_PATH}/${row.id}`),
    apiUrl: `${origin}${CERTIFICATES_API_PATH}/${row.id}`,
  };
}
