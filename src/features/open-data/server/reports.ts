import { reportBodies, reportWindow } from '@/features/decision-reports';
import { ADDRESSES } from '@/i18n/addresses';
import { todayInJapan } from '@/platform/time/japan';

import { endpoint } from './endpoint';
import { jsonResponse } from './http';
import { readReportType, reportParameters } from './params';
import { pageUrls } from './present';
import { decisionItem } from './reportItems';

/**
 * GET /api/v1/decision-reports?type=1|2|3: one report as /cert_reports shows it today, newest
 * decision first, whole (a report covers 12 months, or 3 years for ends: a few hundred lines at most).
 */
export const decisionReports = endpoint({
  parameters: reportParameters,
  read: readReportType,
  async answer(type, call) {
    const today = todayInJapan();
    const items = (await reportBodies(type, today)).map((body) => decisionItem(type, body, today, call.origin));
    return jsonResponse({
      type,
      asOf: today,
      window: reportWindow(type, today),
      total: items.length,
      reportPageUrl: pageUrls(call.origin, ADDRESSES.decisionReports, new URLSearchParams({ type })),
      items,
    });
  },
});
