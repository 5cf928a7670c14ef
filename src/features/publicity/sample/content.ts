import type { SampleContribution } from './types';

/** The sample contributions of the 10th, 20th (twenty, each with its anchor) and 25th anniversary collections. */
export const sampleContributions: SampleContribution[] = [];
