import type { Crumb } from '@/features/navigation';
import { localizedHref, type Locale } from '@/i18n/routing';

import styles from './Breadcrumbs.module.css';

type Props = { crumbs: Crumb[]; locale: Locale; label: string };

/** The trail from home to the current page; the current page is the last item, not a link. */
export function Breadcrumbs({ crumbs, locale, label }: Props) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol className="container">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.href} aria-current="page">
              {crumb.label}
            </li>
          ) : (
            <li key={crumb.href}>
              <a href={localizedHref(crumb.href, locale)}>{crumb.label}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
