/**
 * What a visitor's browser loads for each kind of public page, and Lighthouse's mobile
 * performance audit of it: the figures behind issue 14's light pages (docs/decisions/0019).
 *
 *   npm run bench:pages                                prepares a database, builds into .next-bench, serves, measures
 *   BENCH_URL=http://localhost:3000 npm run bench:pages  a site already running (no build)
 *   BENCH_LIGHTHOUSE=0 …                               transfer only
 *
 * For each page: the bytes transferred on a first visit (cold cache, compressed, by type:
 * document, styles, scripts, images and fonts), the console errors, then Lighthouse (mobile,
 * simulated slow 4G and a slowed CPU, as its defaults): score, LCP, CLS, TBT. Debian's Chromium.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { benchSite } from './support/process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const pages = [
  ['home', '/'],
  ['content page', '/about/basic'],
  ['news item list', '/news'],
  ['news item', null],
  ['certified-organisation search', '/ms_certifications/list?q=%E9%87%91%E5%B1%9E'],
  ['accredited-body search', '/certification_institutions?scheme=management_system'],
  ['form', '/inquiry/form'],
  ['content page (en)', '/en/about/basic'],
] as const;

const root = process.cwd();
const site = await benchSite(3204, 'pages');
const base = site.base;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
try {
  // A news item: the first one the list links.
  const list = await (await fetch(`${base}/news`)).text();
  const item = /href="(\/news\/[^"?#]+)"/.exec(list)?.[1];

  console.info(`\n${base}: first visit, compressed bytes by type`);
  const rows: string[][] = [];
  for (const [name, address] of pages) {
    const target = address ?? item;
    if (!target) continue;
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const kinds = new Map<string, string>();
    const bytes = new Map<string, number>();
    cdp.on('Network.responseReceived', (e) => kinds.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      const kind = kinds.get(e.requestId) ?? 'Other';
      bytes.set(kind, (bytes.get(kind) ?? 0) + e.encodedDataLength);
    });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(base + target, { waitUntil: 'networkidle' });
    await context.close();
    const kb = (kind: string) => ((bytes.get(kind) ?? 0) / 1024).toFixed(1);
    const total = [...bytes.values()].reduce((a, b) => a + b, 0) / 1024;
    rows.push([name, target, total.toFixed(1), kb('Document'), kb('Stylesheet'), kb('Script'), kb('Image'), kb('Font'), String(errors.length)]);

    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      const out = path.join(mkdtempSync(path.join(tmpdir(), 'lighthouse-')), 'report.json');
      const run = spawnSync(
        path.join(root, 'node_modules', '.bin', 'lighthouse'),
        [
          base + target,
          '--quiet',
          '--only-categories=performance',
          '--form-factor=mobile',
          `--chrome-flags=--headless=new ${FLAGS.join(' ')}`,
          '--output=json',
          `--output-path=${out}`,
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: 'ignore', timeout: 180_000 },
      );
      if (run.status === 0) {
        const report = JSON.parse(readFileSync(out, 'utf8')) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue: number }> };
        const a = report.audits;
        rows[rows.length - 1]!.push(
          String(Math.round(report.categories.performance.score * 100)),
          `${(a['largest-contentful-paint']!.numericValue / 1000).toFixed(2)} s`,
          a['cumulative-layout-shift']!.numericValue.toFixed(3),
          `${Math.round(a['total-blocking-time']!.numericValue)} ms`,
        );
      } else rows[rows.length - 1]!.push('(Lighthouse failed)');
      rmSync(path.dirname(out), { recursive: true, force: true });
    }
  }
  const head = ['page', 'address', 'total KB', 'HTML', 'CSS', 'JS', 'images', 'fonts', 'console errors', 'Lighthouse', 'LCP', 'CLS', 'TBT'];
  console.info(`| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const row of rows) console.info(`| ${row.join(' | ')} |`);
} finally {
  await browser.close();
  site.stop();
}
