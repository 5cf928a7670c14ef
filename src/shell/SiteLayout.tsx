import '@/shell/globals.css';

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/i18n/server';
import type { ReactNode } from 'react';

import { siteUrl } from '@/platform/env';
import { loadSiteFrame } from '@/shell/SiteFrame';
import { SiteFrameView } from '@/shell/SiteFrameView';
import type { Locale } from '@/i18n/routing';

export async function siteMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'common' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { template: `%s | ${t('siteName')}`, default: t('siteName') },
    description: t('siteTagline'),
  };
}

/** The document of every public page in one language: <html lang>, skip link, footer. */
export async function SiteLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body>
        <SiteFrameView frame={await loadSiteFrame(locale)}>{children}</SiteFrameView>
      </body>
    </html>
  );
}
