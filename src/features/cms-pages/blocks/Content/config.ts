import type { Block } from 'payload';

/** A section of rich text, for pages made of several blocks. */
export const ContentBlock: Block = {
  slug: 'content',
  interfaceName: 'ContentBlock',
  labels: { singular: { ja: '本文', en: 'Content' }, plural: { ja: '本文', en: 'Content' } },
  fields: [{ name: 'richText', type: 'richText', localized: true, label: false }],
};
