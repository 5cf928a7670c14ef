import type { CollectionBeforeChangeHook } from 'payload';

import { pagePath } from '../path';

type PageData = { slug?: string; parent?: number | string | { id: number | string } | null; path?: string };

/** Keeps `path` (`/about/basic/charter`) in step with the slug and the parent's path. */
export const setPath: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const page = data as PageData;
  const slug = page.slug ?? (originalDoc as PageData | undefined)?.slug;
  if (!slug) return data;
  const parentRef = 'parent' in page ? page.parent : (originalDoc as PageData | undefined)?.parent;
  const parentId = parentRef && typeof parentRef === 'object' ? parentRef.id : parentRef;
  let parentPath: string | null = null;
  if (parentId) {
    const parent = await req.payload.findByID({
      collection: 'pages',
      id: parentId,
      depth: 0,
      draft: true,
      req,
      select: { path: true },
    });
    parentPath = (parent as PageData).path ?? null;
  }
  return { ...data, path: pagePath(parentPath, slug) };
};
