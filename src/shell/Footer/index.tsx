import type { NavItem } from '@/features/navigation';
import { localizedHref, type Locale } from '@/i18n/routing';

import styles from './Footer.module.css';

type Props = { items: NavItem[]; locale: Locale; label: string; siteName: string; copyright: string };

export function Footer({ items, locale, label, siteName, copyright }: Props) {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <nav aria-label={label}>
          <ul className={styles.links}>
            {items.map((item) => (
              <li key={item.href}>
                <a href={localizedHref(item.href, locale)}>{item.label}</a>
                {item.children.length > 0 && (
                  <ul>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <a href={localizedHref(child.href, locale)}>{child.label}</a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.name}>{siteName}</p>
        <p className={styles.copyright}>
          <small>{copyright}</small>
        </p>
      </div>
    </footer>
  );
}
