import { accessOperation, type Endpoint } from 'payload';

/**
 * GET /api/access: what the signed-in staff member may do in each collection, which /admin reads.
 * Payload answers it to anyone, which hands an outsider a map of the CMS's rules (who may read
 * what, which collections exist); here it is for a signed-in staff member only. Declared before
 * Payload's own endpoint of the same address, so this one answers.
 */
export const staffOnlyAccess: Endpoint = {
  path: '/access',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: 'ログインが必要です / Sign in first' }] }, { status: 401, headers: { 'cache-control': 'no-store' } });
    return Response.json(await accessOperation({ req }), { headers: { 'cache-control': 'no-store' } });
  },
};
