import type { Block } from 'payload';

/** Files to download (pamphlets, advertisements, materials): name, type, size and language shown for each. */
export const FilesBlock: Block = {
  slug: 'files',
  interfaceName: 'FilesBlock',
  labels: { singular: { ja: 'ファイル一覧', en: 'File list' }, plural: { ja: 'ファイル一覧', en: 'File lists' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { ja: '見出し', en: 'Heading' } },
    { name: 'files', type: 'upload', relationTo: 'files', hasMany: true, required: true, label: { ja: 'ファイル', en: 'Files' } },
  ],
};
