import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestPayload } from '@tests/support/payload';

/**
 * Issue 39, item 8: the dated items' slugs are made for the editor when left empty (from the
 * English title, else the publish day, made unique), and English is optional where the site
 * shows an item without it as written in Japanese only.
 */

let payload: Payload;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ payload, stop } = await startTestPayload());
});
afterAll(async () => stop());

const context = { disableRevalidate: true };
const base = { category: 'notice' as const, publishedAt_tz: 'Asia/Tokyo' as const };
/** 28 November 2026, noon in Japan. */
const day = '2026-11-28T03:00:00.000Z';

/** The fields' messages of a refused save. */
async function refusal(save: Promise<unknown>): Promise<string[]> {
  try {
    await save;
  } catch (error) {
    return ((error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []).map((e) => e.message);
  }
  throw new Error('The save was not refused');
}

const news = (data: Record<string, unknown>, options: { draft?: boolean; locale?: 'ja' | 'en' } = {}) =>
  payload.create({ collection: 'news', context, ...options, data: { ...base, publishedAt: day, _status: 'published', ...data } as never });

describe('a dated item’s slug', () => {
  it('is made from the publish day in Japan when the item has no English title, then -2, -3 … on the same day', async () => {
    const first = await news({ title: '年末年始の休業について' });
    const second = await news({ title: '二つ目のお知らせ' });
    const third = await news({ title: '三つ目のお知らせ', slug: '' }, { draft: true });
    expect([first.slug, second.slug, third.slug]).toEqual(['2026-11-28', '2026-11-28-2', '2026-11-28-3']);
    // The day in Japan, not in UTC: 23:30 on 30 November in UTC is 1 December in Japan.
    expect((await news({ title: '日付の境目', publishedAt: '2026-11-30T23:30:00.000Z' })).slug).toBe('2026-12-01');
  });

  it('is made from the English title when there is one, and kept unique', async () => {
    const english = await news({ title: 'Year-end closure (2026)' }, { locale: 'en' });
    expect(english.slug).toBe('year-end-closure-2026');
    const again = await news({ title: 'Year-end closure 2026' }, { locale: 'en' });
    expect(again.slug).toBe('year-end-closure-2026-2');
  });

  it('is made from the stored English title when the slug is emptied while Japanese is saved', async () => {
    const item = await news({ title: '審査員の募集', slug: 'int-assessors' });
    await payload.update({ collection: 'news', id: item.id, locale: 'en', context, data: { title: 'Call for assessors' } });
    // Adding an English title later leaves the address as it is.
    expect((await payload.findByID({ collection: 'news', id: item.id })).slug).toBe('int-assessors');
    const emptied = await payload.update({ collection: 'news', id: item.id, locale: 'ja', context, data: { slug: '' } });
    expect(emptied.slug).toBe('call-for-assessors');
  });

  it('keeps what the editor typed, and the stored slug when a save does not name it', async () => {
    const item = await news({ title: '手で付けたスラッグ', slug: 'int-typed' });
    expect(item.slug).toBe('int-typed');
    const moved = await payload.update({ collection: 'news', id: item.id, context, data: { publishedAt: '2026-12-24T03:00:00.000Z' } });
    expect(moved.slug).toBe('int-typed');
    const edited = await payload.update({ collection: 'news', id: item.id, context, data: { slug: 'int-edited' } });
    expect(edited.slug).toBe('int-edited');
  });

  it('does not take a slug another item holds only in its latest draft', async () => {
    const published = await news({ title: '公開済み', slug: 'int-renamed-before', publishedAt: '2026-10-01T03:00:00.000Z' });
    await payload.update({ collection: 'news', id: published.id, context, draft: true, data: { slug: '2026-10-02', _status: 'draft' } });
    const other = await news({ title: '次の日', publishedAt: '2026-10-02T03:00:00.000Z' });
    expect(other.slug).toBe('2026-10-02-2');
  });

  it('is made the same way in the other dated collections', async () => {
    const posting = await payload.create({
      collection: 'job-postings',
      context,
      locale: 'en',
      data: { title: 'Temporary staff, laboratory accreditation unit', unit: 'laboratory', contract: 'temporary3', closesOn: '2026-12-20', applyTo: 'jobs@example.invalid', publishedAt: day, _status: 'published' } as never,
    });
    expect(posting.slug).toBe('temporary-staff-laboratory-accreditation-unit');
  });

  it('is optional in the form (no required mark, an empty value accepted) and described as made for the editor', async () => {
    const slug = payload.collections.news.config.fields.find((field) => 'name' in field && field.name === 'slug') as {
      admin?: { description?: Record<string, string>; components?: { Label?: { clientProps?: { when?: string } } } };
      validate: (value: unknown, options: unknown) => unknown;
    };
    expect(slug.admin?.components?.Label?.clientProps?.when).toBe('never');
    expect(await slug.validate('', {})).toBe(true);
    expect(slug.admin?.description?.ja).toContain('自動で作ります');
  });

  it('still refuses a slug that is not lower-case letters, digits and hyphens', async () => {
    await expect(news({ title: '不正なスラッグ', slug: 'Not A Slug' })).rejects.toThrow();
  });
});

describe('English where it is optional', () => {
  it('publishes an item in English without an English title, and refuses one without a Japanese title', async () => {
    const item = await news({ title: '日本語だけの記事', slug: 'int-japanese-only' });
    const english = await payload.update({ collection: 'news', id: item.id, locale: 'en', context, data: { title: '', _status: 'published' } });
    expect(english.id).toBe(item.id);
    expect(await refusal(news({ title: '', slug: 'int-no-title' }))).toEqual(['日本語では必須です / Required in Japanese']);
  });

  it('needs a call’s address and a link’s text in English only once the item has an English title', async () => {
    const call = await payload.create({
      collection: 'public-comments',
      context,
      data: { title: '規則改定案への意見募集', address: 'comments@example.invalid', opensAt: day, closesAt: '2026-12-28T03:00:00.000Z', channel: 'email', publishedAt: day, _status: 'published' } as never,
    });
    // In English without an English title: the English site shows it as Japanese only.
    await payload.update({ collection: 'public-comments', id: call.id, locale: 'en', context, data: { address: '', _status: 'published' } });
    expect(
      await refusal(
        payload.update({ collection: 'public-comments', id: call.id, locale: 'en', context, data: { title: 'Call for comments on the draft rules', address: '', _status: 'published' } }),
      ),
    ).toEqual([expect.stringContaining('英語でも必須です')]);
    const written = await payload.update({
      collection: 'public-comments',
      id: call.id,
      locale: 'en',
      context,
      data: { title: 'Call for comments on the draft rules', address: 'comments@example.invalid', _status: 'published' },
    });
    expect(written.address).toBe('comments@example.invalid');

    const item = await news({ title: 'リンク付き', slug: 'int-links', relatedLinks: [{ label: '関連ページ', href: '/about' }] });
    const row = (await payload.findByID({ collection: 'news', id: item.id })).relatedLinks![0]!;
    await payload.update({ collection: 'news', id: item.id, locale: 'en', context, data: { relatedLinks: [{ id: row.id, href: '/about' }], _status: 'published' } });
    expect(
      await refusal(
        payload.update({ collection: 'news', id: item.id, locale: 'en', context, data: { title: 'With links', relatedLinks: [{ id: row.id, href: '/about' }], _status: 'published' } }),
      ),
    ).toEqual([expect.stringContaining('英語でも必須です')]);
  });

  it('requires the title in Japanese only, and marks it required in Japanese only, in every dated collection and in pages', async () => {
    for (const slug of ['news', 'public-comments', 'document-revisions', 'documents', 'job-postings', 'pages'] as const) {
      const title = payload.collections[slug].config.fields.find((field) => 'name' in field && field.name === 'title') as {
        localized?: boolean;
        admin?: { components?: { Label?: { clientProps?: { when?: string } } } };
        validate: (value: unknown, options: unknown) => unknown;
      };
      expect(title.localized, slug).toBe(true);
      expect(title.admin?.components?.Label?.clientProps?.when, slug).toBe('japanese');
      expect(await title.validate('', { req: { locale: 'en' } }), slug).toBe(true);
      expect(await title.validate('', { req: { locale: 'ja' } }), slug).toBe('日本語では必須です / Required in Japanese');
    }
  });
});
