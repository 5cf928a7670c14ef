import { basename } from 'node:path';

import { getPayload, type Payload } from 'payload';

import config from '../../src/payload/payload.config';
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

/**
 * A check from the command line, as "確認のみ / Check only" in /admin: every row read and compared
 * with the directory, the problems and what an import would create and change printed, nothing
 * written or recorded, no lease taken (a check may run while an import does). Exits 0 when the
 * file would import, 1 otherwise.
 */
export async function runCheckCommand(work: (payload: Payload) => Promise<ImportReport>): Promise<never> {
  const payload = await getPayload({ config });
  await payload.db.migrate();
  const report = await work(payload);
  const rows = `${report.rows} 行 / rows`;
  const summary = report.ok
    ? `確認のみ（何も書き込んでいません） / Check only (nothing written) — ${rows}: 新規 ${report.created} 件 / would create ${report.created}, 更新 ${report.updated} 件 / would update ${report.updated}, 変更なし ${report.unchanged} 件 / unchanged ${report.unchanged}`
    : `確認のみ: 問題があるため取り込めません / Check only: the file would not import — ${rows}: 問題 ${report.errorCount} 件 / ${report.errorCount} problem(s)`;
  (report.ok ? console.info : console.error)(summary);
  for (const line of reportLines(report).slice(1)) console.error(line);
  await payload.destroy();
  process.exit(report.ok ? 0 : 1);
}

