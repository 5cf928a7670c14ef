import type { Payload, RequestContext } from 'payload';

import { lexicalFromSample, sampleLines } from '@/platform/content/lexical';
import { createSampleFile, seedDay, seedInstant } from '@/platform/content/seedFiles';

import { sampleRevisions } from './items';

const context: RequestContext = { disableRevalidate: true };

/** The sample revision notices, each linked to its document (seed the documents first). */
export async function seedRevisions(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'document-revisions' });
  if (totalDocs > 0) return 0;
  for (const item of sampleRevisions()) {
    const { docs } = await payload.find({ collection: 'documents', where: { documentNumber: { equals: item.documentNumber } }, limit: 1, depth: 0 });
    const document = docs[0];
    if (!document) throw new Error(`Sample revision ${item.slug} names a document that does not exist: ${item.documentNumber}`);
    const attachments: number[] = [];
    for (const attachment of item.attachments ?? []) attachments.push(await createSampleFile(payload, attachment, sampleLines(item.summary)));
    const created = await payload.create({
      collection: 'document-revisions',
      locale: 'ja',
      draft: false,
      context,
      data: {
        title: item.title.ja,
        slug: item.slug,
        publishedAt: seedInstant(item.published),
        publishedAt_tz: 'Asia/Tokyo',
        document: document.id,
        summary: lexicalFromSample(item.summary, 'ja'),
        issuedOn: seedDay(item.issued),
        effectiveOn: seedDay(item.effective),
        transitionEndsOn: item.transitionEnds === undefined ? undefined : seedDay(item.transitionEnds),
        transitionNote: item.transitionNote?.ja,
        attachments,
        sample: true,
        _status: 'published',
      },
    });
    if (item.title.en) {
      await payload.update({
        collection: 'document-revisions',
        id: created.id,
        locale: 'en',
        draft: false,
        context,
        data: { title: item.title.en, summary: lexicalFromSample(item.summary, 'en'), transitionNote: item.transitionNote?.en, _status: 'published' },
      });
    }
  }
  return sampleRevisions().length;
}
