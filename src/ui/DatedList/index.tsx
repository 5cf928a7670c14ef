import type { ComponentProps } from 'react';

import { ItemList, type ListedItem } from '@/ui/ItemList';
import { ListFilters } from '@/ui/ListFilters';
import { Notice } from '@/ui/Notice';
import { Pagination } from '@/ui/Pagination';
import { type Chip, SearchConditions } from '@/ui/search/Conditions';
import { FocusOnArrival } from '@/ui/search/FocusOnArrival';

import styles from './DatedList.module.css';

type Props = {
  /** The filter form; left out when the list has no filters. */
  filters?: ComponentProps<typeof ListFilters>;
  /** Messages for a malformed address (the page answers 400 with them). */
  problems: string[];
  /** Set when the list was read. */
  result: { countHeading: string; items: ListedItem[]; empty: string; hint?: string } | null;
  pagination: ComponentProps<typeof Pagination> | null;
  feed?: { href: string; label: string };
  /** The form for alerts by mail on new items. */
  follow?: { href: string; label: string };
  sampleNotice?: string;
  headingId: string;
  /** Words of the filtered view (`common.results`): once a filter is applied, the answer comes first. */
  conditionLabels?: { conditions: string; remove: (label: string) => string; change: string; clearAll: string };
};

/** The filters in force, each a link to the list without it (page 1). */
function filterChips(filters: ComponentProps<typeof ListFilters>): Chip[] {
  const chosen = filters.selects.filter((select) => select.value !== '');
  return chosen.map((select) => {
    const rest = new URLSearchParams(chosen.filter((other) => other !== select).map((other) => [other.name, other.value])).toString();
    return {
      key: select.name,
      label: select.options.find((option) => option.value === select.value)?.label ?? select.value,
      href: rest ? `${filters.action}?${rest}` : filters.action,
    };
  });
}

/**
 * The body of a dated list (news, calls for comment, revision notices, vacancies): filters,
 * the count as a heading, the items, pagination and the feed link. Everything is in the
 * address and works without JavaScript.
 */
export function DatedList({ filters, problems, result, pagination, feed, follow, sampleNotice, headingId, conditionLabels }: Props) {
  const chips = filters ? filterChips(filters) : [];
  const filtered = Boolean(conditionLabels) && chips.length > 0;
  return (
    <>
      {sampleNotice && (
        <Notice>
          <p>{sampleNotice}</p>
        </Notice>
      )}
      {filters &&
        (conditionLabels ? (
          <SearchConditions searched={filtered} open={problems.length > 0} chips={chips} labels={conditionLabels} clearHref={filters.action} idPrefix={filters.idPrefix}>
            <ListFilters {...filters} />
          </SearchConditions>
        ) : (
          <ListFilters {...filters} />
        ))}
      {problems.length > 0 && (
        <div role="alert" className={styles.problems}>
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      {result && (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.count} tabIndex={-1}>
            {result.countHeading}
          </h2>
          {filtered && <FocusOnArrival id={headingId} />}
          {result.items.length === 0 ? (
            <p className={styles.empty}>{result.empty}</p>
          ) : (
            <>
              <ItemList items={result.items} />
              {result.hint && <p className={styles.hint}>{result.hint}</p>}
            </>
          )}
          {pagination && <Pagination {...pagination} />}
        </section>
      )}
      {(feed || follow) && (
        <ul className={styles.follow}>
          {follow && (
            <li>
              <a href={follow.href}>{follow.label}</a>
            </li>
          )}
          {feed && (
            <li>
              <a href={feed.href} type="application/atom+xml">
                {feed.label}
              </a>
            </li>
          )}
        </ul>
      )}
    </>
  );
}
