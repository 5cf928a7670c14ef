import type { LocalizedText } from '@/platform/localized';

/** A block of a sample page, written once per language with the same structure. */
export type SeedBlock =
  | { kind: 'heading'; text: LocalizedText }
  | { kind: 'paragraph'; text: LocalizedText }
  | { kind: 'list'; ordered?: boolean; items: LocalizedText[] }
  | { kind: 'notice'; text: LocalizedText }
  /** Links shown as cards (or a prominent button when there is one): `href` is a locale-less path. */
  | { kind: 'links'; heading?: LocalizedText; items: { href: string; label: LocalizedText; description?: LocalizedText }[] }
  /** A group of questions and answers, shown as disclosures. */
  | { kind: 'faq'; heading: LocalizedText; items: { question: LocalizedText; answer: LocalizedText }[] };

export type SeedPage = {
  /** Locale-less path, e.g. `/about/basic/charter`. Its parent path must also be a seed page. */
  path: string;
  title: LocalizedText;
  /** One-sentence summary, used as the meta description. */
  summary: LocalizedText;
  body: SeedBlock[];
};
