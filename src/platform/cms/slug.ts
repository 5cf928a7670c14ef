/**
 * The last part of a dated item's address, made for the editor when they leave it empty
 * (./publishing.ts, `slugField`): the English title's words, or the publish day, made unique.
 */

/** Lower-case letters, digits and single hyphens between them. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug the field takes. */
export const SLUG_MAX = 100;

/** A slug made from a title stays this short, leaving room for a `-2` … when it is taken. */
const TITLE_SLUG_MAX = 80;

/**
 * The English title as lower-case ASCII words joined with hyphens: `Year-end closure (2026)` →
 * `year-end-closure-2026`, `Director’s message` → `directors-message`, `Café ＩＳＯ 9001` →
 * `cafe-iso-9001`. Full-width letters and digits count as their ASCII forms and accents are
 * dropped; anything else (Japanese included) separates words. Cut at a word's end to at most 80
 * characters. Empty when no ASCII word is left.
 */
export function slugFromTitle(title: string | null | undefined): string {
  if (!title) return '';
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > TITLE_SLUG_MAX) return slug || word.slice(0, TITLE_SLUG_MAX);
    slug = next;
  }
  return slug;
}

/**
 * `base` when no other item has it, else the first free of `base-2`, `base-3` …: `2026-11-28`,
 * then `2026-11-28-2`. `isTaken` says whether another item holds a slug.
 */
export async function firstFreeSlug(base: string, isTaken: (slug: string) => Promise<boolean>, limit = 1000): Promise<string> {
  if (!(await isTaken(base))) return base;
  for (let n = 2; n <= limit; n++) {
    const candidate = `${base}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error(`No free slug after ${base}-${limit}`);
}
