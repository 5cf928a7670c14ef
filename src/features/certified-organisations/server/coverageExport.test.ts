import { describe, expect, it } from 'vitest';

import type { BodyCoverage } from './coverage';
import { COVERAGE_COLUMNS, coverageDownloads } from './coverageDataset';

describe('the coverage download', () => {
  it('writes one cell per column, under the header the catalogue describes', () => {
    expect(coverageDownloads.header).toEqual(COVERAGE_COLUMNS.map((c) => c.name));
    const body: BodyCoverage = {
      number: 'CM001',
      name: '見本認証',
      nameEn: null,
      current: 12,
      lastReceivedOn: '2026-11-01',
      lastPublishedOn: null,
      lastKind: 'full',
      daysToPublish: null,
      daysSince: 40,
      overdue: true,
      sample: false,
    };
    const cells = Object.fromEntries(COVERAGE_COLUMNS.map((c) => [c.name, c.cell(body)]));
    expect(cells).toEqual({
      body_number: 'CM001',
      body_name: '見本認証',
      body_name_en: '',
      current_certificates: '12',
      last_received_on: '2026-11-01',
      last_published_on: '',
      last_report_kind: 'full',
      days_to_publish: '',
      days_since_report: '40',
      overdue: '1',
      sample: '0',
    });
    for (const column of COVERAGE_COLUMNS) expect(column.title.ja && column.title.en, column.name).toBeTruthy();
  });
});
