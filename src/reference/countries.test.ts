import { describe, expect, it } from 'vitest';
import {
  areaAssignments,
  areaIds,
  areaLabels,
  countries,
  countriesInArea,
  countriesSorted,
  countryByAlpha2,
  countryByAlpha3,
  countryByNumeric,
} from './countries';

describe('countries', () => {
  it('covers the ISO list', () => {
    expect(countries.length).toBeGreaterThanOrEqual(240);
  });

  it('has unique alpha-2, alpha-3 and numeric codes', () => {
    for (const key of ['alpha2', 'alpha3', 'numeric'] as const) {
      expect(new Set(countries.map((c) => c[key])).size).toBe(countries.length);
    }
  });

  it('has well-formed codes', () => {
    for (const c of countries) {
      expect(c.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(c.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(typeof c.numeric).toBe('string');
      expect(c.numeric).toMatch(/^\d{3}$/);
    }
  });

  it('gives every entry both names and a known area', () => {
    const jaLabels = new Set(Object.values(areaLabels).map((l) => l.ja));
    for (const c of countries) {
      expect(c.name.ja.trim(), c.alpha2).not.toBe('');
      expect(c.name.en.trim(), c.alpha2).not.toBe('');
      expect(jaLabels.has(c.areaJa), c.alpha2).toBe(true);
      expect(c.areaJa).toBe(areaLabels[c.area].ja);
    }
  });

  it('maps every code in the hand-written area map exactly once, and only existing codes', () => {
    const assigned = areaAssignments().map(([alpha2]) => alpha2);
    expect(new Set(assigned).size).toBe(assigned.length);
    expect([...assigned].sort()).toEqual(countries.map((c) => c.alpha2).sort());
  });

  it('has the Japan entry right', () => {
    const jp = countryByAlpha2('JP');
    expect(jp).toEqual({
      alpha2: 'JP',
      alpha3: 'JPN',
      numeric: '392',
      name: { ja: '日本', en: 'Japan' },
      area: 'asia',
      areaJa: 'アジア',
    });
    expect(countryByAlpha3('jpn')).toBe(jp);
    expect(countryByNumeric(392)).toBe(jp);
  });

  it('zero-pads small numeric codes', () => {
    expect(countryByAlpha2('AF')?.numeric).toBe('004');
    expect(countryByNumeric('4')?.alpha2).toBe('AF');
  });

  it('places well-known countries in the expected areas', () => {
    const area = (a2: string) => countryByAlpha2(a2)?.areaJa;
    expect(area('CN')).toBe('アジア');
    expect(area('SA')).toBe('中東');
    expect(area('DE')).toBe('ヨーロッパ');
    expect(area('US')).toBe('北米');
    expect(area('BR')).toBe('中南米');
    expect(area('AU')).toBe('オセアニア');
    expect(area('ZA')).toBe('アフリカ');
    expect(area('AQ')).toBe('その他');
  });

  it('has labels for every area in both languages', () => {
    expect(Object.keys(areaLabels).sort()).toEqual([...areaIds].sort());
    expect(areaLabels.latin_america).toEqual({ ja: '中南米', en: 'Latin America and the Caribbean' });
    expect(areaLabels.other).toEqual({ ja: 'その他', en: 'Other' });
  });

  it('applies the name overrides', () => {
    expect(countryByAlpha2('TW')?.name.en).toBe('Taiwan');
    expect(countryByAlpha2('SZ')?.name.ja).toBe('エスワティニ');
  });

  it('sorts per locale with that locale collation', () => {
    for (const locale of ['ja', 'en'] as const) {
      const sorted = countriesSorted(locale);
      expect(sorted).toHaveLength(countries.length);
      expect(countriesSorted(locale)).toBe(sorted);
    }
    const en = countriesSorted('en').map((c) => c.name.en);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    for (let i = 1; i < en.length; i++) {
      expect(collator.compare(en[i - 1] ?? '', en[i] ?? '')).toBeLessThanOrEqual(0);
    }
    expect(en[0]).toBe('Afghanistan');
    // Åland sorts among the A's in English, not after Z.
    expect(en.indexOf('Åland Islands')).toBeLessThan(en.indexOf('Bahamas'));

    // Kanji names sort by their reading: 日本 (にほん) comes between ニジェール and ニュージーランド.
    const ja = countriesSorted('ja').map((c) => c.alpha2);
    expect(ja.indexOf('JP')).toBeGreaterThan(ja.indexOf('NE'));
    expect(ja.indexOf('JP')).toBeLessThan(ja.indexOf('NZ'));
    expect(ja[0]).toBe('IS'); // アイスランド
  });

  it('filters by area', () => {
    const asia = countriesInArea('asia', 'ja');
    expect(asia.every((c) => c.area === 'asia')).toBe(true);
    expect(asia.some((c) => c.alpha2 === 'JP')).toBe(true);
  });
});
