import type { Endpoint, FlattenedField, PayloadRequest, Where } from 'payload';

import { recordAudit } from '@/features/back-office/cms';
import { staffRoleLabels, userHasRole } from '@/platform/cms/access';
import { type AdminLanguage, adminLanguage } from '@/platform/cms/japanTime';
import { fieldOf } from '@/platform/cms/fieldOf';
import { downloadResponse } from '@/platform/csv/write';
import { isIsoDay } from '@/platform/time/days';
import { dateTimeInJapan, todayInJapan } from '@/platform/time/japan';
import type { Complaint, Inquiry } from '@/payload-types';

import { type FormKind, forms, submissionCollection } from '../registry';
import { personalFields } from '../server/retention';

/** Rows read from the database at a time: memory stays flat however many submissions there are. */
export const EXPORT_BATCH = 500;

/** `open`: everything not yet handled (new and in progress). */
export const exportStatuses = ['new', 'inProgress', 'handled', 'open'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

export type ExportFilters = { status?: ExportStatus; from?: string; to?: string };

type Refusal = { ok: false; message: string };

/**
 * The conditions of an export from its query string: `status` (one of {@link exportStatuses};
 * none for every submission), `from` and `to` (days in Japan, `YYYY-MM-DD`, both included).
 * Anything else in the query is ignored; a value that is there but wrong is refused, never
 * dropped, so a file is never wider than what was asked for.
 */
export function readExportFilters(params: URLSearchParams): { ok: true; filters: ExportFilters } | Refusal {
  const filters: ExportFilters = {};
  const status = params.get('status');
  if (status !== null) {
    if (!(exportStatuses as readonly string[]).includes(status)) {
      return { ok: false, message: '対応状況（status）は new、inProgress、handled、open のいずれかで指定してください / status must be new, inProgress, handled or open' };
    }
    filters.status = status as ExportStatus;
  }
  for (const name of ['from', 'to'] as const) {
    const day = params.get(name);
    if (day === null) continue;
    if (!isIsoDay(day)) return { ok: false, message: `${name} は 2026-04-01 の形の日付で指定してください / ${name} must be a date written as 2026-04-01` };
    filters[name] = day;
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    return { ok: false, message: 'from が to より後の日付になっています / from is later than to' };
  }
  return { ok: true, filters };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfJapanDay = (day: string) => new Date(`${day}T00:00:00+09:00`);

/** The filters as conditions on the submissions: received from the start of `from` to the end of `to`, in Japan. */
function conditionsOf(filters: ExportFilters): Where[] {
  const conditions: Where[] = [];
  if (filters.status === 'open') conditions.push({ status: { not_equals: 'handled' } });
  else if (filters.status) conditions.push({ status: { equals: filters.status } });
  if (filters.from) conditions.push({ createdAt: { greater_than_equal: startOfJapanDay(filters.from).toISOString() } });
  if (filters.to) conditions.push({ createdAt: { less_than: new Date(startOfJapanDay(filters.to).getTime() + DAY_MS).toISOString() } });
  return conditions;
}

type Stored = Inquiry | Complaint;
/** One column: the field it shows (to leave out what erasure took away), its heading and its cell. */
type Column = { field: string; header: string; cell: (doc: Stored) => string };

const textOf = (label: unknown, language: AdminLanguage): string => {
  if (typeof label === 'string') return label;
  if (label && typeof label === 'object') return String((label as Partial<Record<AdminLanguage, string>>)[language] ?? '');
  return '';
};

/** The label of a select's value, as /admin shows it; the value itself for one it does not know. */
function optionLabel(field: FlattenedField, value: unknown, language: AdminLanguage): string {
  if (field.type !== 'select' && field.type !== 'radio') return String(value);
  const option = field.options.find((o) => (typeof o === 'string' ? o : o.value) === value);
  return (option && typeof option === 'object' && textOf(option.label, language)) || String(value);
}

/**
 * The columns of one form's file, with the words /admin shows (the collection's own labels, so
 * the file and the screen never disagree), in the staff member's admin language: the receipt,
 * the handling, the form's fields in the order the form asks them, the staff note, the mail.
 */
function columnsOf(kind: FormKind, fields: FlattenedField[], language: AdminLanguage): Column[] {
  const named = (name: string, within: FlattenedField[] = fields) => within.find((field) => 'name' in field && field.name === name);
  const heading = (field: FlattenedField) => textOf('label' in field ? field.label : undefined, language) || field.name;
  const valueOf = (field: FlattenedField, value: unknown): string => {
    if (value === null || value === undefined) return '';
    if (field.type === 'date') return dateTimeInJapan(value as string);
    return optionLabel(field, value, language);
  };
  const column = (name: string): Column[] => {
    const field = named(name);
    return field ? [{ field: name, header: heading(field), cell: (doc) => valueOf(field, fieldOf(doc, name)) }] : [];
  };
  /** A mail's state: the group's name as the heading, its status as the cell. */
  const mail = (name: 'staffMail' | 'acknowledgementMail'): Column[] => {
    const group = named(name);
    const status = group && 'flattenedFields' in group ? named('status', group.flattenedFields) : undefined;
    return group && status ? [{ field: name, header: heading(group), cell: (doc) => valueOf(status, doc[name]?.status) }] : [];
  };
  const formFields = forms[kind].fields.filter((field) => field.kind !== 'checkbox').map((field) => field.name);
  return [
    ...column('receiptNumber'),
    { field: 'createdAt', header: language === 'ja' ? '受付日時' : 'Received', cell: (doc) => dateTimeInJapan(doc.createdAt) },
    ...column('status'),
    ...column('handledAt'),
    ...column('locale'),
    ...formFields.flatMap(column),
    ...column('staffNote'),
    ...mail('staffMail'),
    ...mail('acknowledgementMail'),
    ...column('personalDataErasedAt'),
  ];
}

/** One line for the audit trail: what was exported, how many rows, under which conditions (the status in the words of /admin). */
function auditSummary(label: { ja: string; en: string }, rows: number, filters: ExportFilters, status: FlattenedField | undefined): string {
  const ja = [`${rows}件`];
  const en = [`${rows} ${rows === 1 ? 'row' : 'rows'}`];
  if (filters.status === 'open') {
    ja.push('未対応・対応中');
    en.push('not yet handled');
  } else if (filters.status) {
    ja.push(status ? optionLabel(status, filters.status, 'ja') : filters.status);
    en.push(status ? optionLabel(status, filters.status, 'en') : filters.status);
  }
  if (filters.from || filters.to) {
    ja.push(`受付日 ${filters.from ?? ''}〜${filters.to ?? ''}`);
    en.push(`received ${filters.from ? `from ${filters.from}` : ''}${filters.from && filters.to ? ' ' : ''}${filters.to ? `to ${filters.to}` : ''}`);
  }
  return `${label.ja}をCSVに書き出し（${ja.join('、')}） / ${label.en} exported to CSV (${en.join(', ')})`;
}

const NEEDED_ROLE = 'inquiries';

/** 401 for no one signed in, 403 for staff who do not handle inquiries; null for those who do. */
function refuseExport(req: PayloadRequest): Response | null {
  if (!req.user) return Response.json({ message: 'ログインが必要です / Sign in first' }, { status: 401 });
  if (!userHasRole(req.user, NEEDED_ROLE)) {
    const role = staffRoleLabels[NEEDED_ROLE];
    return Response.json({ message: `書き出しには${role.ja}の役割が必要です / Exporting needs the ${role.en} role` }, { status: 403 });
  }
  return null;
}

/**
 * GET /api/inquiries/export and /api/complaints/export (inquiry handlers only): the form's
 * submissions as CSV for Excel (UTF-8 with a BOM, CRLF), one row per submission, oldest first,
 * streamed 500 rows at a time. `status`, `from` and `to` narrow it (see
 * {@link readExportFilters}); a malformed condition answers 400. The file holds personal data,
 * so it is never cached, and each export adds one entry to the audit trail with the number of
 * rows and the conditions. A submission whose personal data has been erased is exported with
 * those fields empty.
 */
export function exportEndpoint(kind: FormKind): Endpoint {
  const slug = submissionCollection[kind];
  return {
    path: '/export',
    method: 'get',
    handler: async (req) => {
      const refused = refuseExport(req);
      if (refused) return refused;
      const parsed = readExportFilters(new URL(req.url ?? '', 'http://localhost').searchParams);
      if (!parsed.ok) return Response.json({ message: parsed.message }, { status: 400 });
      const { filters } = parsed;
      const { payload } = req;
      const config = payload.collections[slug].config;
      const columns = columnsOf(kind, config.flattenedFields, adminLanguage(req.i18n?.language));
      const erasable: readonly string[] = personalFields[kind];
      const conditions = conditionsOf(filters);
      const plural = (config.labels?.plural ?? {}) as Partial<Record<AdminLanguage, string>>;
      const label = { ja: plural.ja ?? slug, en: plural.en ?? slug };
      const statusField = config.flattenedFields.find((field) => field.name === 'status');

      // Erasure empties these fields in the database; the file leaves them out too, whatever is stored.
      const cellsOf = (doc: Stored) => {
        const erased = Boolean(doc.personalDataErasedAt);
        return columns.map((column) => (erased && erasable.includes(column.field) ? '' : column.cell(doc)));
      };

      async function* batches(): AsyncGenerator<string[][]> {
        let lastId = 0;
        let rows = 0;
        let complete = false;
        try {
          for (;;) {
            // By id (the order of receipt), so a submission handled during the export neither
            // moves another to a page already read nor is read twice.
            const { docs } = await payload.find({
              collection: slug,
              where: { and: [...conditions, { id: { greater_than: lastId } }] },
              sort: 'id',
              limit: EXPORT_BATCH,
              pagination: false,
              depth: 0,
              overrideAccess: false,
              req,
            });
            const last = docs.at(-1);
            if (!last) break;
            lastId = last.id;
            yield docs.map(cellsOf);
            rows += docs.length;
            if (docs.length < EXPORT_BATCH) break;
          }
          complete = true;
        } finally {
          // Once the file is written (or the download stopped): how many rows left the site.
          await recordAudit(
            payload,
            { action: 'exported', summary: auditSummary(label, rows, filters, statusField), user: req.user, targetCollection: slug, detail: { rows, filters, complete } },
            req,
          );
        }
      }

      const response = downloadResponse({ format: 'csv', header: columns.map((column) => column.header), batches: batches() }, `${slug}-${todayInJapan().replaceAll('-', '')}`);
      // Personal data: kept by no cache, shared or private.
      response.headers.set('cache-control', 'private, no-store');
      return response;
    },
  };
}
