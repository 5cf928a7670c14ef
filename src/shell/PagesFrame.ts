import '#server-only';

import { getTranslations } from '@/i18n/server';
import { loadPageShell } from '@/shell/PageShell';
import type { PagesFrameData } from '@/shell/PagesFrameView';
import { loadSiteFrame } from '@/shell/SiteFrame';
import type { Locale } from '@/i18n/routing';

/** Everything the frame of a Pages Router page shows (./PagesFrameView.tsx draws it), for its getServerSideProps. */
export async function loadPagesFrame(options: { locale: Locale; path: string; title: string }): Promise<PagesFrameData> {
  const [shell, frame, tCommon] = await Promise.all([loadPageShell(options), loadSiteFrame(options.locale), getTranslations({ locale: options.locale, namespace: 'common' })]);
  return { shell, frame, siteName: tCommon('siteName'), description: tCommon('siteTagline') };
}
