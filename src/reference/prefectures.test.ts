import { describe, expect, it } from 'vitest';
import {
  isPrefectureCode,
  prefectureByCode,
  prefectureBySlug,
  prefectures,
  prefecturesByRegion,
  regionIds,
  regions,
} from './prefectures';

describe('prefectures', () => {
  it('has the 47 prefectures with codes 01..47 in JIS order', () => {
    expect(prefectures).toHaveLength(47);
    prefectures.forEach((p, i) => {
      expect(p.code).toBe(String(i + 1).padStart(2, '0'));
    });
  });

  it('has unique codes, slugs and names in both languages', () => {
    for (const key of ['code', 'slug'] as const) {
      expect(new Set(prefectures.map((p) => p[key])).size).toBe(47);
    }
    expect(new Set(prefectures.map((p) => p.name.ja)).size).toBe(47);
    expect(new Set(prefectures.map((p) => p.name.en)).size).toBe(47);
  });

  it('has well-formed names and slugs', () => {
    for (const p of prefectures) {
      expect(p.slug).toMatch(/^[a-z]+$/);
      expect(p.name.ja).toMatch(/^(北海道|東京都|(京都|大阪)府|.+県)$/);
      expect(p.name.en).toMatch(/^[A-Z][a-z]+$/);
    }
  });

  it('looks up by code and slug', () => {
    expect(prefectureByCode('13')).toMatchObject({ slug: 'tokyo', name: { ja: '東京都', en: 'Tokyo' }, region: 'kanto' });
    expect(prefectureByCode(1)?.name.ja).toBe('北海道');
    expect(prefectureByCode('27')?.name).toEqual({ ja: '大阪府', en: 'Osaka' });
    expect(prefectureByCode('26')?.name).toEqual({ ja: '京都府', en: 'Kyoto' });
    expect(prefectureByCode('48')).toBeUndefined();
    expect(prefectureBySlug('Okinawa')?.code).toBe('47');
    expect(isPrefectureCode('47')).toBe(true);
    expect(isPrefectureCode('00')).toBe(false);
  });
});

describe('regions', () => {
  it('has the seven regions in order', () => {
    expect(regions.map((r) => r.id)).toEqual([...regionIds]);
    expect(regions.map((r) => r.id)).toEqual(['tohoku', 'kanto', 'chubu', 'kinki', 'chugoku', 'shikoku', 'kyushu']);
    for (const r of regions) {
      expect(r.name.ja).not.toBe('');
      expect(r.name.en).not.toBe('');
    }
  });

  it('puts every prefecture in exactly one non-empty region', () => {
    const groups = prefecturesByRegion();
    expect(groups).toHaveLength(7);
    for (const g of groups) expect(g.prefectures.length).toBeGreaterThan(0);
    const all = groups.flatMap((g) => g.prefectures.map((p) => p.code));
    expect(all).toHaveLength(47);
    expect(new Set(all).size).toBe(47);
    for (const g of groups) for (const p of g.prefectures) expect(p.region).toBe(g.region.id);
  });

  it('groups Hokkaido with Tohoku and Okinawa with Kyushu', () => {
    expect(prefectureByCode('01')?.region).toBe('tohoku');
    expect(prefectureByCode('47')?.region).toBe('kyushu');
    expect(regions.find((r) => r.id === 'tohoku')?.name.ja).toBe('北海道・東北');
    expect(regions.find((r) => r.id === 'kyushu')?.name.en).toBe('Kyushu and Okinawa');
    expect(prefecturesByRegion().find((g) => g.region.id === 'kanto')?.prefectures.map((p) => p.slug)).toEqual([
      'ibaraki',
      'tochigi',
      'gunma',
      'saitama',
      'chiba',
      'tokyo',
      'kanagawa',
    ]);
  });
});
