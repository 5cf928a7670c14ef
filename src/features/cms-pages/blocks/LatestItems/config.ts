import type { Block } from 'payload';

export const latestSources = ['news', 'publicComments', 'revisions', 'recruitment'] as const;
export type LatestSource = (typeof latestSources)[number];

/** The newest items of one kind (news, calls for comment, revision notices, vacancies), with a link to their list. */
export const LatestItemsBlock: Block = {
  slug: 'latestItems',
  interfaceName: 'LatestItemsBlock',
  labels: { singular: { ja: '新着一覧', en: 'Latest items' }, plural: { ja: '新着一覧', en: 'Latest items' } },
  fields: [
    {
      name: 'source',
      type: 'select',
      required: true,
      label: { ja: '表示するもの', en: 'Show' },
      options: [
        { value: 'news', label: { ja: 'お知らせ', en: 'News' } },
        { value: 'publicComments', label: { ja: 'パブリックコメント', en: 'Public comments' } },
        { value: 'revisions', label: { ja: '文書改訂のお知らせ', en: 'Document revisions' } },
        { value: 'recruitment', label: { ja: '採用情報', en: 'Recruitment' } },
      ],
    },
    { name: 'count', type: 'number', required: true, defaultValue: 5, min: 1, max: 20, label: { ja: '件数', en: 'How many' } },
  ],
};
