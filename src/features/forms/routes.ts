// The feature's addresses in both route trees: `npm run features` writes each as a route file
// under src/app/(ja) and src/app/(en)/en, binding the expression to the language (`locale`).
import { ADDRESSES, below } from '@/i18n/addresses';
import type { RouteDeclaration } from '@/platform/features';

export const routes: RouteDeclaration[] = [
  { path: ADDRESSES.complaint, page: "formRoutes('complaint', locale).input", screen: { ja: '苦情申立てフォーム', en: 'Complaint form' } },
  { path: below(ADDRESSES.complaint, 'confirm'), page: "formRoutes('complaint', locale).confirm" },
  { path: below(ADDRESSES.complaint, 'success'), page: "formRoutes('complaint', locale).success" },
  { path: ADDRESSES.inquiry, page: "formRoutes('inquiry', locale).input", screen: { ja: 'お問い合わせフォーム', en: 'Inquiry form' } },
  { path: below(ADDRESSES.inquiry, 'confirm'), page: "formRoutes('inquiry', locale).confirm" },
  { path: below(ADDRESSES.inquiry, 'success'), page: "formRoutes('inquiry', locale).success" },
];
