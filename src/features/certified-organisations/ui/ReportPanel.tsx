'use client';

import { Button, Gutter, useDocumentInfo, useFormFields } from '@payloadcms/ui';
import { type FormEvent, useState } from 'react';

import { type Answer, answerText, ColumnList, type PanelFile, Problems, send, TemplateLinks, useAdminLanguage } from '@/platform/cms/ImportGuide';
import styles from '@/platform/cms/importPanels.module.css';
import type { AdminLanguage } from '@/platform/cms/japanTime';
import type { GeneralRules } from '@/platform/csv/guide';
import type { ImportProblem } from '@/platform/csv/problems';

export type ReportPanelProps = {
  /** The reports' endpoints, e.g. `/api/certificate-reports`. */
  endpoint: string;
  /** The register file, with its column list and template (server/csv.ts, sample/template.ts). */
  file: PanelFile;
  /** What every file follows (encoding, header row, dates, yes/no words). */
  rules: GeneralRules;
};

type Ending = { id: number; certificateNumber: string; organisationName: string; officeName: string | null; standards: string; expiresOn: string; decision: string };

/** The preview as the endpoint answers it (server/reports.ts, ReportPreview). */
type Preview = Answer & {
  ok?: boolean;
  reportId?: number | null;
  state?: string;
  kind?: string;
  receivedOn?: string;
  bodies?: { number: string; name: string; nameEn?: string | null; rows: number }[];
  rows?: number;
  created?: number;
  updated?: number;
  unchanged?: number;
  returning?: number;
  ending?: number;
  current?: number;
  endingShare?: number;
  confirmEnding?: boolean;
  endingSample?: Ending[];
  errors?: ImportProblem[];
  errorCount?: number;
  seconds?: number;
};

const words = {
  ja: {
    heading: '報告の取り込み',
    intro:
      '認証組織のCSV（UTF-8、1行に1件の認証）を選びます。まず確認画面で件数と報告終了になる認証を確かめ、そのあと名簿に反映するか取りやめます。確認画面を作っただけでは、名簿は変わりません。',
    file: 'CSVファイル',
    kind: '報告の種類',
    full: '全件（この認証機関の一覧を置き換える）',
    changes: '変更のみ（載っている行だけを追加・更新する）',
    receivedOn: '受領日（認証機関が送った日）',
    preview: '確認画面を作る',
    previewing: '確認中…',
    fullReport: '全件の報告',
    changesOnly: '変更のみ',
    body: (name: string, number: string) => `${name}（${number}）`,
    bodySeparator: '、',
    received: (day: string) => `受領日 ${day}`,
    counts: '件数',
    rows: '行数',
    created: '新規',
    updated: '変更',
    unchanged: '変更なし',
    returning: '再掲載（報告終了から戻る）',
    ending: '報告終了になる',
    current: '報告前の有効な認証',
    endingList: (shown: number) => `報告終了になる認証（先頭${shown}件）`,
    downloadEnding: (count: number) => `すべてをCSVで保存（${count}件）`,
    share: (percent: number) => `現在有効な認証の${percent}%が報告終了になります。件数を入力してから反映してください。`,
    typeNumber: (count: number) => `報告終了になる件数を入力してください（${count}件）`,
    confirm: '名簿に反映する',
    working: '処理中…',
    cancel: '取りやめる',
    awaiting: 'この報告は確認待ちです',
    downloadEndingOfReport: (count: number) => `報告終了になる認証をCSVで保存（${count}件）`,
  },
  en: {
    heading: 'Import a report',
    intro:
      'Choose the register CSV (UTF-8, one certificate per row). A preview shows the counts and the certificates that would end; then confirm it into the register or cancel it. Making a preview changes nothing in the register.',
    file: 'CSV file',
    kind: 'Kind of report',
    full: 'Full list (replaces the body’s list)',
    changes: 'Changes only (adds and updates its rows)',
    receivedOn: 'Day received (when the body sent it)',
    preview: 'Preview',
    previewing: 'Checking…',
    fullReport: 'Full report',
    changesOnly: 'Changes only',
    body: (name: string, number: string) => `${name} (${number})`,
    bodySeparator: ', ',
    received: (day: string) => `received ${day}`,
    counts: 'Counts',
    rows: 'Rows',
    created: 'New',
    updated: 'Changed',
    unchanged: 'Unchanged',
    returning: 'Back in the list (after no longer reported)',
    ending: 'Will end as no longer reported',
    current: 'Current before the report',
    endingList: (shown: number) => `Certificates that will end (first ${shown})`,
    downloadEnding: (count: number) => `Download all as CSV (${count})`,
    share: (percent: number) => `${percent} % of the body’s current certificates will end: type their number to confirm.`,
    typeNumber: (count: number) => `Type the number of certificates that will end (${count})`,
    confirm: 'Confirm and publish',
    working: 'Working…',
    cancel: 'Cancel',
    awaiting: 'This report awaits confirmation',
    downloadEndingOfReport: (count: number) => `Download the certificates that will end as CSV (${count})`,
  },
} satisfies Record<AdminLanguage, unknown>;

const todayInJapan = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

const postJson = (url: string, body?: unknown): Promise<Preview> =>
  send(url, { method: 'POST', headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

/** Confirm or cancel a report awaiting confirmation: under a fresh preview, and on the report's own page. */
function Decide({
  endpoint,
  reportId,
  ending,
  askNumber,
  language,
  onDone,
}: {
  endpoint: string;
  reportId: number;
  ending: number;
  askNumber: boolean;
  language: AdminLanguage;
  onDone: (outcome: Preview) => void;
}) {
  const w = words[language];
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (what: 'confirm' | 'cancel') => {
    setBusy(true);
    onDone(await postJson(`${endpoint}/${reportId}/${what}`, what === 'confirm' ? { confirmEnding: typed } : undefined));
    setBusy(false);
  };
  return (
    <div className={styles.form}>
      {askNumber && (
        <label className={styles.field}>
          {w.typeNumber(ending)}
          <input type="text" inputMode="numeric" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        </label>
      )}
      <div className={styles.actions}>
        <Button buttonStyle="primary" margin={false} disabled={busy} onClick={() => act('confirm')}>
          {busy ? w.working : w.confirm}
        </Button>
        <Button buttonStyle="secondary" margin={false} disabled={busy} onClick={() => act('cancel')}>
          {w.cancel}
        </Button>
      </div>
    </div>
  );
}

function PreviewView({ endpoint, preview, language, onDone }: { endpoint: string; preview: Preview; language: AdminLanguage; onDone: (outcome: Preview) => void }) {
  const w = words[language];
  const ending = preview.ending ?? 0;
  const listed = preview.endingSample ?? [];
  const percent = Math.round((preview.endingShare ?? 0) * 100);
  const bodies = (preview.bodies ?? []).map((b) => w.body((language === 'en' && b.nameEn) || b.name, b.number)).join(w.bodySeparator);
  const counts: [string, number | string | undefined][] = [
    [w.rows, preview.rows],
    [w.created, preview.created],
    [w.updated, preview.updated],
    [w.unchanged, preview.unchanged],
    [w.returning, preview.returning],
    [w.ending, ending],
    [w.current, preview.kind === 'full' ? preview.current : '—'],
  ];
  return (
    <div role="status" className={styles.outcome}>
      <p>
        <strong>{answerText(preview, language)}</strong>
      </p>
      {preview.ok && (
        <>
          <p>
            {preview.kind === 'full' ? w.fullReport : w.changesOnly} — {bodies} — {w.received(preview.receivedOn ?? '')}
          </p>
          <table className={styles.counts} aria-label={w.counts}>
            <tbody>
              {counts.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {ending > 0 && (
            <>
              <h3>{w.endingList(listed.length)}</h3>
              <p>
                <a href={`${endpoint}/${preview.reportId}/ending`}>{w.downloadEnding(ending)}</a>
              </p>
              <ul className={styles.list}>
                {listed.map((c) => (
                  <li key={c.id}>
                    {c.certificateNumber} {c.organisationName}
                    {c.officeName ? ` ${c.officeName}` : ''} ({c.standards}, {c.expiresOn})
                  </li>
                ))}
              </ul>
            </>
          )}
          {preview.confirmEnding && <p className={styles.warning}>{w.share(percent)}</p>}
          {preview.reportId != null && (
            <Decide endpoint={endpoint} reportId={preview.reportId} ending={ending} askNumber={Boolean(preview.confirmEnding)} language={language} onDone={onDone} />
          )}
        </>
      )}
      {!preview.ok && <Problems problems={preview.errors ?? []} count={preview.errorCount ?? 0} language={language} />}
    </div>
  );
}

/**
 * A certification body's report in /admin, above the list of reports, in the admin's language:
 * the template and the column list; choose the file, the kind (full, the default, or changes
 * only) and the day received; read the preview (counts, the certificates that would end,
 * problems by line); then confirm or cancel.
 */
export function ReportPanel({ endpoint, file, rules }: ReportPanelProps) {
  const language = useAdminLanguage();
  const w = words[language];
  const [preview, setPreview] = useState<Preview | null>(null);
  const [outcome, setOutcome] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const chosen = (form.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0];
    if (!chosen) return;
    const kind = (form.elements.namedItem('kind') as RadioNodeList | null)?.value || 'full';
    const receivedOn = (form.elements.namedItem('receivedOn') as HTMLInputElement | null)?.value ?? '';
    setBusy(true);
    setPreview(null);
    setOutcome(null);
    try {
      setPreview(
        await send(`${endpoint}/preview`, {
          method: 'POST',
          body: chosen,
          headers: { 'content-type': 'text/csv', 'x-file-name': encodeURIComponent(chosen.name), 'x-report-kind': kind, 'x-received-on': receivedOn },
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Gutter>
      <section className={styles.panel} aria-labelledby="report-panel-heading">
        <h2 id="report-panel-heading">{w.heading}</h2>
        <p className={styles.lead}>{w.intro}</p>
        <TemplateLinks files={[file]} language={language} />
        <ColumnList files={[file]} rules={rules} language={language} />
        <form onSubmit={onSubmit} className={styles.form}>
          <label className={styles.field}>
            {w.file}
            <input type="file" name="file" accept=".csv,text/csv" required />
          </label>
          <fieldset className={styles.choices}>
            <legend>{w.kind}</legend>
            <label>
              <input type="radio" name="kind" value="full" defaultChecked /> {w.full}
            </label>
            <label>
              <input type="radio" name="kind" value="changes" /> {w.changes}
            </label>
          </fieldset>
          <label className={styles.field}>
            {w.receivedOn}
            <input type="date" name="receivedOn" defaultValue={todayInJapan()} max={todayInJapan()} />
          </label>
          <Button type="submit" buttonStyle="primary" margin={false} disabled={busy}>
            {busy ? w.previewing : w.preview}
          </Button>
        </form>
        {preview && !outcome && <PreviewView endpoint={endpoint} preview={preview} language={language} onDone={setOutcome} />}
        {outcome && (
          <div role="status" className={styles.outcome}>
            <p>
              <strong>{answerText(outcome, language)}</strong>
            </p>
          </div>
        )}
      </section>
    </Gutter>
  );
}

/** On a report's own page: confirm or cancel it while it awaits confirmation. */
export function ReportActions() {
  const language = useAdminLanguage();
  const w = words[language];
  const { id } = useDocumentInfo();
  const state = useFormFields(([fields]) => fields.state?.value);
  const ending = Number(useFormFields(([fields]) => fields.ending?.value) ?? 0);
  const [outcome, setOutcome] = useState<Preview | null>(null);
  if (state !== 'preview' || id === undefined) return null;
  return (
    <section className={styles.panel}>
      <h3>{w.awaiting}</h3>
      {ending > 0 && (
        <p>
          <a href={`/api/certificate-reports/${id}/ending`}>{w.downloadEndingOfReport(ending)}</a>
        </p>
      )}
      {outcome ? (
        <p role="status">
          <strong>{answerText(outcome, language)}</strong>
        </p>
      ) : (
        <Decide endpoint="/api/certificate-reports" reportId={Number(id)} ending={ending} askNumber={ending > 0} language={language} onDone={setOutcome} />
      )}
    </section>
  );
}
