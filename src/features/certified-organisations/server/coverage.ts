import '#server-only';

import { remember } from '@/platform/memo';
import type { SqlClient } from '@/platform/db/payloadSql';
import { sqlText } from '@/platform/db/values';

import { REPORTS_TABLE } from './reports';
import { registerUpdatedAt, TABLE } from './store';

/** A body is overdue when no report of it arrived for this many days (IAF MD 28 asks for one a month). */
export const OVERDUE_DAYS = 35;
/** The promise: a report received is published within this many days. */
export const PUBLISH_WITHIN_DAYS = 10;

/** One certification body as the coverage page shows it. */
export type BodyCoverage = {
  number: string;
  name: string;
  nameEn: string | null;
  /** Its certificates valid or suspended today. */
  current: number;
  /** Its last published report: the day the body sent it, the day it went public, what kind. */
  lastReceivedOn: string | null;
  lastPublishedOn: string | null;
  lastKind: 'full' | 'changes' | null;
  /** Days from receipt to publication of that report (null for a report made before receipts were recorded). */
  daysToPublish: number | null;
  /** Days since the last report arrived. */
  daysSince: number | null;
  overdue: boolean;
  sample: boolean;
};

/** How the 10-day promise held over the last twelve months: each report's days from receipt to publication. */
export type PromiseMeasure = { reports: number; median: number | null; worst: number | null; withinPromise: number; from: string; to: string };

export type Coverage = { bodies: BodyCoverage[]; promise: PromiseMeasure; overdue: number; sample: boolean };

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);
const addDays = (day: string, days: number) => new Date((dayNumber(day) + days) * 86_400_000).toISOString().slice(0, 10);

/** The median of whole days (the lower middle for an even count, so it is always a day some report took). */
function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

type ReportRow = { body_number: unknown; bodies: unknown; kind: unknown; received_on: unknown; published_on: unknown; source: unknown; sample: unknown };

/** The bodies a published report covers: its one body, or each body of a report of changes only. */
function bodiesOf(row: ReportRow): { number: string; name: string; nameEn: string | null }[] {
  const raw = typeof row.bodies === 'string' ? (JSON.parse(row.bodies) as unknown) : row.bodies;
  const list = Array.isArray(raw) ? (raw as { number?: string; name?: string; nameEn?: string | null }[]) : [];
  return list.filter((b) => b.number).map((b) => ({ number: b.number!, name: b.name ?? b.number!, nameEn: b.nameEn ?? null }));
}

/**
 * Which certification bodies report to the register and how recently: every body with a
 * published report or a certificate in the register, its current certificates, its last report
 * (received, published, days between), overdue after {@link OVERDUE_DAYS} days; and the promise
 * of publication within {@link PUBLISH_WITHIN_DAYS} days as measured over the last twelve months.
 * Kept half a minute (the counts read the whole register).
 */
export function coverage(db: SqlClient, today: string): Promise<Coverage> {
  return remember(`certified:coverage:${today}`, () => readCoverage(db, today));
}

async function readCoverage(db: SqlClient, today: string): Promise<Coverage> {
  const [reports, counts] = await Promise.all([
    db.execute(`SELECT body_number, bodies, kind, received_on, published_on, source, sample FROM ${REPORTS_TABLE} WHERE state = 'published' ORDER BY received_on, id`),
    db.execute({
      sql: `SELECT body_number, max(body_name) AS name, max(body_name_en) AS name_en, sum(CASE WHEN decision IN ('valid', 'suspended') AND expires_on >= ? THEN 1 ELSE 0 END) AS current,
        max(CASE WHEN sample THEN 1 ELSE 0 END) AS sample
        FROM ${TABLE} GROUP BY body_number`,
      args: [today],
    }),
  ]);
  const bodies = new Map<string, BodyCoverage>();
  const entry = (number: string, name: string, nameEn: string | null): BodyCoverage => {
    let body = bodies.get(number);
    if (!body) {
      body = { number, name, nameEn, current: 0, lastReceivedOn: null, lastPublishedOn: null, lastKind: null, daysToPublish: null, daysSince: null, overdue: false, sample: false };
      bodies.set(number, body);
    }
    return body;
  };
  for (const row of counts.rows) {
    const body = entry(String(row.body_number), String(row.name), sqlText(row.name_en));
    body.current = Number(row.current ?? 0);
    body.sample = Number(row.sample) === 1;
  }
  const yearAgo = addDays(today, -365);
  const measured: number[] = [];
  for (const row of reports.rows as ReportRow[]) {
    const received = String(row.received_on);
    const published = sqlText(row.published_on);
    const known = row.source !== 'upgrade';
    if (known && published && received >= yearAgo) measured.push(daysBetween(received, published));
    for (const b of bodiesOf(row)) {
      const body = entry(b.number, b.name, b.nameEn);
      // Rows come in the order received: the last one seen is the body's latest report.
      body.lastReceivedOn = received;
      body.lastPublishedOn = published;
      body.lastKind = row.kind === 'changes' ? 'changes' : 'full';
      body.daysToPublish = known && published ? daysBetween(received, published) : null;
      if (row.sample === true || Number(row.sample) === 1) body.sample = true;
    }
  }
  for (const body of bodies.values()) {
    body.daysSince = body.lastReceivedOn ? daysBetween(body.lastReceivedOn, today) : null;
    body.overdue = body.daysSince === null || body.daysSince > OVERDUE_DAYS;
  }
  const list = [...bodies.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.number < b.number ? -1 : 1));
  return {
    bodies: list,
    overdue: list.filter((b) => b.overdue).length,
    sample: list.some((b) => b.sample),
    promise: {
      reports: measured.length,
      median: median(measured),
      worst: measured.length ? Math.max(...measured) : null,
      withinPromise: measured.filter((d) => d <= PUBLISH_WITHIN_DAYS).length,
      from: yearAgo,
      to: today,
    },
  };
}

/** A certificate's last report: which body sent it and the day it was received (null for a certificate no report listed). */
export async function lastReportOf(db: SqlClient, certificateIds: readonly number[]): Promise<Map<number, { receivedOn: string; publishedOn: string | null }>> {
  const found = new Map<number, { receivedOn: string; publishedOn: string | null }>();
  if (!certificateIds.length) return found;
  const { rows } = await db.execute({
    sql: `SELECT l.certificate_id, r.received_on, r.published_on FROM certificate_last_reports AS l JOIN ${REPORTS_TABLE} AS r ON r.id = l.report_id
      WHERE l.certificate_id IN (${certificateIds.map(() => '?').join(', ')})`,
    args: [...certificateIds],
  });
  for (const row of rows) found.set(Number(row.certificate_id), { receivedOn: String(row.received_on), publishedOn: sqlText(row.published_on) });
  return found;
}

/**
 * When the coverage last changed: the register's last change or the last publication of a
 * report, whichever is later (a full report that changes no certificate is still news here).
 * The days since each report move on every day as well; this is the last change of the data.
 */
export async function coverageUpdatedAt(db: SqlClient): Promise<string | null> {
  const [register, { rows }] = await Promise.all([registerUpdatedAt(db), db.execute(`SELECT max(updated_at) AS at FROM ${REPORTS_TABLE} WHERE state = 'published'`)]);
  const published = sqlText(rows[0]?.at);
  return [register, published].filter((at): at is string => at !== null).sort().at(-1) ?? null;
}
