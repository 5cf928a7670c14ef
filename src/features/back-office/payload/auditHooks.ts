import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, CollectionConfig, Config, GlobalAfterChangeHook, PayloadRequest } from 'payload';

import { recordAudit } from '../server/audit';
import type { AuditAction } from './auditLog';

type Doc = Record<string, unknown> & { id?: number | string };

/** The fields whose change is a change of an accredited body's status. */
const BODY_STATUS_FIELDS = ['suspensionStart', 'suspensionEnd', 'endedOn', 'endKind', 'expiryDate'] as const;

const SUBMISSIONS = ['inquiries', 'complaints'];

const labelOf = (config: CollectionConfig): { ja: string; en: string } => {
  const singular = config.labels?.singular;
  if (singular && typeof singular === 'object') {
    const labels = singular as Record<string, string>;
    return { ja: labels.ja ?? config.slug, en: labels.en ?? config.slug };
  }
  return { ja: config.slug, en: config.slug };
};

/** A document's title as the list shows it (the current language's, for a localized title). */
function titleOf(config: CollectionConfig, doc: Doc): string {
  const field = config.admin?.useAsTitle ?? 'id';
  const value = doc[field];
  if (value && typeof value === 'object') {
    const text = value as Record<string, unknown>;
    return String(text.ja ?? text.en ?? '');
  }
  return String(value ?? doc.id ?? '');
}

const summaryOf = (config: CollectionConfig, doc: Doc) => {
  const label = labelOf(config);
  return `${label.ja}「${titleOf(config, doc)}」 / ${label.en}`;
};

/** Only what staff do is recorded here; the site's own writes (seed, imports, jobs) record themselves. */
const byStaff = (req: PayloadRequest) => Boolean(req.user);

/** The admin's "save draft" sends ?draft=true; a save without it publishes, and `_status: 'draft'` without it unpublishes. */
const isDraftSave = (req: PayloadRequest) => {
  const draft = (req.query as Record<string, unknown> | undefined)?.draft;
  return draft === 'true' || draft === true;
};

async function publicationAction(slug: string, doc: Doc, req: PayloadRequest): Promise<AuditAction | null> {
  if (isDraftSave(req)) return null;
  if (doc._status === 'published') {
    const at = typeof doc.publishedAt === 'string' ? doc.publishedAt : null;
    return at && at > new Date().toISOString() ? 'scheduled' : 'published';
  }
  if (doc._status === 'draft' && req.context[WAS_PUBLISHED] === doc.id && doc.id !== undefined) {
    // A draft saved over a published document (the local API's `draft: true`) leaves the document
    // itself published: only a real unpublication changes the stored status.
    const stored = await req.payload.findByID({ collection: slug as 'news', id: doc.id, depth: 0, draft: false, overrideAccess: true, req, select: { _status: true } });
    return (stored as Doc | null)?._status === 'draft' ? 'unpublished' : null;
  }
  return null;
}

/** Set before a save that may unpublish: the id of the document whose stored version was published. */
const WAS_PUBLISHED = 'auditWasPublished';

/**
 * Before a save with `_status: 'draft'`, whether the document is published now. Payload hands the
 * hooks the latest version as the previous document, which is a draft whenever one was saved
 * over the published document, so the stored (published) version is read here.
 */
function beforeChangeFor(config: CollectionConfig): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, operation, req }) => {
    delete req.context[WAS_PUBLISHED];
    if (!byStaff(req) || operation !== 'update' || data._status !== 'draft' || isDraftSave(req) || !originalDoc?.id) return data;
    const stored = await req.payload.findByID({
      collection: config.slug as 'news',
      id: originalDoc.id,
      depth: 0,
      draft: false,
      overrideAccess: true,
      req,
      select: { _status: true },
    });
    if ((stored as Doc | null)?._status === 'published') req.context[WAS_PUBLISHED] = originalDoc.id;
    return data;
  };
}

const changed = (before: unknown, after: unknown) => (before ?? null) !== (after ?? null);

function afterChangeFor(config: CollectionConfig): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, req, operation }) => {
    if (!byStaff(req)) return doc;
    const current = doc as Doc;
    const previous = (operation === 'update' ? previousDoc : undefined) as Doc | undefined;
    const entry = { user: req.user, targetCollection: config.slug, documentId: current.id };
    if (drafted(config)) {
      const action = await publicationAction(config.slug, current, req);
      if (action) {
        await recordAudit(
          req.payload,
          { ...entry, action, summary: summaryOf(config, current), detail: action === 'scheduled' ? { publishedAt: current.publishedAt } : undefined },
          req,
        );
      }
    }
    if (config.slug === 'accredited-bodies') {
      const fields = BODY_STATUS_FIELDS.filter((name) => changed(previous?.[name], current[name]));
      if (fields.length && operation === 'update') {
        const detail = Object.fromEntries(fields.map((name) => [name, { before: previous?.[name] ?? null, after: current[name] ?? null }]));
        await recordAudit(req.payload, { ...entry, action: 'statusChanged', summary: `${summaryOf(config, current)} ${current.accreditationNumber ?? ''}`.trim(), detail }, req);
      }
    }
    if (SUBMISSIONS.includes(config.slug) && current.status === 'handled' && previous?.status !== 'handled') {
      await recordAudit(req.payload, { ...entry, action: 'handled', summary: `${labelOf(config).ja} ${String(current.receiptNumber)} / ${labelOf(config).en}` }, req);
    }
    if (config.slug === 'users') {
      const before = (previous?.roles as string[] | undefined) ?? [];
      const after = (current.roles as string[] | undefined) ?? [];
      if (operation === 'create' || before.slice().sort().join() !== after.slice().sort().join()) {
        await recordAudit(req.payload, { ...entry, action: 'rolesChanged', summary: `${String(current.email)}: ${after.join(', ') || '—'}`, detail: { before, after } }, req);
      }
    }
    return doc;
  };
}

function afterDeleteFor(config: CollectionConfig): CollectionAfterDeleteHook {
  return async ({ doc, req }) => {
    if (!byStaff(req)) return doc;
    await recordAudit(req.payload, { action: 'deleted', summary: summaryOf(config, doc as Doc), user: req.user, targetCollection: config.slug, documentId: (doc as Doc).id }, req);
    return doc;
  };
}

const settingsChanged: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  if (!req.user) return doc;
  const label = typeof global.label === 'object' && global.label ? (global.label as Record<string, string>) : { ja: global.slug, en: global.slug };
  await recordAudit(
    req.payload,
    { action: 'settingsChanged', summary: `${label.ja ?? global.slug} / ${label.en ?? global.slug}`, user: req.user, targetCollection: global.slug },
    req,
  );
  return doc;
};

const drafted = (config: CollectionConfig) => Boolean(config.versions && typeof config.versions === 'object' && config.versions.drafts);

/** The collections whose deletion is recorded: what the public reads and the directories. */
const recordsDeletion = (config: CollectionConfig) => drafted(config) || ['accredited-bodies', 'users', 'files', 'media'].includes(config.slug);

/** Globals whose changes are settings (recorded). The content globals (navigation, organisation …) have no versions and their changes are not recorded: see ADR 16. */
const SETTINGS_GLOBALS = ['retention'];

/**
 * Adds the audit trail's hooks to the collections and globals it watches: publication,
 * unpublication and scheduling of anything with drafts, deletions, an accredited body's status,
 * a submission marked handled, staff roles, and settings. Imports, exports and erasures are
 * recorded where they happen. Added last, so plugin-made collections are covered.
 */
export function auditTrail(config: Config): Config {
  return {
    ...config,
    collections: (config.collections ?? []).map((collection) => {
      if (['audit-log', 'import-runs', 'validity-history', 'bulk-checks'].includes(collection.slug)) return collection;
      return {
        ...collection,
        hooks: {
          ...collection.hooks,
          beforeChange: drafted(collection) ? [...(collection.hooks?.beforeChange ?? []), beforeChangeFor(collection)] : collection.hooks?.beforeChange,
          afterChange: [...(collection.hooks?.afterChange ?? []), afterChangeFor(collection)],
          afterDelete: recordsDeletion(collection) ? [...(collection.hooks?.afterDelete ?? []), afterDeleteFor(collection)] : collection.hooks?.afterDelete,
        },
      };
    }),
    globals: (config.globals ?? []).map((global) =>
      SETTINGS_GLOBALS.includes(global.slug) ? { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), settingsChanged] } } : global,
    ),
  };
}
