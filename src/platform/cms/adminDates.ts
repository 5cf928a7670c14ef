import type { CollectionConfig, EditConfig, Field, GlobalConfig, Plugin } from 'payload';

/**
 * Japan's dates and times everywhere /admin lists, edits and compares a date (./japanTime.ts):
 * every date field gets the list cell, field and version diff of ./JapanTime.tsx, the timestamps
 * too (declared here as Payload declares them, so the database does not change), and every
 * collection with versions gets the version history of ./VersionHistory.tsx. Added to the
 * configuration as the last plugin, so the collections plugins add are covered too.
 */

const components = {
  Cell: '@/platform/cms/JapanTime#JapanTimeCell',
  Field: '@/platform/cms/JapanTime#JapanTimeField',
  Diff: '@/platform/cms/JapanTime#JapanTimeDiff',
} as const;

const VERSION_HISTORY = '@/platform/cms/VersionHistory#VersionHistory';

/** The date fields among `fields`, at any depth, with the components (a field's own components win). */
export function withJapanTimeFields(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    switch (field.type) {
      case 'date':
        return { ...field, admin: { ...field.admin, components: { ...components, ...field.admin?.components } } };
      case 'tabs':
        return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withJapanTimeFields(tab.fields) })) };
      case 'blocks':
        return { ...field, blocks: (field.blocks ?? []).map((block) => ({ ...block, fields: withJapanTimeFields(block.fields) })) };
      case 'array':
      case 'collapsible':
      case 'group':
      case 'row':
        return { ...field, fields: withJapanTimeFields(field.fields) } as Field;
      default:
        return field;
    }
  });
}

/**
 * createdAt and updatedAt exactly as Payload adds them when a collection (indexed) or a global (not)
 * has none (payload/{collections,globals}/config/sanitize), with the components.
 */
const timestamp = (name: 'createdAt' | 'updatedAt', index: boolean): Field => ({
  name,
  type: 'date',
  ...(index ? { index } : {}),
  label: ({ t }) => t(name === 'createdAt' ? 'general:createdAt' : 'general:updatedAt'),
  admin: { disableBulkEdit: true, hidden: true, components },
});

const has = (fields: Field[], name: string) => fields.some((field) => 'name' in field && field.name === name);

/** Payload appends updatedAt, then createdAt; the same order keeps the generated schema as it was. */
function withTimestamps(fields: Field[], index: boolean): Field[] {
  return [...fields, ...(['updatedAt', 'createdAt'] as const).filter((name) => !has(fields, name)).map((name) => timestamp(name, index))];
}

export function withJapanTimeCollection(collection: CollectionConfig): CollectionConfig {
  const own = withJapanTimeFields(collection.fields);
  const fields = collection.timestamps === false ? own : withTimestamps(own, true);
  const views = collection.admin?.components?.views;
  const edit = { ...views?.edit, versions: { Component: VERSION_HISTORY } } as EditConfig;
  const admin = collection.versions ? { ...collection.admin, components: { ...collection.admin?.components, views: { ...views, edit } } } : collection.admin;
  return { ...collection, admin, fields };
}

export function withJapanTimeGlobal(global: GlobalConfig): GlobalConfig {
  const views = global.admin?.components?.views;
  const edit = { ...views?.edit, versions: { Component: VERSION_HISTORY } } as NonNullable<NonNullable<NonNullable<GlobalConfig['admin']>['components']>['views']>['edit'];
  const admin = global.versions ? { ...global.admin, components: { ...global.admin?.components, views: { ...views, edit } } } : global.admin;
  return { ...global, admin, fields: withTimestamps(withJapanTimeFields(global.fields), false) };
}

/** The plugin: every collection and global of the configuration. */
export const japanTimeInAdmin: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map(withJapanTimeCollection),
  globals: (config.globals ?? []).map(withJapanTimeGlobal),
});
