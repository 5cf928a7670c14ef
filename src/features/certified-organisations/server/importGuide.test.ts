import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { DAY_EXAMPLES } from '@/platform/csv/guide';
import { NO_WORDS, YES_WORDS } from '@/platform/csv/table';
import { importText } from '@/platform/csv/text';
import { readCsv } from '@/platform/csv/read';

import { certifiedImportGuide, TEMPLATE_CERTIFICATES } from '../sample/template';
import { CERTIFICATE_COLUMNS, CERTIFICATE_FILE, type CertificateColumn, readRow } from './csv';

/**
 * The column list and template of the register's import in /admin are derived from the import's
 * own column declarations (csv.ts): these tests hold the declarations to what the reader does,
 * the template to the declarations, and the file committed under samples/import/ to the template.
 * `WRITE_IMPORT_SAMPLES=1 npx vitest run <this file>` writes the committed file again after a
 * change of the columns or the sample rows.
 */

const root = path.resolve(import.meta.dirname, '../../../..');
const guide = certifiedImportGuide();

/** A certificate that fills every column, valid as it stands. */
const base: Record<CertificateColumn, string> = {
  body_number: 'GUIDE-001',
  certificate_number: 'GUIDE-C0001',
  organisation_name: '列確認工業株式会社（サンプル）',
  organisation_name_en: 'Column Check Industries (Sample)',
  office_name: '本社',
  office_name_en: 'Head office',
  body_name: '列確認認証機関（サンプル）',
  body_name_en: 'Column Check Certification (Sample)',
  first_registered_on: '2020-04-01',
  expires_on: '2029-03-31',
  standards: 'QMS EMS',
  scope: '金属部品の製造',
  scope_en: 'Manufacture of metal parts',
  address: '東京都千代田区見本町1-1',
  address_en: '1-1 Mihon-cho, Chiyoda-ku, Tokyo',
  iaf_codes: '17 19',
  prefecture: '13',
  country: 'JP',
  classification: 'company',
  status: 'valid',
  sample: '1',
};

/** What other cells a value of a column needs to be valid (a country abroad has no prefecture). */
const context: Partial<Record<CertificateColumn, Partial<Record<CertificateColumn, string>>>> = { country: { prefecture: '' } };

const problemsOf = (column: CertificateColumn, value: string) => {
  const row = { ...base, ...context[column], [column]: value };
  return readRow(
    CERTIFICATE_COLUMNS.map((c) => row[c]),
    CERTIFICATE_COLUMNS,
    2,
  ).errors.filter((e) => e.column === column);
};

describe('the column declarations say what the reader does', () => {
  it('start from a valid row', () => {
    expect(readRow(CERTIFICATE_COLUMNS.map((c) => base[c]), CERTIFICATE_COLUMNS, 2).errors).toEqual([]);
  });

  for (const spec of CERTIFICATE_FILE) {
    it(`${spec.name}: ${spec.required ? 'required' : 'optional'}, ${spec.format.kind}`, () => {
      const label = importText(`columns.${spec.label}`);
      const empty = problemsOf(spec.name, '');
      expect(empty.some((p) => JSON.stringify(p.reason) === JSON.stringify(importText('cell.empty', { label }))), 'an empty cell is refused exactly when the column is required').toBe(spec.required);
      if (!spec.required) expect(empty).toEqual([]);

      const format = spec.format;
      switch (format.kind) {
        case 'text':
          expect(problemsOf(spec.name, 'x'.repeat(format.max + 1))).not.toEqual([]);
          expect(problemsOf(spec.name, 'x'.repeat(format.max))).toEqual([]);
          break;
        case 'date':
          expect(problemsOf(spec.name, 'not a date')).not.toEqual([]);
          for (const example of DAY_EXAMPLES) expect(problemsOf(spec.name, example), example).toEqual([]);
          break;
        case 'yesNo':
          expect(problemsOf(spec.name, 'maybe')).not.toEqual([]);
          for (const word of [...YES_WORDS, ...NO_WORDS]) expect(problemsOf(spec.name, word), word).toEqual([]);
          break;
        case 'choice':
          expect(problemsOf(spec.name, 'zzz')).not.toEqual([]);
          for (const choice of format.choices) expect(problemsOf(spec.name, choice), choice).toEqual([]);
          // An empty cell is read as the declared value.
          expect(readRow(CERTIFICATE_COLUMNS.map((c) => (c === spec.name ? '' : base[c])), CERTIFICATE_COLUMNS, 2).value).toMatchObject(
            spec.name === 'status' ? { decision: format.empty } : { classification: format.empty },
          );
          break;
        case 'codes':
          expect(problemsOf(spec.name, 'ZZZ')).not.toEqual([]);
          for (const choice of format.choices) expect(problemsOf(spec.name, choice), choice).toEqual([]);
          expect(problemsOf(spec.name, format.choices.slice(0, 3).join(' '))).toEqual([]);
          break;
        case 'numbers':
          for (const outside of [format.from - 1, format.to + 1]) expect(problemsOf(spec.name, String(outside))).not.toEqual([]);
          expect(problemsOf(spec.name, `${format.from} ${format.to}`)).toEqual([]);
          break;
        case 'prefecture':
          expect(problemsOf(spec.name, '48')).not.toEqual([]);
          expect(problemsOf(spec.name, '13')).toEqual([]);
          break;
        case 'country':
          expect(problemsOf(spec.name, 'ZZ')).not.toEqual([]);
          expect(problemsOf(spec.name, 'US')).toEqual([]);
          break;
        default:
          throw new Error(`no check for ${JSON.stringify(format)}`);
      }
    });
  }

  it('a file may leave out exactly the columns that are not required', () => {
    for (const spec of CERTIFICATE_FILE) {
      const columns = CERTIFICATE_COLUMNS.filter((c) => c !== spec.name);
      const header = () => readRow(columns.map((c) => base[c]), columns, 2);
      if (spec.required) expect(header, spec.name).toThrow();
      else expect(header().errors, spec.name).toEqual([]);
    }
  });
});

describe('the column list in /admin', () => {
  it('lists every column in the import’s order, with the declared rules in both languages', () => {
    expect(guide.columns.map((c) => c.name)).toEqual([...CERTIFICATE_COLUMNS]);
    expect(guide.columns.filter((c) => c.required).map((c) => c.name)).toEqual(CERTIFICATE_FILE.filter((c) => c.required).map((c) => c.name));
    expect(guide.columns.filter((c) => c.mayOmit).map((c) => c.name)).toEqual(CERTIFICATE_FILE.filter((c) => !c.required).map((c) => c.name));
    const standards = guide.columns.find((c) => c.name === 'standards')!;
    expect(standards.format.ja).toContain('QMS（品質マネジメントシステム）');
    expect(standards.format.en).toContain('QMS (Quality management system)');
    expect(guide.columns.find((c) => c.name === 'status')!.format.en).toBe('One of: valid, suspended, withdrawn (empty means valid)');
    for (const column of guide.columns) {
      for (const text of [column.label, column.format, ...(column.note ? [column.note] : [])]) {
        expect(text.ja.trim(), column.name).not.toBe('');
        expect(text.en.trim(), column.name).not.toBe('');
        expect(text.en, column.name).not.toMatch(/[\u3000-\u303F\uFF08\uFF09\uFF1A]/);
      }
    }
  });
});

describe('the template', () => {
  it('is the header of the declared columns and sample rows the import reads back without a problem', async () => {
    const rows: string[][] = [];
    for await (const item of readCsv(guide.template.csv)) if (item.kind === 'record') rows.push(item.cells);
    const [header, ...cells] = rows;
    expect(header).toEqual(CERTIFICATE_FILE.map((c) => c.name));
    expect(cells.map((row, i) => readRow(row, CERTIFICATE_COLUMNS, i + 2))).toEqual(TEMPLATE_CERTIFICATES.map((value) => ({ value, errors: [] })));
  });

  it('holds samples only, of one certification body (a full report as it stands), marked as such', () => {
    expect(new Set(TEMPLATE_CERTIFICATES.map((c) => c.bodyNumber))).toEqual(new Set(['SAMPLE-001']));
    for (const certificate of TEMPLATE_CERTIFICATES) {
      expect(certificate.certificateNumber).toMatch(/^SAMPLE-/);
      expect(certificate.organisationName).toContain('（サンプル）');
      expect(certificate.organisationNameEn).toContain('(Sample)');
      expect(certificate.sample).toBe(true);
    }
  });

  it('is committed under samples/import/ as the definitions make it', () => {
    const file = path.join(root, 'samples/import', guide.template.fileName);
    if (process.env.WRITE_IMPORT_SAMPLES === '1') {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, guide.template.csv);
    }
    expect(readFileSync(file, 'utf8'), `${guide.template.fileName} differs from the definitions: WRITE_IMPORT_SAMPLES=1 npx vitest run src/features/certified-organisations/server/importGuide.test.ts`).toBe(
      guide.template.csv,
    );
  });
});
