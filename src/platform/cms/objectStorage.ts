/**
 * Where uploaded files (media, attachments, certificate PDFs) are kept: a folder under DATA_DIR by
 * default, or an S3-compatible bucket when S3_BUCKET is set, so that several app servers serve the
 * same files without sharing a disk (Amazon S3, Cloudflare R2, MinIO, a provider's object storage).
 * Payload's own adapter (@payloadcms/storage-s3) writes and reads the files; their addresses stay
 * the site's (`/api/media/file/…`), so access rules and links are the same either way.
 *
 *   S3_BUCKET             the bucket (turns object storage on)
 *   S3_REGION             its region (default us-east-1; `auto` for R2)
 *   S3_ENDPOINT           the service's address, for a store other than Amazon S3
 *   S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY
 *                         the credentials; without them, the SDK's own chain (an instance role)
 *   S3_FORCE_PATH_STYLE   `1` for path-style addresses (default when S3_ENDPOINT is set)
 *   S3_PREFIX             a folder inside the bucket (default none)
 */

export type ObjectStorage = {
  bucket: string;
  prefix: string;
  config: {
    region: string;
    endpoint?: string;
    forcePathStyle: boolean;
    credentials?: { accessKeyId: string; secretAccessKey: string };
    requestChecksumCalculation?: 'WHEN_REQUIRED';
    responseChecksumValidation?: 'WHEN_REQUIRED';
  };
};

/** The object storage the environment names, or null for files on this server's disk. */
export function objectStorage(env: Record<string, string | undefined> = process.env): ObjectStorage | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  return {
    bucket,
    prefix: (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
    config: {
      region: env.S3_REGION?.trim() || 'us-east-1',
      ...(endpoint ? { endpoint } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' : Boolean(endpoint),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      // Stores other than Amazon S3 do not all take the checksums the SDK now adds to every
      // request; they are sent and checked where the protocol requires them only.
      ...(endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const } : {}),
    },
  };
}

/** What is wrong with the object-storage settings, for the production start checks. */
export function objectStorageProblems(env: Record<string, string | undefined> = process.env): string[] {
  if (!env.S3_BUCKET?.trim()) return [];
  const problems: string[] = [];
  if (Boolean(env.S3_ACCESS_KEY_ID?.trim()) !== Boolean(env.S3_SECRET_ACCESS_KEY?.trim()))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: give both, or neither (an instance role).');
  if (env.S3_ENDPOINT && !/^https?:\/\/[^/]+/.test(env.S3_ENDPOINT)) problems.push('S3_ENDPOINT must be an address such as https://s3.example.jp.');
  return problems;
}
