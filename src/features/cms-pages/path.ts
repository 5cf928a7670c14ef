/** A page's slug: letters, digits, `_` and `-` (the existing site uses `JAB-management-system`). */
export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** The reserved slug of the home page, whose path is `/`. */
export const HOME_SLUG = 'home';

/** The path of a page from its parent's path and its own slug. */
export function pagePath(parentPath: string | null | undefined, slug: string): string {
  if (!parentPath && slug === HOME_SLUG) return '/';
  const base = !parentPath || parentPath === '/' ? '' : parentPath;
  return `${base}/${slug}`;
}

/** `['about','basic']` -> `/about/basic`; `[]` -> `/`. */
export function pathFromSegments(segments: readonly string[] | undefined): string {
  if (!segments || segments.length === 0) return '/';
  return '/' + segments.map((s) => decodeURIComponent(s)).join('/');
}
