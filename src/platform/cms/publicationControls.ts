import { type CollectionConfig, type Endpoint, type Field, type GlobalConfig, type GlobalSlug, type PayloadRequest, type Plugin, restoreVersionOperation } from 'payload';

/**
 * Every collection with drafts shows its state in the header in the words the lists and the
 * dashboard use (./PublicationStatus.tsx, ./publicationWords.ts); those with a publish date and
 * time (./publishing.ts) get a publish button that says whether it publishes or schedules, and a
 * message after the save that says which it did (./PublishControls.tsx). Each version names who
 * saved it, and restoring a version makes a draft.
 */

const STATUS = '@/platform/cms/PublicationStatus#PublicationStatus';
const PUBLISH = '@/platform/cms/PublishControls#PublishControls';

/**
 * Restoring a version makes it the draft, which the editor reads and then publishes, as the staff
 * guide says: nothing goes live from the versions screen. Payload's own restore publishes unless
 * asked for a draft (`?draft=true`); this endpoint, ahead of Payload's at the same address,
 * always asks. Access is checked as for Payload's (the editor must be allowed to update).
 */
function restoreAsDraft(restore: (req: PayloadRequest, id: number | string) => Promise<unknown>): Endpoint {
  return {
    path: '/versions/:id',
    method: 'post',
    handler: async (req) => {
      const id = req.routeParams?.id;
      if (typeof id !== 'string' && typeof id !== 'number') return Response.json({ errors: [{ message: 'Not found' }] }, { status: 404 });
      const doc = await restore(req, id);
      return Response.json({ ...(doc as object), message: req.t('version:restoredSuccessfully') });
    },
  };
}

const restoreCollectionVersion = (slug: string) => (req: PayloadRequest, id: number | string) =>
  restoreVersionOperation({ id, collection: req.payload.collections[slug as 'pages'], depth: 0, draft: true, req });

/**
 * Who saved this version: set from the signed-in staff member on every save, so each version in
 * the history names its author. Staff only; a save by the site itself (seed, job) leaves it as it was.
 */
export const editedByField: Field = {
  name: 'editedBy',
  type: 'relationship',
  relationTo: 'users',
  label: { ja: '最後に保存したスタッフ', en: 'Last saved by' },
  access: { read: ({ req }) => Boolean(req.user) },
  admin: { position: 'sidebar', readOnly: true },
  hooks: { beforeChange: [({ req, value }) => (req.user && req.user.collection === 'users' ? req.user.id : value)] },
};

const withEditedBy = (fields: Field[]): Field[] => (fields.some((field) => 'name' in field && field.name === 'editedBy') ? fields : [...fields, editedByField]);

const hasPublishDate = (fields: Field[]) => fields.some((field) => 'name' in field && field.name === 'publishedAt' && field.type === 'date');

export function withPublicationControls(collection: CollectionConfig): CollectionConfig {
  const versions = collection.versions;
  if (!versions || typeof versions !== 'object' || !versions.drafts) return collection;
  const components = collection.admin?.components;
  const edit = { Status: STATUS, ...(hasPublishDate(collection.fields) ? { PublishButton: PUBLISH } : {}), ...components?.edit };
  const endpoints = collection.endpoints === false ? false : [restoreAsDraft(restoreCollectionVersion(collection.slug)), ...(collection.endpoints ?? [])];
  const fields = withEditedBy(collection.fields);
  return { ...collection, fields, endpoints, admin: { ...collection.admin, components: { ...components, edit } } };
}

/**
 * Restores a version of a global with drafts (the site menu) as its draft, leaving the published
 * one in place. Payload's own restore writes the version into the global itself, so asking it for a
 * draft unpublishes the global (the menu vanished from the site); here the version is saved as a
 * new draft, language by language, with the editor's own access.
 */
export async function restoreGlobalVersionAsDraft(req: PayloadRequest, slug: GlobalSlug, id: number | string): Promise<object> {
  const locales = (req.payload.config.localization ? req.payload.config.localization.localeCodes : [undefined]) as ('ja' | 'en' | undefined)[];
  let saved: object = {};
  for (const locale of locales) {
    const version = await req.payload.findGlobalVersionByID({ slug, id, depth: 0, locale, fallbackLocale: false, overrideAccess: false, req });
    // The version's fields without what the global's own row keeps (its id, times and kind).
    const data = Object.fromEntries(Object.entries(version.version).filter(([name]) => !['id', 'createdAt', 'updatedAt', 'globalType'].includes(name)));
    const draft: Record<string, unknown> = { ...data, _status: 'draft' };
    saved = await req.payload.updateGlobal({ slug, data: draft, draft: true, depth: 0, locale, overrideAccess: false, req });
  }
  return saved;
}

export function withGlobalPublicationControls(global: GlobalConfig): GlobalConfig {
  const versions = global.versions;
  if (!versions || typeof versions !== 'object' || !versions.drafts) return global;
  const endpoints = global.endpoints === false ? false : [restoreAsDraft((req, id) => restoreGlobalVersionAsDraft(req, global.slug as GlobalSlug, id)), ...(global.endpoints ?? [])];
  const fields = withEditedBy(global.fields);
  return { ...global, fields, endpoints };
}

export const publicationControls: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map(withPublicationControls),
  globals: (config.globals ?? []).map(withGlobalPublicationControls),
});
