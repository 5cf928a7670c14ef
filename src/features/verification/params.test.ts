import { describe, expect, it } from 'vitest';

import { MAX_NUMBER_LENGTH, numberFromPath, numbersInCsv, parseVerifyDay, readNumberList } from './params';

describe('the day of a check', () => {
  const today = '2026-11-23';
  it('reads a day in any form people write one, and is today when not given', () => {
    expect(parseVerifyDay('2025-07-01', today)).toEqual({ ok: true, day: '2025-07-01', asked: true });
    expect(parseVerifyDay('2025/7/1', today)).toMatchObject({ ok: true, day: '2025-07-01' });
    expect(parseVerifyDay('令和7年7月1日', today)).toMatchObject({ ok: true, day: '2025-07-01' });
    expect(parseVerifyDay('', today)).toEqual({ ok: true, day: today, asked: false });
    expect(parseVerifyDay(null, today)).toEqual({ ok: true, day: today, asked: false });
  });
  it('refuses a day that does not exist, is not a day, or has not come yet', () => {
    expect(parseVerifyDay('2025-02-30', today)).toMatchObject({ ok: false, problem: 'nonexistent' });
    expect(parseVerifyDay('yesterday', today)).toMatchObject({ ok: false, problem: 'malformed' });
    expect(parseVerifyDay('2026-11-24', today)).toMatchObject({ ok: false, problem: 'future' });
    expect(parseVerifyDay('x'.repeat(500), today)).toMatchObject({ ok: false, problem: 'malformed' });
  });
});

describe('a list of numbers', () => {
  it('reads numbers pasted one a line or separated, folds full width, and drops repeats', () => {
    expect(readNumberList('RM0001\nＲＭ０００２, RM0001\t TL0003 \n\n')).toEqual({ numbers: ['RM0001', 'RM0002', 'TL0003'], repeats: 1 });
  });
  it('finds the numbers in a spreadsheet, in UTF-8 or Shift_JIS, beside names and headers', () => {
    const csv = '\uFEFF仕入先,登録番号\r\n見本株式会社,JQ-1234\r\n"見本商事",RM0001\r\n';
    expect(numbersInCsv(new TextEncoder().encode(csv))).toEqual(['JQ-1234', 'RM0001']);
    // "見本,RM0002" in Shift_JIS.
    const sjis = Uint8Array.from([0x8c, 0xa9, 0x96, 0x7b, 0x2c, 0x52, 0x4d, 0x30, 0x30, 0x30, 0x32, 0x0d, 0x0a]);
    expect(numbersInCsv(sjis)).toEqual(['RM0002']);
  });
});

describe('a number in an address', () => {
  it('is read as a person typed it: decoded, full-width folded, trimmed, cut at the longest number', () => {
    expect(numberFromPath('RM%200123')).toBe('RM 0123');
    expect(numberFromPath(encodeURIComponent('ＲＭ０１２３ '))).toBe('RM0123');
    expect(numberFromPath('x'.repeat(100))).toHaveLength(MAX_NUMBER_LENGTH);
  });

  it('is nothing when empty or not valid percent-encoding', () => {
    expect(numberFromPath('%20')).toBeNull();
    expect(numberFromPath('%E0%A4%A')).toBeNull();
  });
});
