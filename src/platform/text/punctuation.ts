/**
 * The punctuation code puts around words it joins, as each language writes it: Japanese takes
 * full-width brackets, colon and comma with no space (「公開日：」「（外部サイト）」「A、B」), English
 * takes ASCII ones with a space ("Published: ", " (external site)", "A, B"). Full-width
 * punctuation on an English page is a typo to a reader of English.
 */

type Lang = 'ja' | 'en';

// Kana and kanji: text with any of them is Japanese for the purpose of punctuating it.
const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]/;

/**
 * The language a label is written in. For presentational components, which are given the words
 * (from the page's messages) but not the page's language: the punctuation follows the words.
 */
export const languageOfText = (text: string): Lang => (JAPANESE.test(text) ? 'ja' : 'en');

/** What goes between a label and its value: 「公開日：」 / "Published: ". */
export const labelSeparator = (lang: Lang): string => (lang === 'ja' ? '：' : ': ');

/** A label and its value on one line: 「締切日：2026年12月1日」 / "Closing date: 1 December 2026". */
export const labelled = (label: string, value: string, lang: Lang = languageOfText(label)): string => `${label}${labelSeparator(lang)}${value}`;

/** A remark in brackets after what it qualifies, with the space English puts before it: 「（外部サイト）」 / " (external site)". */
export const bracketed = (text: string, lang: Lang = languageOfText(text)): string => (lang === 'ja' ? `（${text}）` : ` (${text})`);

/** Items of a run-on list: 「A、B、C」 / "A, B, C". */
export const listed = (items: readonly string[], lang: Lang): string => items.join(lang === 'ja' ? '、' : ', ');
