import type { Payload } from 'payload';

import { cmsFeatures } from '@/features/cms.registry';

/**
 * Fills an empty database with the sample site: each feature's sample data (its `cms.ts` seed),
 * in the order of src/features/features.ts, all labelled as sample. Each part is skipped when it
 * already has data, so a restart never doubles anything.
 */
export async function seed(payload: Payload): Promise<{ seeded: boolean; pages: number; bodies: number }> {
  const made = new Map<string, number>();
  for (const feature of cmsFeatures) {
    if (!feature.cms.seed) continue;
    const count = await feature.cms.seed(payload, new Set(made.keys()));
    if (count > 0) made.set(feature.name, count);
  }
  // What this run made: the sample pages and accredited bodies, for the start's log line.
  return { seeded: made.size > 0, pages: made.get('cms-pages') ?? 0, bodies: made.get('accredited-bodies') ?? 0 };
}
