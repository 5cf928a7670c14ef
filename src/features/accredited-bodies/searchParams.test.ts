import { describe, expect, it } from 'vitest';

import { bodySearchQuery, parseBodySearch } from './searchParams';

const parse = (qs: string) => {
  const params = new URLSearchParams(qs);
  return parseBodySearch((name) => params.get(name));
};

describe('parseBodySearch', () => {
  it('reads every condition from the address', () => {
    expect(parse('scheme=management_system&name=%E8%A6%8B%E6%9C%AC&pref=13&q=ISO&scope=QMS&status=all&page=3')).toEqual({
      ok: true,
      search: { scheme: 'management_system', name: '見本', prefecture: '13', keyword: 'ISO', scope: 'QMS', status: 'all', page: 3 },
    });
  });

  it('defaults to current bodies on the first page', () => {
    expect(parse('')).toMatchObject({ ok: true, search: { scheme: null, status: 'current', page: 1 } });
  });

  it('reports unknown values, a scope without its scheme, and bad pages', () => {
    expect(parse('scheme=bakery')).toMatchObject({ ok: false, problems: ['scheme'] });
    expect(parse('pref=48')).toMatchObject({ ok: false, problems: ['prefecture'] });
    expect(parse('scope=QMS')).toMatchObject({ ok: false, problems: ['scope'] });
    expect(parse('scheme=product&scope=QMS')).toMatchObject({ ok: false, problems: ['scope'] });
    for (const page of ['0', '-1', '1001', 'x', '2.5']) expect(parse(`page=${page}`)).toMatchObject({ ok: false, problems: ['page'] });
    expect(parse(`q=${'a'.repeat(101)}`)).toMatchObject({ ok: false, problems: ['tooLong'] });
  });

  it('round-trips through its query string', () => {
    const parsed = parse('scheme=product&scope=G&pref=01&page=2');
    expect(parsed.ok && bodySearchQuery(parsed.search)).toEqual({ scheme: 'product', scope: 'G', pref: '01', page: '2' });
  });
});
