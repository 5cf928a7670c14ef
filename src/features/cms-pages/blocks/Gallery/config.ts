import type { Block } from 'payload';
import { rowLabel } from '@/platform/cms/rowLabels';

/** Images with a label, each optionally linking a file (the publicity archive). */
export const GalleryBlock: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  labels: { singular: { ja: '画像一覧', en: 'Image gallery' }, plural: { ja: '画像一覧', en: 'Image galleries' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { ja: '見出し', en: 'Heading' } },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      label: { ja: '項目', en: 'Items' },
      labels: { singular: { ja: '画像', en: 'Image' }, plural: { ja: '画像', en: 'Images' } },
      admin: { components: { RowLabel: rowLabel('label') } },
      fields: [
        { name: 'label', type: 'text', localized: true, required: true, label: { ja: '名称', en: 'Label' } },
        { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { ja: '画像', en: 'Image' } },
        { name: 'file', type: 'upload', relationTo: 'files', label: { ja: 'ファイル（PDF など）', en: 'File (PDF or other)' } },
      ],
    },
  ],
};
