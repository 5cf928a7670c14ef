import type { Endpoint, PayloadRequest } from 'payload';

import { recordAudit, recordImport } from '@/features/back-office/cms';
import { certificationBodyOf, userHasRole } from '@/platform/cms/access';
import { withImportLease } from '@/platform/cms/importLease';
import { importAnswer, importRunning, limitedBody, refuseImport, tooLarge } from '@/platform/cms/importRequest';
import { downloadResponse } from '@/platform/csv/write';
import type { LocalizedText } from '@/platform/localized';

import { importTarget } from '../server/reportDb';
import { cancelReport, confirmReport, type ReportActor, reportEndings, previewReport, type ReportPreview } from '../server/reports';
import type { ReportKind } from '../model';

/** A file name as staff gave it, for the record: printable, at most 200 characters. */
const safeName = (name: string) => {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // Kept as sent.
  }
  return decoded.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
};

/** 10^6 rows of about 400 bytes. */
export const MAX_IMPORT_BYTES = 512 * 1024 * 1024;

/** Who may send and confirm reports: directory managers, and a certification body's own account. */
const REPORTING_ROLES = ['directory', 'certificationBody'] as const;

/** `message` in both languages, `text` in each (for /admin, in the admin's language), beside the preview or report. */
const answer = (message: LocalizedText, status: number, extra: Record<string, unknown> = {}) => importAnswer(message, status, extra);

/** Who acts: the staff member's address, and for a certification body's account, the one number it reports for. */
function actorOf(req: PayloadRequest): ReportActor | Response {
  if (!req.user) return answer({ ja: 'ログインが必要です', en: 'Sign in first' }, 401);
  const email = String((req.user as { email?: string }).email ?? '');
  if (userHasRole(req.user, 'directory')) return { name: email, onlyBody: null };
  const own = certificationBodyOf(req.user);
  if (own) return { name: email, onlyBody: own };
  return answer({ ja: '認証機関の報告には名簿管理者または認証機関の役割が必要です', en: 'Reports need the directory manager or certification body role' }, 403);
}

const reportIdOf = (req: PayloadRequest) => {
  const raw = String((req.routeParams as { id?: unknown } | undefined)?.id ?? '');
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
};

/** As the import record and the dashboard keep every import. */
const asImportReport = (p: ReportPreview) => ({ ...p, ended: p.ending });

/**
 * POST /api/certificate-reports/preview: the report's CSV as the body (`Content-Type: text/csv`,
 * streamed, never held whole), with `X-Report-Kind` (`full`, the default, or `changes`),
 * `X-Received-On` (the day the body sent it; today by default) and `X-File-Name`. A multipart form
 * (`file`, `kind`, `receivedOn`) is accepted too. Answers the preview: 200 ready to confirm, 400
 * with every problem by line (nothing staged). A certification body's account reports only its own
 * rows, received today.
 */
const preview: Endpoint = {
  path: '/preview',
  method: 'post',
  handler: async (req) => {
    const refused = refuseImport(req, MAX_IMPORT_BYTES, [...REPORTING_ROLES]);
    if (refused) return refused;
    const actor = actorOf(req);
    if (actor instanceof Response) return actor;
    if (userHasRole(req.user, 'certificationBody') && !actor.onlyBody && !userHasRole(req.user, 'directory')) {
      return answer({ ja: 'このアカウントには認証機関の認定番号が設定されていません', en: 'This account has no certification body number' }, 403);
    }
    const type = req.headers.get('content-type') ?? '';
    let source: AsyncIterable<Uint8Array>;
    let fileName = req.headers.get('x-file-name') ?? '';
    let kind = req.headers.get('x-report-kind') ?? '';
    let receivedOn = req.headers.get('x-received-on') ?? '';
    if (/^text\/(csv|plain)/i.test(type) && req.body) {
      source = limitedBody(req.body, MAX_IMPORT_BYTES);
    } else {
      let form: FormData | undefined;
      try {
        form = await req.formData?.();
      } catch {
        form = undefined;
      }
      if (!form) {
        return answer({ ja: 'CSVファイルを選択してください', en: 'Choose a CSV file' }, 400);
      }
      const file = form.get('file');
      if (!(file instanceof File) || file.size === 0) return answer({ ja: 'CSVファイルを選択してください', en: 'Choose a CSV file' }, 400);
      source = file.stream();
      fileName = file.name;
      kind = String(form.get('kind') ?? kind);
      receivedOn = String(form.get('receivedOn') ?? receivedOn);
    }
    if (kind && kind !== 'full' && kind !== 'changes') return answer({ ja: '報告の種類は full か changes です', en: 'The kind of report is full or changes' }, 400);
    try {
      const result = await previewReport(source, importTarget(req.payload), {
        kind: (kind || 'full') as ReportKind,
        // A certification body's own report is received the day it is sent.
        receivedOn: actor.onlyBody ? undefined : receivedOn.trim() || undefined,
        fileName: safeName(fileName),
        by: actor,
        source: 'admin',
      });
      if (!result.ok) {
        await recordImport(req.payload, 'certified-organisations', asImportReport(result), [safeName(fileName)], { user: req.user });
        const message = result.message ?? { ja: '問題があるため、確認画面を作れませんでした', en: 'The file has problems; no preview was made' };
        return answer(message, 400, result);
      }
      return answer({ ja: '確認画面を作りました。内容を確かめて、反映するか取りやめてください', en: 'Preview ready: check it, then confirm or cancel' }, 200, result);
    } catch (error) {
      if ((error as { tooLarge?: boolean }).tooLarge) return tooLarge(MAX_IMPORT_BYTES);
      throw error;
    }
  },
};

/** POST /api/certificate-reports/{id}/confirm (JSON `{ "confirmEnding": n }` past the share): writes the report, one import at a time. */
const confirm: Endpoint = {
  path: '/:id/confirm',
  method: 'post',
  handler: async (req) => {
    const actor = actorOf(req);
    if (actor instanceof Response) return actor;
    const id = reportIdOf(req);
    if (id === null) return answer({ ja: 'この報告はありません', en: 'No such report' }, 404);
    let confirmEnding: number | null = null;
    try {
      const body: { confirmEnding?: unknown } = (await req.json?.().catch(() => ({}))) ?? {};
      const typed = String(body?.confirmEnding ?? '').trim();
      confirmEnding = /^\d{1,9}$/.test(typed) ? Number(typed) : null;
    } catch {
      // No body: no number typed.
    }
    const outcome = await withImportLease(req.payload, 'certified-organisations', () => confirmReport(importTarget(req.payload), id, { by: actor, confirmEnding }), {
      startedBy: actor.name,
    });
    if (!outcome.ran) return importRunning(outcome.running);
    const result = outcome.value;
    if (!result.ok) return answer(result.refusal.message, result.refusal.status);
    const { docs } = await req.payload.find({ collection: 'certificate-reports', where: { id: { equals: id } }, limit: 1, depth: 0, overrideAccess: true });
    await recordImport(req.payload, 'certified-organisations', asImportReport(result.report), [docs[0]?.fileName ?? ''], { user: req.user });
    return answer({ ja: '報告を名簿に反映しました', en: 'The report is now in the register' }, 200, result.report);
  },
};

/** POST /api/certificate-reports/{id}/cancel: drops a preview. */
const cancel: Endpoint = {
  path: '/:id/cancel',
  method: 'post',
  handler: async (req) => {
    const actor = actorOf(req);
    if (actor instanceof Response) return actor;
    const id = reportIdOf(req);
    if (id === null) return answer({ ja: 'この報告はありません', en: 'No such report' }, 404);
    const result = await cancelReport(importTarget(req.payload), id, actor);
    if (!result.ok) return answer(result.refusal.message, result.refusal.status);
    await recordAudit(req.payload, {
      action: 'reportCancelled',
      summary: `認証機関の報告 ${id} を取りやめました / Certification body report ${id} cancelled`,
      user: req.user,
      targetCollection: 'certificate-reports',
      documentId: id,
    });
    return answer({ ja: '報告を取りやめました。名簿は変わっていません', en: 'Report cancelled; the register is unchanged' }, 200);
  },
};

/** GET /api/certificate-reports/{id}/ending: every certificate the report ends (or would end), as CSV. */
const ending: Endpoint = {
  path: '/:id/ending',
  method: 'get',
  handler: async (req) => {
    const actor = actorOf(req);
    if (actor instanceof Response) return actor;
    const id = reportIdOf(req);
    if (id === null) return answer({ ja: 'この報告はありません', en: 'No such report' }, 404);
    // Only a report this account may read (a certification body: its own).
    const { totalDocs } = await req.payload.count({ collection: 'certificate-reports', where: { id: { equals: id } }, overrideAccess: false, user: req.user });
    if (!totalDocs) return answer({ ja: 'この報告はありません', en: 'No such report' }, 404);
    const target = importTarget(req.payload);
    async function* rows() {
      for await (const batch of reportEndings(target, id!, actor as ReportActor)) {
        yield batch.map((c) => [c.certificateNumber, c.organisationName, c.officeName ?? '', c.standards, c.expiresOn, c.decision]);
      }
    }
    return downloadResponse(
      { format: 'csv', header: ['certificate_number', 'organisation_name', 'office_name', 'standards', 'expires_on', 'status_before'], batches: rows() },
      `report-${id}-ending`,
    );
  },
};

export const reportEndpoints: Endpoint[] = [preview, confirm, cancel, ending];
