// The feature's addresses in both route trees: `npm run features` writes each as a route file
// under src/app/(ja) and src/app/(en)/en, binding the expression to the language (`locale`).
import { ADDRESSES, below } from '@/i18n/addresses';
import type { RouteDeclaration } from '@/platform/features';

export const routes: RouteDeclaration[] = [
  { path: ADDRESSES.news, page: 'newsRoutes(locale).list', screen: { ja: 'お知らせ', en: 'News' } },
  {
    path: below(ADDRESSES.news, '[slug]'),
    page: 'newsRoutes(locale).item',
    staticParams: true,
    revalidate: 60,
    note: 'Re-rendered at least once a minute: an item scheduled ahead appears on its own.',
  },
  { path: below(ADDRESSES.news, 'feed'), GET: 'newsRoutes(locale).feed', revalidate: 60 },
];
