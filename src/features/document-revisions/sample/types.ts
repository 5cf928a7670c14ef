import { z } from 'zod';

import { optionalEnglish, relativeDay, sampleAttachment, sampleTextBlock, slug } from '@/platform/content/sampleText';

/** A sample notice that a document was issued, revised or withdrawn (`items.yaml`). */
export const sampleRevisionSchema = z.strictObject({
  slug,
  published: relativeDay,
  /** The `documentNumber` of the revised document in the documents sample (src/features/documents/sample/items.yaml). */
  documentNumber: z.string().min(1),
  title: optionalEnglish,
  /** What changed, in a few paragraphs or a list. */
  summary: z.array(sampleTextBlock),
  issued: relativeDay,
  effective: relativeDay,
  /** Until when the previous version may still be used, if a transition period applies. */
  transitionEnds: relativeDay.optional(),
  transitionNote: optionalEnglish.optional(),
  attachments: z.array(sampleAttachment).optional(),
});
export type SampleRevision = z.infer<typeof sampleRevisionSchema>;
