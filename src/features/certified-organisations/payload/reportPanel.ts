import { generalRules } from '@/platform/csv/guide';

import { certifiedImportGuide } from '../sample/template';
import type { ReportPanelProps } from '../ui/ReportPanel';

/**
 * The report panel above the list of certification bodies' reports in /admin (../ui/ReportPanel):
 * the reports' endpoints (./reportEndpoints.ts), and the register file with its column list and
 * template, from the import's own column declarations (server/csv.ts).
 */
export const reportPanel = (endpoint: string) => ({
  path: '@/features/certified-organisations/ui/ReportPanel#ReportPanel',
  clientProps: {
    endpoint,
    file: { name: 'file', label: { ja: '認証組織のCSV', en: 'Register CSV' }, ...certifiedImportGuide() },
    rules: generalRules(),
  } satisfies ReportPanelProps,
});
