import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { namespaces } from './messages';

const root = path.resolve(import.meta.dirname, '../../messages');

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function load(locale: string) {
  return Object.fromEntries(
    readdirSync(path.join(root, locale))
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(root, locale, f), 'utf8')) as unknown]),
  );
}

describe('UI strings', () => {
  const ja = load('ja');
  const en = load('en');

  it('have the same files and the same keys in Japanese and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ja).sort());
    expect(keys(en).sort()).toEqual(keys(ja).sort());
  });

  it('are all loaded by the app', () => {
    expect([...namespaces].sort()).toEqual(Object.keys(ja).sort());
  });

  it('are never empty, and the two languages use the same placeholders', () => {
    for (const key of keys(ja)) {
      const get = (tree: Record<string, unknown>) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], tree);
      const jaText = String(get(ja));
      const enText = String(get(en));
      expect(jaText.trim(), key).not.toBe('');
      expect(enText.trim(), key).not.toBe('');
      // A plain argument ({count}) or an ICU one ({count, plural, …}): English counts in words where Japanese needs no plural.
      const placeholders = (s: string) => [...s.matchAll(/\{(\w+)(?:\}|,\s*(?:plural|select|number)\b)/g)].map((m) => m[1]).sort();
      expect(placeholders(enText), key).toEqual(placeholders(jaText));
    }
  });
});
