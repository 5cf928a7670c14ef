import type { Payload, RequestContext } from 'payload';

import { lexicalFromSample, sampleLines } from '@/platform/content/lexical';
import { createSampleFile, seedInstant } from '@/platform/content/seedFiles';

import { samplePublicComments } from './items';

const context: RequestContext = { disableRevalidate: true };

/** The sample calls for comment: two open, one upcoming, two closed, one with its results. */
export async function seedPublicComments(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'public-comments' });
  if (totalDocs > 0) return 0;
  for (const call of samplePublicComments()) {
    const drafts: number[] = [];
    for (const attachment of call.drafts) drafts.push(await createSampleFile(payload, attachment, sampleLines(call.body)));
    const resultFiles: number[] = [];
    for (const attachment of call.results?.attachments ?? []) resultFiles.push(await createSampleFile(payload, attachment, sampleLines(call.results?.body ?? [])));
    const created = await payload.create({
      collection: 'public-comments',
      locale: 'ja',
      draft: false,
      context,
      data: {
        title: call.title.ja,
        slug: call.slug,
        publishedAt: seedInstant(call.published),
        publishedAt_tz: 'Asia/Tokyo',
        opensAt: seedInstant(call.opens),
        opensAt_tz: 'Asia/Tokyo',
        // Comments are taken until the end of the closing day in Japan.
        closesAt: new Date(new Date(seedInstant(call.closes)).getTime() + 14 * 3_600_000 - 60_000).toISOString(),
        closesAt_tz: 'Asia/Tokyo',
        body: lexicalFromSample(call.body, 'ja'),
        drafts,
        channel: call.channel,
        address: call.address.ja,
        results: call.results
          ? { publishedAt: seedInstant(call.results.published), publishedAt_tz: 'Asia/Tokyo' as const, body: lexicalFromSample(call.results.body, 'ja'), attachments: resultFiles }
          : undefined,
        sample: true,
        _status: 'published',
      },
    });
    if (call.title.en) {
      await payload.update({
        collection: 'public-comments',
        id: created.id,
        locale: 'en',
        draft: false,
        context,
        data: {
          title: call.title.en,
          body: lexicalFromSample(call.body, 'en'),
          address: call.address.en ?? call.address.ja,
          ...(call.results ? { results: { publishedAt: created.results?.publishedAt, attachments: resultFiles, body: lexicalFromSample(call.results.body, 'en') } } : {}),
          _status: 'published',
        },
      });
    }
  }
  return samplePublicComments().length;
}
