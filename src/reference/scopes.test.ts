import { describe, expect, it } from 'vitest';
import { schemes } from './schemes';
import {
  greenhouseGasScopes,
  managementSystemScopes,
  productScopes,
  scopeByCode,
  scopesForScheme,
} from './scopes';

describe('management system scopes', () => {
  it('has the 14 scopes of the description, in order', () => {
    expect(managementSystemScopes).toHaveLength(14);
    expect(managementSystemScopes.map((s) => s.label)).toEqual([
      'QMS',
      'AS-QMS 9100',
      'AS-QMS 9120',
      'TL-QMS',
      'MD-QMS',
      'EMS',
      'EnMS',
      'ISMS',
      'OHSMS (JIS Q 45001)',
      'J-OHSMS (JIS Q 45100)',
      'FSMS',
      'FSSC (22000)',
      'JFS-C',
      'AMS',
    ]);
  });

  it('has unique ASCII codes, names in both languages and standards', () => {
    for (const key of ['code', 'label', 'standard'] as const) {
      expect(new Set(managementSystemScopes.map((s) => s[key])).size).toBe(14);
    }
    expect(new Set(managementSystemScopes.map((s) => s.name.ja)).size).toBe(14);
    expect(new Set(managementSystemScopes.map((s) => s.name.en)).size).toBe(14);
    for (const s of managementSystemScopes) expect(s.code).toMatch(/^[A-Za-z0-9]+$/);
  });

  it('maps scopes to their standards', () => {
    const standard = (code: string) => managementSystemScopes.find((s) => s.code === code)?.standard;
    expect(standard('QMS')).toBe('ISO 9001');
    expect(standard('ISMS')).toBe('ISO/IEC 27001');
    expect(standard('OHSMS')).toBe('JIS Q 45001');
    expect(standard('JOHSMS')).toBe('JIS Q 45100');
    expect(standard('AMS')).toBe('ISO 55001');
  });
});

describe('product and greenhouse gas scopes', () => {
  it('has product scopes A to J', () => {
    expect(productScopes.map((s) => s.code)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']);
    expect(new Set(productScopes.map((s) => s.name.ja)).size).toBe(10);
    expect(new Set(productScopes.map((s) => s.name.en)).size).toBe(10);
    expect(productScopes[0]?.name.ja).toBe('消防用設備等');
    expect(productScopes[6]?.name.ja).toBe('林産物');
  });

  it('has greenhouse gas scopes A to D', () => {
    expect(greenhouseGasScopes.map((s) => s.code)).toEqual(['A', 'B', 'C', 'D']);
    expect(new Set(greenhouseGasScopes.map((s) => s.name.ja)).size).toBe(4);
    expect(greenhouseGasScopes[0]?.name.ja).toContain('ISO 14064-1');
    expect(greenhouseGasScopes[3]?.name.en).toContain('CORSIA');
  });
});

describe('scopesForScheme', () => {
  it('returns the fixed list of schemes that have one', () => {
    expect(scopesForScheme('management_system')).toBe(managementSystemScopes);
    expect(scopesForScheme('product')).toBe(productScopes);
    expect(scopesForScheme('greenhouse_gas')).toBe(greenhouseGasScopes);
  });

  it('returns an empty list for other schemes and unknown ids', () => {
    const withoutList = schemes.filter((s) => s.scopeSet === null);
    expect(withoutList).toHaveLength(8);
    for (const s of withoutList) expect(scopesForScheme(s.id)).toEqual([]);
    expect(scopesForScheme('nonexistent')).toEqual([]);
  });

  it('finds a scope by scheme and code', () => {
    expect(scopeByCode('product', 'G')?.name.en).toBe('Forest products');
    expect(scopeByCode('management_system', 'EMS')?.name.ja).toBe('環境マネジメントシステム');
    expect(scopeByCode('laboratory', 'A')).toBeUndefined();
  });
});
