import type { CollectionConfig, Field, Plugin } from 'payload';

/**
 * Translation side by side (issue 39, item 8): in the named collections, every localized text,
 * textarea and rich text shows its Japanese value above the input while English is edited, and
 * the document's heading falls back to the other language's title (./TranslationAids.tsx). The
 * Japanese document is read once per form through the REST API, not on every form-state request.
 *
 * A field inside a localized container (a localized array, group or block list) is left out: its
 * rows differ by language, so the Japanese value at the same path would be another row's.
 */

const JAPANESE_ORIGINAL = '@/platform/cms/TranslationAids#JapaneseOriginal';
const TITLE_FROM_OTHER_LANGUAGE = '@/platform/cms/TranslationAids#TitleFromOtherLanguage';

const TEXTS = new Set(['text', 'textarea', 'richText']);

type Admin = { hidden?: boolean; disabled?: boolean; components?: Record<string, unknown> & { beforeInput?: unknown[] } };

function withOriginal(field: Field): Field {
  const admin = (('admin' in field ? field.admin : undefined) ?? {}) as Admin;
  if (admin.hidden || admin.disabled) return field;
  const beforeInput = [JAPANESE_ORIGINAL, ...(admin.components?.beforeInput ?? [])];
  return { ...field, admin: { ...admin, components: { ...admin.components, beforeInput } } } as Field;
}

/** The fields with the Japanese value added to each localized text, at any depth. */
export function withJapaneseOriginals(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    const localized = 'localized' in field && field.localized === true;
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'richText':
        return localized && TEXTS.has(field.type) && !('hasMany' in field && field.hasMany) ? withOriginal(field) : field;
      case 'tabs':
        return { ...field, tabs: field.tabs.map((tab) => ('localized' in tab && tab.localized ? tab : { ...tab, fields: withJapaneseOriginals(tab.fields) })) };
      case 'blocks':
        return localized ? field : { ...field, blocks: (field.blocks ?? []).map((block) => ({ ...block, fields: withJapaneseOriginals(block.fields) })) };
      case 'array':
      case 'group':
        return localized ? field : ({ ...field, fields: withJapaneseOriginals(field.fields) } as Field);
      case 'collapsible':
      case 'row':
        return { ...field, fields: withJapaneseOriginals(field.fields) } as Field;
      default:
        return field;
    }
  });
}

export function withTranslationAids(collection: CollectionConfig): CollectionConfig {
  const components = collection.admin?.components;
  const edit = { ...components?.edit, beforeDocumentControls: [TITLE_FROM_OTHER_LANGUAGE, ...(components?.edit?.beforeDocumentControls ?? [])] };
  return { ...collection, admin: { ...collection.admin, components: { ...components, edit } }, fields: withJapaneseOriginals(collection.fields) };
}

/** The plugin: the collections named (placed after the plugins that add fields to them). */
export const translationAids =
  (slugs: readonly string[]): Plugin =>
  (config) => ({
    ...config,
    collections: (config.collections ?? []).map((collection) => (slugs.includes(collection.slug) ? withTranslationAids(collection) : collection)),
  });
