// The feature's addresses in both route trees: `npm run features` writes each as a route file
// under src/app/(ja) and src/app/(en)/en, binding the expression to the language (`locale`).
import { ADDRESSES, below } from '@/i18n/addresses';
import type { RouteDeclaration } from '@/platform/features';

export const routes: RouteDeclaration[] = [
  {
    path: ADDRESSES.certifiedOrganisations,
    htmlOnly: { view: 'CertifiedSearchView', props: 'certifiedSearchProps(locale)' },
    screen: { ja: '認証組織の検索', en: 'Search certified organisations' },
  },
  { path: below(ADDRESSES.certifiedOrganisations, '[standard]'), htmlOnly: { view: 'CertifiedSearchView', props: 'certifiedVariantProps(locale)' } },
  { path: below(ADDRESSES.certifiedOrganisation, '[id]'), page: 'certifiedDetailRoutes(locale)' },
  { path: ADDRESSES.registerCoverage, page: 'coverageRoutes(locale)', dynamic: 'force-dynamic', screen: { ja: '認証機関別の報告状況', en: 'Reports from certification bodies' } },
  { path: below(ADDRESSES.certifiedOrganisations, 'export'), GET: 'certificatesExport(locale)', dynamic: 'force-dynamic' },
  { path: below(ADDRESSES.registerCoverage, 'export'), GET: 'coverageExport(locale)', dynamic: 'force-dynamic' },
];
