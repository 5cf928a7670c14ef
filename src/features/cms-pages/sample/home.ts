import type { LocalizedText } from '@/platform/localized';

/** The home page: an introduction and entry points by purpose and by type of information. */
export const homePage = {
  title: { ja: '公益財団法人 日本適合性認定協会', en: 'Japan Accreditation Board' } satisfies LocalizedText,
  summary: {
    ja: '適合性評価機関の認定を行う公益財団法人日本適合性認定協会（JAB）の公式サイトです。',
    en: 'The website of the Japan Accreditation Board (JAB), the public-interest foundation that accredits conformity assessment bodies.',
  } satisfies LocalizedText,
  intro: {
    ja: '公益財団法人日本適合性認定協会（JAB）は、認証機関、試験所、検査機関などの適合性評価機関が、国際規格に基づいて公平かつ適切に業務を行う能力を持つことを審査し、認定しています。当協会が認定した機関は[認定適合性評価機関の検索](/certification_institutions)で、認定の仕組みは[認定サービス](/service)でご覧いただけます。',
    en: 'The Japan Accreditation Board (JAB) assesses and accredits conformity assessment bodies, such as certification bodies, laboratories and inspection bodies, confirming that they are competent to work impartially and properly against international standards. The bodies accredited by JAB are listed in [Search accredited bodies](/certification_institutions), and the schemes are described under [Accreditation services](/service).',
  } satisfies LocalizedText,
  sampleNotice: {
    ja: 'このサイトの内容はサンプルです。掲載している組織、文書、お知らせは架空のものです。',
    en: 'The content of this site is a sample. The organisations, documents and notices it shows are invented.',
  } satisfies LocalizedText,
  linkLists: [
    {
      heading: { ja: '目的から探す', en: 'Find by purpose' },
      links: [
        {
          href: '/accreditation/information',
          label: { ja: '認定を取得したい', en: 'Getting accredited' },
          description: { ja: '申請から認定までの手続をご案内します。', en: 'How to apply and the steps to accreditation.' },
        },
        {
          href: '/certification_institutions',
          label: { ja: '認定適合性評価機関を探す', en: 'Find an accredited body' },
          description: { ja: '当協会の認定を受けている適合性評価機関を検索できます。', en: 'Search the conformity assessment bodies accredited by JAB.' },
        },
        {
          href: '/ms_certifications/list',
          label: { ja: '認証組織を探す', en: 'Find a certified organisation' },
          description: {
            ja: '当協会が認定したマネジメントシステム認証機関が認証した組織を検索できます。',
            en: 'Search the organisations certified by management system certification bodies accredited by JAB.',
          },
        },
        {
          href: '/cert_reports',
          label: { ja: '認定の判定を確認する', en: 'Check accreditation decisions' },
          description: { ja: '新規認定、一時停止、取消などの報告です。', en: 'New accreditations, suspensions and withdrawals.' },
        },
        {
          href: '/inquiry/faq',
          label: { ja: 'よくあるご質問を見る', en: 'Read the FAQ' },
          description: { ja: '認定の取得や検索ページなどについてのご質問と回答です。', en: 'Answers to common questions about accreditation, the searches and more.' },
        },
        {
          href: '/inquiry',
          label: { ja: 'お問い合わせ・苦情', en: 'Contact and complaints' },
          description: { ja: 'お問い合わせ、苦情・異議申立ての窓口です。', en: 'Where to send inquiries, complaints and appeals.' },
        },
      ],
    },
    {
      heading: { ja: '情報の種類から探す', en: 'Find by type of information' },
      links: [
        { href: '/news', label: { ja: 'お知らせ', en: 'News' }, description: { ja: '当協会からのお知らせです。', en: 'News from JAB.' } },
        {
          href: '/public_comments',
          label: { ja: 'パブリックコメント', en: 'Public comments' },
          description: { ja: '文書の案に対するご意見の募集です。', en: 'Calls for comments on draft documents.' },
        },
        {
          href: '/document_revision',
          label: { ja: '文書改訂のお知らせ', en: 'Document revision notices' },
          description: { ja: '文書の制定、改訂及び廃止のお知らせです。', en: 'The issue, revision and withdrawal of documents.' },
        },
        {
          href: '/documents_forms',
          label: { ja: '文書・様式', en: 'Documents and forms' },
          description: { ja: '認定の基準、手続の文書と申請の様式です。', en: 'Accreditation criteria, procedures and application forms.' },
        },
        {
          href: '/ms_certifications/counts',
          label: { ja: '認証件数', en: 'Certification counts' },
          description: { ja: '認証の種類別の認証件数です。', en: 'Certification counts by certification scheme.' },
        },
        {
          href: '/recruit',
          label: { ja: '採用情報', en: 'Recruitment' },
          description: { ja: '職員と認定審査員の募集です。', en: 'Vacancies for staff and accreditation assessors.' },
        },
      ],
    },
  ],
};
