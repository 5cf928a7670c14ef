/**
 * How a list answers in pages: where it is, how many there are (or at least how many, when the
 * register stops counting), and the addresses of the pages around it, in the body and in a Link
 * header, so a client follows `next` until there is none.
 */

export type PageLinks = { self: string; first: string; prev: string | null; next: string | null; last: string | null };

export type Paging = {
  page: number;
  perPage: number;
  /** Results of the query; a lower bound when `totalIsLowerBound`. */
  total: number;
  /** The register counts up to a limit; beyond it `total` is that limit and this is true. */
  totalIsLowerBound: boolean;
  /** Pages reachable by `page`; a lower bound when `totalIsLowerBound`. */
  totalPages: number;
  links: PageLinks;
};

/** The same address at another page (page 1 too is written out: a link says where it goes). */
export function pageUrl(self: URL, page: number): string {
  const url = new URL(self);
  url.searchParams.set('page', String(page));
  return url.toString();
}

/**
 * The paging of one answer. `maxPage` is the deepest page the parameters accept; `exactTotal`
 * false means `total` is where counting stopped, so the last page is unknown and `next` follows
 * from whether this page is full.
 */
export function paging(input: { self: URL; page: number; perPage: number; total: number; exactTotal: boolean; maxPage: number; itemsOnPage: number }): Paging {
  const { self, page, perPage, total, exactTotal, maxPage, itemsOnPage } = input;
  const totalPages = Math.min(maxPage, Math.max(1, Math.ceil(total / perPage)));
  const hasNext = page < maxPage && (exactTotal ? page < totalPages : itemsOnPage === perPage);
  return {
    page,
    perPage,
    total,
    totalIsLowerBound: !exactTotal,
    totalPages,
    links: {
      self: self.toString(),
      first: pageUrl(self, 1),
      // Past the end, `prev` leads back to the last page that has results.
      prev: page > 1 ? pageUrl(self, exactTotal ? Math.min(page - 1, totalPages) : page - 1) : null,
      next: hasNext ? pageUrl(self, page + 1) : null,
      last: exactTotal ? pageUrl(self, totalPages) : null,
    },
  };
}
