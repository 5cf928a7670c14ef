import { describe, expect, it } from 'vitest';

import { readDay } from '@/platform/time/days';

import { columnGuide, DAY_EXAMPLES, fileGuide, formatText, generalRules } from './guide';
import { NO_WORDS, YES_WORDS } from './table';

describe('the import guide', () => {
  it('gives as examples only forms the date reader takes, all of one day', () => {
    for (const example of DAY_EXAMPLES) expect(readDay(example), example).toEqual({ ok: true, day: '2024-04-01' });
  });

  it('says every accepted yes/no word and every date form, in each language', () => {
    const rules = generalRules();
    for (const word of [...YES_WORDS, ...NO_WORDS]) {
      expect(rules.yesNo.ja).toContain(word);
      expect(rules.yesNo.en).toContain(word);
    }
    for (const example of DAY_EXAMPLES) {
      expect(rules.dates.ja).toContain(`${example}`);
      expect(rules.dates.en).toContain(`${example}`);
    }
    expect(rules.dates.ja).toContain('2024-04-01、2024/4/1、');
    expect(rules.dates.en).toContain('2024-04-01, 2024/4/1, ');
  });

  it('describes each kind of cell in both languages', () => {
    expect(formatText({ kind: 'text', max: 200 })).toEqual({ ja: '文字（200文字まで）', en: 'Text, at most 200 characters' });
    expect(formatText({ kind: 'choice', choices: ['a', 'b'], labels: { a: { ja: 'エー', en: 'Ay' } } })).toEqual({ ja: '次のいずれか：a（エー）、b', en: 'One of: a (Ay), b' });
    expect(formatText({ kind: 'choice', choices: ['x', 'y'], empty: 'x' }).en).toBe('One of: x, y (empty means x)');
    expect(formatText({ kind: 'numbers', from: 1, to: 39 }).ja).toBe('1〜39 の数字を1つ以上、空白で区切って書きます');
    for (const kind of ['date', 'yesNo', 'prefecture', 'country'] as const) {
      const text = formatText({ kind });
      expect(text.ja).not.toBe('');
      expect(text.en).not.toBe('');
    }
  });

  it('lists the columns as declared and makes the template of their header and the given rows', () => {
    const columns = [
      { name: 'code', label: 'scopeCode', required: true, format: { kind: 'text', max: 32 } },
      { name: 'added_on', label: 'scopeAddedOn', optional: true, format: { kind: 'date' } },
    ] as const;
    expect(columnGuide(columns)).toEqual([
      { name: 'code', label: { ja: '認定範囲のコード', en: 'Scope code' }, required: true, mayOmit: false, format: { ja: '文字（32文字まで）', en: 'Text, at most 32 characters' }, note: null },
      { name: 'added_on', label: expect.any(Object), required: false, mayOmit: true, format: { ja: '日付', en: 'Date' }, note: null },
    ]);
    expect(fileGuide(columns, 'x.csv', [['=A1', '2024-04-01']]).template).toEqual({ fileName: 'x.csv', csv: "\uFEFFcode,added_on\r\n'=A1,2024-04-01\r\n" });
  });
});
