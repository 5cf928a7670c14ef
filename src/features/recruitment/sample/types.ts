import type { OptionalEnglish, RelativeDay, SampleTextBlock } from '@/platform/content/sampleText';

import type { ContractKind, PostingUnit } from '../model';

export type SamplePosting = {
  slug: string;
  published: RelativeDay;
  unit: PostingUnit;
  title: OptionalEnglish;
  duties: SampleTextBlock[];
  requirements: SampleTextBlock[];
  contract: ContractKind;
  /** Working conditions (contract, place, pay as a sample), as a short list; staff hours and days off are the office's, shown from the organisation's record. */
  conditions: SampleTextBlock[];
  /** How to apply: by e-mail with a PDF CV; no telephone inquiries. */
  howToApply: SampleTextBlock[];
  /** The e-mail address to apply to (use …@example.invalid). */
  applyTo: string;
  /** The subject line applicants must use (assessor calls). */
  subjectLine?: OptionalEnglish;
  /** Closing day; before the seed day (negative) means the posting is closed. */
  closes: RelativeDay;
};
