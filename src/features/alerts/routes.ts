// The feature's addresses in both route trees: `npm run features` writes each as a route file
// under src/app/(ja) and src/app/(en)/en, binding the expression to the language (`locale`).
import { ADDRESSES, below } from '@/i18n/addresses';
import type { RouteDeclaration } from '@/platform/features';

const personal = 'Each answer depends on a signed link or a form; nothing of it is cached.';

export const routes: RouteDeclaration[] = [
  {
    path: ADDRESSES.alerts,
    page: 'alertRoutes(locale).index',
    dynamic: 'force-dynamic',
    note: 'The form names what its query asks for.',
    screen: { ja: 'メールでのお知らせ', en: 'Alerts by email' },
  },
  { path: below(ADDRESSES.alerts, 'subscribe'), POST: 'subscribePost(locale)', dynamic: 'force-dynamic' },
  { path: below(ADDRESSES.alerts, 'requested'), page: 'alertRoutes(locale).requested' },
  { path: below(ADDRESSES.alerts, 'confirm'), page: 'alertRoutes(locale).confirm', dynamic: 'force-dynamic', note: personal },
  { path: below(ADDRESSES.alerts, 'manage'), page: 'alertRoutes(locale).manage', dynamic: 'force-dynamic', note: personal },
  { path: below(ADDRESSES.alerts, 'change'), POST: 'changePost(locale)', dynamic: 'force-dynamic' },
  { path: below(ADDRESSES.alerts, 'unsubscribe'), GET: 'unsubscribeRoutes(locale).GET', POST: 'unsubscribeRoutes(locale).POST', dynamic: 'force-dynamic', note: personal },
];
