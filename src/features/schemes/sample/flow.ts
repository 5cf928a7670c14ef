import type { LocalizedText } from '@/platform/localized';

/** The ten steps from a first inquiry to accreditation and after, shared by every scheme. */
export const flowSteps: { title: LocalizedText; text: LocalizedText }[] = [
  {
    title: { ja: '事前のご相談', en: 'Preliminary inquiry' },
    text: {
      ja: '認定の種類、範囲、申請に必要な準備について、担当部門にご相談ください。認定の手続と文書は「文書・様式」に掲載しています。',
      en: 'Talk to the accreditation unit about the scheme, the scope and what to prepare. The procedures and documents are in Documents and Forms.',
    },
  },
  {
    title: { ja: '申請', en: 'Application' },
    text: {
      ja: '所定の申請書に、希望する認定範囲と、品質マニュアルなどのマネジメントシステム文書を添えてご提出ください。',
      en: 'Submit the application form with the scope you are applying for and your management system documents, such as the quality manual.',
    },
  },
  {
    title: { ja: '申請の受理と審査チームの編成', en: 'Acceptance and the assessment team' },
    text: {
      ja: '申請内容を確認して受理し、認定範囲に応じた審査員と技術専門家で審査チームを編成します。審査チームの構成は事前にお知らせします。',
      en: 'JAB reviews and accepts the application and forms an assessment team of assessors and technical experts suited to the scope. You are told who is on the team beforehand.',
    },
  },
  {
    title: { ja: '書類審査', en: 'Document review' },
    text: {
      ja: '提出された文書が認定基準の要求事項を満たしているかを確認します。',
      en: 'The team checks that the documents you submitted meet the requirements of the accreditation criteria.',
    },
  },
  {
    title: { ja: '現地審査', en: 'On-site assessment' },
    text: {
      ja: '事業所で、業務が文書どおりに、能力と公平性をもって行われているかを確認します。必要に応じて立会審査を行います。',
      en: 'At your premises, the team checks that work is done as documented, competently and impartially. Witnessed activities are assessed where needed.',
    },
  },
  {
    title: { ja: '不適合の是正', en: 'Corrective action' },
    text: {
      ja: '審査で見つかった不適合について、原因を分析し、是正処置を計画・実施して、その結果を提出していただきます。',
      en: 'For each nonconformity found, you analyse the cause, plan and take corrective action, and submit the evidence.',
    },
  },
  {
    title: { ja: '認定の判定', en: 'Accreditation decision' },
    text: {
      ja: '審査に関わっていない委員で構成する委員会が、審査の結果をもとに認定の可否を判定します。',
      en: 'A committee whose members took no part in the assessment decides on accreditation from the results.',
    },
  },
  {
    title: { ja: '認定証の発行と公表', en: 'Certificate and publication' },
    text: {
      ja: '認定証を発行し、認定範囲とともに「認定適合性評価機関の検索」で公表します。',
      en: 'JAB issues the accreditation certificate and publishes the body and its scope in the search of accredited bodies.',
    },
  },
  {
    title: { ja: 'サーベイランス', en: 'Surveillance' },
    text: {
      ja: '認定の期間中、定期的なサーベイランスで、認定基準への適合が維持されていることを確認します。',
      en: 'During the accreditation cycle, regular surveillance confirms that the body continues to meet the criteria.',
    },
  },
  {
    title: { ja: '再認定', en: 'Reassessment' },
    text: {
      ja: '認定の周期は原則として4年です。周期の終わりまでに再審査を行い、認定を更新します。',
      en: 'The accreditation cycle is four years in principle. Before the cycle ends, a reassessment is carried out and accreditation is renewed.',
    },
  },
];
