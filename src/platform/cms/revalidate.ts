import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload';

import { forgetAll } from '@/platform/memo';

type Context = { disableRevalidate?: boolean };

/**
 * Public pages are prerendered. Menus and breadcrumbs on every page are built from the site tree
 * and page titles, so a publish refreshes the whole site's cached pages (next request re-renders).
 * Seeds and bulk imports set `context.disableRevalidate`.
 */
async function revalidateEverything(context: Context, reason: string, log: (msg: string) => void) {
  forgetAll();
  if (context.disableRevalidate) return;
  try {
    const { revalidatePath } = await import('next/cache');
    revalidatePath('/', 'layout');
    log(`revalidated site after ${reason}`);
  } catch (error) {
    // Outside a Next server (CLI, tests) there is no cache to revalidate.
    if (!(error instanceof Error) || !/static generation store|invariant|outside a request/i.test(error.message)) {
      log(`revalidation skipped: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Revalidates the prerendered pages at these addresses (both languages are the caller's to list). */
export async function revalidatePaths(paths: string[], context: Context, log: (msg: string) => void) {
  forgetAll();
  if (context.disableRevalidate || paths.length === 0) return;
  try {
    const { revalidatePath } = await import('next/cache');
    for (const path of paths) revalidatePath(path);
    log(`revalidated ${paths.join(', ')}`);
  } catch (error) {
    if (!(error instanceof Error) || !/static generation store|invariant|outside a request/i.test(error.message)) {
      log(`revalidation skipped: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, collection }) => {
  const status = (doc as { _status?: string })._status;
  const previousStatus = (previousDoc as { _status?: string } | undefined)?._status;
  // Saving a draft changes nothing public, unless it unpublishes a published page.
  if (status === 'draft' && previousStatus !== 'published') return doc;
  await revalidateEverything(req.context as Context, `${collection.slug} change`, (m) => req.payload.logger.info(m));
  return doc;
};

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, collection }) => {
  await revalidateEverything(req.context as Context, `${collection.slug} delete`, (m) => req.payload.logger.info(m));
  return doc;
};

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = async ({ doc, req, global }) => {
  await revalidateEverything(req.context as Context, `${global.slug} change`, (m) => req.payload.logger.info(m));
  return doc;
};
