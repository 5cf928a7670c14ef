import type { Payload, RequiredDataFromCollectionSlug } from 'payload';

import type { AccreditedBody } from '@/payload-types';

import { emptyReport, type ImportReport } from '@/platform/csv/problems';
import type { CsvSource } from '@/platform/csv/read';

import type { AccreditedBodyInput } from '../types';
import { parseAccreditedBodiesCsv } from './csv';

export type WriteReport = { created: number; updated: number; unchanged: number };

/** The stored shape of an imported body. */
function toData(body: AccreditedBodyInput): RequiredDataFromCollectionSlug<'accredited-bodies'> {
  return {
    accreditationNumber: body.accreditationNumber,
    oldAccreditationNumber: body.oldAccreditationNumber ?? null,
    scheme: body.scheme,
    inspectionType: body.inspectionType ?? null,
    nameJa: body.name.ja,
    nameEn: body.name.en ?? null,
    abbreviationJa: body.abbreviation?.ja ?? null,
    abbreviationEn: body.abbreviation?.en ?? null,
    contactAddressJa: body.contactAddress?.ja ?? null,
    contactAddressEn: body.contactAddress?.en ?? null,
    tel: body.tel ?? null,
    url: body.url ?? null,
    initialDate: body.initialDate,
    renewalDate: body.renewalDate ?? null,
    expiryDate: body.expiryDate,
    revisedDate: body.revisedDate ?? null,
    prefecture: body.prefecture ?? null,
    country: body.country ?? null,
    classification: body.classification ?? null,
    suspensionStart: body.suspensionStart ?? null,
    suspensionEnd: body.suspensionEnd ?? null,
    endedOn: body.endedOn ?? null,
    endKind: body.endKind ?? null,
    acceptsExternalTesting: body.acceptsExternalTesting ?? null,
    acceptsExternalCalibration: body.acceptsExternalCalibration ?? null,
    scopes: body.scopes.map((s) => ({ code: s.code, labelJa: s.label.ja, labelEn: s.label.en || null, standards: s.standards ?? null, addedOn: s.addedOn ?? null })),
    sample: body.sample ?? false,
  };
}

const blank = (value: unknown) => (value === undefined || value === '' ? null : value);

/** A stored field's column in the import files (`expiryDate` → `expiry_date`; the scope items are the scopes file's). */
const columnOf = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The columns whose values differ between what the file says and the stored body; none when the import would leave it alone. */
export function changedColumns(data: ReturnType<typeof toData>, stored: Partial<AccreditedBody>): string[] {
  const changed: string[] = [];
  const storedValues = new Map<string, unknown>(Object.entries(stored));
  for (const [key, value] of Object.entries(data)) {
    if (key === 'scopes') continue;
    if (blank(value) !== blank(storedValues.get(key))) changed.push(columnOf(key));
  }
  const scopes = (stored.scopes ?? []).map((scope) => new Map<string, unknown>(Object.entries(scope)));
  const wanted = data.scopes ?? [];
  const sameScopes =
    scopes.length === wanted.length && wanted.every((scope, i) => Object.entries(scope).every(([key, value]) => key === 'id' || blank(value) === blank(scopes[i]!.get(key))));
  if (!sameScopes) changed.push('scopes');
  return changed;
}

/** True when the stored body already holds exactly what the file says (the import then leaves it alone). */
export function sameAsStored(data: ReturnType<typeof toData>, stored: Partial<AccreditedBody>): boolean {
  return changedColumns(data, stored).length === 0;
}

/** The stored bodies with the file's accreditation numbers, by number (read only). */
async function storedBodies(payload: Payload, bodies: readonly AccreditedBodyInput[]): Promise<Map<string, AccreditedBody>> {
  const numbers = bodies.map((b) => b.accreditationNumber);
  const existing = new Map<string, AccreditedBody>();
  for (let i = 0; i < numbers.length; i += 500) {
    const { docs } = await payload.find({
      collection: 'accredited-bodies',
      where: { accreditationNumber: { in: numbers.slice(i, i + 500) } },
      limit: 500,
      depth: 0,
      pagination: false,
    });
    for (const doc of docs) existing.set(doc.accreditationNumber, doc);
  }
  return existing;
}

/**
 * Writes validated bodies, all of them or none: upserts by accreditation number (a second import
 * of the same file changes nothing and counts every body unchanged), and if any write fails, the bodies it created are deleted
 * and the ones it changed are put back. Validation with line numbers happens before, in csv.ts.
 * (SQLite transactions are off in this app: see payload.config.ts.)
 */
export async function importAccreditedBodies(payload: Payload, bodies: AccreditedBodyInput[]): Promise<WriteReport> {
  const context = { disableRevalidate: true, historySource: 'import' };
  const started = new Date().toISOString();
  const report: WriteReport = { created: 0, updated: 0, unchanged: 0 };
  const created: (number | string)[] = [];
  const previous: { id: number | string; data: AccreditedBody }[] = [];
  try {
    const existing = await storedBodies(payload, bodies);
    for (const body of bodies) {
      const current = existing.get(body.accreditationNumber);
      if (current && sameAsStored(toData(body), current)) {
        report.unchanged++;
      } else if (current) {
        previous.push({ id: current.id, data: current });
        await payload.update({ collection: 'accredited-bodies', id: current.id, data: toData(body), depth: 0, context });
        report.updated++;
      } else {
        const doc = await payload.create({ collection: 'accredited-bodies', data: toData(body), depth: 0, context });
        created.push(doc.id);
        report.created++;
      }
    }
    return report;
  } catch (error) {
    // Undone, and not recorded: the validity history keeps only what was written and stayed.
    const undo = { ...context, historySource: 'undo' };
    for (const id of created) await payload.delete({ collection: 'accredited-bodies', id, context: undo }).catch(() => undefined);
    for (const { id, data } of previous.reverse()) {
      const restore = Object.fromEntries(Object.entries(data).filter(([key]) => !['id', 'createdAt', 'updatedAt'].includes(key)));
      await payload.update({ collection: 'accredited-bodies', id, data: restore, context: undo }).catch(() => undefined);
    }
    const touched = bodies.map((b) => b.accreditationNumber);
    for (let i = 0; i < touched.length; i += 500) {
      await payload
        .delete({
          collection: 'validity-history',
          where: { and: [{ subject: { equals: 'body' } }, { subjectKey: { in: touched.slice(i, i + 500) } }, { createdAt: { greater_than_equal: started } }] },
          overrideAccess: true,
        })
        .catch(() => undefined);
    }
    throw error;
  }
}

/**
 * A whole import, as staff run it in /admin or with `npm run import:bodies`: every row of both
 * files checked first; with any problem nothing is written and the report lists them; otherwise
 * every body is written by accreditation number. The report has the same shape as the
 * certified-organisation import's.
 */
export async function importAccreditedBodiesCsv(payload: Payload, bodiesCsv: CsvSource, scopesCsv?: CsvSource): Promise<ImportReport> {
  const started = performance.now();
  const report = emptyReport();
  const parsed = await parseAccreditedBodiesCsv(bodiesCsv, scopesCsv);
  report.rows = parsed.rows;
  report.errors = parsed.errors;
  report.errorCount = parsed.errorCount;
  if (parsed.errorCount === 0) {
    const written = await importAccreditedBodies(payload, parsed.bodies);
    Object.assign(report, written, { ok: true });
  }
  report.seconds = Math.round((performance.now() - started) / 100) / 10;
  return report;
}

/** A body a check found the import would write: its number and name, and for a change, the columns that differ. */
export type PlannedBody = { accreditationNumber: string; name: string; columns?: string[] };

/** How many bodies of each kind a check lists (all are counted). */
export const MAX_PLANNED_BODIES = 200;

/**
 * What a check-only run answers: the report an import of the same files would give (`ok` when
 * it would be written; the same counts, the same problems by line), and the first bodies it
 * would create and change, with the columns that change.
 */
export type CheckReport = ImportReport & { checkOnly: true; plan: { created: PlannedBody[]; updated: PlannedBody[] } };

/**
 * A check-only run: reads and checks both files exactly as {@link importAccreditedBodiesCsv}
 * does, and compares each body with the stored one as the import would, but writes nothing at
 * all (no body, no history, no import record, no lease): it only reads the directory.
 */
export async function checkAccreditedBodiesCsv(payload: Payload, bodiesCsv: CsvSource, scopesCsv?: CsvSource): Promise<CheckReport> {
  const started = performance.now();
  const report: CheckReport = { ...emptyReport(), checkOnly: true, plan: { created: [], updated: [] } };
  const parsed = await parseAccreditedBodiesCsv(bodiesCsv, scopesCsv);
  report.rows = parsed.rows;
  report.errors = parsed.errors;
  report.errorCount = parsed.errorCount;
  if (parsed.errorCount === 0) {
    const existing = await storedBodies(payload, parsed.bodies);
    for (const body of parsed.bodies) {
      const current = existing.get(body.accreditationNumber);
      const planned = { accreditationNumber: body.accreditationNumber, name: body.name.ja };
      if (!current) {
        report.created++;
        if (report.plan.created.length < MAX_PLANNED_BODIES) report.plan.created.push(planned);
        continue;
      }
      const columns = changedColumns(toData(body), current);
      if (columns.length === 0) report.unchanged++;
      else {
        report.updated++;
        if (report.plan.updated.length < MAX_PLANNED_BODIES) report.plan.updated.push({ ...planned, columns });
      }
    }
    report.ok = true;
  }
  report.seconds = Math.round((performance.now() - started) / 100) / 10;
  return report;
}

/** A stored record back in the import shape (for export: the same columns go back in). */
export function bodyFromDoc(doc: Partial<AccreditedBody> & { accreditationNumber: string }): AccreditedBodyInput {
  const opt = (v: string | null | undefined) => v || undefined;
  return {
    accreditationNumber: doc.accreditationNumber,
    oldAccreditationNumber: opt(doc.oldAccreditationNumber),
    scheme: doc.scheme as AccreditedBodyInput['scheme'],
    inspectionType: (doc.inspectionType || undefined) as AccreditedBodyInput['inspectionType'],
    name: { ja: doc.nameJa ?? '', en: opt(doc.nameEn) },
    abbreviation: doc.abbreviationJa || doc.abbreviationEn ? { ja: opt(doc.abbreviationJa), en: opt(doc.abbreviationEn) } : undefined,
    contactAddress: doc.contactAddressJa || doc.contactAddressEn ? { ja: opt(doc.contactAddressJa), en: opt(doc.contactAddressEn) } : undefined,
    tel: opt(doc.tel),
    url: opt(doc.url),
    initialDate: doc.initialDate ?? '',
    renewalDate: opt(doc.renewalDate),
    expiryDate: doc.expiryDate ?? '',
    revisedDate: opt(doc.revisedDate),
    prefecture: (doc.prefecture || undefined) as AccreditedBodyInput['prefecture'],
    country: opt(doc.country),
    classification: opt(doc.classification),
    suspensionStart: opt(doc.suspensionStart),
    suspensionEnd: opt(doc.suspensionEnd),
    endedOn: opt(doc.endedOn),
    endKind: (doc.endKind || undefined) as AccreditedBodyInput['endKind'],
    acceptsExternalTesting: doc.acceptsExternalTesting ?? undefined,
    acceptsExternalCalibration: doc.acceptsExternalCalibration ?? undefined,
    scopes: (doc.scopes ?? []).map((s) => ({ code: s.code, label: { ja: s.labelJa, en: s.labelEn ?? '' }, standards: s.standards ?? undefined, addedOn: s.addedOn ?? undefined })),
    sample: doc.sample ?? undefined,
  };
}
