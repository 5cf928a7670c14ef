import { createLocalReq, type Payload, type PayloadRequest } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { User } from '@/payload-types';

import { createSampleFile } from '@/platform/content/seedFiles';

import { startTestPayload } from '@tests/support/payload';

let payload: Payload;
let stop: () => Promise<void>;
let staff: User;

beforeAll(async () => {
  ({ payload, stop } = await startTestPayload());
  staff = await payload.create({ collection: 'users', data: { email: 'news-editor@example.invalid', password: 'int-test-password', roles: ['editor'] } });
});
afterAll(async () => stop());

const context = { disableRevalidate: true };
const hour = 3600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

/** What an anonymous visitor's query finds, by slug. */
async function visitorSees(slug: string) {
  const { docs } = await payload.find({ collection: 'news', where: { slug: { equals: slug } }, overrideAccess: false, depth: 0 });
  return docs.length === 1;
}

describe('publishing news', () => {
  it('keeps a scheduled item from visitors until its time, and shows staff its state', async () => {
    const scheduled = await payload.create({
      collection: 'news',
      context,
      data: { title: '予約した記事', slug: 'int-scheduled', publishedAt: at(2 * hour), category: 'notice', publishedAt_tz: 'Asia/Tokyo', _status: 'published' },
    });
    expect(await visitorSees('int-scheduled')).toBe(false);
    const asStaff = await payload.findByID({ collection: 'news', id: scheduled.id, overrideAccess: false, user: staff });
    expect(asStaff.publicationState).toBe('scheduled');

    // Its time comes (moved into the past here rather than waiting): visitors find it.
    await payload.update({ collection: 'news', id: scheduled.id, context, data: { publishedAt: at(-hour) } });
    expect(await visitorSees('int-scheduled')).toBe(true);
    expect((await payload.findByID({ collection: 'news', id: scheduled.id })).publicationState).toBe('published');
  });

  it('never shows visitors a draft, even one dated in the past', async () => {
    await payload.create({
      collection: 'news',
      context,
      data: { title: '下書き', slug: 'int-draft', category: 'notice', publishedAt_tz: 'Asia/Tokyo', publishedAt: at(-hour), _status: 'draft' },
      draft: true,
    });
    expect(await visitorSees('int-draft')).toBe(false);
  });

  it('refuses an address that is not lower-case letters, digits and hyphens', async () => {
    for (const slug of ['Has Space', '../admin', 'UPPER', 'trailing-']) {
      await expect(
        payload.create({ collection: 'news', context, data: { title: 'x', slug, category: 'notice', publishedAt_tz: 'Asia/Tokyo', publishedAt: at(-hour), _status: 'published' } }),
        slug,
      ).rejects.toThrow();
    }
  });

  it('keeps a folded copy of the text in each language for site search, and none where a language is not written', async () => {
    const item = await payload.create({
      collection: 'news',
      context,
      data: { title: 'ＩＳＯ　９００１の審査について', slug: 'int-search', category: 'notice', publishedAt_tz: 'Asia/Tokyo', publishedAt: at(-hour), _status: 'published' },
    });
    const ja = await payload.findByID({ collection: 'news', id: item.id, locale: 'ja' });
    expect(ja.searchText).toBe('iso 9001の審査について');
    const { docs } = await payload.find({ collection: 'news', where: { searchText: { contains: '9001' } }, locale: 'en', fallbackLocale: false, overrideAccess: false });
    expect(docs.map((d) => d.slug)).not.toContain('int-search');
    await payload.update({ collection: 'news', id: item.id, locale: 'en', context, data: { title: 'About ISO 9001 audits' } });
    const english = await payload.find({ collection: 'news', where: { searchText: { contains: 'audits' } }, locale: 'en', fallbackLocale: false, overrideAccess: false });
    expect(english.docs.map((d) => d.slug)).toContain('int-search');
  });

  it('finds an item by the name of a file attached to it, in the language of the file name', async () => {
    const fileId = await createSampleFile(payload, { name: { ja: '審査員登録申請書（サンプル）', en: 'Assessor registration application (sample)' }, language: 'both' });
    await payload.create({
      collection: 'news',
      context,
      data: { title: '様式の更新', slug: 'int-attached', category: 'notice', attachments: [fileId], publishedAt_tz: 'Asia/Tokyo', publishedAt: at(-hour), _status: 'published' },
    });
    const ja = await payload.find({ collection: 'news', where: { searchText: { contains: '審査員登録申請書' } }, locale: 'ja', overrideAccess: false });
    expect(ja.docs.map((d) => d.slug)).toContain('int-attached');
  });
});

describe('versions in the editors\' office', () => {
  it('name who saved each version, and restoring one makes a draft while visitors keep the published item', async () => {
    const asStaff = { user: staff, overrideAccess: false, context } as const;
    const item = await payload.create({ collection: 'news', ...asStaff, data: { title: '最初の版', slug: 'int-restore', publishedAt: at(-hour), publishedAt_tz: 'Asia/Tokyo', category: 'notice', _status: 'published' } });
    await payload.update({ collection: 'news', id: item.id, ...asStaff, data: { title: '二つ目の版', _status: 'published' } });

    const versions = await payload.findVersions({ collection: 'news', where: { parent: { equals: item.id } }, sort: 'createdAt', depth: 0, ...asStaff });
    expect(versions.docs.length).toBeGreaterThanOrEqual(2);
    for (const version of versions.docs) expect((version.version as { editedBy?: unknown }).editedBy).toBe(staff.id);
    // Visitors are not told who wrote what.
    const anonymous = await payload.findByID({ collection: 'news', id: item.id, overrideAccess: false, depth: 0 });
    expect((anonymous as { editedBy?: unknown }).editedBy).toBeUndefined();

    const first = versions.docs.find((version) => (version.version as { title?: string }).title === '最初の版')!;
    const endpoint = (payload.collections.news.config.endpoints || []).find((e) => e.path === '/versions/:id' && e.method === 'post');
    const req = (await createLocalReq({ user: staff, context }, payload)) as PayloadRequest;
    req.routeParams = { id: String(first.id) };
    const response = await endpoint!.handler(req);
    expect(response.status).toBe(200);

    // Still the second version for visitors; the first is now the draft the editor reads and then publishes.
    expect((await payload.findByID({ collection: 'news', id: item.id, overrideAccess: false, depth: 0 })).title).toBe('二つ目の版');
    const draft = await payload.findByID({ collection: 'news', id: item.id, draft: true, ...asStaff });
    expect(draft.title).toBe('最初の版');
    expect(draft._status).toBe('draft');
  });
});
