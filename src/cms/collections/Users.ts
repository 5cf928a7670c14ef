import type { CollectionConfig } from 'payload';

import { authenticated } from '@/platform/cms/access';

/** Staff accounts for /admin. The public never signs in. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { ja: 'スタッフ', en: 'Staff member' }, plural: { ja: 'スタッフ', en: 'Staff' } },
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email'] },
  access: { read: authenticated, create: authenticated, update: authenticated, delete: authenticated, admin: ({ req }) => Boolean(req.user) },
  fields: [{ name: 'name', type: 'text', label: { ja: '氏名', en: 'Name' } }],
};
