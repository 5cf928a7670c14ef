'use client';

import { useState, type FormEvent } from 'react';

type RowError = { line: number; column?: string; reason: { ja: string; en: string } };
type Result = { message: string; rows?: number; created?: number; updated?: number; unchanged?: number; errorCount?: number; seconds?: number; errors?: RowError[] };

/** Shown above the certified-organisation list in /admin: upload one register CSV. */
export function ImportCertifiedOrganisations() {
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const file = (event.currentTarget.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0];
      if (!file) return;
      // The file itself is the body: the browser streams it and the server imports as it reads.
      const response = await fetch('/api/certified-organisations/import', { method: 'POST', body: file, headers: { 'content-type': 'text/csv' }, credentials: 'include' });
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
        認証組織のCSV（UTF-8、1行に1件の認証）を選びます。すべての行を確認し、誤りが1件でもあれば何も取り込みません。認証機関の認定番号と登録番号が同じ行は上書きし、変わっていない行はそのままにします。取り込んだ内容はすぐに検索に反映されます。
        <br />
        Choose the register CSV (UTF-8, one certificate per row). Every row is checked; with any problem nothing is imported. Rows with the same certification body and certificate number are updated, unchanged rows are left alone. The search shows the new data at once.
      </p>
      <form onSubmit={onSubmit} style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-end' }}>
        <label>
          CSVファイル / CSV file
          <br />
          <input type="file" name="file" accept=".csv,text/csv" required />
        </label>
        <button type="submit" className="btn btn--style-primary" disabled={busy}>
          {busy ? '取り込み中… / Importing…' : '取り込む / Import'}
        </button>
      </form>
      {result && (
        <div role="status" style={{ marginTop: '1rem' }}>
          <p>
            <strong>{result.message}</strong>
            {result.rows !== undefined && ` — ${result.rows} 行 / rows`}
            {result.errorCount === 0 && result.created !== undefined &&
              `: 新規 ${result.created} / created, 更新 ${result.updated} / updated, 変更なし ${result.unchanged} / unchanged (${result.seconds} s)`}
            {Boolean(result.errorCount) && `: 誤り ${result.errorCount} 件 / ${result.errorCount} problems`}
          </p>
          {result.errors && result.errors.length > 0 && (
            <ul>
              {result.errors.map((e, i) => (
                <li key={i}>
                  {e.line}行目 / line {e.line}
                  {e.column ? ` [${e.column}]` : ''}: {e.reason.ja} / {e.reason.en}
                </li>
              ))}
            </ul>
          )}
          {result.errorCount !== undefined && result.errors && result.errorCount > result.errors.length && (
            <p>ほか {result.errorCount - result.errors.length} 件 / and {result.errorCount - result.errors.length} more</p>
          )}
        </div>
      )}
    </section>
  );
}
