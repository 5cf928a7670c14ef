import { beforeAll, describe, expect, it } from 'vitest';

import type { ImportProblem } from '@/platform/csv/problems';

import type { AccreditedBodyInput } from '../types';
import { accreditedBodiesToCsv, BODY_COLUMNS, parseAccreditedBodiesCsv, SCOPE_COLUMNS } from './csv';

type BodyRow = Partial<Record<(typeof BODY_COLUMNS)[number], string>>;
type ScopeRow = Partial<Record<(typeof SCOPE_COLUMNS)[number], string>>;

/** Quotes a cell the way a spreadsheet would. */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function csvText<C extends string>(columns: readonly C[], rows: Partial<Record<C, string>>[], eol = '\n'): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c] ?? '')).join(','))];
  return lines.join(eol) + eol;
}

const bodiesCsv = (rows: BodyRow[], eol?: string) => csvText(BODY_COLUMNS, rows, eol);
const scopesCsv = (rows: ScopeRow[], eol?: string) => csvText(SCOPE_COLUMNS, rows, eol);

/** A valid management-system certification body row. */
const msBody: BodyRow = {
  accreditation_number: 'MS0123',
  scheme: 'management_system',
  name_ja: 'サンプル認証機構（サンプル）',
  name_en: 'Sample Certification Organization (Sample)',
  abbreviation_ja: 'サンプル認証',
  contact_address_ja: '東京都千代田区サンプル町1-1',
  tel: '03-0000-0000',
  url: 'https://www.example.invalid/',
  initial_date: '2020-04-01',
  renewal_date: '2024-04-01',
  expiry_date: '2028-03-31',
  prefecture: '13',
  sample: '1',
};

/** A valid testing laboratory row. */
const labBody: BodyRow = {
  accreditation_number: 'ASNITE0045',
  scheme: 'laboratory',
  name_ja: 'サンプル試験所（サンプル）',
  initial_date: '2021/10/01',
  expiry_date: '2025/09/30',
  prefecture: '27',
  accepts_external_testing: '1',
  accepts_external_calibration: '0',
};

const msScopes: ScopeRow[] = [
  { accreditation_number: 'MS0123', code: 'QMS', label_ja: '品質マネジメントシステム', label_en: 'Quality management system' },
  { accreditation_number: 'MS0123', code: 'EMS', label_ja: '環境マネジメントシステム', label_en: 'Environmental management system' },
];

/** The errors of one line, without their reasons. */
const at = (errors: ImportProblem[], file: ImportProblem['file'], line: number) =>
  errors.filter((e) => e.file === file && e.line === line).map((e) => e.column);

describe('parseAccreditedBodiesCsv: valid files', () => {
  it('reads a two-body file and attaches the scopes in file order', async () => {
    const result = await parseAccreditedBodiesCsv(
      bodiesCsv([msBody, labBody]),
      scopesCsv([
        msScopes[0]!,
        { accreditation_number: 'ASNITE0045', code: 'T-01', label_ja: '電気試験', standards: 'JIS C 0000; IEC 00000' },
        msScopes[1]!,
      ]),
    );
    expect(result.errors).toEqual([]);
    expect(result.bodies).toEqual<AccreditedBodyInput[]>([
      {
        accreditationNumber: 'MS0123',
        scheme: 'management_system',
        name: { ja: 'サンプル認証機構（サンプル）', en: 'Sample Certification Organization (Sample)' },
        abbreviation: { ja: 'サンプル認証' },
        contactAddress: { ja: '東京都千代田区サンプル町1-1' },
        tel: '03-0000-0000',
        url: 'https://www.example.invalid/',
        initialDate: '2020-04-01',
        renewalDate: '2024-04-01',
        expiryDate: '2028-03-31',
        prefecture: '13',
        sample: true,
        scopes: [
          { code: 'QMS', label: { ja: '品質マネジメントシステム', en: 'Quality management system' } },
          { code: 'EMS', label: { ja: '環境マネジメントシステム', en: 'Environmental management system' } },
        ],
      },
      {
        accreditationNumber: 'ASNITE0045',
        scheme: 'laboratory',
        name: { ja: 'サンプル試験所（サンプル）' },
        initialDate: '2021-10-01',
        expiryDate: '2025-09-30',
        prefecture: '27',
        acceptsExternalTesting: true,
        acceptsExternalCalibration: false,
        // A missing English label stays empty; the page falls back to Japanese.
        scopes: [{ code: 'T-01', label: { ja: '電気試験', en: '' }, standards: 'JIS C 0000; IEC 00000' }],
      },
    ]);
  });

  it('leaves no keys for empty optional cells and gives bodies without scope rows an empty list', async () => {
    const { bodies, errors } = await parseAccreditedBodiesCsv(bodiesCsv([labBody]));
    expect(errors).toEqual([]);
    expect(bodies[0]?.scopes).toEqual([]);
    expect(Object.keys(bodies[0] ?? {})).not.toContain('tel');
    expect(Object.keys(bodies[0] ?? {})).not.toContain('abbreviation');
    expect(Object.keys(bodies[0]?.name ?? {})).toEqual(['ja']);
  });

  it('reads a BOM, CRLF, a quoted comma and a quoted line break, and counts lines across the break', async () => {
    const text = bodiesCsv(
      [
        { ...msBody, contact_address_ja: '東京都千代田区1-1, サンプルビル', contact_address_en: '1-1 Sample Building\r\nChiyoda, Tokyo' },
        { ...labBody, expiry_date: '2025-13-01' },
      ],
      '\r\n',
    );
    const { bodies, errors } = await parseAccreditedBodiesCsv(Buffer.from('\uFEFF' + text, 'utf8'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.contactAddress).toEqual({
      ja: '東京都千代田区1-1, サンプルビル',
      en: '1-1 Sample Building Chiyoda, Tokyo',
    });
    // The first body takes lines 2 and 3, so the second starts on line 4.
    expect(errors).toEqual([expect.objectContaining({ file: 'bodies', line: 4, column: 'expiry_date' })]);
  });

  it('matches header names in any order and case, and skips blank lines and rows of empty cells', async () => {
    const columns = [...BODY_COLUMNS].reverse().map((c) => ` ${c.toUpperCase()} `);
    const row = [...BODY_COLUMNS].reverse().map((c) => cell(labBody[c] ?? ''));
    const text = [columns.join(','), '', row.join(','), ','.repeat(BODY_COLUMNS.length - 1)].join('\n');
    const { bodies, errors } = await parseAccreditedBodiesCsv(text);
    expect(errors).toEqual([]);
    expect(bodies.map((b) => b.accreditationNumber)).toEqual(['ASNITE0045']);
  });

  it('normalises full-width and spreadsheet-style values', async () => {
    const { bodies, errors } = await parseAccreditedBodiesCsv(
      bodiesCsv([
        {
          accreditation_number: ' ＲＭ０００１ ',
          scheme: 'Reference_Material_Producer',
          name_ja: '  サンプル標準物質センター\t（サンプル） ',
          tel: '０３（１２３４）５６７８',
          initial_date: '２０２２／４／１',
          expiry_date: '2026年3月31日',
          prefecture: '1',
          sample: 'はい',
        },
        {
          accreditation_number: 'IA0007',
          scheme: 'inspection_body',
          inspection_type: 'ｂ',
          name_ja: 'サンプル検査機関（サンプル）',
          tel: '+1 555 0100 000',
          initial_date: '2023-01-10',
          expiry_date: '2027-01-09',
          country: 'us',
          ended_on: '2024-06-30',
          end_kind: 'Withdrawn',
          sample: '×',
        },
      ]),
    );
    expect(errors).toEqual([]);
    expect(bodies[0]).toMatchObject({
      accreditationNumber: 'RM0001',
      scheme: 'reference_material_producer',
      name: { ja: 'サンプル標準物質センター （サンプル）' },
      tel: '0312345678',
      initialDate: '2022-04-01',
      expiryDate: '2026-03-31',
      prefecture: '01',
      sample: true,
    });
    expect(bodies[1]).toMatchObject({
      inspectionType: 'B',
      tel: '+15550100000',
      country: 'US',
      endedOn: '2024-06-30',
      endKind: 'withdrawn',
      sample: false,
    });
  });
});

describe('parseAccreditedBodiesCsv: bad rows', () => {
  const rows: BodyRow[] = [
    /* line 2 */ { ...msBody },
    /* line 3 */ { ...msBody, accreditation_number: 'MS0003', scheme: 'testing_lab' },
    /* line 4 */ { ...msBody, accreditation_number: 'MS0004', initial_date: '2024-02-30' },
    /* line 5 */ { ...msBody },
    /* line 6 */ { ...msBody, accreditation_number: 'MS0006', initial_date: '2024-04-01', expiry_date: '2024-03-31' },
    /* line 7 */ { ...msBody, accreditation_number: 'IA0007', scheme: 'inspection_body' },
    /* line 8 */ { ...msBody, accreditation_number: '' },
    /* line 9 */ { ...msBody, accreditation_number: 'MS0009', country: 'JP' },
    /* line 10 */ { ...msBody, accreditation_number: 'MS0010', ended_on: '2025-01-31' },
    /* line 11 */ { ...msBody, accreditation_number: 'MS0011', suspension_end: '2025-01-31' },
    /* line 12 */ { ...msBody, accreditation_number: 'MS0012', accepts_external_testing: '1' },
    /* line 13 */ { ...msBody, accreditation_number: 'MS0013', url: 'ftp://files.example.invalid/' },
    /* line 14 */ { ...msBody, accreditation_number: 'MS0014', tel: '03-12' },
    /* line 15 */ { ...msBody, accreditation_number: 'MS0015', sample: 'maybe' },
    /* line 16 */ { ...msBody, accreditation_number: 'MS0016', name_ja: '', expiry_date: 'next year', prefecture: '48' },
    /* line 17 */ { ...msBody, accreditation_number: 'MS 0017', inspection_type: 'A' },
    /* line 18 */ { ...msBody, accreditation_number: 'MS0018', prefecture: '', country: '' },
    /* line 19 */ { ...msBody, accreditation_number: 'MS0019', name_ja: 'あ'.repeat(201) },
    /* line 20 */ { ...msBody, accreditation_number: 'MS0020', suspension_start: '2025-02-01', suspension_end: '2025-01-31' },
    /* line 21 */ { ...msBody, accreditation_number: 'MS0021', end_kind: 'revoked' },
  ];
  let bodies: AccreditedBodyInput[] = [];
  let errors: ImportProblem[] = [];
  beforeAll(async () => {
    ({ bodies, errors } = await parseAccreditedBodiesCsv(bodiesCsv(rows)));
  });
  const error = (line: number, column: string) => errors.find((e) => e.line === line && e.column === column);

  it('collects every error with its line and column, and keeps only the valid rows', () => {
    expect(bodies.map((b) => b.accreditationNumber)).toEqual(['MS0123']);
    expect(at(errors, 'bodies', 2)).toEqual([]);
    expect(at(errors, 'bodies', 3)).toEqual(['scheme']);
    expect(at(errors, 'bodies', 4)).toEqual(['initial_date']);
    expect(at(errors, 'bodies', 5)).toEqual(['accreditation_number']);
    expect(at(errors, 'bodies', 6)).toEqual(['expiry_date']);
    expect(at(errors, 'bodies', 7)).toEqual(['inspection_type']);
    expect(at(errors, 'bodies', 8)).toEqual(['accreditation_number']);
    expect(at(errors, 'bodies', 9)).toEqual(expect.arrayContaining(['country']));
    expect(at(errors, 'bodies', 10)).toEqual(['end_kind']);
    expect(at(errors, 'bodies', 11)).toEqual(['suspension_end']);
    expect(at(errors, 'bodies', 12)).toEqual(['accepts_external_testing']);
    expect(at(errors, 'bodies', 13)).toEqual(['url']);
    expect(at(errors, 'bodies', 14)).toEqual(['tel']);
    expect(at(errors, 'bodies', 15)).toEqual(['sample']);
    expect(at(errors, 'bodies', 16)).toEqual(['name_ja', 'expiry_date', 'prefecture']);
    expect(at(errors, 'bodies', 17)).toEqual(['accreditation_number', 'inspection_type']);
    expect(at(errors, 'bodies', 18)).toEqual(['prefecture']);
    expect(at(errors, 'bodies', 19)).toEqual(['name_ja']);
    expect(at(errors, 'bodies', 20)).toEqual(['suspension_end']);
    expect(at(errors, 'bodies', 21)).toEqual(['end_kind']);
    expect(errors.every((e) => e.file === 'bodies' && e.reason.ja !== '' && e.reason.en !== '')).toBe(true);
  });

  it('explains the problems in both languages', () => {
    expect(error(4, 'initial_date')?.reason).toEqual({
      ja: '初回認定日「2024-02-30」は存在しない日付です',
      en: 'The initial accreditation date “2024-02-30” is not a real calendar date',
    });
    expect(error(5, 'accreditation_number')?.reason).toEqual({
      ja: '認定番号「MS0123」は2行目と重複しています',
      en: 'The accreditation number MS0123 is already used on line 2',
    });
    expect(error(8, 'accreditation_number')?.reason).toEqual({ ja: '認定番号が空です', en: 'The accreditation number is empty' });
    expect(error(3, 'scheme')?.reason.en).toContain('testing_lab');
    expect(error(6, 'expiry_date')?.reason.ja).toBe('有効期限（2024-03-31）が初回認定日（2024-04-01）より前です');
    expect(error(16, 'name_ja')?.reason.ja).toBe('名称（日本語）が空です');
  });
});

describe('parseAccreditedBodiesCsv: scopes file', () => {
  it('checks every scope row against the bodies file and the scheme’s scope list', async () => {
    const bodies = bodiesCsv([msBody, labBody, { ...msBody, accreditation_number: 'MS0999', scheme: 'unknown' }]);
    const scopes = scopesCsv([
      /* line 2 */ msScopes[0]!,
      /* line 3 */ { accreditation_number: 'MS0123', code: 'XYZ', label_ja: '架空のマネジメントシステム' },
      /* line 4 */ { accreditation_number: 'ZZ9999', code: 'QMS', label_ja: '品質マネジメントシステム' },
      /* line 5 */ { accreditation_number: 'ASNITE0045', code: 'T-01', label_ja: '' },
      /* line 6 */ { accreditation_number: 'MS0123', code: 'qms', label_ja: '品質マネジメントシステム' },
      /* line 7 */ { accreditation_number: 'ASNITE0045', code: 'ANY-CODE', label_ja: '自由なコード' },
      /* line 8 */ { accreditation_number: 'MS0999', code: 'QMS', label_ja: '品質マネジメントシステム' },
      /* line 9 */ { accreditation_number: 'MS0123', code: 'ems', label_ja: '環境マネジメントシステム', standards: 'x'.repeat(501) },
    ]);
    const result = await parseAccreditedBodiesCsv(bodies, scopes);
    const scopeErrors = result.errors.filter((e) => e.file === 'scopes');
    expect(scopeErrors.map((e) => [e.line, e.column])).toEqual([
      [3, 'code'],
      [4, 'accreditation_number'],
      [5, 'label_ja'],
      [6, 'code'],
      [9, 'standards'],
    ]);
    expect(scopeErrors[0]?.reason.ja).toContain('マネジメントシステム認証機関では使用できません');
    expect(scopeErrors[0]?.reason.en).toContain('QMS, AS9100');
    expect(scopeErrors[1]?.reason).toEqual({
      ja: '認定番号「ZZ9999」は認定適合性評価機関のファイルにありません',
      en: 'The accreditation number ZZ9999 is not in the bodies file',
    });
    expect(scopeErrors[3]?.reason.en).toContain('line 2');
    // The body with the bad scheme is rejected in the bodies file; its scope row is not blamed for it.
    expect(result.errors.filter((e) => e.file === 'bodies').map((e) => [e.line, e.column])).toEqual([[4, 'scheme']]);
    expect(result.bodies.find((b) => b.accreditationNumber === 'MS0123')?.scopes.map((s) => s.code)).toEqual(['QMS']);
    expect(result.bodies.find((b) => b.accreditationNumber === 'ASNITE0045')?.scopes.map((s) => s.code)).toEqual(['ANY-CODE']);
  });

  it('takes fixed-list codes case-insensitively and writes them as listed', async () => {
    const { bodies, errors } = await parseAccreditedBodiesCsv(
      bodiesCsv([msBody]),
      scopesCsv([{ accreditation_number: 'MS0123', code: 'enms', label_ja: 'エネルギーマネジメントシステム' }]),
    );
    expect(errors).toEqual([]);
    expect(bodies[0]?.scopes[0]?.code).toBe('EnMS');
  });
});

describe('parseAccreditedBodiesCsv: malformed files', () => {
  it('reports a header missing `scheme` as one error on line 1', async () => {
    const columns = BODY_COLUMNS.filter((c) => c !== 'scheme');
    const text = csvText(columns, [msBody, labBody]);
    const { bodies, errors } = await parseAccreditedBodiesCsv(text);
    expect(bodies).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'bodies', line: 1 });
    expect(errors[0]?.column).toBeUndefined();
    expect(errors[0]?.reason.ja).toContain('scheme');
    expect(errors[0]?.reason.en).toContain('missing: scheme');
  });

  it('names missing and unknown columns together in that one error', async () => {
    const columns = [...SCOPE_COLUMNS.filter((c) => c !== 'label_ja'), 'label_fr'];
    const { errors } = await parseAccreditedBodiesCsv(bodiesCsv([msBody]), columns.join(',') + '\n');
    expect(errors).toEqual([
      {
        file: 'scopes',
        line: 1,
        reason: {
          ja: '見出し行が正しくありません。次の列がありません: label_ja。次の列は使用できません: label_fr',
          en: 'The header row is wrong. Columns missing: label_ja; unknown: label_fr',
        },
      },
    ]);
  });

  it('does not throw on an unclosed quote, and keeps what came before it', async () => {
    const text = bodiesCsv([msBody]) + '"ASNITE0045,laboratory\n' + bodiesCsv([labBody]).split('\n')[1] + '\n';
    const run = () => parseAccreditedBodiesCsv(text);
    await expect(run()).resolves.toBeDefined();
    const { bodies, errors } = await run();
    expect(bodies.map((b) => b.accreditationNumber)).toEqual(['MS0123']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'bodies', line: 3 });
    expect(errors[0]?.reason.en).toContain('never closed');
  });

  it('reports a row with the wrong number of cells and goes on with the next', async () => {
    const [header, ms] = bodiesCsv([msBody]).split('\n');
    const lab = bodiesCsv([labBody]).split('\n')[1];
    const text = [header, ms, `${ms},extra`, lab, ''].join('\r\n');
    const { bodies, errors } = await parseAccreditedBodiesCsv(text);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'bodies', line: 3 });
    expect(errors[0]?.reason.ja).toBe(`列の数が見出し行と違います（見出し行は${BODY_COLUMNS.length}列、この行は${BODY_COLUMNS.length + 1}列）`);
    expect(bodies.map((b) => b.accreditationNumber)).toEqual(['MS0123', 'ASNITE0045']);
  });

  it('reports a misplaced quote once, saying that the rest of the file is lost', async () => {
    const [header, ms] = bodiesCsv([msBody]).split('\n');
    const lab = bodiesCsv([labBody]).split('\n')[1];
    const { bodies, errors } = await parseAccreditedBodiesCsv([header, ms, '', 'a,"b"c,d', lab, ''].join('\n'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'bodies', line: 4 });
    expect(errors[0]?.reason.en).toMatch(/^A quotation mark \(\"\) is misplaced.*cannot be read from here on$/);
    expect(bodies.map((b) => b.accreditationNumber)).toEqual(['MS0123']);
  });

  it('reports an empty file and a file that is not UTF-8 without throwing', async () => {
    expect((await parseAccreditedBodiesCsv('')).errors).toEqual([expect.objectContaining({ file: 'bodies', line: 1 })]);
    // "あ" in Shift_JIS, as Excel's plain "CSV" format would write it.
    const shiftJis = Buffer.concat([Buffer.from(BODY_COLUMNS.join(',') + '\n', 'utf8'), Buffer.from([0x82, 0xa0])]);
    const { errors } = await parseAccreditedBodiesCsv(shiftJis);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.reason.en).toContain('UTF-8');
  });
});

describe('accreditedBodiesToCsv', () => {
  const bodies: AccreditedBodyInput[] = [
    {
      accreditationNumber: 'MS0123',
      oldAccreditationNumber: 'CM-0123',
      scheme: 'management_system',
      name: { ja: 'サンプル認証機構（サンプル）', en: 'Sample Certification, "Sample" Inc.' },
      abbreviation: { ja: 'サンプル認証', en: 'SCO' },
      contactAddress: { ja: '東京都千代田区1-1, サンプルビル', en: '1-1 Sample Building, Tokyo' },
      tel: '03-0000-0000',
      url: 'https://www.example.invalid/bodies?id=1&lang=ja',
      initialDate: '2020-04-01',
      renewalDate: '2024-04-01',
      expiryDate: '2028-03-31',
      revisedDate: '2025-01-15',
      prefecture: '13',
      classification: 'サンプル分類',
      suspensionStart: '2025-02-01',
      suspensionEnd: '2025-03-31',
      scopes: [
        { code: 'QMS', label: { ja: '品質マネジメントシステム', en: 'Quality management system' }, standards: 'ISO 9001' },
        { code: 'ISMS', label: { ja: '情報セキュリティマネジメントシステム', en: '' } },
      ],
      sample: true,
    },
    {
      accreditationNumber: 'ASNITE0045',
      scheme: 'calibration_laboratory',
      name: { ja: 'サンプル校正機関（サンプル）' },
      initialDate: '2021-10-01',
      expiryDate: '2025-09-30',
      country: 'US',
      endedOn: '2024-12-31',
      endKind: 'resigned',
      acceptsExternalTesting: false,
      acceptsExternalCalibration: true,
      scopes: [],
      sample: false,
    },
    {
      accreditationNumber: 'IA0007',
      scheme: 'inspection_body',
      inspectionType: 'C',
      name: { ja: 'サンプル検査機関（サンプル）' },
      initialDate: '2023-01-10',
      expiryDate: '2027-01-09',
      prefecture: '47',
      scopes: [{ code: 'I-01', label: { ja: '圧力容器の検査', en: 'Inspection of pressure vessels' } }],
    },
  ];

  it('writes a BOM, the header and CRLF lines', () => {
    const csv = accreditedBodiesToCsv(bodies);
    expect(csv.bodies.startsWith('\uFEFF' + BODY_COLUMNS.join(',') + '\r\n')).toBe(true);
    expect(csv.scopes.startsWith('\uFEFF' + SCOPE_COLUMNS.join(',') + '\r\n')).toBe(true);
    expect(csv.bodies.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(csv.bodies.split('\r\n')[2]).toBe(
      'ASNITE0045,,calibration_laboratory,,サンプル校正機関（サンプル）,,,,,,,,2021-10-01,,2025-09-30,,,US,,,,2024-12-31,resigned,0,1,0',
    );
    expect(csv.scopes.split('\r\n').slice(1)).toEqual([
      'MS0123,QMS,品質マネジメントシステム,Quality management system,ISO 9001,',
      'MS0123,ISMS,情報セキュリティマネジメントシステム,,,',
      'IA0007,I-01,圧力容器の検査,Inspection of pressure vessels,,',
      '',
    ]);
  });

  it('round-trips through parseAccreditedBodiesCsv', async () => {
    const csv = accreditedBodiesToCsv(bodies);
    const parsed = await parseAccreditedBodiesCsv(csv.bodies, csv.scopes);
    expect(parsed.errors).toEqual([]);
    expect(parsed.bodies).toEqual(bodies);
    // And the export of a parsed file is the same file again.
    expect(accreditedBodiesToCsv(parsed.bodies)).toEqual(csv);
  });

  it('writes an empty list as headers only', () => {
    expect(accreditedBodiesToCsv([])).toEqual({
      bodies: '\uFEFF' + BODY_COLUMNS.join(',') + '\r\n',
      scopes: '\uFEFF' + SCOPE_COLUMNS.join(',') + '\r\n',
    });
  });
});
