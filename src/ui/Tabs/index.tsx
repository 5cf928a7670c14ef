import type { ReactNode } from 'react';

import styles from './Tabs.module.css';

export type Tab = { id: string; href: string; label: string; panel: ReactNode };

type Props = { label: string; tabs: Tab[]; selected: string };

/**
 * Tabs whose tabs are real links to their own addresses. The server sends the links and every
 * panel, all but the chosen one hidden, so without JavaScript a tab is a page. The site's script
 * (shell/enhance/tabs.ts) makes them follow the WAI-ARIA tabs pattern: arrow keys, Home and End
 * move between tabs, choosing one shows its panel at once and puts its address in the location bar.
 */
export function Tabs({ label, tabs, selected }: Props) {
  return (
    <div className={styles.tabs} data-tabs="">
      <div className={styles.list} data-tab-list="">
        <span className="visually-hidden" data-tab-list-name="">
          {label}
        </span>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <a
              key={tab.id}
              id={`tab-${tab.id}`}
              href={tab.href}
              className={styles.tab}
              data-tab={`panel-${tab.id}`}
              data-selected={isSelected || undefined}
              aria-current={isSelected ? 'page' : undefined}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} id={`panel-${tab.id}`} className={styles.panel} hidden={tab.id !== selected}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
