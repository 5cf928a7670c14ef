import { z } from 'zod';

import { optionalEnglish, relativeDay, sampleAttachment, sampleTextBlock, slug } from '@/platform/content/sampleText';

import { newsCategories } from '../model';

/** A sample news item (`items.yaml`), written once with both languages side by side. */
export const sampleNewsSchema = z.strictObject({
  /** The item's address under /news/: lower-case ASCII words joined by hyphens, unique. */
  slug,
  /** Published this many days before the seed day (0 = the seed day; spread over three years). */
  published: relativeDay,
  category: z.enum(newsCategories),
  /** A year-end closure notice: its days are shown from the organisation's business days, never written in the body. */
  yearEndClosure: z.literal(true).optional(),
  /** No `en` = a Japanese-only item (the English list shows its Japanese title, marked as such, and links the Japanese page). */
  title: optionalEnglish,
  /** For a Japanese-only item: one line in English under its Japanese title on the English list. */
  englishSummary: z.string().min(1).optional(),
  body: z.array(sampleTextBlock),
  attachments: z.array(sampleAttachment).optional(),
  /** Locale-less site paths (`/service/laboratory`) or full https:// addresses. */
  relatedLinks: z.array(z.strictObject({ label: optionalEnglish, href: z.string().regex(/^(\/|https:\/\/)/) })).optional(),
});
export type SampleNews = z.infer<typeof sampleNewsSchema>;
