// The feature's addresses in both route trees: `npm run features` writes each as a route file
// under src/app/(ja) and src/app/(en)/en, binding the expression to the language (`locale`).
import { ADDRESSES, below } from '@/i18n/addresses';
import type { RouteDeclaration } from '@/platform/features';

export const routes: RouteDeclaration[] = [
  {
    path: below(ADDRESSES.accreditedBodies, '[number]', 'feed'),
    GET: 'bodyChangesFeed(locale)',
    dynamic: 'force-dynamic',
    note: 'A change is in the feed within minutes: readers poll it, caches keep it five minutes.',
  },
  {
    path: below(ADDRESSES.certifiedOrganisation, '[id]', 'feed'),
    GET: 'certificateChangesFeed(locale)',
    dynamic: 'force-dynamic',
    note: 'A change is in the feed within minutes: readers poll it, caches keep it five minutes.',
  },
  { path: ADDRESSES.verify, page: 'bulkRoutes(locale).index', screen: { ja: '認定・認証登録の確認', en: 'Accreditation and certificate check' } },
  { path: below(ADDRESSES.verify, '[number]'), page: 'verifyRoutes(locale)' },
  { path: ADDRESSES.bulkCheck, POST: 'bulkRoutes(locale).post', dynamic: 'force-dynamic' },
  { path: below(ADDRESSES.bulkCheck, '[token]'), page: 'bulkRoutes(locale).list' },
  { path: below(ADDRESSES.bulkCheck, '[token]', 'csv'), GET: 'bulkRoutes(locale).csv', dynamic: 'force-dynamic' },
];
