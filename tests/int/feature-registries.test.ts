import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { NextRequest } from 'next/server';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { FEATURES } from '@/features/features';

import { featureRegistries, proxyWithMatcher, routeFiles, staleRouteFiles, unlistedFeatures } from '../../scripts/lib/featureRegistry';

const root = path.resolve(import.meta.dirname, '../..');

describe('the feature registries', () => {
  it('name every feature folder, and are what `npm run features` writes', () => {
    expect(unlistedFeatures(root)).toEqual([]);
    for (const [file, text] of featureRegistries(root)) expect(readFileSync(path.join(root, file), 'utf8'), `${file} is out of date: run npm run features`).toBe(text);
  });

  it('give every check below an address the matcher that makes the proxy run for it', async () => {
    const { checksFeatures } = await import('@/features/checks.registry');
    const unmatched = checksFeatures.filter((f) => f.checks.below && !f.checks.matcher?.length).map((f) => f.name);
    expect(unmatched).toEqual([]);
    expect(checksFeatures.filter((f) => f.checks.below).length).toBeGreaterThanOrEqual(2);
  });

  it("write the proxy's matcher from every address a feature checks, in both languages", async () => {
    expect(readFileSync(path.join(root, 'src/proxy.ts'), 'utf8'), 'the matcher is out of date: run npm run features').toBe(await proxyWithMatcher(root));
    const { config } = await import('@/proxy');
    expect(config.matcher).toEqual(expect.arrayContaining(['/news', '/en/news', '/verify/:number', '/en/verify/:number', '/inquiry/form/:path*', '/en/inquiry/form/:path*']));
  });

  it("write both route trees from the features' routes.ts, and no route file is left that none declares", async () => {
    const routes = await routeFiles(root);
    expect(routes.size).toBeGreaterThan(80);
    for (const [file, text] of routes) expect(readFileSync(path.join(root, file), 'utf8'), `${file} is out of date: run npm run features`).toBe(text);
    expect(staleRouteFiles(root, routes)).toEqual([]);
    // What binds a feature's route and is not generated: the frames of each tree, and the not-found page the shell draws.
    const walk = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const byHand = [...walk('src/app/(ja)'), ...walk('src/app/(en)/en')].filter((file) => !routes.has(file));
    expect(byHand.sort()).toEqual(
      ['layout.tsx', 'not-found.tsx', 'page-not-found/page.tsx'].flatMap((f) => [path.join('src/app/(en)/en', f), path.join('src/app/(ja)', f)]).sort(),
    );
  });

  it('list the features in the order of features.ts, each door only where the feature has it', () => {
    const registries = featureRegistries(root);
    const named = (file: string) => [...registries.get(file)!.matchAll(/\{ name: '([a-z-]+)'/g)].map((m) => m[1]);
    const cms = named('src/features/cms.registry.ts');
    expect(cms).toEqual(FEATURES.filter((f) => cms.includes(f)));
    // The seed's order: documents before the notices naming them, bodies before their certificates and history, pages before the tree.
    const before = (a: string, b: string) => expect(cms.indexOf(a)).toBeLessThan(cms.indexOf(b));
    before('documents', 'document-revisions');
    before('accredited-bodies', 'certified-organisations');
    before('certified-organisations', 'validity-history');
    before('cms-pages', 'navigation');
    expect(named('src/features/checks.registry.ts')).toContain('news');
    expect(named('src/features/checks.registry.ts')).not.toContain('cms-pages');
    expect(named('src/features/site.registry.ts')).toEqual(expect.arrayContaining(['cms-pages', 'news', 'decision-reports']));
  });
});

/**
 * A throwaway dated list, "bulletins", added as CONTRIBUTING says: a folder and a line. The
 * registries written for it are then what the proxy, the sitemap and the CMS assembly loop over.
 */
describe('a new feature added by a folder and a line', () => {
  const fixture = mkdtempSync(path.join(tmpdir(), 'feature-fixture-'));
  const features = path.join(fixture, 'src/features');
  afterEach(() => vi.resetModules());
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  // A feature already there, with the three doors.
  mkdirSync(path.join(features, 'notices'), { recursive: true });
  writeFileSync(path.join(features, 'notices/cms.ts'), "export const cms = { collections: [{ slug: 'notices', fields: [] }] };\n");
  writeFileSync(path.join(features, 'notices/checks.ts'), "export const checks = { queries: { '/notices': () => false } };\n");
  writeFileSync(path.join(features, 'notices/index.ts'), "export const site = { sitemap: async () => [{ path: '/notices', english: true }] };\n");
  mkdirSync(path.join(features, 'bulletins'), { recursive: true });
  writeFileSync(
    path.join(features, 'bulletins/cms.ts'),
    "export const cms = { collections: [{ slug: 'bulletins', fields: [{ name: 'title', type: 'text' }] }], translated: ['bulletins'], seed: async () => 2 };\n",
  );
  writeFileSync(
    path.join(features, 'bulletins/checks.ts'),
    "export const checks = { queries: { '/bulletins': (params: URLSearchParams) => !params.has('page') || /^[1-9][0-9]*$/.test(params.get('page') ?? '') } };\n",
  );
  writeFileSync(
    path.join(features, 'bulletins/index.ts'),
    "export const site = { sitemap: async () => [{ path: '/bulletins', english: true }, { path: '/bulletins/first', english: false }] };\n",
  );
  writeFileSync(
    path.join(features, 'bulletins/routes.ts'),
    [
      'export const routes = [',
      "  { path: '/bulletins', page: 'bulletinsRoutes(locale).list' },",
      "  { path: '/bulletins/[slug]', page: 'bulletinsRoutes(locale).item', staticParams: true, revalidate: 60 },",
      "  { path: '/bulletins/feed', GET: 'bulletinsRoutes(locale).feed', revalidate: 60 },",
      '];',
      '',
    ].join('\n'),
  );
  mkdirSync(path.join(fixture, 'src'), { recursive: true });
  writeFileSync(path.join(fixture, 'src/proxy.ts'), readFileSync(path.join(root, 'src/proxy.ts')));
  const list = ['notices', 'bulletins'];
  for (const [file, text] of featureRegistries(fixture, list)) writeFileSync(path.join(fixture, file), text);

  it('is named in every registry whose door it has, after the features before it', () => {
    const registries = featureRegistries(fixture, list);
    for (const file of ['cms.registry.ts', 'checks.registry.ts', 'site.registry.ts']) {
      expect(registries.get(`src/features/${file}`)).toMatch(/\{ name: 'notices'[^\n]*\n[^\n]*\{ name: 'bulletins'/);
    }
    expect(unlistedFeatures(fixture, list)).toEqual([]);
    // A folder without its line is found.
    expect(unlistedFeatures(fixture, ['notices'])).toEqual(['bulletins']);
  });

  it("is in the proxy's matcher, in both languages", async () => {
    const proxy = await proxyWithMatcher(fixture, list);
    const matcher = proxy.slice(proxy.indexOf('matcher: ['));
    expect(matcher).toMatch(/'\/notices',.*\n\s*'\/en\/notices',\n\s*'\/bulletins',.*\n\s*'\/en\/bulletins',\n\s*\],/);
  });

  it('has its pages and feed bound in both route trees', async () => {
    const routes = await routeFiles(fixture, list);
    expect([...routes.keys()].sort()).toEqual(
      ['bulletins/page.tsx', 'bulletins/[slug]/page.tsx', 'bulletins/feed/route.ts'].flatMap((f) => [path.join('src/app/(ja)', f), path.join('src/app/(en)/en', f)]).sort(),
    );
    const item = routes.get(path.join('src/app/(en)/en', 'bulletins/[slug]/page.tsx'))!;
    expect(item).toContain("import { bulletinsRoutes } from '@/features/bulletins';");
    expect(item).toContain("const route = bulletinsRoutes('en').item;");
    expect(item).toContain('export const revalidate = 60;');
    expect(item).toContain('export const generateStaticParams = route.generateStaticParams;');
    expect(routes.get(path.join('src/app/(ja)', 'bulletins/feed/route.ts'))).toContain("export const GET = bulletinsRoutes('ja').feed;");
    // Written, they are found again; one no longer declared is stale.
    for (const [file, text] of routes) {
      mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
      writeFileSync(path.join(fixture, file), text);
    }
    expect(staleRouteFiles(fixture, routes)).toEqual([]);
    const fewer = new Map([...routes].filter(([file]) => !file.includes('feed')));
    expect(staleRouteFiles(fixture, fewer).sort()).toEqual([path.join('src/app/(en)/en', 'bulletins/feed/route.ts'), path.join('src/app/(ja)', 'bulletins/feed/route.ts')].sort());
    expect(existsSync(path.join(fixture, 'src/app/(ja)/bulletins/page.tsx'))).toBe(true);
  });

  it("has its query checked by the site's proxy", async () => {
    vi.doMock('@/features/checks.registry', () => import(path.join(features, 'checks.registry.ts')));
    const { default: proxy } = await import('@/proxy');
    for (const prefix of ['', '/en']) {
      expect((await proxy(new NextRequest(`http://localhost${prefix}/bulletins?page=abc`))).status).toBe(400);
      expect((await proxy(new NextRequest(`http://localhost${prefix}/bulletins?page=2`))).status).toBe(200);
    }
    // The feature already there keeps its check.
    expect((await proxy(new NextRequest('http://localhost/notices'))).status).toBe(400);
  });

  it("has its pages in the site's sitemap, in both languages where written in both", async () => {
    vi.doMock('@/features/site.registry', () => import(path.join(features, 'site.registry.ts')));
    const { sitemapFile } = await import('@/features/sitemap/server/files');
    const xml = await (await sitemapFile('pages.xml'))!.text();
    expect(xml).toContain('/bulletins</loc>');
    expect(xml).toContain('/en/bulletins</loc>');
    expect(xml).toContain('/bulletins/first</loc>');
    expect(xml).not.toContain('/en/bulletins/first</loc>');
    expect(xml).toContain('/notices</loc>');
  });

  it('gives the CMS its collection, its translation aids and its seed', async () => {
    const { cmsFeatures } = await import(path.join(features, 'cms.registry.ts'));
    const bulletins = cmsFeatures.find((f: { name: string }) => f.name === 'bulletins');
    expect(bulletins.cms.collections.map((c: { slug: string }) => c.slug)).toEqual(['bulletins']);
    expect(bulletins.cms.translated).toEqual(['bulletins']);
    expect(await bulletins.cms.seed()).toBe(2);
  });
});
