import type { PrefectureCode } from '@/reference/prefectures';
import type { SchemeId } from '@/reference/schemes';

/** An ISO date, `YYYY-MM-DD`. */
export type IsoDate = string;

/** How an accreditation ended. */
export type EndKind = 'cancelled' | 'withdrawn' | 'revoked' | 'resigned';

/** One item of an accreditation's scope. */
export type ScopeItem = {
  /** A code from the scheme's scope list (`QMS`, `A`…) or a free code for laboratories (`T-01`). */
  code: string;
  label: { ja: string; en: string };
  /** Standard numbers within the accreditation criteria, e.g. `JIS Z 8703; ISO 17025`. */
  standards?: string;
  /** When the item was added; later than the initial accreditation for an extension of scope. */
  addedOn?: IsoDate;
};

/**
 * An accredited body as imported (one CSV row plus its scope rows) and stored. The natural key
 * is `accreditationNumber`.
 */
export type AccreditedBodyInput = {
  accreditationNumber: string;
  oldAccreditationNumber?: string;
  scheme: SchemeId;
  /** Inspection bodies only. */
  inspectionType?: 'A' | 'B' | 'C';
  name: { ja: string; en?: string };
  abbreviation?: { ja?: string; en?: string };
  contactAddress?: { ja?: string; en?: string };
  tel?: string;
  url?: string;
  initialDate: IsoDate;
  renewalDate?: IsoDate;
  expiryDate: IsoDate;
  /** Date of the latest certificate revision. */
  revisedDate?: IsoDate;
  /** In Japan: a prefecture code; abroad: an ISO 3166 alpha-2 country code. Exactly one. */
  prefecture?: PrefectureCode;
  country?: string;
  classification?: string;
  suspensionStart?: IsoDate;
  suspensionEnd?: IsoDate;
  /** When and how the accreditation ended, if it did. */
  endedOn?: IsoDate;
  endKind?: EndKind;
  /** Laboratories and calibration laboratories: whether they take outside work. */
  acceptsExternalTesting?: boolean;
  acceptsExternalCalibration?: boolean;
  scopes: ScopeItem[];
  /** Sample data is marked as such wherever it is shown. */
  sample?: boolean;
};
