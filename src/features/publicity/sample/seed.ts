import type { Payload, RequestContext } from 'payload';

import { sampleContributions } from './content';

const context: RequestContext = { disableRevalidate: true };

/** The sample anniversary contributions, in order; nothing when some already exist. */
export async function seedContributions(payload: Payload): Promise<number> {
  if ((await payload.count({ collection: 'contributions' })).totalDocs > 0) return 0;
  let order = 0;
  for (const c of sampleContributions()) {
    order += 10;
    const created = await payload.create({
      collection: 'contributions',
      locale: 'ja',
      context,
      data: {
        anniversary: c.anniversary,
        anchor: c.anchor,
        order,
        title: c.title.ja,
        contributor: c.contributor.ja,
        affiliation: c.affiliation.ja,
        body: c.body.map((p) => p.ja).join('\n'),
        sample: true,
      },
    });
    await payload.update({
      collection: 'contributions',
      id: created.id,
      locale: 'en',
      context,
      data: { title: c.title.en, contributor: c.contributor.en, affiliation: c.affiliation.en, body: c.body.map((p) => p.en).join('\n') },
    });
  }
  return sampleContributions().length;
}
