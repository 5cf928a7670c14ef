import { describe, expect, it } from 'vitest';
import {
  inspectionBodyTypeByCode,
  inspectionBodyTypeCodes,
  inspectionBodyTypes,
  isSchemeId,
  schemeById,
  schemeIds,
  schemes,
  schemesByServicePath,
} from './schemes';

/** Service page paths named in the product description (section 2, "Accreditation schemes"). */
const SERVICE_PAGES = [
  '/service/management_system',
  '/service/essential_member',
  '/service/product',
  '/service/greenhouse_gas',
  '/service/laboratory',
  '/service/medical_laboratory',
  '/service/inspection_agency',
  '/service/material_producer',
  '/service/ptp',
  '/service/biobanking',
];

describe('schemes', () => {
  it('has the 11 schemes with unique ids in order', () => {
    expect(schemes).toHaveLength(11);
    expect(schemes.map((s) => s.id)).toEqual([...schemeIds]);
    expect(new Set(schemes.map((s) => s.id)).size).toBe(11);
  });

  it('points every scheme to an existing service page, and every page to a scheme', () => {
    for (const s of schemes) expect(SERVICE_PAGES).toContain(s.servicePath);
    for (const page of SERVICE_PAGES) expect(schemesByServicePath(page).length).toBeGreaterThan(0);
    expect(schemesByServicePath('/service/laboratory').map((s) => s.id)).toEqual([
      'laboratory',
      'calibration_laboratory',
    ]);
  });

  it('has names in both languages and a standard', () => {
    expect(new Set(schemes.map((s) => s.name.ja)).size).toBe(11);
    expect(new Set(schemes.map((s) => s.name.en)).size).toBe(11);
    for (const s of schemes) expect(s.standard).toMatch(/^ISO(\/IEC)? \d{4,5}(-\d)?$/);
  });

  it('has the right standard and scope set for key schemes', () => {
    expect(schemeById('management_system')).toMatchObject({
      standard: 'ISO/IEC 17021-1',
      scopeSet: 'management_system',
      name: { ja: 'マネジメントシステム認証機関' },
    });
    expect(schemeById('personnel')).toMatchObject({ standard: 'ISO/IEC 17024', servicePath: '/service/essential_member' });
    expect(schemeById('product').scopeSet).toBe('product');
    expect(schemeById('greenhouse_gas')).toMatchObject({ standard: 'ISO 14065', scopeSet: 'greenhouse_gas' });
    expect(schemeById('medical_laboratory').standard).toBe('ISO 15189');
    expect(schemeById('reference_material_producer').standard).toBe('ISO 17034');
    expect(schemeById('biobanking').standard).toBe('ISO 20387');
    expect(schemes.filter((s) => s.scopeSet !== null)).toHaveLength(3);
    expect(schemeById('unknown')).toBeUndefined();
    expect(isSchemeId('inspection_body')).toBe(true);
    expect(isSchemeId('inspection_agency')).toBe(false);
  });
});

describe('inspection body types', () => {
  it('are A, B and C with labels', () => {
    expect([...inspectionBodyTypeCodes]).toEqual(['A', 'B', 'C']);
    expect(inspectionBodyTypes.map((t) => t.type)).toEqual(['A', 'B', 'C']);
    expect(inspectionBodyTypes.map((t) => t.name.ja)).toEqual(['タイプA', 'タイプB', 'タイプC']);
    expect(inspectionBodyTypes.map((t) => t.name.en)).toEqual(['Type A', 'Type B', 'Type C']);
    for (const t of inspectionBodyTypes) {
      expect(t.description.ja).not.toBe('');
      expect(t.description.en).not.toBe('');
    }
    expect(inspectionBodyTypeByCode('b')?.type).toBe('B');
    expect(inspectionBodyTypeByCode('D')).toBeUndefined();
  });
});

