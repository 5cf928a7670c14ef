import type { CollectionAfterChangeHook, Field } from 'payload';

import { executeInRequest } from '@/platform/db/payloadSql';
import { pagePath } from '../path';

type PageDoc = { id?: number | string; path?: string | null; _status?: string | null };

/**
 * A page's parent, which places it in the site's addresses (`/about/basic` under `/about`). The
 * public breadcrumbs are read from the site tree and the pages' paths when a page is shown, so
 * nothing is stored on the children: publishing a parent writes a version of that page alone.
 */
export const parentField: Field = {
  name: 'parent',
  type: 'relationship',
  relationTo: 'pages',
  maxDepth: 1,
  label: { ja: '親ページ', en: 'Parent page' },
  admin: {
    position: 'sidebar',
    description: { ja: 'このページを置く上位のページ。アドレスは親ページのアドレスにスラッグを続けたものです。', en: 'The page this one sits under. Its address is the parent’s address followed by its slug.' },
  },
  filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
  // A page cannot sit under itself or under one of its own descendants: the addresses would loop.
  validate: async (value: unknown, { id, req }: { id?: number | string; req: { payload: { findByID(args: object): Promise<unknown> } } }) => {
    const parentId = value && typeof value === 'object' ? (value as { id?: number | string }).id : (value as number | string | null | undefined);
    if (!parentId || id === undefined) return true;
    if (String(parentId) === String(id)) return '自分自身は親ページにできません / A page cannot be its own parent';
    const [own, parent] = (await Promise.all(
      [id, parentId].map((pageId) => req.payload.findByID({ collection: 'pages', id: pageId, depth: 0, draft: true, select: { path: true } }).catch(() => null)),
    )) as (PageDoc | null)[];
    if (own?.path && parent?.path && own.path !== '/' && parent.path.startsWith(`${own.path}/`)) {
      return 'このページの下にあるページは親ページにできません / A page below this one cannot be its parent';
    }
    return true;
  },
};

/**
 * When a published page's address changes (a new slug or parent), the addresses of the pages
 * below it follow, written straight to their rows: the children keep their versions and their
 * authors, and the audit trail names only the page the editor saved. Their latest versions
 * follow too, so a draft opened afterwards shows the address it will have. Each child's address
 * is worked out from its own slug under its parent's; a child already right is not touched, nor
 * are the pages below it.
 */
export const moveDescendants: CollectionAfterChangeHook = async ({ doc, req }) => {
  const page = doc as PageDoc;
  if (page._status !== 'published' || !page.path || page.id === undefined) return doc;
  const queue: { id: number | string; path: string }[] = [{ id: page.id, path: page.path }];
  for (let guard = 0; queue.length > 0 && guard < 10_000; guard++) {
    const parent = queue.shift()!;
    const children = await req.payload.find({
      collection: 'pages',
      where: { parent: { equals: parent.id } },
      depth: 0,
      draft: false,
      pagination: false,
      overrideAccess: true,
      select: { slug: true, path: true },
      req,
    });
    for (const child of children.docs as (PageDoc & { slug?: string })[]) {
      if (!child.slug || child.id === undefined) continue;
      const path = pagePath(parent.path, child.slug);
      if (child.path !== path) {
        await executeInRequest(req.payload, req, { sql: 'UPDATE pages SET path = ? WHERE id = ?', args: [path, Number(child.id)] });
        await executeInRequest(req.payload, req, { sql: 'UPDATE _pages_v SET version_path = ? WHERE parent_id = ? AND latest = true', args: [path, Number(child.id)] });
        // Its own children's addresses were worked out from the old one.
        queue.push({ id: child.id, path });
      }
    }
  }
  return doc;
};
