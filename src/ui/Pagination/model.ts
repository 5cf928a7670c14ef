export type PageLink =
  | { kind: 'page'; page: number; current: boolean }
  | { kind: 'gap'; key: string };

export type PaginationModel = {
  page: number;
  totalPages: number;
  previous: number | null;
  next: number | null;
  back3: number | null;
  forward3: number | null;
  back5: number | null;
  forward5: number | null;
  pages: PageLink[];
};

/**
 * What the pagination shows for `page` of `totalPages`: the first and last page, a window of
 * two pages either side of the current one, gaps between, and jumps of 1, 3 and 5 pages where
 * the target exists.
 */
export function paginationModel(page: number, totalPages: number, window = 2): PaginationModel {
  const total = Math.max(1, Math.floor(totalPages));
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const jump = (delta: number) => {
    const target = current + delta;
    return target >= 1 && target <= total ? target : null;
  };
  const numbers = new Set<number>([1, total]);
  for (let p = current - window; p <= current + window; p++) if (p >= 1 && p <= total) numbers.add(p);
  const sorted = [...numbers].sort((a, b) => a - b);
  const pages: PageLink[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) pages.push({ kind: 'gap', key: `gap-${prev}-${p}` });
    pages.push({ kind: 'page', page: p, current: p === current });
  });
  return {
    page: current,
    totalPages: total,
    previous: jump(-1),
    next: jump(1),
    back3: jump(-3),
    forward3: jump(3),
    back5: jump(-5),
    forward5: jump(5),
    pages,
  };
}
