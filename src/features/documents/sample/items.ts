import { z } from 'zod';

import { sampleFile } from '@/platform/content/sampleFiles';

import { sampleDocumentSchema } from './types';

/** The sample documents and forms (items.yaml). */
export const sampleDocuments = sampleFile('documents', 'items.yaml', z.array(sampleDocumentSchema));
