'use client';

import { type KeyboardEvent, type ReactNode, useRef, useState, useSyncExternalStore } from 'react';

import { tabKeyTarget } from '../tabKeys';

import styles from './AnchorTabs.module.css';

export type AnchorTab = { id: string; label: string; panel: ReactNode };

type Props = { label: string; tabs: AnchorTab[]; headingLevel?: 2 | 3 };

const subscribeHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const subscribeNothing = () => () => {};

/**
 * Sections that become tabs. The server sends a list of links and every section under its own
 * heading, each addressable (`#directors`), so without JavaScript the page is whole. With it they
 * follow the WAI-ARIA tabs pattern (arrow keys, Home, End); the address's `#` chooses a tab and
 * choosing one puts it in the address.
 */
export function AnchorTabs({ label, tabs, headingLevel = 2 }: Props) {
  const enhanced = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const hash = useSyncExternalStore(subscribeHash, () => window.location.hash.slice(1), () => '');
  const [, setChosen] = useState<string | null>(null);
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const selected = tabs.find((tab) => tab.id === decodeURIComponent(hash))?.id ?? tabs[0]?.id;
  const Heading = `h${headingLevel}` as const;

  const choose = (index: number, focus: boolean) => {
    const tab = tabs[index]!;
    window.history.replaceState(null, '', `#${tab.id}`);
    setChosen(tab.id);
    if (focus) refs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const next = tabKeyTarget(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    choose(next, true);
  };

  return (
    <div className={styles.tabs} data-enhanced={enhanced || undefined}>
      {enhanced ? (
        <div role="tablist" aria-label={label} className={styles.list}>
          {tabs.map((tab, index) => (
            <a
              key={tab.id}
              ref={(el) => {
                refs.current[index] = el;
              }}
              id={`tab-${tab.id}`}
              href={`#${tab.id}`}
              role="tab"
              aria-selected={tab.id === selected}
              aria-controls={tab.id}
              tabIndex={tab.id === selected ? 0 : -1}
              className={styles.tab}
              onClick={(event) => {
                event.preventDefault();
                choose(index, false);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </a>
          ))}
        </div>
      ) : (
        <nav aria-label={label}>
          <ul className={styles.toc}>
            {tabs.map((tab) => (
              <li key={tab.id}>
                <a href={`#${tab.id}`}>{tab.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {tabs.map((tab) => (
        <section
          key={tab.id}
          id={tab.id}
          className={styles.panel}
          {...(enhanced ? { role: 'tabpanel', 'aria-labelledby': `tab-${tab.id}`, tabIndex: 0, hidden: tab.id !== selected } : { 'aria-labelledby': `${tab.id}-heading` })}
        >
          <Heading id={`${tab.id}-heading`} className={enhanced ? 'visually-hidden' : undefined}>
            {tab.label}
          </Heading>
          {tab.panel}
        </section>
      ))}
    </div>
  );
}
