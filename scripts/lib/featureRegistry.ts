/**
 * Writes the lists the site assembles from, one per door of a feature, from the features named in
 * `src/features/features.ts` (in that order) and what each declares:
 *
 *   src/features/cms.registry.ts     each `cms.ts` exporting `cms`      → the CMS configuration, the seed
 *   src/features/checks.registry.ts  each `checks.ts` exporting `checks` → the proxy
 *   src/features/site.registry.ts    each `index.ts` exporting `site`    → sitemap, site search, "what's new"
 *
 * The files are generated, not written by hand, so that a new feature is its folder and one line in
 * `features.ts`. `npm run features` writes them; a test fails while they are out of date.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { FEATURES } from '../../src/features/features';
import type { FeatureChecks } from '../../src/platform/features';

type Door = { file: string; exported: string; registry: string; type: string; what: string };

const DOORS: Door[] = [
  {
    file: 'cms.ts',
    exported: 'cms',
    registry: 'cms.registry.ts',
    type: 'FeatureCms',
    what: 'their collections, globals, endpoints, plugins and seeds (src/cms/payload.config.ts, src/cms/seed)',
  },
  { file: 'checks.ts', exported: 'checks', registry: 'checks.registry.ts', type: 'FeatureChecks', what: 'their query checks (src/proxy.ts)' },
  {
    file: 'index.ts',
    exported: 'site',
    registry: 'site.registry.ts',
    type: 'FeatureSite',
    what: 'their sitemap pages, site search sources and feed entries (features/sitemap, site-search, whats-new)',
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
      `export const ${door.exported}Features: { name: string; ${door.exported}: ${door.type} }[] = [`,
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
  for (const feature of features) {
    const file = path.join(root, 'src/features', feature, 'checks.ts');
    if (!existsSync(file)) continue;
    const { checks } = (await import(pathToFileURL(file).href)) as { checks?: FeatureChecks };
    if (!checks) continue;
    const own = checks.matcher ?? [];
    // An address covered by one of the feature's patterns (`/x/:path*` covers `/x`) is not repeated.
    const addresses = Object.keys(checks.queries ?? {}).filter((address) => !own.includes(`${address}/:path*`));
    patterns.push(...addresses, ...own);
  }
  const lines = patterns.flatMap((p) => [`    '${p}', // address-literal: Next reads the matcher before any import`, `    '/en${p}',`]);
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
