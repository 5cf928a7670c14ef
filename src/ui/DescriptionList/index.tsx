import type { ReactNode } from 'react';

import styles from './DescriptionList.module.css';

/** Label and value pairs, one per row (two columns from tablet width up). */
export function DescriptionList({ rows }: { rows: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className={styles.list}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
