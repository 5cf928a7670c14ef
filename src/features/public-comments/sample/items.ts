import { z } from 'zod';

import { sampleFile } from '@/platform/content/sampleFiles';

import { samplePublicCommentSchema } from './types';

/** The sample calls for public comment (items.yaml). */
export const samplePublicComments = sampleFile('public-comments', 'items.yaml', z.array(samplePublicCommentSchema));
