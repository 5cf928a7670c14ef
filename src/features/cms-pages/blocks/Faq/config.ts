import type { Block } from 'payload';

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
      labels: { singular: { ja: '質問', en: 'Question' }, plural: { ja: '質問', en: 'Questions' } },
      fields: [
        { name: 'question', type: 'text', localized: true, required: true, label: { ja: '質問', en: 'Question' } },
        { name: 'answer', type: 'textarea', localized: true, required: true, label: { ja: '回答', en: 'Answer' } },
      ],
    },
  ],
};
