import type { Endpoint, PayloadRequest } from 'payload';

import { recordImport } from '@/features/back-office/cms';
import { withImportLease } from '@/platform/cms/importLease';
import { importAnswer, importResponse, importRunning, refuseImport } from '@/platform/cms/importRequest';

import { type CheckReport, checkAccreditedBodiesCsv, importAccreditedBodiesCsv } from '../server/importer';

/** Both files together (a few thousand bodies make a few megabytes). */
const MAX_BYTES = 40 * 1024 * 1024;

const fileOf = (form: FormData, name: string): File | undefined => {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : undefined;
};

type Files = { bodies: File; scopes?: File };

/** The files of the form, or the answer that says what is missing. */
async function filesOf(req: PayloadRequest): Promise<Files | Response> {
  let form: FormData | undefined;
  try {
    form = await req.formData?.();
  } catch {
    form = undefined;
  }
  if (!form) return importAnswer({ ja: 'CSVファイルを選択してください', en: 'Choose a CSV file' }, 400);
  const bodies = fileOf(form, 'bodies');
  if (!bodies) return importAnswer({ ja: '機関のCSVファイルを選択してください', en: 'Choose the bodies CSV file' }, 400);
  return { bodies, scopes: fileOf(form, 'scopes') };
}

const stream = (file: File): AsyncIterable<Uint8Array> => file.stream();

/** Reads the files and imports them (while holding the directory's lease). */
async function importFiles(req: PayloadRequest): Promise<Response> {
  const files = await filesOf(req);
  if (files instanceof Response) return files;
  const { bodies, scopes } = files;
  const report = await importAccreditedBodiesCsv(req.payload, stream(bodies), scopes && stream(scopes));
  await recordImport(req.payload, 'accredited-bodies', report, [bodies.name, scopes?.name ?? ''], { user: req.user });
  return importResponse(report);
}

/** A check's answer: 200 when the files would import, 400 with their problems; nothing written either way. */
function checkResponse(report: CheckReport): Response {
  const text = report.ok
    ? { ja: '確認しました。このまま取り込めます（まだ何も書き込んでいません）', en: 'Checked: the files can be imported as they are (nothing has been written yet)' }
    : { ja: '確認しました。問題があるため、このままでは取り込めません（何も書き込んでいません）', en: 'Checked: the files have problems and cannot be imported as they are (nothing was written)' };
  return importAnswer(text, report.ok ? 200 : 400, report);
}

/** Reads the files and only checks them: no lease, no write, no import record. */
async function checkFiles(req: PayloadRequest): Promise<Response> {
  const files = await filesOf(req);
  if (files instanceof Response) return files;
  return checkResponse(await checkAccreditedBodiesCsv(req.payload, stream(files.bodies), files.scopes && stream(files.scopes)));
}

/** `?check=1` (or `true`): a check-only run. */
const isCheck = (req: PayloadRequest) => ['1', 'true'].includes(req.searchParams?.get('check') ?? '');

/**
 * POST /api/accredited-bodies/import (directory managers only), multipart with `bodies` and optional `scopes`
 * CSV files. Every row is checked first: any problem → 400 with each line and reason, nothing
 * written. Otherwise all rows are upserted by accreditation number. One import of the directory
 * at a time, whichever server it reaches: while another runs, 409 before the files are read.
 *
 * With `?check=1`, a check-only run: the same reading, checks and comparison with the stored
 * bodies, answered with the same counts and problems plus the bodies that would be created and
 * changed (`checkOnly`, `plan`), and nothing written at all. A check is not an import: it takes
 * no lease (it only reads, so it runs beside an import too, and sees the directory as it stands),
 * and it leaves no import record nor audit entry, so the dashboard's "last import" stays the last
 * import that was run.
 */
export const importEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    const refused = refuseImport(req, MAX_BYTES, ['directory']);
    if (refused) return refused;
    if (isCheck(req)) return checkFiles(req);
    const outcome = await withImportLease(req.payload, 'accredited-bodies', () => importFiles(req), { startedBy: req.user?.email });
    return outcome.ran ? outcome.value : importRunning(outcome.running);
  },
};
