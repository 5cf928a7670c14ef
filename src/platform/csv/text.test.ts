import { describe, expect, it } from 'vitest';

import ja from '../../../messages/ja/imports.json';
import { importList, importText, type ImportTextKey } from './text';

function keys(tree: object, prefix = ''): ImportTextKey[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}` as ImportTextKey] : keys(v as object, `${prefix}${k}.`)));
}

describe('importText', () => {
  it('formats every text of imports.json in both languages', () => {
    // Every text is formatted at least once, so a slip in ICU syntax (a stray apostrophe or brace) fails here, not in an import.
    for (const key of keys(ja)) {
      const placeholders = [...String(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], ja)).matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const text = importText(key, Object.fromEntries(placeholders.map((name) => [name, `<${name}>`])));
      expect(text.ja, key).not.toMatch(/[{}]/);
      expect(text.en, key).not.toMatch(/[{}]/);
    }
  });

  it('puts each language of a two-language value in its own text, and numbers as their digits', () => {
    expect(importText('cell.tooLong', { label: importText('columns.nameJa'), length: 12345, max: 200 })).toEqual({
      ja: '名称（日本語）が長すぎます（12345文字。200文字以内にしてください）',
      en: 'The Japanese name is too long (12345 characters; at most 200)',
    });
  });

  it('refuses a text whose value is missing rather than show its placeholder', () => {
    expect(() => importText('cell.empty')).toThrow(/label/);
  });

  it('joins lists with each language’s separator', () => {
    expect(importList(['a', { ja: 'い', en: 'b' }], 'header.columnSeparator')).toEqual({ ja: 'a、い', en: 'a, b' });
  });
});
