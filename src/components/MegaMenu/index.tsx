'use client';

import { useEffect, useRef } from 'react';

import type { NavColumn } from '@/features/navigation/model';
import { localizedHref, type Locale } from '@/i18n/routing';

import styles from './MegaMenu.module.css';

type Props = {
  columns: NavColumn[];
  locale: Locale;
  label: string;
  menuLabel: string;
  currentPath: string;
};

/**
 * The header mega-menu: one disclosure per column (native <details>, so it works without
 * JavaScript and with the keyboard). On a phone the columns sit inside one "Menu" disclosure.
 * With JavaScript: one column open at a time, Escape or a click outside closes it.
 */
export function MegaMenu({ columns, locale, label, menuLabel, currentPath }: Props) {
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const columnDetails = () => Array.from(nav.querySelectorAll<HTMLDetailsElement>('details[data-menu-column]'));

    const onToggle = (event: Event) => {
      const opened = event.target as HTMLDetailsElement;
      if (!opened.matches('details[data-menu-column]') || !opened.open) return;
      for (const other of columnDetails()) if (other !== opened) other.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = columnDetails().find((d) => d.open);
      if (open) {
        open.open = false;
        open.querySelector('summary')?.focus();
        return;
      }
      const root = nav.querySelector<HTMLDetailsElement>('details[data-menu-root]');
      const rootSummary = root?.querySelector('summary');
      if (root?.open && rootSummary && getComputedStyle(rootSummary).display !== 'none') {
        root.open = false;
        rootSummary.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (nav.contains(event.target as Node)) return;
      for (const d of columnDetails()) d.open = false;
    };
    nav.addEventListener('toggle', onToggle, true);
    nav.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      nav.removeEventListener('toggle', onToggle, true);
      nav.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  const isCurrent = (href: string) => (href === currentPath ? 'page' : undefined);

  return (
    <nav aria-label={label} className={styles.nav} ref={navRef}>
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
                        <a href={localizedHref(section.href, locale)} aria-current={isCurrent(section.href)} className={styles.sectionLink}>
                          {section.label}
                        </a>
                        {section.children.length > 0 && (
                          <ul className={styles.children}>
                            {section.children.map((child) => (
                              <li key={child.href}>
                                <a href={localizedHref(child.href, locale)} aria-current={isCurrent(child.href)}>
                                  {child.label}
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
