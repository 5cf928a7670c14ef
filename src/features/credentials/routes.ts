// The feature's addresses in both route trees: `npm run features` writes each as a route file
// under src/app/(ja) and src/app/(en)/en. Its machine addresses (no language) are hand-written
// under src/app/.well-known and src/app/credentials.
import { ADDRESSES, below } from '@/i18n/addresses';
import type { RouteDeclaration } from '@/platform/features';

export const routes: RouteDeclaration[] = [
  { path: ADDRESSES.documentCheck, page: 'documentCheckRoutes(locale).form', screen: { ja: '署名付きの記録と資格証明の確認', en: 'Check a signed record or credential' } },
  { path: below(ADDRESSES.documentCheck, 'submit'), POST: 'documentCheckRoutes(locale).post', dynamic: 'force-dynamic' },
  { path: below(ADDRESSES.documentCheck, '[token]'), page: 'documentCheckRoutes(locale).result', dynamic: 'force-dynamic' },
];
