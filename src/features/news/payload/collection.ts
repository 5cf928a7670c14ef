import { requiredWithEnglishTitle } from '@/platform/cms/englishOptional';
import { datedItemCollection } from '@/platform/cms/datedItems';

import { newsCategories, newsItemPath } from '../model';
import { rowLabel } from '@/platform/cms/rowLabels';

/** The body's news items, in Japanese with an optional English version. */
export const News = datedItemCollection({
  slug: 'news',
  labels: {
    singular: { ja: 'お知らせ', en: 'News item' },
    plural: { ja: 'お知らせ', en: 'News' },
  },
  itemPath: newsItemPath,
  columns: ['title', 'category', 'publicationState', 'publishedAt', 'updatedAt'],
  description: {
    ja: '日本語は必須、英語は任意です。英語版のない記事は、英語サイトに「日本語のみ」と表示されます。',
    en: 'Japanese is required, English optional. An item without English shows as "Japanese only" on the English site.',
  },
  fields: [
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'notice',
      label: { ja: '分類', en: 'Category' },
      options: newsCategories.map((value) => ({
        value,
        label: {
          notice: { ja: 'お知らせ', en: 'Notice' },
          accreditation: { ja: '認定', en: 'Accreditation' },
          event: { ja: '催し', en: 'Event' },
          press: { ja: '報道発表', en: 'Press release' },
          system: { ja: 'システム', en: 'System' },
        }[value],
      })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'yearEndClosure',
      type: 'checkbox',
      label: { ja: '年末年始の休業日を表示する', en: 'Show the year-end closure' },
      admin: {
        position: 'sidebar',
        description: {
          ja: '公開日の後に来る年末年始の休業（午前のみの営業日、年内の最終営業日、休業期間、営業開始日）を、協会の基本情報の営業日から計算して本文の前に表示します。本文には日付を書かないでください。',
          en: 'Shows the year-end closure that follows the publish date (morning-only day, last working day, closed days, first day back) before the body, worked out from the business days in Organisation. Write no days in the body.',
        },
      },
    },
    {
      name: 'body',
      type: 'richText',
      localized: true,
      label: { ja: '本文', en: 'Body' },
    },
    {
      name: 'attachments',
      type: 'upload',
      relationTo: 'files',
      hasMany: true,
      label: { ja: '添付ファイル', en: 'Attachments' },
    },
    {
      name: 'relatedLinks',
      type: 'array',
      label: { ja: '関連リンク', en: 'Related links' },
      labels: { singular: { ja: '関連リンク', en: 'Related link' }, plural: { ja: '関連リンク', en: 'Related links' } },
      admin: { components: { RowLabel: rowLabel('label') } },
      fields: [
        {
          name: 'label',
          type: 'text',
          localized: true,
          ...requiredWithEnglishTitle(),
          label: { ja: 'リンクの文言', en: 'Link text' },
        },
        {
          name: 'href',
          type: 'text',
          required: true,
          label: { ja: 'リンク先', en: 'Link to' },
          admin: {
            description: {
              ja: 'サイト内は /service/laboratory の形、外部は https:// から。',
              en: 'A site path like /service/laboratory, or an https:// address.',
            },
          },
          validate: (value: string | null | undefined) =>
            (typeof value === 'string' && (/^\/[\w\-./?=&%]*$/.test(value) || /^https?:\/\/[^\s]+$/.test(value))) ||
            'サイト内のパスか https:// のアドレスを入力してください / Enter a site path or an https:// address',
        },
      ],
    },
  ],
  searchText: { text: ['title', 'body'], files: ['attachments'] },
  sampleDescription: { ja: 'ページに「サンプル」と表示します。', en: 'Labels the page as a sample.' },
});
