import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

// Japanese routes live at the root (src/app/(ja)), English ones under /en (src/app/(en)/en)
// (docs/decisions/0008-two-route-trees-kept-in-step.md). Each route file binds a feature's route
// to its language; these tests fail when the two trees drift apart.
const trees = { ja: 'src/app/(ja)', en: 'src/app/(en)/en' } as const;

function routeFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|jsx?)$/.test(entry.name)) out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out.sort();
}

/** A route file with its language taken out: the two trees' files must then be the same. */
const withoutLanguage = (source: string, locale: 'ja' | 'en') => source.replaceAll(`'${locale}'`, "'<locale>'").replaceAll(`"${locale}"`, '"<locale>"');

describe('the Japanese and English route trees', () => {
  const ja = routeFiles(trees.ja);
  const en = routeFiles(trees.en);

  it('hold the same routes: every address exists in both languages', () => {
    expect(ja.length).toBeGreaterThan(20);
    expect(en).toEqual(ja);
  });

  it('bind the same feature routes, each to its own language', () => {
    for (const file of ja) {
      const jaSource = readFileSync(path.join(trees.ja, file), 'utf8');
      const enSource = readFileSync(path.join(trees.en, file), 'utf8');
      expect(withoutLanguage(enSource, 'en'), file).toBe(withoutLanguage(jaSource, 'ja'));
      expect(enSource, `${file} names Japanese in the English tree`).not.toMatch(/['"]ja['"]/);
      expect(jaSource, `${file} names English in the Japanese tree`).not.toMatch(/['"]en['"]/);
    }
  });
});
