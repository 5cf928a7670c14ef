import type { Endpoint } from 'payload';

import { parseAccreditedBodiesCsv } from '../server/csv';
import { importAccreditedBodies } from '../server/importer';

const MAX_BYTES = 20 * 1024 * 1024;

/**
 * POST /api/accredited-bodies/import (staff only), multipart with `bodies` and optional `scopes`
 * CSV files. Every row is checked first: any problem → 400 with each line and reason, nothing
 * written. Otherwise all rows are upserted by accreditation number.
 */
export const importEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'ログインが必要です / Sign in first' }, { status: 401 });
    let form: FormData;
    try {
      form = await (req as unknown as Request).formData();
    } catch {
      return Response.json({ message: 'CSVファイルを選択してください / Choose a CSV file' }, { status: 400 });
    }
    const bodies = form.get('bodies');
    const scopes = form.get('scopes');
    if (!(bodies instanceof File) || bodies.size === 0) {
      return Response.json({ message: '機関のCSVファイルを選択してください / Choose the bodies CSV file' }, { status: 400 });
    }
    if (bodies.size > MAX_BYTES || (scopes instanceof File && scopes.size > MAX_BYTES)) {
      return Response.json({ message: 'ファイルが大きすぎます（20MBまで） / The file is too large (20 MB at most)' }, { status: 413 });
    }
    const parsed = parseAccreditedBodiesCsv(
      Buffer.from(await bodies.arrayBuffer()),
      scopes instanceof File && scopes.size > 0 ? Buffer.from(await scopes.arrayBuffer()) : undefined,
    );
    if (parsed.errors.length) {
      return Response.json({ message: '取り込みませんでした / Nothing was imported', errors: parsed.errors }, { status: 400 });
    }
    const report = await importAccreditedBodies(req.payload, parsed.bodies);
    return Response.json({ message: '取り込みました / Imported', ...report });
  },
};
