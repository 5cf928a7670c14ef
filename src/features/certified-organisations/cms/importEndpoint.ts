import type { Endpoint } from 'payload';

import { importCertificateCsv, importTarget } from '../server/importer';

/** 10^6 rows of about 400 bytes. */
export const MAX_IMPORT_BYTES = 512 * 1024 * 1024;

/** Passes a body on while counting it; stops with an error past the limit. */
async function* limited(body: ReadableStream<Uint8Array>, max: number): AsyncGenerator<Uint8Array> {
  let seen = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    seen += chunk.byteLength;
    if (seen > max) throw Object.assign(new Error('too large'), { tooLarge: true });
    yield chunk;
  }
}

const tooLarge = () => Response.json({ message: 'ファイルが大きすぎます（512MBまで） / The file is too large (512 MB at most)' }, { status: 413 });

/**
 * POST /api/certified-organisations/import (staff only). The body is the CSV itself
 * (`Content-Type: text/csv`, as the /admin panel sends it), read as a stream and never held in
 * memory whole; a multipart form with a `file` field is accepted too. Every row is checked first:
 * any problem → 400 with each line and reason, nothing written. Otherwise the rows are upserted by
 * certification body + certificate number in one transaction.
 */
export const importEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'ログインが必要です / Sign in first' }, { status: 401 });
    const request = req as unknown as Request;
    if (Number(request.headers.get('content-length') ?? 0) > MAX_IMPORT_BYTES) return tooLarge();
    const type = request.headers.get('content-type') ?? '';
    let source: AsyncIterable<Uint8Array>;
    if (/^text\/(csv|plain)/i.test(type) && request.body) {
      source = limited(request.body, MAX_IMPORT_BYTES);
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
    }
    try {
      const report = await importCertificateCsv(source, importTarget(req.payload));
      if (!report.ok) return Response.json({ message: '取り込みませんでした / Nothing was imported', ...report }, { status: 400 });
      return Response.json({ message: '取り込みました / Imported', ...report });
    } catch (error) {
      if ((error as { tooLarge?: boolean }).tooLarge) return tooLarge();
      throw error;
    }
  },
};
