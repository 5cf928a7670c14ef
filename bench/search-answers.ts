/**
 * Whether the certified-organisation search answers the same after a change to how it searches:
 * every address of the benchmarks' query types (bench/support/certified.ts), each in every status
 * filter, read through the same function the search page calls (`searchAnswer`), and the export's
 * first rows of each; the answers (totals, ids in order, scope counts) are written to a file, or
 * compared with one written before.
 *
 *   DATABASE_URL=… npm run bench:answers -- --write before.json
 *   DATABASE_URL=… npm run bench:answers -- --against before.json
 *
 * `BENCH_TODAY` fixes the day (the answers depend on it). Prints how many answers were compared,
 * how many statements they took, and each one that differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { exportCertificates, readSearchRequest, searchAnswer, variantBySlug } from '../src/features/certified-organisations/cms';
import { todayInJapan } from '../src/platform/time/japan';
import { countingClient, searchTypes } from './support/certified';

const { values } = parseArgs({ options: { write: { type: 'string' }, against: { type: 'string' } } });
const url = process.env.DATABASE_URL;
if (!url || (!values.write && !values.against)) {
  console.error('usage: DATABASE_URL=… npm run bench:answers -- --write file.json | --against file.json');
  process.exit(2);
}
const today = process.env.BENCH_TODAY ?? todayInJapan();
const statuses = ['', 'all', 'valid', 'suspended', 'expired', 'withdrawn', 'unreported'];
const { db, count, close } = countingClient(url);
const answers: Record<string, unknown> = {};
const statements: Record<string, number> = {};
const started = performance.now();
try {
  for (const [, urls] of searchTypes) {
    for (const base of urls) {
      for (const status of statuses) {
        const address = new URL(base, 'http://localhost');
        if (status) address.searchParams.set('status', status);
        const slug = /\/list\/([^/]+)$/.exec(address.pathname)?.[1];
        const { parsed, facets } = readSearchRequest((key) => {
          const found = address.searchParams.getAll(key);
          return found.length === 0 ? undefined : found.length === 1 ? found[0] : found;
        }, slug ? variantBySlug(slug) : undefined);
        const key = `${address.pathname}${address.search}`;
        const before = count();
        const { results } = await searchAnswer(db, parsed.search, today, facets);
        statements[key] = count() - before;
        answers[key] = { total: results.total, more: results.more, ids: results.items.map((r) => r.id), scopeCounts: results.scopeCounts ?? null };
        const exported: number[] = [];
        for await (const batch of exportCertificates(db, { ...parsed.search, page: 1 }, today, 300)) exported.push(...batch.map((r) => r.id));
        answers[`export ${key}`] = exported;
      }
    }
  }
} finally {
  await close();
}
const keys = Object.keys(answers);
console.info(`${keys.length} answers in ${((performance.now() - started) / 1000).toFixed(1)} s, ${count()} statements (today ${today})`);
if (values.write) {
  writeFileSync(values.write, JSON.stringify(answers));
  writeFileSync(`${values.write}.statements`, JSON.stringify(statements));
  console.info(`written to ${values.write}`);
}
if (values.against) {
  const before = JSON.parse(readFileSync(values.against, 'utf8')) as Record<string, unknown>;
  const differ = keys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(answers[k]));
  const missing = Object.keys(before).filter((k) => !(k in answers));
  try {
    const counted = JSON.parse(readFileSync(`${values.against}.statements`, 'utf8')) as Record<string, number>;
    const moved = Object.keys(statements).filter((k) => counted[k] !== statements[k]);
    for (const k of moved.slice(0, 20)) console.info(`statements ${counted[k]} → ${statements[k]}: ${k}`);
    console.info(`${moved.length} answers took another number of statements`);
  } catch {
    // No statement counts kept with the earlier run.
  }
  for (const k of differ.slice(0, 20)) console.info(`differs: ${k}\n  before ${JSON.stringify(before[k]).slice(0, 300)}\n  after  ${JSON.stringify(answers[k]).slice(0, 300)}`);
  console.info(`${keys.length - differ.length} of ${keys.length} answers identical; ${differ.length} differ; ${missing.length} missing`);
  process.exit(differ.length || missing.length ? 1 : 0);
}
process.exit(0);
