import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seed } from '@/payload/seed';
import { SAMPLE_BODIES } from '@/features/accredited-bodies/cms';
import { seedPages } from '@/features/cms-pages/cms';

import { ensureFirstStaffAccount } from '../../scripts/lib/prepare';
import { startTestPayload } from '../support/payload';

let payload: Payload;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ payload, stop } = await startTestPayload());
});
afterAll(async () => stop());

describe('seed', () => {
  it('fills an empty database once, and leaves it alone afterwards', async () => {
    const first = await seed(payload);
    expect(first).toEqual({ seeded: true, pages: seedPages().length, bodies: SAMPLE_BODIES });
    const second = await seed(payload);
    expect(second.seeded).toBe(false);
    const { totalDocs } = await payload.count({ collection: 'pages' });
    expect(totalDocs).toBe(seedPages().length);
    expect((await payload.count({ collection: 'accredited-bodies' })).totalDocs).toBe(SAMPLE_BODIES);
    // The whole sample site: 60 pages in two languages, 300 bodies, 44 drawn certificates and the
    // sample files. About 45 s on an idle 2-core machine, over 60 s while CI runs the other
    // integration files beside it on both engines.
  }, 300_000);

  it('writes every page in both languages at its nested address', async () => {
    const charter = await payload.find({ collection: 'pages', where: { path: { equals: '/about/basic/charter' } }, locale: 'en', fallbackLocale: false, depth: 1 });
    const page = charter.docs[0];
    expect(page?.title).toBe('Articles of Incorporation');
    const parent = page?.parent;
    expect(typeof parent === 'object' && parent?.path).toBe('/about/basic');
    const ja = await payload.findByID({ collection: 'pages', id: page!.id, locale: 'ja' });
    expect(ja.title).toBe('定款');
    // Both languages share the block structure.
    expect(ja.layout?.map((b) => b.blockType)).toEqual(page?.layout?.map((b) => b.blockType));
  });

  it('labels sample content as sample', async () => {
    const home = await payload.find({ collection: 'pages', where: { path: { equals: '/' } }, locale: 'ja' });
    const notices = home.docs[0]?.layout?.filter((b) => b.blockType === 'notice') ?? [];
    expect(notices.some((n) => 'text' in n && n.text.includes('サンプル'))).toBe(true);
  });

  it('writes the site tree in three columns with English labels', async () => {
    const ja = await payload.findGlobal({ slug: 'navigation', locale: 'ja' });
    const en = await payload.findGlobal({ slug: 'navigation', locale: 'en', fallbackLocale: false });
    expect(ja.columns).toHaveLength(3);
    expect(en.columns?.map((c) => c.heading)).not.toEqual(ja.columns?.map((c) => c.heading));
    expect(en.columns?.every((c) => Boolean(c.heading))).toBe(true);
  });

  it('redirects the irregular English news address', async () => {
    const { docs } = await payload.find({ collection: 'redirects', where: { from: { equals: '/news/en' } } });
    expect(docs[0]?.to?.url).toBe('/en/news');
  });

  it('makes the first staff account from CMS_ADMIN_EMAIL with every role, and no second one', async () => {
    const saved = { email: process.env.CMS_ADMIN_EMAIL, password: process.env.CMS_ADMIN_PASSWORD };
    Object.assign(process.env, { CMS_ADMIN_EMAIL: 'seed-staff@example.invalid', CMS_ADMIN_PASSWORD: 'seed-staff-password' });
    try {
      expect(await ensureFirstStaffAccount(payload)).toBe('created-from-env');
      expect(await ensureFirstStaffAccount(payload)).toBe('exists');
    } finally {
      for (const [key, value] of [
        ['CMS_ADMIN_EMAIL', saved.email],
        ['CMS_ADMIN_PASSWORD', saved.password],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    const { docs } = await payload.find({ collection: 'users' });
    expect(docs.map((u) => [u.email, u.roles])).toEqual([['seed-staff@example.invalid', ['admin', 'editor', 'directory', 'inquiries']]]);
  });
});
