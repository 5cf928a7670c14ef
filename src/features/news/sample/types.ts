import type { OptionalEnglish, RelativeDay, SampleAttachment, SampleTextBlock } from '@/platform/content/sampleText';

import type { NewsCategory } from '../model';

/** A sample news item, written once with both languages side by side. */
export type SampleNews = {
  /** The item's address under /news/: lower-case ASCII words joined by hyphens, unique. */
  slug: string;
  /** Published this many days before the seed day (0 = the seed day; spread over three years). */
  published: RelativeDay;
  category: NewsCategory;
  /** A year-end closure notice: its days are shown from the organisation's business days, never written in the body. */
  yearEndClosure?: true;
  /** No `en` = a Japanese-only item (the English list shows its Japanese title, marked as such, and links the Japanese page). */
  title: OptionalEnglish;
  /** For a Japanese-only item: one line in English under its Japanese title on the English list. */
  englishSummary?: string;
  body: SampleTextBlock[];
  attachments?: SampleAttachment[];
  /** Locale-less site paths (`/service/laboratory`) or full https:// addresses. */
  relatedLinks?: { label: OptionalEnglish; href: string }[];
};
