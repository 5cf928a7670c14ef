import '#server-only';

import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';

import type { ObjectStorage } from '../cms/objectStorage';
import { checkedKey, type FileStore } from './types';

type Sdk = typeof import('@aws-sdk/client-s3');

/** Whether the store said the object does not exist. */
const missing = (error: unknown) =>
  Boolean(error && typeof error === 'object' && (('name' in error && error.name === 'NoSuchKey') || ('$metadata' in error && (error.$metadata as { httpStatusCode?: number })?.httpStatusCode === 404)));

/**
 * Files in the S3-compatible bucket of the uploads, under `{S3_PREFIX}/{folder}/`, with the same
 * client settings as Payload's storage adapter. The SDK is loaded at the first use, so a site on
 * its own disk never loads it. A file goes up in one request with its length (up to 5 GB).
 */
export function s3FileStore(storage: ObjectStorage, folder: string): FileStore {
  let connected: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const s3 = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: new sdk.S3Client(storage.config) })));
  const Bucket = storage.bucket;
  const objectKey = (key: string) => [storage.prefix, folder, checkedKey(key)].filter(Boolean).join('/');
  return {
    where: `s3://${[Bucket, storage.prefix, folder].filter(Boolean).join('/')}`,
    async putFile(key, file, contentType) {
      const { sdk, client } = await s3();
      const { size } = await stat(file);
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: objectKey(key), Body: createReadStream(file), ContentLength: size, ContentType: contentType }));
      await rm(file, { force: true });
    },
    async read(key) {
      const { sdk, client } = await s3();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return { size: Number(object.ContentLength ?? 0), body: object.Body.transformToWebStream() as ReadableStream<Uint8Array> };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}
