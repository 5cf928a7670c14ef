// Alerts by mail: a visitor follows a certificate, a body, a type of decision report or a list,
// confirms by mail, and is told of each change (at once or in a daily digest) until one click
// stops it (ADR 30).
import type { FeatureSite } from '@/platform/features';

import { ALERTS_PATH } from './paths';

export { alertRoutes } from './views/routes';
export { changePost, subscribePost, unsubscribeRoutes } from './server/handlers';

export const site: FeatureSite = {
  sitemap: async () => [{ path: ALERTS_PATH, english: true }],
};
