import { describe, expect, it } from 'vitest';

import { previewTarget, previewUrl } from './preview';

describe('draft preview addresses', () => {
  it('lead to the page in the language being edited', () => {
    const url = previewUrl('/news/2026-11-year-end', 'en')!;
    expect(previewTarget(new URL(url, 'http://site').searchParams)).toEqual({ ok: true, href: '/en/news/2026-11-year-end' });
    expect(previewTarget(new URLSearchParams({ path: '/news/x' }))).toEqual({ ok: true, href: '/news/x' });
    // The home page, where the site menu's draft is previewed.
    expect(previewTarget(new URLSearchParams({ path: '/', locale: 'en' }))).toEqual({ ok: true, href: '/en' });
  });

  it('never lead off the site or to an address that is not a page', () => {
    for (const path of ['//evil.example', 'https://evil.example/', '/\\evil.example', '/news/../admin', '/news?x=1', '', 'news', '//', '/news/']) {
      expect(previewTarget(new URLSearchParams({ path })).ok, path).toBe(false);
    }
    expect(previewTarget(new URLSearchParams({ path: '/news/x', locale: 'fr' })).ok).toBe(false);
  });
});
