/** The validity history's collection and table (payload/history.ts), apart so its hooks can name them too. */
export const VALIDITY_HISTORY = 'validity-history';
/** Its table, for importers that write in SQL (server/historyWriter.ts). */
export const VALIDITY_HISTORY_TABLE = 'validity_history';
/** The register's other changes (payload/edits.ts), and their table. */
export const REGISTER_EDITS = 'register-edits';
export const REGISTER_EDITS_TABLE = 'register_edits';

/** What a row of the history or an edit is about, as both tables' `subject` offers it. */
export const SUBJECT_OPTIONS = [
  { value: 'body', label: { ja: '認定機関', en: 'Accredited body' } },
  { value: 'certificate', label: { ja: '認証登録', en: 'Certificate' } },
];

/** Where a recorded state or an edit came from, as both tables' `source` offers it. */
export const SOURCE_OPTIONS = [
  { value: 'import', label: { ja: '取り込み・認証機関の報告', en: 'Import or certification body report' } },
  { value: 'staff', label: { ja: 'スタッフの編集', en: 'Staff edit' } },
  { value: 'seed', label: { ja: 'サンプルデータ', en: 'Sample data' } },
  { value: 'existing', label: { ja: '記録開始時の状態', en: 'State when records began' } },
];
