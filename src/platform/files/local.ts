import '#server-only';

import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

import { checkedKey, type FileStore } from './types';

const errorCode = (error: unknown) => (error && typeof error === 'object' && 'code' in error ? String(error.code) : '');

/**
 * Files in a folder of this machine (DATA_DIR/{folder}): the store of one server, or of several
 * that share the folder. A file is renamed into place, so a reader never opens half of one.
 */
export function localFileStore(root: string): FileStore {
  const full = (key: string) => path.join(root, checkedKey(key));
  return {
    where: root,
    async putFile(key, file) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(file, target);
      } catch (error) {
        // Another disk (the system's temporary folder): copied beside the target first, then renamed.
        if (errorCode(error) !== 'EXDEV') throw error;
        const part = `${target}.${randomBytes(6).toString('hex')}.part`;
        try {
          await copyFile(file, part);
          await rename(part, target);
        } finally {
          await rm(part, { force: true });
        }
        await rm(file, { force: true });
      }
    },
    async read(key) {
      let handle;
      try {
        handle = await open(full(key), 'r');
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return null;
        throw error;
      }
      // Read through the open handle: a file deleted meanwhile (the 90-day pruning) is still read whole.
      const { size } = await handle.stat();
      return { size, body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array> };
    },
    async remove(key) {
      await rm(full(key), { force: true });
    },
  };
}
