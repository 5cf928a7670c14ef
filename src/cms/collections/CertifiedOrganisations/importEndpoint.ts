import type { Endpoint } from 'payload';

import { importTarget, importCertificateCsv } from '@/features/certified-organisations/importer';

/** 10^6 rows of about 400 bytes. */
export const MAX_IMPORT_BYTES = 512 * 1024 * 1024;

/**
 * POST /api/certified-organisations/import (staff only), multipart with one `file` (CSV).
 * Every row is checked first: any problem → 400 with each line and reason, nothing written.
 * Otherwise the rows are upserted by certification body + certificate number in one transaction.
 */
export const importEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'ログインが必要です / Sign in first' }, { status: 401 });
    const length = Number(req.headers.get('content-length') ?? 0);
    if (length > MAX_IMPORT_BYTES) {
      return Response.json({ message: 'ファイルが大きすぎます（512MBまで） / The file is too large (512 MB at most)' }, { status: 413 });
    }
    let form: FormData;
    try {
      form = await (req as unknown as Request).formData();
    } catch {
      return Response.json({ message: 'CSVファイルを選択してください / Choose a CSV file' }, { status: 400 });
    }
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) {
      return Response.json({ message: 'CSVファイルを選択してください / Choose a CSV file' }, { status: 400 });
    }
    const report = await importCertificateCsv(file.stream() as unknown as AsyncIterable<Uint8Array>, importTarget(req.payload));
    if (!report.ok) {
      return Response.json({ message: '取り込みませんでした / Nothing was imported', ...report }, { status: 400 });
    }
    return Response.json({ message: '取り込みました / Imported', ...report });
  },
};
