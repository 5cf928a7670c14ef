/**
 * The HTML of every page the sitemap lists, in both languages, plus the lists' filtered, paged and
 * refused views, written one file per address, so a restructure can be checked to change no page:
 *
 *   npm run pages:snapshot -- http://localhost:3000 /tmp/before
 *   (change the code, rebuild, start a fresh sample site)
 *   npm run pages:snapshot -- http://localhost:3000 /tmp/after
 *   diff -r /tmp/before /tmp/after
 *
 * What differs from one build or one request to the next is taken out first: the hashed names of
 * the build's files, the nonce of each answer, the request id. Everything a visitor reads stays.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [origin, outDir] = process.argv.slice(2);
if (!origin || !outDir) {
  console.error('usage: npm run pages:snapshot -- <origin, e.g. http://localhost:3000> <folder>');
  process.exit(2);
}

/** Views of the dated lists a sitemap does not name: a year, a category, a page, a refused query. */
const LIST_VIEWS = ['?page=2', '?year=2025', '?page=99', '?year=abc'];
const LISTS: Record<string, string[]> = {
  '/news': ['?category=notice', '?category=event'],
  '/public_comments': ['?state=open', '?state=closed'],
  '/document_revision': ['?document=S-RL02', '?document=bad%20number'],
  '/recruit': ['?state=open', '?state=closed'],
};

async function sitemapPaths(): Promise<string[]> {
  const index = await (await fetch(`${origin}/sitemap.xml`)).text();
  const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const paths = new Set<string>();
  for (const map of maps) {
    const xml = await (await fetch(new URL(new URL(map).pathname, origin))).text();
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.add(new URL(m[1]!).pathname);
  }
  return [...paths];
}

/**
 * The answer without what changes between builds, seeds and requests: the origin (another port),
 * the build's files (their names and how they are split into chunks), the server actions' ids,
 * the nonce of each answer, request ids, the ids a seed gives rich-text blocks, the times a seed
 * writes (an item's last change), and empty Suspense markers (a page prerendered by the build or
 * rendered later), and the path hash in CSS Module class names. Everything a visitor reads stays.
 */
function normalise(html: string): string {
  return html
    .replaceAll(origin!, '{origin}')
    .replace(/\/_next\/static\/[^"'\s)]+/g, '/_next/static/…')
    .replace(/<link rel="stylesheet" href="\/_next\/static\/…"[^>]*\/>/g, '')
    .replace(/<link rel="(?:preload|modulepreload)"[^>]*href="\/_next\/static\/…"[^>]*\/>/g, '')
    .replace(/<script src="\/_next\/static\/…"[^>]*><\/script>/g, '')
    .replace(/&quot;id&quot;:&quot;[^&]*&quot;/g, '&quot;id&quot;:&quot;{action}&quot;')
    .replace(/ nonce="[^"]*"/g, '')
    .replace(/"buildId":"[^"]*"/g, '"buildId":"…"')
    .replace(/\b[0-9a-f]{32}\b/g, '{request}')
    .replace(/\b[0-9a-f]{24}\b/g, '{id}')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '{time}')
    .replaceAll('<!--$--><!--/$-->', '')
    // A CSS Module's class names begin with a hash of its file's path: a style sheet that moves to
    // another folder renames its classes (`PBsAdW_article` → `h9c_-a_article`), though its rules and
    // what a visitor sees are the same. The name after the hash is kept.
    .replace(/ class="([^"]*)"/g, (_, names: string) => ` class="${names.replace(/(?<![\w-])[A-Za-z0-9_-]{6,7}_(?=[A-Za-z])/g, '')}"`);
}

function fileFor(address: string): string {
  const name = address.replace(/^\//, '').replace(/[/?=&]/g, '_') || '_root';
  return path.join(outDir!, `${name}.html`);
}

const paths = await sitemapPaths();
const listViews = Object.entries(LISTS).flatMap(([list, own]) =>
  ['', '/en'].flatMap((prefix) => [...LIST_VIEWS, ...own].map((view) => `${prefix}${list}${view}`)),
);
const addresses = [...paths, ...listViews].sort();
mkdirSync(outDir, { recursive: true });
let written = 0;
for (const address of addresses) {
  const response = await fetch(`${origin}${address}`, { redirect: 'manual' });
  const body = normalise(await response.text());
  writeFileSync(fileFor(address), `${response.status} ${response.headers.get('content-type') ?? ''}\n${body}`);
  written++;
}
console.info(`${written} addresses written to ${outDir} (${paths.length} from the sitemap, ${listViews.length} views of the dated lists)`);
