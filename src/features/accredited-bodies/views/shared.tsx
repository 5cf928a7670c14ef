import { ADDRESSES } from '@/i18n/addresses';
import styles from '@/ui/search/search.module.css';

import type { AccreditationStatus } from '../status';

// What the search (Pages Router) and a body's page (App Router) both show.

export const SEARCH_PATH = ADDRESSES.accreditedBodies;

/** A body's accreditation status as a badge; `t` is the `bodies` namespace's translator. */
export function StatusBadge({ status, t }: { status: AccreditationStatus; t: (key: `status.${AccreditationStatus}`) => string }) {
  return (
    <span className={styles.badge} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
