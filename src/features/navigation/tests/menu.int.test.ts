import { createLocalReq, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { User } from '@/payload-types';
import { restoreGlobalVersionAsDraft } from '@/platform/cms/publicationControls';

import { startTestPayload } from '@tests/support/payload';

let payload: Payload;
let stop: () => Promise<void>;
let editor: User;
let published: { id: number };
let unpublished: { id: number };
// Imported once Payload has started: the module reads the configuration, which reads DATABASE_URL.
let getSiteTree: typeof import('../server/queries').getSiteTree;

const context = { disableRevalidate: true };

beforeAll(async () => {
  ({ payload, stop } = await startTestPayload());
  ({ getSiteTree } = await import('../server/queries'));
  editor = await payload.create({ collection: 'users', data: { email: 'menu-editor@example.invalid', password: 'int-test-password', roles: ['editor'] } });
  published = await payload.create({ collection: 'pages', context, data: { title: '組織の概要', slug: 'menu-int', _status: 'published' } });
  await payload.update({ collection: 'pages', id: published.id, locale: 'en', context, data: { title: 'About the organisation' } });
  unpublished = await payload.create({ collection: 'pages', context, draft: true, data: { title: '準備中のページ', slug: 'menu-draft-int', _status: 'draft' } });
});
afterAll(async () => stop());

type Entry = Record<string, unknown>;
const page = (id: number, extra: Entry = {}): Entry => ({ target: 'page', page: id, inEnglishMenu: true, ...extra });
const screen = (path: string, extra: Entry = {}): Entry => ({ target: 'screen', screen: path, inEnglishMenu: true, ...extra });
const external = (href: string, label: string | null): Entry => ({ target: 'external', href, label, inEnglishMenu: true });

/** Saves the menu as the editor would in /admin: a draft, or published. */
async function save(sections: Entry[], status: 'draft' | 'published', footer: Entry[] = []) {
  return payload.updateGlobal({
    slug: 'navigation',
    locale: 'ja',
    user: editor,
    overrideAccess: false,
    draft: status === 'draft',
    context,
    data: { _status: status, columns: [{ heading: '組織について', sections }], footer },
  });
}

const labels = async (locale: 'ja' | 'en') => (await getSiteTree(locale)).columns.flatMap((c) => c.items.map((i) => [i.label, i.href, Boolean(i.external)]));

describe('the menu editor', () => {
  it('shows a page by its title and address, a screen by its name, another site by its label', async () => {
    await save([page(published.id), screen('/news'), external('https://www.example.org/', '関係機関')], 'published', [screen('/search')]);
    expect(await labels('ja')).toEqual([
      ['組織の概要', '/menu-int', false],
      ['お知らせ', '/news', false],
      ['関係機関', 'https://www.example.org/', true],
    ]);
    // English: the page's English title and the screen's English name; the outside label falls back to Japanese.
    expect(await labels('en')).toEqual([
      ['About the organisation', '/menu-int', false],
      ['News', '/news', false],
      ['関係機関', 'https://www.example.org/', true],
    ]);
    expect((await getSiteTree('ja')).footer.map((i) => i.href)).toEqual(['/search']);
  });

  it('keeps a draft from visitors until it is published, and keeps every version', async () => {
    await save([page(published.id), screen('/news'), external('https://www.example.org/', '関係機関')], 'published');
    const versionsBefore = (await payload.findGlobalVersions({ slug: 'navigation', limit: 0 })).totalDocs;

    await save([screen('/news', { label: '新着情報' })], 'draft');
    // Visitors, the site and Payload's REST read (?draft=true included) still see the published menu.
    expect((await labels('ja')).map(([label]) => label)).toEqual(['組織の概要', 'お知らせ', '関係機関']);
    const anonymousDraft = await payload.findGlobal({ slug: 'navigation', locale: 'ja', draft: true, overrideAccess: false, depth: 0 });
    expect(anonymousDraft.columns?.[0]?.sections).toHaveLength(3);
    // The editor sees the draft.
    const editorsDraft = await payload.findGlobal({ slug: 'navigation', locale: 'ja', draft: true, overrideAccess: false, user: editor, depth: 0 });
    expect(editorsDraft.columns?.[0]?.sections?.map((s) => s.label)).toEqual(['新着情報']);

    await save([screen('/news', { label: '新着情報' })], 'published');
    expect(await labels('ja')).toEqual([['新着情報', '/news', false]]);
    const versions = await payload.findGlobalVersions({ slug: 'navigation', limit: 2, sort: '-updatedAt', depth: 0 });
    expect(versions.totalDocs).toBe(versionsBefore + 2);
    // Each names the editor who saved it.
    expect(versions.docs.map((v) => (v.version as { editedBy?: unknown }).editedBy)).toEqual([editor.id, editor.id]);
  });

  it('restores an earlier version as a draft, leaving the published menu to visitors', async () => {
    await save([screen('/news')], 'published');
    const earlier = (await payload.findGlobalVersions({ slug: 'navigation', limit: 1, sort: '-updatedAt', depth: 0 })).docs[0]!;
    await save([screen('/recruit')], 'published');

    const req = await createLocalReq({ user: { ...editor, collection: 'users' } }, payload);
    await restoreGlobalVersionAsDraft(req, 'navigation', earlier.id);
    // Payload's own restore wrote the version into the menu itself: a draft restore unpublished it.
    expect(await labels('ja')).toEqual([['採用情報', '/recruit', false]]);
    expect(await labels('en')).toEqual([['Recruitment', '/recruit', false]]);
    const draft = await payload.findGlobal({ slug: 'navigation', locale: 'ja', draft: true, overrideAccess: false, user: editor, depth: 0 });
    expect(draft.columns?.[0]?.sections?.map((s) => s.screen)).toEqual(['/news']);
  });

  it('follows a page to its new address and title', async () => {
    await save([page(published.id)], 'published');
    await payload.update({ collection: 'pages', id: published.id, locale: 'ja', data: { title: '当財団について', slug: 'menu-moved-int' } });
    expect(await labels('ja')).toEqual([['当財団について', '/menu-moved-int', false]]);
  });

  it('refuses a link to a page that does not exist or is not published, a screen the site lacks, and an outside address that is not one', async () => {
    const refused = async (entry: Entry) => {
      const error = await save([entry], 'published').then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(error, JSON.stringify(entry)).not.toBeNull();
      return error?.message ?? '';
    };
    await refused(page(999_999));
    await refused(page(unpublished.id));
    await refused({ target: 'page', page: null });
    await refused(screen('/admin'));
    for (const href of ['javascript:alert(1)', '/about', 'www.example.org', 'https://', 'mailto:a@example.org']) await refused(external(href, 'リンク'));
    await refused(external('https://www.example.org/', null));
    // Nothing refused reached the published menu.
    expect((await labels('ja')).every(([, href]) => href !== '/admin')).toBe(true);
  });

  it('lets no visitor change the menu', async () => {
    await expect(payload.updateGlobal({ slug: 'navigation', overrideAccess: false, data: { footer: [] } })).rejects.toThrow();
  });
});
