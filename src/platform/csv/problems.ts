import type { LocalizedText } from '@/platform/localized';

/**
 * One problem found in an import file: where it is (the file, when an import takes several;
 * the physical line where the record starts, as a text editor counts them; the column, when it
 * is one cell) and why, in both languages. Both directories, /admin and the command line report
 * problems in this one shape.
 */
export type ImportProblem = {
  file?: string;
  line: number;
  column?: string;
  reason: LocalizedText;
};

/** What an import did, the same for both directories, in /admin and on the command line. */
export type ImportReport = {
  /** True when the file was written; false when any problem stopped it (nothing was written). */
  ok: boolean;
  /** Data rows read (the header not counted). */
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Records the import ended (a certification body's full report: its certificates no longer listed). */
  ended?: number;
  /** The first {@link MAX_REPORTED_PROBLEMS} problems, in file order. */
  errors: ImportProblem[];
  /** Every problem found, counted. */
  errorCount: number;
  seconds: number;
};

/** How many problems a report lists; all of them are counted. */
export const MAX_REPORTED_PROBLEMS = 1000;

export const emptyReport = (): ImportReport => ({ ok: false, rows: 0, created: 0, updated: 0, unchanged: 0, errors: [], errorCount: 0, seconds: 0 });

/** Collects the problems of an import: keeps the first ones, counts all. */
export class ProblemList {
  readonly items: ImportProblem[] = [];
  count = 0;

  constructor(private readonly keep = MAX_REPORTED_PROBLEMS) {}

  add(problem: ImportProblem): void {
    this.count++;
    if (this.items.length < this.keep) this.items.push(problem);
  }

  /** The kept problems in file order (by file, then line), as a report lists them. */
  sorted(fileOrder: readonly string[] = []): ImportProblem[] {
    const rank = (p: ImportProblem) => (p.file ? fileOrder.indexOf(p.file) : -1);
    return [...this.items].sort((a, b) => rank(a) - rank(b) || a.line - b.line);
  }
}

/** A problem as one line: `bodies:12行目 / line 12 [expiry_date]: 理由 / reason`. */
export function problemLine(problem: ImportProblem): string {
  const where = `${problem.file ? `${problem.file}:` : ''}${problem.line}行目 / line ${problem.line}${problem.column ? ` [${problem.column}]` : ''}`;
  return `${where}: ${problem.reason.ja} / ${problem.reason.en}`;
}

/** The outcome and the counts in one line, in both languages. */
export function reportSummary(report: ImportReport): string {
  const rows = `${report.rows} 行 / rows`;
  if (!report.ok) return `取り込みませんでした / Nothing was imported — ${rows}: 問題 ${report.errorCount} 件 / ${report.errorCount} problem(s)`;
  return (
    `取り込みました / Imported — ${rows}: 新規 ${report.created} 件 / created ${report.created}, ` +
    `更新 ${report.updated} 件 / updated ${report.updated}, 変更なし ${report.unchanged} 件 / unchanged ${report.unchanged}` +
    `${report.ended ? `, 報告終了 ${report.ended} 件 / no longer reported ${report.ended}` : ''} (${report.seconds} s)`
  );
}

/** How many problems were counted but not listed, if any. */
export function moreLine(report: ImportReport): string | null {
  const more = report.errorCount - report.errors.length;
  return more > 0 ? `ほか ${more} 件 / and ${more} more` : null;
}

/** A whole report as text, as /admin shows it: the summary, each listed problem, how many more. */
export function reportLines(report: ImportReport): string[] {
  const more = moreLine(report);
  return [reportSummary(report), ...report.errors.map((problem) => `  ${problemLine(problem)}`), ...(more ? [`  ${more}`] : [])];
}
