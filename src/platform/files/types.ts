/** What every file store is (./store.ts chooses one): the operations, and the keys they take. */

/** A stored file as it is read: its bytes as a stream, and how many there are. */
export type StoredFile = { body: ReadableStream<Uint8Array>; size: number };

export type FileStore = {
  /** Where the files are, for logs and messages (a folder, or `s3://bucket/prefix`). */
  where: string;
  /**
   * Moves a finished file of this machine's disk into the store under `key` (`a/b.csv.gz`),
   * replacing any file of that key; the local file is gone afterwards. A reader sees the old
   * file or the new one, never a part.
   */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The file of `key`, or null when there is none. */
  read(key: string): Promise<StoredFile | null>;
  /** Deletes the file of `key`; one already gone is no error. */
  remove(key: string): Promise<void>;
};

/** A key as the stores take it: segments of letters, digits, `.`, `_` and `-`, none of them `.` or `..`. */
export function checkedKey(key: string): string {
  const segments = key.split('/');
  if (!segments.every((s) => /^[\w.-]+$/.test(s) && s !== '.' && s !== '..')) throw new Error(`Not a file key: ${JSON.stringify(key)}`);
  return key;
}
