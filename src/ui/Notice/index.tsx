import type { ReactNode } from 'react';

import styles from './Notice.module.css';

/** A boxed note: `info` (the default) or `warning`. */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'warning'; children: ReactNode }) {
  return (
    <div className={styles.notice} data-tone={tone}>
      {children}
    </div>
  );
}
