import '#server-only';

import type { Payload, Where } from 'payload';

import type { AccreditedBody } from '@/payload-types';

import { todayInJapan } from '@/platform/time/japan';

/** 1: newly accredited, 2: suspended, 3: cancelled, withdrawn or revoked. */
export const reportTypes = ['1', '2', '3'] as const;
export type ReportType = (typeof reportTypes)[number];
export const isReportType = (value: unknown): value is ReportType => typeof value === 'string' && (reportTypes as readonly string[]).includes(value);

function shiftDate(iso: string, months: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** Scope items added after the initial accreditation, within a period: extensions of scope. */
export function extensions(body: Pick<AccreditedBody, 'initialDate' | 'scopes'>, since: string, until: string) {
  return (body.scopes ?? []).filter((s) => s.addedOn && s.addedOn > body.initialDate && s.addedOn >= since && s.addedOn <= until);
}

/** The decision date a report is about: accreditation or latest extension, start of suspension, end. */
export function decisionDate(type: ReportType, body: Pick<AccreditedBody, 'initialDate' | 'suspensionStart' | 'endedOn' | 'scopes'>): string {
  if (type === '1') {
    const added = (body.scopes ?? []).map((s) => s.addedOn ?? '').filter((d) => d > body.initialDate).sort();
    return added.at(-1) ?? body.initialDate;
  }
  return (type === '2' ? body.suspensionStart : body.endedOn) ?? '';
}

/** What a line of a report says was decided: type 1 is a new accreditation or an extension of scope. */
export type Decision = 'accredited' | 'extended' | 'suspended' | 'ended';

/**
 * The decision a line of a report stands for, and the scope items an extension added. As on the
 * page: a body first accredited before the window and extended within it is an extension.
 */
export function decisionOf(type: ReportType, body: Pick<AccreditedBody, 'initialDate' | 'scopes'>, today: string) {
  const { since, until } = reportWindow(type, today);
  const added = type === '1' && !(body.initialDate >= since) ? extensions(body, since, until) : [];
  const decision: Decision = type === '1' ? (added.length ? 'extended' : 'accredited') : type === '2' ? 'suspended' : 'ended';
  return { decision, added };
}

/** The window a report covers: 12 months for new accreditations and suspensions, 3 years for ends. */
export function reportWindow(type: ReportType, today = todayInJapan()) {
  return { since: shiftDate(today, type === '3' ? -36 : -12), until: today };
}

/**
 * The decisions of one kind, newest first: new accreditations and extensions of scope in 12
 * months, suspensions in 12 months, ends in 3 years; read as the public reads them. Payload is
 * passed in (the site's pages use ./reportBodies.ts), so the daily snapshot runs in plain Node too.
 */
export async function reportBodiesOf(payload: Payload, type: ReportType, today = todayInJapan()): Promise<AccreditedBody[]> {
  const field = type === '1' ? 'initialDate' : type === '2' ? 'suspensionStart' : 'endedOn';
  const { since, until } = reportWindow(type, today);
  const inWindow = (path: string): Where => ({ and: [{ [path]: { greater_than_equal: since } }, { [path]: { less_than_equal: until } }] });
  const where: Where = type === '1' ? { or: [inWindow('initialDate'), inWindow('scopes.addedOn')] } : inWindow(field);
  const { docs } = await payload.find({
    collection: 'accredited-bodies',
    where,
    limit: 500,
    depth: 0,
    pagination: false,
    overrideAccess: false,
  });
  return docs.sort((a, b) => decisionDate(type, b).localeCompare(decisionDate(type, a)));
}
