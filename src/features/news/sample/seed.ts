import type { Payload, RequestContext } from 'payload';

import { lexicalFromSample, sampleLines } from '@/platform/content/lexical';
import { createSampleFile, seedInstant } from '@/platform/content/seedFiles';

import { sampleNews } from './items';

const context: RequestContext = { disableRevalidate: true };

/** The sample news items (about 40 over three years), in Japanese and, where written, English. */
export async function seedNews(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'news' });
  if (totalDocs > 0) return 0;
  for (const item of sampleNews()) {
    const attachments: number[] = [];
    for (const attachment of item.attachments ?? []) attachments.push(await createSampleFile(payload, attachment, sampleLines(item.body)));
    const created = await payload.create({
      collection: 'news',
      locale: 'ja',
      draft: false,
      context,
      data: {
        title: item.title.ja,
        slug: item.slug,
        publishedAt: seedInstant(item.published),
        publishedAt_tz: 'Asia/Tokyo',
        category: item.category,
        yearEndClosure: Boolean(item.yearEndClosure),
        englishSummary: item.englishSummary ?? null,
        body: lexicalFromSample(item.body, 'ja'),
        attachments,
        relatedLinks: (item.relatedLinks ?? []).map((link) => ({ label: link.label.ja, href: link.href })),
        sample: true,
        _status: 'published',
      },
    });
    if (item.title.en) {
      await payload.update({
        collection: 'news',
        id: created.id,
        locale: 'en',
        draft: false,
        context,
        data: {
          title: item.title.en,
          body: lexicalFromSample(item.body, 'en'),
          relatedLinks: (item.relatedLinks ?? []).map((link, i) => ({ id: created.relatedLinks?.[i]?.id, label: link.label.en ?? link.label.ja, href: link.href })),
          _status: 'published',
        },
      });
    }
  }
  return sampleNews().length;
}
