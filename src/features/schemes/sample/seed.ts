import type { Payload, RequestContext } from 'payload';

import { flowSteps, schemeContents } from './content';

const context: RequestContext = { disableRevalidate: true };
const join = (parts: { ja: string; en: string }[], lang: 'ja' | 'en') => parts.map((p) => p[lang]).join('\n');

/** The shared flow to accreditation and every scheme's sample record; nothing when the schemes already exist. */
export async function seedSchemes(payload: Payload): Promise<number> {
  if ((await payload.count({ collection: 'schemes' })).totalDocs > 0) return 0;
  await payload.updateGlobal({ slug: 'accreditation-flow', locale: 'ja', context, data: { steps: flowSteps().map((s) => ({ title: s.title.ja, text: s.text.ja })) } });
  const flow = await payload.findGlobal({ slug: 'accreditation-flow', locale: 'ja', depth: 0 });
  await payload.updateGlobal({
    slug: 'accreditation-flow',
    locale: 'en',
    context,
    data: { steps: (flow.steps ?? []).map((step, i) => ({ id: step.id, title: flowSteps()[i]!.title.en, text: flowSteps()[i]!.text.en })) },
  });
  for (const content of schemeContents()) {
    const created = await payload.create({
      collection: 'schemes',
      locale: 'ja',
      context,
      data: {
        scheme: content.scheme,
        name: content.name.ja,
        summary: join(content.summary, 'ja'),
        merits: content.merits.map((m) => ({ title: m.title.ja, text: m.text.ja })),
        criteria: content.criteria.map((c) => ({ standard: c.standard, title: c.title.ja })),
        mra: content.mra.map((m) => ({ arrangement: m.arrangement, scope: m.scope.ja, standard: m.standard })),
        fees: join(content.fees, 'ja'),
        sample: true,
      },
    });
    await payload.update({
      collection: 'schemes',
      id: created.id,
      locale: 'en',
      context,
      data: {
        name: content.name.en,
        summary: join(content.summary, 'en'),
        merits: (created.merits ?? []).map((m, i) => ({ id: m.id, title: content.merits[i]!.title.en, text: content.merits[i]!.text.en })),
        criteria: (created.criteria ?? []).map((c, i) => ({ id: c.id, standard: c.standard, title: content.criteria[i]!.title.en })),
        mra: (created.mra ?? []).map((m, i) => ({ id: m.id, arrangement: m.arrangement, standard: m.standard, scope: content.mra[i]!.scope.en })),
        fees: join(content.fees, 'en'),
      },
    });
  }
  return schemeContents().length;
}
