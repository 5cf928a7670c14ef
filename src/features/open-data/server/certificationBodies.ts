import { COVERAGE_PATH, OVERDUE_DAYS, registerCoverage, sqlClient } from '@/features/certified-organisations';
import { getPayloadClient } from '@/platform/cms/client';
import { todayInJapan } from '@/platform/time/japan';

import { endpoint } from './endpoint';
import { jsonResponse } from './http';
import { bilingual, pageUrls } from './present';

/**
 * GET /api/v1/certification-bodies: every certification body that reports to the
 * certified-organisation register, its current certificates and its latest report (received,
 * published, days between, overdue), with the promise of publication within 10 days as
 * measured over the last twelve months: the coverage page as data.
 */
export const certificationBodies = endpoint({
  parameters: [],
  async answer(_, call) {
    const today = todayInJapan();
    const coverage = await registerCoverage(sqlClient(await getPayloadClient()), today);
    return jsonResponse({
      asOf: today,
      overdueAfterDays: OVERDUE_DAYS,
      pageUrl: pageUrls(call.origin, COVERAGE_PATH),
      publication: coverage.promise,
      overdue: coverage.overdue,
      items: coverage.bodies.map((b) => ({
        accreditationNumber: b.number,
        name: bilingual(b.name, b.nameEn) ?? { ja: b.name, en: null },
        currentCertificates: b.current,
        lastReport: b.lastReceivedOn ? { receivedOn: b.lastReceivedOn, publishedOn: b.lastPublishedOn, kind: b.lastKind, daysToPublish: b.daysToPublish } : null,
        daysSinceLastReport: b.daysSince,
        overdue: b.overdue,
        sample: b.sample,
      })),
    });
  },
});
