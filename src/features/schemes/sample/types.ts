import type { LocalizedText } from '@/platform/localized';
import type { SchemeId } from '@/reference/schemes';

import type { Arrangement } from '../model';

/** A scheme's sample content, written once per language with the same structure. */
export type SchemeContent = {
  scheme: SchemeId;
  name: LocalizedText;
  /** Paragraphs. */
  summary: LocalizedText[];
  merits: { title: LocalizedText; text: LocalizedText }[];
  criteria: { standard: string; title: LocalizedText }[];
  mra: { arrangement: Arrangement; scope: LocalizedText; standard: string }[];
  /** Paragraphs on fees (the amounts are in the document on fees, which the view links by its number, titled from the documents collection). */
  fees: LocalizedText[];
};
