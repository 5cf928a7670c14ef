/**
 * Text normalisation for search, shared by site search and the directories: the same function
 * runs on stored text and on the visitor's query, so these differences never change a result:
 * full-width/half-width (NFKC), upper/lower case, katakana/hiragana, long-vowel and dash
 * variants, spacing, and legal-entity words (株式会社, (株), Co., Ltd. …).
 */

// Legal-entity words, longest first so 特定非営利活動法人 wins over shorter overlaps.
const JAPANESE_ENTITY_WORDS = [
  '特定非営利活動法人',
  '地方独立行政法人',
  '国立研究開発法人',
  '独立行政法人',
  '公益社団法人',
  '公益財団法人',
  '一般社団法人',
  '一般財団法人',
  '社会福祉法人',
  '医療法人社団',
  '医療法人財団',
  '学校法人',
  '医療法人',
  '宗教法人',
  '協同組合',
  '株式会社',
  '有限会社',
  '合同会社',
  '合資会社',
  '合名会社',
  'かぶしきがいしゃ',
  'かぶしきかいしゃ',
  'ゆうげんがいしゃ',
];

const JAPANESE_ENTITY = new RegExp(JAPANESE_ENTITY_WORDS.join('|'), 'g');

// After NFKC, (株) and ㈱ both become "(株)".
const BRACKETED_ENTITY = /\((?:株|有|合|名|資|社|財|学|医|独|特非)\)/g;

// Latin legal-entity suffixes, matched as whole words after lower-casing.
const LATIN_ENTITY = /(?:^|[\s,.])(?:co\.?,?\s*ltd\.?|company\s+limited|corporation|corp\.?|incorporated|inc\.?|limited|ltd\.?|llc|l\.l\.c\.|gmbh|s\.a\.|k\.k\.|plc)(?=$|[\s,.])/g;

const KATAKANA = /[\u30a1-\u30f6]/g;
const DASHES = /[\u2010-\u2015\u2212\u30fc\uff70\u2500\u2501-]/g;
const SPACES = /[\s\u3000]+/g;
const PUNCTUATION = /[・,、。.．"'`「」『』【】〔〕［］\[\]{}（）()〈〉《》!?！？:;：；/／\\]/g;

/** Folds katakana to hiragana (ア -> あ). */
export function katakanaToHiragana(text: string): string {
  return text.replace(KATAKANA, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60));
}

/** NFKC, lower case, katakana folded to hiragana, dashes unified, spaces collapsed. */
export function foldText(text: string): string {
  return katakanaToHiragana(text.normalize('NFKC').toLowerCase())
    .replace(DASHES, '-')
    .replace(SPACES, ' ')
    .trim();
}

/** Removes legal-entity words from folded text. */
export function stripLegalEntityWords(folded: string): string {
  let out = folded.replace(BRACKETED_ENTITY, ' ');
  out = out.replace(JAPANESE_ENTITY, ' ');
  out = out.replace(LATIN_ENTITY, ' ');
  return out.replace(SPACES, ' ').trim();
}

/**
 * The search key of a text: folded, legal-entity words removed, punctuation and spaces dropped.
 * `株式会社　ＡＢＣ テクノ` and `ABCテクノ(株)` give the same key.
 */
export function searchKey(text: string): string {
  return stripLegalEntityWords(foldText(text)).replace(PUNCTUATION, '').replace(SPACES, '');
}

/** The search keys of a query's words (split on spaces), empty words dropped. */
export function queryTerms(query: string): string[] {
  return stripLegalEntityWords(foldText(query))
    .split(' ')
    .map((word) => word.replace(PUNCTUATION, ''))
    .filter(Boolean);
}
