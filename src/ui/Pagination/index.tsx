import type { ReactNode } from 'react';

import { paginationModel } from './model';
import styles from './Pagination.module.css';

export type PaginationLabels = {
  label: string;
  position: (page: number, total: number) => string;
  goToPage: (page: number) => string;
  currentPage: (page: number) => string;
  previous: string;
  next: string;
  previous3: string;
  next3: string;
  previous5: string;
  next5: string;
  goTo: string;
  pageNumber: string;
};

type Props = {
  page: number;
  totalPages: number;
  /** The address of the list without its page parameter, e.g. `/en/news`. */
  path: string;
  /** The list's other query parameters, kept on every link (search conditions). */
  query?: Record<string, string | string[] | undefined>;
  /** The name of the page parameter. */
  param?: string;
  labels: PaginationLabels;
};

function hrefFor(path: string, query: Props['query'], param: string, page: number): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (key === param || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  if (page > 1) search.set(param, String(page));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Page links with jumps of 1, 3 and 5 pages and a "go to page" form that works without JavaScript. */
export function Pagination({ page, totalPages, path, query, param = 'page', labels }: Props) {
  const model = paginationModel(page, totalPages);
  if (model.totalPages <= 1) return null;
  const link = (target: number | null, text: string, rel?: string): ReactNode =>
    target === null ? null : (
      <li>
        <a href={hrefFor(path, query, param, target)} rel={rel} className={styles.jump}>
          {text}
        </a>
      </li>
    );
  return (
    <nav aria-label={labels.label} className={styles.pagination}>
      <ul className={styles.list}>
        {link(model.back5, labels.previous5)}
        {link(model.back3, labels.previous3)}
        {link(model.previous, labels.previous, 'prev')}
        {model.pages.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : item.current ? (
            <li key={item.page}>
              <a href={hrefFor(path, query, param, item.page)} aria-current="page" aria-label={labels.currentPage(item.page)} className={styles.number}>
                {item.page}
              </a>
            </li>
          ) : (
            <li key={item.page}>
              <a href={hrefFor(path, query, param, item.page)} aria-label={labels.goToPage(item.page)} className={styles.number}>
                {item.page}
              </a>
            </li>
          ),
        )}
        {link(model.next, labels.next, 'next')}
        {link(model.forward3, labels.next3)}
        {link(model.forward5, labels.next5)}
      </ul>
      <form method="get" action={path} className={styles.goto}>
        {Object.entries(query ?? {}).flatMap(([key, value]) =>
          key === param || value === undefined
            ? []
            : (Array.isArray(value) ? value : [value]).map((v, i) => <input key={`${key}-${i}`} type="hidden" name={key} value={v} />),
        )}
        <label className={styles.gotoLabel}>
          <span>{labels.pageNumber}</span>
          <input type="number" name={param} min={1} max={model.totalPages} defaultValue={model.page} inputMode="numeric" required />
        </label>
        <span className={styles.position}>{labels.position(model.page, model.totalPages)}</span>
        <button type="submit">{labels.goTo}</button>
      </form>
    </nav>
  );
}
