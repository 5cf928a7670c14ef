import type { Field, GlobalConfig } from 'payload';

import { anyone, hasRole, hiddenUnless } from '@/platform/cms/access';
import { revalidateGlobalAfterChange } from '@/platform/cms/revalidate';
import { rowLabel } from '@/platform/cms/rowLabels';

const HREF_PATTERN = /^\/[A-Za-z0-9_\-/]*$/;

// Each level's child array has its own name: Drizzle refuses a `children` table nested in another.
export const CHILD_ARRAY_NAMES = ['links', 'sublinks'] as const;

/** The fields of one site-tree entry, with `depth` levels of children beneath it. */
function nodeFields(depth: number, level = 0): Field[] {
  const fields: Field[] = [
    { name: 'label', type: 'text', localized: true, required: true, label: { ja: '表示名', en: 'Label' } },
    {
      name: 'href',
      type: 'text',
      required: true,
      label: { ja: 'パス（言語なし。例: /about/basic）', en: 'Path (without language, e.g. /about/basic)' },
      validate: (value: string | null | undefined) =>
        (value && HREF_PATTERN.test(value) && (value === '/' || !value.endsWith('/'))) || '「/」で始まるパスを入力してください / Enter a path starting with /',
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
      admin: { initCollapsed: true, components: { RowLabel: rowLabel('label') } },
      fields: nodeFields(depth - 1, level + 1),
    });
  }
  return fields;
}

/**
 * The site tree: the header mega-menu (three columns), the English menu, the footer and every
 * breadcrumb come from here. Staff edit it without a deploy.
 */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: { ja: 'ナビゲーション', en: 'Navigation' },
  access: { read: anyone, update: hasRole('editor') },
  admin: {
    hidden: hiddenUnless('editor'),
    description: {
      ja: 'ヘッダーのメガメニュー（3列）、英語メニュー、フッター、パンくずリストの元になるサイト構成です。',
      en: 'The site tree behind the header mega-menu (three columns), the English menu, the footer and the breadcrumbs.',
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
          admin: { components: { RowLabel: rowLabel('label') } },
          fields: nodeFields(2),
        },
      ],
    },
    {
      name: 'footer',
      type: 'array',
      label: { ja: 'フッター', en: 'Footer' },
      labels: { singular: { ja: 'フッターの項目', en: 'Footer entry' }, plural: { ja: 'フッターの項目', en: 'Footer entries' } },
      admin: { components: { RowLabel: rowLabel('label') } },
      fields: nodeFields(1),
    },
  ],
  hooks: { afterChange: [revalidateGlobalAfterChange] },
};
