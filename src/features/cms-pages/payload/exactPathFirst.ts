import type { CollectionAfterOperationHook, Where } from 'payload';

/**
 * A search for an address in the pages list finds that page first. Staff search the pages by
 * title or address (listSearchableFields); the list is in order of address, so a search for
 * `/accreditation` listed `/about_jab/accreditation` before `/accreditation` itself. When the
 * search is an address (it starts with `/`) and a page has exactly that address, the page is put
 * first on the first page of the list and left out of the page it would otherwise be on (the
 * first page then shows one more row). Lists the staff sorted by another column stay as sorted.
 */

/** The address a search names: the value of a `like` (or `contains`) condition on `path` that starts with `/`. */
export function searchedPath(where: Where | undefined): string | null {
  if (!where) return null;
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      for (const inner of value) {
        const found = searchedPath(inner);
        if (found) return found;
      }
    } else if (key === 'path' && value && typeof value === 'object') {
      const term: unknown = Reflect.get(value, 'like') ?? Reflect.get(value, 'contains');
      if (typeof term === 'string' && term.trim().startsWith('/')) return term.trim().replace(/(.)\/+$/, '$1');
    }
  }
  return null;
}

const inAddressOrder = (sort: unknown) => sort === undefined || sort === 'path' || (Array.isArray(sort) && sort.length === 1 && sort[0] === 'path');

export const exactPathFirst: CollectionAfterOperationHook<'pages'> = async ({ args, operation, req, result }) => {
  if (operation !== 'find') return result;
  const path = searchedPath(args.where);
  // A list that reads no addresses cannot tell which row is the page.
  if (!path || !inAddressOrder(args.sort) || (args.select && !('path' in args.select))) return result;
  const at = result.docs.findIndex((doc) => doc.path === path);
  if ((args.page ?? 1) > 1) {
    // Shown first on the first page: not again here.
    return at < 0 ? result : { ...result, docs: result.docs.filter((_, i) => i !== at) };
  }
  if (at === 0) return result;
  if (at > 0) return { ...result, docs: [result.docs[at]!, ...result.docs.filter((_, i) => i !== at)] };
  // Further down the list: read with the same conditions, access and language as the list.
  const exact = await req.payload.find({
    collection: 'pages',
    where: { and: [args.where ?? {}, { path: { equals: path } }] },
    limit: 1,
    pagination: false,
    depth: args.depth,
    draft: args.draft,
    // The list's own language, kept: Payload sets the request's languages from what a call is given.
    locale: req.locale,
    fallbackLocale: req.fallbackLocale,
    overrideAccess: args.overrideAccess,
    select: args.select,
    populate: args.populate,
    showHiddenFields: args.showHiddenFields,
    req,
  });
  return exact.docs[0] ? { ...result, docs: [exact.docs[0], ...result.docs] } : result;
};
