'use client';

import { useDocumentInfo, useFormFields } from '@payloadcms/ui';
import { type FormEvent, useState } from 'react';

import { moreLine, problemLine, type ImportProblem } from '@/platform/csv/problems';

export type ReportPanelProps = {
  /** The reports' endpoints, e.g. `/api/certificate-reports`. */
  endpoint: string;
};

type Ending = { id: number; certificateNumber: string; organisationName: string; officeName: string | null; standards: string; expiresOn: string; decision: string };

/** The preview as the endpoint answers it (server/reports.ts, ReportPreview). */
type Preview = {
  message: string;
  ok?: boolean;
  reportId?: number | null;
  state?: string;
  kind?: string;
  receivedOn?: string;
  bodies?: { number: string; name: string; rows: number }[];
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

const box = { margin: '0 0 2rem', padding: '1rem 1.5rem', border: '1px solid var(--theme-elevation-150)', borderRadius: 8 } as const;
const todayInJapan = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

async function post(url: string, body?: unknown): Promise<Preview> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Preview;
  } catch {
    return { message: '送信できませんでした / Could not send' };
  }
}

/** Confirm or cancel a report awaiting confirmation: under a fresh preview, and on the report's own page. */
function Decide({ endpoint, reportId, ending, askNumber, onDone }: { endpoint: string; reportId: number; ending: number; askNumber: boolean; onDone: (outcome: Preview) => void }) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (what: 'confirm' | 'cancel') => {
    setBusy(true);
    onDone(await post(`${endpoint}/${reportId}/${what}`, what === 'confirm' ? { confirmEnding: typed } : undefined));
    setBusy(false);
  };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-end', marginTop: '1rem' }}>
      {askNumber && (
        <label>
          報告終了になる件数を入力してください / Type the number of certificates that will end ({ending})
          <br />
          <input type="text" inputMode="numeric" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        </label>
      )}
      <button type="button" className="btn btn--style-primary" disabled={busy} onClick={() => act('confirm')}>
        {busy ? '処理中… / Working…' : '名簿に反映する / Confirm and publish'}
      </button>
      <button type="button" className="btn btn--style-secondary" disabled={busy} onClick={() => act('cancel')}>
        取りやめる / Cancel
      </button>
    </div>
  );
}

function PreviewView({ endpoint, preview, onDone }: { endpoint: string; preview: Preview; onDone: (outcome: Preview) => void }) {
  const more = preview.errors ? moreLine({ errors: preview.errors, errorCount: preview.errorCount ?? 0 } as never) : null;
  const ending = preview.ending ?? 0;
  const listed = preview.endingSample ?? [];
  return (
    <div role="status" style={{ marginTop: '1rem' }}>
      <p>
        <strong>{preview.message}</strong>
      </p>
      {preview.ok && (
        <>
          <p>
            {preview.kind === 'full' ? '全件の報告 / Full report' : '変更のみ / Changes only'} — {(preview.bodies ?? []).map((b) => `${b.name}（${b.number}）`).join('、')} —
            受領日 / received {preview.receivedOn}
          </p>
          <table>
            <tbody>
              {(
                [
                  ['行数 / Rows', preview.rows],
                  ['新規 / New', preview.created],
                  ['変更 / Changed', preview.updated],
                  ['変更なし / Unchanged', preview.unchanged],
                  ['再掲載（報告終了から戻る） / Back in the list', preview.returning],
                  ['報告終了になる / Will end as no longer reported', ending],
                  ['報告前の有効な認証 / Current before the report', preview.kind === 'full' ? preview.current : '—'],
                ] as const
              ).map(([label, value]) => (
                <tr key={label}>
                  <th scope="row" style={{ textAlign: 'left', paddingRight: '1rem' }}>
                    {label}
                  </th>
                  <td style={{ textAlign: 'right' }}>{value ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {ending > 0 && (
            <>
              <h3>
                報告終了になる認証（先頭{listed.length}件） / Certificates that will end (first {listed.length})
              </h3>
              <p>
                <a href={`${endpoint}/${preview.reportId}/ending`}>すべてをCSVで保存 / Download all as CSV ({ending})</a>
              </p>
              <ul style={{ maxHeight: '16rem', overflow: 'auto' }}>
                {listed.map((c) => (
                  <li key={c.id}>
                    {c.certificateNumber} {c.organisationName}
                    {c.officeName ? ` ${c.officeName}` : ''} ({c.standards}, {c.expiresOn})
                  </li>
                ))}
              </ul>
            </>
          )}
          {preview.confirmEnding && (
            <p style={{ color: 'var(--theme-error-500)' }}>
              現在有効な認証の{Math.round((preview.endingShare ?? 0) * 100)}%が報告終了になります。件数を入力して反映してください。 / {Math.round((preview.endingShare ?? 0) * 100)} % of
              the body’s current certificates will end: type their number to confirm.
            </p>
          )}
          {preview.reportId != null && <Decide endpoint={endpoint} reportId={preview.reportId} ending={ending} askNumber={Boolean(preview.confirmEnding)} onDone={onDone} />}
        </>
      )}
      {!preview.ok && preview.errors && preview.errors.length > 0 && (
        <ul>
          {preview.errors.map((problem, i) => (
            <li key={i}>{problemLine(problem)}</li>
          ))}
        </ul>
      )}
      {!preview.ok && more && <p>{more}</p>}
    </div>
  );
}

/**
 * A certification body's report in /admin, above the list of reports: choose the file, the kind
 * (full, the default, or changes only) and the day received; read the preview (counts, the
 * certificates that would end, problems by line); then confirm or cancel.
 */
export function ReportPanel({ endpoint }: ReportPanelProps) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [outcome, setOutcome] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0];
    if (!file) return;
    const kind = (form.elements.namedItem('kind') as RadioNodeList | null)?.value || 'full';
    const receivedOn = (form.elements.namedItem('receivedOn') as HTMLInputElement | null)?.value ?? '';
    setBusy(true);
    setPreview(null);
    setOutcome(null);
    try {
      const response = await fetch(`${endpoint}/preview`, {
        method: 'POST',
        body: file,
        credentials: 'include',
        headers: { 'content-type': 'text/csv', 'x-file-name': encodeURIComponent(file.name), 'x-report-kind': kind, 'x-received-on': receivedOn },
      });
      setPreview((await response.json()) as Preview);
    } catch {
      setPreview({ message: '送信できませんでした / Could not upload' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section style={box} aria-labelledby="report-panel-heading">
      <h2 id="report-panel-heading" style={{ marginTop: 0 }}>
        報告の取り込み / Import a report
      </h2>
      <p>
        認証組織のCSV（UTF-8、1行に1件の認証）を選びます。まず確認画面で件数と報告終了になる認証を確かめ、そのあと反映するか取りやめます。確認画面の段階では名簿は変わりません。
        <br />
        Choose the register CSV (UTF-8, one certificate per row). A preview shows the counts and the certificates that would end; the register changes only when you confirm.
      </p>
      <form onSubmit={onSubmit} style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-end' }}>
        <label>
          CSVファイル / CSV file
          <br />
          <input type="file" name="file" accept=".csv,text/csv" required />
        </label>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>報告の種類 / Kind of report</legend>
          <label style={{ display: 'block' }}>
            <input type="radio" name="kind" value="full" defaultChecked /> 全件（この認証機関の一覧を置き換える） / Full list (replaces the body’s list)
          </label>
          <label style={{ display: 'block' }}>
            <input type="radio" name="kind" value="changes" /> 変更のみ（載っている行だけ追加・更新） / Changes only (adds and updates its rows)
          </label>
        </fieldset>
        <label>
          受領日（認証機関が送った日） / Day received
          <br />
          <input type="date" name="receivedOn" defaultValue={todayInJapan()} max={todayInJapan()} />
        </label>
        <button type="submit" className="btn btn--style-primary" disabled={busy}>
          {busy ? '確認中… / Checking…' : '確認画面を作る / Preview'}
        </button>
      </form>
      {preview && !outcome && <PreviewView endpoint={endpoint} preview={preview} onDone={setOutcome} />}
      {outcome && (
        <p role="status">
          <strong>{outcome.message}</strong>
        </p>
      )}
    </section>
  );
}

/** On a report's own page: confirm or cancel it while it awaits confirmation. */
export function ReportActions() {
  const { id } = useDocumentInfo();
  const state = useFormFields(([fields]) => fields.state?.value);
  const ending = Number(useFormFields(([fields]) => fields.ending?.value) ?? 0);
  const [outcome, setOutcome] = useState<Preview | null>(null);
  if (state !== 'preview' || id === undefined) return null;
  return (
    <section style={box}>
      <h3 style={{ marginTop: 0 }}>この報告は確認待ちです / This report awaits confirmation</h3>
      {ending > 0 && (
        <p>
          <a href={`/api/certificate-reports/${id}/ending`}>報告終了になる認証をCSVで保存 / Download the certificates that will end ({ending})</a>
        </p>
      )}
      {outcome ? (
        <p role="status">
          <strong>{outcome.message}</strong>
        </p>
      ) : (
        <Decide endpoint="/api/certificate-reports" reportId={Number(id)} ending={ending} askNumber={ending > 0} onDone={setOutcome} />
      )}
    </section>
  );
}
