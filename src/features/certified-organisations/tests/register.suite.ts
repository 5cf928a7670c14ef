import { Readable } from 'node:stream';

import { stringify } from 'csv-stringify/sync';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CERTIFICATE_COLUMNS, toCells } from '../server/csv';
import { importTarget } from '../server/reportDb';
import { importReport } from '../server/reports';
import type { CertificateInput } from '../model';
import { generateSampleCertificates } from '../sample/generate';
import { type CertificateSearch, emptySearch, type SortKey, sortKeys } from '../searchParams';
import { postgresTerms } from '../keys';
import {
  certificateById,
  type CertificateRow,
  expectedMatches,
  exportCertificates,
  organisationPages,
  planHints,
  rareScopes,
  searchCertificates,
  sqlClient,
  WALK_MATCHES,
} from '../server/store';
import { searchKey } from '@/platform/text/normalize';
import { managementSystemScopeCodes } from '@/reference/scopes';

import type { startTestPayload } from '@tests/support/payload';

let payload: Payload;
let stop: () => Promise<void>;
const today = '2026-11-21';

/** The whole suite against one database (SQLite or PostgreSQL: see the two test files). */
export function certifiedOrganisationSuite(start: typeof startTestPayload) {
beforeAll(async () => {
  ({ payload, stop } = await start());
}, 120_000);
afterAll(async () => stop());

const csv = (records: CertificateInput[], header: string[] = [...CERTIFICATE_COLUMNS]) => `\uFEFF${stringify([header, ...records.map(toCells)], { record_delimiter: 'windows' })}`;
const importText = (text: string) => importReport(Readable.from([Buffer.from(text)]), importTarget(payload), { kind: 'changes', by: { name: 'test' } });
const search = (s: Partial<CertificateSearch>) => searchCertificates(sqlClient(payload), { ...emptySearch(), ...s }, today);
const count = () => payload.count({ collection: 'certified-organisations' }).then((r) => r.totalDocs);

const samples = [...generateSampleCertificates({ rows: 2000, seed: 5, asOf: today })];
const named = (organisationName: string, n: number, extra: Partial<CertificateInput> = {}): CertificateInput => ({
  ...samples[0]!,
  bodyNumber: 'MS9999',
  certificateNumber: `TEST-${n}`,
  organisationName,
  organisationNameEn: undefined,
  officeName: undefined,
  officeNameEn: undefined,
  expiresOn: '2029-01-01',
  decision: 'valid',
  ...extra,
});
const specials = [
  named('株式会社ＡＢＣテクノ（サンプル）', 1),
  named('カブシキ工房（サンプル）', 2),
  named('(株)瑞穂堂精機（サンプル）', 3, { officeName: '本社', standards: ['QMS'] }),
  named('瑞穂堂精機株式会社（サンプル）', 4, { officeName: '第二工場', standards: ['EMS'] }),
];

describe('importing the certified-organisation register', () => {
  it('imports a whole file, and a second import of it changes nothing', async () => {
    const file = csv([...samples, ...specials]);
    const first = await importText(file);
    expect(first).toMatchObject({ ok: true, rows: 2004, created: 2004, updated: 0, unchanged: 0, errorCount: 0 });
    const again = await importText(file);
    expect(again).toMatchObject({ ok: true, created: 0, updated: 0, unchanged: 2004 });
    expect(await count()).toBe(2004);
  });

  it('reports every bad row with its line and writes nothing, keeping what was stored', async () => {
    const changed = { ...samples[10]!, organisationName: '変更されてはいけない（サンプル）' };
    const bad = csv([samples[0]!, changed, { ...samples[1]!, expiresOn: '2027-02-30' }, samples[0]!, { ...samples[2]!, standards: ['XYZ' as 'QMS'] }]);
    const report = await importText(bad);
    expect(report.ok).toBe(false);
    expect(report.errors.map((e) => [e.line, e.column])).toEqual([
      [4, 'expires_on'],
      [5, 'certificate_number'],
      [6, 'standards'],
    ]);
    expect(report.errors[1]!.reason.ja).toContain('2行目');
    expect(await count()).toBe(2004);
    expect((await search({ keyword: '変更されてはいけない' })).total).toBe(0);
  });

  it('reports a broken header and a file that is not CSV', async () => {
    const header = await importText(csv([samples[0]!], [...CERTIFICATE_COLUMNS.filter((c) => c !== 'scope'), 'colour']));
    expect(header.ok).toBe(false);
    // One problem on the header's line naming every missing and unknown column, as both
    // directories' imports report a header (the shared CSV core).
    expect(header.errors).toHaveLength(1);
    expect(header.errors[0]).toMatchObject({ line: 1 });
    expect(header.errors[0]!.reason.en).toMatch(/missing: scope.*unknown: colour/);
    const quotes = await importText(`${CERTIFICATE_COLUMNS.join(',')}\r\n"unterminated,`);
    expect(quotes.ok).toBe(false);
    expect(await count()).toBe(2004);
  });

  it('updates a changed row in place and re-indexes it', async () => {
    const moved = { ...specials[1]!, organisationName: 'カブシキ新工房（サンプル）' };
    expect(await importText(csv([moved]))).toMatchObject({ ok: true, created: 0, updated: 1 });
    expect((await search({ keyword: '新工房' })).total).toBe(1);
    expect(await count()).toBe(2004);
  });
});

describe('searching the register', () => {
  it('gives the same result for width, kana and legal-form variants', async () => {
    expect((await search({ keyword: 'ＡＢＣ' })).items.map((r) => r.certificateNumber)).toEqual(['TEST-1']);
    expect((await search({ keyword: 'abc テクノ' })).items.map((r) => r.certificateNumber)).toEqual(['TEST-1']);
    const kana = await Promise.all(['ｶﾌﾞｼｷ', 'かぶしき', 'カブシキ'].map((q) => search({ keyword: q })));
    expect(kana.map((r) => r.items.map((i) => i.certificateNumber))).toEqual([['TEST-2'], ['TEST-2'], ['TEST-2']]);
    const legal = await Promise.all(['瑞穂堂精機', '(株)瑞穂堂精機', '株式会社 瑞穂堂精機'].map((q) => search({ keyword: q })));
    expect(new Set(legal.map((r) => r.total))).toEqual(new Set([legal[0]!.total]));
    expect(legal[0]!.items.map((r) => r.certificateNumber)).toEqual(expect.arrayContaining(['TEST-3', 'TEST-4']));
  });

  it('answers one-character queries', async () => {
    const result = await search({ keyword: '光' });
    expect(result.total).toBeGreaterThanOrEqual(2);
    expect(result.items.every((r) => [r.organisationName, r.officeName, r.scope, r.address, r.bodyName].some((f) => f?.includes('光')))).toBe(true);
  });

  it('applies each filter, alone and together', async () => {
    const all = await search({});
    const qms = await search({ standards: ['QMS'] });
    expect(qms.total).toBeGreaterThan(0);
    expect(qms.total).toBeLessThan(all.total);
    expect(qms.items.every((r) => r.standards.includes('QMS'))).toBe(true);
    const tokyo = await search({ prefectures: ['13'], standards: ['QMS'] });
    expect(tokyo.items.every((r) => r.prefecture === '13' && r.standards.includes('QMS'))).toBe(true);
    const abroad = await search({ area: 'overseas' });
    expect(abroad.total).toBeGreaterThan(0);
    expect(abroad.items.every((r) => r.country !== 'JP')).toBe(true);
    const iaf = await search({ iaf: [33] });
    expect(iaf.items.every((r) => r.iafCodes.includes(33))).toBe(true);
    const kinds = await search({ classifications: ['public'] });
    expect(kinds.items.every((r) => r.classification === 'public')).toBe(true);
    const combined = await search({ keyword: '瑞穂堂', standards: ['EMS'] });
    expect(combined.items.map((r) => r.certificateNumber)).toEqual(['TEST-4']);
  });

  it('counts each scope within a search exactly as searching with that scope does, in the same pass as its total', async () => {
    const withScopes = (s: Partial<CertificateSearch>) => searchCertificates(sqlClient(payload), { ...emptySearch(), ...s }, today, null, { scopeCounts: true });
    for (const s of [{ keyword: '工業' }, { prefectures: ['13'] }, { keyword: 'サンプル', standards: ['QMS' as const] }, { area: 'overseas' as const }, { standards: ['EMS' as const] }, {}]) {
      const answer = await withScopes(s);
      const plain = await search(s);
      // The same page and total with or without the scope counts.
      expect(answer.total, JSON.stringify(s)).toBe(plain.total);
      expect(answer.more).toBe(plain.more);
      expect(answer.items.map((r) => r.id)).toEqual(plain.items.map((r) => r.id));
      if (!answer.scopeCounts) {
        // Not shown only when the search without its scopes has more matches than are counted.
        expect((await search({ ...s, standards: [] })).more, JSON.stringify(s)).toBe(true);
        continue;
      }
      for (const code of ['QMS', 'EMS', 'ISMS', 'FSSC'] as const) {
        expect(answer.scopeCounts[code], `${JSON.stringify(s)} ${code}`).toBe((await search({ ...s, standards: [code] })).total);
      }
    }
  });

  it('leaves expired and withdrawn certificates out unless asked', async () => {
    const current = await search({ size: 100 });
    expect(current.items.every((r) => r.expiresOn >= today && r.decision !== 'withdrawn')).toBe(true);
    const everything = await search({ status: 'all' });
    expect(everything.total).toBe(await count());
    expect(everything.total).toBeGreaterThan(current.total);
  });

  it('sorts by each column and pages without overlap', async () => {
    const byExpiry = await search({ sort: 'expiry', order: 'desc', size: 50 });
    const dates = byExpiry.items.map((r) => r.expiresOn);
    expect(dates).toEqual([...dates].sort().reverse());
    const value: Record<SortKey, (r: CertificateRow) => string> = {
      organisation: (r) => searchKey(r.organisationName),
      office: (r) => r.officeName ?? '',
      body: (r) => r.bodyNumber,
      number: (r) => r.certificateNumber,
      initial: (r) => r.firstRegisteredOn,
      expiry: (r) => r.expiresOn,
      location: (r) => `${r.country}${r.prefecture ?? ''}`,
    };
    for (const sort of sortKeys) {
      for (const order of ['asc', 'desc'] as const) {
        const keys = (await search({ sort, order, size: 100, page: 3 })).items.map(value[sort]);
        const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(keys, `${sort} ${order}`).toEqual(order === 'asc' ? sorted : sorted.reverse());
      }
    }
    const first = await search({ page: 1 });
    const second = await search({ page: 2 });
    expect(first.items.map((r) => r.id).filter((id) => second.items.some((s) => s.id === id))).toEqual([]);
    const deep = await search({ page: Math.ceil(first.total / 20) });
    expect(deep.items.length).toBeGreaterThan(0);
  });

  it("gives a common keyword's pages in every order exactly as the whole ordered list has them", async () => {
    // Every sample matches, over 2,000 of them: on PostgreSQL such a page is found by walking the
    // order (store.ts, walkedPage), the export never walks. Both must agree row for row.
    for (const sort of sortKeys) {
      for (const order of ['asc', 'desc'] as const) {
        const wanted = { ...emptySearch(), keyword: 'サンプル', status: 'all' as const, sort, order };
        const all: number[] = [];
        for await (const batch of exportCertificates(sqlClient(payload), wanted, today, 100)) all.push(...batch.map((r) => r.id));
        const first = await search({ ...wanted, page: 1 });
        const third = await search({ ...wanted, page: 3 });
        expect(first.more || first.total >= WALK_MATCHES, 'common enough to walk').toBe(true);
        // The statistics must expect as much too, or the page is read at once without a walk.
        if (sqlClient(payload).dialect === 'postgres') expect((await expectedMatches(sqlClient(payload), wanted)).withScopes).toBeGreaterThanOrEqual(WALK_MATCHES);
        expect(first.items.map((r) => r.id), `${sort} ${order}`).toEqual(all.slice(0, 20));
        expect(third.items.map((r) => r.id), `${sort} ${order}`).toEqual(all.slice(40, 60));
      }
    }
  });

  it('counts every scope, rare ones and several together, exactly as the whole list has them', async () => {
    // On PostgreSQL a rare scope is counted through the scopes' GIN index (store.ts, rareScopes);
    // the export never is. Both must agree, one scope or several, chosen or named by a keyword.
    const db = sqlClient(payload);
    const rare = await rareScopes(db);
    if (db.dialect === 'postgres') {
      expect(rare?.(['AS9100']), 'AS9100 is rare in the sample').toBe(true);
      expect(rare?.(['QMS']), 'QMS is not').toBe(false);
    }
    const listed = async (s: Partial<CertificateSearch>) => {
      let n = 0;
      for await (const batch of exportCertificates(db, { ...emptySearch(), ...s }, today, 100_000, 500)) n += batch.length;
      return n;
    };
    const searches: Partial<CertificateSearch>[] = [
      ...managementSystemScopeCodes.map((code) => ({ standards: [code] })),
      { standards: ['AS9100', 'TL9000'] },
      { standards: ['AS9100', 'QMS'] },
      { standards: ['FSSC', 'JFSC'], status: 'all' },
      { keyword: 'JIS Q 9100' },
      { keyword: 'JIS Q 45100', standards: ['AS9100'] },
    ];
    let seen = 0;
    for (const s of searches) {
      const answer = await searchCertificates(db, { ...emptySearch(), ...s }, today, null, { scopeCounts: true });
      expect(answer.total, JSON.stringify(s)).toBe(await listed(s));
      if (answer.total > 0 && s.standards?.length && rare?.(s.standards)) seen++;
    }
    if (db.dialect === 'postgres') expect(seen, 'searches counted by the scopes index').toBeGreaterThan(3);
  });

  it('finds a word most certificates carry, and a common word with a rare scope, exactly as the whole list has them', async () => {
    // On PostgreSQL the statistics change how these are written (store.ts, planHints): a word of one
    // key found in most rows is tested by LIKE alone, and a rare scope's page is read through the
    // scopes' index. The export is written without hints. Both must agree on the count and the rows.
    const db = sqlClient(payload);
    const searches: Partial<CertificateSearch>[] = [
      // In most of the sample's rows, but not all (a word in every row would prove nothing).
      { keyword: '県' },
      { keyword: 'q', status: 'all' },
      { keyword: '機構', sort: 'expiry', order: 'desc' },
      { keyword: '県 工業' },
      { keyword: '工業', standards: ['AS9100'] },
      { keyword: '県', standards: ['AS9100', 'TL9000'], sort: 'number' },
    ];
    const countAll = async (status: CertificateSearch['status']) => (await searchCertificates(db, { ...emptySearch(), status }, today)).total;
    let hinted = 0;
    for (const s of searches) {
      const wanted = { ...emptySearch(), ...s };
      const all: number[] = [];
      for await (const batch of exportCertificates(db, wanted, today, 100_000, 500)) all.push(...batch.map((r) => r.id));
      const first = await searchCertificates(db, wanted, today, null, { scopeCounts: true });
      const second = await searchCertificates(db, { ...wanted, page: 2 }, today);
      expect(first.total + (first.more ? 1 : 0), JSON.stringify(s)).toBe(Math.min(all.length, 10_001));
      expect(first.items.map((r) => r.id), JSON.stringify(s)).toEqual(all.slice(0, 20));
      expect(second.items.map((r) => r.id), JSON.stringify(s)).toEqual(all.slice(20, 40));
      const hints = await planHints(db, wanted);
      expect(all.length, `${JSON.stringify(s)} finds something`).toBeGreaterThan(0);
      if (!wanted.standards.length) expect(all.length, `${JSON.stringify(s)} leaves some out`).toBeLessThan(await countAll(wanted.status));
      if (postgresTerms(wanted.keyword).some(hints.common) || (wanted.standards.length && hints.rare?.(wanted.standards))) hinted++;
    }
    expect(hinted, 'searches written by the hints').toBe(db.dialect === 'postgres' ? searches.length : 0);
  });

  it('answers a hostile keyword as text', async () => {
    expect((await search({ keyword: `" OR 1=1 --` })).total).toBe(0);
    expect((await search({ keyword: 'NEAR(a b)' })).total).toBe(0);
  });

  it('exports every matching row in order, in bounded batches', async () => {
    const wanted = { ...emptySearch(), standards: ['QMS' as const] };
    const { total } = await search(wanted);
    const exported: number[] = [];
    for await (const batch of exportCertificates(sqlClient(payload), wanted, today, 100_000, 100)) exported.push(...batch.map((r) => r.id));
    expect(exported).toHaveLength(total);
    expect(new Set(exported).size).toBe(total);
    const firstPage = await search({ ...wanted, size: 20 });
    expect(exported.slice(0, 20)).toEqual(firstPage.items.map((r) => r.id));
  });
});

describe('editing in /admin keeps the search index in step', () => {
  it('refuses a prefecture outside Japan, as the importer does (the prefecture filter relies on it)', async () => {
    const [record] = (await search({ area: 'overseas' })).items;
    await expect(payload.update({ collection: 'certified-organisations', id: record!.id, data: { prefecture: '13' } })).rejects.toThrow(/prefecture|都道府県/i);
    const tokyo = await search({ prefectures: ['13'], status: 'all', size: 100 });
    expect(tokyo.items.length).toBeGreaterThan(0);
    expect(tokyo.items.every((r) => r.prefecture === '13' && r.country === 'JP')).toBe(true);
  });

  it('gives each certificate its last change as an ISO 8601 time, as the open-data API and the sitemap publish it', async () => {
    // PostgreSQL hands timestamps over as Date objects, SQLite as the text stored. Written with
    // String(), a Date became "Fri Nov 27 2026 …": not the API's date-time, and the sitemap's
    // lastmod read its first ten characters as the year 2001.
    const db = sqlClient(payload);
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
    const recent = (at: string) => Math.abs(Date.now() - Date.parse(at)) < 24 * 3600_000;
    const { items } = await search({ status: 'all' });
    expect(items.length).toBeGreaterThan(0);
    for (const row of items) expect(row.updatedAt).toMatch(iso);
    expect(recent(items[0]!.updatedAt), items[0]!.updatedAt).toBe(true);
    expect((await certificateById(db, items[0]!.id))?.updatedAt).toMatch(iso);
    const pages: { updatedAt: string }[] = [];
    for await (const batch of organisationPages(db, 0, 50, 20)) pages.push(...batch);
    expect(pages.length).toBe(50);
    for (const page of pages) expect(page.updatedAt).toMatch(iso);
    expect(pages.every((page) => recent(page.updatedAt))).toBe(true);
  });

  it('finds a record by its new name after an edit, and not at all after deletion', async () => {
    const [record] = (await search({ keyword: 'ＡＢＣテクノ' })).items;
    await payload.update({ collection: 'certified-organisations', id: record!.id, data: { organisationName: '株式会社ＸＹＺ電装（サンプル）' } });
    expect((await search({ keyword: 'ABCテクノ' })).total).toBe(0);
    const renamed = await search({ keyword: 'xyz電装' });
    expect(renamed.items.map((r) => r.id)).toEqual([record!.id]);
    expect((await search({ keyword: 'XYZ' })).items.map((r) => r.id), 'a Latin word of the new name').toEqual([record!.id]);
    await payload.delete({ collection: 'certified-organisations', id: record!.id });
    expect((await search({ keyword: 'xyz電装' })).total).toBe(0);
  });
});
}
