// The feature's addresses in both route trees: `npm run features` writes each as a route file
// under src/app/(ja) and src/app/(en)/en, binding the expression to the language (`locale`).
import { ADDRESSES, below } from '@/i18n/addresses';
import type { RouteDeclaration } from '@/platform/features';

export const routes: RouteDeclaration[] = [
  {
    path: ADDRESSES.accreditedBodies,
    htmlOnly: { view: 'BodySearchView', props: 'bodySearchProps(locale)' },
    screen: { ja: '認定適合性評価機関の検索', en: 'Search accredited bodies' },
  },
  {
    path: '/badge/[file]',
    GET: 'badgeRoute(locale)',
    dynamic: 'force-dynamic',
    note: "Today's status at each request; browsers and caches keep the answer for minutes (see the route).",
  },
  {
    path: '/certificates/[file]',
    GET: 'certificateRoute(locale)',
    dynamic: 'force-dynamic',
    note: "The record's current certificate at each request; the redirect is kept for minutes (see the route).",
  },
  { path: below(ADDRESSES.accreditedBodies, '[number]'), page: 'bodiesRoutes(locale).detail' },
  { path: below(ADDRESSES.accreditedBodies, 'export'), GET: 'bodiesExport(locale)', dynamic: 'force-dynamic' },
];
