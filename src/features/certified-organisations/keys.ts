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
 */
import { foldText, queryTerms, searchKey } from '@/features/text/normalize';
import { managementSystemScopes } from '@/reference/scopes';

import { type CertificateInput } from './model';

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

/** Standard labels searchable by keyword ("9001", "ISMS"…). */
const standardWords = new Map(managementSystemScopes.map((s) => [s.code as string, [s.label, s.standard]]));

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
    ...record.standards.flatMap((code) => standardWords.get(code) ?? [code]),
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

/** Sort key of an organisation name: folded, without legal-entity words. */
export const nameKey = (name: string): string => searchKey(name);

/** Groups the certificates of one organisation: its folded full name and where it is. */
export const organisationKey = (record: Pick<CertificateInput, 'organisationName' | 'prefecture' | 'country'>): string =>
  `${record.country}:${record.prefecture ?? ''}:${foldText(record.organisationName).replace(/\s+/g, '')}`;

const quote = (token: string) => `"${token.replace(/"/g, '""')}"`;

/**
 * The FTS5 MATCH expression of a keyword, or `null` when it has no searchable word (empty, or
 * only legal-entity words such as 「(株)」). Words are ANDed; at most 8 words are used.
 */
export function matchExpression(keyword: string): string | null {
  const terms = queryTerms(keyword).slice(0, 8);
  const parts = terms.map((term) => {
    const chars = Array.from(term);
    if (chars.length === 1) return `${quote(chars[0]!)}*`;
    const pairs: string[] = [];
    for (let i = 0; i + 1 < chars.length; i++) pairs.push(chars[i]! + chars[i + 1]!);
    return quote(pairs.join(' '));
  });
  return parts.length ? parts.join(' AND ') : null;
}

// ---------------------------------------------------------------------------
// PostgreSQL: the same idea without FTS5. Each row keeps its field keys joined by a character no
// query contains (search_text) and the set of its characters and character pairs (grams, with a
// GIN index). A query word needs all its pairs (or its one character) in grams, and then the
// word itself in search_text, which LIKE confirms on the few rows left.
// ---------------------------------------------------------------------------

const FIELD_SEPARATOR = '\u0001';

export function postgresKeys(record: SearchableFields): { searchText: string; grams: string[] } {
  const keys = searchableFields(record).map((f) => (f ? searchKey(f) : '')).filter(Boolean);
  const grams = new Set<string>();
  for (const key of keys) {
    const chars = Array.from(key);
    chars.forEach((c, i) => {
      grams.add(c);
      if (i + 1 < chars.length) grams.add(c + chars[i + 1]);
    });
  }
  return { searchText: keys.join(FIELD_SEPARATOR), grams: [...grams] };
}

/** The words of a keyword as PostgreSQL conditions: the grams it needs and a LIKE pattern body. */
export function postgresTerms(keyword: string): { grams: string[]; like: string }[] {
  return queryTerms(keyword)
    .slice(0, 8)
    .map((term) => {
      const chars = Array.from(term);
      const grams = chars.length === 1 ? chars : [...new Set(chars.slice(0, -1).map((c, i) => c + chars[i + 1]))];
      return { grams, like: term.replace(/[\\%_]/g, (c) => `\\${c}`) };
    });
}
