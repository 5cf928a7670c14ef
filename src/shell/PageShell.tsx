import { getTranslations } from '@/i18n/server';
import type { ReactNode } from 'react';

import { DraftNotice } from '@/shell/DraftNotice';
import { type PageShellData, PageShellView } from '@/shell/PageShellView';
import { breadcrumbTrail, getPageTitles, getSiteTree, pathPrefixes, screenLabels } from '@/features/navigation';
import { localizedHref, type Locale } from '@/i18n/routing';
import { siteUrl } from '@/platform/env';

type ShellOptions = {
  locale: Locale;
  /** The locale-less path of this page; `null` for the not-found page. */
  path: string | null;
  /** The page's own name, the last breadcrumb. */
  title: string;
  /** False when this page has no version in the other language: the switch then leads home. */
  otherLanguageExists?: boolean;
};

/** The header's menu, the language switch and the breadcrumbs of one page, from the site tree and messages. */
export async function loadPageShell({ locale, path, title, otherLanguageExists = true }: ShellOptions): Promise<PageShellData> {
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
    screenLabels: screenLabels(locale),
  });
  return {
    header: {
      locale,
      columns: tree.columns,
      currentPath: path ?? '',
      alternateHref,
      labels: {
        siteName: tCommon('siteName'),
        tagline: tCommon('siteTagline'),
        mainMenu: tNav('mainMenu'),
        menu: tNav('menu'),
        languageLabel: tCommon('languageLabel'),
        switchToOther: tCommon('switchToOther'),
        switching: tCommon('switching'),
        search: tSearch('title'),
        externalSite: tNav('externalSite'),
      },
    },
    breadcrumbs: { crumbs, locale, label: tNav('breadcrumb'), origin: siteUrl() },
  };
}

/** Header, language switch, breadcrumbs and the main landmark, shared by every page. */
export async function PageShell({ children, ...options }: ShellOptions & { children: ReactNode }) {
  return (
    <PageShellView shell={await loadPageShell(options)}>
      {/* Staff previewing drafts (an item, the menu) are told so on every page they open. */}
      <DraftNotice locale={options.locale} />
      {children}
    </PageShellView>
  );
}
