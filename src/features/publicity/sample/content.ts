import { z } from 'zod';

import { sampleFile } from '@/platform/content/sampleFiles';

import { sampleContributionSchema } from './types';

/** The sample contributions of the anniversary collections (contributions.yaml). */
export const sampleContributions = sampleFile('publicity', 'contributions.yaml', z.array(sampleContributionSchema));
