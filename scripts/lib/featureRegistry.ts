/**
 * Writes the lists the site assembles from, one per door of a feature, from the features named in
 * `src/features/features.ts` (in that order) and what each declares:
 *
 *   src/features/cms.registry.ts     each `cms.ts` exporting `cms`      → the CMS configuration, the seed
 *   src/features/checks.registry.ts  each `checks.ts` exporting `checks` → the proxy
 *   src/features/site.registry.ts    each `index.ts` exporting `site`    → sitemap, site search, "what's new"
 *   src/features/routes.registry.ts  each `routes.ts` exporting `routes` → the menu editor's screens
 *
 * and each route file under src/app/(ja) and src/app/(en)/en from each `routes.ts` (`routeFiles`).
 *
 * The files are generated, not written by hand, so that a new feature is its folder and one line in
 * `features.ts`. `npm run features` writes them; a test fails while they are out of date.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { FEATURES } from '../../src/features/features';
import { type FeatureChecks, type RouteDeclaration } from '../../src/platform/features';

type Door = { file: string; exported: string; registry: string; type: string; list?: boolean; what: string };

const DOORS: Door[] = [
  {
    file: 'cms.ts',
    exported: 'cms',
    registry: 'cms.registry.ts',
    type: 'FeatureCms',
    what: 'their collections, globals, endpoints, plugins and seeds (src/payload/payload.config.ts, src/payload/seed)',
  },
  { file: 'checks.ts', exported: 'checks', registry: 'checks.registry.ts', type: 'FeatureChecks', what: 'their query checks (src/proxy.ts)' },
  {
    file: 'index.ts',
    exported: 'site',
    registry: 'site.registry.ts',
    type: 'FeatureSite',
    what: 'their sitemap pages, site search sources and feed entries (features/sitemap, site-search, whats-new)',
  },
  {
    file: 'routes.ts',
    exported: 'routes',
    registry: 'routes.registry.ts',
    type: 'RouteDeclaration',
    list: true,
    what: 'their addresses (the screens the menu editor offers: features/navigation)',
  },
];

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The registry files by their path under `root`, as `npm run features` writes them. */
export function featureRegistries(root: string, features: readonly string[] = FEATURES): Map<string, string> {
  const featuresDir = path.join(root, 'src/features');
  const files = new Map<string, string>();
  for (const door of DOORS) {
    const declaring = features.filter((feature) => {
      const file = path.join(featuresDir, feature, door.file);
      return existsSync(file) && new RegExp(`^export (?:const ${door.exported}\\b|\\{[^}]*\\b${door.exported} *\\})`, 'm').test(readFileSync(file, 'utf8'));
    });
    const lines = [
      `// Written by \`npm run features\` from features.ts: do not edit. The features that declare`,
      `// ${door.what}, in the order of features.ts.`,
      `import type { ${door.type} } from '@/platform/features';`,
      '',
      ...declaring.map((feature) => `import { ${door.exported} as ${camel(feature)} } from './${feature}${door.file === 'index.ts' ? '' : `/${door.file.replace(/\.ts$/, '')}`}';`),
      '',
      `export const ${door.exported}Features: { name: string; ${door.exported}: ${door.type}${door.list ? '[]' : ''} }[] = [`,
      ...declaring.map((feature) => `  { name: '${feature}', ${door.exported}: ${camel(feature)} },`),
      '];',
      '',
    ];
    files.set(path.join('src/features', door.registry), lines.join('\n'));
  }
  return files;
}

/** Folders under src/features that features.ts does not name (each must be named). */
export function unlistedFeatures(root: string, features: readonly string[] = FEATURES): string[] {
  const featuresDir = path.join(root, 'src/features');
  const listed = new Set<string>(features);
  return readdirSync(featuresDir).filter((name) => statSync(path.join(featuresDir, name)).isDirectory() && !listed.has(name));
}

const MATCHER_START = '  // The matcher: written by `npm run features`';
const MATCHER_END = '  ],\n};';

/**
 * The proxy's matcher, from each feature's checks (the addresses of its `queries` and its
 * `matcher`), each in both languages. Next reads the matcher from the file before any import runs,
 * so it cannot be built at run time: it is written into src/proxy.ts, and the test compares.
 */
export async function proxyWithMatcher(root: string, features: readonly string[] = FEATURES): Promise<string> {
  const patterns: string[] = [];
  const negotiated: string[] = [];
  for (const feature of features) {
    const file = path.join(root, 'src/features', feature, 'checks.ts');
    if (!existsSync(file)) continue;
    const { checks } = (await import(pathToFileURL(file).href)) as { checks?: FeatureChecks };
    if (!checks) continue;
    const own = checks.matcher ?? [];
    // The proxy runs only where the matcher says: a check below an address needs its pattern.
    if (checks.below && own.length === 0) throw new Error(`${feature}/checks.ts checks addresses below one (\`below\`) but gives no \`matcher\` pattern for them`);
    // An address covered by one of the feature's patterns (`/x/:path*` covers `/x`) is not repeated.
    const addresses = Object.keys(checks.queries ?? {}).filter((address) => !own.includes(`${address}/:path*`));
    patterns.push(...addresses, ...own);
    // Addresses answered in another form for programs: the proxy runs for every request of them,
    // a browser's too, since the page must say it varies on Accept whoever asks.
    negotiated.push(...(checks.negotiatedMatcher ?? []));
  }
  const lines = [...new Set([...patterns, ...negotiated])].flatMap((p) => [`    '${p}', // address-literal: Next reads the matcher before any import`, `    '/en${p}',`]);
  const proxy = readFileSync(path.join(root, 'src/proxy.ts'), 'utf8');
  const start = proxy.indexOf(MATCHER_START);
  const end = proxy.indexOf(MATCHER_END, start);
  if (start < 0 || end < 0) throw new Error(`src/proxy.ts has lost its matcher's markers ("${MATCHER_START.trim()}")`);
  const block = [
    `${MATCHER_START} from each feature's checks.ts (its queries' addresses and its`,
    '  // matcher), in both languages. Next reads it from this file before any import runs.',
    '  matcher: [',
    ...lines,
  ].join('\n');
  return `${proxy.slice(0, start)}${block}\n${proxy.slice(end)}`;
}

/** The two route trees: the Japanese addresses at the root, the English ones under /en (ADR 8). */
const TREES = { ja: 'src/app/(ja)', en: 'src/app/(en)/en' } as const;
const ROUTE_HEADER = '// Written by `npm run features` from';
/** The Pages Router's tree (the pages rendered to HTML only); English under `en/`. */
const PAGES_ROUTER = 'src/pages';

/** The route file of one declaration in one language: its path under the tree, and its text. */
function routeFile(feature: string, route: RouteDeclaration, locale: 'ja' | 'en'): [string, string] {
  if (route.htmlOnly) return htmlOnlyFile(feature, route, route.htmlOnly, locale);
  const kind = route.page !== undefined ? 'page' : route.GET !== undefined || route.POST !== undefined ? 'handler' : undefined;
  // A page, or the handlers of an address: GET, POST or both.
  const bindings = route.page !== undefined ? [route.page] : [route.GET, route.POST].filter((b): b is string => b !== undefined);
  if (!kind || bindings.length === 0) throw new Error(`${feature}/routes.ts: ${route.path} is neither a page nor a handler`);
  const factories = bindings.map((binding) => {
    const factory = /([A-Za-z_$][\w$]*)\(/.exec(binding)?.[1];
    if (!factory) throw new Error(`${feature}/routes.ts: ${route.path} binds no call of the feature's ("${binding}")`);
    return factory;
  });
  const bind = (binding: string) => binding.replace(/\blocale\b/g, `'${locale}'`);
  const bound = bind(bindings[0]!);
  const settings = [
    ...(route.note ? [`// ${route.note}`] : []),
    ...(route.revalidate !== undefined ? [`export const revalidate = ${route.revalidate};`] : []),
    ...(route.dynamic ? [`export const dynamic = '${route.dynamic}';`] : []),
  ];
  const head = [`${ROUTE_HEADER} src/features/${feature}/routes.ts: do not edit.`, `import { ${[...new Set(factories)].sort().join(', ')} } from '@/features/${feature}';`, ''];
  const body =
    kind === 'page'
      ? [
          `const route = ${bound};`,
          '',
          ...settings,
          ...(route.staticParams ? ['export const generateStaticParams = route.generateStaticParams;'] : []),
          'export const generateMetadata = route.generateMetadata;',
          'export default route.Page;',
        ]
      : [
          ...settings,
          ...(route.GET !== undefined ? [`export const GET = ${bind(route.GET)};`] : []),
          ...(route.POST !== undefined ? [`export const POST = ${bind(route.POST)};`] : []),
        ];
  const segments = route.path.split('/').filter(Boolean);
  return [path.join(TREES[locale], ...segments, kind === 'page' ? 'page.tsx' : 'route.ts'), [...head, ...body, ''].join('\n')];
}

/** The Pages Router's file of a page rendered to HTML only (ADR 23), in one language. */
function htmlOnlyFile(feature: string, route: RouteDeclaration, { view, props }: { view: string; props: string }, locale: 'ja' | 'en'): [string, string] {
  const factory = /([A-Za-z_$][\w$]*)\(/.exec(props)?.[1];
  if (!factory) throw new Error(`${feature}/routes.ts: ${route.path} has no call for its props ("${props}")`);
  const segments = [...(locale === 'en' ? ['en'] : []), ...route.path.split('/').filter(Boolean)];
  // A dynamic last segment is the file's name (`[standard].tsx`); otherwise the address is a folder's index.
  const file = /^\[[^\]]+\]$/.test(segments.at(-1) ?? '') ? `${segments.pop()}.tsx` : 'index.tsx';
  const text = [
    `${ROUTE_HEADER} src/features/${feature}/routes.ts: do not edit.`,
    `import { ${view} } from '@/features/${feature}/htmlOnly';`,
    `import { ${factory} } from '@/features/${feature}/htmlOnly.server';`,
    '',
    '// HTML only: no runtime script and no copy of the props in the page (docs/decisions/0023).',
    'export const config = { unstable_runtimeJS: false } as { runtime?: string };',
    `export const getServerSideProps = ${props.replace(/\blocale\b/g, `'${locale}'`)};`,
    `export default ${view};`,
    '',
  ].join('\n');
  return [path.join(PAGES_ROUTER, ...segments, file), text];
}

/** The route files every feature's `routes.ts` declares, in both trees, by their path under `root`. */
export async function routeFiles(root: string, features: readonly string[] = FEATURES): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const feature of features) {
    const file = path.join(root, 'src/features', feature, 'routes.ts');
    if (!existsSync(file)) continue;
    const { routes } = (await import(pathToFileURL(file).href)) as { routes: RouteDeclaration[] };
    for (const route of routes) {
      for (const locale of ['ja', 'en'] as const) {
        const [at, text] = routeFile(feature, route, locale);
        if (files.has(at)) throw new Error(`${at} is declared twice (the second time by ${feature})`);
        files.set(at, text);
      }
    }
  }
  return files;
}

/** Route files `npm run features` once wrote that no feature declares any more (to be removed). */
export function staleRouteFiles(root: string, current: Map<string, string>): string[] {
  const stale: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (!current.has(rel) && readFileSync(path.join(root, rel), 'utf8').startsWith(ROUTE_HEADER)) stale.push(rel);
    }
  };
  for (const tree of [...Object.values(TREES), PAGES_ROUTER]) if (existsSync(path.join(root, tree))) walk(tree);
  return stale;
}
