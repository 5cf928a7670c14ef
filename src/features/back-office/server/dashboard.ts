import type { Payload, Where } from 'payload';

import { rolesOf, type StaffRole } from '@/platform/cms/access';

import { importDirectories, type ImportDirectory } from '../payload/importRuns';

/** The collections with drafts and a publish date (scheduling). Pages have drafts only. */
export const PUBLISHED_COLLECTIONS = ['pages', 'news', 'public-comments', 'document-revisions', 'documents', 'job-postings'] as const;
const SCHEDULED_COLLECTIONS = PUBLISHED_COLLECTIONS.filter((slug) => slug !== 'pages');
export const SUBMISSION_COLLECTIONS = ['inquiries', 'complaints'] as const;

type Slug = (typeof PUBLISHED_COLLECTIONS)[number] | (typeof SUBMISSION_COLLECTIONS)[number];

/** A `where` as Payload's list reads it from the address (qs brackets: where[or][0][and][0][field][op]=value). */
function whereParams(value: unknown, prefix: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => whereParams(item, `${prefix}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => whereParams(inner, `${prefix}[${key}]`));
  return [`${prefix}=${encodeURIComponent(String(value))}`];
}

/** A filtered list in /admin. */
export function listHref(slug: string, where: Where): string {
  const params = whereParams(where, 'where');
  return `/admin/collections/${slug}${params.length ? `?${params.join('&')}` : ''}`;
}

export type Waiting = {
  slug: Slug;
  count: number;
  oldest: { id: number | string; receiptNumber: string; title: string; status: string; createdAt: string; ageHours: number }[];
  href: string;
};
export type FailedMail = { slug: Slug; count: number; href: string };
export type Drafts = { slug: Slug; drafts: number; draftsHref: string; scheduled: { id: number | string; title: string; publishedAt: string }[]; scheduledHref: string };
export type LastImport = {
  directory: ImportDirectory;
  run: { id: number | string; createdAt: string; byName: string; ok: boolean; rows: number; created: number; updated: number; unchanged: number; refused: number } | null;
  href: string;
};
export type RecentAudit = { id: number | string; createdAt: string; action: string; actorName: string; summary: string };

export type DashboardData = {
  roles: StaffRole[];
  waiting?: Waiting[];
  failedMail?: FailedMail[];
  drafts?: Drafts[];
  imports?: LastImport[];
  audit?: RecentAudit[];
  retention?: { lastRunOn: string | null; lastRunReport: string | null };
};

const OPEN: Where = { status: { not_equals: 'handled' } };

/** A delivery that failed and waits for its next try (the outbox retries it). */
const failedWhere = (): Where => ({
  or: ['staffMail', 'acknowledgementMail'].map((mail) => ({ and: [{ [`${mail}.status`]: { in: ['pending', 'sending'] } }, { [`${mail}.attempts`]: { greater_than: 0 } }] })),
});

async function waiting(payload: Payload, slug: (typeof SUBMISSION_COLLECTIONS)[number], now: Date): Promise<Waiting> {
  const { docs, totalDocs } = await payload.find({ collection: slug, where: OPEN, sort: 'createdAt', limit: 5, depth: 0, overrideAccess: true });
  return {
    slug,
    count: totalDocs,
    oldest: docs.map((doc) => ({
      id: doc.id,
      receiptNumber: String(doc.receiptNumber ?? ''),
      title: String((slug === 'inquiries' ? ('subject' in doc ? doc.subject : undefined) : 'targetName' in doc ? doc.targetName : undefined) ?? ''),
      status: String(doc.status ?? ''),
      createdAt: String(doc.createdAt),
      ageHours: Math.max(0, Math.floor((now.getTime() - new Date(String(doc.createdAt)).getTime()) / 3_600_000)),
    })),
    href: listHref(slug, { status: { not_equals: 'handled' } }),
  };
}

async function failedMail(payload: Payload, slug: (typeof SUBMISSION_COLLECTIONS)[number]): Promise<FailedMail> {
  const { totalDocs } = await payload.count({ collection: slug, where: failedWhere(), overrideAccess: true });
  return { slug, count: totalDocs, href: listHref(slug, failedWhere()) };
}

async function drafts(payload: Payload, slug: (typeof PUBLISHED_COLLECTIONS)[number], now: string): Promise<Drafts> {
  const scheduledWanted = (SCHEDULED_COLLECTIONS as readonly string[]).includes(slug);
  const [{ totalDocs }, scheduled] = await Promise.all([
    payload.count({ collection: slug, where: { _status: { equals: 'draft' } }, overrideAccess: true }),
    scheduledWanted
      ? payload.find({
          collection: slug,
          where: { and: [{ _status: { equals: 'published' } }, { publishedAt: { greater_than: now } }] },
          sort: 'publishedAt',
          limit: 5,
          depth: 0,
          locale: 'ja',
          overrideAccess: true,
        })
      : null,
  ]);
  return {
    slug,
    drafts: totalDocs,
    draftsHref: listHref(slug, { _status: { equals: 'draft' } }),
    scheduled: (scheduled?.docs ?? []).map((doc) => ({
      id: doc.id,
      title: String(doc.title ?? ''),
      // Pages have no publish date (and are never scheduled).
      publishedAt: String('publishedAt' in doc ? doc.publishedAt : undefined),
    })),
    scheduledHref: listHref(slug, { publishedAt: { greater_than: now } }),
  };
}

async function lastImport(payload: Payload, directory: ImportDirectory): Promise<LastImport> {
  const { docs } = await payload.find({ collection: 'import-runs', where: { directory: { equals: directory } }, sort: '-createdAt', limit: 1, depth: 0, overrideAccess: true });
  const run = docs[0];
  return {
    directory,
    run: run
      ? {
          id: run.id,
          createdAt: run.createdAt,
          byName: run.byName ?? '',
          ok: Boolean(run.ok),
          rows: run.rows,
          created: run.created,
          updated: run.updated,
          unchanged: run.unchanged,
          refused: run.refused,
        }
      : null,
    href: listHref('import-runs', { directory: { equals: directory } }),
  };
}

/**
 * What needs doing, for the roles the staff member holds: each part is read only for a role
 * that may see it (the reads bypass access control, so the role check here is the guard).
 */
export async function dashboardData(payload: Payload, user: unknown, now = new Date()): Promise<DashboardData> {
  const roles = rolesOf(user);
  const has = (role: StaffRole) => roles.includes(role);
  const data: DashboardData = { roles };
  const jobs: Promise<unknown>[] = [];
  if (has('inquiries')) {
    jobs.push(Promise.all(SUBMISSION_COLLECTIONS.map((slug) => waiting(payload, slug, now))).then((w) => (data.waiting = w)));
  }
  if (has('inquiries') || has('admin')) {
    jobs.push(Promise.all(SUBMISSION_COLLECTIONS.map((slug) => failedMail(payload, slug))).then((f) => (data.failedMail = f)));
  }
  if (has('editor')) {
    jobs.push(Promise.all(PUBLISHED_COLLECTIONS.map((slug) => drafts(payload, slug, now.toISOString()))).then((d) => (data.drafts = d)));
  }
  if (has('directory') || has('admin')) {
    jobs.push(Promise.all(importDirectories.map((d) => lastImport(payload, d))).then((i) => (data.imports = i)));
  }
  if (has('admin')) {
    jobs.push(
      payload
        .find({ collection: 'audit-log', sort: '-createdAt', limit: 8, depth: 0, overrideAccess: true })
        .then(({ docs }) => (data.audit = docs.map((d) => ({ id: d.id, createdAt: d.createdAt, action: d.action, actorName: d.actorName ?? '', summary: d.summary })))),
    );
    jobs.push(
      payload
        .findGlobal({ slug: 'retention', depth: 0, overrideAccess: true })
        .then((r) => (data.retention = { lastRunOn: r.lastRunOn ?? null, lastRunReport: r.lastRunReport ?? null })),
    );
  }
  await Promise.all(jobs);
  return data;
}
