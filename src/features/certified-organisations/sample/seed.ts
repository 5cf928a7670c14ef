import { Readable } from 'node:stream';

import { stringify } from 'csv-stringify/sync';
import type { Payload } from 'payload';

import { todayInJapan } from '@/platform/time/japan';

import type { CertificateInput } from '../model';
import { CERTIFICATE_COLUMNS, toCells } from '../server/csv';
import { importTarget, openReportDb, type SharedReportDb } from '../server/reportDb';
import { importReport, REPORTS_TABLE } from '../server/reports';
import { generateSampleCertificates } from './generate';

/** How many sample certificates a new database gets. */
export const SAMPLE_CERTIFICATES = 5000;

const SEED_ACTOR = { name: 'サンプルデータ / sample data' };

const csvOf = (records: readonly CertificateInput[]) => Readable.from([Buffer.from(stringify([[...CERTIFICATE_COLUMNS], ...records.map(toCells)]))]);

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * Sample certificates (`rows` of them from `seed`, valid as of `asOf`) in one report of changes
 * only (several bodies at once), written at once: for tests and benchmarks that need a register
 * and not its reports.
 */
export async function importSampleCertificates(payload: Payload | { db: unknown }, sample: { rows: number; seed: number; asOf: string }) {
  const records = [...generateSampleCertificates(sample)];
  return importReport(csvOf(records), importTarget(payload), { kind: 'changes', by: SEED_ACTOR, source: 'seed', sample: true, fileName: 'sample.csv' });
}

/**
 * When each sample body last reported, and how long its reports took to be published, so a new
 * site shows every state of the coverage page: most bodies reported in the last weeks and were
 * published within a few days; every sixth is overdue (its last report over 35 days ago); a few
 * reports took longer than the 10 days promised.
 */
function schedule(index: number, today: string) {
  const overdue = index % 6 === 5;
  const age = overdue ? 40 + (index % 4) * 6 : 3 + ((index * 7) % 24);
  const delay = index % 9 === 4 ? 12 : 1 + ((index * 5) % 8);
  const received = addDays(today, -age);
  return { received, published: addDays(received, Math.min(delay, age)), delay };
}

/** Bodies (by their place among the sample bodies) whose earlier report listed certificates the last one no longer does. */
const WITH_ENDINGS = new Set([1, 4, 7]);

/**
 * The sample register as its certification bodies would have reported it: for each sample body,
 * one full report of its certificates on its own day (see {@link schedule}), written through the
 * same preview and confirmation as a real report; for a few bodies an earlier full report too,
 * with some certificates the last one leaves out, which therefore end as no longer reported. The
 * eleven monthly reports before each body's first are kept as sample records of their days only
 * (no rows), so the coverage page can measure the 10-day promise over twelve months.
 */
export async function seedCertifiedOrganisations(payload: Payload, rows = SAMPLE_CERTIFICATES): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'certified-organisations' });
  if (totalDocs > 0) return 0;
  const today = todayInJapan();
  const db = await openReportDb(importTarget(payload));
  const target = { shared: db };
  try {
    return await seedReports(target, rows, today);
  } finally {
    await db.close();
  }
}

async function seedReports(target: SharedReportDb, rows: number, today: string): Promise<number> {
  const byBody = new Map<string, CertificateInput[]>();
  for (const record of generateSampleCertificates({ rows, seed: 1, asOf: today })) {
    const list = byBody.get(record.bodyNumber) ?? [];
    list.push(record);
    byBody.set(record.bodyNumber, list);
  }
  let created = 0;
  const bodies = [...byBody.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [index, [bodyNumber, records]] of bodies.entries()) {
    const { received, published, delay } = schedule(index, today);
    let firstReceived = received;
    if (WITH_ENDINGS.has(index)) {
      // An earlier report, five weeks before, still listing a few certificates that were current then.
      const earlier = addDays(received, -35);
      firstReceived = earlier;
      const report = await importReport(csvOf(records), target, {
        kind: 'full',
        receivedOn: earlier,
        today: addDays(earlier, 3),
        by: SEED_ACTOR,
        source: 'seed',
        sample: true,
        fileName: `sample-${bodyNumber}-earlier.csv`,
      });
      if (!report.ok) throw new Error(`Sample report of ${bodyNumber} did not import: ${JSON.stringify(report.message ?? report.errors.slice(0, 3))}`);
      created += report.created;
    }
    const leftOut = WITH_ENDINGS.has(index)
      ? new Set(
          records
            .filter((r) => r.decision === 'valid' && r.expiresOn > today)
            .slice(0, 3 + (index % 3))
            .map((r) => r.certificateNumber),
        )
      : new Set<string>();
    const report = await importReport(csvOf(records.filter((r) => !leftOut.has(r.certificateNumber))), target, {
      kind: 'full',
      receivedOn: received,
      today: published,
      by: SEED_ACTOR,
      source: 'seed',
      sample: true,
      fileName: `sample-${bodyNumber}.csv`,
    });
    if (!report.ok) throw new Error(`Sample report of ${bodyNumber} did not import: ${JSON.stringify(report.message ?? report.refusal ?? report.errors.slice(0, 3))}`);
    created += report.created;
    await seedEarlierReports(target, records[0]!, records.length, firstReceived, index, delay);
  }
  return created;
}

/** Eleven monthly sample reports before a body's first real one: their days and counts only. */
async function seedEarlierReports(target: SharedReportDb, first: CertificateInput, count: number, before: string, index: number, delay: number) {
  const db = target.shared;
  const now = new Date().toISOString();
  const body = { number: first.bodyNumber, name: first.bodyName, nameEn: first.bodyNameEn ?? null, rows: count };
  await db.transaction(async (run) => {
    for (let month = 1; month <= 11; month++) {
      const received = addDays(before, -30 * month - (index % 5));
      // Mostly within the promise; now and then a report that took longer.
      const took = (index + month) % 13 === 0 ? 11 + (month % 4) : 1 + ((index + month * 3) % Math.max(2, Math.min(9, delay + 3)));
      await run(
        `INSERT INTO ${REPORTS_TABLE} (summary, body_number, body_name, body_name_en, bodies, kind, state, source, received_on, published_on, file_name, row_count, created, updated, unchanged, ending, returned, current_before, problem_count, previewed_by, confirmed_by, sample, updated_at, created_at)
         VALUES (?, ?, ?, ?, ${db.json}, 'full', 'published', 'seed', ?, ?, ?, ?, 0, 0, ?, 0, 0, ?, 0, ?, ?, ?, ?, ?)`,
        [
          `${first.bodyNumber} ${received} 全件 / full: 反映済み / published — サンプルの記録 / sample record`,
          first.bodyNumber,
          first.bodyName,
          first.bodyNameEn ?? null,
          JSON.stringify([body]),
          received,
          addDays(received, took),
          `sample-${first.bodyNumber}-${received}.csv`,
          count,
          count,
          count,
          SEED_ACTOR.name,
          SEED_ACTOR.name,
          true,
          now,
          now,
        ],
      );
    }
  });
}
