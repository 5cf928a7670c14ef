import { z } from 'zod';

import { localizedText } from '@/platform/content/sampleText';
import { schemeIds } from '@/reference/schemes';

import { arrangements } from '../model';

/** A scheme's sample content (`schemes.yaml`), written once per language with the same structure. */
export const schemeContentSchema = z.strictObject({
  scheme: z.enum(schemeIds),
  name: localizedText,
  /** Paragraphs. */
  summary: z.array(localizedText),
  merits: z.array(z.strictObject({ title: localizedText, text: localizedText })),
  criteria: z.array(z.strictObject({ standard: z.string().min(1), title: localizedText })),
  mra: z.array(z.strictObject({ arrangement: z.enum(arrangements), scope: localizedText, standard: z.string().min(1) })),
  /** Paragraphs on fees (the amounts are in the document on fees, which the view links by its number, titled from the documents collection). */
  fees: z.array(localizedText),
});
export type SchemeContent = z.infer<typeof schemeContentSchema>;

/** A step from application to accreditation and after (`flow.yaml`), shared by every scheme. */
export const flowStepSchema = z.strictObject({ title: localizedText, text: localizedText });
