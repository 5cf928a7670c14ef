import type { ReactNode } from 'react';

import styles from './search.module.css';

export type Chip = {
  /** Stable key (the parameter and its value). */
  key: string;
  /** What the condition is, as a visitor reads it ("ISO 9001", "東京都", "「テク」"). */
  label: string;
  /** This search without this one condition. */
  href: string;
};

type Props = {
  /** True once a search was made: the answer then comes first and the form folds away. */
  searched: boolean;
  /** Keeps the form open above the answer (a malformed address to correct). */
  open?: boolean;
  chips: Chip[];
  labels: {
    /** "検索条件" / "Conditions" */
    conditions: string;
    /** Said after each chip's label to screen readers: "の条件を外す" / "remove". */
    remove: (label: string) => string;
    /** "条件を変更" / "Change conditions" */
    change: string;
    /** "すべての条件を解除" / "Clear all conditions" (shown with two chips or more). */
    clearAll: string;
  };
  /** The search without any condition. */
  clearHref: string;
  idPrefix: string;
  /** The whole search form. */
  children: ReactNode;
};

/**
 * The conditions of a search above its answer. Before a search the form comes first; after one,
 * the conditions in force are removable chips (links: each drops exactly one condition), and the
 * full form folds into a native disclosure, so the count and the first results are in view on a
 * phone, with or without JavaScript.
 */
export function SearchConditions({ searched, open = false, chips, labels, clearHref, idPrefix, children }: Props) {
  if (!searched) return <>{children}</>;
  return (
    <div className={styles.conditions}>
      {chips.length > 0 && (
        <div className={styles.chipRow}>
          <p id={`${idPrefix}-conditions`} className={styles.chipLabel}>
            {labels.conditions}
          </p>
          <ul className={styles.chips} aria-labelledby={`${idPrefix}-conditions`}>
            {chips.map((chip) => (
              <li key={chip.key}>
                <a href={chip.href} className={styles.chip} aria-label={labels.remove(chip.label)}>
                  <span>{chip.label}</span>
                  <span aria-hidden="true" className={styles.chipX}>
                    ×
                  </span>
                </a>
              </li>
            ))}
            {chips.length > 1 && (
              <li>
                <a href={clearHref} className={styles.clearAll}>
                  {labels.clearAll}
                </a>
              </li>
            )}
          </ul>
        </div>
      )}
      <details className={styles.change} open={open || undefined}>
        <summary>{labels.change}</summary>
        <div className={styles.changeBody}>{children}</div>
      </details>
    </div>
  );
}

/** The words of {@link SearchConditions} from `common.results`: a search (`change`) or a filtered list (`changeFilters`). */
export function conditionLabels(
  t: (key: 'conditions' | 'filtered' | 'remove' | 'change' | 'changeFilters' | 'clearAll', values?: { label: string }) => string,
  kind: 'search' | 'list' = 'search',
) {
  return {
    conditions: t(kind === 'list' ? 'filtered' : 'conditions'),
    remove: (label: string) => t('remove', { label }),
    change: t(kind === 'list' ? 'changeFilters' : 'change'),
    clearAll: t('clearAll'),
  };
}
