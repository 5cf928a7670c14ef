import type { Locale } from '@/i18n/routing';
import { labelSeparator } from '@/platform/text/punctuation';

import styles from './ItemMeta.module.css';

type Day = { label: string; text: string; dateTime: string };

/** The line under an item's title: its badges (category, state), when it was published and updated. */
export function ItemMeta({ badges = [], days, lang }: { badges?: string[]; days: Day[]; lang: Locale }) {
  return (
    <p className={styles.meta}>
      {badges.map((badge) => (
        <span key={badge} className={styles.badge}>
          {badge}
        </span>
      ))}
      {days.map((day) => (
        <span key={day.label}>
          {day.label}
          {labelSeparator(lang)}
          <time dateTime={day.dateTime}>{day.text}</time>
        </span>
      ))}
    </p>
  );
}
