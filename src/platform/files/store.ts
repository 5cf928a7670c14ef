import '#server-only';

/**
 * Files the site makes itself and serves later (the open data's daily snapshots), kept where the
 * uploads are: in the S3-compatible bucket when S3_BUCKET is set (platform/cms/objectStorage.ts),
 * under DATA_DIR otherwise, so that every app server reads what any of them wrote. Payload's
 * storage adapter keeps the files of its upload collections only; these are no uploads.
 */

import path from 'node:path';

import { objectStorage } from '../cms/objectStorage';
import { localFileStore } from './local';
import { s3FileStore } from './s3';
import type { FileStore } from './types';

export type { FileStore, StoredFile } from './types';

/** The store of one folder (`open-data`): `DATA_DIR/{folder}/…`, or `{S3_PREFIX}/{folder}/…` in the bucket. */
export function fileStore(folder: string, env: Record<string, string | undefined> = process.env): FileStore {
  const bucket = objectStorage(env);
  return bucket ? s3FileStore(bucket, folder) : localFileStore(path.join(path.resolve(env.DATA_DIR ?? 'data'), folder));
}
