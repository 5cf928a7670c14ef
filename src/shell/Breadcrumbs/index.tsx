import type { BreadcrumbList } from 'schema-dts';

import type { Crumb } from '@/features/navigation';
import { localizedHref, type Locale } from '@/i18n/routing';
import { JsonLd } from '@/ui/JsonLd';

import styles from './Breadcrumbs.module.css';

type Props = {
  crumbs: Crumb[];
  locale: Locale;
  label: string;
  /** The site's public origin (platform/env `siteUrl`), for the absolute addresses search engines are given. */
  origin: string;
};

/**
 * The trail from home to the current page; the current page is the last item, not a link. The
 * same trail goes to search engines as a BreadcrumbList.
 */
export function Breadcrumbs({ crumbs, locale, label, origin }: Props) {
  const list: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: `${origin}${localizedHref(crumb.href, locale)}` })),
  };
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <JsonLd<BreadcrumbList> data={{ '@context': 'https://schema.org', ...list }} />
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
