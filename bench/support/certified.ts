/**
 * What the certified-organisation benchmarks share (bench/certified.ts, bench/growth.ts): every
 * query type the search knows, each with several variants so no figure rests on one lucky query;
 * timing them through HTTP; and counting the SQL statements each type's page runs.
 */
import { spawn } from 'node:child_process';

import { createClient } from '@libsql/client';
import pg from 'pg';

import { postgresClient, readSearchRequest, searchAnswer, sqliteClient, type SqlClient, variantBySlug } from '../../src/features/certified-organisations/cms';
import { todayInJapan } from '../../src/platform/time/japan';

const enc = encodeURIComponent;
export const LIST = '/ms_certifications/list';

/** Query types of the search pages, with their variants (addresses). */
export const searchTypes: [string, string[]][] = [
  ['no condition (page 1)', [LIST]],
  ['keyword ja (3+ chars)', ['架空台', '霞ヶ浜', '建築物', '東京都', '惣菜', '星降谷工業'].map((q) => `${LIST}?q=${enc(q)}`)],
  ['keyword ja variants', ['ＡＢＣ', 'ｶﾌﾞｼｷ', 'かぶしき', '(株)ひかり', 'ﾃｸﾉ', 'てくの'].map((q) => `${LIST}?q=${enc(q)}`)],
  // The last, a Latin word with a Japanese one, each matched by its own index on SQLite.
  ['keyword en', ['kogyo', 'Construction', 'software', 'Osaka', 'Co., Ltd. Hikari', 'Hikari 工業'].map((q) => `/en${LIST}?q=${enc(q)}`)],
  ['keyword 1 char', ['光', '鈴', '空', 'あ', 'q'].map((q) => `${LIST}?q=${enc(q)}`)],
  ['keyword 2 chars', ['建設', '食品', '情報', '琥珀', 'ko'].map((q) => `${LIST}?q=${enc(q)}`)],
  ['keyword naming a standard', ['ISO 9001', 'ISO/IEC 27001 情報', 'JIS Q 45100', 'FSSC 22000 食品'].map((q) => `${LIST}?q=${enc(q)}`)],
  ['keyword: certificate number', ['S01-QM0000095', 'S02-EM0000322'].map((q) => `${LIST}?q=${enc(q)}`)],
  ['filter: scope (std)', ['QMS', 'EMS', 'ISMS', 'FSSC', 'AS9100'].map((s) => `${LIST}?std=${s}`)],
  ['filter: scope, several', [`${LIST}?std=FSMS&std=FSSC&std=JFSC`, `${LIST}?std=OHSMS&std=JOHSMS`]],
  ['per-standard page', ['9001', '14001', '27001', '45100'].map((s) => `${LIST}/${s}`)],
  ['filter: Japan / outside', [`${LIST}?area=jp`, `${LIST}?area=overseas`]],
  ['filter: IAF code', ['28', '3', '33', '17&iaf=18'].map((c) => `${LIST}?iaf=${c}`)],
  ['filter: classification', ['public', 'nonprofit', 'company'].map((c) => `${LIST}?cls=${c}`)],
  ['filter: prefecture', ['13', '47', '01&pref=02&pref=03'].map((p) => `${LIST}?pref=${p}`)],
  ['filter: country', ['CN', 'TH', 'US&country=VN'].map((c) => `${LIST}?area=overseas&country=${c}`)],
  [
    'combination',
    [
      `${LIST}?q=${enc('工業')}&std=EMS&pref=23`,
      `${LIST}?std=QMS&iaf=28&pref=13&cls=company`,
      `${LIST}?q=${enc('食品')}&std=FSSC&area=jp&status=all`,
      // A common word with a rare scope: the word's matches are many, the scope's few.
      `${LIST}?q=${enc('工業')}&std=AS9100`,
    ],
  ],
  ['sorted', ['expiry&order=desc', 'initial', 'number', 'location', 'body', 'office'].map((s) => `${LIST}?sort=${s}`)],
  ['deep page', [`${LIST}?page=500`, `${LIST}?page=2000`, `${LIST}?page=5000`, `${LIST}?q=${enc('工業')}&page=300`, `${LIST}?size=100&page=1000`]],
  ['no result', [`${LIST}?q=${enc('存在しない組織名')}`, `${LIST}?q=zzqqxx`]],
];

/** The other pages and downloads of the register. */
export const otherTypes: [string, string[]][] = [
  ['detail page', ['1', '500', '5000', '50000'].map((id) => `/compatible_organizations/${id}`)],
  ['export CSV (a prefecture)', [`${LIST}/export?format=csv&pref=47`, `${LIST}/export?format=csv&pref=32`]],
  ['export JSON (a keyword)', [`${LIST}/export?format=json&q=${enc('霞ヶ浜')}`]],
];

export async function timed(origin: string, url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(origin + url);
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export type TypeFigures = { name: string; p50: number; p95: number; max: number; statuses: number[] };

/** Each type's variants in turn, `samples` requests one after another (the latency one visitor sees), after one warm-up round. */
export async function measureTypes(origin: string, types: [string, string[]][], samples: number): Promise<TypeFigures[]> {
  const out: TypeFigures[] = [];
  for (const [name, urls] of types) {
    for (const url of urls) await timed(origin, url);
    const times: number[] = [];
    const statuses = new Set<number>();
    for (let i = 0; i < samples; i++) {
      const result = await timed(origin, urls[i % urls.length]!);
      times.push(result.ms);
      statuses.add(result.status);
    }
    times.sort((a, b) => a - b);
    out.push({ name, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)!, statuses: [...statuses] });
  }
  return out;
}

/** A client of the register's database that counts the statements it runs. */
export function countingClient(databaseUrl: string): { db: SqlClient; count: () => number; close: () => Promise<void> } {
  let n = 0;
  if (databaseUrl.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const inner = postgresClient(pool);
    return {
      db: { dialect: 'postgres', execute: (s) => (n++, inner.execute(s)), batch: (s, m) => ((n += s.length), inner.batch(s, m)) },
      count: () => n,
      close: () => pool.end(),
    };
  }
  const client = createClient({ url: databaseUrl });
  const inner = sqliteClient(client);
  return {
    db: { dialect: 'sqlite', execute: (s) => (n++, inner.execute(s)), batch: (s, m) => ((n += s.length), inner.batch(s, m)) },
    count: () => n,
    close: async () => client.close(),
  };
}

/**
 * How many SQL statements each search type's page runs against the database: the same reading
 * of the address and the same function the page calls (features/certified-organisations/server/
 * answer.ts). Everything else a search page shows (the site tree, titles, the list of countries
 * and of accredited bodies) is kept by each process between requests, so this is the count per
 * request once a server has answered once.
 */
export async function statementsPerType(databaseUrl: string, types: [string, string[]][]): Promise<Map<string, string>> {
  const { db, count, close } = countingClient(databaseUrl);
  const out = new Map<string, string>();
  const today = todayInJapan();
  try {
    for (const [name, urls] of types) {
      const counts = new Set<number>();
      for (const url of urls) {
        const address = new URL(url, 'http://localhost');
        const slug = /\/list\/([^/]+)$/.exec(address.pathname)?.[1];
        const { parsed, facets } = readSearchRequest((key) => {
          const values = address.searchParams.getAll(key);
          return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
        }, slug ? variantBySlug(slug) : undefined);
        const before = count();
        await searchAnswer(db, parsed.search, today, facets);
        counts.add(count() - before);
      }
      const sorted = [...counts].sort((a, b) => a - b);
      out.set(name, sorted.length === 1 ? String(sorted[0]) : `${sorted[0]}–${sorted.at(-1)}`);
    }
  } finally {
    await close();
  }
  return out;
}

/**
 * Imports a register file through the staff importer in a process of its own, for its time and
 * its peak memory (resident set), as `npm run import:certified` runs it.
 */
export function measuredImport(file: string, env: NodeJS.ProcessEnv): Promise<{ seconds: number; peakMb: number; line: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['--import', 'tsx', 'bench/support/import-measured.ts', file], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      const result = /^MEASURED (\{.*\})$/m.exec(out);
      if (code !== 0 || !result) return reject(new Error(`the import failed (${code}): ${out.slice(-500)}`));
      resolve(JSON.parse(result[1]!) as { seconds: number; peakMb: number; line: string });
    });
  });
}

