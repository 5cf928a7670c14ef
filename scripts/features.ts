/**
 * `npm run features`: from src/features/features.ts and what each feature's doors declare
 * (scripts/lib/featureRegistry.ts), writes the feature registries (src/features/*.registry.ts),
 * the proxy's matcher and every route file of both routers, and removes the route files no
 * feature declares any more. It fails on a feature folder features.ts does not name.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { featureRegistries, proxyWithMatcher, routeFiles, staleRouteFiles, unlistedFeatures } from './lib/featureRegistry';

const root = process.cwd();
const unlisted = unlistedFeatures(root);
if (unlisted.length > 0) {
  console.error(`Not named in src/features/features.ts: ${unlisted.join(', ')}. Add each where it belongs in the order.`);
  process.exit(1);
}
const files = featureRegistries(root);
// The proxy's matcher from the features' checks (read after the registries are written).
for (const [file, text] of files) write(file, text);
write('src/proxy.ts', await proxyWithMatcher(root));
// Both route trees from the features' routes.ts; a route file no feature declares any more goes.
const routes = await routeFiles(root);
for (const [file, text] of routes) write(file, text);
for (const file of staleRouteFiles(root, routes)) {
  rmSync(path.join(root, file));
  console.info(`removed ${file}`);
}

function write(file: string, text: string) {
  const full = path.join(root, file);
  let current = '';
  try {
    current = readFileSync(full, 'utf8');
  } catch {}
  if (current === text) return;
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  console.info(`wrote ${file}`);
}
