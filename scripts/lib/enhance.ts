import { buildSync } from 'esbuild';
import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';

/**
 * Bundles the site's one browser script (src/shell/enhance) into `public/enhance.js`, minified,
 * for browsers of the last few years. Called by next.config.ts when Next builds or serves in
 * development, so every build has it. Written to a temporary file and renamed: Next loads its
 * configuration in several processes at once, and none may read half a file.
 */
export function buildEnhancementScript(root = process.cwd()): void {
  const out = path.join(root, 'public', 'enhance.js');
  const temporary = `${out}.${process.pid}.tmp`;
  mkdirSync(path.dirname(out), { recursive: true });
  buildSync({
    entryPoints: [path.join(root, 'src', 'shell', 'enhance', 'index.ts')],
    outfile: temporary,
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  renameSync(temporary, out);
}
