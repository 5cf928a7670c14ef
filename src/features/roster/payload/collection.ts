import type { CollectionConfig } from 'payload';

import { anyone, hasRole, hiddenUnless } from '@/platform/cms/access';
import { revalidateAfterChange, revalidateAfterDelete } from '@/platform/cms/revalidate';

import { groupLabels, roleLabels, rosterGroups, rosterRoles } from '../model';

/** One person on the roster of officers: /about/roster shows them in four tabs. */
export const RosterEntries: CollectionConfig = {
  slug: 'roster-entries',
  labels: { singular: { ja: '役員等', en: 'Roster entry' }, plural: { ja: '役員等名簿', en: 'Roster' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'group', 'role', 'tenure', 'order'],
    group: { ja: '協会について', en: 'About JAB' },
    hidden: hiddenUnless('editor'),
    description: {
      ja: '役員等名簿のページ（/about/roster）に、区分ごとのタブで「表示順」の小さい順に表示されます。',
      en: 'Shown on /about/roster in one tab per group, in ascending display order.',
    },
  },
  access: { read: anyone, create: hasRole('editor'), update: hasRole('editor'), delete: hasRole('editor') },
  defaultSort: 'order',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'group',
          type: 'select',
          required: true,
          index: true,
          label: { ja: '区分', en: 'Group' },
          options: rosterGroups.map((value) => ({ value, label: groupLabels[value] })),
          admin: { width: '34%' },
        },
        {
          name: 'role',
          type: 'select',
          label: { ja: '役職（協会での役割）', en: 'Role' },
          options: rosterRoles.map((value) => ({ value, label: roleLabels[value] })),
          admin: { width: '33%' },
        },
        {
          name: 'tenure',
          type: 'select',
          required: true,
          defaultValue: 'partTime',
          label: { ja: '常勤・非常勤', en: 'Full-time or part-time' },
          options: [
            { value: 'fullTime', label: { ja: '常勤', en: 'Full-time' } },
            { value: 'partTime', label: { ja: '非常勤', en: 'Part-time' } },
          ],
          admin: { width: '33%' },
        },
      ],
    },
    { name: 'name', type: 'text', localized: true, required: true, label: { ja: '氏名', en: 'Name' } },
    { name: 'affiliation', type: 'text', localized: true, label: { ja: '所属・役職', en: 'Affiliation and position' } },
    { name: 'order', type: 'number', required: true, defaultValue: 100, label: { ja: '表示順', en: 'Display order' }, admin: { position: 'sidebar' } },
    { name: 'sample', type: 'checkbox', label: { ja: 'サンプル', en: 'Sample' }, admin: { position: 'sidebar' } },
  ],
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  timestamps: true,
};
