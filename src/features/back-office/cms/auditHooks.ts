import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Config, GlobalAfterChangeHook, PayloadRequest } from 'payload';

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

function publicationAction(doc: Doc, previousDoc: Doc | undefined, req: PayloadRequest): AuditAction | null {
  if (isDraftSave(req)) return null;
  if (doc._status === 'published') {
    const at = typeof doc.publishedAt === 'string' ? doc.publishedAt : null;
    return at && at > new Date().toISOString() ? 'scheduled' : 'published';
  }
  if (doc._status === 'draft' && previousDoc?._status === 'published') return 'unpublished';
  return null;
}

const changed = (before: unknown, after: unknown) => (before ?? null) !== (after ?? null);

function afterChangeFor(config: CollectionConfig): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, req, operation }) => {
    if (!byStaff(req)) return doc;
    const current = doc as Doc;
    const previous = (operation === 'update' ? previousDoc : undefined) as Doc | undefined;
    const entry = { user: req.user, targetCollection: config.slug, documentId: current.id };
    if (config.versions && typeof config.versions === 'object' && config.versions.drafts) {
      const action = publicationAction(current, previous, req);
      if (action) {
        await recordAudit(req.payload, { ...entry, action, summary: summaryOf(config, current), detail: action === 'scheduled' ? { publishedAt: current.publishedAt } : undefined }, req);
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
  await recordAudit(req.payload, { action: 'settingsChanged', summary: `${label.ja ?? global.slug} / ${label.en ?? global.slug}`, user: req.user, targetCollection: global.slug }, req);
  return doc;
};

/** The collections whose deletion is recorded: what the public reads and the directories. */
const recordsDeletion = (config: CollectionConfig) =>
  Boolean(config.versions && typeof config.versions === 'object' && config.versions.drafts) || ['accredited-bodies', 'users', 'files', 'media'].includes(config.slug);

/** Globals whose changes are settings (recorded): the rest are content, kept in their versions. */
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
      if (collection.slug === 'audit-log' || collection.slug === 'import-runs') return collection;
      return {
        ...collection,
        hooks: {
          ...collection.hooks,
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
