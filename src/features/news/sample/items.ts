import { z } from 'zod';

import { sampleFile } from '@/platform/content/sampleFiles';

import { sampleNewsSchema } from './types';

/** The sample news items (items.yaml), newest first. */
export const sampleNews = sampleFile('news', 'items.yaml', z.array(sampleNewsSchema));
