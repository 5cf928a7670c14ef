import '@/shell/globals.css';

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/i18n/server';
import type { ReactNode } from 'react';

import { siteUrl } from '@/platform/env';
import { enhancementScript } from '@/shell/enhance/asset';
import { Footer } from '@/shell/Footer';
import { SkipLink } from '@/ui/SkipLink';
import { ToastRegion } from '@/ui/Toast';
import { getSiteTree } from '@/features/navigation';
import { footerContact } from '@/features/organisation';
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
  const [tree, contact, tCommon, tNav, tToast, tAbout] = await Promise.all([
    getSiteTree(locale),
    footerContact(locale),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'navigation' }),
    getTranslations({ locale, namespace: 'toast' }),
    getTranslations({ locale, namespace: 'about' }),
  ]);
  return (
    <html lang={locale}>
      <body>
        <SkipLink>{tCommon('skipToContent')}</SkipLink>
        {children}
        <Footer
          items={tree.footer}
          locale={locale}
          label={tNav('footer')}
          siteName={contact.name || tCommon('siteName')}
          contact={{
            postalCode: contact.postalCode,
            address: contact.address,
            telephone: contact.telephone,
            telephoneLabel: tAbout('access.telephone'),
            accessHref: '/about/access',
            accessLabel: tAbout('footer.access'),
          }}
          copyright={tCommon('copyright')}
        />
        <ToastRegion closeLabel={tToast('close')} />
        {/* The site's one script (shell/enhance): the page is whole without it. */}
        <script src={enhancementScript()} defer />
      </body>
    </html>
  );
}
