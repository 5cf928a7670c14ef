import { basename } from 'node:path';

import { getPayload, type Payload } from 'payload';

import config from '../../src/cms/payload.config';
import { COMMAND_LINE, type ImportDirectory, recordImport } from '../../src/features/back-office/cms';
import { importRunningMessage, withImportLease } from '../../src/platform/cms/importLease';
import { type ImportReport, reportLines } from '../../src/platform/csv/problems';

/**
 * A directory import from the command line, as /admin runs one: holding the directory's lease
 * (while another import runs, nothing is read, the command says so and exits with 1), recorded
 * in the import records and the audit trail, the report printed; exits 0 when written, 1 otherwise.
 */
export async function runImportCommand(directory: ImportDirectory, files: string[], work: (payload: Payload) => Promise<ImportReport>): Promise<never> {
  const payload = await getPayload({ config });
  await payload.db.migrate();
  const outcome = await withImportLease(
    payload,
    directory,
    async () => {
      const report = await work(payload);
      await recordImport(
        payload,
        directory,
        report,
        files.map((file) => basename(file)),
        {},
      );
      return report;
    },
    { startedBy: COMMAND_LINE },
  );
  if (!outcome.ran) console.error(importRunningMessage(outcome.running));
  else for (const line of reportLines(outcome.value)) (outcome.value.ok ? console.info : console.error)(line);
  await payload.destroy();
  process.exit(outcome.ran && outcome.value.ok ? 0 : 1);
}
