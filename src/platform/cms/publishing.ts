import type { Access, CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, CollectionSlug, Field, FieldHook, PayloadRequest, Where } from 'payload';

import { dayInJapan } from '@/platform/time/format';

import { hasRole, hiddenUnless, userHasRole } from './access';
import { requiredLabel } from './englishOptional';
import { revalidatePaths } from './revalidate';
import { firstFreeSlug, SLUG, SLUG_MAX, slugFromTitle } from './slug';

/**
 * What every dated, published item of the site shares (news, public comments, document
 * revisions, documents and forms, recruitment): an address, a publish date and time in Japan
 * that may lie ahead (scheduled publishing), drafts and versions, and what visitors may see.
 *
 * Scheduling needs no job runner: an item published with a future date stays out of every
 * visitor's query until its time comes, and the pages that list items re-render at least once
 * a minute, so it appears on its own (lists, feeds and sitemaps read it at request time).
 */

type SlugSource = { id?: number | string; slug?: string | null; title?: unknown; publishedAt?: string | Date | null };

/** The item's English title as this save sees it, or as stored when another language is saved. */
async function englishTitleOf({ data, originalDoc, req, collection }: Parameters<FieldHook>[0]): Promise<string | null> {
  const incoming = (data ?? {}) as SlugSource;
  const stored = (originalDoc ?? {}) as SlugSource;
  const title = incoming.title !== undefined ? incoming.title : stored.title;
  if (req.locale === 'en') return typeof title === 'string' ? title : null;
  // Every language at once (`locale: 'all'`): `{ ja, en }`.
  if (title && typeof title === 'object') return typeof (title as { en?: unknown }).en === 'string' ? (title as { en: string }).en : null;
  if (!stored.id || !collection) return null;
  const english = await req.payload.findByID({
    collection: collection.slug as CollectionSlug,
    id: stored.id,
    locale: 'en',
    fallbackLocale: false,
    draft: true,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
    req,
  });
  const value = (english as SlugSource | null)?.title;
  return typeof value === 'string' ? value : null;
}

/** Whether an item other than `id` holds `slug`, published or in its latest draft. */
async function slugTaken(req: PayloadRequest, collection: CollectionSlug, slug: string, id: number | string | undefined): Promise<boolean> {
  const where: Where = { and: [{ slug: { equals: slug } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])] };
  const found = await Promise.all(
    [false, true].map((draft) => req.payload.find({ collection, where, draft, limit: 1, depth: 0, pagination: false, overrideAccess: true, req, select: { slug: true } })),
  );
  return found.some(({ docs }) => docs.length > 0);
}

/**
 * Fills an empty slug before it is checked: the English title's words when the item has one
 * (`year-end-closure-2026`), otherwise the publish day in Japan (`2026-11-28`), with `-2`, `-3` …
 * when another item has it. A slug the editor typed is kept, and so is the stored one when a save
 * does not name the field. Filled once: a later English title leaves the address as it is.
 */
export const fillSlug: FieldHook = async (args) => {
  const { value, data, originalDoc, req, collection } = args;
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  const stored = (originalDoc ?? {}) as SlugSource;
  if (value === undefined && stored.slug) return undefined;
  if (!collection) return value;
  const publishedAt = (data as SlugSource | undefined)?.publishedAt ?? stored.publishedAt ?? new Date();
  const base = slugFromTitle(await englishTitleOf(args)) || dayInJapan(publishedAt);
  return firstFreeSlug(base, (slug) => slugTaken(req, collection.slug as CollectionSlug, slug, stored.id));
};

/**
 * The last part of an item's address: lower-case letters, digits and hyphens. Left empty, it is
 * made on saving (`fillSlug`); the editor may change it, and it stays unique.
 */
export const slugField = (): Field => ({
  name: 'slug',
  type: 'text',
  // Always filled once saved (the types say `slug: string`), but optional in the form: the
  // validate below takes an empty value, and the label carries no required mark.
  required: true,
  unique: true,
  index: true,
  label: { ja: 'スラッグ（アドレスの末尾）', en: 'Slug (last part of the address)' },
  admin: {
    position: 'sidebar',
    components: { Label: requiredLabel('never') },
    description: {
      ja: '空欄のまま保存すると自動で作ります（英語のタイトルがあればその単語から、なければ公開日から。例: year-end-closure、2026-11-28）。変更もできます。半角の英小文字・数字・ハイフン。',
      en: 'Left empty, it is made for you on saving: from the English title if there is one, else from the publish date (e.g. year-end-closure, 2026-11-28). You may change it. Lower-case letters, digits and hyphens.',
    },
  },
  hooks: { beforeValidate: [fillSlug] },
  validate: (value: string | null | undefined) =>
    !value || (SLUG.test(value) && value.length <= SLUG_MAX) || '半角の英小文字・数字・ハイフンで入力してください / Use lower-case letters, digits and hyphens',
});

/** When the item goes public, as a day and time in Japan; a future time schedules it. */
export const publishedAtField = (): Field => ({
  name: 'publishedAt',
  type: 'date',
  required: true,
  index: true,
  label: { ja: '公開日時', en: 'Publish date and time' },
  defaultValue: () => new Date().toISOString(),
  timezone: { defaultTimezone: 'Asia/Tokyo', supportedTimezones: [{ label: '日本時間 / Japan (JST)', value: 'Asia/Tokyo' }] },
  admin: {
    position: 'sidebar',
    date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy/MM/dd HH:mm', timeIntervals: 1 },
    description: {
      ja: '日本時間。先の日時にして「公開」すると、その時刻に自動で公開されます（一覧・フィード・サイトマップにも反映）。',
      en: 'Japan time. Publish with a future time and the item goes public on its own at that time (lists, feeds and sitemaps follow).',
    },
  },
});

export type PublicationState = 'draft' | 'scheduled' | 'published';

const publicationStateOf: FieldHook = ({ data, originalDoc }) => {
  const doc = { ...originalDoc, ...data } as { _status?: string; publishedAt?: string };
  if (doc._status !== 'published') return 'draft';
  return doc.publishedAt && doc.publishedAt > new Date().toISOString() ? 'scheduled' : 'published';
};

/** Draft, scheduled or published, worked out when read: a column of the admin lists. */
export const publicationStateField = (): Field => ({
  name: 'publicationState',
  type: 'select',
  virtual: true,
  label: { ja: '状態', en: 'State' },
  options: [
    { value: 'draft', label: { ja: '下書き', en: 'Draft' } },
    { value: 'scheduled', label: { ja: '公開予約', en: 'Scheduled' } },
    { value: 'published', label: { ja: '公開中', en: 'Published' } },
  ],
  admin: { readOnly: true, position: 'sidebar', components: { Cell: '@/platform/cms/PublicationStatus#PublicationStateCell' } },
  hooks: { afterRead: [publicationStateOf] },
});

/** What visitors may read: published items whose time has come. */
export const publishedAndDue = (now = new Date()): Where => ({
  and: [{ _status: { equals: 'published' } }, { publishedAt: { less_than_equal: now.toISOString() } }],
});

/**
 * Editors read everything (drafts and scheduled items included); visitors, and staff whose work
 * this is not, only published items whose time has come.
 */
export const visibleToVisitors: Access = ({ req }) => (userHasRole(req.user, 'editor') ? true : publishedAndDue());

/**
 * Who may do what with an item: editors write, publish, schedule and read every version; everyone
 * else reads what visitors read. Staff of other roles do not see the collection in /admin.
 */
export const itemAccess: CollectionConfig['access'] = {
  read: visibleToVisitors,
  readVersions: hasRole('editor'),
  create: hasRole('editor'),
  update: hasRole('editor'),
  delete: hasRole('editor'),
};

/** For the items' `admin.hidden`: only editors work with them in /admin. */
export const itemHidden = hiddenUnless('editor');

type Doc = { slug?: string | null; _status?: string | null };

/**
 * Revalidates exactly the prerendered pages that show an item (its own page in both languages,
 * and whatever else `paths` names) when it is published, changed, unpublished or deleted. Lists
 * render per request and need nothing. Saving a draft of an unpublished item changes nothing.
 */
export function revalidateItem(paths: (slug: string) => string[]) {
  const forDocs = (...docs: (Doc | undefined)[]) => [...new Set(docs.flatMap((doc) => (doc?.slug ? paths(doc.slug) : [])))];
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, collection }) => {
    const now = doc as Doc;
    const before = previousDoc as Doc | undefined;
    if (now._status !== 'published' && before?._status !== 'published') return doc;
    await revalidatePaths(forDocs(now, before), req.context as { disableRevalidate?: boolean }, (m) => req.payload.logger.info(`${collection.slug}: ${m}`));
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, collection }) => {
    await revalidatePaths(forDocs(doc as Doc), req.context as { disableRevalidate?: boolean }, (m) => req.payload.logger.info(`${collection.slug}: ${m}`));
    return doc;
  };
  return { afterChange, afterDelete };
}

/**
 * One line in English saying what an item written only in Japanese is about: shown on the English
 * lists under its Japanese title. Left empty when the item has an English title.
 */
export const englishSummaryField = (): Field => ({
  name: 'englishSummary',
  type: 'text',
  maxLength: 200,
  label: { ja: '英語の概要（日本語のみの記事）', en: 'English summary (item in Japanese only)' },
  admin: {
    description: {
      ja: '英語版を用意しない記事に、英語で1行の概要を書くと、英語サイトの一覧で日本語のタイトルの下に表示されます。',
      en: 'For an item without an English version: one line in English, shown under its Japanese title on the English lists.',
    },
  },
});
