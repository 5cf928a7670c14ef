// The feature's addresses in both route trees: `npm run features` writes each as a route file
// under src/app/(ja) and src/app/(en)/en, binding the expression to the language (`locale`).
import type { RouteDeclaration } from '@/platform/features';

export const routes: RouteDeclaration[] = [
  {
    path: '/[[...slug]]',
    page: 'cmsPageRoute(locale)',
    staticParams: true,
    revalidate: 60,
    note: 'Re-rendered at least once a minute, so lists of the latest items (on the home page) follow scheduled items on their own; publishing a page revalidates it at once.',
  },
];
