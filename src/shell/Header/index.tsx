import { LanguageSwitch } from '@/shell/LanguageSwitch';
import { MegaMenu } from '@/shell/MegaMenu';
import type { NavColumn } from '@/features/navigation';
import { ADDRESSES } from '@/i18n/addresses';
import { localizedHref, type Locale } from '@/i18n/routing';

import styles from './Header.module.css';

type Props = {
  locale: Locale;
  columns: NavColumn[];
  currentPath: string;
  alternateHref: string;
  labels: {
    externalSite: string;
    siteName: string;
    tagline: string;
    mainMenu: string;
    menu: string;
    languageLabel: string;
    switchToOther: string;
    switching: string;
    search: string;
  };
};

export function Header({ locale, columns, currentPath, alternateHref, labels }: Props) {
  const other: Locale = locale === 'ja' ? 'en' : 'ja';
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <a href={localizedHref('/', locale)} className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            JAB
          </span>
          <span className={styles.names}>
            <span className={styles.siteName}>{labels.siteName}</span>
            <span className={styles.tagline}>{labels.tagline}</span>
          </span>
        </a>
        <div className={styles.tools}>
          <a href={localizedHref(ADDRESSES.siteSearch, locale)} className={styles.searchLink}>
            <span className={styles.searchIcon} aria-hidden="true" />
            {labels.search}
          </a>
          <LanguageSwitch
            href={alternateHref}
            targetLocale={other}
            targetName={labels.switchToOther}
            label={labels.languageLabel}
            switchingLabel={labels.switching}
          />
        </div>
      </div>
      <div className={`container ${styles.menuRow}`}>
        <MegaMenu columns={columns} locale={locale} label={labels.mainMenu} menuLabel={labels.menu} externalLabel={labels.externalSite} currentPath={currentPath} />
      </div>
    </header>
  );
}
