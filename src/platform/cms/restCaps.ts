import { MAX_ROW_ID, rowId } from '@/platform/query/rowId';
import { type CollectionBeforeOperationHook, type CollectionConfig, NotFound } from 'payload';

import { wellFormedQueries } from './queryGuard';

/** At most this many documents per page to an anonymous REST client. */
export const ANONYMOUS_PAGE_LIMIT = 100;

/**
 * Anonymous reads through the REST API get one page of at most 100 documents, with relations
 * one level deep: `limit=0`, `pagination=false` or `depth=10` would hand a whole collection, and
 * everything it links to, to anyone who asks. Staff in /admin and the site's own queries (the
 * local API) are not affected.
 */
export const capAnonymousRestReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || req.user || req.payloadAPI !== 'REST') return args;
  const limit = Number((args as { limit?: unknown }).limit);
  return {
    ...args,
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, ANONYMOUS_PAGE_LIMIT) : 10,
    pagination: true,
    depth: Math.min(Number.isInteger(Number(args.depth)) ? Number(args.depth) : 1, 1),
  };
};

/**
 * Documents have whole-number ids (SQLite and PostgreSQL serials): any other id in an address
 * (`/api/pages/abc`, `GET /api/accredited-bodies/import`) names no document and answers 404,
 * instead of reaching the database as a value it cannot compare.
 */
export const wholeNumberIds: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id;
  if (id === undefined || id === null) return args;
  // Payload turns the address's id into a number first: `abc` arrives as NaN.
  if (typeof id === 'number' ? Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID : rowId(String(id)) !== null) return args;
  throw new NotFound(req.t);
};

/** Adds the query check, the id check and the cap to every collection of the configuration. */
export const withRestCaps = (collections: CollectionConfig[]): CollectionConfig[] =>
  collections.map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [wellFormedQueries, wholeNumberIds, capAnonymousRestReads, ...(collection.hooks?.beforeOperation ?? [])] },
  }));
