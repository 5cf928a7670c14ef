import type { OptionalEnglish, RelativeDay, SampleAttachment, SampleTextBlock } from '@/platform/content/sampleText';

/** A sample notice that a document was issued, revised or withdrawn. */
export type SampleRevision = {
  slug: string;
  published: RelativeDay;
  /** The `documentNumber` of the revised document in the documents sample (src/features/documents/sample/items.ts). */
  documentNumber: string;
  title: OptionalEnglish;
  /** What changed, in a few paragraphs or a list. */
  summary: SampleTextBlock[];
  issued: RelativeDay;
  effective: RelativeDay;
  /** Until when the previous version may still be used, if a transition period applies. */
  transitionEnds?: RelativeDay;
  transitionNote?: OptionalEnglish;
  attachments?: SampleAttachment[];
};
