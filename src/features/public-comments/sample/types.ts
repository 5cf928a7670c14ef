import type { OptionalEnglish, RelativeDay, SampleAttachment, SampleTextBlock } from '@/platform/content/sampleText';

import type { CommentChannel } from '../model';

/** A sample call for public comment. Its state follows from the dates (upcoming, open, closed, results published). */
export type SamplePublicComment = {
  slug: string;
  /** Days relative to the seed day (negative = before it). */
  published: RelativeDay;
  opens: RelativeDay;
  closes: RelativeDay;
  title: OptionalEnglish;
  /** What is proposed and why comments are invited. */
  body: SampleTextBlock[];
  /** The draft documents under comment. */
  drafts: SampleAttachment[];
  channel: CommentChannel;
  /** The e-mail address (use …@example.invalid), the postal address, or a note for the form. */
  address: OptionalEnglish;
  /** Present once the body has published its response to the comments received. */
  results?: { published: RelativeDay; body: SampleTextBlock[]; attachments?: SampleAttachment[] };
};
