/**
 * Search keys of a certificate record, and the full-text query of a visitor's keyword.
 *
 * The index is an FTS5 table whose tokens are the overlapping character pairs (bigrams) of each
 * field's search key (see normalize.ts: width, case, kana, legal-entity words and spaces folded).
 * One index then answers every length of query:
 * - one character `a`: the prefix query `a*` (every pair starting with it, and a field's last
 *   character, which is stored on its own);
 * - two characters `ab`: the token `ab`;
 * - longer `abcd`: the phrase `ab bc cd` (consecutive positions), which is exactly a substring.
 * A field ends with a lone character, so no pair ever spans two fields.
 *
 * A Latin word of three characters or more is matched instead in a second FTS5 table with SQLite's
 * trigram tokenizer, which holds each field's runs of ASCII characters, one per line: every pair of
 * Latin letters sits in a large share of the register (at 10^6, `construction` as a phrase of 11
 * pairs took 123 ms to list its matches, `osaka` 58 ms), where their runs of three are far rarer
 * (81 and 13 ms). Japanese pairs are selective already (docs/decisions/0020-search-plans.md).
 */
import { foldText, queryTerms, searchKey } from '@/platform/text/normalize';
import { type ManagementSystemScopeCode, managementSystemScopes } from '@/reference/scopes';

import { type CertificateInput, iafMask, standardsMask } from './model';

/** The bigram text of one search key: `abcd` → `ab bc cd d`. */
export function bigrams(key: string): string {
  const chars = Array.from(key);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) out.push(i + 1 < chars.length ? chars[i]! + chars[i + 1]! : chars[i]!);
  return out.join(' ');
}

type SearchableFields = Pick<
  CertificateInput,
  | 'organisationName'
  | 'organisationNameEn'
  | 'officeName'
  | 'officeNameEn'
  | 'bodyName'
  | 'bodyNameEn'
  | 'bodyNumber'
  | 'certificateNumber'
  | 'scope'
  | 'scopeEn'
  | 'address'
  | 'addressEn'
  | 'standards'
>;

// ---------------------------------------------------------------------------
// Standards named in a keyword ("ISO 9001", "27001", "ISMS", "JFS-C") are read as a standards
// filter rather than matched as text, and the words every certificate shares ("ISO", "JIS")
// are dropped: text matching of them would find nearly every record, and numbers would also
// match certificate numbers that merely contain the digits.
// ---------------------------------------------------------------------------

const ANY_STANDARD = new Set(['iso', 'jis', 'jisq', 'iec', 'isoiec']);
const STANDARD_WORDS: ReadonlyMap<string, ManagementSystemScopeCode> = (() => {
  const map = new Map<string, ManagementSystemScopeCode>();
  for (const scope of managementSystemScopes) {
    const number = /\d{4,5}/.exec(scope.standard)?.[0];
    for (const word of [scope.code, scope.label, scope.standard, number, scope.label.replace(/\s*\(.*\)$/, '')]) {
      const key = word ? searchKey(word) : '';
      if (key && !map.has(key)) map.set(key, scope.code);
    }
  }
  // ISO 22000 is the food-safety standard itself; FSSC 22000 is reached by its own name.
  map.set('22000', 'FSMS');
  map.set('iso22000', 'FSMS');
  map.set('jfsc', 'JFSC');
  return map;
})();

export type KeywordReading = {
  /** Words matched as text. */
  terms: string[];
  /** Standards the keyword named. */
  standards: ManagementSystemScopeCode[];
  /** Words read as standards or dropped, as typed (for telling the visitor). */
  readAsStandards: string[];
};

export function readKeyword(keyword: string): KeywordReading {
  const reading: KeywordReading = { terms: [], standards: [], readAsStandards: [] };
  const words = queryTerms(keyword);
  for (let i = 0; i < words.length; ) {
    // The longest run of up to three words that names a standard: "JIS Q 45100", "FSSC 22000".
    let taken = 0;
    for (let k = Math.min(3, words.length - i); k >= 1 && !taken; k--) {
      const joined = words.slice(i, i + k).join('');
      const standard = STANDARD_WORDS.get(joined);
      if (standard) {
        if (!reading.standards.includes(standard)) reading.standards.push(standard);
        taken = k;
      } else if (ANY_STANDARD.has(joined)) taken = k;
    }
    if (taken) {
      reading.readAsStandards.push(...words.slice(i, i + taken));
      i += taken;
    } else {
      reading.terms.push(words[i]!);
      i++;
    }
  }
  return reading;
}

function searchableFields(record: SearchableFields): (string | undefined)[] {
  return [
    record.organisationName,
    record.organisationNameEn,
    record.officeName,
    record.officeNameEn,
    record.bodyName,
    record.bodyNameEn,
    record.bodyNumber,
    record.certificateNumber,
    record.scope,
    record.scopeEn,
    record.address,
    record.addressEn,
  ];
}

/** The text the full-text index holds for a record (space-separated bigrams of every field). */
export function indexText(record: SearchableFields): string {
  const parts: string[] = [];
  // A query word is a substring of a field's key whatever the spacing, so the whole key suffices.
  for (const field of searchableFields(record)) {
    const key = field ? searchKey(field) : '';
    if (key) parts.push(bigrams(key));
  }
  return parts.filter(Boolean).join(' ');
}

/** Text made of ASCII characters only (a field key holds no spaces or control characters). */
const ASCII = /^[\x21-\x7e]+$/;
const ASCII_RUNS = /[\x21-\x7e]{3,}/g;

/** A word matched by runs of three ASCII characters (on SQLite the trigram table, on PostgreSQL `runs`) rather than by its pairs. */
const byRuns = (term: string) => term.length >= 3 && ASCII.test(term);

/**
 * The text of the trigram table for a record (SQLite): each field key's runs of three ASCII
 * characters or more, one per line. A query word holds no line break, so no match spans two runs.
 */
export function runsText(record: SearchableFields): string {
  const runs: string[] = [];
  for (const field of searchableFields(record)) runs.push(...((field ? searchKey(field) : '').match(ASCII_RUNS) ?? []));
  return runs.join('\n');
}

/** Sort key of an organisation name: folded, without legal-entity words. */
export const nameKey = (name: string): string => searchKey(name);

/** Columns derived from a record for sorting, grouping and filtering: the same on import and on an edit in /admin. */
export function derivedColumns(record: Pick<CertificateInput, 'organisationName' | 'prefecture' | 'country' | 'standards' | 'iafCodes'>) {
  return {
    nameKey: nameKey(record.organisationName),
    orgKey: organisationKey(record),
    standardsMask: standardsMask(record.standards),
    iafMask: iafMask(record.iafCodes),
  };
}

/** Groups the certificates of one organisation: its folded full name and where it is. */
export const organisationKey = (record: Pick<CertificateInput, 'organisationName' | 'prefecture' | 'country'>): string =>
  `${record.country}:${record.prefecture ?? ''}:${foldText(record.organisationName).replace(/\s+/g, '')}`;

const quote = (token: string) => `"${token.replace(/"/g, '""')}"`;

/** At most this many words of a keyword are matched (ANDed). */
const MAX_TERMS = 8;

/**
 * A keyword read once, in every form a search's statements take it: how it reads (its words, and
 * the standards it names), and its words as each engine matches them. `match` is null when it has
 * no word to match as text (empty, only legal-entity words such as 「(株)」, or only standards).
 * The search parses the keyword once and hands this to every statement it writes
 * (server/search), instead of each statement reading the text again.
 */
export type ParsedKeyword = {
  reading: KeywordReading;
  /** The FTS5 MATCH expression of its words' pairs (SQLite), ANDed; null without a word to match. */
  match: string | null;
  /** Its MATCH expressions on SQLite's two full-text tables ({@link sqliteMatch}). */
  sqlite: { pairs: string | null; runs: string | null } | null;
  /** Its words as PostgreSQL tests them ({@link postgresTerms}). */
  postgres: PostgresTerm[];
};

export function parseKeyword(keyword: string): ParsedKeyword {
  const reading = readKeyword(keyword);
  const terms = reading.terms.slice(0, MAX_TERMS);
  if (!terms.length) return { reading, match: null, sqlite: null, postgres: [] };
  const runs = terms.filter(byRuns).map(quote);
  const pairs = terms.filter((t) => !byRuns(t)).map(pairsExpression);
  return {
    reading,
    match: terms.map(pairsExpression).join(' AND '),
    sqlite: { pairs: pairs.length ? pairs.join(' AND ') : null, runs: runs.length ? runs.join(' AND ') : null },
    postgres: terms.map(postgresTerm),
  };
}

/**
 * The FTS5 MATCH expression of a keyword, or `null` when it has no word to match as text (empty,
 * only legal-entity words such as 「(株)」, or only standards). Words are ANDed; at most 8.
 */
export const matchExpression = (keyword: string): string | null => parseKeyword(keyword).match;

function pairsExpression(term: string): string {
  const chars = Array.from(term);
  if (chars.length === 1) return `${quote(chars[0]!)}*`;
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) pairs.push(chars[i]! + chars[i + 1]!);
  return quote(pairs.join(' '));
}

/**
 * A keyword's MATCH expressions on SQLite: `runs` for the trigram table (its Latin words of three
 * characters or more, each a quoted string the tokenizer turns into the phrase of its runs), `pairs`
 * for the pairs table (its other words, as {@link matchExpression}); null where it has no word to
 * match as text. A record matches when it matches both that are not null.
 */
export const sqliteMatch = (keyword: string): ParsedKeyword['sqlite'] => parseKeyword(keyword).sqlite;

// ---------------------------------------------------------------------------
// PostgreSQL: the same idea without FTS5. Each row keeps its field keys joined by a character no
// query contains (search_text), the set of its characters and character pairs (grams), and the set
// of its runs of three ASCII characters (runs), each with a GIN index. A query word needs its one
// character, or all its pairs, in grams; a word of three ASCII characters or more instead needs
// runs of three that cover it. LIKE on search_text then confirms the word itself on the rows left.
// (Runs since 2026-11-26: a Latin word's pairs are each in a large share of the register, so pairs
// let through three to five times its matches — Osaka at 10^5: 22,000 rows for 6,700. Japanese
// pairs are selective already; their runs would only make every row larger.
// docs/decisions/0020-search-plans.md.)
// ---------------------------------------------------------------------------

const FIELD_SEPARATOR = '\u0001';

export function postgresKeys(record: SearchableFields): { searchText: string; grams: string[]; runs: string[] } {
  const keys = searchableFields(record).map((f) => (f ? searchKey(f) : '')).filter(Boolean);
  const grams = new Set<string>();
  const runs = new Set<string>();
  for (const key of keys) {
    const chars = Array.from(key);
    chars.forEach((c, i) => {
      grams.add(c);
      if (i + 1 < chars.length) grams.add(c + chars[i + 1]);
      if (i + 2 < chars.length) {
        const run = c + chars[i + 1] + chars[i + 2];
        if (ASCII.test(run)) runs.add(run);
      }
    });
  }
  return { searchText: keys.join(FIELD_SEPARATOR), grams: [...grams], runs: [...runs] };
}

/**
 * Runs of three characters that together cover a word: every third one from the start, and the
 * last (`construction`: con, str, uct, ion). Each run the GIN index reads costs a list of rows;
 * overlapping runs add little that the others and LIKE do not already decide.
 */
function coveringRuns(chars: string[]): string[] {
  const runs = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 3) runs.add(chars.slice(i, i + 3).join(''));
  runs.add(chars.slice(-3).join(''));
  return [...runs];
}

/** A word of a keyword as PostgreSQL tests it: the column that narrows it (`grams` or `runs`), the entries it must hold, and a LIKE pattern body. */
export type PostgresTerm = { column: 'grams' | 'runs'; grams: string[]; like: string };

function postgresTerm(term: string): PostgresTerm {
  const chars = Array.from(term);
  const like = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  if (byRuns(term)) return { column: 'runs', grams: coveringRuns(chars), like };
  const grams = chars.length === 1 ? chars : [...new Set(chars.slice(0, -1).map((c, i) => c + chars[i + 1]))];
  return { column: 'grams', grams, like };
}

/** The words of a keyword as PostgreSQL conditions ({@link PostgresTerm}). */
export const postgresTerms = (keyword: string): PostgresTerm[] => parseKeyword(keyword).postgres;
