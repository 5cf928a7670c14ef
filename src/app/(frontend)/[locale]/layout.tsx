import '../globals.css';

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { Footer } from '@/components/Footer';
import { SkipLink } from '@/components/SkipLink';
import { ToastProvider } from '@/components/Toast';
import { siteUrl } from '@/cms/env';
import { getSiteTree } from '@/features/pages/queries';
import { routing } from '@/i18n/routing';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'common' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { template: `%s | ${t('siteName')}`, default: t('siteName') },
    description: t('siteTagline'),
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [tree, tCommon, tNav, tToast] = await Promise.all([
    getSiteTree(locale),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'navigation' }),
    getTranslations({ locale, namespace: 'toast' }),
  ]);
  return (
    <html lang={locale}>
      <body>
        <SkipLink>{tCommon('skipToContent')}</SkipLink>
        <ToastProvider closeLabel={tToast('close')}>
          {children}
          <Footer
            items={tree.footer}
            locale={locale}
            label={tNav('footer')}
            siteName={tCommon('siteName')}
            copyright={tCommon('copyright')}
          />
        </ToastProvider>
      </body>
    </html>
  );
}
