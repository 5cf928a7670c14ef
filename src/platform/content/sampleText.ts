/**
 * How sample content is written (the seed data of the features, in YAML files under each
 * feature's `sample/` folder): text in Japanese, with English beside it where the item has an
 * English version. An item whose `title.en` is missing is Japanese-only; the English site then says
 * so and links the Japanese page. The schemas check each file when it is read
 * (`platform/content/sampleFiles.ts`); the types are what they accept.
 */
import { z } from 'zod';

/** Text in both languages. */
export const localizedText = z.strictObject({ ja: z.string().min(1), en: z.string().min(1) });

/** Text in Japanese, with its English where there is one. */
export const optionalEnglish = z.strictObject({ ja: z.string().min(1), en: z.string().min(1).optional() });
export type OptionalEnglish = z.infer<typeof optionalEnglish>;

/**
 * The one model of sample rich text: paragraphs, headings and lists, the same structure in both
 * languages, each line's text of the given kind (both languages, or Japanese with its English
 * where there is one). Text may link with `[label](/path)` or `[label](https://…)`. One converter
 * makes it the CMS's rich text (`lexicalNodes`, platform/content/lexical.ts).
 */
export const textBlocks = <Text extends typeof localizedText | typeof optionalEnglish>(text: Text) =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('paragraph'), text }),
    z.strictObject({ kind: z.literal('heading'), text }),
    z.strictObject({ kind: z.literal('list'), ordered: z.boolean().optional(), items: z.array(text).min(1) }),
  ]);

/** Rich text of a sample item, whose English may be missing (a Japanese-only item). */
export const sampleTextBlock = textBlocks(optionalEnglish);
export type SampleTextBlock = z.infer<typeof sampleTextBlock>;

/** The language a file is written in. */
export const fileLanguage = z.enum(['ja', 'en', 'both']);

/** A file a sample item carries; the seed generates it as a small PDF with this name as its title. */
export const sampleAttachment = z.strictObject({ name: optionalEnglish, language: fileLanguage });
export type SampleAttachment = z.infer<typeof sampleAttachment>;

/** A day relative to the day the database is seeded: negative is in the past, positive ahead. */
export const relativeDay = z.number().int();
export type RelativeDay = z.infer<typeof relativeDay>;

/** An item's address below its list: lower-case ASCII words joined by hyphens. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case ASCII words joined by hyphens');
