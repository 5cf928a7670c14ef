import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openSqlClient } from '@/platform/db/client';
import { startTestPostgresPayload } from '@tests/support/payload';

// PostgreSQL compiled Payload's read of the site's navigation with JIT (about 900 ms at 10^5
// certificates, 6–7 s each under eight clients, and pages failed): every session the site opens
// runs without it (platform/db/client.ts, POSTGRES_SESSION_OPTIONS). TEST_POSTGRES_URL names a
// server where the tests may create and drop databases; .ci/run starts one.
if (process.env.TEST_POSTGRES_URL) {
  describe('PostgreSQL sessions of the site', () => {
    let started: Awaited<ReturnType<typeof startTestPostgresPayload>>;
    beforeAll(async () => {
      started = await startTestPostgresPayload();
    }, 120_000);
    afterAll(async () => {
      await started?.stop();
    });

    it("run Payload's reads without JIT compilation, whatever the server's default", async () => {
      const pool = (
        started.payload.db as unknown as {
          pool: {
            query(sql: string): Promise<{ rows: Record<string, string>[] }>;
          };
        }
      ).pool;
      // The server's own default is PostgreSQL's (on), so "off" below comes from the site; a server
      // configured with jit = off would make this test prove nothing.
      const plain = new pg.Client({
        connectionString: process.env.TEST_POSTGRES_URL,
      });
      await plain.connect();
      try {
        expect((await plain.query<{ jit: string }>('SHOW jit')).rows[0]?.jit).toBe('on');
      } finally {
        await plain.end();
      }
      expect((await pool.query('SHOW jit')).rows[0]?.jit).toBe('off');
      // And the navigation is still read whole through that pool.
      const navigation = await started.payload.findGlobal({
        slug: 'navigation',
        depth: 0,
      });
      expect(navigation).toHaveProperty('columns');
    });

    it("run the directories' own connections without it too", async () => {
      const client = openSqlClient(process.env.TEST_POSTGRES_URL!);
      try {
        expect((await client.query<{ jit: string }>('SHOW jit'))[0]?.jit).toBe('off');
        // And plan as on memory or SSD: a one-character keyword through its index, not a scan of the table.
        expect((await client.query<{ random_page_cost: string }>('SHOW random_page_cost'))[0]?.random_page_cost).toBe('1.1');
      } finally {
        await client.close();
      }
    });
  });
} else {
  describe('PostgreSQL sessions of the site', () => it.skip('needs TEST_POSTGRES_URL (set by .ci/run)', () => undefined));
}
