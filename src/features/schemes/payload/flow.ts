import type { GlobalConfig } from 'payload';

import { anyone, hasRole, hiddenUnless } from '@/platform/cms/access';
import { revalidateGlobalAfterChange } from '@/platform/cms/revalidate';
import { rowLabel } from '@/platform/cms/rowLabels';

/** The flow from inquiry to accreditation, the same for every scheme: the steps every scheme page shows. */
export const AccreditationFlow: GlobalConfig = {
  slug: 'accreditation-flow',
  label: { ja: '認定までの流れ', en: 'Flow to accreditation' },
  admin: { group: { ja: '認定サービス', en: 'Accreditation services' }, hidden: hiddenUnless('editor') },
  access: { read: anyone, update: hasRole('editor') },
  fields: [
    {
      name: 'steps',
      type: 'array',
      minRows: 1,
      maxRows: 20,
      label: { ja: '手順', en: 'Steps' },
      labels: { singular: { ja: '手順', en: 'Step' }, plural: { ja: '手順', en: 'Steps' } },
      admin: { components: { RowLabel: rowLabel('title') } },
      fields: [
        { name: 'title', type: 'text', localized: true, required: true, label: { ja: '見出し', en: 'Heading' } },
        { name: 'text', type: 'textarea', localized: true, label: { ja: '説明', en: 'Text' } },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobalAfterChange] },
};
