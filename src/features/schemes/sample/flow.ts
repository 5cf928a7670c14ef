import type { LocalizedText } from '@/platform/localized';

/**
 * The ten steps from application to accreditation and after, shared by every scheme: the
 * description's steps in its order, with the details it gives for each. Every page that shows the
 * steps shows this record (the flow global); no page writes them again.
 */
export const flowSteps: { title: LocalizedText; text: LocalizedText }[] = [
  {
    title: { ja: '申請', en: 'Application' },
    text: {
      ja: '認定申請書に、申請に必要な文書と、署名済みの契約書を添えてご提出ください。',
      en: 'Submit the application form together with the required documents and a signed contract.',
    },
  },
  {
    title: { ja: '受理', en: 'Acceptance' },
    text: {
      ja: '提出された書類に不備がなく、手数料の入金と契約の締結を確認できた時点で、申請を受理します。',
      en: 'JAB accepts the application once the documents have no deficiencies, the fee has been received and the contract has been concluded.',
    },
  },
  {
    title: { ja: '書類審査', en: 'Document review' },
    text: {
      ja: '提出された文書を審査し、現地審査に進むかどうかを判断します。',
      en: 'JAB reviews the documents you have submitted and decides whether to proceed to the on-site assessment.',
    },
  },
  {
    title: { ja: '現地審査', en: 'On-site assessment' },
    text: {
      ja: '現地審査は、通常、第1段階、第2段階の順に行います。本部及びすべての事業所が対象です。',
      en: 'The on-site assessment is usually carried out in two stages, stage 1 and then stage 2, and covers the headquarters and all offices.',
    },
  },
  {
    title: { ja: '審査報告', en: 'Assessment report' },
    text: {
      ja: '審査の結果を審査報告書にまとめてお渡しします。見つかった不適合は、審査報告書に記載します。',
      en: 'You receive the results in an assessment report, which lists any nonconformities found.',
    },
  },
  {
    title: { ja: '是正処置の確認', en: 'Review of corrective action' },
    text: {
      ja: '不適合ごとに、根本原因の分析、修正、封じ込め、是正処置の計画とその実施の結果をご提出いただき、当協会がその内容を確認します。',
      en: 'For each nonconformity, you submit the root cause analysis, the correction, the containment, and the corrective action plan with evidence of its implementation. JAB reviews them.',
    },
  },
  {
    title: { ja: '認定の判定', en: 'Accreditation decision' },
    text: {
      ja: '審査と是正処置の確認の結果に基づき、認定するかどうかを判定します。',
      en: 'JAB decides whether to grant accreditation on the results of the assessment and of the review of corrective action.',
    },
  },
  {
    title: { ja: '認定証の発行と公表', en: 'Certificate issue and publication' },
    text: {
      ja: '認定証を発行し、認定したことを当協会のウェブサイトで公表します。',
      en: 'JAB issues the accreditation certificate and publishes the accreditation on its website.',
    },
  },
  {
    title: { ja: 'サーベイランス', en: 'Surveillance' },
    text: {
      ja: '認定の期間中は、定期的にサーベイランスを行い、認定基準を満たし続けていることを確認します。',
      en: 'Throughout the accreditation cycle, regular surveillance confirms that you continue to meet the accreditation criteria.',
    },
  },
  {
    title: { ja: '再審査', en: 'Reassessment' },
    text: {
      ja: '認定の周期（原則として4年）の最終年に再審査を行い、認定を更新するかどうかを判定します。',
      en: 'A reassessment takes place in the last year of the accreditation cycle (four years in principle), after which JAB decides whether to renew accreditation.',
    },
  },
];
