import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { Marked } from 'marked';

export type GuideLanguage = 'ja' | 'en';

/** The staff guide in each language, kept with the code in docs/ (it is read on GitHub too). */
export const guideFiles: Record<GuideLanguage, string> = { ja: 'staff-guide.md', en: 'staff-guide.en.md' };

/** The guide's pictures (scripts/guide-screenshots.ts): under docs/, `images/staff-guide/{ja|en}/{name}.png`. */
export const PICTURES = 'images/staff-guide/';
export const GUIDE_PICTURE = /^(?:ja|en)\/[a-z0-9-]{1,60}\.png$/;

/** The address of the guide in /admin, in one language. */
export const guidePage = (guideURL: string, language: GuideLanguage, hash = '') => `${guideURL}?lang=${language}${hash}`;

/**
 * Where a link of the guide leads in /admin. The guide links its two languages by file name
 * (`staff-guide.en.md`), which is right on GitHub; in /admin those become the guide's own page
 * in that language. Addresses with a scheme, site paths and anchors stay as written. Other
 * files of docs/ (the glossary) are not served by the site: null, and the link is shown as its
 * text alone.
 */
export function guideLinkTarget(href: string, guideURL: string): string | null {
  if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('/') || href.startsWith('#')) return href;
  const hashAt = href.indexOf('#');
  const file = path.posix.basename(hashAt < 0 ? href : href.slice(0, hashAt));
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  const language = (Object.keys(guideFiles) as GuideLanguage[]).find((code) => guideFiles[code] === file);
  return language ? guidePage(guideURL, language, hash) : null;
}

/** The guide's Markdown as HTML for /admin, its links made to work there (see {@link guideLinkTarget}). */
export function renderGuide(markdown: string, guideURL: string): string {
  const marked = new Marked({
    gfm: true,
    renderer: {
      // The guide's pictures (docs/images/staff-guide/…), which /admin serves to staff from the API.
      image(token) {
        const picture = token.href.startsWith(PICTURES) ? token.href.slice(PICTURES.length) : '';
        if (GUIDE_PICTURE.test(picture)) token.href = `/api/guide-images/${picture}`;
        return false;
      },
      link(token) {
        const target = guideLinkTarget(token.href, guideURL);
        if (target === null) return this.parser.parseInline(token.tokens);
        token.href = target;
        // Marked's own link, with the address rewritten.
        return false;
      },
    },
  });
  return marked.parse(markdown, { async: false });
}

/** The guide in one language, read from docs/ at each request (it changes with the code, and is read rarely). */
export async function readGuide(language: GuideLanguage): Promise<string> {
  return readFile(path.join(process.cwd(), 'docs', guideFiles[language]), 'utf8');
}
