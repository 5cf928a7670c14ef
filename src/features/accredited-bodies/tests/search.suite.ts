import type { Payload, Where } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateSampleAccreditedBodies } from '../sample/generate';
import type { BodySearch } from '../searchParams';
import { importAccreditedBodies } from '../server/importer';
import { matchingBodies } from '../server/searchIndex';
import { queryTerms } from '@/platform/text/normalize';

import type { startTestPayload } from '@tests/support/payload';

const today = '2026-11-21';
const anything: BodySearch = { scheme: null, name: '', prefecture: null, keyword: '', scope: null, status: 'current', page: 1 };

/**
 * The search as the records' own query in SQL (what the directory ran before ADR 24): the oracle
 * the kept index must agree with, order included.
 */
function recordsWhere(search: BodySearch): Where {
  const and: Where[] = [];
  if (search.scheme) and.push({ scheme: { equals: search.scheme } });
  if (search.prefecture) and.push({ prefecture: { equals: search.prefecture } });
  if (search.scope) and.push({ 'scopes.code': { equals: search.scope } });
  for (const term of queryTerms(search.name).slice(0, 8)) and.push({ nameKey: { contains: term } });
  for (const term of queryTerms(search.keyword).slice(0, 8)) and.push({ searchKey: { contains: term } });
  if (search.status === 'current') {
    and.push({ or: [{ endedOn: { exists: false } }, { endedOn: { equals: '' } }, { endedOn: { greater_than: today } }] });
    and.push({ expiryDate: { greater_than_equal: today } });
  }
  return and.length ? { and } : {};
}

/** The accredited-body search against one database (SQLite or PostgreSQL: see the two test files). */
export function bodySearchSuite(start: typeof startTestPayload) {
  let payload: Payload;
  let stop: () => Promise<void>;
  const bodies = generateSampleAccreditedBodies(240, { seed: 21, today: new Date(`${today}T00:00:00Z`) });

  beforeAll(async () => {
    ({ payload, stop } = await start());
    await importAccreditedBodies(payload, bodies);
  }, 120_000);
  afterAll(async () => stop());

  const search = async (s: Partial<BodySearch>) => (await matchingBodies(payload, { ...anything, ...s }, today)).map((body) => body.id);
  const idOf = async (accreditationNumber: string) =>
    (await payload.find({ collection: 'accredited-bodies', where: { accreditationNumber: { equals: accreditationNumber } }, depth: 0 })).docs[0]!.id;

  describe('searching accredited bodies', () => {
    it('finds the same bodies, in the same order, as the records’ own query, for every kind of condition', async () => {
      const some = bodies.filter((_, i) => i % 37 === 0);
      const searches: Partial<BodySearch>[] = [
        {},
        { status: 'all' },
        { status: 'all', page: 3 },
        ...some.flatMap((b): Partial<BodySearch>[] => {
          const name = queryTerms(b.name.ja).find((t) => t.length >= 3) ?? queryTerms(b.name.ja)[0]!;
          return [
            { scheme: b.scheme },
            { prefecture: b.prefecture ?? null, status: 'all' },
            { scheme: b.scheme, scope: b.scopes[0]?.code ?? null },
            { name: name.slice(1, 3) },
            { name: `${name.slice(0, 2)} ${name.slice(-2)}`, status: 'all' },
            { keyword: b.accreditationNumber.toLowerCase() },
            { keyword: b.scopes[0]?.label.ja.slice(0, 2) ?? '', scheme: b.scheme, status: 'all' },
            { name: b.name.en?.split(' ')[0]?.toUpperCase() ?? 'LAB' },
          ];
        }),
        { name: 'ｻﾝﾌﾟﾙ' },
        { keyword: 'no such body anywhere' },
      ];
      let nonEmpty = 0;
      for (const s of searches) {
        const full = { ...anything, ...s };
        const { docs } = await payload.find({ collection: 'accredited-bodies', where: recordsWhere(full), sort: 'accreditationNumber', pagination: false, depth: 0, select: {} });
        const ids = await search(s);
        expect(ids, JSON.stringify(s)).toEqual(docs.map((d) => d.id));
        if (ids.length) nonEmpty++;
      }
      // The searches were not all empty (the comparison above would then prove nothing).
      expect(nonEmpty).toBeGreaterThan(searches.length / 2);
    });

    it('lists each body as its record reads', async () => {
      const listed = await matchingBodies(payload, { ...anything, status: 'all' }, today);
      const fields = Object.fromEntries(Object.keys(listed[0]!).filter((k) => k !== 'id').map((k) => [k, true]));
      const { docs } = await payload.find({ collection: 'accredited-bodies', sort: 'accreditationNumber', pagination: false, depth: 0, select: fields });
      expect(listed).toEqual(docs);
      // Fields that are empty on some bodies and set on others were compared both ways.
      for (const field of ['abbreviationJa', 'inspectionType', 'suspensionStart', 'endedOn'] as const) {
        expect(listed.some((b) => b[field] === null)).toBe(true);
        expect(listed.some((b) => typeof b[field] === 'string')).toBe(true);
      }
    });

    it('sees an edit, a new body and a deletion at the very next search', async () => {
      const [body] = bodies;
      const id = await idOf(body!.accreditationNumber);
      expect(await search({ name: 'ゆうびん計量テスト', status: 'all' })).toEqual([]);

      await payload.update({ collection: 'accredited-bodies', id, data: { nameJa: 'ユウビン計量テスト研究所' } });
      expect(await search({ name: 'ゆうびん計量テスト', status: 'all' })).toEqual([id]);

      const [extra] = generateSampleAccreditedBodies(1, { seed: 404, today: new Date(`${today}T00:00:00Z`) });
      await importAccreditedBodies(payload, [{ ...extra!, accreditationNumber: 'ZZ9001', name: { ja: 'ゆうびん計量テスト第二研究所' } }]);
      const second = await idOf('ZZ9001');
      expect(new Set(await search({ name: 'ユウビン計量テスト', status: 'all' }))).toEqual(new Set([id, second]));

      await payload.delete({ collection: 'accredited-bodies', id: second });
      expect(await search({ name: 'ユウビン計量テスト', status: 'all' })).toEqual([id]);
    });

    it('takes % and _ in a search as the characters they are, not as wildcards', async () => {
      expect((await search({ status: 'all' })).length).toBeGreaterThan(100);
      expect(await search({ name: '%', status: 'all' })).toEqual([]);
      expect(await search({ keyword: '_', status: 'all' })).toEqual([]);
      expect(await search({ keyword: 'a%b', status: 'all' })).toEqual([]);
    });

    it('counts a body as accredited through its expiry day and not from the day it ended', async () => {
      const [, body] = bodies;
      const id = await idOf(body!.accreditationNumber);
      const current = () => search({ keyword: body!.accreditationNumber });
      await payload.update({ collection: 'accredited-bodies', id, data: { expiryDate: today, endedOn: null, endKind: null } });
      expect(await current()).toEqual([id]);
      await payload.update({ collection: 'accredited-bodies', id, data: { expiryDate: '2026-11-20' } });
      expect(await current()).toEqual([]);
      await payload.update({ collection: 'accredited-bodies', id, data: { expiryDate: '2029-03-31', endedOn: '2026-11-22', endKind: 'withdrawn' } });
      expect(await current()).toEqual([id]);
      await payload.update({ collection: 'accredited-bodies', id, data: { endedOn: today } });
      expect(await current()).toEqual([]);
      expect(await search({ keyword: body!.accreditationNumber, status: 'all' })).toEqual([id]);
    });
  });
}
