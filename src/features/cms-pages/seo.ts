import { localizedHref, type Locale } from '@/i18n/routing';

/**
 * How a page shows in search results, and whether its title and description fit, in each
 * language (issue 39, item 6). The SEO plugin counts characters against English ranges (title
 * 50–60, description 100–150), which marks every Japanese page "too short".
 *
 * The rules here count width, not characters: a full-width character (kanji, kana, full-width
 * letters and punctuation) counts 2, any other 1, because search engines cut a result by its width
 * on screen and a full-width character is about twice as wide as an average Latin letter. The
 * ranges are then set per language, in those units:
 *
 * - English keeps the plugin's ranges (title 50–60, description 100–150), written for English.
 * - Japanese titles: at most 60 (about 30 full-width characters, the width English gets), and at
 *   least 10 (5 characters): a Japanese title says as much in far fewer characters, so the
 *   English minimum (25 full-width characters) would call most good titles short.
 * - Japanese descriptions: 100–240 (about 50–120 full-width characters): a phone shows about the
 *   first 50, a computer about 120 before cutting.
 *
 * Mixed text (`ISO/IEC 17025 の認定`) is counted fairly either way. The site writes the title as
 * `<page title> | <site name>` (the home page alone has no suffix); the check is on the page's
 * own part, which the editor writes, and the preview shows the whole.
 */

export type Range = { min: number; max: number };

export const SEO_LENGTHS: Record<Locale, { title: Range; description: Range }> = {
  ja: { title: { min: 10, max: 60 }, description: { min: 100, max: 240 } },
  en: { title: { min: 50, max: 60 }, description: { min: 100, max: 150 } },
};

/** The width a result's whole title gets before it is cut, in either language. */
export const TITLE_SHOWN = 60;

/** Whether a code point is full-width (East Asian Wide or Fullwidth), half-width katakana excepted. */
function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) || // Hangul Jamo
    (code >= 0x2e80 && code <= 0x303e) || // CJK radicals, ideographic punctuation (、。「」)
    (code >= 0x3041 && code <= 0x33ff) || // kana, CJK symbols, compatibility
    (code >= 0x3400 && code <= 0x4dbf) || // CJK extension A
    (code >= 0x4e00 && code <= 0x9fff) || // CJK unified ideographs
    (code >= 0xa000 && code <= 0xa4cf) || // Yi
    (code >= 0xac00 && code <= 0xd7a3) || // Hangul syllables
    (code >= 0xf900 && code <= 0xfaff) || // CJK compatibility ideographs
    (code >= 0xfe30 && code <= 0xfe4f) || // CJK compatibility forms
    (code >= 0xff00 && code <= 0xff60) || // full-width forms (ＡＢＣ１２３（）)
    (code >= 0xffe0 && code <= 0xffe6) || // full-width signs (￥)
    (code >= 0x1f300 && code <= 0x1f64f) || // pictographs and emoji
    (code >= 0x20000 && code <= 0x3fffd) // CJK extensions B and beyond
  );
}

/** The width of a text: 2 for each full-width character, 1 for any other. */
export function displayWidth(text: string | null | undefined): number {
  let width = 0;
  for (const char of text ?? '') width += isWide(char.codePointAt(0)!) ? 2 : 1;
  return width;
}

/** The text cut to at most `width`, with an ellipsis when cut, as a result list cuts it. */
export function cutToWidth(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const char of text) {
    const w = displayWidth(char);
    if (used + w > width - 1) break;
    out += char;
    used += w;
  }
  return `${out.trimEnd()}…`;
}

/** `japanese`: the English result would show the Japanese text (see `searchResult`). */
export type LengthStatus = 'missing' | 'tooShort' | 'almostThere' | 'good' | 'tooLong' | 'japanese';

export type LengthCheck = { status: LengthStatus; width: number; range: Range; passes: boolean };

/** A text against a range: missing, too short (almost there within 90 % of the minimum), good, too long. */
export function checkLength(text: string | null | undefined, range: Range): LengthCheck {
  const width = displayWidth(text?.trim());
  const status: LengthStatus =
    width === 0 ? 'missing' : width < range.min ? (width >= range.min * 0.9 ? 'almostThere' : 'tooShort') : width > range.max ? 'tooLong' : 'good';
  return { status, width, range, passes: status === 'good' };
}

/** A text the English result takes from Japanese: it fails whatever its length. */
const inJapanese = (value: string | null, range: Range): LengthCheck => ({ status: 'japanese', width: displayWidth(value), range, passes: false });

/** What the editor wrote for a page in one language (empty values as the form or the API give them). */
export type SeoValues = { title?: string | null; metaTitle?: string | null; metaDescription?: string | null };

export type SearchResult = {
  locale: Locale;
  /** Whether the page exists in this language (an English page needs an English title). */
  exists: boolean;
  url: string;
  /** The page's own part of the title: the SEO title, else the page's title. */
  titlePart: string;
  /** The title as the result shows it, with the site's name, cut where a result list cuts it. */
  shownTitle: string;
  titleSource: 'meta' | 'metaJapanese' | 'page';
  description: string | null;
  shownDescription: string | null;
  descriptionSource: 'meta' | 'metaJapanese' | null;
  checks: { title: LengthCheck; description: LengthCheck };
};

const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

/**
 * A page's search result in one language, as the site builds the page's metadata
 * (pages/CmsPage.tsx): the SEO title, else the page's title, then ` | ` and the site's name; the
 * SEO description. The English page reads the page with Japanese as fallback, so an English SEO
 * title or description left empty shows the Japanese one: the result says so.
 */
export function searchResult(
  locale: Locale,
  own: SeoValues,
  japanese: SeoValues | null,
  { path, siteName, origin = '' }: { path: string | null | undefined; siteName: string; origin?: string },
): SearchResult {
  const fallback = locale === 'en' ? japanese : null;
  const ownMeta = text(own.metaTitle);
  const japaneseMeta = text(fallback?.metaTitle);
  const titlePart = ownMeta || japaneseMeta || text(own.title);
  const titleSource = ownMeta ? 'meta' : japaneseMeta ? 'metaJapanese' : 'page';
  const ownDescription = text(own.metaDescription);
  const japaneseDescription = text(fallback?.metaDescription);
  const description = ownDescription || japaneseDescription || null;
  const lengths = SEO_LENGTHS[locale];
  const home = path === '/';
  const whole = titlePart && !home ? `${titlePart} | ${siteName}` : titlePart;
  return {
    locale,
    exists: text(own.title) !== '',
    url: `${origin}${localizedHref(path || '/…', locale)}`,
    titlePart,
    shownTitle: cutToWidth(whole, TITLE_SHOWN),
    titleSource,
    description,
    shownDescription: description ? cutToWidth(description, lengths.description.max) : null,
    descriptionSource: ownDescription ? 'meta' : japaneseDescription ? 'metaJapanese' : null,
    checks: {
      title: titleSource === 'metaJapanese' ? inJapanese(titlePart, lengths.title) : checkLength(titlePart, lengths.title),
      description: !ownDescription && japaneseDescription ? inJapanese(description, lengths.description) : checkLength(description, lengths.description),
    },
  };
}
