import type { Field } from 'payload';

import commonEn from '../../../../messages/en/common.json';
import commonJa from '../../../../messages/ja/common.json';

/**
 * The SEO plugin's fields of a page, with our components in place of its overview, title,
 * description and preview (../ui/SeoFields.tsx): checks that fit Japanese as well as English
 * (../seo.ts), and the search result in both languages. The fields themselves (names, types,
 * localization) stay the plugin's, so the database does not change.
 */

const UI = '@/features/cms-pages/ui/SeoFields';

/** The site's name in each language, as the page titles end (`<title> | <site name>`, shell/SiteLayout.tsx). */
const siteName = { ja: commonJa.siteName, en: commonEn.siteName };

const components: Record<string, { path: string; label: { ja: string; en: string } }> = {
  overview: { path: `${UI}#SeoOverview`, label: { ja: '検索結果のチェック', en: 'Search result checks' } },
  title: { path: `${UI}#SeoTitleField`, label: { ja: '検索結果のタイトル', en: 'Title in search results' } },
  description: { path: `${UI}#SeoDescriptionField`, label: { ja: '検索結果の説明文', en: 'Description in search results' } },
  preview: { path: `${UI}#SeoPreview`, label: { ja: '検索結果のプレビュー', en: 'Search result preview' } },
};

/** For `seoPlugin({ fields })`. */
export function pageSeoFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  return defaultFields.map((field): Field => {
    if (!('name' in field)) return field;
    if (field.name === 'image') return { ...field, label: { ja: '共有用の画像', en: 'Image for sharing' } } as Field;
    const own = components[field.name];
    if (!own) return field;
    const admin = ('admin' in field ? field.admin : undefined) ?? {};
    return { ...field, label: own.label, admin: { ...admin, components: { ...admin.components, Field: { path: own.path, clientProps: { siteName } } } } } as Field;
  });
}
