import { createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';

import { bigrams, indexText, matchExpression, postgresKeys, postgresTerms, readKeyword, runsText, sqliteMatch } from './keys';
import type { CertificateInput } from './model';

const record = (organisationName: string, extra: Partial<CertificateInput> = {}) => ({
  organisationName,
  bodyName: '見本認証センター（サンプル）',
  bodyNumber: 'MS0001',
  certificateNumber: 'S01-QM0000001',
  scope: '金属部品の機械加工',
  standards: ['QMS'] as CertificateInput['standards'],
  ...extra,
});

describe('character pairs', () => {
  it('stores each field as overlapping pairs ending in a lone character', () => {
    expect(bigrams('abcd')).toBe('ab bc cd d');
    expect(bigrams('a')).toBe('a');
    expect(bigrams('𠮷野家')).toBe('𠮷野 野家 家');
  });

  it('turns one character into a prefix, two into a token and more into a phrase', () => {
    expect(matchExpression('光')).toBe('"光"*');
    expect(matchExpression('建設')).toBe('"建設"');
    expect(matchExpression('架空台')).toBe('"架空 空台"');
    expect(matchExpression('東京 建設')).toBe('"東京" AND "建設"');
    // Punctuation is dropped; a double quote could not reach the expression anyway.
    expect(matchExpression('a"b')).toBe('"ab"');
  });

  it('has nothing to search for when the keyword is only legal-entity words or spaces', () => {
    expect(matchExpression('(株)')).toBeNull();
    expect(matchExpression('株式会社　')).toBeNull();
    expect(matchExpression('  ')).toBeNull();
  });
});

/** The two tables' own DDL (as in the migrations) on an in-memory database; a record matches when it matches both expressions a keyword has. */
async function index(records: ReturnType<typeof record>[]) {
  const db = createClient({ url: ':memory:' });
  await db.execute(`CREATE VIRTUAL TABLE fts USING fts5(grams, tokenize = "unicode61 remove_diacritics 0 categories 'L* N* Co M* P* S*'", prefix = '1', content = '', contentless_delete = 1)`);
  await db.execute(`CREATE VIRTUAL TABLE trigrams USING fts5(runs, tokenize = 'trigram', content = '', contentless_delete = 1)`);
  for (const [i, r] of records.entries()) {
    await db.execute({ sql: 'INSERT INTO fts(rowid, grams) VALUES (?, ?)', args: [i + 1, indexText(r)] });
    await db.execute({ sql: 'INSERT INTO trigrams(rowid, runs) VALUES (?, ?)', args: [i + 1, runsText(r)] });
  }
  return async (keyword: string) => {
    const match = sqliteMatch(keyword);
    if (!match) return [];
    const found = await Promise.all(
      (['pairs', 'runs'] as const)
        .filter((table) => match[table] !== null)
        .map(async (table) => {
          const name = table === 'pairs' ? 'fts' : 'trigrams';
          const { rows } = await db.execute({ sql: `SELECT rowid FROM ${name} WHERE ${name} MATCH ? ORDER BY rowid`, args: [match[table]!] });
          return rows.map((r) => Number(r.rowid));
        }),
    );
    return found.reduce((all, ids) => all.filter((id) => ids.includes(id)));
  };
}

describe('runs of ASCII characters for SQLite', () => {
  it("keeps each field's runs of three ASCII characters or more, one per line, and nothing else", () => {
    expect(runsText(record('ひかりabcd工業xy', { bodyName: 'XYZ認証', bodyNumber: 'MS0001', certificateNumber: 'S01-QM0000001', scope: '加工' }))).toBe(
      'abcd\nxyz\nms0001\ns01-qm0000001',
    );
  });

  it('matches a Latin word of three characters or more by its runs, other words by their pairs, both kinds in one keyword', () => {
    expect(sqliteMatch('Construction')).toEqual({ runs: '"construction"', pairs: null });
    expect(sqliteMatch('Construction 工業 ko')).toEqual({ runs: '"construction"', pairs: '"工業" AND "ko"' });
    expect(sqliteMatch('abc工業')).toEqual({ runs: null, pairs: '"ab bc c工 工業"' });
    expect(sqliteMatch('(株)')).toBeNull();
  });
});

describe('grams and runs for PostgreSQL', () => {
  it('stores characters and pairs of each field, and runs of three ASCII characters, never across two fields', () => {
    const { grams, runs, searchText } = postgresKeys(record('ひかりabcd', { bodyName: 'xyz' }));
    expect(grams).toEqual(expect.arrayContaining(['ひ', 'ひか', 'かり', 'りa', 'cd', 'd', 'xy']));
    expect(grams).not.toContain('dx');
    expect(runs).toEqual(expect.arrayContaining(['abc', 'bcd', 'xyz']));
    expect(runs).not.toContain('ひかり');
    expect(runs).not.toContain('りab');
    expect(runs).not.toContain('cdx');
    expect(searchText.split('\u0001')).toContain('ひかりabcd');
  });

  it('narrows a Latin word by runs of three that cover it, other words by their pairs or character', () => {
    expect(postgresTerms('Construction')[0]).toMatchObject({ column: 'runs', grams: ['con', 'str', 'uct', 'ion'] });
    expect(postgresTerms('hikari')[0]).toMatchObject({ column: 'runs', grams: ['hik', 'ari'] });
    expect(postgresTerms('osaka')[0]).toMatchObject({ column: 'runs', grams: ['osa', 'aka'] });
    expect(postgresTerms('ko')[0]).toMatchObject({ column: 'grams', grams: ['ko'] });
    expect(postgresTerms('架空台')[0]).toMatchObject({ column: 'grams', grams: ['架空', '空台'] });
    expect(postgresTerms('abc工業')[0]).toMatchObject({ column: 'grams' });
    expect(postgresTerms('光')[0]).toMatchObject({ column: 'grams', grams: ['光'] });
    // Every entry a word asks for is one a record holding the word stores.
    const keys = postgresKeys(record('Osaka Kensetsu Kogyo Co., Ltd.（サンプル）'));
    const stored = { grams: new Set(keys.grams), runs: new Set(keys.runs) };
    for (const word of ['osakakensetsu', 'kensetsu', 'sak', 'ogyo', 'kogyo']) {
      for (const term of postgresTerms(word)) for (const gram of term.grams) expect(stored[term.column].has(gram), `${word} ${gram}`).toBe(true);
    }
  });
});

describe('matching', () => {
  it('finds the same records whatever the width, kana or legal form of the input', async () => {
    const find = await index([
      record('株式会社ＡＢＣテクノ（サンプル）', { organisationNameEn: 'ABC Techno Co., Ltd. (Sample)' }),
      record('カブシキ工房有限会社（サンプル）'),
      record('(株)ひかり精機（サンプル）', { officeName: '本社' }),
      record('夢見坂建設株式会社（サンプル）', { scope: '土木構造物の施工' }),
    ]);
    expect(await find('ＡＢＣ')).toEqual([1]);
    expect(await find('abc')).toEqual([1]);
    expect(await find('ｶﾌﾞｼｷ')).toEqual([2]);
    expect(await find('かぶしき')).toEqual([2]);
    expect(await find('カブシキ')).toEqual([2]);
    expect(await find('ひかり精機')).toEqual([3]);
    expect(await find('株式会社ひかり精機')).toEqual([3]);
    expect(await find('ﾋｶﾘ')).toEqual([3]);
    expect(await find('techno co., ltd.')).toEqual([1]);
    expect(await find('夢 施工')).toEqual([4]);
    expect(await find('夢見坂 施工')).toEqual([4]);
    expect(await find('夢見坂 製造')).toEqual([]);
  });

  it("answers one- and two-character queries, including a field's last character", async () => {
    const find = await index([record('光輪工業（サンプル）'), record('北斗星ケミカル（サンプル）'), record('虹見光（サンプル）')]);
    expect(await find('光')).toEqual([1, 3]);
    expect(await find('光輪')).toEqual([1]);
    expect(await find('ミカ')).toEqual([2]);
    expect(await find('見光')).toEqual([3]);
  });

  it('never matches across two fields', async () => {
    // The organisation ends in 工業 and the scope starts with 金属: 業金 is in neither.
    const find = await index([record('架空台工業')]);
    expect(await find('工業')).toEqual([1]);
    expect(await find('業金')).toEqual([]);
  });

  it('finds a Latin word inside a longer one, and never across two fields or a Japanese character', async () => {
    const find = await index([
      record('Hikari Kogyo（サンプル）', { officeName: 'Osaka', bodyName: 'Example Cert（サンプル）' }),
      record('abc工業def', { bodyName: 'Yume Construction（サンプル）' }),
    ]);
    expect(await find('kogyo')).toEqual([1]);
    expect(await find('ikarikog')).toEqual([1]);
    expect(await find('struct')).toEqual([2]);
    expect(await find('construction yume')).toEqual([2]);
    expect(await find('HIKARI 工業')).toEqual([]);
    expect(await find('abc 工業 def')).toEqual([2]);
    // The organisation's Latin run ends in kogyo and the office is Osaka: "kogyoosaka" is in neither.
    expect(await find('kogyoosaka')).toEqual([]);
    expect(await find('abcdef')).toEqual([]);
    expect(await find('s01-qm0000001')).toEqual([1, 2]);
  });

  it('reads standards named in the keyword as a filter, and drops the words every certificate shares', () => {
    expect(readKeyword('ISO 9001')).toEqual({ terms: [], standards: ['QMS'], readAsStandards: ['iso', '9001'] });
    expect(readKeyword('ｉｓｏ／ｉｅｃ　２７００１ 建設')).toMatchObject({ terms: ['建設'], standards: ['ISMS'] });
    expect(readKeyword('JIS Q 45100').standards).toEqual(['JOHSMS']);
    expect(readKeyword('FSSC 22000').standards).toEqual(['FSSC']);
    expect(readKeyword('22000').standards).toEqual(['FSMS']);
    expect(readKeyword('JFS-C').standards).toEqual(['JFSC']);
    expect(readKeyword('AS9100 精機').standards).toEqual(['AS9100']);
    expect(readKeyword('iso').terms).toEqual([]);
    expect(matchExpression('ISO 14001 夢見坂')).toBe('"夢見 見坂"');
    // A certificate number is matched as text even when it contains a standard's digits.
    expect(readKeyword('S01-QM0009001').terms).toEqual(['s01-qm0009001']);
  });
});
