import type { NavItem } from '@/features/navigation';
import { localizedHref, type Locale } from '@/i18n/routing';

import { navLinkHref, navLinkName } from '../navLink';
import styles from './Footer.module.css';

type Contact = { postalCode: string | null; address: string; telephone: string | null; telephoneLabel: string; accessHref: string; accessLabel: string };

type Props = { items: NavItem[]; locale: Locale; label: string; externalLabel: string; siteName: string; contact: Contact; copyright: string };

export function Footer({ items, locale, label, externalLabel, siteName, contact, copyright }: Props) {
  const name = (item: NavItem) => navLinkName(item, locale, externalLabel);
  const href = (item: NavItem) => navLinkHref(item, locale);
  return (
    <footer className={styles.footer}>
      <div className="container">
        <nav aria-label={label}>
          <ul className={styles.links}>
            {items.map((item) => (
              <li key={item.href}>
                <a href={href(item)}>{name(item)}</a>
                {item.children.length > 0 && (
                  <ul>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <a href={href(child)}>{name(child)}</a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.name}>{siteName}</p>
        <address className={styles.contact}>
          {locale === 'ja' && contact.postalCode && `〒${contact.postalCode} `}
          {contact.address}
          {locale === 'en' && contact.postalCode && ` ${contact.postalCode}`}
          {contact.telephone && (
            <>
              <br />
              {contact.telephoneLabel} <a href={`tel:${contact.telephone.replace(/[^\d+]/g, '')}`}>{contact.telephone}</a>
            </>
          )}
          <br />
          <a href={localizedHref(contact.accessHref, locale)}>{contact.accessLabel}</a>
        </address>
        <p className={styles.copyright}>
          <small>{copyright}</small>
        </p>
      </div>
    </footer>
  );
}
