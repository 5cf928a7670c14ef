/**
 * How fast a prerendered CMS page is served, against plain prerendered Next pages (the target:
 * within 10 % of it). The site runs as `npm start` serves it (src/http-server), the plain apps under
 * `next start`, on this machine; autocannon loads each in turn.
 * Two plain pages: one with the same markup as the CMS page (what the architecture costs: i18n,
 * CMS, routing), and a minimal one (what the content itself weighs). A third plain app serves the
 * same markup from a single `app/[locale]` tree with Japanese at the root through a next.config
 * rewrite: the alternative to the site's two route trees (docs/decisions/0008). And the site's own
 * build under a bare `next start`, without the site's server (src/http-server): what that server's
 * steps cost (security policy, client runtime stripped, headers, cache policy, checks).
 *
 *   npm run bench:static            (builds both, then measures)
 *   BENCH_SECONDS=20 npm run bench:static
 *   BENCH_BUILD=0 npm run bench:static    (measure again with the builds of the last run)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { must, startSite, waitFor } from './support/process';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const sitePort = 3201;
const plainPort = 3202;
const localePort = 3203;
const bareSitePort = 3205;
const root = process.cwd();
const plainDir = path.join(root, 'bench', '.plain-app');
const localeDir = path.join(root, 'bench', '.plain-app-locale');
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
const next = path.join(root, 'node_modules', '.bin', 'next');
const build = process.env.BENCH_BUILD !== '0';

const siteEnv: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
  PAYLOAD_SECRET: 'bench-only',
  NEXT_DIST_DIR: '.next-bench',
  NEXT_TELEMETRY_DISABLED: '1',
};

// Plain Next pages without data, proxy or i18n: `/` minimal, `/same` with the CMS page's markup.
function writePlainApp(markup: string) {
  rmSync(plainDir, { recursive: true, force: true });
  mkdirSync(path.join(plainDir, 'app', 'same'), { recursive: true });
  const paragraph = '当協会は、認証機関、試験所、検査機関などの適合性評価機関を審査し、認定しています。'.repeat(4);
  writeFileSync(
    path.join(plainDir, 'app', 'layout.jsx'),
    `export default function Layout({ children }) { return <html lang="ja"><body>{children}</body></html>; }\n`,
  );
  writeFileSync(
    path.join(plainDir, 'app', 'page.jsx'),
    `export const dynamic = 'force-static';\nexport default function Page() { return <main><h1>定款</h1>${`<p>${paragraph}</p>`.repeat(6)}</main>; }\n`,
  );
  writeFileSync(
    path.join(plainDir, 'app', 'same', 'page.jsx'),
    `export const dynamic = 'force-static';\nconst markup = ${JSON.stringify(markup)};\nexport default function Page() { return <div dangerouslySetInnerHTML={{ __html: markup }} />; }\n`,
  );
  writeFileSync(path.join(plainDir, 'next.config.mjs'), 'export default { poweredByHeader: false };\n');
  // Its own (empty) instrumentation, or Next would pick up the site's from the workspace root.
  writeFileSync(path.join(plainDir, 'instrumentation.js'), 'export function register() {}\n');
}

// The same markup from one `app/[locale]` tree: `/same` is rewritten to `/ja/same`, as a single
// tree with Japanese at the root would need for every address.
function writeLocaleApp(markup: string) {
  rmSync(localeDir, { recursive: true, force: true });
  mkdirSync(path.join(localeDir, 'app', '[locale]', 'same'), { recursive: true });
  writeFileSync(
    path.join(localeDir, 'app', '[locale]', 'layout.jsx'),
    `export const dynamicParams = false;\nexport function generateStaticParams() { return [{ locale: 'ja' }, { locale: 'en' }]; }\n` +
      `export default async function Layout({ children, params }) { const { locale } = await params; return <html lang={locale}><body>{children}</body></html>; }\n`,
  );
  writeFileSync(
    path.join(localeDir, 'app', '[locale]', 'same', 'page.jsx'),
    `export const dynamic = 'force-static';\nconst markup = ${JSON.stringify(markup)};\nexport default function Page() { return <div dangerouslySetInnerHTML={{ __html: markup }} />; }\n`,
  );
  writeFileSync(
    path.join(localeDir, 'next.config.mjs'),
    `export default { poweredByHeader: false, async rewrites() { return { beforeFiles: [{ source: '/:path((?!en(?:/|$)|ja(?:/|$)|_next/).*)', destination: '/ja/:path' }] }; } };\n`,
  );
  writeFileSync(path.join(localeDir, 'instrumentation.js'), 'export function register() {}\n');
}

/** The visible markup of a served page: its body without scripts. */
async function bodyMarkup(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  const body = html.slice(html.indexOf('>', html.indexOf('<body')) + 1, html.lastIndexOf('</body>'));
  return body.replace(/<script[\s\S]*?<\/script>/g, '');
}

function start(args: string[], env: NodeJS.ProcessEnv, cwd: string): ChildProcess {
  return spawn(next, args, { env, cwd, stdio: 'ignore', detached: true });
}

type Figures = { rps: number; p50: number; p97_5: number; p99: number; bytes: number; non2xx: number };

async function load(url: string): Promise<Figures> {
  await autocannon({ url, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    bytes: result.throughput.average / Math.max(1, result.requests.average),
    non2xx: result.non2xx,
  };
}

const stopAll: ChildProcess[] = [];
try {
  console.info('Preparing a seeded database and building the site into .next-bench …');
  must('node', ['--import', 'tsx', 'scripts/prepare-db.ts'], siteEnv, { output: 'ignore' });
  if (build) must(next, ['build'], siteEnv, { output: 'ignore' });
  stopAll.push(startSite(sitePort, siteEnv));
  const siteUrl = `http://localhost:${sitePort}/about/basic/charter`;
  await waitFor(siteUrl);

  // The same build without the site's server: Next's own server for it.
  stopAll.push(start(['start', '-p', String(bareSitePort)], { ...siteEnv, NODE_ENV: 'production' }, root));
  const bareSiteUrl = `http://localhost:${bareSitePort}/about/basic/charter`;
  await waitFor(bareSiteUrl);

  console.info('Building the plain comparison app …');
  if (build) {
    writePlainApp(await bodyMarkup(siteUrl));
    must(next, ['build'], { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, { cwd: plainDir, output: 'ignore' });
  }
  stopAll.push(start(['start', '-p', String(plainPort)], { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, plainDir));
  const plainUrl = `http://localhost:${plainPort}/`;
  const sameUrl = `http://localhost:${plainPort}/same`;
  await waitFor(plainUrl);

  console.info('Building the plain [locale] app with the Japanese rewrite …');
  if (build) {
    writeLocaleApp(await bodyMarkup(siteUrl));
    must(next, ['build'], { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, { cwd: localeDir, output: 'ignore' });
  }
  stopAll.push(start(['start', '-p', String(localePort)], { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, localeDir));
  const rewrittenUrl = `http://localhost:${localePort}/same`;
  await waitFor(rewrittenUrl);

  const rows: { name: string; figures: Figures }[] = [];
  for (let round = 1; round <= rounds; round++) {
    rows.push({ name: `plain, same markup (round ${round})`, figures: await load(sameUrl) });
    rows.push({ name: `plain, [locale] + rewrite (round ${round})`, figures: await load(rewrittenUrl) });
    rows.push({ name: `CMS page /about/basic/charter (round ${round})`, figures: await load(siteUrl) });
    rows.push({ name: `same build, bare next start (round ${round})`, figures: await load(bareSiteUrl) });
    rows.push({ name: `plain, minimal (round ${round})`, figures: await load(plainUrl) });
  }
  console.info(`\n${connections} connections, ${seconds} s per run, ${rounds} rounds\n`);
  console.info('target                                        req/s    p50 ms  p97.5 ms  p99 ms   bytes  non-2xx');
  for (const { name, figures: f } of rows) {
    console.info(
      `${name.padEnd(44)} ${f.rps.toFixed(0).padStart(6)} ${String(f.p50).padStart(8)} ${String(f.p97_5).padStart(9)} ${String(f.p99).padStart(7)} ${f.bytes.toFixed(0).padStart(7)} ${String(f.non2xx).padStart(8)}`,
    );
  }
  const mean = (prefix: string) => {
    const picked = rows.filter((r) => r.name.startsWith(prefix)).map((r) => r.figures.rps);
    return picked.reduce((a, b) => a + b, 0) / picked.length;
  };
  const same = mean('plain, same');
  const rewritten = mean('plain, [locale]');
  const minimal = mean('plain, minimal');
  const site = mean('CMS');
  console.info(
    `\nmean req/s: CMS page ${site.toFixed(0)}; plain page with the same markup ${same.toFixed(0)} ` +
      `(CMS page at ${((site / same) * 100).toFixed(1)} %); minimal plain page ${minimal.toFixed(0)} (${((site / minimal) * 100).toFixed(1)} %)`,
  );
  const bare = mean('same build');
  console.info(`the site's build under a bare next start (without the site's server): ${bare.toFixed(0)} req/s (CMS page as served at ${((site / bare) * 100).toFixed(1)} % of it)`);
  console.info(`the same plain page from one [locale] tree behind the rewrite: ${rewritten.toFixed(0)} req/s (${((rewritten / same) * 100).toFixed(1)} % of it without)`);
} finally {
  for (const child of stopAll) {
    // A server that has already exited (its group gone) is nothing to stop, but is said.
    if (child.exitCode !== null || child.signalCode !== null) console.warn(`${child.spawnargs.join(' ')} had exited early (${child.exitCode ?? child.signalCode})`);
    else if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}
