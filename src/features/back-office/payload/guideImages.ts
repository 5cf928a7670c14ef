import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { Endpoint } from 'payload';

import { GUIDE_PICTURE, PICTURES } from '../ui/guide';

/**
 * GET /api/guide-images/{ja|en}/{name}.png: the staff guide's pictures of /admin
 * (docs/images/staff-guide), for /admin/guide, to signed-in staff only, as the guide itself.
 */
export const guideImages: Endpoint = {
  path: '/guide-images/:language/:file',
  method: 'get',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') return Response.json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 });
    const name = `${String(req.routeParams?.language ?? '')}/${String(req.routeParams?.file ?? '')}`;
    if (!GUIDE_PICTURE.test(name)) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
    try {
      const body = await readFile(path.join(process.cwd(), 'docs', PICTURES, name));
      return new Response(new Uint8Array(body), { headers: { 'content-type': 'image/png', 'cache-control': 'private, max-age=3600' } });
    } catch {
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
    }
  },
};
