import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The mark works through package.json's `imports` and the `browser` condition, which every
 * bundler the site uses honours: a bundle for the browser that reaches `#server-only` fails and
 * names the mark; one for the server takes an empty module. Checked with a real bundler on the
 * project's own package.json, so moving the folder or reordering the conditions fails here.
 */
const bundle = (platform: 'browser' | 'node') =>
  build({
    stdin: { contents: "import '#server-only';\nexport const reached = true;\n", resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    write: false,
    platform,
    format: 'esm',
    logLevel: 'silent',
  });

describe('#server-only', () => {
  it('stops a browser bundle and names why', async () => {
    const failed = await bundle('browser').then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failed).toContain('a-server-only-module-was-imported-by-browser-code');
  });

  it('is an empty module on the server', async () => {
    const result = await bundle('node');
    const code = result.outputFiles[0]!.text;
    expect(code).toContain('reached = true');
    expect(code).not.toContain('import');
  });
});
