'use client';

import { type KeyboardEvent, type ReactNode, useRef, useState, useSyncExternalStore } from 'react';

import { tabKeyTarget } from '../tabKeys';

import styles from './Tabs.module.css';

export type Tab = { id: string; href: string; label: string; panel: ReactNode };

type Props = { label: string; tabs: Tab[]; selected: string };

/**
 * Tabs whose tabs are real links to their own addresses. The server sends links and the selected
 * panel alone, so without JavaScript a tab is a page. With JavaScript they follow the WAI-ARIA
 * tabs pattern: arrow keys, Home and End move between tabs, choosing one shows its panel at once
 * and puts its address in the location bar.
 */
export function Tabs({ label, tabs, selected: initial }: Props) {
  // False in the server's HTML and during hydration, true once the browser runs this code.
  const enhanced = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const [selected, setSelected] = useState(initial);
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);

  const choose = (index: number, focus: boolean) => {
    const tab = tabs[index]!;
    setSelected(tab.id);
    if (window.location.pathname !== tab.href) window.history.replaceState(null, '', tab.href + window.location.search);
    if (focus) refs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const next = tabKeyTarget(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    choose(next, true);
  };

  return (
    <div className={styles.tabs}>
      <div role={enhanced ? 'tablist' : undefined} aria-label={enhanced ? label : undefined} className={styles.list}>
        {!enhanced && <span className="visually-hidden">{label}</span>}
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <a
              key={tab.id}
              ref={(el) => {
                refs.current[index] = el;
              }}
              id={`tab-${tab.id}`}
              href={tab.href}
              className={styles.tab}
              data-selected={isSelected || undefined}
              {...(enhanced
                ? {
                    role: 'tab',
                    'aria-selected': isSelected,
                    'aria-controls': `panel-${tab.id}`,
                    tabIndex: isSelected ? 0 : -1,
                    onClick: (event) => {
                      event.preventDefault();
                      choose(index, false);
                    },
                    onKeyDown: (event) => onKeyDown(event, index),
                  }
                : { 'aria-current': isSelected ? ('page' as const) : undefined })}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) =>
        enhanced || tab.id === selected ? (
          <div
            key={tab.id}
            id={`panel-${tab.id}`}
            className={styles.panel}
            role={enhanced ? 'tabpanel' : undefined}
            aria-labelledby={enhanced ? `tab-${tab.id}` : undefined}
            tabIndex={enhanced ? 0 : undefined}
            hidden={tab.id !== selected}
          >
            {tab.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}

const subscribeNothing = () => () => {};
