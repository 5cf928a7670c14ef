import { z } from 'zod';

import { sampleFile } from '@/platform/content/sampleFiles';

import { samplePostingSchema } from './types';

/** The sample vacancies (items.yaml). */
export const samplePostings = sampleFile('recruitment', 'items.yaml', z.array(samplePostingSchema));
