import '#server-only';

import { cache } from 'react';

import type { Locale } from '@/i18n/routing';
import { publishedAndDue } from '@/platform/cms/publishing';
import { getPayloadClient } from '@/platform/cms/client';

import { expandDocumentReferences, referencedNumbers } from '../references';

/** The titles of the given documents in one language (number → title), of those a visitor may see. */
export const documentTitles = cache(async (numbers: string, locale: Locale): Promise<ReadonlyMap<string, string>> => {
  const list = numbers.split('\n').filter(Boolean);
  if (list.length === 0) return new Map();
  const payload = await getPayloadClient();
  const { docs } = await payload.find({
    collection: 'documents',
    where: { and: [publishedAndDue(), { documentNumber: { in: list } }] },
    locale,
    fallbackLocale: 'ja',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { documentNumber: true, title: true },
  });
  return new Map(docs.filter((d) => d.title).map((d) => [d.documentNumber, d.title]));
});

/**
 * A value (a page's blocks, rich text, links) with every reference to a document by its number
 * shown as the document's title and number from the documents collection (see ../references.ts).
 */
export async function withDocumentTitles<T>(value: T, locale: Locale): Promise<T> {
  const numbers = referencedNumbers(value);
  if (numbers.size === 0) return value;
  return expandDocumentReferences(value, await documentTitles([...numbers].sort().join('\n'), locale), locale);
}
