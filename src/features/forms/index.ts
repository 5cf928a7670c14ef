// The inquiry and complaint forms: input, confirmation and completion in each language.
import { ADDRESSES } from '@/i18n/addresses';
import type { FeatureSite } from '@/platform/features';

export { formRoutes } from './views/routes';

/** The two forms' first steps in the sitemap (a confirmation or completion is an answer to a visitor, not a page to index). */
export const site: FeatureSite = { sitemap: async () => [ADDRESSES.inquiry, ADDRESSES.complaint].map((path) => ({ path, english: true })) };
