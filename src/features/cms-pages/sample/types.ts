import type { LocalizedText } from '@/platform/localized';
import type { SchemeId } from '@/reference/schemes';

/** Rich text of a sample page: headings, paragraphs and lists. Text may link with `[label](/path)` or `[label](https://…)`. */
export type SeedText = { kind: 'heading'; text: LocalizedText } | { kind: 'paragraph'; text: LocalizedText } | { kind: 'list'; ordered?: boolean; items: LocalizedText[] };

/** A sample file the seed generates as a small PDF: its name in both languages, the language it is written in, and a few lines of content. */
export type SeedFile = { name: LocalizedText; language: 'ja' | 'en' | 'both'; lines?: LocalizedText[] };

/** A block of a sample page, written once per language with the same structure. */
export type SeedBlock =
  | SeedText
  | { kind: 'notice'; text: LocalizedText }
  /** Links shown as cards: `href` is a locale-less path or an https:// address (marked as another site). */
  | { kind: 'links'; heading?: LocalizedText; items: { href: string; label: LocalizedText; description?: LocalizedText }[] }
  /** A group of questions and answers, shown as disclosures. */
  | { kind: 'faq'; heading: LocalizedText; items: { question: LocalizedText; answer: LocalizedText }[] }
  /** A table: caption, column headings, rows of cells in column order (the first cell heads its row unless `rowHeaders` is false). */
  | { kind: 'table'; caption: LocalizedText; columns: LocalizedText[]; rows: LocalizedText[][]; rowHeaders?: boolean }
  /** Numbered steps written here, or the shared flow to accreditation (`flow: true`). */
  | { kind: 'steps'; heading?: LocalizedText; items?: { title: LocalizedText; text?: LocalizedText }[]; flow?: true }
  /** Files to download, generated as sample PDFs. */
  | { kind: 'files'; heading?: LocalizedText; files: SeedFile[] }
  /** Images with a label, each with an optional file: the image is a generated cover showing `label`. */
  | { kind: 'gallery'; heading?: LocalizedText; items: { label: LocalizedText; alt: LocalizedText; file?: SeedFile }[] }
  /** Sections with anchors, after a table of contents unless `toc` is false. */
  | { kind: 'sections'; toc?: boolean; tocHeading?: LocalizedText; items: { anchor: string; heading: LocalizedText; body: SeedText[] }[] }
  /** A two-column table of labels and values. */
  | { kind: 'profile'; caption: LocalizedText; rows: { label: LocalizedText; value: LocalizedText }[] }
  /** Tabs with anchors (headed sections without JavaScript). */
  | { kind: 'tabs'; label: LocalizedText; items: { anchor: string; label: LocalizedText; body: SeedText[] }[] }
  /** Content kept as data elsewhere: the organisation, the roster, a scheme, the flow, contributions. */
  | { kind: 'view'; view: 'organisationProfile' | 'businessDays' | 'access' | 'closureNotice' | 'roster' | 'accreditationFlow' }
  | { kind: 'view'; view: 'scheme'; schemes: SchemeId[] }
  | { kind: 'view'; view: 'contributionList'; anniversary: '10' | '20' | '25'; linkToDetail?: boolean }
  | { kind: 'view'; view: 'contributionTexts'; anniversary: '10' | '20' | '25' };

export type SeedPage = {
  /** Locale-less path, e.g. `/about/basic/charter`. Its parent path must also be a seed page. */
  path: string;
  title: LocalizedText;
  /** One-sentence summary, used as the meta description. */
  summary: LocalizedText;
  body: SeedBlock[];
};
