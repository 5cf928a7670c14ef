'use client';

import { Button, useTranslation } from '@payloadcms/ui';

import type { FileGuide, GeneralRules } from '@/platform/csv/guide';
import type { ImportProblem } from '@/platform/csv/problems';
import type { LocalizedText } from '@/platform/localized';

import { type AdminLanguage, adminLanguage } from './japanTime';
import styles from './importPanels.module.css';

/**
 * The pieces both import panels in /admin share (ImportPanel, and the certification bodies'
 * ReportPanel): the templates to download, the column list with its rules, the problems of a
 * refused file, and an endpoint's answer; all in the admin's language.
 */

const words = {
  ja: {
    templates: 'テンプレート（見出し行とサンプル行）：',
    templatesOfFiles: 'テンプレート（見出し行とサンプル行）：',
    template: (file: string, name: string) => `${file}（${name}）`,
    columns: '列の一覧と書き方',
    column: '列名',
    label: '項目',
    required: '必須',
    format: '書き方',
    yes: '必須',
    no: '任意',
    mayOmit: 'この列は、見出し行から列ごと省略できます。',
    line: (line: number) => `${line}行目`,
    separator: '・',
    colon: '：',
    more: (count: number) => `ほか ${count} 件`,
    couldNotSend: '送信できませんでした。通信の状態を確かめて、もう一度お試しください。',
    tooLarge: 'ファイルが大きすぎます。',
    unreadable: (status: number) => `サーバーの応答を読み取れませんでした（${status}）。`,
  },
  en: {
    templates: 'Template (header row and sample rows):',
    templatesOfFiles: 'Templates (header row and sample rows):',
    template: (file: string, name: string) => `${file} (${name})`,
    columns: 'Columns and how to fill them in',
    column: 'Column',
    label: 'Field',
    required: 'Required',
    format: 'What to write',
    yes: 'Required',
    no: 'Optional',
    mayOmit: 'The column may be left out of the header altogether.',
    line: (line: number) => `line ${line}`,
    separator: ', ',
    colon: ': ',
    more: (count: number) => `and ${count} more`,
    couldNotSend: 'Could not send. Check the connection and try again.',
    tooLarge: 'The file is too large.',
    unreadable: (status: number) => `The server’s answer could not be read (${status}).`,
  },
} satisfies Record<AdminLanguage, unknown>;

/** The admin's language ('ja' or 'en'), as Payload's own screens use it. */
export function useAdminLanguage(): AdminLanguage {
  const { i18n } = useTranslation();
  return adminLanguage(i18n.language);
}

/** One import file as a panel offers it: how the panel calls it, its columns and its template. */
export type PanelFile = FileGuide & { name: string; label: LocalizedText };

/** Links that download each file's template (made on the server from the import's own columns). */
export function TemplateLinks({ files, language }: { files: readonly PanelFile[]; language: AdminLanguage }) {
  const w = words[language];
  return (
    <p className={styles.templates}>
      <span>{files.length > 1 ? w.templatesOfFiles : w.templates}</span>
      {files.map((file) => (
        <Button
          key={file.name}
          el="anchor"
          url={`data:text/csv;charset=utf-8,${encodeURIComponent(file.template.csv)}`}
          extraButtonProps={{ download: file.template.fileName }}
          buttonStyle="pill"
          size="small"
          margin={false}
        >
          {w.template(file.label[language], file.template.fileName)}
        </Button>
      ))}
    </p>
  );
}

/** The rules every file follows and each file's columns (required or not, what to write), in a closed <details>. */
export function ColumnList({ files, rules, language }: { files: readonly PanelFile[]; rules: GeneralRules; language: AdminLanguage }) {
  const w = words[language];
  return (
    <details className={styles.guide}>
      <summary>{w.columns}</summary>
      <ul className={styles.rules}>
        <li>{rules.file[language]}</li>
        <li>{rules.dates[language]}</li>
        <li>{rules.yesNo[language]}</li>
      </ul>
      {files.map((file) => (
        <div key={file.name}>
          {files.length > 1 && <h3>{file.label[language]}</h3>}
          <div className={styles.tableWrap}>
            <table className={styles.columns}>
              <thead>
                <tr>
                  <th scope="col">{w.column}</th>
                  <th scope="col">{w.label}</th>
                  <th scope="col">{w.required}</th>
                  <th scope="col">{w.format}</th>
                </tr>
              </thead>
              <tbody>
                {file.columns.map((column) => (
                  <tr key={column.name}>
                    <th scope="row">
                      <code>{column.name}</code>
                    </th>
                    <td>{column.label[language]}</td>
                    <td className={column.required ? styles.required : undefined}>{column.required ? w.yes : w.no}</td>
                    <td>
                      {column.format[language]}
                      {column.note && <div className={styles.note}>{column.note[language]}</div>}
                      {column.mayOmit && <div className={styles.note}>{w.mayOmit}</div>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </details>
  );
}

/**
 * The problems of a file, each with its place (the file as the panel calls it, the line as a
 * text editor counts it, the column) and its reason, and how many more were counted.
 */
export function Problems({
  problems,
  count,
  files = [],
  language,
}: {
  problems: readonly ImportProblem[];
  count: number;
  files?: readonly { name: string; label: LocalizedText }[];
  language: AdminLanguage;
}) {
  const w = words[language];
  const fileLabel = (name: string | undefined) => (name ? (files.find((f) => f.name === name)?.label[language] ?? name) : undefined);
  const more = count - problems.length;
  if (problems.length === 0) return null;
  return (
    <>
      <ul className={`${styles.list} ${styles.problem}`}>
        {problems.map((problem, i) => (
          <li key={i}>
            {[fileLabel(problem.file), w.line(problem.line)].filter(Boolean).join(w.separator)}
            {problem.column ? ` [${problem.column}]` : ''}
            {w.colon}
            {problem.reason[language]}
          </li>
        ))}
      </ul>
      {more > 0 && <p>{w.more(more)}</p>}
    </>
  );
}

/** What an import endpoint answers: `text` in each language (and `message` in both), beside its report. */
export type Answer = { status: number; text?: LocalizedText; message?: string } & Record<string, unknown>;

/**
 * Sends to an import endpoint and reads its answer. An answer that is not the endpoint's JSON (a
 * refusal by the server in front of Payload, a lost connection) comes back as a text of its own.
 */
export async function send(url: string, init: RequestInit): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', ...init });
  } catch {
    return { status: 0, text: { ja: words.ja.couldNotSend, en: words.en.couldNotSend } };
  }
  try {
    return { ...((await response.json()) as Record<string, unknown>), status: response.status };
  } catch {
    const text = response.status === 413 ? { ja: words.ja.tooLarge, en: words.en.tooLarge } : { ja: words.ja.unreadable(response.status), en: words.en.unreadable(response.status) };
    return { status: response.status, text };
  }
}

/** An answer's text in the admin's language (an answer without one shows its message as it is). */
export const answerText = (answer: Answer, language: AdminLanguage): string => answer.text?.[language] ?? answer.message ?? '';
