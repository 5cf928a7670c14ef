import type { Payload, RequestContext } from 'payload';

import { lexicalFromSample } from '@/platform/content/lexical';
import { seedDay, seedInstant } from '@/platform/content/seedFiles';

import { samplePostings } from './items';

const context: RequestContext = { disableRevalidate: true };

/** The sample vacancies: three staff postings (one closed) and the call for assessors. */
export async function seedPostings(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'job-postings' });
  if (totalDocs > 0) return 0;
  for (const posting of samplePostings()) {
    const text = (lang: 'ja' | 'en') => ({
      duties: lexicalFromSample(posting.duties, lang),
      requirements: lexicalFromSample(posting.requirements, lang),
      conditions: lexicalFromSample(posting.conditions, lang),
      howToApply: lexicalFromSample(posting.howToApply, lang),
    });
    const created = await payload.create({
      collection: 'job-postings',
      locale: 'ja',
      draft: false,
      context,
      data: {
        title: posting.title.ja,
        slug: posting.slug,
        publishedAt: seedInstant(posting.published),
        publishedAt_tz: 'Asia/Tokyo',
        unit: posting.unit,
        contract: posting.contract,
        closesOn: seedDay(posting.closes),
        ...text('ja'),
        applyTo: posting.applyTo,
        subjectLine: posting.subjectLine?.ja,
        sample: true,
        _status: 'published',
      },
    });
    if (posting.title.en) {
      await payload.update({
        collection: 'job-postings',
        id: created.id,
        locale: 'en',
        draft: false,
        context,
        data: { title: posting.title.en, ...text('en'), subjectLine: posting.subjectLine?.en, _status: 'published' },
      });
    }
  }
  return samplePostings().length;
}
