import { describe, expect, it } from 'vitest';

import { criteria } from './criteria';

/** '1.4.10' → [1, 4, 10], so ids compare as numbers part by part. */
const parts = (id: string) => id.split('.').map(Number);

const before = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0);
  }
  return false;
};

describe('the success criteria of WCAG 2.0 (JIS X 8341-3:2016) levels A and AA', () => {
  it('are 38: 25 at level A and 13 at level AA', () => {
    expect(criteria).toHaveLength(38);
    expect(criteria.filter((c) => c.level === 'A')).toHaveLength(25);
    expect(criteria.filter((c) => c.level === 'AA')).toHaveLength(13);
    expect(criteria.filter((c) => c.level === 'AA').map((c) => c.id)).toEqual([
      '1.2.4',
      '1.2.5',
      '1.4.3',
      '1.4.4',
      '1.4.5',
      '2.4.5',
      '2.4.6',
      '2.4.7',
      '3.1.2',
      '3.2.3',
      '3.2.4',
      '3.3.3',
      '3.3.4',
    ]);
  });

  it('have unique ids of three numbers, from 1.1.1 to 4.1.2 in order', () => {
    const ids = criteria.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[1-4]\.\d+\.\d+$/);
    expect(ids[0]).toBe('1.1.1');
    expect(ids.at(-1)).toBe('4.1.2');
    for (let i = 1; i < ids.length; i++) expect(before(ids[i - 1]!, ids[i]!), `${ids[i - 1]} before ${ids[i]}`).toBe(true);
  });

  it('have a title in Japanese and in English', () => {
    for (const c of criteria) {
      expect(c.title.ja.trim(), c.id).not.toBe('');
      expect(c.title.en.trim(), c.id).not.toBe('');
      expect(c.title.ja, c.id).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(c.title.en, c.id).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('leave to a machine alone only parsing, which the HTML checker decides', () => {
    expect(criteria.filter((c) => c.automated === 'full').map((c) => c.id)).toEqual(['4.1.1']);
  });
});
