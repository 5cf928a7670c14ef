import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sqlClient } from '@/features/certified-organisations/server/store';
import { openSqlClient } from '@/platform/db/client';
import { startTestPostgresPayload } from '@tests/support/payload';

// Every session the site opens runs with the settings of platform/db/client.ts
// (POSTGRES_SESSION_OPTIONS): without JIT (PostgreSQL compiled Payload's read of the site's
// navigation, about 900 ms at 10^5 certificates and pages failed under eight clients), planned for
// memory or SSD, and with room for a common keyword's bitmap. The directories search through
// Payload's pool: the settings must hold there, not only on the site's own connections (they once
// did not). TEST_POSTGRES_URL names a server where the tests may create and drop databases;
// .ci/run starts one.
const SETTINGS = { jit: 'off', random_page_cost: '1.1', work_mem: '32MB' };

if (process.env.TEST_POSTGRES_URL) {
  describe('PostgreSQL sessions of the site', () => {
    let started: Awaited<ReturnType<typeof startTestPostgresPayload>>;
    beforeAll(async () => {
      started = await startTestPostgresPayload();
    }, 120_000);
    afterAll(async () => {
      await started?.stop();
    });

    it("run Payload's reads with them, whatever the server's defaults", async () => {
      const pool = (
        started.payload.db as unknown as {
          pool: {
            query(sql: string): Promise<{ rows: Record<string, string>[] }>;
          };
        }
      ).pool;
      // The server's own defaults are PostgreSQL's, so the values below come from the site; a server
      // configured like the site would make this test prove nothing.
      const plain = new pg.Client({
        connectionString: process.env.TEST_POSTGRES_URL,
      });
      await plain.connect();
      try {
        for (const [name, value] of Object.entries(SETTINGS)) expect((await plain.query<Record<string, string>>(`SHOW ${name}`)).rows[0]?.[name], name).not.toBe(value);
      } finally {
        await plain.end();
      }
      for (const [name, value] of Object.entries(SETTINGS)) expect((await pool.query(`SHOW ${name}`)).rows[0]?.[name], name).toBe(value);
      // And the navigation is still read whole through that pool.
      const navigation = await started.payload.findGlobal({
        slug: 'navigation',
        depth: 0,
      });
      expect(navigation).toHaveProperty('columns');
    });

    it('search the directories with the same settings', async () => {
      const search = sqlClient(started.payload);
      for (const [name, value] of Object.entries(SETTINGS)) expect((await search.execute(`SHOW ${name}`)).rows[0]?.[name], name).toBe(value);
    });

    it("open the site's own connections with them too", async () => {
      const client = openSqlClient(process.env.TEST_POSTGRES_URL!);
      try {
        for (const [name, value] of Object.entries(SETTINGS)) expect((await client.query<Record<string, string>>(`SHOW ${name}`))[0]?.[name], name).toBe(value);
      } finally {
        await client.close();
      }
    });
  });
} else {
  describe('PostgreSQL sessions of the site', () => it.skip('needs TEST_POSTGRES_URL (set by .ci/run)', () => undefined));
}
