import { requiredWithEnglishTitle } from '@/platform/cms/englishOptional';
import { datedItemCollection } from '@/platform/cms/datedItems';

import { commentChannels, commentPath } from '../model';

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
export const PublicComments = datedItemCollection({
  slug: 'public-comments',
  labels: {
    singular: { ja: 'パブリックコメント', en: 'Public comment' },
    plural: { ja: 'パブリックコメント', en: 'Public comments' },
  },
  itemPath: commentPath,
  titleLabel: { ja: '件名', en: 'Subject' },
  columns: ['title', 'opensAt', 'closesAt', 'publicationState', 'publishedAt'],
  description: {
    ja: '募集前・募集中・締切後・結果公表の状態は、募集期間と結果の公表日から自動で決まります。',
    en: 'The state (upcoming, open, closed, results published) follows from the comment period and the date the results are published.',
  },
  fields: [
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
  ],
  searchText: { text: ['title', 'body', 'results.body'], files: ['drafts', 'results.attachments'] },
});
