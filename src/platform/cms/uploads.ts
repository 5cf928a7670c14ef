import { stat } from 'node:fs/promises';
import path from 'node:path';

import type { UploadConfig } from 'payload';

import { objectStorage } from './objectStorage';

type Handler = NonNullable<UploadConfig['handlers']>[number];

/**
 * A file asked for by a name that is not on disk answers 404, without logging where it was
 * looked for (Payload answers 500 and logs the server path). Names that would leave the folder
 * answer 404 as well.
 */
export function missingFileNotFound(staticDir: string): Handler {
  const root = path.resolve(staticDir);
  // Payload's type wants Promise<Response> or Promise<void>; undefined lets Payload serve the file.
  return (async (_req, { params }) => {
    const file = path.resolve(root, params.filename);
    const inside = file.startsWith(root + path.sep);
    const found =
      inside &&
      (await stat(file).then(
        (s) => s.isFile(),
        () => false,
      ));
    if (found) return undefined;
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'cache-control': 'no-store' } });
  }) as Handler;
}

/**
 * The handlers of an upload collection kept in `staticDir`: on disk, a missing name answers 404
 * as above; in object storage, the storage adapter serves each file and answers for a missing one.
 */
export function uploadHandlers(staticDir: string): Handler[] {
  return objectStorage() ? [] : [missingFileNotFound(staticDir)];
}
