/**
 * A certification body's report to the certified-organisation register, from the command line:
 *
 *   npm run import:certified -- report.csv [--changes-only] [--received=2026-11-20] [--confirm] [--ending=N]
 *
 * Every row is checked and compared with the register first, as in /admin: the preview is printed
 * (new, changed, unchanged, back in the list, and for a full report the certificates that end as no
 * longer reported, the first of them listed). Without `--confirm` nothing is written and the preview
 * is dropped. With it the report is written in one transaction. A full report (the default) is one
 * body's whole list; `--changes-only` upserts the rows as they are, several bodies at once allowed.
 * A full report that ends more than REPORT_ENDING_SHARE per cent (20 by default) of the body's
 * current certificates needs `--ending=` with that number. While another import of the register
 * runs, nothing is read; the command says so and exits with 1.
 */
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';

import { cancelReport, confirmReport, importTarget, previewReport, type ReportPreview } from '../src/features/certified-organisations/cms';
import { COMMAND_LINE } from '../src/features/back-office/cms';
import { runImportCommand } from './lib/importCommand';

const args = process.argv.slice(2);
const [file] = args.filter((a) => !a.startsWith('--'));
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string) => args.includes(`--${name}`);
if (!file) {
  console.error('usage: npm run import:certified -- report.csv [--changes-only] [--received=YYYY-MM-DD] [--confirm] [--ending=N]');
  process.exit(2);
}

function printPreview(p: ReportPreview) {
  const bodies = p.bodies.map((b) => `${b.name} (${b.number}, ${b.rows})`).join(', ');
  console.info(`${p.kind === 'full' ? '全件の報告 / full report' : '変更のみ / changes only'}: ${bodies || '—'}, 受領日 / received ${p.receivedOn}`);
  console.info(`  新規 ${p.created} new, 変更 ${p.updated} changed, 変更なし ${p.unchanged} unchanged, 再掲載 ${p.returning} back, 報告終了 ${p.ending} ending (報告前の有効な認証 ${p.current} current)`);
  for (const c of p.endingSample.slice(0, 20)) console.info(`  報告終了 / ending: ${c.certificateNumber} ${c.organisationName}${c.officeName ? ` ${c.officeName}` : ''}`);
  if (p.ending > 20) console.info(`  ほか ${p.ending - 20} 件 / and ${p.ending - 20} more`);
  if (p.confirmEnding) console.info(`  この報告で${Math.round(p.endingShare * 100)}%が報告終了になります。反映するには --ending=${p.ending} を付けてください / ends ${Math.round(p.endingShare * 100)} %: add --ending=${p.ending} to write it`);
}

await runImportCommand('certified-organisations', [file], async (payload) => {
  const target = importTarget(payload);
  const by = { name: COMMAND_LINE };
  const preview = await previewReport(createReadStream(file), target, {
    kind: flag('changes-only') ? 'changes' : 'full',
    receivedOn: option('received'),
    fileName: basename(file),
    by,
    source: 'cli',
  });
  if (preview.message) console.error(`${preview.message.ja} / ${preview.message.en}`);
  if (!preview.ok || preview.reportId === null) return { ...preview, ended: preview.ending };
  printPreview(preview);
  if (!flag('confirm')) {
    await cancelReport(target, preview.reportId, by);
    console.info('確認だけで終わりました。名簿は変わっていません。反映するには --confirm を付けてください / Preview only: nothing written. Add --confirm to write it.');
    return { ...preview, ok: false, ended: 0 };
  }
  const typed = option('ending');
  const confirmed = await confirmReport(target, preview.reportId, { by, confirmEnding: typed ? Number(typed) : null });
  if (!confirmed.ok) {
    await cancelReport(target, preview.reportId, by);
    console.error(`${confirmed.refusal.message.ja} / ${confirmed.refusal.message.en}`);
    return { ...preview, ok: false, ended: 0 };
  }
  return { ...confirmed.report, ended: confirmed.report.ending };
});
