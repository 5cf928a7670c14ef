import { describe, expect, it } from 'vitest';

import { rowId } from './rowId';

describe('an id in an address', () => {
  it('names a row only as a whole number that fits the database', () => {
    expect(rowId('1')).toBe(1);
    expect(rowId('2147483647')).toBe(2147483647);
    for (const raw of ['0', '2147483648', '999999999999', '-1', '1.5', 'abc', '', '１２']) expect(rowId(raw), raw).toBeNull();
  });
});
