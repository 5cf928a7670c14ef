import '#server-only';

import { getPayloadClient } from '@/platform/cms/client';
import type { AccreditedBody } from '@/payload-types';
import { todayInJapan } from '@/platform/time/japan';

import { reportBodiesOf, type ReportType } from './reports';

/** The decisions of one kind, newest first, through the site's CMS client: what the reports page, its feed and the open-data API read. */
export async function reportBodies(type: ReportType, today = todayInJapan()): Promise<AccreditedBody[]> {
  return reportBodiesOf(await getPayloadClient(), type, today);
}
