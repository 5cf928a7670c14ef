import type { Endpoint, PayloadRequest } from 'payload';

import { recordImport } from '@/features/back-office/cms';
import { withImportLease } from '@/platform/cms/importLease';
import { importResponse, importRunning, refuseImport } from '@/platform/cms/importRequest';

import { importAccreditedBodiesCsv } from '../server/importer';

/** Both files together (a few thousand bodies make a few megabytes). */
const MAX_BYTES = 40 * 1024 * 1024;

const fileOf = (form: FormData, name: string): File | undefined => {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : undefined;
};

/** Reads the files and imports them (while holding the directory's lease). */
async function importFiles(req: PayloadRequest): Promise<Response> {
  let form: FormData;
  try {
    form = await (req as unknown as Request).formData();
  } catch {
    return Response.json({ message: 'CSVファイルを選択してください / Choose a CSV file' }, { status: 400 });
  }
  const bodies = fileOf(form, 'bodies');
  if (!bodies) return Response.json({ message: '機関のCSVファイルを選択してください / Choose the bodies CSV file' }, { status: 400 });
  const scopes = fileOf(form, 'scopes');
  const stream = (file: File) => file.stream() as unknown as AsyncIterable<Uint8Array>;
  const report = await importAccreditedBodiesCsv(req.payload, stream(bodies), scopes && stream(scopes));
  await recordImport(req.payload, 'accredited-bodies', report, [bodies.name, scopes?.name ?? ''], { user: req.user });
  return importResponse(report);
}

/**
 * POST /api/accredited-bodies/import (directory managers only), multipart with `bodies` and optional `scopes`
 * CSV files. Every row is checked first: any problem → 400 with each line and reason, nothing
 * written. Otherwise all rows are upserted by accreditation number. One import of the directory
 * at a time, whichever server it reaches: while another runs, 409 before the files are read.
 */
export const importEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    const refused = refuseImport(req, MAX_BYTES, ['directory']);
    if (refused) return refused;
    const outcome = await withImportLease(req.payload, 'accredited-bodies', () => importFiles(req), { startedBy: req.user?.email });
    return outcome.ran ? outcome.value : importRunning(outcome.running);
  },
};
