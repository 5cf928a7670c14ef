import type { CollectionConfig } from 'payload';

import { hasRole, hiddenUnless, nobody } from '@/platform/cms/access';

export const importDirectories = ['accredited-bodies', 'certified-organisations'] as const;
export type ImportDirectory = (typeof importDirectories)[number];

export const importDirectoryLabels: Record<ImportDirectory, { ja: string; en: string }> = {
  'accredited-bodies': { ja: '認定適合性評価機関', en: 'Accredited bodies' },
  'certified-organisations': { ja: '認証組織', en: 'Certified organisations' },
};

/**
 * Every import of either directory, from /admin or the command line, whether it was written or
 * refused: when, by whom, which file, what it did, and the problems that stopped it. The
 * dashboard shows the last one of each directory; directory managers read the report here.
 */
export const ImportRuns: CollectionConfig = {
  slug: 'import-runs',
  labels: { singular: { ja: '取り込みの記録', en: 'Import' }, plural: { ja: '取り込みの記録', en: 'Imports' } },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'directory', 'ok', 'rows', 'created', 'updated', 'unchanged', 'refused', 'byName'],
    group: { ja: 'ディレクトリ', en: 'Directories' },
    hidden: hiddenUnless('admin', 'directory'),
  },
  access: { read: hasRole('admin', 'directory'), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'directory',
      type: 'select',
      required: true,
      index: true,
      label: { ja: '名簿', en: 'Directory' },
      options: importDirectories.map((value) => ({ value, label: importDirectoryLabels[value] })),
    },
    { name: 'summary', type: 'text', required: true, label: { ja: '結果', en: 'Result' } },
    { name: 'ok', type: 'checkbox', required: true, defaultValue: false, label: { ja: '書き込み済み', en: 'Written' } },
    { name: 'by', type: 'relationship', relationTo: 'users', label: { ja: '取り込んだスタッフ', en: 'Staff member' } },
    { name: 'byName', type: 'text', label: { ja: '取り込んだ人', en: 'By' } },
    { name: 'files', type: 'text', label: { ja: 'ファイル', en: 'Files' } },
    {
      type: 'row',
      fields: [
        { name: 'rows', type: 'number', required: true, defaultValue: 0, label: { ja: '行数', en: 'Rows' } },
        { name: 'created', type: 'number', required: true, defaultValue: 0, label: { ja: '新規', en: 'Created' } },
        { name: 'updated', type: 'number', required: true, defaultValue: 0, label: { ja: '更新', en: 'Updated' } },
        { name: 'unchanged', type: 'number', required: true, defaultValue: 0, label: { ja: '変更なし', en: 'Unchanged' } },
        { name: 'refused', type: 'number', required: true, defaultValue: 0, label: { ja: '問題の件数', en: 'Problems' } },
        { name: 'seconds', type: 'number', label: { ja: '所要時間（秒）', en: 'Seconds' } },
      ],
    },
    {
      name: 'problems',
      type: 'json',
      label: { ja: '問題の一覧（先頭から）', en: 'Problems (first ones)' },
    },
  ],
  timestamps: true,
};
