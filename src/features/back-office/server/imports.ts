import type { Payload, PayloadRequest } from 'payload';

import type { ImportReport } from '@/platform/csv/problems';

import { importDirectoryLabels, type ImportDirectory } from '../payload/importRuns';
import { recordAudit } from './audit';

/** How many problems an import run keeps (the report in /admin lists the first thousand at the time). */
const KEPT_PROBLEMS = 200;

export const COMMAND_LINE = 'コマンドライン / command line';

type Who = { user?: PayloadRequest['user'] | null; actorName?: string };

/**
 * Keeps what an import did, written or refused, for the dashboard and the directory managers,
 * and adds it to the audit trail. Called after the import has finished; a failure to record is
 * logged and does not change the import's answer.
 */
export async function recordImport(payload: Payload, directory: ImportDirectory, report: ImportReport, files: string[], who: Who): Promise<void> {
  const user = who.user && typeof who.user === 'object' && 'email' in who.user ? who.user : null;
  const label = importDirectoryLabels[directory];
  const ended = report.ended ? { ja: `・報告終了${report.ended}`, en: `, ${report.ended} no longer reported` } : { ja: '', en: '' };
  const counts = `${report.rows}行（新規${report.created}・更新${report.updated}・変更なし${report.unchanged}${ended.ja}・問題${report.errorCount}） / ${report.rows} rows (${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged${ended.en}, ${report.errorCount} problems)`;
  const summary = `${label.ja}：${report.ok ? '取り込み済み' : '取り込みせず'} ${counts}`;
  try {
    const run = await payload.create({
      collection: 'import-runs',
      overrideAccess: true,
      depth: 0,
      data: {
        directory,
        summary,
        ok: report.ok,
        by: user ? (user.id as number) : null,
        byName: user ? String(user.email) : (who.actorName ?? COMMAND_LINE),
        files: files.filter(Boolean).join(', ') || null,
        rows: report.rows,
        created: report.created,
        updated: report.updated,
        unchanged: report.unchanged,
        refused: report.errorCount,
        seconds: report.seconds,
        problems: report.errors.slice(0, KEPT_PROBLEMS),
      },
    });
    await recordAudit(payload, {
      action: report.ok ? 'imported' : 'importRefused',
      summary: `${label.ja} / ${label.en}: ${counts}`,
      user,
      actorName: who.actorName ?? COMMAND_LINE,
      targetCollection: 'import-runs',
      documentId: run.id,
    });
  } catch (error) {
    payload.logger.error({ err: error, directory }, 'import run not recorded');
  }
}
