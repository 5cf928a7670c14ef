import { type APIRequestContext, expect, test } from '@playwright/test';
import { Parser } from 'htmlparser2';

import { localized, publishedPaths } from './support';

/**
 * The site as a link checker and a reader of English see it: every page in both languages,
 * reached from the CMS's page list and from the links of every page (addresses with a query are
 * checked, not followed: a list's filters and pages would be thousands). Without a browser.
 *
 * - every link of the site to itself answers below 400 (a redirect is followed, and carries one
 *   Location);
 * - HEAD answers with GET's status on every address without a query, files included;
 * - a link to `#part` of a page finds an element with that id there;
 * - an English page shows no full-width punctuation outside text marked `lang="ja"`.
 */

// Full-width and CJK punctuation (U+3000–U+303F, U+FF01–U+FF0F, U+FF1A–U+FF20, U+FF3B–U+FF40, U+FF5B–U+FF65).
const FULL_WIDTH = /[\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]/;
// Kana and kanji: a text run with any of them is Japanese.
const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/;

type Page = { links: { href: string; from: string }[]; ids: Set<string>; englishFullWidth: string[] };

/** Links, ids and (on an English page) text with full-width punctuation outside lang="ja". */
function read(html: string, path: string, english: boolean): Page {
  const page: Page = { links: [], ids: new Set(), englishFullWidth: [] };
  // The language of each open element, so text knows whether it is marked Japanese.
  const langs: string[] = [];
  const skipped = new Set(['script', 'style', 'template', 'noscript']);
  let skipDepth = 0;
  const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) page.ids.add(attributes.id);
        if (name === 'a' && attributes.name) page.ids.add(attributes.name);
        if ((name === 'a' || name === 'area') && attributes.href) page.links.push({ href: attributes.href, from: path });
        if (name === 'link' && attributes.href && /\b(alternate|canonical)\b/.test(attributes.rel ?? '')) page.links.push({ href: attributes.href, from: path });
        if (VOID.has(name)) return;
        langs.push(attributes.lang ?? langs.at(-1) ?? 'ja');
        if (skipped.has(name) || skipDepth > 0) skipDepth++;
      },
      onclosetag(name) {
        if (VOID.has(name)) return;
        langs.pop();
        if (skipDepth > 0) skipDepth--;
      },
      ontext(text) {
        if (!english || skipDepth > 0 || (langs.at(-1) ?? '').startsWith('ja')) return;
        const trimmed = text.trim();
        // Japanese text keeps Japanese punctuation (a name with no English shown as it is written).
        if (trimmed && FULL_WIDTH.test(trimmed) && !JAPANESE.test(trimmed) && page.englishFullWidth.length < 5) page.englishFullWidth.push(trimmed.slice(0, 80));
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return page;
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

const locationCount = (headers: { name: string }[]) => headers.filter((h) => h.name.toLowerCase() === 'location').length;

async function statusOf(request: APIRequestContext, method: 'get' | 'head', address: string) {
  const response = await request[method](address, { maxRedirects: 0, failOnStatusCode: false });
  return { status: response.status(), locations: locationCount(response.headersArray()), location: response.headers().location ?? null, response };
}

test('every link of the site leads somewhere, HEAD answers as GET, anchors exist, English pages use English punctuation', { tag: '@markup' }, async ({ request, baseURL }) => {
  test.setTimeout(15 * 60_000);
  const origin = new URL(baseURL!).origin;
  const seeds = (await publishedPaths(request)).flatMap((p) => [localized(p, 'ja'), localized(p, 'en')]);
  const queue = [...new Set(['/', '/en', ...seeds])];
  const crawled = new Map<string, Page>();
  const linked = new Map<string, string>(); // address (path + query) → the first page linking it
  const fragments: { address: string; fragment: string; from: string }[] = [];
  const problems: string[] = [];

  const internal = (href: string, from: string): URL | null => {
    if (/^(mailto|tel|javascript|data):/i.test(href)) return null;
    const url = new URL(href, origin + from);
    return url.origin === origin ? url : null;
  };

  while (queue.length) {
    const batch = queue.splice(0, queue.length);
    await inParallel(batch, 4, async (path) => {
      if (crawled.has(path)) return;
      crawled.set(path, { links: [], ids: new Set(), englishFullWidth: [] });
      const response = await request.get(path, { failOnStatusCode: false });
      if (response.status() >= 400) return void problems.push(`${path}: ${response.status()}`);
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
      const finalPath = new URL(response.url()).pathname;
      const page = read(await response.text(), finalPath, finalPath === '/en' || finalPath.startsWith('/en/'));
      crawled.set(path, page);
      if (page.englishFullWidth.length) problems.push(`${path}: full-width punctuation in English: ${page.englishFullWidth.map((t) => `“${t}”`).join(', ')}`);
      for (const { href, from } of page.links) {
        const url = internal(href, from);
        if (!url) continue;
        const address = url.pathname + url.search;
        if (url.hash.length > 1) fragments.push({ address, fragment: decodeURIComponent(url.hash.slice(1)), from });
        if (!linked.has(address)) linked.set(address, from);
        // Pages are followed; addresses with a query, the API, the admin and feeds are only checked.
        const followed = !url.search && !/^\/(api|admin|_next)\b/.test(url.pathname) && !/\/feed$|\.(xml|pdf|csv|json|txt|png|jpe?g|svg|ico)$/i.test(url.pathname);
        if (followed && !crawled.has(url.pathname)) queue.push(url.pathname);
      }
    });
  }

  // Every address linked: GET below 400 after redirects, each redirect with one Location; HEAD as GET without a query.
  const addresses = [...linked.keys()].filter((a) => !a.startsWith('/admin'));
  await inParallel(addresses, 4, async (address) => {
    const from = linked.get(address)!;
    let current = address;
    for (let hop = 0; hop < 5; hop++) {
      const get = await statusOf(request, 'get', current);
      if (get.locations > 1) problems.push(`${current} (linked from ${from}): ${get.locations} Location headers`);
      if (!address.includes('?')) {
        const head = await statusOf(request, 'head', current);
        if (head.status !== get.status) problems.push(`${current} (linked from ${from}): HEAD ${head.status}, GET ${get.status}`);
      }
      if (get.status >= 300 && get.status < 400 && get.location) {
        const next = new URL(get.location, origin + current);
        if (next.origin !== origin) break; // a redirect staff pointed elsewhere on purpose
        current = next.pathname + next.search;
        continue;
      }
      if (get.status >= 400) problems.push(`${address} (linked from ${from}): ${get.status}`);
      break;
    }
  });

  for (const { address, fragment, from } of fragments) {
    if (address.includes('?')) continue; // a page with a query was not read
    const target = crawled.get(address.split('?')[0]!);
    if (target && target.links.length + target.ids.size > 0 && !target.ids.has(fragment)) problems.push(`${address}#${fragment} (linked from ${from}): no element with that id`);
  }

  console.info(`Crawled ${crawled.size} pages; checked ${addresses.length} linked addresses and ${fragments.length} anchors.`);
  expect(problems, problems.slice(0, 40).join('\n')).toEqual([]);
});
