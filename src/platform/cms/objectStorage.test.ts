import { describe, expect, it } from 'vitest';

import { objectStorage, objectStorageProblems } from './objectStorage';

describe('object storage settings', () => {
  it('keeps files on disk unless a bucket is named', () => {
    expect(objectStorage({})).toBeNull();
    expect(objectStorage({ S3_BUCKET: '  ' })).toBeNull();
  });

  it('reads Amazon S3 with an instance role (no keys, virtual-hosted addresses, the SDK’s checksums)', () => {
    expect(objectStorage({ S3_BUCKET: 'jab-uploads', S3_REGION: 'ap-northeast-1' })).toEqual({
      bucket: 'jab-uploads',
      prefix: '',
      config: { region: 'ap-northeast-1', forcePathStyle: false },
    });
  });

  it('reads another S3-compatible store: its address, path-style, keys, checksums only where required, a folder', () => {
    const storage = objectStorage({
      S3_BUCKET: 'site',
      S3_ENDPOINT: 'https://s3.example.jp',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: '/production/',
    });
    expect(storage).toEqual({
      bucket: 'site',
      prefix: 'production',
      config: {
        region: 'us-east-1',
        endpoint: 'https://s3.example.jp',
        forcePathStyle: true,
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    });
    expect(objectStorage({ S3_BUCKET: 'site', S3_ENDPOINT: 'https://x.r2.example', S3_FORCE_PATH_STYLE: '0' })?.config.forcePathStyle).toBe(false);
  });

  it('refuses half a key pair and an endpoint that is not an address', () => {
    expect(objectStorageProblems({ S3_BUCKET: 'site', S3_ACCESS_KEY_ID: 'id' })).toHaveLength(1);
    expect(objectStorageProblems({ S3_BUCKET: 'site', S3_ENDPOINT: 's3.example.jp' })).toHaveLength(1);
    expect(objectStorageProblems({ S3_BUCKET: 'site', S3_ENDPOINT: 'https://s3.example.jp', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 's' })).toEqual([]);
    expect(objectStorageProblems({ S3_ACCESS_KEY_ID: 'id' })).toEqual([]);
  });
});
