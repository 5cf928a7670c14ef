import { todayInJapan } from '@/platform/time/japan';

import type { AccreditedBodyInput, IsoDate } from './types';

/**
 * What an accreditation is today: `active`, `suspended` (inside a suspension period),
 * `expired` (past its expiry date without renewal) or `ended` (cancelled, withdrawn, revoked
 * or resigned). Derived from the dates and decisions, never entered by hand.
 */
export type AccreditationStatus = 'active' | 'suspended' | 'expired' | 'ended';

type Dates = Pick<AccreditedBodyInput, 'expiryDate' | 'suspensionStart' | 'suspensionEnd' | 'endedOn'>;

export function deriveStatus(body: Dates, today: IsoDate = todayInJapan()): AccreditationStatus {
  if (body.endedOn && body.endedOn <= today) return 'ended';
  if (body.suspensionStart && body.suspensionStart <= today && (!body.suspensionEnd || today <= body.suspensionEnd)) return 'suspended';
  if (body.expiryDate < today) return 'expired';
  return 'active';
}

/** Valid today: accredited and not suspended, which is what a certificate check asks. */
export const isValidToday = (status: AccreditationStatus) => status === 'active';
