import type { SchemeId } from '@/reference/schemes';
import type { OptionalEnglish, RelativeDay } from '@/platform/content/sampleText';

import type { DocumentGroup } from '../model';

/**
 * common: documents that apply to every scheme; scheme: documents of one or more schemes;
 * reference: reference materials; referenceTranslation: translations of international documents
 * for reference; guideline: the translated best-practice guideline.
 */
export type { DocumentGroup };

/** A sample document or form of the "Documents and forms" page (every column of the description). */
export type SampleDocument = {
  kind: 'document' | 'form';
  group: DocumentGroup;
  /** The schemes it belongs to; empty for every scheme. */
  schemes: SchemeId[];
  /** Unique. Sample numbers start with `S-` so they are never mistaken for real ones (e.g. `S-RL01`). */
  documentNumber: string;
  /** The international document it refers to or translates (e.g. `ISO/IEC 17011:2017`). */
  referenceNumber?: string;
  referenceTitle?: OptionalEnglish;
  /** The document's title, or the form's name. */
  title: OptionalEnglish;
  /** Forms only, e.g. `S-F101`. */
  formNumber?: string;
  issued: RelativeDay;
  applies: RelativeDay;
  /** The explanatory document that accompanies it, if any. */
  explanatoryDocumentName?: OptionalEnglish;
  published: RelativeDay;
  /** Which part is published, when not the whole (e.g. "Sections 1 to 5"). */
  publishedPortion?: OptionalEnglish;
  /** The main clauses cited, if any. */
  usualArticles?: OptionalEnglish;
  explanatoryText?: OptionalEnglish;
  /** Which language the file is written in. */
  fileLanguage: 'ja' | 'en' | 'both';
};
