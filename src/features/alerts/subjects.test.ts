import { describe, expect, it } from 'vitest';

import { alertQueryFits, keyFits } from './subjects';

describe('what the alert form may be asked to follow', () => {
  it('takes each kind in the form of its keys', () => {
    expect(keyFits('list', 'news')).toBe(true);
    expect(keyFits('list', 'everything')).toBe(false);
    expect(keyFits('report-type', '2')).toBe(true);
    expect(keyFits('report-type', '4')).toBe(false);
    expect(keyFits('certificate', 'MS0001:C-1')).toBe(true);
    expect(keyFits('certificate', 'C-1')).toBe(false);
    expect(keyFits('bulk', 'abcdefghijklmnop')).toBe(true);
    expect(keyFits('bulk', '../../x')).toBe(false);
    expect(keyFits('body', 'x'.repeat(101))).toBe(false);
    expect(keyFits('number', 'ab\u0000c')).toBe(false);
  });

  it('answers the proxy: no query is the page about alerts, half a query or an unknown kind is refused', () => {
    expect(alertQueryFits(new URLSearchParams(''))).toBe(true);
    expect(alertQueryFits(new URLSearchParams('kind=list&key=news'))).toBe(true);
    expect(alertQueryFits(new URLSearchParams('kind=list'))).toBe(false);
    expect(alertQueryFits(new URLSearchParams('kind=everything&key=x'))).toBe(false);
  });
});
