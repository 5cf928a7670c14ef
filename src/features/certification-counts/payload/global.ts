import type { Field, GlobalConfig } from 'payload';

import { anyone, hasRole, hiddenUnless } from '@/platform/cms/access';
import { revalidateGlobalAfterChange } from '@/platform/cms/revalidate';
import { rowLabel } from '@/platform/cms/rowLabels';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

type Siblings = { siblingData?: unknown };

const sibling = (options: Siblings | undefined, name: string): unknown =>
  options?.siblingData && typeof options.siblingData === 'object' ? (options.siblingData as Record<string, unknown>)[name] : undefined;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A real calendar day written YYYY-MM-DD (required). */
export function validateTableDate(value: string | null | undefined): string | true {
  const match = value ? DATE_PATTERN.exec(value) : null;
  if (match) {
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d) return true;
  }
  return '日付を YYYY-MM-DD の形式で入力してください（例: 2024-05-31） / Enter a date as YYYY-MM-DD (e.g. 2024-05-31)';
}

/** A month written YYYY-MM, or nothing. */
export function validateSurveyMonth(value: string | null | undefined): string | true {
  if (!value) return true;
  const match = MONTH_PATTERN.exec(value);
  const month = match ? Number(match[2]) : 0;
  return (match && month >= 1 && month <= 12) || '年月を YYYY-MM の形式で入力してください（例: 2023-12） / Enter a month as YYYY-MM (e.g. 2023-12)';
}

/** A whole number of zero or more (required). */
export function validateCount(value: number | null | undefined): string | true {
  return isCount(value) || '0以上の整数を入力してください / Enter a whole number of 0 or more';
}

/** The count by bodies accredited by us: a whole number, never more than the row's total. */
export function validateAccreditedBodies(value: number | null | undefined, options?: Siblings): string | true {
  const count = validateCount(value);
  if (count !== true) return count;
  const total = sibling(options, 'totalBodies');
  if (isCount(total) && (value as number) > total) {
    return '全認証機関の件数を超える値は入力できません / This cannot be more than the count for all certification bodies';
  }
  return true;
}

/** Survey respondents: optional, a whole number, never more than the bodies surveyed. */
export function validateRespondentsAnswered(value: number | null | undefined, options?: Siblings): string | true {
  if (value === null || value === undefined) return true;
  const count = validateCount(value);
  if (count !== true) return count;
  const total = sibling(options, 'respondentsTotal');
  if (isCount(total) && value > total) {
    return '調査対象の機関数を超える値は入力できません / This cannot be more than the number of bodies surveyed';
  }
  return true;
}

const optionalCount = (value: number | null | undefined) => (value === null || value === undefined ? true : validateCount(value));

const rowFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'schemeJa', type: 'text', required: true, label: { ja: '認証の種類（日本語）', en: 'Certification scheme (Japanese)' }, admin: { width: '50%' } },
      { name: 'schemeEn', type: 'text', required: true, label: { ja: '認証の種類（英語）', en: 'Certification scheme (English)' }, admin: { width: '50%' } },
    ],
  },
  {
    name: 'standard',
    type: 'text',
    required: true,
    label: { ja: '規格（例: ISO 9001）', en: 'Standard (e.g. ISO 9001)' },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'totalBodies',
        type: 'number',
        required: true,
        min: 0,
        label: { ja: '全認証機関の認証件数', en: 'Certifications by all certification bodies' },
        admin: { width: '50%', step: 1 },
        validate: validateCount,
      },
      {
        name: 'accreditedBodies',
        type: 'number',
        required: true,
        min: 0,
        label: { ja: 'うち当協会の認定を受けた認証機関の認証件数', en: 'Of which by certification bodies accredited by JAB' },
        admin: { width: '50%', step: 1 },
        validate: validateAccreditedBodies,
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'noteJa', type: 'textarea', label: { ja: 'この行の注記（日本語・任意）', en: 'Note on this row (Japanese, optional)' }, admin: { width: '50%' } },
      { name: 'noteEn', type: 'textarea', label: { ja: 'この行の注記（英語・任意）', en: 'Note on this row (English, optional)' }, admin: { width: '50%' } },
    ],
  },
];

/**
 * The certification counts table (/ms_certifications/counts): per certification scheme, the
 * certifications by all certification bodies and by those accredited by us. Both languages sit
 * side by side in flat ja/en fields, so one save publishes the table in both.
 */
export const CertificationCounts: GlobalConfig = {
  slug: 'certification-counts',
  label: { ja: '認証件数', en: 'Certification counts' },
  access: { read: anyone, update: hasRole('directory') },
  admin: {
    hidden: hiddenUnless('directory'),
    description: {
      ja: '「認証件数」ページの表です。実際の件数を入力したら「サンプル値」のチェックを外してください。',
      en: 'The table on the certification counts page. Untick "Sample figures" once the real figures are entered.',
    },
  },
  fields: [
    {
      name: 'sample',
      type: 'checkbox',
      defaultValue: false,
      label: { ja: 'サンプル値（ページに「サンプル値です」と表示）', en: 'Sample figures (the page says the figures are sample values)' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'tableDate',
          type: 'text',
          required: true,
          label: { ja: '表の作成日（YYYY-MM-DD。ページには年月を表示）', en: 'Table date (YYYY-MM-DD; the page shows the month)' },
          admin: { width: '50%', placeholder: '2024-05-31' },
          validate: validateTableDate,
        },
        {
          name: 'surveyAsOf',
          type: 'text',
          label: { ja: '調査時点（YYYY-MM）', en: 'Survey as of (YYYY-MM)' },
          admin: { width: '50%', placeholder: '2023-12' },
          validate: validateSurveyMonth,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'respondentsAnswered',
          type: 'number',
          min: 0,
          label: { ja: '調査に回答した機関数', en: 'Bodies that answered the survey' },
          admin: { width: '50%', step: 1 },
          validate: validateRespondentsAnswered,
        },
        {
          name: 'respondentsTotal',
          type: 'number',
          min: 0,
          label: { ja: '調査対象の機関数（当協会の認定を受けていない認証機関）', en: 'Bodies surveyed (certification bodies not accredited by JAB)' },
          admin: { width: '50%', step: 1 },
          validate: optionalCount,
        },
      ],
    },
    {
      name: 'rows',
      type: 'array',
      label: { ja: '表の行（表示順）', en: 'Table rows (in display order)' },
      labels: { singular: { ja: '行', en: 'Row' }, plural: { ja: '行', en: 'Rows' } },
      admin: { initCollapsed: true, components: { RowLabel: rowLabel({ ja: 'schemeJa', en: 'schemeEn' }, 'standard') } },
      fields: rowFields,
    },
    {
      name: 'notes',
      type: 'array',
      label: { ja: '表の下の注記', en: 'Notes under the table' },
      labels: { singular: { ja: '注記', en: 'Note' }, plural: { ja: '注記', en: 'Notes' } },
      admin: { components: { RowLabel: rowLabel({ ja: 'textJa', en: 'textEn' }) } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'textJa', type: 'textarea', required: true, label: { ja: '注記（日本語）', en: 'Note (Japanese)' }, admin: { width: '50%' } },
            { name: 'textEn', type: 'textarea', required: true, label: { ja: '注記（英語）', en: 'Note (English)' }, admin: { width: '50%' } },
          ],
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobalAfterChange] },
};
