import { expect, test } from '@playwright/test';

/**
 * The two directory searches are rendered by the Pages Router straight to HTML (docs/decisions/0023):
 * each row once, no copy of the page's data, and the same frame and head as every App Router page.
 */
const searches = [
  { path: '/ms_certifications/list?q=%E5%B7%A5%E6%A5%AD&size=50', row: /href="(?:\/en)?\/compatible_organizations\/([^"/]+)"/g, title: { ja: /「工業」の検索結果 [\d,]+件 \| /, en: /Results for “工業”: [\d,]+ \| / } },
  { path: '/certification_institutions?scheme=management_system', row: /href="(?:\/en)?\/certification_institutions\/([^"/?]+)"/g, title: { ja: /件 \| /, en: /: [\d,]+ \| / } },
];

const part = (page: string, tag: string) => page.match(new RegExp(`<${tag}[ >][\\s\\S]*?</${tag}>`))?.[0] ?? '';
// The header but for where the language switch leads and which menu entry is current.
const headerOf = (page: string) =>
  part(page, 'header')
    .replace(/href="[^"]*" hrefLang=/g, 'href="" hrefLang=')
    .replace(/ aria-current="[^"]*"/g, '');
const headTags = (page: string) =>
  [...part(page, 'head').matchAll(/<(?:meta name="(?:description|viewport)"[^>]*|link rel="(?:icon|apple-touch-icon)"[^>]*)>/g)]
    .map((m) => m[0].replace(/\?[^"]*"/, '"').replace(/ data-next-head=""/, '').replace(/\/$/, ''))
    .sort();

for (const { path, row, title } of searches) {
  for (const locale of ['ja', 'en'] as const) {
    const prefix = locale === 'en' ? '/en' : '';
    test(`${prefix}${path.split('?')[0]}: the answer is its HTML alone, each row once, in the frame of every other page`, async ({ request }) => {
      const response = await request.get(`${prefix}${path}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const ids = [...html.matchAll(row)].map((m) => m[1]);
      expect(ids.length).toBeGreaterThan(5);
      expect(new Set(ids).size).toBe(ids.length);
      expect(html).not.toContain('__NEXT_DATA__');
      expect(html).not.toContain('self.__next_f');
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${locale}">`));
      expect(part(html, 'title')).toMatch(title[locale]);

      const other = await (await request.get(`${prefix}/ms_certifications/counts`)).text();
      expect(part(html, 'footer')).not.toBe('');
      expect(part(html, 'footer')).toBe(part(other, 'footer'));
      expect(headerOf(html)).not.toBe('');
      expect(headerOf(html)).toBe(headerOf(other));
      expect(headTags(html)).toHaveLength(5);
      expect(headTags(html)).toEqual(headTags(other));
    });
  }
}

test("the Pages Router's JSON of a page's data is not served", async ({ request }) => {
  for (const path of ['/_next/data/any/ms_certifications/list.json?q=x', '/_next/data/any/en/certification_institutions.json']) {
    expect((await request.get(path)).status()).toBe(404);
  }
});
