/**
 * The public pages leave without Next's client runtime (docs/decisions/0019): React's and Next's
 * script files, their preloads, the bootstrap, and the flight data that repeats the page for
 * React to hydrate. Every page is whole in its HTML and every flow works without JavaScript
 * (the browser suite checks both), so all they gave a visitor was weight: about 145 KB of
 * JavaScript on a content page, and a search page's rows a second time. The site's own script
 * (shell/enhance, an external file) and data blocks (JSON-LD) stay.
 *
 * Removed:
 * - `<script src="/_next/…">` and `<link rel="preload" as="script">`/`modulepreload` to `/_next/…`;
 * - every inline script a browser would run (on these pages, only Next writes them: the flight
 *   data `self.__next_f.push(…)`, the chunk bootstrap), so the page's policy allows no inline script.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const PRELOAD = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bhref="\/_next\/[^"]*\.js")[^>]*>/gi;
const SRC = /\bsrc\s*=\s*"([^"]*)"/i;
const TYPE = /\btype\s*=\s*"([^"]*)"/i;
/** The types a browser runs (none means JavaScript); `application/ld+json` and other data blocks never run. */
const RUNS = /^(?:|module|(?:text|application)\/(?:java|ecma)script)$/i;

export function withoutClientRuntime(html: string): string {
  return html
    .replace(SCRIPT, (whole, attributes: string) => {
      const src = SRC.exec(attributes)?.[1];
      if (src !== undefined) return src.startsWith('/_next/') ? '' : whole;
      return RUNS.test((TYPE.exec(attributes)?.[1] ?? '').trim()) ? '' : whole;
    })
    .replace(PRELOAD, '');
}
