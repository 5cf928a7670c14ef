import { describe, expect, it } from 'vitest';
import * as reference from './index';

describe('reference index', () => {
  it('re-exports every module', () => {
    expect(reference.prefectures).toHaveLength(47);
    expect(reference.countryByAlpha2('JP')?.alpha3).toBe('JPN');
    expect(reference.schemes).toHaveLength(11);
    expect(reference.scopesForScheme('product')).toHaveLength(10);
    expect(reference.iafCodes).toHaveLength(39);
    expect(reference.localize({ ja: '日本', en: 'Japan' }, 'en')).toBe('Japan');
  });
});
