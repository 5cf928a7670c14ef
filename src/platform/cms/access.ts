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
