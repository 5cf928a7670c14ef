import { describe, expect, it } from 'vitest';

import { paginationModel } from './model';

const numbers = (page: number, total: number) =>
  paginationModel(page, total).pages.map((p) => (p.kind === 'gap' ? '…' : p.current ? `[${p.page}]` : String(p.page)));

describe('paginationModel', () => {
  it('shows first, last and two pages either side, with gaps', () => {
    expect(numbers(10, 20)).toEqual(['1', '…', '8', '9', '[10]', '11', '12', '…', '20']);
    expect(numbers(1, 3)).toEqual(['[1]', '2', '3']);
  });

  it('offers jumps of 1, 3 and 5 pages only where the target exists', () => {
    const middle = paginationModel(10, 20);
    expect([middle.back5, middle.back3, middle.previous, middle.next, middle.forward3, middle.forward5]).toEqual([5, 7, 9, 11, 13, 15]);
    const start = paginationModel(2, 20);
    expect([start.back5, start.back3, start.previous]).toEqual([null, null, 1]);
    const end = paginationModel(19, 20);
    expect([end.next, end.forward3, end.forward5]).toEqual([20, null, null]);
  });

  it('clamps a page outside the range', () => {
    expect(paginationModel(0, 5).page).toBe(1);
    expect(paginationModel(99, 5).page).toBe(5);
    expect(paginationModel(3, 0).totalPages).toBe(1);
  });
});
