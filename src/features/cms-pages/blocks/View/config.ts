import type { Block } from 'payload';

import { schemes } from '@/reference/schemes';

/**
 * Content kept as data elsewhere in /admin, shown on this page: the organisation's profile,
 * business days or access; the roster; a scheme's description; the shared flow to accreditation;
 * an anniversary's contributions.
 */
export const ViewBlock: Block = {
  slug: 'view',
  interfaceName: 'ViewBlock',
  labels: { singular: { ja: '登録データの表示', en: 'Structured content' }, plural: { ja: '登録データの表示', en: 'Structured content' } },
  fields: [
    {
      name: 'view',
      type: 'select',
      required: true,
      label: { ja: '表示する内容', en: 'What to show' },
      options: [
        { value: 'organisationProfile', label: { ja: '協会の概要（協会の基本情報）', en: 'Profile (Organisation)' } },
        { value: 'businessDays', label: { ja: '営業日・営業時間（協会の基本情報）', en: 'Business days (Organisation)' } },
        { value: 'access', label: { ja: '所在地・アクセス（協会の基本情報）', en: 'Location and access (Organisation)' } },
        { value: 'closureNotice', label: { ja: '休業中・休業前のお知らせ（営業日から自動）', en: 'Closure notice (from the business days)' } },
        { value: 'roster', label: { ja: '役員等名簿', en: 'Roster' } },
        { value: 'scheme', label: { ja: '認定の種類の説明', en: 'Scheme description' } },
        { value: 'accreditationFlow', label: { ja: '認定までの流れ', en: 'Flow to accreditation' } },
        { value: 'contributionList', label: { ja: '記念寄稿の一覧', en: 'List of contributions' } },
        { value: 'contributionTexts', label: { ja: '記念寄稿の本文（目次とアンカー付き）', en: 'Contributions in full (with contents and anchors)' } },
      ],
    },
    {
      name: 'schemes',
      type: 'select',
      hasMany: true,
      label: { ja: '認定の種類', en: 'Schemes' },
      options: schemes.map((s) => ({ value: s.id, label: { ja: s.name.ja, en: s.name.en } })),
      admin: { condition: (_, sibling) => sibling?.view === 'scheme' },
    },
    {
      name: 'anniversary',
      type: 'select',
      label: { ja: '周年', en: 'Anniversary' },
      options: ['10', '20', '25'].map((value) => ({ value, label: { ja: `${value}周年`, en: `${value}th anniversary` } })),
      admin: { condition: (_, sibling) => sibling?.view === 'contributionList' || sibling?.view === 'contributionTexts' },
    },
    {
      name: 'linkToDetail',
      type: 'checkbox',
      label: { ja: '各寄稿から本文ページへリンクする', en: 'Link each contribution to the page with the texts' },
      admin: { condition: (_, sibling) => sibling?.view === 'contributionList' },
    },
  ],
};
