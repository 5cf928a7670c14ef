import { z } from 'zod';

import { optionalEnglish, relativeDay, sampleAttachment, sampleTextBlock, slug } from '@/platform/content/sampleText';

import { commentChannels } from '../model';

/** A sample call for public comment (`items.yaml`). Its state follows from the dates (upcoming, open, closed, results published). */
export const samplePublicCommentSchema = z.strictObject({
  slug,
  /** Days relative to the seed day (negative = before it). */
  published: relativeDay,
  opens: relativeDay,
  closes: relativeDay,
  title: optionalEnglish,
  /** What is proposed and why comments are invited. */
  body: z.array(sampleTextBlock),
  /** The draft documents under comment. */
  drafts: z.array(sampleAttachment),
  channel: z.enum(commentChannels),
  /** The e-mail address (use …@example.invalid), the postal address, or a note for the form. */
  address: optionalEnglish,
  /** Present once the body has published its response to the comments received. */
  results: z.strictObject({ published: relativeDay, body: z.array(sampleTextBlock), attachments: z.array(sampleAttachment).optional() }).optional(),
});
export type SamplePublicComment = z.infer<typeof samplePublicCommentSchema>;
