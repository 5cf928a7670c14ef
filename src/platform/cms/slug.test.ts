import { describe, expect, it } from 'vitest';

import { firstFreeSlug, SLUG, slugFromTitle } from './slug';

describe('a slug from an English title', () => {
  it('joins the lower-case ASCII words with hyphens', () => {
    expect(slugFromTitle('Year-end closure (2026)')).toBe('year-end-closure-2026');
    expect(slugFromTitle('  Call for comments: JAB RL 350, revision 3  ')).toBe('call-for-comments-jab-rl-350-revision-3');
    expect(slugFromTitle('Director’s message')).toBe('directors-message');
  });

  it('reads full-width letters and digits as ASCII, drops accents, and leaves out what is not ASCII', () => {
    expect(slugFromTitle('Café ＩＳＯ ９００１')).toBe('cafe-iso-9001');
    expect(slugFromTitle('ISO/IEC 17025 認定')).toBe('iso-iec-17025');
    expect(slugFromTitle('年末年始の休業')).toBe('');
    expect(slugFromTitle('')).toBe('');
    expect(slugFromTitle(null)).toBe('');
  });

  it('stays within 80 characters, cut at a word’s end, and always fits the slug rule', () => {
    const long = slugFromTitle('Accreditation of laboratories and inspection bodies under the revised rules for the transition period of 2027');
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(SLUG);
    expect(long.endsWith('-')).toBe(false);
    expect('accreditation-of-laboratories-and-inspection-bodies-under-the-revised-rules-for-the'.startsWith(long)).toBe(true);
  });
});

describe('a free slug', () => {
  const takenOf = (taken: string[]) => async (slug: string) => taken.includes(slug);

  it('is the base when free, else the base with -2, -3 …', async () => {
    expect(await firstFreeSlug('2026-11-28', takenOf([]))).toBe('2026-11-28');
    expect(await firstFreeSlug('2026-11-28', takenOf(['2026-11-28']))).toBe('2026-11-28-2');
    expect(await firstFreeSlug('2026-11-28', takenOf(['2026-11-28', '2026-11-28-2', '2026-11-28-3']))).toBe('2026-11-28-4');
  });

  it('gives up rather than loop for ever', async () => {
    await expect(firstFreeSlug('x', async () => true, 5)).rejects.toThrow(/No free slug/);
  });
});
