import type { Endpoint, PayloadRequest } from 'payload';

import { recordImport } from '@/features/back-office/cms';
import { withImportLease } from '@/platform/cms/importLease';
import { importResponse, importRunning, limitedBody, refuseImport, tooLarge } from '@/platform/cms/importRequest';

import { importCertificateCsv, importTarget } from '../server/importer';

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

/** Reads the file and imports it (while holding the register's lease). */
async function importFile(req: PayloadRequest): Promise<Response> {
  const request = req as unknown as Request;
  const type = request.headers.get('content-type') ?? '';
  let source: AsyncIterable<Uint8Array>;
  let fileName = request.headers.get('x-file-name') ?? '';
  if (/^text\/(csv|plain)/i.test(type) && request.body) {
    source = limitedBody(request.body as unknown as AsyncIterable<Uint8Array>, MAX_IMPORT_BYTES);
  } else {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return Response.json({ message: 'CSVファイルを選択してください / Choose a CSV file' }, { status: 400 });
    }
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) {
      return Response.json({ message: 'CSVファイルを選択してください / Choose a CSV file' }, { status: 400 });
    }
    source = file.stream() as unknown as AsyncIterable<Uint8Array>;
    fileName = file.name;
  }
  try {
    const report = await importCertificateCsv(source, importTarget(req.payload));
    await recordImport(req.payload, 'certified-organisations', report, [safeName(fileName)], { user: req.user });
    return importResponse(report);
  } catch (error) {
    if ((error as { tooLarge?: boolean }).tooLarge) return tooLarge(MAX_IMPORT_BYTES);
    throw error;
  }
}

/**
 * POST /api/certified-organisations/import (directory managers only). The body is the CSV itself
 * (`Content-Type: text/csv`, as the /admin panel sends it), read as a stream and never held in
 * memory whole; a multipart form with a `file` field is accepted too. Every row is checked first:
 * any problem → 400 with each line and reason, nothing written. Otherwise the rows are upserted by
 * certification body + certificate number in one transaction. One import of the register at a
 * time, whichever server it reaches: while another runs, 409 before the file is read.
 */
export const importEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    const refused = refuseImport(req, MAX_IMPORT_BYTES, ['directory']);
    if (refused) return refused;
    const outcome = await withImportLease(req.payload, 'certified-organisations', () => importFile(req), { startedBy: req.user?.email });
    return outcome.ran ? outcome.value : importRunning(outcome.running);
  },
};
