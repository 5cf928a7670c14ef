import { z } from 'zod';

import { localizedText } from '@/platform/content/sampleText';

import { ANCHOR, anniversaries } from '../model';

/** A sample contribution (`contributions.yaml`), written once per language; `body` is paragraphs. */
export const sampleContributionSchema = z.strictObject({
  anniversary: z.enum(anniversaries),
  anchor: z.string().regex(ANCHOR),
  title: localizedText,
  contributor: localizedText,
  affiliation: localizedText,
  body: z.array(localizedText).min(1),
});
export type SampleContribution = z.infer<typeof sampleContributionSchema>;
