import type { Locale } from '@/i18n/routing';
import type { AccreditedBody } from '@/payload-types';
import { countryByAlpha2 } from '@/reference/countries';
import { prefectureByCode } from '@/reference/prefectures';

import { deriveStatus } from './status';

// How a stored body is named, placed and rated on the site's pages, in one language; the
// directory's pages and the decision reports show bodies the same way.

/** Today's status of a stored body (the stored `status` field may be a day old). */
export const statusOf = (body: Pick<AccreditedBody, 'expiryDate' | 'suspensionStart' | 'suspensionEnd' | 'endedOn'>) =>
  deriveStatus({
    expiryDate: body.expiryDate,
    suspensionStart: body.suspensionStart || undefined,
    suspensionEnd: body.suspensionEnd || undefined,
    endedOn: body.endedOn || undefined,
  });

/** Where a body is: its prefecture in Japan, its country abroad. */
export function location(body: Pick<AccreditedBody, 'prefecture' | 'country'>, locale: Locale): string {
  if (body.prefecture) return prefectureByCode(body.prefecture)?.name[locale] ?? body.prefecture;
  if (body.country) return countryByAlpha2(body.country)?.name[locale] ?? body.country;
  return '';
}

/** The body's name in the visitor's language (Japanese when it has no English name). */
export const bodyName = (body: Pick<AccreditedBody, 'nameJa' | 'nameEn'>, locale: Locale) => (locale === 'en' && body.nameEn ? body.nameEn : body.nameJa);
