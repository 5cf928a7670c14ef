// The feature's addresses in both route trees: `npm run features` writes each as a route file
// under src/app/(ja) and src/app/(en)/en, binding the expression to the language (`locale`).
import { ADDRESSES, below } from '@/i18n/addresses';
import type { RouteDeclaration } from '@/platform/features';

export const routes: RouteDeclaration[] = [
  { path: ADDRESSES.documentRevisions, page: 'revisionsRoutes(locale).list', screen: { ja: '文書改訂のお知らせ', en: 'Document revision notices' } },
  {
    path: below(ADDRESSES.documentRevisions, '[slug]'),
    page: 'revisionsRoutes(locale).item',
    staticParams: true,
    revalidate: 60,
    note: 'Re-rendered at least once a minute: an item scheduled ahead appears on its own.',
  },
  { path: below(ADDRESSES.documentRevisions, 'feed'), GET: 'revisionsRoutes(locale).feed', revalidate: 60 },
];
