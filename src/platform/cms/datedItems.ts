import type { CollectionConfig, Field } from 'payload';

import type { LocalizedText } from '../localized';
import { requiredInJapanese } from './englishOptional';
import { previewUrl } from './preview';
import { englishSummaryField, itemAccess, itemHidden, publicationStateField, publishedAtField, revalidateItem, slugField } from './publishing';
import { searchTextField, setItemSearchText } from './searchText';

/** What a dated list's collection says of its own; the rest is every dated list's. */
export type DatedItemSpec = {
  slug: string;
  labels: { singular: LocalizedText; plural: LocalizedText };
  /** An item's page, below its list's address: previews, and the pages revalidated when it changes. */
  itemPath: (slug: string) => string;
  /** The title field's label, when not タイトル / Title. */
  titleLabel?: LocalizedText;
  /** The list's columns in /admin. */
  columns: string[];
  /** The line under the list's heading in /admin. */
  description?: LocalizedText;
  /** Its own fields, after the publishing ones (title, English summary, address, publish time, state). */
  fields: Field[];
  /** What site search reads: text fields, and attachments by their names (`setItemSearchText`). */
  searchText: { text: string[]; files?: string[] };
  /** What the "sample" box says under it. */
  sampleDescription?: LocalizedText;
  /** Versions kept per item (50). */
  versionsKept?: number;
};

/**
 * The collection of a dated list (news, calls for comment, revision notices, vacancies): newest
 * first in /admin, in the Information group, drafts and scheduled publishing with their versions,
 * the title required in Japanese, an English summary for Japanese-only items, the address, the
 * publish time and state, site search's text, the sample mark; the item's pages and the home page
 * revalidated when it changes. Each list adds only its own fields and words.
 */
export function datedItemCollection(spec: DatedItemSpec): CollectionConfig {
  const revalidate = revalidateItem((slug) => [spec.itemPath(slug), `/en${spec.itemPath(slug)}`, '/', '/en']);
  return {
    slug: spec.slug,
    // Newest first, as staff look for what they published last.
    defaultSort: '-publishedAt',
    labels: spec.labels,
    admin: {
      useAsTitle: 'title',
      defaultColumns: spec.columns,
      listSearchableFields: ['title', 'slug'],
      group: { ja: 'お知らせ・文書', en: 'Information' },
      hidden: itemHidden,
      ...(spec.description ? { description: spec.description } : {}),
      preview: (doc, { locale }) => previewUrl(typeof doc.slug === 'string' ? spec.itemPath(doc.slug) : null, locale),
    },
    access: itemAccess,
    versions: { drafts: true, maxPerDoc: spec.versionsKept ?? 50 },
    fields: [
      { name: 'title', type: 'text', localized: true, ...requiredInJapanese(), label: spec.titleLabel ?? { ja: 'タイトル', en: 'Title' } },
      englishSummaryField(),
      slugField(),
      publishedAtField(),
      publicationStateField(),
      ...spec.fields,
      searchTextField(),
      {
        name: 'sample',
        type: 'checkbox',
        label: { ja: 'サンプル', en: 'Sample' },
        admin: { position: 'sidebar', ...(spec.sampleDescription ? { description: spec.sampleDescription } : {}) },
      },
    ],
    hooks: {
      beforeChange: [setItemSearchText(spec.searchText.text, spec.searchText.files)],
      afterChange: [revalidate.afterChange],
      afterDelete: [revalidate.afterDelete],
    },
    timestamps: true,
  };
}
