import { getTranslations } from '@/i18n/server';

import { siteFeatures } from '@/features/site.registry';
import { ADDRESSES } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';
import { atomResponse } from '@/platform/feed/atom';

export const WHATS_NEW_FEED_PATH = ADDRESSES.whatsNewFeed;

/** Everything new in one feed, from each feature that has a feed (its `site.feed`): news, calls for comment, revision notices, vacancies and accreditation decisions. */
export async function whatsNewFeed(locale: Locale): Promise<Response> {
  const [t, ...lists] = await Promise.all([getTranslations({ locale, namespace: 'information' }), ...siteFeatures.map((f) => f.site.feed?.(locale) ?? [])]);
  const entries = lists
    .flat()
    .sort((a, b) => (a.updated < b.updated ? 1 : -1))
    .slice(0, 100);
  return atomResponse({ self: localizedHref(WHATS_NEW_FEED_PATH, locale), alternate: localizedHref('/', locale), title: t('whatsNewFeedTitle'), language: locale, entries });
}
