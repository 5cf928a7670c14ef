/**
 * A certification body's report to the certified-organisation register, from file to register in
 * two steps, for files of 10^5–10^6 rows.
 *
 * 1. **Preview.** The file is read as a stream; each row is checked (every bad row reported with
 *    its line) and the good ones are staged in `certificate_report_rows` under the report's number.
 *    A full report must name one certification body (a row of another is a problem on its line);
 *    a report of changes only may cover several. The staged rows are compared with the register:
 *    new, changed, unchanged, and (full report) the body's current certificates the file no longer
 *    lists, which would end as "no longer reported". Nothing in the register changes; the report
 *    is kept as `preview` with its counts and the first ending certificates.
 * 2. **Confirm** (or cancel). In one write transaction, the comparison is made again (a preview
 *    whose counts no longer hold is refused: preview again), the validity history is written
 *    through the verification feature's writer (every state on the report's day, the day the body
 *    sent it), the register and its search index are written, each listed certificate is linked to
 *    this report, and the report becomes `published`. All or nothing.
 *
 * Certificates that are already withdrawn, expired on the report's day or no longer reported are
 * not ended again when a full report leaves them out: they ended already. A certificate that comes
 * back in a later report is written as the report states it, and its history shows the gap.
 */
import { certificateEditsInsert, certificateKeySql, certificateStatesInsert, type HistorySource } from '@/features/validity-history/cms';
import type { LocalizedText } from '@/platform/localized';
import { emptyReport, type ImportReport, ProblemList } from '@/platform/csv/problems';
import type { CsvSource } from '@/platform/csv/read';
import { readTable } from '@/platform/csv/table';
import { importText } from '@/platform/csv/text';
import { isIsoDay } from '@/platform/time/days';
import { todayInJapan } from '@/platform/time/japan';

import type { ReportKind, ReportState } from '../model';
import { derivedColumns, indexText, postgresKeys, runsText } from '../keys';
import type { CertificateInput } from '../model';
import { certificateTable, readCertificateRow } from './csv';
import { type ImportTarget, openReportDb, type ReportDb, type SharedReportDb } from './reportDb';
import { FTS, registerChanged, RUNS, TABLE } from './store';

export const REPORTS_TABLE = 'certificate_reports';
export const STAGE_TABLE = 'certificate_report_rows';
/** Each certificate's last report that listed it: "reported by {body} on {day}". */
export const LAST_REPORT_TABLE = 'certificate_last_reports';

/** How many ending certificates a preview lists (all of them in its CSV). */
export const ENDING_LISTED = 200;
/** A preview not confirmed within this time is cancelled and its staged rows are dropped. */
export const PREVIEW_HOURS = 24;
const STAGE_BATCH = 1000;
/** Rows a report must write for the register to be vacuumed and analysed at once (PostgreSQL). */
const VACUUM_AFTER = 2000;

/**
 * The share of a body's current certificates above which a full report's endings must be
 * confirmed by typing their number (REPORT_ENDING_SHARE, in per cent; 20 by default).
 */
export function endingGuardShare(): number {
  const raw = Number(process.env.REPORT_ENDING_SHARE ?? '20');
  return Number.isFinite(raw) && raw >= 0 && raw <= 100 ? raw / 100 : 0.2;
}

/** Stored columns other than id, the timestamps and the index. */
const DATA = [
  'body_number',
  'certificate_number',
  'organisation_name',
  'organisation_name_en',
  'office_name',
  'office_name_en',
  'body_name',
  'body_name_en',
  'first_registered_on',
  'expires_on',
  'decision',
  'standards',
  'scope',
  'scope_en',
  'iaf_codes',
  'address',
  'address_en',
  'prefecture',
  'country',
  'classification',
  'sample',
  'name_key',
  'org_key',
  'standards_mask',
  'iaf_mask',
] as const;

function values(c: CertificateInput): (string | number | null)[] {
  const derived = derivedColumns(c);
  return [
    c.bodyNumber,
    c.certificateNumber,
    c.organisationName,
    c.organisationNameEn ?? null,
    c.officeName ?? null,
    c.officeNameEn ?? null,
    c.bodyName,
    c.bodyNameEn ?? null,
    c.firstRegisteredOn,
    c.expiresOn,
    c.decision,
    c.standards.join(' '),
    c.scope,
    c.scopeEn ?? null,
    c.iafCodes.join(' '),
    c.address ?? null,
    c.addressEn ?? null,
    c.prefecture ?? null,
    c.country,
    c.classification,
    c.sample ? 1 : 0,
    derived.nameKey,
    derived.orgKey,
    derived.standardsMask,
    derived.iafMask,
  ];
}

const list = (prefix = '') => DATA.map((c) => prefix + c).join(', ');

/** A certification body a report covers, with its rows in the file. */
export type ReportBody = { number: string; name: string; nameEn: string | null; rows: number };

/** A certificate a full report would end, as the preview lists it. */
export type EndingCertificate = { id: number; certificateNumber: string; organisationName: string; officeName: string | null; standards: string; expiresOn: string; decision: string };

/** What a report does, counted: the preview's figures, and again when it is written. */
export type ReportCounts = { rows: number; created: number; updated: number; unchanged: number; returning: number; ending: number; current: number };

/** A report as the preview answers it (and the command line prints it). */
export type ReportPreview = ImportReport & {
  reportId: number | null;
  state: ReportState;
  kind: ReportKind;
  receivedOn: string;
  bodies: ReportBody[];
  returning: number;
  ending: number;
  /** The body's current certificates before the report (full reports). */
  current: number;
  endingShare: number;
  /** The endings pass the share that must be confirmed by typing their number. */
  confirmEnding: boolean;
  endingSample: EndingCertificate[];
  /** Why the whole file was refused, when it is not a problem of one line. */
  message?: LocalizedText;
};

/** Who acts on a report: the staff member's address, or the command line; and for a certification body's own account, its number. */
export type ReportActor = { name: string; onlyBody?: string | null };

export type PreviewOptions = {
  kind?: ReportKind;
  /** The day the certification body sent the report (Japan), today by default. */
  receivedOn?: string;
  fileName?: string;
  by: ReportActor;
  source?: 'admin' | 'cli' | 'seed';
  sample?: boolean;
  /** Today in Japan (tests and the seed set it). */
  today?: string;
};

const SEP = '\u0000';

// ---------------------------------------------------------------------------
// Preview
// ---------------------------------------------------------------------------

/** Reads a report's file, stages it and compares it with the register; writes nothing to the register. */
export async function previewReport(source: CsvSource, target: ImportTarget | SharedReportDb, options: PreviewOptions): Promise<ReportPreview> {
  const started = performance.now();
  const today = options.today ?? todayInJapan();
  const kind = options.kind ?? 'full';
  const receivedOn = options.receivedOn || today;
  const db = await openReportDb(target);
  const preview: ReportPreview = {
    ...emptyReport(),
    reportId: null,
    state: 'refused',
    kind,
    receivedOn,
    bodies: [],
    returning: 0,
    ending: 0,
    current: 0,
    endingShare: 0,
    confirmEnding: false,
    endingSample: [],
  };
  const problems = new ProblemList();
  try {
    await dropStalePreviews(db);
    if (!isIsoDay(receivedOn) || receivedOn > today) {
      preview.message = importText('report.receivedFuture', { received: receivedOn, today });
      return preview;
    }
    const reportId = await createReport(db, { kind, receivedOn, options });
    preview.reportId = reportId;
    const seen = new Map<string, number>();
    const bodies = new Map<string, ReportBody & { line: number }>();
    let first: (ReportBody & { line: number }) | null = null;
    let pending: { line: number; value: CertificateInput }[] = [];
    const flush = async () => {
      if (pending.length) await stage(db, reportId, pending);
      pending = [];
    };
    for await (const row of readTable(source, certificateTable, problems)) {
      preview.rows++;
      const value = readCertificateRow(row);
      if (!value) continue;
      const own = options.by.onlyBody;
      if (own && value.bodyNumber !== own) {
        row.report('body_number', importText('report.otherBody', { body: value.bodyNumber, own }));
        continue;
      }
      if (kind === 'full' && first && value.bodyNumber !== first.number) {
        row.report('body_number', importText('report.mixedBodies', { body: value.bodyNumber, line: first.line, first: first.number }));
        continue;
      }
      const key = `${value.bodyNumber}${SEP}${value.certificateNumber}`;
      const firstLine = seen.get(key);
      if (firstLine !== undefined) {
        row.report('certificate_number', importText('report.duplicate', { line: firstLine }));
        continue;
      }
      seen.set(key, row.line);
      let body = bodies.get(value.bodyNumber);
      if (!body) {
        body = { number: value.bodyNumber, name: value.bodyName, nameEn: value.bodyNameEn ?? null, rows: 0, line: row.line };
        // A report dated before a body's last one is refused at the body's first row, not after staging the whole file.
        const late = await earlierThanLastReport(db, [body], receivedOn);
        if (late) {
          preview.message = importText('report.beforeLastReport', { received: receivedOn, body: late.number, last: late.day });
          break;
        }
      }
      body.rows++;
      bodies.set(value.bodyNumber, body);
      first ??= body;
      if (problems.count > 0) continue; // nothing will be staged; keep checking the rest
      pending.push({ line: row.line, value });
      if (pending.length >= STAGE_BATCH) await flush();
    }
    preview.bodies = [...bodies.values()].map(({ line: _line, ...body }) => body);
    if (problems.count === 0 && !preview.message && preview.bodies.length === 0) {
      preview.message = importText('report.noRows');
    }
    if (problems.count > 0 || preview.message) {
      await discard(db, reportId);
      preview.errors = problems.sorted();
      preview.errorCount = problems.count;
      await updateReport(db, reportId, { state: 'refused', preview, problems: preview.errors.slice(0, 200) });
      return preview;
    }
    await flush();
    const plan = planOf(preview.kind, preview.bodies, receivedOn, today);
    const counts = await compare(db, db.run, reportId, plan);
    Object.assign(preview, counts);
    preview.endingShare = counts.current ? counts.ending / counts.current : 0;
    preview.confirmEnding = counts.ending > 0 && preview.endingShare > endingGuardShare();
    preview.endingSample = plan.full ? await endingCertificates(db, reportId, plan, ENDING_LISTED) : [];
    preview.state = 'preview';
    preview.ok = true;
    await updateReport(db, reportId, { state: 'preview', preview, problems: [] });
    return preview;
  } finally {
    if (!preview.errors.length) preview.errors = problems.sorted();
    preview.errorCount = problems.count;
    preview.seconds = Math.round((performance.now() - started) / 100) / 10;
    await db.close();
  }
}

/** What a report replaces: a full report's one body and its day, or nothing (changes only). */
type Plan = { full: boolean; bodyNumber: string | null; day: string; today: string };

const planOf = (kind: ReportKind, bodies: ReportBody[], day: string, today: string): Plan => ({
  full: kind === 'full' && bodies.length === 1,
  bodyNumber: kind === 'full' ? (bodies[0]?.number ?? null) : null,
  day,
  today,
});

async function createReport(db: ReportDb, { kind, receivedOn, options }: { kind: ReportKind; receivedOn: string; options: PreviewOptions }): Promise<number> {
  const now = new Date().toISOString();
  const { rows } = await db.run(
    `INSERT INTO ${REPORTS_TABLE} (kind, state, source, received_on, file_name, previewed_by, sample, row_count, created, updated, unchanged, ending, returned, current_before, problem_count, updated_at, created_at)
     VALUES (?, 'preview', ?, ?, ?, ?, ?, 0, 0, 0, 0, 0, 0, 0, 0, ?, ?) RETURNING id`,
    [kind, options.source ?? 'admin', receivedOn, options.fileName?.slice(0, 200) || null, options.by.name, Boolean(options.sample), now, now],
  );
  return Number(rows[0]!.id);
}

/** The report's row as the preview left it (counts, bodies, the first endings, problems). */
async function updateReport(db: ReportDb, id: number, { state, preview, problems }: { state: ReportState; preview: ReportPreview; problems: unknown[] }) {
  const single = preview.bodies.length === 1 ? preview.bodies[0]! : null;
  const summary = reportSummaryLine(preview, state);
  await db.run(
    `UPDATE ${REPORTS_TABLE} SET state = ?, summary = ?, body_number = ?, body_name = ?, body_name_en = ?, bodies = ${db.json}, row_count = ?, created = ?, updated = ?, unchanged = ?,
       ending = ?, returned = ?, current_before = ?, problem_count = ?, ending_sample = ${db.json}, problems = ${db.json}, updated_at = ? WHERE id = ?`,
    [
      state,
      summary,
      single?.number ?? null,
      single?.name ?? (preview.bodies.length > 1 ? `${preview.bodies.length}機関` : null),
      single?.nameEn ?? (preview.bodies.length > 1 ? `${preview.bodies.length} bodies` : null),
      JSON.stringify(preview.bodies),
      preview.rows,
      preview.created,
      preview.updated,
      preview.unchanged,
      preview.ending,
      preview.returning,
      preview.current,
      preview.errorCount,
      JSON.stringify(preview.endingSample),
      JSON.stringify(problems),
      new Date().toISOString(),
      id,
    ],
  );
}

/** One line for the list of reports in /admin and the audit trail. */
export function reportSummaryLine(p: Pick<ReportPreview, 'kind' | 'bodies' | 'rows' | 'created' | 'updated' | 'unchanged' | 'ending' | 'returning' | 'errorCount' | 'receivedOn'>, state: ReportState): string {
  const who = p.bodies.length === 1 ? p.bodies[0]!.number : p.bodies.length ? `${p.bodies.length}機関 / ${p.bodies.length} bodies` : '—';
  const kind = p.kind === 'full' ? '全件 / full' : '変更のみ / changes';
  const stateWord = { preview: '確認待ち / awaiting confirmation', published: '反映済み / published', cancelled: '取りやめ / cancelled', refused: '問題あり / refused' }[state];
  return `${who} ${p.receivedOn} ${kind}: ${stateWord} — ${p.rows}行 / rows, 新規 ${p.created} new, 変更 ${p.updated} changed, 変更なし ${p.unchanged} unchanged, 報告終了 ${p.ending} ending, 再掲載 ${p.returning} back${p.errorCount ? `, 問題 ${p.errorCount} problems` : ''}`;
}

/** A report may not be dated before the last published report of a body it covers. */
async function earlierThanLastReport(db: ReportDb, bodies: ReportBody[], receivedOn: string): Promise<{ number: string; day: string } | null> {
  for (const body of bodies) {
    const { rows } = await db.run(`SELECT max(received_on) AS day FROM ${REPORTS_TABLE} WHERE body_number = ? AND state = 'published'`, [body.number]);
    const day = rows[0]?.day ? String(rows[0].day) : null;
    if (day && receivedOn < day) return { number: body.number, day };
  }
  return null;
}

/** Previews left unconfirmed for a day are cancelled, and their staged rows dropped. */
async function dropStalePreviews(db: ReportDb): Promise<void> {
  const before = new Date(Date.now() - PREVIEW_HOURS * 3600_000).toISOString();
  const { rows } = await db.run(`SELECT id FROM ${REPORTS_TABLE} WHERE state = 'preview' AND created_at < ?`, [before]);
  for (const row of rows) {
    await discard(db, Number(row.id));
    await db.run(`UPDATE ${REPORTS_TABLE} SET state = 'cancelled', updated_at = ? WHERE id = ? AND state = 'preview'`, [new Date().toISOString(), Number(row.id)]);
  }
}

async function discard(db: ReportDb, reportId: number) {
  await db.run(`DELETE FROM ${STAGE_TABLE} WHERE report_id = ?`, [reportId]);
}

/** Checked rows into the report's stage. */
async function stage(db: ReportDb, reportId: number, rows: { line: number; value: CertificateInput }[]) {
  if (db.dialect === 'sqlite') {
    const width = DATA.length + 4;
    for (let i = 0; i < rows.length; i += 200) {
      const chunk = rows.slice(i, i + 200);
      const args: unknown[] = [];
      for (const { line, value } of chunk) args.push(reportId, line, ...values(value), indexText(value), runsText(value));
      const tuple = `(${Array.from({ length: width }, () => '?').join(', ')})`;
      await db.run(`INSERT INTO ${STAGE_TABLE} (report_id, line, ${list()}, grams, runs) VALUES ${chunk.map(() => tuple).join(', ')}`, args);
    }
    return;
  }
  const copied = rows.map(({ line, value }) => {
    const keys = postgresKeys(value);
    const v = values(value).map((x, k) => (DATA[k] === 'sample' ? x === 1 : x));
    // Pairs and runs as text separated by spaces (a key has none): COPY reads text far faster than arrays.
    return [reportId, line, ...v, keys.searchText, keys.grams.join(' '), keys.runs.join(' ')];
  });
  await db.copy!(STAGE_TABLE, ['report_id', 'line', ...DATA, 'search_text', 'grams', 'runs'], copied);
}

/** The register rows a full report ends: the body's certificates current on the report's day that the file no longer lists. */
function endingWhere(): string {
  return `o.body_number = ? AND o.decision IN ('valid', 'suspended') AND o.expires_on >= ?
    AND NOT EXISTS (SELECT 1 FROM ${STAGE_TABLE} AS s WHERE s.report_id = ? AND s.body_number = o.body_number AND s.certificate_number = o.certificate_number)`;
}
const endingArgs = (plan: Plan, reportId: number) => [plan.bodyNumber, plan.day, reportId];

/**
 * Compares the staged rows with the register (which exist, which differ, which come back from
 * "no longer reported") and counts what the report does.
 */
async function compare(db: ReportDb, run: ReportDb['run'], reportId: number, plan: Plan): Promise<ReportCounts> {
  await run(`UPDATE ${STAGE_TABLE} SET existing_id = NULL, changed = NULL, was_unreported = NULL WHERE report_id = ?`, [reportId]);
  if (db.dialect === 'sqlite') {
    await run(
      `UPDATE ${STAGE_TABLE} AS s SET existing_id = o.id, changed = ((${list('o.')}) IS NOT (${list('s.')})), was_unreported = (o.decision = 'unreported')
       FROM ${TABLE} AS o WHERE s.report_id = ? AND o.body_number = s.body_number AND o.certificate_number = s.certificate_number`,
      [reportId],
    );
  } else {
    // Text in the stage, the register's types (enums, bigint, boolean) on the other side: compare as text.
    const asText = (prefix: string) => DATA.map((c) => `${prefix}${c}::text`).join(', ');
    await run(
      `UPDATE ${STAGE_TABLE} AS s SET existing_id = o.id, changed = (ROW(${asText('o.')}) IS DISTINCT FROM ROW(${asText('s.')})), was_unreported = (o.decision = 'unreported')
       FROM ${TABLE} AS o WHERE s.report_id = ? AND o.body_number = s.body_number AND o.certificate_number = s.certificate_number`,
      [reportId],
    );
  }
  const truth = db.dialect === 'sqlite' ? (c: string) => `${c} = 1` : (c: string) => c;
  const { rows } = await run(
    `SELECT count(*) AS n, count(*) - count(existing_id) AS created, sum(CASE WHEN ${truth('changed')} THEN 1 ELSE 0 END) AS updated,
       sum(CASE WHEN existing_id IS NOT NULL AND NOT ${truth('changed')} THEN 1 ELSE 0 END) AS unchanged,
       sum(CASE WHEN ${truth('was_unreported')} THEN 1 ELSE 0 END) AS returned
     FROM ${STAGE_TABLE} WHERE report_id = ?`,
    [reportId],
  );
  const counts: ReportCounts = {
    rows: Number(rows[0]?.n ?? 0),
    created: Number(rows[0]?.created ?? 0),
    updated: Number(rows[0]?.updated ?? 0),
    unchanged: Number(rows[0]?.unchanged ?? 0),
    returning: Number(rows[0]?.returned ?? 0),
    ending: 0,
    current: 0,
  };
  if (plan.full) {
    const ending = await run(`SELECT count(*) AS n FROM ${TABLE} AS o WHERE ${endingWhere()}`, endingArgs(plan, reportId));
    counts.ending = Number(ending.rows[0]?.n ?? 0);
    const current = await run(
      `SELECT count(*) AS n FROM ${TABLE} AS o WHERE o.body_number = ? AND o.decision IN ('valid', 'suspended') AND o.expires_on >= ?`,
      [plan.bodyNumber, plan.today],
    );
    counts.current = Number(current.rows[0]?.n ?? 0);
  }
  return counts;
}

/** The certificates a staged full report would end, in certificate-number order: `limit` of them from `offset`. */
export async function endingCertificates(db: ReportDb, reportId: number, plan: Plan, limit: number, offset = 0): Promise<EndingCertificate[]> {
  const { rows } = await db.run(
    `SELECT o.id, o.certificate_number, o.organisation_name, o.office_name, o.standards, o.expires_on, o.decision FROM ${TABLE} AS o
     WHERE ${endingWhere()} ORDER BY o.certificate_number LIMIT ? OFFSET ?`,
    [...endingArgs(plan, reportId), limit, offset],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    certificateNumber: String(r.certificate_number),
    organisationName: String(r.organisation_name),
    officeName: r.office_name == null ? null : String(r.office_name),
    standards: String(r.standards ?? ''),
    expiresOn: String(r.expires_on),
    decision: String(r.decision),
  }));
}

// ---------------------------------------------------------------------------
// Confirm, cancel
// ---------------------------------------------------------------------------

/** Why a confirmation was refused; nothing was written. */
export type ConfirmRefusal = { status: 404 | 403 | 409 | 400; message: LocalizedText };

export type ConfirmOptions = {
  by: ReportActor;
  /** The number of certificates that will end, as typed by staff (needed past the share). */
  confirmEnding?: number | null;
  today?: string;
  recordedBy?: string;
  source?: HistorySource;
};

type StoredReport = {
  id: number;
  state: ReportState;
  kind: ReportKind;
  bodyNumber: string | null;
  receivedOn: string;
  bodies: ReportBody[];
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  ending: number;
  returning: number;
  current: number;
  fileName: string | null;
  createdAt: string;
};

async function storedReport(db: ReportDb, id: number): Promise<StoredReport | null> {
  const { rows } = await db.run(
    `SELECT id, state, kind, body_number, received_on, bodies, row_count, created, updated, unchanged, ending, returned, current_before, file_name, created_at FROM ${REPORTS_TABLE} WHERE id = ?`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  const bodies = typeof r.bodies === 'string' ? (JSON.parse(r.bodies) as ReportBody[]) : ((r.bodies as ReportBody[] | null) ?? []);
  return {
    id: Number(r.id),
    state: String(r.state) as ReportState,
    kind: String(r.kind) as ReportKind,
    bodyNumber: r.body_number == null ? null : String(r.body_number),
    receivedOn: String(r.received_on),
    bodies,
    rows: Number(r.row_count),
    created: Number(r.created),
    updated: Number(r.updated),
    unchanged: Number(r.unchanged),
    ending: Number(r.ending),
    returning: Number(r.returned),
    current: Number(r.current_before),
    fileName: r.file_name == null ? null : String(r.file_name),
    createdAt: r.created_at instanceof Date ? r.created_at.toISOString() : String(r.created_at),
  };
}

/** Whether an actor may act on a report: staff of the directory on any, a certification body's account on its own. */
const mayActOn = (by: ReportActor, report: StoredReport) => !by.onlyBody || (report.bodies.length === 1 && report.bodies[0]!.number === by.onlyBody);

export type ConfirmOutcome = { ok: true; report: ReportPreview } | { ok: false; refusal: ConfirmRefusal };

/** Writes a previewed report to the register, all or nothing. */
export async function confirmReport(target: ImportTarget | SharedReportDb, reportId: number, options: ConfirmOptions): Promise<ConfirmOutcome> {
  const started = performance.now();
  const today = options.today ?? todayInJapan();
  const db = await openReportDb(target);
  try {
    const report = await storedReport(db, reportId);
    if (!report || !mayActOn(options.by, report)) return { ok: false, refusal: { status: 404, message: importText('report.notFound') } };
    if (report.state === 'preview' && report.createdAt < new Date(Date.now() - PREVIEW_HOURS * 3600_000).toISOString()) {
      await discard(db, reportId);
      await db.run(`UPDATE ${REPORTS_TABLE} SET state = 'cancelled', updated_at = ? WHERE id = ? AND state = 'preview'`, [new Date().toISOString(), reportId]);
      return {
        ok: false,
        refusal: {
          status: 409,
          message: importText('report.previewExpired', { hours: PREVIEW_HOURS }),
        },
      };
    }
    if (report.state !== 'preview') {
      return {
        ok: false,
        refusal: { status: 409, message: importText('report.notAwaiting') },
      };
    }
    const plan = planOf(report.kind, report.bodies, report.receivedOn, today);
    const share = report.current ? report.ending / report.current : 0;
    if (report.ending > 0 && share > endingGuardShare() && options.confirmEnding !== report.ending) {
      return {
        ok: false,
        refusal: {
          status: 400,
          message: importText('report.confirmEnding', { current: report.current, ending: report.ending, share: Math.round(share * 100) }),
        },
      };
    }
    const now = new Date().toISOString();
    const recording = { day: report.receivedOn, source: options.source ?? ('import' as const), recordedBy: options.recordedBy ?? options.by.name, reportId, now };
    const outcome = await db.transaction(async (run) => {
      // Claimed at once: a second confirmation (another tab, another server) finds it taken.
      const claimed = await run(`UPDATE ${REPORTS_TABLE} SET state = 'published', published_on = ?, confirmed_by = ?, confirmed_at = ?, updated_at = ? WHERE id = ? AND state = 'preview'`, [
        today,
        options.by.name,
        now,
        now,
        reportId,
      ]);
      if (claimed.changed !== 1) return { changed: true as const };
      const counts = await compare(db, run, reportId, plan);
      const expected: (keyof ReportCounts)[] = ['rows', 'created', 'updated', 'unchanged', 'ending'];
      if (expected.some((k) => counts[k] !== report[k])) return { changed: true as const, counts };
      await write(db, run, reportId, plan, recording);
      await run(`UPDATE ${REPORTS_TABLE} SET seconds = ? WHERE id = ?`, [Math.round((performance.now() - started) / 100) / 10, reportId]);
      return { changed: false as const, counts };
    });
    if (outcome.changed) {
      return {
        ok: false,
        refusal: {
          status: 409,
          message: importText('report.changedSincePreview'),
        },
      };
    }
    registerChanged();
    const counts = outcome.counts!;
    if (db.dialect === 'postgres' && counts.created + counts.updated + counts.ending >= VACUUM_AFTER) {
      // Fresh statistics, and a visibility map so counts and deep pages read the indexes alone
      // (a smaller report is left to autovacuum: a body's monthly changes are a few hundred rows).
      await db.run(`VACUUM (ANALYZE) ${TABLE}`);
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    return {
      ok: true,
      report: {
        ...emptyReport(),
        ...counts,
        ok: true,
        seconds,
        reportId,
        state: 'published',
        kind: report.kind,
        receivedOn: report.receivedOn,
        bodies: report.bodies,
        endingShare: share,
        confirmEnding: false,
        endingSample: [],
      },
    };
  } finally {
    await db.close();
  }
}

/** The one write transaction of a confirmed report. */
async function write(db: ReportDb, run: ReportDb['run'], reportId: number, plan: Plan, recording: Parameters<typeof certificateStatesInsert>[1]) {
  const pg = db.dialect === 'postgres';
  const text = (column: string) => (pg ? `${column}::text` : column);
  // The history first, while the register still holds the states before the report.
  const watched = ['first_registered_on', 'expires_on', 'decision'];
  const differs = pg
    ? `(${watched.map((c) => `o.${c}::text`).join(', ')}) IS DISTINCT FROM (${watched.map((c) => `s.${c}`).join(', ')})`
    : `(${watched.map((c) => `o.${c}`).join(', ')}) IS NOT (${watched.map((c) => `s.${c}`).join(', ')})`;
  const stated = certificateStatesInsert(
    {
      sql: `SELECT ${certificateKeySql('s.body_number', 's.certificate_number')} AS subject_key, s.first_registered_on AS valid_from, s.expires_on AS valid_until, s.decision AS decision
        FROM ${STAGE_TABLE} AS s LEFT JOIN ${TABLE} AS o ON o.id = s.existing_id WHERE s.report_id = ? AND (s.existing_id IS NULL OR ${differs})`,
      args: [reportId],
    },
    recording,
  );
  await run(stated.sql, stated.args);
  const isChanged = pg ? 's.changed' : 's.changed = 1';
  // Certificates whose details changed while their status and dates did not: no history row, so an edit for mirrors.
  const edited = certificateEditsInsert(
    {
      sql: `SELECT ${certificateKeySql('s.body_number', 's.certificate_number')} AS subject_key FROM ${STAGE_TABLE} AS s JOIN ${TABLE} AS o ON o.id = s.existing_id
        WHERE s.report_id = ? AND ${isChanged} AND NOT (${differs})`,
      args: [reportId],
    },
    recording,
  );
  await run(edited.sql, edited.args);
  if (plan.full) {
    const ended = certificateStatesInsert(
      {
        sql: `SELECT ${certificateKeySql('o.body_number', 'o.certificate_number')} AS subject_key, ${text('o.first_registered_on')} AS valid_from, ${text('o.expires_on')} AS valid_until, 'unreported' AS decision
          FROM ${TABLE} AS o WHERE ${endingWhere()}`,
        args: endingArgs(plan, reportId),
      },
      recording,
    );
    await run(ended.sql, ended.args);
    await run(`UPDATE ${TABLE} AS o SET decision = 'unreported', updated_at = ? WHERE ${endingWhere()}`, [recording.now, ...endingArgs(plan, reportId)]);
  }
  if (pg) {
    const cast = (c: string) => db.cast(`s.${c}`, c);
    await run(
      `UPDATE ${TABLE} AS o SET ${DATA.map((c) => `${c} = ${cast(c)}`).join(', ')}, search_text = s.search_text, grams = string_to_array(s.grams, ' '), runs = string_to_array(s.runs, ' '), updated_at = ?
       FROM ${STAGE_TABLE} AS s WHERE s.report_id = ? AND ${isChanged} AND o.id = s.existing_id`,
      [recording.now, reportId],
    );
    await run(
      `INSERT INTO ${TABLE} (${list()}, search_text, grams, runs, updated_at, created_at)
       SELECT ${DATA.map(cast).join(', ')}, s.search_text, string_to_array(s.grams, ' '), string_to_array(s.runs, ' '), ?, ? FROM ${STAGE_TABLE} AS s WHERE s.report_id = ? AND s.existing_id IS NULL ORDER BY s.line`,
      [recording.now, recording.now, reportId],
    );
  } else {
    await run(
      `UPDATE ${TABLE} AS o SET ${DATA.map((c) => `${c} = s.${c}`).join(', ')}, updated_at = ? FROM ${STAGE_TABLE} AS s WHERE s.report_id = ? AND ${isChanged} AND o.id = s.existing_id`,
      [recording.now, reportId],
    );
    await run(`DELETE FROM ${FTS} WHERE rowid IN (SELECT existing_id FROM ${STAGE_TABLE} WHERE report_id = ? AND ${isChanged.replace('s.', '')})`, [reportId]);
    await run(`DELETE FROM ${RUNS} WHERE rowid IN (SELECT existing_id FROM ${STAGE_TABLE} WHERE report_id = ? AND ${isChanged.replace('s.', '')})`, [reportId]);
    await run(`INSERT INTO ${TABLE} (${list()}, updated_at, created_at) SELECT ${list()}, ?, ? FROM ${STAGE_TABLE} WHERE report_id = ? AND existing_id IS NULL ORDER BY line`, [
      recording.now,
      recording.now,
      reportId,
    ]);
    const touched = `s.report_id = ? AND (s.existing_id IS NULL OR ${isChanged})`;
    await run(
      `INSERT INTO ${FTS} (rowid, grams) SELECT o.id, s.grams FROM ${STAGE_TABLE} AS s JOIN ${TABLE} AS o ON o.body_number = s.body_number AND o.certificate_number = s.certificate_number WHERE ${touched}`,
      [reportId],
    );
    // A record without a Latin run has nothing in the trigram table.
    await run(
      `INSERT INTO ${RUNS} (rowid, runs) SELECT o.id, s.runs FROM ${STAGE_TABLE} AS s JOIN ${TABLE} AS o ON o.body_number = s.body_number AND o.certificate_number = s.certificate_number WHERE ${touched} AND s.runs != ''`,
      [reportId],
    );
  }
  // Every certificate the report lists, new, changed or not: this is now its last report.
  await run(
    `INSERT INTO ${LAST_REPORT_TABLE} (certificate_id, report_id) SELECT o.id, ? FROM ${STAGE_TABLE} AS s JOIN ${TABLE} AS o ON o.body_number = s.body_number AND o.certificate_number = s.certificate_number
     WHERE s.report_id = ? ON CONFLICT (certificate_id) DO UPDATE SET report_id = excluded.report_id`,
    [reportId, reportId],
  );
  await run(`DELETE FROM ${STAGE_TABLE} WHERE report_id = ?`, [reportId]);
}

/** Cancels a report awaiting confirmation; its staged rows are dropped. */
export async function cancelReport(target: ImportTarget, reportId: number, by: ReportActor): Promise<{ ok: true } | { ok: false; refusal: ConfirmRefusal }> {
  const db = await openReportDb(target);
  try {
    const report = await storedReport(db, reportId);
    if (!report || !mayActOn(by, report)) return { ok: false, refusal: { status: 404, message: importText('report.notFound') } };
    const { changed } = await db.run(`UPDATE ${REPORTS_TABLE} SET state = 'cancelled', confirmed_by = ?, updated_at = ? WHERE id = ? AND state = 'preview'`, [
      by.name,
      new Date().toISOString(),
      reportId,
    ]);
    if (changed !== 1) return { ok: false, refusal: { status: 409, message: importText('report.notAwaiting') } };
    await discard(db, reportId);
    return { ok: true };
  } finally {
    await db.close();
  }
}

/**
 * Every certificate a report ends, in batches: while it awaits confirmation, those its staged file
 * no longer lists; once published, those it recorded as no longer reported.
 */
export async function* reportEndings(target: ImportTarget, reportId: number, by: ReportActor, today = todayInJapan()): AsyncGenerator<EndingCertificate[]> {
  const db = await openReportDb(target);
  try {
    const report = await storedReport(db, reportId);
    if (!report || !mayActOn(by, report)) return;
    if (report.state === 'preview') {
      const plan = planOf(report.kind, report.bodies, report.receivedOn, today);
      if (!plan.full) return;
      for (let offset = 0; ; offset += 5000) {
        const batch = await endingCertificates(db, reportId, plan, 5000, offset);
        if (!batch.length) return;
        yield batch;
        if (batch.length < 5000) return;
      }
    }
    if (report.state !== 'published' || !report.bodyNumber) return;
    const key = certificateKeySql('o.body_number', 'o.certificate_number');
    for (let offset = 0; ; offset += 5000) {
      const { rows } = await db.run(
        `SELECT o.id, o.certificate_number, o.organisation_name, o.office_name, o.standards, h.valid_until AS expires_on, h.decision FROM validity_history AS h
         JOIN ${TABLE} AS o ON o.body_number = ? AND ${key} = h.subject_key
         WHERE h.report_id = ? AND h.decision = 'unreported' ORDER BY o.certificate_number LIMIT 5000 OFFSET ?`,
        [report.bodyNumber, reportId, offset],
      );
      if (!rows.length) return;
      yield rows.map((r) => ({
        id: Number(r.id),
        certificateNumber: String(r.certificate_number),
        organisationName: String(r.organisation_name),
        officeName: r.office_name == null ? null : String(r.office_name),
        standards: String(r.standards ?? ''),
        expiresOn: String(r.expires_on),
        decision: String(r.decision),
      }));
      if (rows.length < 5000) return;
    }
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------------------
// In one go (the seed, the command line with --confirm, tests)
// ---------------------------------------------------------------------------

/**
 * Previews a report and, when its file is good, confirms it at once: the seed, tests and the
 * command line's `--confirm`. `confirmEnding` is passed on (the share guard still applies).
 */
export async function importReport(
  source: CsvSource,
  target: ImportTarget | SharedReportDb,
  options: PreviewOptions & { confirmEnding?: number | null },
): Promise<ReportPreview & { refusal?: ConfirmRefusal }> {
  const preview = await previewReport(source, target, options);
  if (!preview.ok || preview.reportId === null) return preview;
  const confirmed = await confirmReport(target, preview.reportId, { by: options.by, confirmEnding: options.confirmEnding, today: options.today });
  if (!confirmed.ok) return { ...preview, ok: false, refusal: confirmed.refusal };
  return { ...preview, ...confirmed.report, endingSample: preview.endingSample, seconds: Math.round((preview.seconds + confirmed.report.seconds) * 10) / 10 };
}
