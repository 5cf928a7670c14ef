import { z } from 'zod';

import { fileLanguage, localizedText, textBlocks } from '@/platform/content/sampleText';
import { schemeIds } from '@/reference/schemes';

/** A site path (locale-less, `/about/basic`) or an https:// address of another site. */
const href = z.string().regex(/^(\/|https:\/\/)/, 'a site path (/…) or an https:// address');

/** Rich text of a sample page, written in both languages (the one text model: platform/content/sampleText.ts). */
export const seedTextSchema = textBlocks(localizedText);
export type SeedText = z.infer<typeof seedTextSchema>;

/** A sample file the seed generates as a small PDF: its name in both languages, the language it is written in, and a few lines of content. */
export const seedFileSchema = z.strictObject({ name: localizedText, language: fileLanguage, lines: z.array(localizedText).optional() });
export type SeedFile = z.infer<typeof seedFileSchema>;

const anchor = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'an anchor: lower-case ASCII words joined by hyphens');
const anniversary = z.enum(['10', '20', '25']);

/** A block of a sample page, written once per language with the same structure. */
export const seedBlockSchema = z.union([
  seedTextSchema,
  z.strictObject({ kind: z.literal('notice'), text: localizedText }),
  /** Links shown as cards: `href` is a locale-less path or an https:// address (marked as another site). */
  z.strictObject({
    kind: z.literal('links'),
    heading: localizedText.optional(),
    items: z.array(z.strictObject({ href, label: localizedText, description: localizedText.optional() })),
  }),
  /** A group of questions and answers, shown as disclosures. */
  z.strictObject({ kind: z.literal('faq'), heading: localizedText, items: z.array(z.strictObject({ question: localizedText, answer: localizedText })) }),
  /** A table: caption, column headings, rows of cells in column order (the first cell heads its row unless `rowHeaders` is false). */
  z.strictObject({ kind: z.literal('table'), caption: localizedText, columns: z.array(localizedText), rows: z.array(z.array(localizedText)), rowHeaders: z.boolean().optional() }),
  /** Numbered steps written here, or the shared flow to accreditation (`flow: true`). */
  z.strictObject({
    kind: z.literal('steps'),
    heading: localizedText.optional(),
    items: z.array(z.strictObject({ title: localizedText, text: localizedText.optional() })).optional(),
    flow: z.literal(true).optional(),
  }),
  /** Files to download, generated as sample PDFs. */
  z.strictObject({ kind: z.literal('files'), heading: localizedText.optional(), files: z.array(seedFileSchema) }),
  /** Images with a label, each with an optional file: the image is a generated cover showing `label`. */
  z.strictObject({
    kind: z.literal('gallery'),
    heading: localizedText.optional(),
    items: z.array(z.strictObject({ label: localizedText, alt: localizedText, file: seedFileSchema.optional() })),
  }),
  /** Sections with anchors, after a table of contents unless `toc` is false. */
  z.strictObject({
    kind: z.literal('sections'),
    toc: z.boolean().optional(),
    tocHeading: localizedText.optional(),
    items: z.array(z.strictObject({ anchor, heading: localizedText, body: z.array(seedTextSchema) })),
  }),
  /** A two-column table of labels and values. */
  z.strictObject({ kind: z.literal('profile'), caption: localizedText, rows: z.array(z.strictObject({ label: localizedText, value: localizedText })) }),
  /** Tabs with anchors (headed sections without JavaScript). */
  z.strictObject({ kind: z.literal('tabs'), label: localizedText, items: z.array(z.strictObject({ anchor, label: localizedText, body: z.array(seedTextSchema) })) }),
  /** Content kept as data elsewhere: the organisation, the roster, a scheme, the flow, contributions. */
  z.strictObject({ kind: z.literal('view'), view: z.enum(['organisationProfile', 'businessDays', 'access', 'closureNotice', 'roster', 'accreditationFlow']) }),
  z.strictObject({ kind: z.literal('view'), view: z.literal('scheme'), schemes: z.array(z.enum(schemeIds)).min(1) }),
  z.strictObject({ kind: z.literal('view'), view: z.literal('contributionList'), anniversary, linkToDetail: z.boolean().optional() }),
  z.strictObject({ kind: z.literal('view'), view: z.literal('contributionTexts'), anniversary }),
]);
export type SeedBlock = z.infer<typeof seedBlockSchema>;

/** A sample page (`pages-*.yaml`). */
export const seedPageSchema = z.strictObject({
  /** Locale-less path, e.g. `/about/basic/charter`. Its parent path must also be a seed page. */
  path: z.string().regex(/^(\/[A-Za-z0-9_-]+)+$/, 'a locale-less path such as /about/basic'),
  title: localizedText,
  /** One-sentence summary, used as the meta description. */
  summary: localizedText,
  body: z.array(seedBlockSchema),
});
export type SeedPage = z.infer<typeof seedPageSchema>;

/** The home page (`home.yaml`): an introduction and entry points by purpose and by type of information. */
export const homePageSchema = z.strictObject({
  title: localizedText,
  summary: localizedText,
  intro: localizedText,
  sampleNotice: localizedText,
  linkLists: z.array(z.strictObject({ heading: localizedText, links: z.array(z.strictObject({ href, label: localizedText, description: localizedText })) })),
});
