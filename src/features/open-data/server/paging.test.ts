import { describe, expect, it } from 'vitest';

import { paging } from './paging';

const self = new URL('https://example.org/api/v1/accredited-bodies?scheme=laboratory&page=2&lang=en');

describe('paging', () => {
  it('counts pages and links the pages around, keeping the conditions', () => {
    const p = paging({ self, page: 2, perPage: 100, total: 250, exactTotal: true, maxPage: 1000, itemsOnPage: 100 });
    expect(p).toMatchObject({ page: 2, perPage: 100, total: 250, totalIsLowerBound: false, totalPages: 3 });
    expect(p.links).toEqual({
      self: self.toString(),
      first: 'https://example.org/api/v1/accredited-bodies?scheme=laboratory&page=1&lang=en',
      prev: 'https://example.org/api/v1/accredited-bodies?scheme=laboratory&page=1&lang=en',
      next: 'https://example.org/api/v1/accredited-bodies?scheme=laboratory&page=3&lang=en',
      last: 'https://example.org/api/v1/accredited-bodies?scheme=laboratory&page=3&lang=en',
    });
  });

  it('has no next page on the last one, and leads back from beyond the end', () => {
    expect(paging({ self, page: 3, perPage: 100, total: 250, exactTotal: true, maxPage: 1000, itemsOnPage: 50 }).links.next).toBeNull();
    const beyond = paging({ self, page: 9, perPage: 100, total: 250, exactTotal: true, maxPage: 1000, itemsOnPage: 0 });
    expect(beyond.links.next).toBeNull();
    expect(beyond.links.prev).toContain('page=3');
    const none = paging({ self, page: 1, perPage: 100, total: 0, exactTotal: true, maxPage: 1000, itemsOnPage: 0 });
    expect(none).toMatchObject({ totalPages: 1, links: { prev: null, next: null } });
  });

  it('says when the total is a lower bound, and then goes on while pages are full', () => {
    const p = paging({ self, page: 100, perPage: 100, total: 10_000, exactTotal: false, maxPage: 1001, itemsOnPage: 100 });
    expect(p).toMatchObject({ total: 10_000, totalIsLowerBound: true, totalPages: 100 });
    expect(p.links.last).toBeNull();
    expect(p.links.next).toContain('page=101');
    expect(paging({ self, page: 1001, perPage: 100, total: 10_000, exactTotal: false, maxPage: 1001, itemsOnPage: 100 }).links.next).toBeNull();
  });
});
