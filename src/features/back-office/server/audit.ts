import type { Payload, PayloadRequest } from 'payload';

import type { AuditAction } from '../payload/auditLog';

export type AuditEntry = {
  action: AuditAction;
  /** One line a person reads in the list: "お知らせ「年末年始の休業」" / "News “Year-end closure”". */
  summary: string;
  /** The staff member who did it; none for the site's own jobs (retention, the command line). */
  user?: PayloadRequest['user'] | null;
  /** Who did it when there is no staff member ("サイトの自動処理 / site job", "command line"). */
  actorName?: string;
  targetCollection?: string;
  documentId?: string | number | null;
  detail?: Record<string, unknown>;
};

/** The name of the site's own jobs in the audit trail. */
export const SITE_JOB = 'サイトの自動処理 / site job';

/**
 * Adds one entry to the audit trail. Never fails the action it records: a failure to write is
 * logged (the action has happened; refusing it afterwards would lose the work, not the record).
 * The request is passed on, so an entry written inside an import or a save shares its transaction.
 */
export async function recordAudit(payload: Payload, entry: AuditEntry, req?: PayloadRequest): Promise<void> {
  const user = entry.user && typeof entry.user === 'object' && 'email' in entry.user ? entry.user : null;
  try {
    await payload.create({
      collection: 'audit-log',
      data: {
        action: entry.action,
        summary: entry.summary.slice(0, 500),
        actor: user ? (user.id as number) : null,
        actorName: user ? String(user.email) : (entry.actorName ?? SITE_JOB),
        targetCollection: entry.targetCollection ?? null,
        documentId: entry.documentId == null ? null : String(entry.documentId),
        detail: entry.detail ?? null,
      },
      overrideAccess: true,
      depth: 0,
      ...(req ? { req } : {}),
    });
  } catch (error) {
    payload.logger.error({ err: error, action: entry.action }, 'audit entry not written');
  }
}
