import type { LocalizedText } from '@/platform/localized';

import type { Anniversary } from '../model';

/** A sample contribution, written once per language; `body` is paragraphs. */
export type SampleContribution = { anniversary: Anniversary; anchor: string; title: LocalizedText; contributor: LocalizedText; affiliation: LocalizedText; body: LocalizedText[] };
