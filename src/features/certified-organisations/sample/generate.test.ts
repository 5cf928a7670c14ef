import { describe, expect, it } from 'vitest';

import { CERTIFICATE_COLUMNS, readRow, toCells } from '../server/csv';
import { generateSampleCertificates } from './generate';

const asOf = '2026-11-21';

describe('sample certificates', () => {
  const rows = [...generateSampleCertificates({ rows: 3000, seed: 1, asOf })];

  it('gives exactly the rows asked for, the same ones every time', () => {
    expect(rows).toHaveLength(3000);
    expect([...generateSampleCertificates({ rows: 3000, seed: 1, asOf })]).toEqual(rows);
    expect([...generateSampleCertificates({ rows: 10, seed: 1, asOf })]).toEqual(rows.slice(0, 10));
  });

  it('labels every record as a sample, in its name too', () => {
    for (const r of rows) {
      expect(r.sample).toBe(true);
      expect(r.organisationName).toContain('（サンプル）');
      expect(r.organisationNameEn).toMatch(/ \(sample\)$/);
    }
  });

  it('gives every record its English name, office, scope and address, in English', () => {
    const kana = /[\u3040-\u30ff\u4e00-\u9fff]/;
    for (const r of rows) {
      for (const text of [r.organisationNameEn, r.scopeEn, r.addressEn]) {
        expect(text).toBeTruthy();
        expect(text).not.toMatch(kana);
      }
      if (r.officeName) expect(r.officeNameEn).toMatch(/^[A-Z]/);
      else expect(r.officeNameEn).toBeUndefined();
    }
    expect(rows.some((r) => r.officeNameEn === 'Head office')).toBe(true);
    expect(rows.some((r) => /^[A-Z][a-z]+ [A-Z][a-z]+.* Co\., Ltd\. \(sample\)$/.test(r.organisationNameEn ?? ''))).toBe(true);
  });

  it('has one certificate per certification body and number', () => {
    expect(new Set(rows.map((r) => `${r.bodyNumber}/${r.certificateNumber}`)).size).toBe(rows.length);
  });

  it('spreads over what the filters and statuses need', () => {
    expect(new Set(rows.flatMap((r) => r.standards)).size).toBeGreaterThanOrEqual(12);
    expect(rows.some((r) => r.country !== 'JP')).toBe(true);
    expect(new Set(rows.map((r) => r.prefecture).filter(Boolean)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((r) => r.classification)).size).toBe(4);
    expect(rows.some((r) => r.decision === 'withdrawn')).toBe(true);
    expect(rows.some((r) => r.decision === 'suspended')).toBe(true);
    expect(rows.some((r) => r.expiresOn < asOf)).toBe(true);
    expect(rows.some((r) => /株式会社/.test(r.organisationName))).toBe(true);
  });

  it('passes the import checks after a round trip through CSV cells', () => {
    const columns = [...CERTIFICATE_COLUMNS];
    for (const [i, r] of rows.slice(0, 500).entries()) {
      const read = readRow(toCells(r), columns, i + 2);
      expect(read.errors).toEqual([]);
      expect(read.value).toEqual({ ...r, organisationNameEn: r.organisationNameEn, officeName: r.officeName, prefecture: r.prefecture });
    }
  });
});

describe('row checks', () => {
  const columns = [...CERTIFICATE_COLUMNS];
  const good = toCells([...generateSampleCertificates({ rows: 1, seed: 3, asOf })][0]!);
  const withCell = (column: (typeof CERTIFICATE_COLUMNS)[number], value: string) => {
    const cells = [...good];
    cells[columns.indexOf(column)] = value;
    return readRow(cells, columns, 7);
  };

  it.each([
    ['first_registered_on', '2024-02-30'],
    ['expires_on', '31/12/2027'],
    ['standards', 'QMS ISO9001'],
    ['standards', ''],
    ['iaf_codes', '0 12'],
    ['prefecture', '48'],
    ['country', 'XX'],
    ['classification', 'robot'],
    ['status', 'deleted'],
    ['organisation_name', ''],
  ] as const)('reports %s = "%s" with the line and the column', (column, value) => {
    const { value: parsed, errors } = withCell(column, value);
    expect(parsed).toBeUndefined();
    expect(errors[0]).toMatchObject({ line: 7, column });
    expect(errors[0]!.reason.ja).not.toBe('');
    expect(errors[0]!.reason.en).not.toBe('');
  });

  it('reports a row with the wrong number of cells', () => {
    expect(readRow(good.slice(1), columns, 9).errors[0]).toMatchObject({ line: 9 });
  });
});
