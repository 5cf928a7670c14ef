import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Payload } from 'payload';

/** A Payload instance on a fresh, migrated SQLite file in a temporary folder. */
export async function startTestPayload(): Promise<{ payload: Payload; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-int-'));
  process.env.DATA_DIR = dir;
  process.env.DATABASE_URL = `file:${path.join(dir, 'site.db')}`;
  process.env.PAYLOAD_SECRET = 'integration-tests-only';
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@/cms/payload.config')]);
  const payload = await getPayload({ config });
  await payload.db.migrate();
  return {
    payload,
    stop: async () => {
      await payload.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
