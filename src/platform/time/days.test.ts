import { describe, expect, it } from 'vitest';

import { isIsoDay, readDay } from './days';

describe('readDay', () => {
  it.each([
    ['2024-04-01', '2024-04-01'],
    ['2024-4-1', '2024-04-01'],
    ['2024/4/1', '2024-04-01'],
    ['2024/04/01', '2024-04-01'],
    ['2024年4月1日', '2024-04-01'],
    ['２０２４年４月１日', '2024-04-01'],
    [' 2024 / 4 / 1 ', '2024-04-01'],
    ['令和6年4月1日', '2024-04-01'],
    ['令和６年４月１日', '2024-04-01'],
    ['令和元年5月1日', '2019-05-01'],
    ['令6年4月1日', '2024-04-01'],
    ['R6.4.1', '2024-04-01'],
    ['r6.4.1', '2024-04-01'],
    ['Ｒ６．４．１', '2024-04-01'],
    ['R06/04/01', '2024-04-01'],
    ['H31.4.30', '2019-04-30'],
    ['平成元年1月8日', '1989-01-08'],
    ['平成5年11月1日', '1993-11-01'],
    ['S64.1.7', '1989-01-07'],
    ['昭和63年12月31日', '1988-12-31'],
    ['2024/2/29', '2024-02-29'],
  ])('reads %s as %s', (input, day) => {
    expect(readDay(input)).toEqual({ ok: true, day });
  });

  it.each(['2024-02-30', '2023/2/29', '2024年13月1日', '2024-04-31', '令和6年2月30日', 'R6.0.1'])('refuses the impossible day %s', (input) => {
    expect(readDay(input)).toEqual({ ok: false, problem: 'nonexistent' });
  });

  it.each(['平成32年1月1日', 'H31.5.1', '令和1年4月30日', 'R0.5.1', '昭和64年1月8日'])('refuses %s, which is outside its era', (input) => {
    expect(readDay(input)).toEqual({ ok: false, problem: 'outsideEra' });
  });

  it.each(['', 'next year', '2024', '24-4-1', '2024.4.1.1', 'X6.4.1', '令和六年四月一日', '2024-04-01T00:00'])('refuses %s as not a date', (input) => {
    expect(readDay(input)).toEqual({ ok: false, problem: 'malformed' });
  });
});

describe('isIsoDay', () => {
  it('accepts only real days already written as YYYY-MM-DD', () => {
    expect(isIsoDay('2024-04-01')).toBe(true);
    expect(isIsoDay('2024-02-30')).toBe(false);
    expect(isIsoDay('2024/04/01')).toBe(false);
    expect(isIsoDay(null)).toBe(false);
  });
});
