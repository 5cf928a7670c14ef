import { z } from 'zod';

import { fileLanguage, optionalEnglish, relativeDay } from '@/platform/content/sampleText';
import { schemeIds } from '@/reference/schemes';

import { documentGroups, type DocumentGroup } from '../model';

/**
 * common: documents that apply to every scheme; scheme: documents of one or more schemes;
 * reference: reference materials; referenceTranslation: translations of international documents
 * for reference; guideline: the translated best-practice guideline.
 */
export type { DocumentGroup };

/** A sample document or form of the "Documents and forms" page (`items.yaml`; every column of the description). */
export const sampleDocumentSchema = z.strictObject({
  kind: z.enum(['document', 'form']),
  group: z.enum(documentGroups),
  /** The schemes it belongs to; empty for every scheme. */
  schemes: z.array(z.enum(schemeIds)),
  /** Unique. Sample numbers start with `S-` so they are never mistaken for real ones (e.g. `S-RL01`). */
  documentNumber: z.string().regex(/^S-/, 'a sample number starting with S-'),
  /** The international document it refers to or translates (e.g. `ISO/IEC 17011:2017`). */
  referenceNumber: z.string().min(1).optional(),
  referenceTitle: optionalEnglish.optional(),
  /** The document's title, or the form's name. */
  title: optionalEnglish,
  /** Forms only, e.g. `S-F101`. */
  formNumber: z.string().min(1).optional(),
  issued: relativeDay,
  applies: relativeDay,
  /** The explanatory document that accompanies it, if any. */
  explanatoryDocumentName: optionalEnglish.optional(),
  published: relativeDay,
  /** Which part is published, when not the whole (e.g. "Sections 1 to 5"). */
  publishedPortion: optionalEnglish.optional(),
  /** The main clauses cited, if any. */
  usualArticles: optionalEnglish.optional(),
  explanatoryText: optionalEnglish.optional(),
  /** Which language the file is written in. */
  fileLanguage,
});
export type SampleDocument = z.infer<typeof sampleDocumentSchema>;
