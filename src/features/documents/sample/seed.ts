import type { Payload, RequestContext } from 'payload';

import { createSampleFile, seedDay, seedInstant } from '@/platform/content/seedFiles';

import { sampleDocuments } from './items';

const context: RequestContext = { disableRevalidate: true };

/** The sample documents and forms, each with its current file (a small generated PDF). */
export async function seedDocuments(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'documents' });
  if (totalDocs > 0) return 0;
  for (const doc of sampleDocuments()) {
    const file = await createSampleFile(payload, { name: doc.title, language: doc.fileLanguage }, [
      { ja: `${doc.documentNumber}${doc.formNumber ? ` / ${doc.formNumber}` : ''}`, en: `${doc.documentNumber}${doc.formNumber ? ` / ${doc.formNumber}` : ''}` },
      ...(doc.explanatoryText ? [doc.explanatoryText] : []),
    ]);
    const created = await payload.create({
      collection: 'documents',
      locale: 'ja',
      draft: false,
      context,
      data: {
        kind: doc.kind,
        group: doc.group,
        schemes: doc.schemes,
        documentNumber: doc.documentNumber,
        formNumber: doc.formNumber,
        referenceNumber: doc.referenceNumber,
        title: doc.title.ja,
        referenceTitle: doc.referenceTitle?.ja,
        issuedOn: seedDay(doc.issued),
        appliesOn: seedDay(doc.applies),
        explanatoryDocumentName: doc.explanatoryDocumentName?.ja,
        publishedPortion: doc.publishedPortion?.ja,
        usualArticles: doc.usualArticles?.ja,
        explanatoryText: doc.explanatoryText?.ja,
        file,
        publishedAt: seedInstant(doc.published),
        publishedAt_tz: 'Asia/Tokyo',
        sample: true,
        _status: 'published',
      },
    });
    if (doc.title.en) {
      await payload.update({
        collection: 'documents',
        id: created.id,
        locale: 'en',
        draft: false,
        context,
        data: {
          title: doc.title.en,
          referenceTitle: doc.referenceTitle?.en,
          explanatoryDocumentName: doc.explanatoryDocumentName?.en,
          publishedPortion: doc.publishedPortion?.en,
          usualArticles: doc.usualArticles?.en,
          explanatoryText: doc.explanatoryText?.en,
          _status: 'published',
        },
      });
    }
  }
  return sampleDocuments().length;
}
