'use client';

import { Button, Gutter } from '@payloadcms/ui';
import { type FormEvent, useRef, useState } from 'react';

import type { GeneralRules } from '@/platform/csv/guide';
import type { ImportProblem } from '@/platform/csv/problems';
import type { LocalizedText } from '@/platform/localized';

import { type Answer, answerText, ColumnList, type PanelFile, Problems, send, TemplateLinks, useAdminLanguage } from './ImportGuide';
import styles from './importPanels.module.css';

export type ImportPanelProps = {
  /** The staff-only endpoint that imports, e.g. `/api/accredited-bodies/import`; with `?check=1` it only checks. */
  endpoint: string;
  /** The files it takes, each with its column list and template; the first is required. */
  files: (PanelFile & { required?: boolean })[];
  /**
   * `body`: the one file is the request body, so the server reads it as a stream (large
   * registers); `form`: the files go as one multipart form.
   */
  upload: 'body' | 'form';
  /** What the import does, in both languages (the panel shows the admin's). */
  intro: LocalizedText;
  /** What every file follows (encoding, header row, dates, yes/no words). */
  rules: GeneralRules;
  /** Offer a check-only run (the endpoint answers `?check=1` without writing anything). */
  check?: boolean;
};

/** A body the check found the import would create or change (features/accredited-bodies/server/importer.ts, PlannedBody). */
type Planned = { accreditationNumber: string; name: string; columns?: string[] };

/** The answer of an import or a check: the report (server: ImportReport, CheckReport). */
type Outcome = Answer & {
  ok?: boolean;
  rows?: number;
  created?: number;
  updated?: number;
  unchanged?: number;
  errors?: ImportProblem[];
  errorCount?: number;
  seconds?: number;
  checkOnly?: boolean;
  plan?: { created: Planned[]; updated: Planned[] };
};

const rows = (n: number) => `${n} row${n === 1 ? '' : 's'}`;

const words = {
  ja: {
    heading: 'CSVの取り込み',
    import: '取り込む',
    importing: '取り込み中…',
    check: '確認のみ',
    checking: '確認中…',
    checkHint: '「確認のみ」は、すべての行を確かめて、新規・更新になる件数と問題を表示します。名簿には何も書き込みません。',
    imported: (o: Counts) => `${o.rows}行：新規 ${o.created} 件、更新 ${o.updated} 件、変更なし ${o.unchanged} 件（${o.seconds}秒）`,
    wouldImport: (o: Counts) => `${o.rows}行：取り込むと、新規 ${o.created} 件、更新 ${o.updated} 件、変更なし ${o.unchanged} 件になります。`,
    refused: (o: Counts) => `${o.rows}行：問題 ${o.errorCount} 件`,
    toCreate: (shown: number, all: number) => (shown < all ? `新規になる機関（先頭${shown}件）` : '新規になる機関'),
    toUpdate: (shown: number, all: number) => (shown < all ? `更新される機関（先頭${shown}件）` : '更新される機関'),
    changes: (columns: string) => `（変わる列：${columns}）`,
    columnSeparator: '、',
  },
  en: {
    heading: 'Import CSV',
    import: 'Import',
    importing: 'Importing…',
    check: 'Check only',
    checking: 'Checking…',
    checkHint: '“Check only” checks every row and shows what would be created and updated, and any problems. Nothing is written.',
    imported: (o: Counts) => `${rows(o.rows)}: ${o.created} created, ${o.updated} updated, ${o.unchanged} unchanged (${o.seconds} s)`,
    wouldImport: (o: Counts) => `${rows(o.rows)}: an import would create ${o.created}, update ${o.updated} and leave ${o.unchanged} unchanged.`,
    refused: (o: Counts) => `${rows(o.rows)}: ${o.errorCount} problem${o.errorCount === 1 ? '' : 's'}`,
    toCreate: (shown: number, all: number) => (shown < all ? `Bodies to be created (first ${shown})` : 'Bodies to be created'),
    toUpdate: (shown: number, all: number) => (shown < all ? `Bodies to be updated (first ${shown})` : 'Bodies to be updated'),
    changes: (columns: string) => ` (columns that change: ${columns})`,
    columnSeparator: ', ',
  },
};

type Counts = { rows: number; created: number; updated: number; unchanged: number; errorCount: number; seconds: number };

const countsOf = (o: Outcome): Counts => ({
  rows: o.rows ?? 0,
  created: o.created ?? 0,
  updated: o.updated ?? 0,
  unchanged: o.unchanged ?? 0,
  errorCount: o.errorCount ?? 0,
  seconds: o.seconds ?? 0,
});

/**
 * The CSV import above a directory's list in /admin, in the admin's language: the templates, the
 * column list, the file(s), a check-only run and the import; then the report the command line
 * prints too (counts, and each problem with its line), and for a check, the bodies that would be
 * created and changed.
 */
export function ImportPanel({ endpoint, files, upload, intro, rules, check }: ImportPanelProps) {
  const language = useAdminLanguage();
  const w = words[language];
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState<'import' | 'check' | null>(null);
  // Which button sent the form: set by its click, read when the form is submitted.
  const mode = useRef<'import' | 'check'>('import');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const run = mode.current;
    mode.current = 'import';
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
    setBusy(run);
    setOutcome(null);
    try {
      setOutcome((await send(run === 'check' ? `${endpoint}?check=1` : endpoint, { method: 'POST', body, headers })) as Outcome);
    } finally {
      setBusy(null);
    }
  };

  const report = outcome && outcome.rows !== undefined ? outcome : null;
  const counts = report ? countsOf(report) : null;
  const plan = report?.checkOnly && report.ok ? report.plan : undefined;
  return (
    <Gutter>
      <section className={styles.panel} aria-labelledby="import-panel-heading">
        <h2 id="import-panel-heading">{w.heading}</h2>
        <p className={styles.lead}>{intro[language]}</p>
        <TemplateLinks files={files} language={language} />
        <ColumnList files={files} rules={rules} language={language} />
        <form onSubmit={onSubmit} className={styles.form}>
          {files.map((file, i) => (
            <label key={file.name} className={styles.field}>
              {file.label[language]}
              <input type="file" name={file.name} accept=".csv,text/csv" required={i === 0 || file.required} />
            </label>
          ))}
          <div className={styles.actions}>
            <Button type="submit" buttonStyle="primary" margin={false} disabled={busy !== null} onClick={() => {
                mode.current = 'import';
              }}>
              {busy === 'import' ? w.importing : w.import}
            </Button>
            {check && (
              <Button type="submit" buttonStyle="secondary" margin={false} disabled={busy !== null} onClick={() => {
                  mode.current = 'check';
                }}>
                {busy === 'check' ? w.checking : w.check}
              </Button>
            )}
          </div>
        </form>
        {check && <p className={styles.hint}>{w.checkHint}</p>}
        {outcome && (
          <div role="status" className={styles.outcome}>
            <p>
              <strong>{answerText(outcome, language)}</strong>
            </p>
            {report && counts && (
              <>
                <p>{!report.ok ? w.refused(counts) : report.checkOnly ? w.wouldImport(counts) : w.imported(counts)}</p>
                {plan && plan.created.length > 0 && (
                  <>
                    <h3>{w.toCreate(plan.created.length, counts.created)}</h3>
                    <ul className={styles.list}>
                      {plan.created.map((b) => (
                        <li key={b.accreditationNumber}>
                          {b.accreditationNumber} {b.name}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {plan && plan.updated.length > 0 && (
                  <>
                    <h3>{w.toUpdate(plan.updated.length, counts.updated)}</h3>
                    <ul className={styles.list}>
                      {plan.updated.map((b) => (
                        <li key={b.accreditationNumber}>
                          {b.accreditationNumber} {b.name}
                          {b.columns && w.changes(b.columns.join(w.columnSeparator))}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                <Problems problems={report.errors ?? []} count={counts.errorCount} files={files} language={language} />
              </>
            )}
          </div>
        )}
      </section>
    </Gutter>
  );
}
