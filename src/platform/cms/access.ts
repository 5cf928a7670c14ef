import type { Access, FieldAccess } from 'payload';

/** Any signed-in staff member. */
export const authenticated: Access = ({ req }) => Boolean(req.user);

export const authenticatedField: FieldAccess = ({ req }) => Boolean(req.user);

/** Staff see drafts; the public sees published documents only. */
export const publishedOrAuthenticated: Access = ({ req }) => {
  if (req.user) return true;
  return { _status: { equals: 'published' } };
};

export const anyone: Access = () => true;

/**
 * The directories: read by the site's own pages and the open JSON API (through Payload's local
 * API) and by staff, never through Payload's REST API by the public, where any filter on any
 * field of 10^6 rows could be asked for (/api/v1 is the documented way in).
 */
export const siteOrStaff: Access = ({ req }) => Boolean(req.user) || req.payloadAPI === 'local';
