import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { importSampleCertificates } from '@/features/certified-organisations/sample/seed';
import { organisationKinds } from '@/features/certified-organisations/model';
import { emptySearch, type CertificateSearch } from '@/features/certified-organisations/searchParams';
import { COUNT_LIMIT, exportCertificates, searchCertificates, sqlClient } from '@/features/certified-organisations/server/store';
import type { startTestPayload } from '@tests/support/payload';

// A search with scopes whose matches without them pass the counted limit: the scope counts cannot
// be shown, and the search's own count comes from another pass (store.ts, searchCertificates).
// PostgreSQL runs it beside the one that counts per scope, while the page is walked or read at once
// (the statistics the import leaves say the keyword is that common); SQLite takes it up after the
// last certificate the pass per scope read, in the keyword index's order. The register suite's
// 2,000 rows never reach the limit, so this one holds more certificates than it. The count and the
// page must agree with the export, which counts nothing and never walks.
const today = '2026-11-21';
const rows = COUNT_LIMIT + 400;

/** The suite against one database (see the SQLite and PostgreSQL test files). */
export function countPastLimitSuite(engine: string, start: typeof startTestPayload) {
  describe(`a search whose matches without its scopes pass the counted limit (${engine})`, () => {
    let started: Awaited<ReturnType<typeof startTestPayload>>;
    beforeAll(async () => {
      started = await start();
      await importSampleCertificates(started.payload, { rows, seed: 9, asOf: today });
    }, 300_000);
    afterAll(async () => {
      await started?.stop();
    });

    it('counts and pages the search with its scopes exactly as the export lists it, and shows no scope counts', async () => {
      const db = sqlClient(started.payload);
      const exported = async (s: CertificateSearch) => {
        const ids: number[] = [];
        for await (const batch of exportCertificates(db, s, today, rows + 1)) ids.push(...batch.map((r) => r.id));
        return ids;
      };
      const everything = { ...emptySearch(), keyword: 'サンプル', status: 'all' as const };
      expect((await exported(everything)).length, 'every sample matches the keyword').toBeGreaterThan(COUNT_LIMIT);
      for (const search of [
        { ...everything, standards: ['EMS' as const] },
        { ...everything, standards: ['QMS' as const, 'ISMS' as const], page: 3 },
        // Narrowed by a filter that every certificate passes: no keyword, and still past the limit.
        { ...emptySearch(), status: 'all' as const, classifications: [...organisationKinds], standards: ['EMS' as const], page: 2 },
      ]) {
        const all = await exported(search);
        const answer = await searchCertificates(db, search, today, null, { scopeCounts: true });
        expect(all.length, JSON.stringify(search)).toBeGreaterThan(40);
        expect(all.length, JSON.stringify(search)).toBeLessThanOrEqual(COUNT_LIMIT);
        expect(answer.total, JSON.stringify(search)).toBe(all.length);
        expect(answer.more).toBe(false);
        expect(answer.scopeCounts, `${JSON.stringify(search)}: the search without its scopes is past the limit`).toBeNull();
        const from = (search.page - 1) * search.size;
        expect(answer.items.map((r) => r.id)).toEqual(all.slice(from, from + search.size));
      }
    });
  });
}
