/**
 * What the site's own server (src/http-server) and its guards know of Next's protocol between its
 * client, its server and its build: the names of its request headers, its own addresses, the
 * form fields of a server action. They are Next's internals, not its documented API, so they are
 * written here once, and `nextProtocol.contract.test.ts` reads them back from the installed Next:
 * an upgrade that renames one fails that test, not a page in production.
 */

/** Request headers Next's client router sends when it asks for a page's React data, not a document. */
export const NEXT_CLIENT_HEADERS = {
  /** A request for the React Server Components payload of a page. */
  rsc: 'rsc',
  /** The router's state, sent with navigations and refreshes. */
  stateTree: 'next-router-state-tree',
  /** A prefetch of a page the visitor may open. */
  prefetch: 'next-router-prefetch',
  /** A server action's call from the browser. */
  action: 'next-action',
} as const;

type Headers = Record<string, string | string[] | undefined>;

/** Whether a request comes from Next's client (any of `kinds`), rather than a browser asking for a document. */
export function fromNextClient(headers: Headers, kinds: (keyof typeof NEXT_CLIENT_HEADERS)[] = ['rsc', 'stateTree', 'prefetch', 'action']): boolean {
  return kinds.some((kind) => headers[NEXT_CLIENT_HEADERS[kind]] !== undefined);
}

/** The query parameter Next's client adds to its own fetch of a page (a hash of the router's state). */
export const NEXT_RSC_QUERY = '_rsc';

/** Next's own addresses: the build's files, and the Pages Router's data of a page. */
export const NEXT_PATHS = { root: '/_next/', static: '/_next/static/', data: '/_next/data/' } as const;

/** The form fields a server action's post carries (`$ACTION_ID_…`, `$ACTION_REF_1`, `$ACTION_1:0`). */
export const SERVER_ACTION_FIELD = '$ACTION_';
export const isServerActionPost = (fieldNames: Iterable<string>) => [...fieldNames].some((name) => name.startsWith(SERVER_ACTION_FIELD));

/** The prefix of the headers Next sets on its answers (`x-nextjs-cache`, `x-nextjs-prerender`…). */
export const NEXT_ANSWER_HEADER = 'x-nextjs-';

/** The id of the empty document Next renders for an error thrown by a page. */
export const NEXT_ERROR_SHELL_ID = '__next_error__';
