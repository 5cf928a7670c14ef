import 'server-only';

import type { Where } from 'payload';

import { getPayloadClient } from '@/features/pages/queries';
import type { AccreditedBody } from '@/payload-types';

import { todayInJapan } from './status';

/** 1: newly accredited, 2: suspended, 3: cancelled, withdrawn or revoked. */
export const reportTypes = ['1', '2', '3'] as const;
export type ReportType = (typeof reportTypes)[number];
export const isReportType = (value: unknown): value is ReportType => typeof value === 'string' && (reportTypes as readonly string[]).includes(value);

function shiftDate(iso: string, months: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** The decision date a report is about: initial accreditation, start of suspension, end. */
export function decisionDate(type: ReportType, body: Pick<AccreditedBody, 'initialDate' | 'suspensionStart' | 'endedOn'>): string {
  return (type === '1' ? body.initialDate : type === '2' ? body.suspensionStart : body.endedOn) ?? '';
}

/** The decisions of one kind, newest first: new in 12 months, suspended in 12 months, ended in 3 years. */
export async function reportBodies(type: ReportType, today = todayInJapan()): Promise<AccreditedBody[]> {
  const field = type === '1' ? 'initialDate' : type === '2' ? 'suspensionStart' : 'endedOn';
  const since = shiftDate(today, type === '3' ? -36 : -12);
  const where: Where = { and: [{ [field]: { greater_than_equal: since } }, { [field]: { less_than_equal: today } }] };
  const payload = await getPayloadClient();
  const { docs } = await payload.find({
    collection: 'accredited-bodies',
    where,
    sort: `-${field}`,
    limit: 500,
    depth: 0,
    pagination: false,
    overrideAccess: false,
  });
  return docs;
}
