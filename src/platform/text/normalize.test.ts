import { describe, expect, it } from 'vitest';

import { foldText, katakanaToHiragana, queryTerms, searchKey } from './normalize';

describe('searchKey', () => {
  it('makes full-width and half-width Latin letters and digits equal', () => {
    expect(searchKey('ＡＢＣ１２３')).toBe(searchKey('abc123'));
  });

  it('makes half-width katakana, katakana and hiragana equal', () => {
    expect(searchKey('ｶﾌﾞｼｷ')).toBe('かぶしき');
    expect(searchKey('カブシキ')).toBe('かぶしき');
    expect(searchKey('かぶしき')).toBe('かぶしき');
  });

  it('ignores 株式会社, (株), ㈱ and Co., Ltd. wherever they stand', () => {
    const expected = searchKey('サンプル工業');
    expect(searchKey('株式会社サンプル工業')).toBe(expected);
    expect(searchKey('サンプル工業株式会社')).toBe(expected);
    expect(searchKey('(株)サンプル工業')).toBe(expected);
    expect(searchKey('（株）サンプル工業')).toBe(expected);
    expect(searchKey('㈱サンプル工業')).toBe(expected);
    expect(searchKey('Sample Kogyo Co., Ltd.')).toBe(searchKey('sample kogyo'));
    expect(searchKey('SAMPLE KOGYO INC.')).toBe(searchKey('Sample Kogyo'));
  });

  it('ignores spaces, including the ideographic space', () => {
    expect(searchKey('日本　適合 性')).toBe('日本適合性');
  });

  it('keeps words that merely contain entity letters', () => {
    expect(searchKey('Incubator Limitless')).toBe('incubatorlimitless');
  });

  it('unifies long-vowel marks and dashes', () => {
    expect(searchKey('センター')).toBe(searchKey('ｾﾝﾀｰ'));
    expect(foldText('ISO－9001')).toBe('iso-9001');
  });
});

describe('queryTerms', () => {
  it('splits a query into normalised words and drops legal-entity words', () => {
    expect(queryTerms('株式会社　サンプル  ISO９００１')).toEqual(['さんぷる', 'iso9001']);
  });

  it('returns nothing for a query of only spaces or entity words', () => {
    expect(queryTerms('　 ')).toEqual([]);
    expect(queryTerms('(株)')).toEqual([]);
  });
});

describe('katakanaToHiragana', () => {
  it('leaves kanji and Latin text alone', () => {
    expect(katakanaToHiragana('認定ABC')).toBe('認定ABC');
  });
});
