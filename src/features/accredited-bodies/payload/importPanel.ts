import type { ImportPanelProps } from '@/platform/cms/ImportPanel';
import { generalRules } from '@/platform/csv/guide';

import { accreditedBodiesImportGuide } from '../sample/template';

const guide = accreditedBodiesImportGuide();

/**
 * The CSV import above the list of accredited bodies in /admin (platform/cms/ImportPanel): its
 * words, the two files with their column lists and templates (from the import's own column
 * declarations, server/csv.ts), and the check-only run of the endpoint (./importEndpoint.ts).
 */
export const importPanel = {
  path: '@/platform/cms/ImportPanel#ImportPanel',
  clientProps: {
    endpoint: '/api/accredited-bodies/import',
    upload: 'form',
    check: true,
    intro: {
      ja: '機関のCSV（必須）と認定範囲のCSV（任意）を選びます。すべての行を確かめ、問題が1件でもあれば何も取り込みません。認定番号が同じ機関は、ファイルの内容で上書きします。各機関の認定範囲は認定範囲のCSVの行で置き換わります（認定範囲のCSVを選ばないときは空になります）。',
      en: 'Choose the bodies CSV (required) and the scopes CSV (optional). Every row is checked first; with any problem, nothing is imported. A body already registered under the same accreditation number is updated from the file. Each body’s scopes are replaced by its rows in the scopes CSV (none when no scopes CSV is chosen).',
    },
    rules: generalRules(),
    files: [
      { name: 'bodies', label: { ja: '機関のCSV', en: 'Bodies CSV' }, required: true, ...guide.bodies },
      { name: 'scopes', label: { ja: '認定範囲のCSV', en: 'Scopes CSV' }, ...guide.scopes },
    ],
  } satisfies ImportPanelProps,
};
