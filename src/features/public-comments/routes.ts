// The feature's addresses in both route trees: `npm run features` writes each as a route file
// under src/app/(ja) and src/app/(en)/en, binding the expression to the language (`locale`).
import { ADDRESSES, below } from '@/i18n/addresses';
import type { RouteDeclaration } from '@/platform/features';

export const routes: RouteDeclaration[] = [
  { path: ADDRESSES.publicComments, page: 'commentsRoutes(locale).list', screen: { ja: 'パブリックコメント', en: 'Public comments' } },
  {
    path: below(ADDRESSES.publicComments, '[slug]'),
    page: 'commentsRoutes(locale).item',
    staticParams: true,
    revalidate: 60,
    note: 'Re-rendered at least once a minute: an item scheduled ahead appears on its own.',
  },
  { path: below(ADDRESSES.publicComments, 'feed'), GET: 'commentsRoutes(locale).feed', revalidate: 60 },
];
