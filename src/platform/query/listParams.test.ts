import { describe, expect, it } from 'vitest';

import { listQueryRecord, MAX_LIST_PAGE, parseListQuery } from './listParams';

const from = (params: Record<string, string | string[]>) => (name: string) => params[name];
const categories = ['notice', 'event'];

describe('a dated list query', () => {
  it('reads year, category and page, and writes them back for links', () => {
    const parsed = parseListQuery(from({ year: '2025', category: 'event', page: '3' }), { categories });
    expect(parsed).toEqual({ ok: true, query: { year: 2025, category: 'event', page: 3 } });
    expect(listQueryRecord(parsed.query)).toEqual({ year: '2025', category: 'event', page: '3' });
  });

  it('treats empty values as "all" (the filter form sends them)', () => {
    expect(parseListQuery(from({ year: '', category: '', page: '' }), { categories })).toEqual({ ok: true, query: { page: 1 } });
    expect(listQueryRecord({ page: 1 })).toEqual({});
  });

  it('names every malformed parameter instead of guessing', () => {
    const bad = parseListQuery(from({ year: '20x5', category: 'gossip', page: '0' }), { categories });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems).toEqual(['year', 'category', 'page']);
    for (const page of ['-1', '1.5', String(MAX_LIST_PAGE + 1), '１', '99999']) {
      expect(parseListQuery(from({ page }), { categories }).ok, page).toBe(false);
    }
    expect(parseListQuery(from({ year: ['2024', '2025'] }), { categories }).ok).toBe(false);
  });

  it('reads the second filter under its own name where a list calls it "state"', () => {
    const parsed = parseListQuery(from({ state: 'open', category: 'ignored' }), { categories: ['open', 'closed'], categoryParam: 'state' });
    expect(parsed).toEqual({ ok: true, query: { category: 'open', page: 1 } });
    expect(listQueryRecord(parsed.query, 'state')).toEqual({ state: 'open' });
  });
});
