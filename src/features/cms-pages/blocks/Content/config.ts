import type { Block } from 'payload';

/** A section of rich text, for pages made of several blocks. */
export const ContentBlock: Block = {
  slug: 'content',
  interfaceName: 'ContentBlock',
  labels: { singular: { ja: '本文', en: 'Content' }, plural: { ja: '本文', en: 'Content' } },
  fields: [
    {
      name: 'richText',
      type: 'richText',
      localized: true,
      label: false,
      admin: {
        description: {
          ja: '文書を名指すときは、リンクの文字を文書番号だけ（例: S-RL02）にし、リンク先を /documents_forms/documents?q=S-RL02 にしてください。文書・様式に登録された名称を番号とあわせて表示します。営業時間や休業日は書かず、「営業日・営業時間」へリンクしてください。',
          en: 'To name a document, make the link text its number alone (e.g. S-RL02) and the link /documents_forms/documents?q=S-RL02: the page shows the title from Documents and forms with the number. Do not write business hours or closing days; link to Business days and hours instead.',
        },
      },
    },
  ],
};
