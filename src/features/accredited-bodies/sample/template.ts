/**
 * The sample rows of the import templates (downloaded from the panel above the list in /admin,
 * and committed as samples/import/accredited-bodies*.csv): three invented bodies, each marked as
 * a sample in its name, its number (`SAMPLE-…`) and the `sample` column, showing the columns at
 * work (a body in Japan and one abroad, a laboratory taking outside work, an inspection body's
 * type, fixed and free scope codes, a scope added later). None is a real organisation; the
 * addresses, telephone numbers and web addresses are reserved or invented.
 */
import type { FileGuide } from '@/platform/csv/guide';
import { managementSystemScopes } from '@/reference/scopes';

import { accreditedBodiesFileGuides } from '../server/csv';
import type { AccreditedBodyInput, ScopeItem } from '../types';

const managementSystem = (code: 'QMS' | 'EMS'): ScopeItem => {
  const scope = managementSystemScopes.find((s) => s.code === code)!;
  return { code, label: { ja: scope.name.ja, en: scope.name.en }, standards: scope.standard };
};

export const TEMPLATE_BODIES: readonly AccreditedBodyInput[] = [
  {
    accreditationNumber: 'SAMPLE-001',
    scheme: 'management_system',
    name: { ja: 'サンプル認証機関', en: 'Sample Certification Body' },
    abbreviation: { ja: 'サンプル認証', en: 'SCB' },
    contactAddress: { ja: '東京都千代田区見本町1-2-3（架空の住所）', en: '1-2-3 Mihon-cho, Chiyoda-ku, Tokyo (invented address)' },
    tel: '03-0000-0001',
    url: 'https://www.example.com/',
    initialDate: '2020-04-01',
    renewalDate: '2024-04-01',
    expiryDate: '2029-03-31',
    prefecture: '13',
    classification: '一般',
    scopes: [managementSystem('QMS'), managementSystem('EMS')],
    sample: true,
  },
  {
    accreditationNumber: 'SAMPLE-002',
    scheme: 'laboratory',
    name: { ja: 'サンプル試験所', en: 'Sample Testing Laboratory' },
    contactAddress: { ja: '大阪府大阪市北区見本1-1（架空の住所）', en: '1-1 Mihon, Kita-ku, Osaka (invented address)' },
    tel: '06-0000-0002',
    url: 'https://www.example.org/',
    initialDate: '2021-10-01',
    expiryDate: '2029-09-30',
    prefecture: '27',
    acceptsExternalTesting: true,
    scopes: [
      { code: 'T-01', label: { ja: '電気試験（サンプル）', en: 'Electrical testing (sample)' }, standards: 'JIS C 60068-2-1' },
      { code: 'T-02', label: { ja: '繊維製品試験（サンプル）', en: 'Textile testing (sample)' }, standards: 'JIS L 1096', addedOn: '2023-07-01' },
    ],
    sample: true,
  },
  {
    accreditationNumber: 'SAMPLE-003',
    scheme: 'inspection_body',
    inspectionType: 'A',
    name: { ja: 'サンプル検査機関', en: 'Sample Inspection Body' },
    url: 'https://www.example.net/',
    initialDate: '2022-01-15',
    expiryDate: '2030-01-14',
    country: 'US',
    scopes: [{ code: 'I-01', label: { ja: '圧力容器の検査（サンプル）', en: 'Inspection of pressure vessels (sample)' }, standards: 'JIS B 8265' }],
    sample: true,
  },
];

/** Both files' column lists and templates, as the panel in /admin offers them and samples/import/ keeps them. */
export const accreditedBodiesImportGuide = (): { bodies: FileGuide; scopes: FileGuide } => accreditedBodiesFileGuides([...TEMPLATE_BODIES]);
