import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { DAY_EXAMPLES } from '@/platform/csv/guide';
import type { ImportProblem } from '@/platform/csv/problems';
import { NO_WORDS, YES_WORDS } from '@/platform/csv/table';
import { importText } from '@/platform/csv/text';

import { accreditedBodiesImportGuide, TEMPLATE_BODIES } from '../sample/template';
import { BODY_COLUMNS, BODY_FILE, parseAccreditedBodiesCsv, SCOPE_COLUMNS, SCOPE_FILE } from './csv';

/**
 * The column list and templates staff read in /admin are derived from the import's own column
 * declarations (csv.ts): these tests hold the declarations to what the reader does (required,
 * lengths, dates, yes/no, choices), the templates to the declarations, and the files committed
 * under samples/import/ to the templates. `WRITE_IMPORT_SAMPLES=1 npx vitest run <this file>`
 * writes the committed files again after a change of the columns or the sample rows.
 */

const root = path.resolve(import.meta.dirname, '../../../..');
const guide = accreditedBodiesImportGuide();

type BodyColumn = (typeof BODY_COLUMNS)[number];
type ScopeColumn = (typeof SCOPE_COLUMNS)[number];

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csv = <C extends string>(columns: readonly C[], rows: Partial<Record<C, string>>[]) =>
  [columns.join(','), ...rows.map((row) => columns.map((c) => quote(row[c] ?? '')).join(','))].join('\n') + '\n';

/** A laboratory that fills every column a laboratory may fill, valid as it stands. */
const base: Record<BodyColumn, string> = {
  accreditation_number: 'GUIDE-001',
  old_accreditation_number: 'OLD-001',
  scheme: 'laboratory',
  inspection_type: '',
  name_ja: '列の確認試験所（サンプル）',
  name_en: 'Column Check Laboratory (Sample)',
  abbreviation_ja: '確認試験所',
  abbreviation_en: 'CCL',
  contact_address_ja: '東京都千代田区見本町1-1',
  contact_address_en: '1-1 Mihon-cho, Chiyoda-ku, Tokyo',
  tel: '03-0000-0000',
  url: 'https://www.example.com/',
  initial_date: '2020-04-01',
  renewal_date: '2024-04-01',
  expiry_date: '2029-03-31',
  revised_date: '2024-05-01',
  prefecture: '13',
  country: '',
  classification: '一般',
  suspension_start: '2024-01-01',
  suspension_end: '2024-06-30',
  ended_on: '',
  end_kind: '',
  accepts_external_testing: '1',
  accepts_external_calibration: '0',
  sample: '1',
};
const baseScope: Record<ScopeColumn, string> = { accreditation_number: 'GUIDE-001', code: 'T-01', label_ja: '電気試験', label_en: 'Electrical testing', standards: 'JIS C 0000', added_on: '2022-04-01' };

/** What other cells a value of a column needs to be valid (a type for inspection bodies, an end date for a kind of ending…). */
const context: Partial<Record<BodyColumn, Partial<Record<BodyColumn, string>>>> = {
  inspection_type: { scheme: 'inspection_body', accepts_external_testing: '', accepts_external_calibration: '' },
  end_kind: { ended_on: '2025-03-31' },
  country: { prefecture: '' },
};

/** The problems on one column of the bodies file, with `value` in it (and the cells it needs). */
async function bodyProblems(column: BodyColumn, value: string): Promise<ImportProblem[]> {
  const row = { ...base, ...context[column], [column]: value };
  const { errors } = await parseAccreditedBodiesCsv(csv(BODY_COLUMNS, [row]));
  return errors.filter((e) => e.column === column);
}

async function scopeProblems(column: ScopeColumn, value: string): Promise<ImportProblem[]> {
  const { errors } = await parseAccreditedBodiesCsv(csv(BODY_COLUMNS, [base]), csv(SCOPE_COLUMNS, [{ ...baseScope, [column]: value }]));
  return errors.filter((e) => e.file === 'scopes' && e.column === column);
}

describe('the column declarations say what the reader does', () => {
  it('start from valid rows', async () => {
    expect((await parseAccreditedBodiesCsv(csv(BODY_COLUMNS, [base]), csv(SCOPE_COLUMNS, [baseScope]))).errors).toEqual([]);
  });

  for (const [file, columns, problems] of [
    ['bodies', BODY_FILE, bodyProblems],
    ['scopes', SCOPE_FILE, scopeProblems],
  ] as const) {
    describe(`${file} file`, () => {
      for (const spec of columns) {
        const name = spec.name as BodyColumn & ScopeColumn;
        const label = importText(`columns.${spec.label}`);
        const problemsOf = (value: string) => (problems as (c: string, v: string) => Promise<ImportProblem[]>)(name, value);

        it(`${spec.name}: ${'required' in spec && spec.required ? 'required' : 'optional'}, ${spec.format.kind}`, async () => {
          const empty = await problemsOf('');
          const required = 'required' in spec && spec.required === true;
          expect(empty.some((p) => JSON.stringify(p.reason) === JSON.stringify(importText('cell.empty', { label }))), 'an empty cell is refused exactly when the column is required').toBe(required);

          const format = spec.format;
          switch (format.kind) {
            case 'text': {
              expect(await problemsOf('x'.repeat(format.max + 1)), `more than ${format.max} characters is refused`).not.toEqual([]);
              const atMost = await problemsOf('A'.repeat(format.max));
              expect(atMost.filter((p) => p.reason.en.includes('too long'))).toEqual([]);
              break;
            }
            case 'date':
              expect(await problemsOf('not a date')).not.toEqual([]);
              for (const example of DAY_EXAMPLES) expect(await problemsOf(example), example).toEqual([]);
              break;
            case 'yesNo':
              expect(await problemsOf('maybe')).not.toEqual([]);
              for (const word of [...YES_WORDS, ...NO_WORDS]) expect(await problemsOf(word), word).toEqual([]);
              break;
            case 'choice':
              expect(await problemsOf('zzz')).not.toEqual([]);
              for (const choice of format.choices) expect(await problemsOf(choice), choice).toEqual([]);
              break;
            case 'prefecture':
              expect(await problemsOf('48')).not.toEqual([]);
              expect(await problemsOf('13')).toEqual([]);
              break;
            case 'country':
              expect(await problemsOf('ZZ')).not.toEqual([]);
              expect(await problemsOf('US')).toEqual([]);
              break;
            default:
              throw new Error(`no check for ${JSON.stringify(format)}`);
          }
        });
      }
    });
  }

  it('a column the declarations let a file leave out may be left out, and no other', async () => {
    for (const spec of SCOPE_FILE) {
      const columns = SCOPE_COLUMNS.filter((c) => c !== spec.name);
      const { errors } = await parseAccreditedBodiesCsv(csv(BODY_COLUMNS, [base]), csv(columns, [baseScope]));
      expect(errors.length === 0, spec.name).toBe('optional' in spec && spec.optional === true);
    }
    for (const spec of BODY_FILE) {
      const { errors } = await parseAccreditedBodiesCsv(csv(BODY_COLUMNS.filter((c) => c !== spec.name), [base]));
      expect(errors.length === 0, spec.name).toBe(false);
    }
  });
});

describe('the column list in /admin', () => {
  it('lists every column of both files in the import’s order, with the declared rules in both languages', () => {
    expect(guide.bodies.columns.map((c) => c.name)).toEqual([...BODY_COLUMNS]);
    expect(guide.scopes.columns.map((c) => c.name)).toEqual([...SCOPE_COLUMNS]);
    expect(guide.bodies.columns.filter((c) => c.required).map((c) => c.name)).toEqual(['accreditation_number', 'scheme', 'name_ja', 'initial_date', 'expiry_date']);
    expect(guide.scopes.columns.filter((c) => c.mayOmit).map((c) => c.name)).toEqual(['added_on']);
    const scheme = guide.bodies.columns.find((c) => c.name === 'scheme')!;
    expect(scheme.format.ja).toContain('management_system（マネジメントシステム認証機関）');
    expect(scheme.format.en).toContain('management_system (Management system certification bodies)');
    const code = guide.scopes.columns.find((c) => c.name === 'code')!;
    expect(code.note?.ja).toContain('management_system：QMS、');
    expect(code.note?.en).toContain('product: A, B,');
    for (const column of [...guide.bodies.columns, ...guide.scopes.columns]) {
      for (const text of [column.label, column.format, ...(column.note ? [column.note] : [])]) {
        expect(text.ja.trim(), column.name).not.toBe('');
        expect(text.en.trim(), column.name).not.toBe('');
        expect(text.en, column.name).not.toMatch(/[\u3000-\u303F\uFF08\uFF09\uFF1A]/);
      }
    }
  });
});

describe('the templates', () => {
  it('are the header of the declared columns and sample rows the import reads back without a problem', async () => {
    const [bodiesHeader, ...bodyRows] = guide.bodies.template.csv.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    const [scopesHeader] = guide.scopes.template.csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(bodiesHeader).toBe(BODY_FILE.map((c) => c.name).join(','));
    expect(scopesHeader).toBe(SCOPE_FILE.map((c) => c.name).join(','));
    expect(bodyRows).toHaveLength(TEMPLATE_BODIES.length);
    const parsed = await parseAccreditedBodiesCsv(guide.bodies.template.csv, guide.scopes.template.csv);
    expect(parsed.errors).toEqual([]);
    expect(parsed.bodies).toEqual(TEMPLATE_BODIES);
  });

  it('hold samples only, marked as such', () => {
    for (const body of TEMPLATE_BODIES) {
      expect(body.accreditationNumber).toMatch(/^SAMPLE-/);
      expect(body.name.ja).toMatch(/^サンプル/);
      expect(body.name.en).toMatch(/^Sample /);
      expect(body.sample).toBe(true);
      if (body.url) expect(new URL(body.url).hostname).toMatch(/(^|\.)example\.(com|net|org)$/);
    }
  });

  it('are committed under samples/import/ as the definitions make them', () => {
    for (const { template } of [guide.bodies, guide.scopes]) {
      const file = path.join(root, 'samples/import', template.fileName);
      if (process.env.WRITE_IMPORT_SAMPLES === '1') {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, template.csv);
      }
      expect(readFileSync(file, 'utf8'), `${template.fileName} differs from the definitions: WRITE_IMPORT_SAMPLES=1 npx vitest run src/features/accredited-bodies/server/importGuide.test.ts`).toBe(
        template.csv,
      );
    }
  });
});
