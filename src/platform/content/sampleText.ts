/**
 * How sample content is written in the code (seed data of the information features): text in
 * Japanese, with English where the item has an English version. An item whose `title.en` is
 * missing is Japanese-only; the English site then says so and links the Japanese page.
 */
export type OptionalEnglish = { ja: string; en?: string };

/** A block of sample rich text: the same structure in both languages. */
export type SampleTextBlock =
  | { kind: 'paragraph'; text: OptionalEnglish }
  | { kind: 'heading'; text: OptionalEnglish }
  | { kind: 'list'; ordered?: boolean; items: OptionalEnglish[] };

/** A file a sample item carries; the seed generates it as a small PDF with this name as its title. */
export type SampleAttachment = {
  name: OptionalEnglish;
  /** Which language the file is written in. */
  language: 'ja' | 'en' | 'both';
};

/** A day relative to the day the database is seeded: negative is in the past, positive ahead. */
export type RelativeDay = number;
