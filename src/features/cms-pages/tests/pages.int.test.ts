import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { User } from '@/payload-types';

import { startTestPayload } from '@tests/support/payload';

let payload: Payload;
let stop: () => Promise<void>;
let staff: User;

beforeAll(async () => {
  ({ payload, stop } = await startTestPayload());
  staff = await payload.create({ collection: 'users', data: { email: 'editor@example.invalid', password: 'int-test-password', roles: ['editor'] } });
});
afterAll(async () => stop());

const context = { disableRevalidate: true };

describe('page addresses', () => {
  it('come from the parent and the slug, and follow a renamed parent', async () => {
    const parent = await payload.create({
      collection: 'pages',
      context,
      data: { title: '案内', slug: 'info-int', _status: 'published' },
    });
    const child = await payload.create({
      collection: 'pages',
      context,
      data: { title: '子ページ', slug: 'child', parent: parent.id, _status: 'published' },
    });
    expect(parent.path).toBe('/info-int');
    expect(child.path).toBe('/info-int/child');

    await payload.update({ collection: 'pages', id: parent.id, context, data: { slug: 'guidance-int' } });
    const moved = await payload.findByID({ collection: 'pages', id: child.id });
    expect(moved.path).toBe('/guidance-int/child');
  });

  it('publishing a parent writes a version and an audit entry for that page alone, and its descendants follow a new slug', async () => {
    const parent = await payload.create({ collection: 'pages', context, data: { title: '親', slug: 'parent-int', _status: 'published' } });
    const child = await payload.create({ collection: 'pages', context, data: { title: '子', slug: 'child', parent: parent.id, _status: 'published' } });
    const grandchild = await payload.create({ collection: 'pages', context, data: { title: '孫', slug: 'leaf', parent: child.id, _status: 'published' } });
    const versionsOf = async (id: number) => (await payload.findVersions({ collection: 'pages', where: { parent: { equals: id } }, limit: 0 })).totalDocs;
    const auditOf = async (id: number) =>
      (await payload.find({ collection: 'audit-log', where: { and: [{ targetCollection: { equals: 'pages' } }, { documentId: { equals: String(id) } }] }, limit: 0 })).totalDocs;
    const before = { child: await versionsOf(child.id), grandchild: await versionsOf(grandchild.id), parent: await versionsOf(parent.id) };

    // As an editor publishes in /admin: signed in, a new title and a new slug.
    await payload.update({ collection: 'pages', id: parent.id, user: staff, overrideAccess: false, context, data: { title: '親（改）', slug: 'parent-moved-int', _status: 'published' } });

    expect(await versionsOf(parent.id)).toBe(before.parent + 1);
    expect(await versionsOf(child.id)).toBe(before.child);
    expect(await versionsOf(grandchild.id)).toBe(before.grandchild);
    expect(await auditOf(parent.id)).toBeGreaterThan(0);
    expect(await auditOf(child.id)).toBe(0);
    expect(await auditOf(grandchild.id)).toBe(0);
    expect((await payload.findByID({ collection: 'pages', id: child.id })).path).toBe('/parent-moved-int/child');
    expect((await payload.findByID({ collection: 'pages', id: grandchild.id })).path).toBe('/parent-moved-int/child/leaf');
    // A draft of the child opened afterwards shows the address it has.
    expect((await payload.findByID({ collection: 'pages', id: grandchild.id, draft: true })).path).toBe('/parent-moved-int/child/leaf');
  });

  it('refuse a parent that is the page itself or a page below it', async () => {
    const top = await payload.create({ collection: 'pages', context, data: { title: '上', slug: 'loop-int', _status: 'published' } });
    const below = await payload.create({ collection: 'pages', context, data: { title: '下', slug: 'below', parent: top.id, _status: 'published' } });
    await expect(payload.update({ collection: 'pages', id: top.id, context, data: { parent: top.id } })).rejects.toThrow(/親ページ|parent/i);
    await expect(payload.update({ collection: 'pages', id: top.id, context, data: { parent: below.id } })).rejects.toThrow(/親ページ|parent/i);
    expect((await payload.findByID({ collection: 'pages', id: top.id })).path).toBe('/loop-int');
  });

  it('refuse a slug with spaces or slashes, and a second page at the same address', async () => {
    await expect(payload.create({ collection: 'pages', context, data: { title: 'x', slug: 'bad slug', _status: 'published' } })).rejects.toThrow();
    await payload.create({ collection: 'pages', context, data: { title: 'a', slug: 'twice-int', _status: 'published' } });
    await expect(payload.create({ collection: 'pages', context, data: { title: 'b', slug: 'twice-int', _status: 'published' } })).rejects.toThrow();
  });

  it('give the home page the root address', async () => {
    const home = await payload.create({ collection: 'pages', context, data: { title: 'ホーム', slug: 'home', _status: 'published' } });
    expect(home.path).toBe('/');
  });
});

describe('drafts and access', () => {
  it('show visitors the published version while staff work on a draft', async () => {
    const page = await payload.create({
      collection: 'pages',
      context,
      data: { title: '公開中のタイトル', slug: 'draft-int', _status: 'published' },
    });
    await payload.update({ collection: 'pages', id: page.id, draft: true, context, data: { title: '下書きのタイトル' } });

    const visitor = await payload.find({ collection: 'pages', where: { path: { equals: '/draft-int' } }, overrideAccess: false });
    expect(visitor.docs[0]?.title).toBe('公開中のタイトル');

    const editor = await payload.find({
      collection: 'pages',
      where: { path: { equals: '/draft-int' } },
      overrideAccess: false,
      user: staff,
      draft: true,
    });
    expect(editor.docs[0]?.title).toBe('下書きのタイトル');
  });

  it('hide a page that was never published from visitors', async () => {
    await payload.create({ collection: 'pages', context, draft: true, data: { title: '未公開', slug: 'unpublished-int', _status: 'draft' } });
    const visitor = await payload.find({ collection: 'pages', where: { path: { equals: '/unpublished-int' } }, overrideAccess: false });
    expect(visitor.docs).toHaveLength(0);
  });

  it('let no visitor read staff accounts or write pages', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow();
    await expect(payload.create({ collection: 'pages', overrideAccess: false, data: { title: 'x', slug: 'anon-int', _status: 'published' } })).rejects.toThrow();
    await expect(payload.updateGlobal({ slug: 'navigation', overrideAccess: false, data: { footer: [] } })).rejects.toThrow();
  });
});

describe('localized content', () => {
  it('keeps each language, falls back to Japanese, and folds search text per language', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'ja',
      context,
      data: { title: 'ＡＢＣ　サンプル認定', slug: 'lang-int', _status: 'published' },
    });
    expect((page as { searchText?: string }).searchText).toBe('abc さんぷる認定');

    const fallback = await payload.findByID({ collection: 'pages', id: page.id, locale: 'en' });
    expect(fallback.title).toBe('ＡＢＣ　サンプル認定');
    const noFallback = await payload.findByID({ collection: 'pages', id: page.id, locale: 'en', fallbackLocale: false });
    expect(noFallback.title ?? null).toBeNull();

    await payload.update({ collection: 'pages', id: page.id, locale: 'en', context, data: { title: 'ABC Sample Accreditation' } });
    const en = await payload.findByID({ collection: 'pages', id: page.id, locale: 'en' });
    const ja = await payload.findByID({ collection: 'pages', id: page.id, locale: 'ja' });
    expect(en.title).toBe('ABC Sample Accreditation');
    expect(ja.title).toBe('ＡＢＣ　サンプル認定');
  });
});

describe('the pages list', () => {
  it('finds the page with the address searched for first, before the pages whose addresses contain it', async () => {
    const parent = await payload.create({ collection: 'pages', context, data: { title: '前に並ぶ親', slug: 'aaa-before-int', _status: 'published' } });
    const nested = await payload.create({ collection: 'pages', context, data: { title: '入れ子', slug: 'exact-int', parent: parent.id, _status: 'published' } });
    const exact = await payload.create({ collection: 'pages', context, data: { title: 'そのページ', slug: 'exact-int', _status: 'published' } });
    const below = await payload.create({ collection: 'pages', context, data: { title: '下のページ', slug: 'below', parent: exact.id, _status: 'published' } });
    // As /admin searches: by title or address, in order of address, signed in as an editor.
    const search = (page: number, limit: number) =>
      payload.find({ collection: 'pages', where: { or: [{ title: { like: '/exact-int' } }, { path: { like: '/exact-int' } }] }, sort: 'path', page, limit, user: staff, overrideAccess: false });
    expect((await search(1, 10)).docs.map((d) => d.path)).toEqual(['/exact-int', '/aaa-before-int/exact-int', '/exact-int/below']);
    // On pages of one row, the page comes first and is not listed again further on.
    const pages = [await search(1, 1), await search(2, 1), await search(3, 1)].map((p) => p.docs.map((d) => d.path));
    expect(pages).toEqual([['/exact-int', '/aaa-before-int/exact-int'], [], ['/exact-int/below']]);
    // Sorted by another column (newest first), the list stays as sorted.
    const newestFirst = await payload.find({ collection: 'pages', where: { path: { like: '/exact-int' } }, sort: '-id', user: staff, overrideAccess: false });
    expect(newestFirst.docs.map((d) => d.path)).toEqual(['/exact-int/below', '/exact-int', '/aaa-before-int/exact-int']);
    for (const id of [below.id, nested.id, exact.id, parent.id]) await payload.delete({ collection: 'pages', id, context });
  });
});
