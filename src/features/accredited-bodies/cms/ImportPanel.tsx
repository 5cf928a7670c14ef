'use client';

import { useState, type FormEvent } from 'react';

type RowError = { file: string; line: number; column?: string; reason: { ja: string; en: string } };
type Result = { message: string; created?: number; updated?: number; errors?: RowError[] };

/** Shown above the accredited-body list in /admin: upload the bodies and scopes CSV files. */
export function ImportAccreditedBodies() {
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const response = await fetch('/api/accredited-bodies/import', { method: 'POST', body: new FormData(event.currentTarget), credentials: 'include' });
      setResult((await response.json()) as Result);
    } catch {
      setResult({ message: '送信できませんでした / Could not upload' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section style={{ margin: '0 0 2rem', padding: '1rem 1.5rem', border: '1px solid var(--theme-elevation-150)', borderRadius: 8 }}>
      <h2 style={{ marginTop: 0 }}>CSVの取り込み / Import CSV</h2>
      <p>
        機関のCSV（必須）と認定範囲のCSV（任意）を選びます。すべての行を確認し、誤りが1件でもあれば何も取り込みません。認定番号が同じ機関は上書きします。
        <br />
        Choose the bodies CSV (required) and the scopes CSV (optional). Every row is checked; with any problem nothing is imported. Bodies with the same accreditation number are updated.
      </p>
      <form onSubmit={onSubmit} style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-end' }}>
        <label>
          機関 / Bodies
          <br />
          <input type="file" name="bodies" accept=".csv,text/csv" required />
        </label>
        <label>
          認定範囲 / Scopes
          <br />
          <input type="file" name="scopes" accept=".csv,text/csv" />
        </label>
        <button type="submit" className="btn btn--style-primary" disabled={busy}>
          {busy ? '取り込み中… / Importing…' : '取り込む / Import'}
        </button>
      </form>
      {result && (
        <div role="status" style={{ marginTop: '1rem' }}>
          <p>
            <strong>{result.message}</strong>
            {result.created !== undefined && ` — 新規 ${result.created} 件 / created ${result.created}, 更新 ${result.updated} 件 / updated ${result.updated}`}
          </p>
          {result.errors && (
            <ul>
              {result.errors.map((e, i) => (
                <li key={i}>
                  {e.file}:{e.line}
                  {e.column ? ` [${e.column}]` : ''} {e.reason.ja} / {e.reason.en}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
