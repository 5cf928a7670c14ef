/**
 * The certified-organisation register: one record per certificate (an organisation, or one of
 * its offices, certified by an accredited management-system certification body). The natural
 * key is the certification body's accreditation number plus the certificate number.
 *
 * Records are flat (Japanese and English side by side in one row) so that a million of them
 * search without a join per language. Safe to import from client components.
 */
import { managementSystemScopeCodes, type ManagementSystemScopeCode } from '@/reference/scopes';

/** An ISO date, `YYYY-MM-DD`. */
export type IsoDate = string;

/**
 * The stored state of a certificate: the certification body's decision as its report states it
 * (`valid`, `suspended`, `withdrawn`), or `unreported`, which the site records when a full report
 * of the certification body no longer lists a certificate that was current (server/reports.ts).
 * "expired" is derived from the expiry date.
 */
export const certificateDecisions = ['valid', 'suspended', 'withdrawn', 'unreported'] as const;
export type CertificateDecision = (typeof certificateDecisions)[number];

/** The decisions a certification body's report (a CSV row's `status`) may state. */
export const reportedDecisions = ['valid', 'suspended', 'withdrawn'] as const satisfies readonly CertificateDecision[];
export type ReportedDecision = (typeof reportedDecisions)[number];

/** What a visitor sees: the decision, or `expired` once the expiry date has passed. */
export type CertificateStatus = CertificateDecision | 'expired';
export const certificateStatuses = ['valid', 'suspended', 'expired', 'withdrawn', 'unreported'] as const satisfies readonly CertificateStatus[];

/** Valid or suspended, and not past its expiry: what a certification body still vouches for. */
export const isCurrentStatus = (status: CertificateStatus) => status === 'valid' || status === 'suspended';

/**
 * Kind of organisation ("classification" of the description's narrow-search filters).
 * The description names the filter without its values; these are our choice.
 */
export const organisationKinds = ['company', 'public', 'nonprofit', 'other'] as const;
export type OrganisationKind = (typeof organisationKinds)[number];

/**
 * A prefecture is only for a certificate in Japan: the importer and the editor in /admin both
 * refuse others, and the search relies on it (store.ts, `conditions()`).
 */
export const prefectureOutsideJapan = (prefecture: string | null | undefined, country: string) => Boolean(prefecture) && country !== 'JP';
export const PREFECTURE_OUTSIDE_JAPAN = { ja: '都道府県は国が JP のときだけ入力できます', en: 'A prefecture is only for country JP' } as const;

export type CertificateInput = {
  bodyNumber: string;
  certificateNumber: string;
  organisationName: string;
  organisationNameEn?: string;
  officeName?: string;
  officeNameEn?: string;
  bodyName: string;
  bodyNameEn?: string;
  firstRegisteredOn: IsoDate;
  expiresOn: IsoDate;
  standards: ManagementSystemScopeCode[];
  scope: string;
  scopeEn?: string;
  address?: string;
  addressEn?: string;
  iafCodes: number[];
  /** Two-digit JIS code, for organisations in Japan. */
  prefecture?: string;
  /** ISO alpha-2. */
  country: string;
  classification: OrganisationKind;
  decision: CertificateDecision;
  sample: boolean;
};

/** The per-standard search pages: address segment → the scope it selects. */
export const standardVariants = [
  { slug: '9001', scope: 'QMS', label: 'ISO 9001' },
  { slug: '14001', scope: 'EMS', label: 'ISO 14001' },
  { slug: '22000', scope: 'FSMS', label: 'ISO 22000' },
  { slug: '27001', scope: 'ISMS', label: 'ISO/IEC 27001' },
  { slug: '50001', scope: 'EnMS', label: 'ISO 50001' },
  { slug: '55001', scope: 'AMS', label: 'ISO 55001' },
  { slug: '45001', scope: 'OHSMS', label: 'ISO 45001 (JIS Q 45001)' },
  { slug: '45100', scope: 'JOHSMS', label: 'JIS Q 45100' },
] as const satisfies readonly { slug: string; scope: ManagementSystemScopeCode; label: string }[];
export type StandardVariant = (typeof standardVariants)[number];

export const variantBySlug = (slug: string): StandardVariant | undefined => standardVariants.find((v) => v.slug === slug);

/** Bit of each management-system scope in `standards_mask`. */
export function standardsMask(codes: readonly string[]): number {
  let mask = 0;
  for (const code of codes) {
    const bit = managementSystemScopeCodes.indexOf(code as ManagementSystemScopeCode);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

/** Bits of IAF codes 1..39 in `iaf_mask` (bit n-1 for code n; beyond 32 bits, so no `<<`). */
export function iafMask(codes: readonly number[]): number {
  let mask = 0n;
  for (const code of codes) if (Number.isInteger(code) && code >= 1 && code <= 39) mask |= 1n << BigInt(code - 1);
  return Number(mask);
}

/** Status a visitor sees on a given day (Japan's date). */
export function certificateStatus(decision: CertificateDecision, expiresOn: IsoDate, today: IsoDate): CertificateStatus {
  if (decision === 'withdrawn' || decision === 'unreported') return decision;
  if (expiresOn < today) return 'expired';
  return decision;
}

export const parseCodes = (text: string | null | undefined): string[] => (text ?? '').split(/[\s,;|]+/).filter(Boolean);

/** The kinds of report: a certification body's whole current list, or changes to upsert. */
export const reportKinds = ['full', 'changes'] as const;
export type ReportKind = (typeof reportKinds)[number];

/**
 * Where a report stands: previewed (staged, nothing written), published (written to the register),
 * cancelled (by staff, or its preview left a day unconfirmed), or refused (its file had problems).
 */
export const reportStates = ['preview', 'published', 'cancelled', 'refused'] as const;
export type ReportState = (typeof reportStates)[number];
