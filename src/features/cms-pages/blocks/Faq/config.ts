import type { Block } from 'payload';
import { rowLabel } from '@/platform/cms/rowLabels';

/** A group of questions and answers, shown as disclosures. */
export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: { ja: 'よくあるご質問', en: 'FAQ group' }, plural: { ja: 'よくあるご質問', en: 'FAQ groups' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, required: true, label: { ja: 'グループ名', en: 'Group heading' } },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      label: { ja: '質問と回答', en: 'Questions and answers' },
      labels: { singular: { ja: '質問', en: 'Question' }, plural: { ja: '質問', en: 'Questions' } },
      admin: { components: { RowLabel: rowLabel('question') } },
      fields: [
        { name: 'question', type: 'text', localized: true, required: true, label: { ja: '質問', en: 'Question' } },
        { name: 'answer', type: 'textarea', localized: true, required: true, label: { ja: '回答', en: 'Answer' } },
      ],
    },
  ],
};
