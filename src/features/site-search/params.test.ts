import { describe, expect, it } from 'vitest';

import { MAX_QUERY_LENGTH, parseSiteSearchParams } from './params';

const parse = (qs: string) => {
  const params = new URLSearchParams(qs);
  return parseSiteSearchParams((name) => params.get(name));
};

describe('parseSiteSearchParams', () => {
  it('accepts a keyword and a page number', () => {
    expect(parse('q=認定&page=2')).toEqual({ ok: true, query: '認定', page: 2 });
  });

  it('defaults to the first page and an empty keyword', () => {
    expect(parse('')).toEqual({ ok: true, query: '', page: 1 });
  });

  it('refuses negative, zero, fractional, huge and non-numeric pages', () => {
    for (const page of ['-1', '0', '1.5', '99999999', 'abc', '1e3']) {
      expect(parse(`q=a&page=${encodeURIComponent(page)}`)).toMatchObject({ ok: false, error: 'badPage' });
    }
  });

  it('refuses a keyword over the limit', () => {
    expect(parse(`q=${'あ'.repeat(MAX_QUERY_LENGTH + 1)}`)).toMatchObject({ ok: false, error: 'tooLong' });
    expect(parse(`q=${'あ'.repeat(MAX_QUERY_LENGTH)}`)).toMatchObject({ ok: true });
  });

  it('turns control characters into spaces', () => {
    expect(parse('q=%00abc%0D%0A')).toMatchObject({ ok: true, query: 'abc' });
  });
});
