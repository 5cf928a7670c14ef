import { describe, expect, it } from 'vitest';

import type { AccreditedBody } from '@/payload-types';

import { REPORT_COLUMNS, reportDownloads, type ReportLine } from './dataset';
import { decisionOf } from './reports';

const body = {
  accreditationNumber: 'RM0001',
  scheme: 'management_system',
  nameJa: '見本認証機関',
  nameEn: null,
  initialDate: '2020-04-01',
  expiryDate: '2028-03-31',
  prefecture: '13',
  scopes: [{ code: 'QMS', labelJa: '品質', labelEn: 'Quality', addedOn: '2026-06-01' }],
  sample: true,
} as unknown as AccreditedBody;

describe('the decision reports download', () => {
  it('writes one cell per column, under the header the catalogue describes', () => {
    expect(reportDownloads.header).toEqual(REPORT_COLUMNS.map((c) => c.name));
    const line: ReportLine = { type: '1', decision: 'extended', decisionDate: '2026-06-01', addedScopes: [{ code: 'QMS', label: { ja: '品質', en: 'Quality' } }], body };
    const cells = REPORT_COLUMNS.map((c) => c.cell(line));
    expect(Object.fromEntries(reportDownloads.header.map((name, i) => [name, cells[i]]))).toMatchObject({
      report_type: '1',
      decision: 'extended',
      decision_date: '2026-06-01',
      accreditation_number: 'RM0001',
      name_en: '',
      added_scopes: 'QMS',
      prefecture: '13',
      sample: '1',
    });
    for (const column of REPORT_COLUMNS) expect(column.title.ja && column.title.en, column.name).toBeTruthy();
  });

  it('tells a new accreditation from an extension of scope as the page does', () => {
    expect(decisionOf('1', body, '2026-12-01')).toMatchObject({ decision: 'extended', added: [{ code: 'QMS' }] });
    expect(decisionOf('1', { ...body, initialDate: '2026-05-01' }, '2026-12-01')).toEqual({ decision: 'accredited', added: [] });
    expect(decisionOf('2', body, '2026-12-01').decision).toBe('suspended');
    expect(decisionOf('3', body, '2026-12-01').decision).toBe('ended');
  });
});
