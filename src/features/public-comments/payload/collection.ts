import type { CollectionConfig } from 'payload';

import { requiredInJapanese, requiredWithEnglishTitle } from '@/platform/cms/englishOptional';
import { previewUrl } from '@/platform/cms/preview';
import { englishSummaryField, itemAccess, itemHidden, publicationStateField, publishedAtField, revalidateItem, slugField } from '@/platform/cms/publishing';
import { searchTextField, setItemSearchText } from '@/platform/cms/searchText';

import { commentChannels, commentPath } from '../model';

const revalidate = revalidateItem((slug) => [commentPath(slug), `/en${commentPath(slug)}`, '/', '/en']);

const japanTime = {
  defaultTimezone: 'Asia/Tokyo',
  supportedTimezones: [{ label: '日本時間 / Japan (JST)', value: 'Asia/Tokyo' }],
};
const dayAndTime = {
  date: {
    pickerAppearance: 'dayAndTime' as const,
    displayFormat: 'yyyy/MM/dd HH:mm',
    timeIntervals: 1,
  },
};

/** Calls for public comment: the drafts under comment, the period, how to comment, the results. */
export const PublicComments: CollectionConfig = {
  slug: 'public-comments',
  // Newest first, as staff look for what they published last.
  defaultSort: '-publishedAt',
  labels: {
    singular: { ja: 'パブリックコメント', en: 'Public comment' },
    plural: { ja: 'パブリックコメント', en: 'Public comments' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'opensAt', 'closesAt', 'publicationState', 'publishedAt'],
    listSearchableFields: ['title', 'slug'],
    group: { ja: 'お知らせ・文書', en: 'Information' },
    hidden: itemHidden,
    description: {
      ja: '募集前・募集中・締切後・結果公表の状態は、募集期間と結果の公表日から自動で決まります。',
      en: 'The state (upcoming, open, closed, results published) follows from the comment period and the date the results are published.',
    },
    preview: (doc, { locale }) => previewUrl(typeof doc.slug === 'string' ? commentPath(doc.slug) : null, locale),
  },
  access: itemAccess,
  versions: { drafts: true, maxPerDoc: 50 },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      ...requiredInJapanese(),
      label: { ja: '件名', en: 'Subject' },
    },
    englishSummaryField(),
    slugField(),
    publishedAtField(),
    publicationStateField(),
    {
      type: 'row',
      fields: [
        {
          name: 'opensAt',
          type: 'date',
          required: true,
          index: true,
          label: { ja: '募集開始', en: 'Opens' },
          timezone: japanTime,
          admin: dayAndTime,
        },
        {
          name: 'closesAt',
          type: 'date',
          required: true,
          index: true,
          label: { ja: '締切', en: 'Closes' },
          timezone: japanTime,
          admin: dayAndTime,
          validate: (value: Date | string | null | undefined, { siblingData }: { siblingData: { opensAt?: string | Date | null } }) =>
            !value ||
            !siblingData.opensAt ||
            new Date(value) >= new Date(siblingData.opensAt) ||
            '締切は募集開始より後にしてください / The closing time must follow the opening time',
        },
      ],
    },
    {
      name: 'body',
      type: 'richText',
      localized: true,
      label: { ja: '概要', en: 'Summary' },
    },
    {
      name: 'drafts',
      type: 'upload',
      relationTo: 'files',
      hasMany: true,
      label: { ja: '意見募集の対象（案）', en: 'Drafts under comment' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'channel',
          type: 'select',
          required: true,
          defaultValue: 'email',
          label: { ja: '提出方法', en: 'How to comment' },
          options: [
            {
              value: commentChannels[0],
              label: { ja: '電子メール', en: 'E-mail' },
            },
            {
              value: commentChannels[1],
              label: { ja: 'お問い合わせフォーム', en: 'Inquiry form' },
            },
            { value: commentChannels[2], label: { ja: '郵送', en: 'Post' } },
          ],
        },
        {
          name: 'address',
          type: 'text',
          localized: true,
          ...requiredWithEnglishTitle(),
          label: { ja: '提出先', en: 'Send to' },
        },
      ],
    },
    {
      name: 'results',
      type: 'group',
      label: { ja: '結果の公表', en: 'Results' },
      fields: [
        {
          name: 'publishedAt',
          type: 'date',
          label: { ja: '公表日時', en: 'Published' },
          timezone: japanTime,
          admin: dayAndTime,
        },
        {
          name: 'body',
          type: 'richText',
          localized: true,
          label: {
            ja: '寄せられた意見と当協会の考え方',
            en: 'Comments received and our response',
          },
        },
        {
          name: 'attachments',
          type: 'upload',
          relationTo: 'files',
          hasMany: true,
          label: { ja: '添付ファイル', en: 'Attachments' },
        },
      ],
    },
    searchTextField(),
    {
      name: 'sample',
      type: 'checkbox',
      label: { ja: 'サンプル', en: 'Sample' },
      admin: { position: 'sidebar' },
    },
  ],
  hooks: {
    beforeChange: [setItemSearchText(['title', 'body', 'results.body'], ['drafts', 'results.attachments'])],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  timestamps: true,
};
