import { z } from 'zod';

import { sampleFile } from '@/platform/content/sampleFiles';

import { sampleRevisionSchema } from './types';

/** The sample revision notices (items.yaml). */
export const sampleRevisions = sampleFile('document-revisions', 'items.yaml', z.array(sampleRevisionSchema));
