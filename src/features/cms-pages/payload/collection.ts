import type { CollectionConfig } from 'payload';

import { pageBlocks } from '../blocks/config';
import { hasRole, hiddenUnless, publishedOr } from '@/platform/cms/access';
import { requiredInJapanese } from '@/platform/cms/englishOptional';
import { revalidateAfterChange, revalidateAfterDelete } from '@/platform/cms/revalidate';
import { moveDescendants, parentField } from './parent';
import { setPath } from './setPath';
import { setSearchText } from './setSearchText';
import { SLUG_PATTERN } from '../path';
import { exactPathFirst } from './exactPathFirst';

export const Pages: CollectionConfig = {
  slug: 'pages',
  // By address: the site's tree in order, and a search by address finds the page itself before
  // the pages below it (`/about/basic` before `/about/basic/charter`).
  defaultSort: 'path',
  labels: { singular: { ja: 'ページ', en: 'Page' }, plural: { ja: 'ページ', en: 'Pages' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'path'],
    hidden: hiddenUnless('editor'),
    description: {
      ja: '公開サイトのページ。親ページとスラッグからアドレス（例: /about/basic/charter）が決まります。英語版は同じページの「English」で編集します。',
      en: 'Pages of the public site. The parent and slug give the address (e.g. /about/basic/charter). Edit the English version of the same page under "English".',
    },
  },
  // Editors write, publish and read every version; everyone else reads published pages only.
  access: {
    create: hasRole('editor'),
    read: publishedOr('editor'),
    readVersions: hasRole('editor'),
    update: hasRole('editor'),
    delete: hasRole('editor'),
  },
  versions: { drafts: true, maxPerDoc: 50 },
  defaultPopulate: { title: true, path: true, slug: true },
  fields: [
    { name: 'title', type: 'text', localized: true, ...requiredInJapanese(), label: { ja: 'タイトル', en: 'Title' } },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      label: { ja: 'スラッグ（アドレスの末尾）', en: 'Slug (last part of the address)' },
      admin: {
        position: 'sidebar',
        description: { ja: '英数字・「_」「-」。トップページは home。', en: 'Letters, digits, _ and -. The home page is "home".' },
      },
      validate: (value: string | null | undefined) => (value && SLUG_PATTERN.test(value)) || '英数字・「_」「-」で入力してください / Use letters, digits, _ and -',
    },
    {
      name: 'path',
      type: 'text',
      unique: true,
      index: true,
      label: { ja: 'アドレス', en: 'Address' },
      admin: { position: 'sidebar', readOnly: true },
    },
    parentField,
    { name: 'body', type: 'richText', localized: true, label: { ja: '本文', en: 'Body' } },
    {
      name: 'layout',
      type: 'blocks',
      label: { ja: 'ブロック', en: 'Blocks' },
      labels: { singular: { ja: 'ブロック', en: 'Block' }, plural: { ja: 'ブロック', en: 'Blocks' } },
      blocks: pageBlocks,
    },
    {
      name: 'searchText',
      type: 'textarea',
      localized: true,
      // Written by the setSearchText hook on every save; never edited by hand.
      admin: { hidden: true },
    },
  ],
  hooks: {
    beforeChange: [setPath, setSearchText],
    afterChange: [moveDescendants, revalidateAfterChange],
    afterDelete: [revalidateAfterDelete],
    afterOperation: [exactPathFirst],
  },
};
