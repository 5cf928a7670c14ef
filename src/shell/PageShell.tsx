import { getTranslations } from '@/i18n/server';
import type { ReactNode } from 'react';

import { Breadcrumbs } from '@/shell/Breadcrumbs';
import { Header } from '@/shell/Header';
import { breadcrumbTrail, getPageTitles, getSiteTree, pathPrefixes } from '@/features/navigation';
import { localizedHref, type Locale } from '@/i18n/routing';

type Props = {
  locale: Locale;
  /** The locale-less path of this page; `null` for the not-found page. */
  path: string | null;
  /** The page's own name, the last breadcrumb. */
  title: string;
  /** False when this page has no version in the other language: the switch then leads home. */
  otherLanguageExists?: boolean;
  children: ReactNode;
};

/** Header, language switch, breadcrumbs and the main landmark, shared by every page. */
export async function PageShell({ locale, path, title, otherLanguageExists = true, children }: Props) {
  const [tree, tCommon, tNav, tSearch] = await Promise.all([
    getSiteTree(locale),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'navigation' }),
    getTranslations({ locale, namespace: 'search' }),
  ]);
  const other: Locale = locale === 'ja' ? 'en' : 'ja';
  const alternateHref = path && otherLanguageExists ? localizedHref(path, other) : localizedHref('/', other);
  const ancestors = path ? pathPrefixes(path).slice(0, -1) : [];
  const pageTitles = await getPageTitles(ancestors.join('|'), locale);
  const crumbs = breadcrumbTrail({
    path: path ?? '/__not-found__',
    currentLabel: title,
    homeLabel: tNav('home'),
    tree,
    pageTitles,
  });

  return (
    <>
      <Header
        locale={locale}
        columns={tree.columns}
        currentPath={path ?? ''}
        alternateHref={alternateHref}
        labels={{
          siteName: tCommon('siteName'),
          tagline: tCommon('siteTagline'),
          mainMenu: tNav('mainMenu'),
          menu: tNav('menu'),
          languageLabel: tCommon('languageLabel'),
          switchToOther: tCommon('switchToOther'),
          switching: tCommon('switching'),
          search: tSearch('title'),
        }}
      />
      <Breadcrumbs crumbs={crumbs} locale={locale} label={tNav('breadcrumb')} />
      <main id="main" tabIndex={-1} className="container">
        {children}
      </main>
    </>
  );
}
