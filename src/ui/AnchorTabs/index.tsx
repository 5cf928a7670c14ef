import type { ReactNode } from 'react';

import styles from './AnchorTabs.module.css';

export type AnchorTab = { id: string; label: string; panel: ReactNode };

type Props = { label: string; tabs: AnchorTab[]; headingLevel?: 2 | 3 };

/**
 * Sections that become tabs. The server sends a list of links and every section under its own
 * heading, each addressable (`#directors`), so without JavaScript the page is whole. The site's
 * script (shell/enhance/anchorTabs.ts) turns them into the WAI-ARIA tabs pattern (arrow keys,
 * Home, End); the address's `#` chooses a tab and choosing one puts it in the address.
 */
export function AnchorTabs({ label, tabs, headingLevel = 2 }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.tabs} data-anchor-tabs="" data-list-class={styles.list} data-tab-class={styles.tab}>
      <nav aria-label={label} data-anchor-toc="">
        <ul className={styles.toc}>
          {tabs.map((tab) => (
            <li key={tab.id}>
              <a href={`#${tab.id}`}>{tab.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {tabs.map((tab) => (
        <section key={tab.id} id={tab.id} className={styles.panel} aria-labelledby={`${tab.id}-heading`}>
          <Heading id={`${tab.id}-heading`}>{tab.label}</Heading>
          {tab.panel}
        </section>
      ))}
    </div>
  );
}
