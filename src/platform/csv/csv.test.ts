import { describe, expect, it } from 'vitest';

import { ProblemList } from './problems';
import { type CsvItem, readCsv } from './read';
import { readTable, type TableSpec } from './table';
import { type DatasetDownload, describedByFor } from './describe';
import { csvFile, csvRows, downloadResponse, neutraliseFormula, restoreFormulaText } from './write';

async function collect(source: Parameters<typeof readCsv>[0]): Promise<CsvItem[]> {
  const items: CsvItem[] = [];
  for await (const item of readCsv(source)) items.push(item);
  return items;
}

/** The same bytes cut into chunks of `size`, as a network upload arrives. */
async function* chunked(bytes: Uint8Array, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

describe('readCsv', () => {
  const text = '\uFEFFa,b\r\n1,"x\r\ny"\r\n\r\n\r\n2,"認定,機関"\r\n3,4\r\n';

  it('gives each record the line it starts on, across quoted breaks and blank lines', async () => {
    const records = (await collect(text)).filter((i) => i.kind === 'record');
    expect(records.map((r) => [r.line, r.cells])).toEqual([
      [1, ['a', 'b']],
      [2, ['1', 'x\r\ny']],
      [6, ['2', '認定,機関']],
      [7, ['3', '4']],
    ]);
    const lf = (await collect('a\n\nb\n"c\nd"\ne')).filter((i) => i.kind === 'record');
    expect(lf.map((r) => r.line)).toEqual([1, 3, 4, 6]);
  });

  it('counts the same lines however the stream is cut (inside a character, inside a CRLF)', async () => {
    const bytes = Buffer.from(text, 'utf8');
    const whole = await collect(bytes);
    for (const size of [1, 2, 3, 5, 7]) expect(await collect(chunked(bytes, size))).toEqual(whole);
  });

  it('reports a misplaced quote with its line and keeps what came before', async () => {
    const items = await collect('a,b\n1,2\n\n3,"bad"q\n4,5\n');
    expect(items.filter((i) => i.kind === 'record').map((r) => r.line)).toEqual([1, 2]);
    const problems = items.filter((i) => i.kind === 'problem');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 4, fatal: true });
  });

  it('stops at bytes that are not UTF-8 and says so', async () => {
    const items = await collect(Buffer.concat([Buffer.from('a,b\n'), Buffer.from([0x82, 0xa0])]));
    expect(items.at(-1)).toMatchObject({ kind: 'problem', fatal: true, reason: { en: expect.stringContaining('UTF-8') } });
  });
});

describe('readTable', () => {
  type Column = 'day' | 'flag' | 'note';
  const spec: TableSpec<Column> = {
    columns: ['day', 'flag', 'note'],
    optional: ['note'],
    labels: { day: { ja: '日付', en: 'date' }, flag: { ja: '印', en: 'flag' }, note: { ja: '備考', en: 'note' } },
  };

  async function read(text: string) {
    const problems = new ProblemList();
    const rows: { line: number; day?: string; flag?: boolean; note: string }[] = [];
    for await (const row of readTable(text, spec, problems)) {
      if (!row.checkShape()) continue;
      rows.push({ line: row.line, day: row.date('day'), flag: row.boolean('flag'), note: row.raw('note') });
    }
    return { rows, problems: problems.items };
  }

  it('reads era dates and every accepted yes/no word, and takes a spreadsheet’s formula guard off', async () => {
    const { rows, problems } = await read(`day,flag,note\n令和6年4月1日,はい,'=SUM(A1)\nR6.4.2,○,x\n2024/4/3,no,\n`);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 2, day: '2024-04-01', flag: true, note: '=SUM(A1)' },
      { line: 3, day: '2024-04-02', flag: true, note: 'x' },
      { line: 4, day: '2024-04-03', flag: false, note: '' },
    ]);
  });

  it('refuses an impossible day and an era year outside its era, naming the column and line', async () => {
    const { problems } = await read('day,flag\n2024-02-30,1\n平成32年1月1日,1\n');
    expect(problems).toEqual([
      { line: 2, column: 'day', reason: { ja: '日付「2024-02-30」は存在しない日付です', en: 'The date “2024-02-30” is not a real calendar date' } },
      { line: 3, column: 'day', reason: expect.objectContaining({ ja: '日付「平成32年1月1日」はその元号の期間にない日付です' }) },
    ]);
  });

  it('reports a header that does not fit as one problem naming the columns', async () => {
    const { rows, problems } = await read('day,colour\n2024-04-01,red\n');
    expect(rows).toEqual([]);
    expect(problems).toEqual([{ line: 1, reason: expect.objectContaining({ en: 'The header row is wrong. Columns missing: flag; unknown: colour' }) }]);
  });
});

describe('writing CSV', () => {
  it('guards cells Excel would run as formulas, and reading takes the guard off again', () => {
    for (const cell of ['=1+1', '+81-3-1234-5678', '-5', '@SUM(A1)', '\tx']) {
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
      expect(restoreFormulaText(neutraliseFormula(cell))).toBe(cell);
    }
    expect(neutraliseFormula('株式会社=サンプル')).toBe('株式会社=サンプル');
    expect(restoreFormulaText("'ordinary")).toBe("'ordinary");
  });

  it('writes a BOM, CRLF line ends and guarded cells', () => {
    expect(csvFile(['a', 'b'], [['=cmd|x', 'ok']])).toBe("\uFEFFa,b\r\n'=cmd|x,ok\r\n");
    expect(csvRows([['x,y', 'line\nbreak']])).toBe('"x,y","line\nbreak"\r\n');
  });

  it('streams a download batch by batch, as CSV or JSON', async () => {
    async function* batches() {
      yield [['1', '=evil']];
      yield [['2', 'ok']];
    }
    const csv = Buffer.from(await downloadResponse({ format: 'csv', header: ['n', 'v'], batches: batches() }, 'test').arrayBuffer());
    expect(csv.toString('utf8')).toBe("\uFEFFn,v\r\n1,'=evil\r\n2,ok\r\n");
    async function* items() {
      yield [{ n: 1 }];
      yield [];
      yield [{ n: 2 }];
    }
    const json = await downloadResponse({ format: 'json', head: { generatedAt: 'now' }, listName: 'rows', batches: items() }, 'test').json();
    expect(json).toEqual({ generatedAt: 'now', rows: [{ n: 1 }, { n: 2 }], count: 2 });
  });
});

describe('a whole dataset’s CSV names its description', () => {
  const download: DatasetDownload = { csv: '/reg/export?format=csv&status=all', json: '/reg/export?format=json', description: '/data/reg.csv-metadata.json', header: [], columns: [], primaryKey: [] };
  const at = (path: string) => new Request(`https://site.example${path}`);

  it('for the address the catalogue gives, in either language and whatever the order of its conditions', () => {
    expect(describedByFor(at('/reg/export?format=csv&status=all'), download)).toBe('/data/reg.csv-metadata.json');
    expect(describedByFor(at('/en/reg/export?status=all&format=csv'), download)).toBe('/data/reg.csv-metadata.json');
    expect(describedByFor(at('/reg/export?status=all'), download)).toBe('/data/reg.csv-metadata.json');
  });

  it('not for a narrower search, which is another table', () => {
    expect(describedByFor(at('/reg/export?format=csv&status=all&q=x'), download)).toBeUndefined();
    expect(describedByFor(at('/reg/export?format=csv'), download)).toBeUndefined();
    expect(describedByFor(at('/reg/export?format=json&status=all'), download)).toBeUndefined();
    expect(describedByFor(at('/other/export?format=csv&status=all'), download)).toBeUndefined();
  });

  it('in the Link header CSV on the Web processors read', () => {
    const response = downloadResponse({ format: 'csv', header: ['a'], batches: (async function* () {})() }, 'f', { describedBy: download.description });
    expect(response.headers.get('link')).toBe('</data/reg.csv-metadata.json>; rel="describedby"; type="application/csvm+json"');
    expect(downloadResponse({ format: 'csv', header: ['a'], batches: (async function* () {})() }, 'f').headers.get('link')).toBeNull();
  });
});
