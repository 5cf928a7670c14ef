import { z } from 'zod';

import { sampleFile } from '@/platform/content/sampleFiles';

import { flowStepSchema, schemeContentSchema } from './types';

/** Each scheme's sample content (schemes.yaml). */
export const schemeContents = sampleFile('schemes', 'schemes.yaml', z.array(schemeContentSchema));

/** The ten steps from application to accreditation and after, shared by every scheme (flow.yaml). */
export const flowSteps = sampleFile('schemes', 'flow.yaml', z.array(flowStepSchema).length(10));
