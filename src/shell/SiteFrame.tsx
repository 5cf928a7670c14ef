import { getTranslations } from '@/i18n/server';
import { enhancementScript } from '@/shell/enhance/asset';
import type { SiteFrameData } from '@/shell/SiteFrameView';
import { getSiteTree } from '@/features/navigation';
import { footerContact } from '@/features/organisation';
import type { Locale } from '@/i18n/routing';

/** The skip link's words, the footer's menu and contact details, the toast region's close label, of one language. */
export async function loadSiteFrame(locale: Locale): Promise<SiteFrameData> {
  const [tree, contact, tCommon, tNav, tToast, tAbout] = await Promise.all([
    getSiteTree(locale),
    footerContact(locale),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'navigation' }),
    getTranslations({ locale, namespace: 'toast' }),
    getTranslations({ locale, namespace: 'about' }),
  ]);
  return {
    skipLink: tCommon('skipToContent'),
    footer: {
      items: tree.footer,
      locale,
      label: tNav('footer'),
      externalLabel: tNav('externalSite'),
      siteName: contact.name || tCommon('siteName'),
      contact: {
        postalCode: contact.postalCode,
        address: contact.address,
        telephone: contact.telephone,
        telephoneLabel: tAbout('access.telephone'),
        accessHref: '/about/access',
        accessLabel: tAbout('footer.access'),
      },
      copyright: tCommon('copyright'),
    },
    toastClose: tToast('close'),
    script: enhancementScript(),
  };
}
