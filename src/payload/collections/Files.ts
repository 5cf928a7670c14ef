import path from 'node:path';

import type { CollectionConfig } from 'payload';

import { anyone, hasRole, hiddenUnless } from '@/platform/cms/access';
import { uploadHandlers } from '@/platform/cms/uploads';
import { attachmentMimeTypes } from '@/platform/content/attachments';
import { dataDir } from '@/platform/env';

/** Files attached to news, calls for comment, documents and forms: PDF, Word and Excel. */
export const Files: CollectionConfig = {
  slug: 'files',
  labels: { singular: { ja: 'ファイル', en: 'File' }, plural: { ja: 'ファイル', en: 'Files' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'filename', 'language', 'filesize', 'updatedAt'],
    group: { ja: 'お知らせ・文書', en: 'Information' },
    hidden: hiddenUnless('editor', 'directory'),
  },
  // Editors manage files; directory managers add them too (certificates), but change or remove none.
  access: { read: anyone, create: hasRole('editor', 'directory'), update: hasRole('editor'), delete: hasRole('editor') },
  upload: { staticDir: path.join(dataDir, 'files'), mimeTypes: [...attachmentMimeTypes], handlers: uploadHandlers(path.join(dataDir, 'files')) },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, label: { ja: '表示名', en: 'Title' } },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'ja',
      label: { ja: 'ファイルの言語', en: 'Language of the file' },
      options: [
        { value: 'ja', label: { ja: '日本語', en: 'Japanese' } },
        { value: 'en', label: { ja: '英語', en: 'English' } },
        { value: 'both', label: { ja: '日本語・英語', en: 'Japanese and English' } },
      ],
    },
  ],
};
