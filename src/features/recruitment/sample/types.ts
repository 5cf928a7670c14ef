import { z } from 'zod';

import { optionalEnglish, relativeDay, sampleTextBlock, slug } from '@/platform/content/sampleText';

import { contractKinds, postingUnits } from '../model';

/** A sample vacancy (`items.yaml`). */
export const samplePostingSchema = z.strictObject({
  slug,
  published: relativeDay,
  unit: z.enum(postingUnits),
  title: optionalEnglish,
  duties: z.array(sampleTextBlock),
  requirements: z.array(sampleTextBlock),
  contract: z.enum(contractKinds),
  /** Working conditions (contract, place, pay as a sample), as a short list; staff hours and days off are the office's, shown from the organisation's record. */
  conditions: z.array(sampleTextBlock),
  /** How to apply: by e-mail with a PDF CV; no telephone inquiries. */
  howToApply: z.array(sampleTextBlock),
  /** The e-mail address to apply to (use …@example.invalid). */
  applyTo: z.string().regex(/@example\.invalid$/, 'an address at example.invalid'),
  /** The subject line applicants must use (assessor calls). */
  subjectLine: optionalEnglish.optional(),
  /** Closing day; before the seed day (negative) means the posting is closed. */
  closes: relativeDay,
});
export type SamplePosting = z.infer<typeof samplePostingSchema>;
