import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the build writes the site's script (next.config.ts), under the folder Next serves as is. */
export const ENHANCEMENT_FILE = path.join('public', 'enhance.js');

let src: string | undefined;

/**
 * The address of the site's script, with a digest of its content: the server lets browsers and
 * caches keep it a year (server/cache.ts), and a new build's script has a new address.
 */
export function enhancementScript(): string {
  if (src) return src;
  try {
    const digest = createHash('sha256')
      .update(readFileSync(path.join(process.cwd(), ENHANCEMENT_FILE)))
      .digest('base64url')
      .slice(0, 12);
    src = `/enhance.js?v=${digest}`;
  } catch {
    // Not built (a unit test rendering the layout): the address still names the script.
    return '/enhance.js';
  }
  return src;
}
