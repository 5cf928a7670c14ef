// The feature's addresses in both route trees: `npm run features` writes each as a route file
// under src/app/(ja) and src/app/(en)/en, binding the expression to the language (`locale`).
import { ADDRESSES, below } from '@/i18n/addresses';
import type { RouteDeclaration } from '@/platform/features';

export const routes: RouteDeclaration[] = [
  { path: ADDRESSES.decisionReports, page: 'reportsRoutes(locale)', screen: { ja: '認定に関する報告', en: 'Reports on accreditation decisions' } },
  { path: below(ADDRESSES.decisionReports, 'feed'), GET: 'reportsRoutes(locale).feed' },
  { path: below(ADDRESSES.decisionReports, 'export'), GET: 'reportsExport(locale)', dynamic: 'force-dynamic' },
];
