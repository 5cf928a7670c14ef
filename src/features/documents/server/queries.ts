import '#server-only';

import { cache } from 'react';

import { inAllLocales, inLocale, type PerLocale } from '@/platform/cms/localized';
import { publishedAndDue } from '@/platform/cms/publishing';
import { getPayloadClient } from '@/platform/cms/client';
import { foldText } from '@/platform/text/normalize';

import type { DocumentGroup, DocumentKind } from '../model';

type Text = { ja: string | null; en: string | null };
const both = (value: PerLocale): Text => ({ ja: inLocale(value, 'ja'), en: inLocale(value, 'en') });

/** A document or form as the page lists it, its texts in both languages. */
export type ListedDocument = {
  id: number;
  kind: DocumentKind;
  group: DocumentGroup;
  schemes: string[];
  documentNumber: string;
  formNumber: string | null;
  referenceNumber: string | null;
  title: Text;
  referenceTitle: Text;
  issuedOn: string;
  appliesOn: string;
  explanatoryDocumentName: Text;
  publishedAt: string;
  publishedPortion: Text;
  usualArticles: Text;
  explanatoryText: Text;
  file: { url: string; mimeType: string | null; filesize: number | null; language: string | null; title: PerLocale; filename: string | null } | null;
  sample: boolean;
  hasRevisions: boolean;
};

type Stored = Omit<
  ListedDocument,
  | 'title'
  | 'referenceTitle'
  | 'explanatoryDocumentName'
  | 'publishedPortion'
  | 'usualArticles'
  | 'explanatoryText'
  | 'hasRevisions'
  | 'file'
  | 'sample'
  | 'formNumber'
  | 'referenceNumber'
  | 'schemes'
> & {
  title: PerLocale;
  referenceTitle: PerLocale;
  explanatoryDocumentName: PerLocale;
  publishedPortion: PerLocale;
  usualArticles: PerLocale;
  explanatoryText: PerLocale;
  formNumber?: string | null;
  referenceNumber?: string | null;
  schemes?: string[] | null;
  file?: ListedDocument['file'] | number | null;
  sample?: boolean | null;
};

/** Every visible document and form, in order of group and number (a few hundred at most). */
export const allDocuments = cache(async (): Promise<ListedDocument[]> => {
  const payload = await getPayloadClient();
  const [{ docs }, revisions] = await Promise.all([
    payload.find({ collection: 'documents', where: publishedAndDue(), sort: 'documentNumber', pagination: false, locale: 'all', depth: 1, overrideAccess: false }),
    payload.find({ collection: 'document-revisions', where: publishedAndDue(), pagination: false, depth: 0, overrideAccess: false, select: { document: true } }),
  ]);
  const revised = new Set(revisions.docs.map((r) => (typeof r.document === 'object' ? r.document?.id : r.document)));
  // Every localized field (the populated file's title too) read as an object per language.
  return inAllLocales<Stored>(docs).map((doc) => ({
    ...doc,
    schemes: doc.schemes ?? [],
    formNumber: doc.formNumber ?? null,
    referenceNumber: doc.referenceNumber ?? null,
    title: both(doc.title),
    referenceTitle: both(doc.referenceTitle),
    explanatoryDocumentName: both(doc.explanatoryDocumentName),
    publishedPortion: both(doc.publishedPortion),
    usualArticles: both(doc.usualArticles),
    explanatoryText: both(doc.explanatoryText),
    file: doc.file && typeof doc.file === 'object' ? doc.file : null,
    sample: Boolean(doc.sample),
    hasRevisions: revised.has(doc.id),
  }));
});

export type DocumentFilter = { scheme?: string; group?: DocumentGroup; keyword?: string };

/** The documents of one tab that match the filters; the keyword matches numbers and titles, folded as site search folds them. */
export function filterDocuments(documents: ListedDocument[], kind: DocumentKind, filter: DocumentFilter): ListedDocument[] {
  const terms = filter.keyword ? foldText(filter.keyword).split(' ').filter(Boolean) : [];
  return documents.filter((doc) => {
    if (doc.kind !== kind) return false;
    if (filter.group && doc.group !== filter.group) return false;
    if (filter.scheme && doc.schemes.length > 0 && !doc.schemes.includes(filter.scheme)) return false;
    if (filter.scheme && doc.schemes.length === 0 && doc.group === 'scheme') return false;
    if (terms.length) {
      const haystack = foldText(
        [doc.documentNumber, doc.formNumber, doc.referenceNumber, doc.title.ja, doc.title.en, doc.referenceTitle.ja, doc.referenceTitle.en].filter(Boolean).join(' '),
      );
      if (!terms.every((term) => haystack.includes(term))) return false;
    }
    return true;
  });
}
