import { describe, expect, it } from 'vitest';
import { iafCodeByNumber, iafCodes } from './iafCodes';

describe('IAF codes', () => {
  it('has codes 1 to 39 in order', () => {
    expect(iafCodes.map((c) => c.code)).toEqual(Array.from({ length: 39 }, (_, i) => i + 1));
  });

  it('has unique non-empty names in both languages', () => {
    for (const c of iafCodes) {
      expect(c.name.ja.trim()).not.toBe('');
      expect(c.name.en.trim()).not.toBe('');
    }
    expect(new Set(iafCodes.map((c) => c.name.ja)).size).toBe(39);
    expect(new Set(iafCodes.map((c) => c.name.en)).size).toBe(39);
  });

  it('looks up by number', () => {
    expect(iafCodeByNumber(1)?.name).toEqual({ ja: '農業、林業及び漁業', en: 'Agriculture, forestry and fishing' });
    expect(iafCodeByNumber('3')?.name.ja).toBe('食料品、飲料及びたばこ');
    expect(iafCodeByNumber(28)?.name).toEqual({ ja: '建設', en: 'Construction' });
    expect(iafCodeByNumber(39)?.name.en).toBe('Other social services');
    expect(iafCodeByNumber(0)).toBeUndefined();
    expect(iafCodeByNumber(40)).toBeUndefined();
  });
});
