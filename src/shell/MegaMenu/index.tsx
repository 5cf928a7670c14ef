import type { NavColumn, NavItem } from '@/features/navigation';
import type { Locale } from '@/i18n/routing';

import { navLinkHref, navLinkName } from '../navLink';
import styles from './MegaMenu.module.css';

type Props = {
  columns: NavColumn[];
  locale: Locale;
  label: string;
  menuLabel: string;
  /** Said after an entry that leads to another site. */
  externalLabel: string;
  currentPath: string;
};

const NAV_ID = 'main-menu';

/**
 * The header mega-menu: one disclosure per column (native <details>, so it works without
 * JavaScript and with the keyboard). On a phone the columns sit inside one "Menu" disclosure.
 * The site's script (shell/enhance/menu.ts) adds keyboard and pointer conveniences.
 */
export function MegaMenu({ columns, locale, label, menuLabel, externalLabel, currentPath }: Props) {
  const isCurrent = (item: NavItem) => (!item.external && item.href === currentPath ? 'page' : undefined);
  const name = (item: NavItem) => navLinkName(item, locale, externalLabel);
  const href = (item: NavItem) => navLinkHref(item, locale);

  return (
    <nav aria-label={label} className={styles.nav} id={NAV_ID} data-menu="">
      <details className={styles.root} data-menu-root="">
        <summary className={styles.rootSummary}>
          <span className={styles.burger} aria-hidden="true" />
          {menuLabel}
        </summary>
        <ul className={styles.columns}>
          {columns.map((column) => (
            <li key={column.heading} className={styles.column}>
              <details data-menu-column="" className={styles.columnDetails}>
                <summary className={styles.columnSummary}>{column.heading}</summary>
                <div className={styles.panel}>
                  <ul className={styles.sections}>
                    {column.items.map((section) => (
                      <li key={section.href} className={styles.section}>
                        <a href={href(section)} aria-current={isCurrent(section)} className={styles.sectionLink}>
                          {name(section)}
                        </a>
                        {section.children.length > 0 && (
                          <ul className={styles.children}>
                            {section.children.map((child) => (
                              <li key={child.href}>
                                <a href={href(child)} aria-current={isCurrent(child)}>
                                  {name(child)}
                                </a>
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              </details>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
