import type { Payload } from 'payload';

import { cmsFeatures } from '@/features/cms.registry';

/**
 * Fills an empty database with the sample site: each feature's sample data (its `cms.ts` seed),
 * in the order of src/features/features.ts, all labelled as sample. Each part is skipped when it
 * already has data, so a restart never doubles anything.
 */
export async function seed(payload: Payload): Promise<{ seeded: boolean; pages: number; bodies: number }> {
  let made = 0;
  for (const feature of cmsFeatures) {
    if (feature.cms.seed) made += await feature.cms.seed(payload);
  }
  const [pages, bodies] = await Promise.all([payload.count({ collection: 'pages' }), payload.count({ collection: 'accredited-bodies' })]);
  return { seeded: made > 0, pages: pages.totalDocs, bodies: bodies.totalDocs };
}
