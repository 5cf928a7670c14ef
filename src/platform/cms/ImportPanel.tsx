'use client';

import { type FormEvent, useState } from 'react';

import { type ImportReport, moreLine, problemLine, reportSummary } from '@/platform/csv/problems';

export type ImportPanelProps = {
  /** The staff-only endpoint that imports, e.g. `/api/certified-organisations/import`. */
  endpoint: string;
  /** The files it takes; the first is required. */
  files: { name: string; label: string }[];
  /**
   * `body`: the one file is the request body, so the server reads it as a stream (large
   * registers); `form`: the files go as one multipart form.
   */
  upload: 'body' | 'form';
  /** What the import does, in both languages. */
  intro: { ja: string; en: string };
};

type Outcome = Partial<ImportReport> & { message: string };

/**
 * The CSV import above a directory's list in /admin, the same for both directories: choose the
 * file(s), import, and read the report the command line prints too (summary, each problem with
 * its line, how many more).
 */
export function ImportPanel({ endpoint, files, upload, intro }: ImportPanelProps) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setOutcome(null);
    try {
      let body: BodyInit;
      const headers: Record<string, string> = {};
      if (upload === 'body') {
        const file = (form.elements.namedItem(files[0]!.name) as HTMLInputElement | null)?.files?.[0];
        if (!file) return;
        body = file;
        headers['content-type'] = 'text/csv';
        // The file's name, for the import record (the body is the bare file).
        headers['x-file-name'] = encodeURIComponent(file.name);
      } else {
        body = new FormData(form);
      }
      const response = await fetch(endpoint, { method: 'POST', body, headers, credentials: 'include' });
      setOutcome((await response.json()) as Outcome);
    } catch {
      setOutcome({ message: '送信できませんでした / Could not upload' });
    } finally {
      setBusy(false);
    }
  };

  const report = outcome && outcome.rows !== undefined ? (outcome as ImportReport) : null;
  const more = report ? moreLine(report) : null;
  return (
    <section style={{ margin: '0 0 2rem', padding: '1rem 1.5rem', border: '1px solid var(--theme-elevation-150)', borderRadius: 8 }}>
      <h2 style={{ marginTop: 0 }}>CSVの取り込み / Import CSV</h2>
      <p>
        {intro.ja}
        <br />
        {intro.en}
      </p>
      <p>
        日付は 2024-04-01、2024/4/1、2024年4月1日、令和6年4月1日、R6.4.1 のいずれでも書けます。
        <br />
        Dates may be written as 2024-04-01, 2024/4/1, 2024年4月1日, 令和6年4月1日 or R6.4.1.
      </p>
      <form onSubmit={onSubmit} style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-end' }}>
        {files.map((file, i) => (
          <label key={file.name}>
            {file.label}
            <br />
            <input type="file" name={file.name} accept=".csv,text/csv" required={i === 0} />
          </label>
        ))}
        <button type="submit" className="btn btn--style-primary" disabled={busy}>
          {busy ? '取り込み中… / Importing…' : '取り込む / Import'}
        </button>
      </form>
      {outcome && (
        <div role="status" style={{ marginTop: '1rem' }}>
          <p>
            <strong>{report ? reportSummary(report) : outcome.message}</strong>
          </p>
          {report && report.errors.length > 0 && (
            <ul>
              {report.errors.map((problem, i) => (
                <li key={i}>{problemLine(problem)}</li>
              ))}
            </ul>
          )}
          {more && <p>{more}</p>}
        </div>
      )}
    </section>
  );
}
