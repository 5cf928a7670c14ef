import { describe, expect, it } from 'vitest';
import { isPrefectureCode } from '@/reference/prefectures';
import { schemeIds } from '@/reference/schemes';
import { scopeByCode } from '@/reference/scopes';
import { classificationLabel } from '../classifications';
import { generateSampleAccreditedBodies } from './generate';
import type { AccreditedBodyInput } from '../types';

const today = new Date('2025-06-15T00:00:00Z');
const todayIso = '2025-06-15';
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

const big = generateSampleAccreditedBodies(1000, { seed: 42, today });

function share(records: readonly AccreditedBodyInput[], test: (r: AccreditedBodyInput) => boolean): number {
  return records.filter(test).length / records.length;
}

describe('generateSampleAccreditedBodies', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = generateSampleAccreditedBodies(200, { seed: 7, today });
    const b = generateSampleAccreditedBodies(200, { seed: 7, today });
    const c = generateSampleAccreditedBodies(200, { seed: 8, today });
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('returns exactly the requested number of records', () => {
    for (const n of [0, 1, 5, 21, 22, 100, 300]) {
      expect(generateSampleAccreditedBodies(n, { seed: 3, today })).toHaveLength(n);
    }
    expect(() => generateSampleAccreditedBodies(-1)).toThrow(RangeError);
    expect(() => generateSampleAccreditedBodies(1.5)).toThrow(RangeError);
  });

  it('defaults to the current date', () => {
    const records = generateSampleAccreditedBodies(50, { seed: 1 });
    const now = new Date().toISOString().slice(0, 10);
    for (const r of records) expect(r.initialDate < now).toBe(true);
  });

  it('gives unique accreditation numbers, prefixed per scheme and zero-padded', () => {
    const numbers = big.map((r) => r.accreditationNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    const prefix: Record<string, string> = {
      management_system: 'MS',
      personnel: 'PC',
      product: 'PR',
      greenhouse_gas: 'GHG',
      laboratory: 'TL',
      calibration_laboratory: 'CL',
      reference_material_producer: 'RMP',
      medical_laboratory: 'ML',
      inspection_body: 'IB',
      proficiency_testing_provider: 'PTP',
      biobanking: 'BB',
    };
    for (const r of big) expect(r.accreditationNumber).toMatch(new RegExp(`^${prefix[r.scheme]}\\d{4,}$`));
    const withOld = share(big, (r) => r.oldAccreditationNumber !== undefined);
    expect(withOld).toBeGreaterThan(0.08);
    expect(withOld).toBeLessThan(0.25);
  });

  it('covers every scheme, management systems and laboratories the most, biobanks the least', () => {
    for (const n of [100, 300]) {
      const records = generateSampleAccreditedBodies(n, { seed: 11, today });
      for (const id of schemeIds) {
        expect(records.filter((r) => r.scheme === id).length, `${id} in ${n}`).toBeGreaterThanOrEqual(2);
      }
    }
    const counts = new Map(schemeIds.map((id) => [id, big.filter((r) => r.scheme === id).length]));
    const ms = counts.get('management_system') ?? 0;
    const lab = counts.get('laboratory') ?? 0;
    const bb = counts.get('biobanking') ?? 0;
    for (const id of schemeIds) {
      const n = counts.get(id) ?? 0;
      if (id !== 'management_system' && id !== 'laboratory') expect(n).toBeLessThan(Math.min(ms, lab));
      if (id !== 'biobanking') expect(n).toBeGreaterThan(bb);
    }
  });

  it('marks every record and name as a sample in both languages', () => {
    for (const r of big) {
      expect(r.sample).toBe(true);
      expect(r.name.ja.endsWith('（サンプル）')).toBe(true);
      expect(r.name.en?.endsWith(' (sample)')).toBe(true);
    }
    expect(new Set(big.map((r) => r.name.ja)).size).toBe(big.length);
    // Legal-entity words appear in several forms and positions.
    expect(big.some((r) => r.name.ja.startsWith('株式会社'))).toBe(true);
    expect(big.some((r) => r.name.ja.endsWith('株式会社（サンプル）'))).toBe(true);
    expect(big.some((r) => r.name.ja.startsWith('一般財団法人'))).toBe(true);
    expect(big.some((r) => r.name.ja.startsWith('公益社団法人'))).toBe(true);
    expect(big.some((r) => r.name.ja.endsWith('有限会社（サンプル）'))).toBe(true);
    const abbreviated = share(big, (r) => r.abbreviation !== undefined);
    expect(abbreviated).toBeGreaterThan(0.35);
    expect(abbreviated).toBeLessThan(0.65);
    for (const r of big) if (r.abbreviation?.en !== undefined) expect(r.abbreviation.en).toMatch(/^[A-Z]{2,}$/);
  });

  it('places each body in exactly one of a prefecture or a country, mostly in Japan', () => {
    for (const r of big) {
      expect((r.prefecture === undefined) !== (r.country === undefined)).toBe(true);
      if (r.prefecture !== undefined) expect(isPrefectureCode(r.prefecture)).toBe(true);
      if (r.country !== undefined) expect(['US', 'CN', 'KR', 'TW', 'TH', 'VN', 'DE', 'GB', 'SG']).toContain(r.country);
    }
    const inJapan = share(big, (r) => r.prefecture !== undefined);
    expect(inJapan).toBeGreaterThan(0.87);
    expect(inJapan).toBeLessThan(0.97);
    const tokyo = big.filter((r) => r.prefecture === '13').length;
    for (const code of ['27', '23', '14']) expect(tokyo).toBeGreaterThan(big.filter((r) => r.prefecture === code).length);
    expect(new Set(big.map((r) => r.prefecture).filter(Boolean)).size).toBeGreaterThan(30);
  });

  it('uses obviously fictitious contact details', () => {
    for (const r of big) {
      if (r.tel !== undefined) expect(r.tel).toContain('-0000-');
      if (r.url !== undefined) expect(r.url).toMatch(/^https:\/\/[a-z0-9-]+\.example\.invalid\/$/);
      expect(r.contactAddress?.ja).toBeTruthy();
      expect(r.contactAddress?.en).toBeTruthy();
    }
  });

  it('has consistent dates', () => {
    for (const r of big) {
      for (const d of [r.initialDate, r.renewalDate, r.expiryDate, r.revisedDate, r.suspensionStart, r.suspensionEnd, r.endedOn]) {
        if (d !== undefined) expect(d).toMatch(isoDate);
      }
      expect(r.initialDate >= '1994-01-01').toBe(true);
      expect(r.initialDate <= '2025-04-15').toBe(true);
      expect(r.expiryDate >= r.initialDate).toBe(true);
      if (r.renewalDate !== undefined) {
        expect(r.renewalDate > r.initialDate).toBe(true);
        // Renewals fall on the anniversary (4-year steps keep 29 February within 1994–2099).
        expect(r.renewalDate.slice(4)).toBe(r.initialDate.slice(4));
        expect((Number(r.renewalDate.slice(0, 4)) - Number(r.initialDate.slice(0, 4))) % 4).toBe(0);
      }
      if (r.revisedDate !== undefined) expect(r.revisedDate > r.initialDate).toBe(true);
      if (r.suspensionStart !== undefined) expect(r.suspensionStart >= r.initialDate).toBe(true);
      if (r.suspensionStart !== undefined && r.suspensionEnd !== undefined) {
        expect(r.suspensionEnd >= r.suspensionStart).toBe(true);
      }
      expect(r.suspensionEnd === undefined || r.suspensionStart !== undefined).toBe(true);
      expect(r.endKind !== undefined).toBe(r.endedOn !== undefined);
      if (r.endedOn !== undefined) {
        expect(r.endedOn > r.initialDate).toBe(true);
        expect(r.endedOn < todayIso).toBe(true);
        expect(r.endedOn >= '2022-06-15').toBe(true);
      }
    }
    const expiredActive = big.filter((r) => r.endedOn === undefined && r.expiryDate < todayIso).length;
    expect(expiredActive).toBeGreaterThan(0);
    expect(expiredActive).toBeLessThan(60);
    expect(share(big, (r) => r.renewalDate !== undefined)).toBeGreaterThan(0.5);
    expect(share(big, (r) => r.revisedDate !== undefined)).toBeGreaterThan(0.1);
  });

  it('mixes statuses roughly as described', () => {
    const ended = big.filter((r) => r.endedOn !== undefined);
    const suspendedNow = big.filter((r) => r.suspensionStart !== undefined && (r.suspensionEnd === undefined || r.suspensionEnd > todayIso));
    const pastSuspension = big.filter((r) => r.suspensionEnd !== undefined && r.suspensionEnd < todayIso);
    const active = big.length - ended.length - suspendedNow.length - pastSuspension.length;

    expect(active / big.length).toBeGreaterThan(0.78);
    expect(active / big.length).toBeLessThan(0.92);
    expect(suspendedNow.length / big.length).toBeGreaterThan(0.02);
    expect(suspendedNow.length / big.length).toBeLessThan(0.09);
    expect(pastSuspension.length / big.length).toBeGreaterThan(0.01);
    expect(pastSuspension.length / big.length).toBeLessThan(0.06);
    expect(ended.length / big.length).toBeGreaterThan(0.04);
    expect(ended.length / big.length).toBeLessThan(0.11);

    for (const r of suspendedNow) expect(r.suspensionStart! >= '2024-06-15').toBe(true);
    expect(new Set(ended.map((r) => r.endKind))).toEqual(new Set(['cancelled', 'withdrawn', 'revoked', 'resigned']));
  });

  it('sets scheme-specific fields only where they apply', () => {
    for (const r of big) {
      if (r.scheme === 'inspection_body') expect(['A', 'B', 'C']).toContain(r.inspectionType);
      else expect(r.inspectionType).toBeUndefined();
      if (r.scheme === 'laboratory') expect(typeof r.acceptsExternalTesting).toBe('boolean');
      else expect(r.acceptsExternalTesting).toBeUndefined();
      if (r.scheme === 'calibration_laboratory') expect(typeof r.acceptsExternalCalibration).toBe('boolean');
      else expect(r.acceptsExternalCalibration).toBeUndefined();
    }
    const classified = share(big, (r) => r.classification !== undefined);
    expect(classified).toBeGreaterThan(0.1);
    expect(classified).toBeLessThan(0.5);
    // Every classification the sample uses has an English label for the English pages.
    for (const r of big) {
      if (r.classification === undefined) continue;
      expect(classificationLabel(r.classification, 'ja')).toBe(r.classification);
      expect(classificationLabel(r.classification, 'en')).toMatch(/^[A-Z][a-z]/);
    }
  });

  it('gives valid scope items, and none to a few bodies', () => {
    const maxItems: Record<string, number> = {
      management_system: 4,
      product: 3,
      greenhouse_gas: 2,
      personnel: 2,
      inspection_body: 2,
    };
    for (const r of big) {
      expect(r.scopes.length).toBeLessThanOrEqual(maxItems[r.scheme] ?? 5);
      expect(new Set(r.scopes.map((s) => s.code)).size).toBe(r.scopes.length);
      for (const s of r.scopes) {
        expect(s.label.ja).toBeTruthy();
        expect(s.label.en).toBeTruthy();
        if (r.scheme === 'management_system' || r.scheme === 'product' || r.scheme === 'greenhouse_gas') {
          const entry = scopeByCode(r.scheme, s.code);
          expect(entry, `${r.scheme} ${s.code}`).toBeDefined();
          expect(s.label).toEqual(entry?.name);
          if (entry !== undefined && 'standard' in entry) expect(s.standards).toBe(entry.standard);
        } else {
          expect(s.code).toMatch(/^[A-Z]{1,2}-\d{2}$/);
        }
      }
    }
    const empty = share(big, (r) => r.scopes.length === 0);
    expect(empty).toBeGreaterThan(0.005);
    expect(empty).toBeLessThan(0.07);
  });
});
