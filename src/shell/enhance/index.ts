/**
 * The site's only script in the browser (docs/decisions/0019-pages-without-client-runtime.md).
 * Every page is whole as the server sends it and every flow works without this script; it adds
 * what native HTML lacks: the menu's one-open-column and Escape, tabs that follow the WAI-ARIA
 * pattern, the copy-link button and its notification, focus on a search's answer or a form's
 * errors, live choices in the search forms, and a busy send button.
 *
 * Each part looks for its own `data-*` hook in the page the server rendered, so a page without
 * that part costs nothing. Built by esbuild into `public/enhance.js` (next.config.ts); loaded
 * with `defer`, so it runs once the document is parsed.
 */
import { enhanceAnchorTabs } from './anchorTabs';
import { enhanceCopyLinks } from './copyLink';
import { focusOnArrival } from './focus';
import { enhanceForms } from './forms';
import { enhanceLanguageSwitch } from './languageSwitch';
import { enhanceMenus } from './menu';
import { enhanceSchemeScope, enhanceSelectedScope } from './searchFields';
import { enhanceTabs } from './tabs';

for (const part of [
  enhanceMenus,
  enhanceTabs,
  enhanceAnchorTabs,
  enhanceCopyLinks,
  enhanceLanguageSwitch,
  enhanceSelectedScope,
  enhanceSchemeScope,
  enhanceForms,
  focusOnArrival,
]) {
  try {
    part(document);
  } catch (error) {
    // One part failing leaves the others, and the page works without any of them.
    console.error(error);
  }
}
