import type { ComponentProps } from 'react';

import { ItemList, type ListedItem } from '@/ui/ItemList';
import { ListFilters } from '@/ui/ListFilters';
import { Notice } from '@/ui/Notice';
import { Pagination } from '@/ui/Pagination';

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
  sampleNotice?: string;
  headingId: string;
};

/**
 * The body of a dated list (news, calls for comment, revision notices, vacancies): filters,
 * the count as a heading, the items, pagination and the feed link. Everything is in the
 * address and works without JavaScript.
 */
export function DatedList({ filters, problems, result, pagination, feed, sampleNotice, headingId }: Props) {
  return (
    <>
      {sampleNotice && (
        <Notice>
          <p>{sampleNotice}</p>
        </Notice>
      )}
      {filters && <ListFilters {...filters} />}
      {problems.length > 0 && (
        <div role="alert" className={styles.problems}>
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      {result && (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.count}>
            {result.countHeading}
          </h2>
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
      {feed && (
        <p>
          <a href={feed.href} type="application/atom+xml">
            {feed.label}
          </a>
        </p>
      )}
    </>
  );
}
