import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fileStore, type FileStore } from './store';
import { checkedKey } from './types';

const work = mkdtempSync(path.join(tmpdir(), 'site-files-'));
const BUCKET = 'site-files';
let s3: S3rver;
let endpoint = '';

beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
});
afterAll(async () => {
  await s3.close();
  rmSync(work, { recursive: true, force: true });
});

/** A file on this machine's disk to put, as a snapshot job leaves one. */
function localFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(work, 'made-')), 'file.gz');
  writeFileSync(file, text);
  return file;
}

const readAll = async (store: FileStore, key: string) => {
  const found = await store.read(key);
  return found && { size: found.size, text: await new Response(found.body).text() };
};

/** The same behaviour from both stores: the site's disk, and an S3-compatible bucket (s3rver stands in for one). */
const stores: [string, () => FileStore][] = [
  ['on DATA_DIR', () => fileStore('open-data', { DATA_DIR: path.join(work, 'data') })],
  [
    'in an S3-compatible bucket',
    () => fileStore('open-data', { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_PREFIX: 'site' }),
  ],
];

describe.each(stores)('files %s', (_, make) => {
  it('takes a finished file, reads it back whole, replaces it, and deletes it (a missing one too)', async () => {
    const store = make();
    const file = localFile('first');
    await store.putFile('snapshots/a/2026-12-08-x.csv.gz', file, 'application/gzip');
    expect(readdirSync(path.dirname(file))).toEqual([]);
    expect(await readAll(store, 'snapshots/a/2026-12-08-x.csv.gz')).toEqual({ size: 5, text: 'first' });
    await store.putFile('snapshots/a/2026-12-08-x.csv.gz', localFile('second!'), 'application/gzip');
    expect(await readAll(store, 'snapshots/a/2026-12-08-x.csv.gz')).toEqual({ size: 7, text: 'second!' });
    expect(await store.read('snapshots/a/none.csv.gz')).toBeNull();
    await store.remove('snapshots/a/2026-12-08-x.csv.gz');
    expect(await store.read('snapshots/a/2026-12-08-x.csv.gz')).toBeNull();
    await store.remove('snapshots/a/2026-12-08-x.csv.gz');
  });
});

describe('the stores', () => {
  it('keep the files under DATA_DIR/{folder}, or under S3_PREFIX/{folder} in the bucket', () => {
    expect(fileStore('open-data', { DATA_DIR: '/srv/site' }).where).toBe('/srv/site/open-data');
    expect(fileStore('open-data', { S3_BUCKET: 'b', S3_PREFIX: '/p/' }).where).toBe('s3://b/p/open-data');
  });

  it('take no key that could leave their folder', () => {
    expect(checkedKey('snapshots/x/2026-12-08-ab.ndjson.gz')).toBe('snapshots/x/2026-12-08-ab.ndjson.gz');
    for (const key of ['../x', 'a/../../b', '/etc/passwd', 'a//b', 'a/./b', 'a b', '']) expect(() => checkedKey(key), key).toThrow();
  });
});
