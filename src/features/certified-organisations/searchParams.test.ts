import { describe, expect, it } from 'vitest';

import { certificateSearchQuery, parseCertificateSearch, toQueryString } from './searchParams';

const parse = (qs: string, fixed?: 'QMS') => {
  const params = new URLSearchParams(qs);
  return parseCertificateSearch((name) => params.getAll(name), fixed);
};

describe('a certified-organisation search in the address', () => {
  it('reads every condition, with several values where a filter takes several', () => {
    const parsed = parse('q=%E5%BB%BA%E8%A8%AD&std=QMS&std=EMS&area=jp&iaf=28&iaf=3&cls=company&pref=13&pref=27&status=all&sort=expiry&order=desc&size=50&page=3');
    expect(parsed.ok).toBe(true);
    expect(parsed.search).toMatchObject({
      keyword: '建設',
      standards: ['QMS', 'EMS'],
      area: 'jp',
      iaf: [28, 3],
      classifications: ['company'],
      prefectures: ['13', '27'],
      status: 'all',
      sort: 'expiry',
      order: 'desc',
      size: 50,
      page: 3,
    });
  });

  it('writes the same search back to the same address (defaults left out)', () => {
    const qs = 'q=%E5%BB%BA%E8%A8%AD&std=QMS&std=EMS&area=overseas&iaf=28&country=CN&country=TH&sort=initial&page=2';
    const again = toQueryString(certificateSearchQuery(parse(qs).search));
    expect(parse(again.slice(1)).search).toEqual(parse(qs).search);
    expect(toQueryString(certificateSearchQuery(parse('').search))).toBe('');
  });

  it.each([
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=99999999', 'page'],
    ['page=5002', 'page'],
    ['size=100000', 'size'],
    ['size=21', 'size'],
    ['std=XYZ', 'standard'],
    ['iaf=40', 'iaf'],
    ['iaf=1;DROP TABLE', 'iaf'],
    ['pref=48', 'prefecture'],
    ['country=ZZ', 'country'],
    ['cls=robot', 'classification'],
    ['area=mars', 'area'],
    ['sort=password', 'sort'],
    ['order=sideways', 'order'],
    ['status=deleted', 'status'],
    [`q=${'a'.repeat(101)}`, 'keyword'],
    [`pref=${Array.from({ length: 61 }, () => '13').join('&pref=')}`, 'tooMany'],
  ])('reports %s as a problem instead of failing', (qs, problem) => {
    const parsed = parse(qs);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems).toContain(problem);
  });

  it('takes SQL-like or odd text as an ordinary keyword', () => {
    const parsed = parse(`q=${encodeURIComponent("' OR 1=1; DROP TABLE certified_organisations; --")}`);
    expect(parsed.ok).toBe(true);
    expect(parsed.search.keyword).toContain('DROP TABLE');
  });

  it('allows the deepest page at each page size: 100,000 results in', () => {
    expect(parse('page=5001').ok).toBe(true);
    expect(parse('size=100&page=1001').ok).toBe(true);
    expect(parse('size=100&page=1002').ok).toBe(false);
  });

  it('keeps the scope of a per-standard page whatever the address says', () => {
    expect(parse('std=EMS', 'QMS').search.standards).toEqual(['QMS']);
  });
});
