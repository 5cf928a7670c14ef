import type { Field, GlobalConfig, PayloadRequest, Validate } from 'payload';

import { hasRole, hiddenUnless, publishedOr } from '@/platform/cms/access';
import { adminLanguage } from '@/platform/cms/japanTime';
import { previewUrl } from '@/platform/cms/preview';
import { revalidateGlobalAfterChange } from '@/platform/cms/revalidate';
import { rowLabel } from '@/platform/cms/rowLabels';

import { SCREENS, screenAt } from '../screens';

// Each level's child array has its own name: Drizzle refuses a `children` table nested in another.
export const CHILD_ARRAY_NAMES = ['links', 'sublinks'] as const;

export const MENU_ROW_LABEL = '@/features/navigation/ui/MenuRowLabel#MenuRowLabel';
const SCREEN_FIELD = '@/features/navigation/ui/ScreenField#ScreenField';

/** An outside address: the whole URL, on the web. */
const EXTERNAL_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;

type Sibling = { target?: string | null; label?: string | null };
type Words = { ja: string; en: string };

const say = (req: PayloadRequest | undefined, words: Words) => words[adminLanguage(req?.i18n?.language)];

/** A link to a page must name a page that exists and is published: the public menu shows no other. */
const validatePage: Validate = async (value, { siblingData, req }) => {
  if ((siblingData as Sibling).target !== 'page') return true;
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value;
  if (id === null || id === undefined || id === '') return say(req, { ja: 'リンク先のページを選んでください。', en: 'Choose the page this entry links to.' });
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { _status: true },
    req,
  });
  const page = docs[0] as { _status?: string } | undefined;
  if (!page) return say(req, { ja: 'このページはありません（削除された可能性があります）。別のページを選んでください。', en: 'This page does not exist (it may have been deleted). Choose another page.' });
  if (page._status !== 'published') {
    return say(req, { ja: 'このページはまだ公開されていません。ページを公開してからメニューに加えてください。', en: 'This page is not published yet. Publish the page before adding it to the menu.' });
  }
  return true;
};

const validateScreen: Validate = (value, { siblingData, req }) => {
  if ((siblingData as Sibling).target !== 'screen') return true;
  if (typeof value === 'string' && screenAt(value)) return true;
  return say(req, { ja: 'リンク先の画面を選んでください。', en: 'Choose the screen this entry links to.' });
};

const validateHref: Validate = (value, { siblingData, req }) => {
  if ((siblingData as Sibling).target !== 'external') return true;
  if (typeof value === 'string' && value.length <= 2000 && EXTERNAL_URL.test(value.trim())) return true;
  return say(req, {
    ja: '外部サイトのURLを「https://」から入力してください。このサイトのページは「サイト内のページ」か「一覧・検索・フォームの画面」から選びます。',
    en: 'Enter the other site’s address starting with “https://”. Pages of this site are chosen under “A page of this site” or “A list, search or form”.',
  });
};

/** An outside link has no title of its own to show, so its label is required (in Japanese; English falls back to it). */
const validateLabel: Validate = (value, { siblingData, req }) => {
  if ((siblingData as Sibling).target !== 'external') return true;
  if (typeof value === 'string' && value.trim() !== '') return true;
  if (req?.locale === 'en') return true;
  return say(req, { ja: '外部サイトへのリンクには表示名を入力してください。', en: 'A link to another site needs a label.' });
};

const when = (target: string) => (_: unknown, sibling: Sibling) => sibling?.target === target;

/** The fields of one menu entry, with `depth` levels of children beneath it. */
function nodeFields(depth: number, level: number, prefix: string): Field[] {
  const fields: Field[] = [
    {
      name: 'target',
      type: 'radio',
      required: true,
      defaultValue: 'page',
      enumName: `enum_${prefix}_target_${level}`,
      label: { ja: 'リンク先', en: 'Links to' },
      options: [
        { value: 'page', label: { ja: 'サイト内のページ', en: 'A page of this site' } },
        { value: 'screen', label: { ja: '一覧・検索・フォームの画面', en: 'A list, search or form' } },
        { value: 'external', label: { ja: '外部サイト', en: 'Another site' } },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      label: { ja: 'ページ', en: 'Page' },
      // Only published pages are offered; a page is made and published in 「ページ」, not from here.
      filterOptions: { _status: { equals: 'published' } },
      validate: validatePage,
      admin: {
        allowCreate: false,
        condition: when('page'),
        description: { ja: '公開中のページから選びます。ページのアドレスが変わっても、リンクは付いていきます。', en: 'Chosen from the published pages. The link follows the page if its address changes.' },
      },
    },
    {
      name: 'screen',
      type: 'text',
      label: { ja: '画面', en: 'Screen' },
      validate: validateScreen,
      admin: { condition: when('screen'), components: { Field: SCREEN_FIELD } },
    },
    {
      name: 'href',
      type: 'text',
      label: { ja: '外部サイトのURL', en: 'Address of the other site' },
      validate: validateHref,
      admin: { condition: when('external'), placeholder: 'https://' },
    },
    {
      name: 'label',
      type: 'text',
      localized: true,
      label: { ja: '表示名', en: 'Label' },
      validate: validateLabel,
      admin: {
        description: {
          ja: '空欄なら、リンク先のページや画面の名前を表示します。',
          en: 'When empty, the menu shows the name of the page or screen it links to.',
        },
      },
    },
    {
      name: 'inEnglishMenu',
      type: 'checkbox',
      defaultValue: false,
      label: { ja: '英語メニューにも表示', en: 'Also in the English menu' },
    },
  ];
  const childName = CHILD_ARRAY_NAMES[level];
  if (depth > 0 && childName) {
    fields.push({
      name: childName,
      type: 'array',
      label: { ja: '下位の項目', en: 'Child entries' },
      labels: { singular: { ja: '下位の項目', en: 'Child entry' }, plural: { ja: '下位の項目', en: 'Child entries' } },
      admin: { initCollapsed: true, components: { RowLabel: { path: MENU_ROW_LABEL } } },
      fields: nodeFields(depth - 1, level + 1, prefix),
    });
  }
  return fields;
}

/** The choices of the screen field, for its select (the stored value is the screen's address). */
export const SCREEN_OPTIONS = SCREENS.map((s) => ({ value: s.path, label: s.label }));

/**
 * The site tree: the header mega-menu (three columns), the English menu, the footer and every
 * breadcrumb come from here. Staff edit it without a deploy, as a draft first: the preview shows
 * the menu and footer as they would be, and only publishing changes the site.
 */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: { ja: 'サイトのメニュー', en: 'Site menu' },
  // Visitors read the published menu only: a draft is the editors' (Payload would hand it to `?draft=true`).
  access: { read: publishedOr('editor'), update: hasRole('editor'), readVersions: hasRole('editor') },
  versions: { drafts: true, max: 50 },
  admin: {
    hidden: hiddenUnless('editor'),
    preview: (_doc, { locale }) => previewUrl('/', locale),
    description: {
      ja: 'ヘッダーのメガメニュー（3列）、英語メニュー、フッター、パンくずリストの元になるサイト構成です。「下書き保存」のあと「プレビュー」でメニューとフッターを確かめてから公開してください。項目の順番は、ドラッグするか、行のメニューの「上へ移動」「下へ移動」で変えられます。',
      en: 'The site tree behind the header mega-menu (three columns), the English menu, the footer and the breadcrumbs. Save a draft, check the menu and footer with “Preview”, then publish. Reorder entries by dragging them or with “Move up” and “Move down” in a row’s menu.',
    },
  },
  fields: [
    {
      name: 'columns',
      type: 'array',
      label: { ja: 'メガメニューの列', en: 'Mega-menu columns' },
      labels: { singular: { ja: '列', en: 'Column' }, plural: { ja: '列', en: 'Columns' } },
      admin: { components: { RowLabel: rowLabel('heading') } },
      minRows: 1,
      maxRows: 3,
      fields: [
        { name: 'heading', type: 'text', localized: true, required: true, label: { ja: '列の見出し', en: 'Column heading' } },
        {
          name: 'sections',
          type: 'array',
          label: { ja: '項目', en: 'Entries' },
          labels: { singular: { ja: '項目', en: 'Entry' }, plural: { ja: '項目', en: 'Entries' } },
          admin: { components: { RowLabel: { path: MENU_ROW_LABEL } } },
          fields: nodeFields(2, 0, 'nav'),
        },
      ],
    },
    {
      name: 'footer',
      type: 'array',
      label: { ja: 'フッター', en: 'Footer' },
      labels: { singular: { ja: 'フッターの項目', en: 'Footer entry' }, plural: { ja: 'フッターの項目', en: 'Footer entries' } },
      admin: { components: { RowLabel: { path: MENU_ROW_LABEL } } },
      fields: nodeFields(1, 0, 'nav_footer'),
    },
  ],
  hooks: { afterChange: [revalidateGlobalAfterChange] },
};
