import { describe, expect, it } from 'vitest';

import { validateAccreditedBodies, validateCount, validateRespondentsAnswered, validateSurveyMonth, validateTableDate } from './payload/global';

import { countsTableModel, defaultCertificationCounts, formatMonth } from './defaults';

describe('the seed table', () => {
  it('has the sixteen schemes in order, and is labelled as sample figures', () => {
    const model = countsTableModel(defaultCertificationCounts, 'ja');
    expect(model.sample).toBe(true);
    expect(model.rows.map((r) => r.standard)).toEqual([
      'ISO 9001',
      'JIS Q 9100',
      'TL 9000',
      'ISO 13485',
      'ISO 14001',
      'ISO 50001',
      'ISO/IEC 27001',
      'ISO/IEC 20000-1',
      'ISO 45001 / JIS Q 45001',
      'JIS Q 45100',
      'ISO 22000',
      'FSSC 22000',
      'JFS-C',
      'ISO 39001',
      'ISO 55001',
      'ISO 20121',
    ]);
  });

  it('passes its own field validators', () => {
    const d = defaultCertificationCounts;
    expect(validateTableDate(d.tableDate)).toBe(true);
    expect(validateSurveyMonth(d.surveyAsOf)).toBe(true);
    expect(validateRespondentsAnswered(d.respondentsAnswered, { siblingData: d })).toBe(true);
    for (const row of d.rows) {
      expect(validateCount(row.totalBodies), row.standard).toBe(true);
      expect(validateAccreditedBodies(row.accreditedBodies, { siblingData: row }), row.standard).toBe(true);
    }
  });

  it('carries the survey: as of December 2023, 12 of 31 answered, table dated May 2024', () => {
    const ja = countsTableModel(defaultCertificationCounts, 'ja');
    expect(ja.survey).toEqual({ asOf: '2023年12月', answered: 12, total: 31 });
    expect(ja.tableDate).toBe('2024年5月');
    const en = countsTableModel(defaultCertificationCounts, 'en');
    expect(en.survey).toEqual({ asOf: 'December 2023', answered: 12, total: 31 });
    expect(en.tableDate).toBe('May 2024');
  });

  it('notes the suspended road traffic safety accreditation on its row and under the table, in both languages', () => {
    const ja = countsTableModel(defaultCertificationCounts, 'ja');
    const en = countsTableModel(defaultCertificationCounts, 'en');
    const road = ja.rows.find((r) => r.standard === 'ISO 39001');
    expect(road?.scheme).toBe('道路交通安全マネジメントシステム');
    expect(road?.note).toContain('2020年3月31日');
    expect(ja.notes.some((n) => n.includes('ISO 39001') && n.includes('2020年3月31日'))).toBe(true);
    expect(en.rows.find((r) => r.standard === 'ISO 39001')?.note).toContain('31 March 2020');
    expect(en.notes.some((n) => n.includes('ISO 39001') && n.includes('31 March 2020'))).toBe(true);
    expect(ja.rows.filter((r) => r.note !== null)).toHaveLength(1);
  });
});

describe('countsTableModel', () => {
  const data = {
    sample: false,
    tableDate: '2024-05-31',
    rows: [
      { id: 'a', schemeJa: '品質', schemeEn: 'Quality', standard: 'ISO 9001', totalBodies: 3, accreditedBodies: 2 },
      { id: 'b', schemeJa: '環境', schemeEn: '', standard: 'ISO 14001', totalBodies: 0, accreditedBodies: 0, noteJa: '注', noteEn: null },
      { id: 'c', schemeJa: '情報', schemeEn: 'Information', standard: 'ISO/IEC 27001', totalBodies: 8, accreditedBodies: 1 },
    ],
    notes: [{ textJa: '日本語の注記', textEn: 'English note' }],
  };

  it('gives the share accredited by us in percent, rounded to one decimal, and none for an empty total', () => {
    const { rows } = countsTableModel(data, 'ja');
    expect(rows.map((r) => r.share)).toEqual([66.7, null, 12.5]);
    expect(rows[0]).toMatchObject({ key: 'a', total: 3, accredited: 2 });
  });

  it('uses the language of the page, falling back to Japanese where English is missing', () => {
    const ja = countsTableModel(data, 'ja');
    const en = countsTableModel(data, 'en');
    expect(ja.rows.map((r) => r.scheme)).toEqual(['品質', '環境', '情報']);
    expect(en.rows.map((r) => r.scheme)).toEqual(['Quality', '環境', 'Information']);
    expect(en.rows[1]?.note).toBe('注');
    expect(ja.notes).toEqual(['日本語の注記']);
    expect(en.notes).toEqual(['English note']);
    expect(ja.sample).toBe(false);
  });

  it('has no survey line without the survey figures, and nothing at all for an empty global', () => {
    expect(countsTableModel(data, 'en').survey).toBeNull();
    expect(countsTableModel({}, 'ja')).toEqual({ sample: false, tableDate: null, survey: null, rows: [], notes: [] });
    expect(countsTableModel(null, 'en').rows).toEqual([]);
  });

  it('formats months in each language', () => {
    expect(formatMonth('2023-12', 'ja')).toBe('2023年12月');
    expect(formatMonth('2023-01-15', 'en')).toBe('January 2023');
    expect(formatMonth('2023-13', 'en')).toBeNull();
    expect(formatMonth('', 'ja')).toBeNull();
  });
});

describe('field validators', () => {
  it('refuse more certifications by bodies accredited by us than by all bodies', () => {
    expect(validateAccreditedBodies(5, { siblingData: { totalBodies: 4 } })).toEqual(expect.any(String));
    expect(validateAccreditedBodies(4, { siblingData: { totalBodies: 4 } })).toBe(true);
    expect(validateAccreditedBodies(0, { siblingData: { totalBodies: 0 } })).toBe(true);
  });

  it('refuse negative, fractional and missing counts', () => {
    expect(validateAccreditedBodies(-1, { siblingData: { totalBodies: 4 } })).toEqual(expect.any(String));
    expect(validateCount(1.5)).toEqual(expect.any(String));
    expect(validateCount(null)).toEqual(expect.any(String));
    expect(validateCount(undefined)).toEqual(expect.any(String));
  });

  it('refuse more survey respondents than bodies surveyed', () => {
    expect(validateRespondentsAnswered(32, { siblingData: { respondentsTotal: 31 } })).toEqual(expect.any(String));
    expect(validateRespondentsAnswered(null, { siblingData: { respondentsTotal: 31 } })).toBe(true);
  });

  it('accept only real days as the table date and only months as the survey date', () => {
    expect(validateTableDate('2024-05-31')).toBe(true);
    expect(validateTableDate('2024-02-30')).toEqual(expect.any(String));
    expect(validateTableDate('2024-5-1')).toEqual(expect.any(String));
    expect(validateTableDate('')).toEqual(expect.any(String));
    expect(validateSurveyMonth('2023-12')).toBe(true);
    expect(validateSurveyMonth('')).toBe(true);
    expect(validateSurveyMonth('2023-00')).toEqual(expect.any(String));
  });
});
