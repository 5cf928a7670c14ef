import path from 'node:path';
import type { CollectionConfig } from 'payload';

import { anyone, hasRole, hiddenUnless } from '@/platform/cms/access';
import { uploadHandlers } from '@/platform/cms/uploads';
import { dataDir } from '@/platform/env';

/** Images and files used in pages. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { ja: 'メディア', en: 'Media' }, plural: { ja: 'メディア', en: 'Media' } },
  admin: { hidden: hiddenUnless('editor', 'directory') },
  // Editors manage media; directory managers add them too (certificate PDFs), but change or remove none.
  access: { read: anyone, create: hasRole('editor', 'directory'), update: hasRole('editor'), delete: hasRole('editor') },
  upload: {
    staticDir: path.join(dataDir, 'media'),
    handlers: uploadHandlers(path.join(dataDir, 'media')),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/pdf'],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      label: { ja: '代替テキスト', en: 'Alternative text' },
      admin: { description: { ja: '画像の内容を説明する文。装飾だけの画像は空欄。', en: 'Describes the image. Leave empty for decorative images.' } },
    },
  ],
};
