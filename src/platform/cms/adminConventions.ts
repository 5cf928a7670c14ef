import type { CollectionConfig, Field, GlobalConfig, Plugin } from 'payload';

/**
 * What /admin shows of every collection and global, whichever feature or plugin declared it:
 *
 * - No API tab on a document: it shows the raw JSON, Payload's and not the body's, and staff have
 *   no use for it (`admin.hideAPIURL`; the REST API itself is unchanged).
 * - An internal field (one the edit form hides, `admin.hidden`: a search key or copy written by a
 *   hook, a token) is hidden everywhere else too: not offered as a list column, a filter, a
 *   group-by or in bulk edit, and left out of the version comparison, which otherwise lists it
 *   ("Search Text"). Only the admin's views change: the site, the REST and local APIs still read,
 *   write and query the field (site search queries `searchText`).
 *
 * - The time zone Payload keeps beside a date field with a time zone (`publishedAt_tz`, always
 *   Japan's here) is internal too, and named in both languages rather than "Published At Tz".
 * - The two fields of an upload Payload names in English only ("MIME Type", "Thumbnail URL") are
 *   named in both languages (a field of the same name is merged into Payload's own).
 *
 * The timestamps (hidden from the form, shown in the lists) are not internal. Payload's own fields
 * of uploads and accounts, some also hidden from the form but listed (`filename`, `filesize`), are
 * added after the plugins run and are not touched. Added after the plugins that add fields.
 */

export const HIDDEN_DIFF = '@/platform/cms/HiddenDiff#HiddenDiff';

const TIMESTAMPS = new Set(['createdAt', 'updatedAt']);

type Admin = {
  hidden?: unknown;
  disableBulkEdit?: boolean;
  disableGroupBy?: boolean;
  disableListColumn?: boolean;
  disableListFilter?: boolean;
  components?: Record<string, unknown>;
};

/** Whether a field is internal: hidden from the edit form, and not a timestamp. */
export function isInternalField(field: Field, topLevel: boolean): boolean {
  const admin = ('admin' in field ? field.admin : undefined) as Admin | undefined;
  if (admin?.hidden !== true || !('name' in field) || !field.name) return false;
  return !(topLevel && TIMESTAMPS.has(field.name));
}

function hideInternal(field: Field): Field {
  const admin = (field.admin ?? {}) as Admin;
  return {
    ...field,
    admin: {
      ...admin,
      disableBulkEdit: true,
      disableGroupBy: true,
      disableListColumn: true,
      disableListFilter: true,
      components: { ...admin.components, Diff: HIDDEN_DIFF },
    },
  } as Field;
}

type Label = { ja: string; en: string };

/** The time zone beside a date field: `<label>のタイムゾーン` / `<label> time zone`. */
function timeZoneLabel(label: unknown, name: string): Label {
  if (label && typeof label === 'object' && 'ja' in label && 'en' in label) {
    const { ja, en } = label as Label;
    return { ja: `${ja}のタイムゾーン`, en: `${en} time zone` };
  }
  return { ja: `${name}のタイムゾーン`, en: `${name} time zone` };
}

/** A date field whose time zone field Payload adds as an internal field, named in both languages. */
function withInternalTimeZone(field: Field & { type: 'date' }): Field {
  const timezone = field.timezone === true ? {} : field.timezone;
  if (!timezone) return field;
  const own = timezone.override;
  const label = timeZoneLabel(field.label, field.name);
  return {
    ...field,
    timezone: { ...timezone, override: (args) => hideInternal({ ...(own ? own(args) : args.baseField), label } as Field) as typeof args.baseField },
  };
}

/** `fields` with every internal field among them, at any depth, hidden everywhere. */
export function withInternalFieldsHidden(fields: Field[], topLevel = true): Field[] {
  return fields.map((field): Field => {
    if (isInternalField(field, topLevel)) return hideInternal(field);
    switch (field.type) {
      case 'date':
        return withInternalTimeZone(field);
      case 'tabs':
        return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withInternalFieldsHidden(tab.fields, topLevel && !('name' in tab && tab.name)) })) };
      case 'blocks':
        return { ...field, blocks: (field.blocks ?? []).map((block) => ({ ...block, fields: withInternalFieldsHidden(block.fields, false) })) };
      case 'row':
      case 'collapsible':
        return { ...field, fields: withInternalFieldsHidden(field.fields, topLevel) };
      case 'group':
        return { ...field, fields: withInternalFieldsHidden(field.fields, topLevel && !('name' in field && field.name)) } as Field;
      case 'array':
        return { ...field, fields: withInternalFieldsHidden(field.fields, false) };
      default:
        return field;
    }
  });
}

/** Payload's upload fields named in English only (payload/dist/uploads/getBaseFields.js), in both languages. */
const UPLOAD_FIELD_LABELS: Record<string, Label> = {
  mimeType: { ja: 'ファイルの形式（MIMEタイプ）', en: 'MIME type' },
  thumbnailURL: { ja: 'サムネイルのURL', en: 'Thumbnail URL' },
};

function withUploadFieldLabels(collection: CollectionConfig): CollectionConfig {
  if (!collection.upload) return collection;
  const own = new Set(collection.fields.flatMap((field) => ('name' in field ? [field.name] : [])));
  const labelled = Object.entries(UPLOAD_FIELD_LABELS)
    .filter(([name]) => !own.has(name))
    .map(([name, label]): Field => ({ name, type: 'text', label }));
  return { ...collection, fields: [...collection.fields, ...labelled] };
}

export function withAdminConventions<T extends CollectionConfig | GlobalConfig>(entity: T): T {
  return { ...entity, admin: { ...entity.admin, hideAPIURL: true }, fields: withInternalFieldsHidden(entity.fields) };
}

/** The plugin: every collection and global of the configuration. */
export const adminConventions: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => withAdminConventions(withUploadFieldLabels(collection))),
  globals: (config.globals ?? []).map(withAdminConventions),
});
