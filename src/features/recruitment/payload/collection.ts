import { dateField } from '@/platform/cms/dateField';
import { datedItemCollection } from '@/platform/cms/datedItems';

import { contractKinds, postingPath, postingUnits } from '../model';

const unitLabels = {
  medicalLaboratory: {
    ja: '臨床検査室認定の担当職員',
    en: 'Medical laboratory accreditation unit staff',
  },
  managementSystem: {
    ja: 'マネジメントシステム認定の担当職員',
    en: 'Management system accreditation unit staff',
  },
  laboratory: {
    ja: '試験所認定の担当職員',
    en: 'Laboratory accreditation unit staff',
  },
  testingLaboratoryAssessor: {
    ja: '試験所の認定審査員（公募）',
    en: 'Accreditation assessors for testing laboratories (open call)',
  },
} as const;
const contractLabels = {
  temporary3: { ja: '臨時職員（3か月）', en: 'Temporary staff (3 months)' },
  temporary6: { ja: '臨時職員（6か月）', en: 'Temporary staff (6 months)' },
  assessor: { ja: '審査ごとの委嘱', en: 'Commissioned per assessment' },
} as const;

/** Vacancies for staff and calls for accreditation assessors. */
export const JobPostings = datedItemCollection({
  slug: 'job-postings',
  labels: {
    singular: { ja: '採用情報', en: 'Vacancy' },
    plural: { ja: '採用情報', en: 'Recruitment' },
  },
  itemPath: postingPath,
  titleLabel: { ja: '募集名', en: 'Title' },
  columns: ['title', 'unit', 'closesOn', 'publicationState', 'publishedAt'],
  description: {
    ja: '締切日を過ぎると「募集終了」と表示されます。',
    en: 'After its closing day a vacancy shows as closed.',
  },
  versionsKept: 30,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'unit',
          type: 'select',
          required: true,
          label: { ja: '募集区分', en: 'Unit' },
          options: postingUnits.map((value) => ({
            value,
            label: unitLabels[value],
          })),
        },
        {
          name: 'contract',
          type: 'select',
          required: true,
          label: { ja: '雇用・契約形態', en: 'Contract' },
          options: contractKinds.map((value) => ({
            value,
            label: contractLabels[value],
          })),
        },
        dateField('closesOn', { ja: '締切日', en: 'Closing day' }, { required: true, index: true }),
      ],
    },
    {
      name: 'duties',
      type: 'richText',
      localized: true,
      label: { ja: '業務内容', en: 'Duties' },
    },
    {
      name: 'requirements',
      type: 'richText',
      localized: true,
      label: { ja: '応募資格', en: 'Requirements' },
    },
    {
      name: 'conditions',
      type: 'richText',
      localized: true,
      label: { ja: '勤務条件', en: 'Conditions' },
    },
    {
      name: 'howToApply',
      type: 'richText',
      localized: true,
      label: { ja: '応募方法', en: 'How to apply' },
    },
    {
      name: 'applyTo',
      type: 'email',
      required: true,
      label: { ja: '応募先メールアドレス', en: 'Apply to (e-mail)' },
    },
    {
      name: 'subjectLine',
      type: 'text',
      localized: true,
      label: {
        ja: 'メールの件名（指定がある場合）',
        en: 'Subject line (if set)',
      },
    },
  ],
  searchText: { text: ['title', 'duties', 'requirements', 'conditions', 'howToApply'] },
});
