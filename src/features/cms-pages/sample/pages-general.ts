import type { SeedPage } from './types';

/** Sample pages of the site guide, the legal pages, the link collection and the information index. */
export const generalPages: SeedPage[] = [
  // ---------------------------------------------------------------------------------------------
  // Site guide and legal pages
  // ---------------------------------------------------------------------------------------------
  {
    path: '/guide',
    title: { ja: 'サイトのご利用にあたって', en: 'Using This Website' },
    summary: {
      ja: '当協会ウェブサイトの構成と、言語の切り替えやページの探し方など、ご利用にあたっての基本的な事項をご案内します。',
      en: 'A guide to the structure of the JAB website and to the basics of using it, such as switching languages and finding pages.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'このページでは、当協会ウェブサイトの構成と、ご利用にあたっての基本的な事項をご案内します。',
          en: 'This page explains how the JAB website is organised and sets out the basics of using it.',
        },
      },
      { kind: 'heading', text: { ja: '言語の切り替え', en: 'Switching languages' } },
      {
        kind: 'paragraph',
        text: {
          ja: '本サイトは日本語と英語でご覧いただけます。ページ上部の言語切り替えで表示言語を変更できます。英語版のページのアドレスは「/en」から始まります。英語版のメニューは、日本語版よりも項目を絞って掲載しています。',
          en: 'This website is available in Japanese and English. You can change the display language with the language switch at the top of each page. The addresses of English pages begin with "/en". The English menu contains fewer entries than the Japanese menu.',
        },
      },
      { kind: 'heading', text: { ja: 'ページの探し方', en: 'Finding pages' } },
      {
        kind: 'list',
        items: [
          {
            ja: 'ページ上部のメニューから、認定サービス、認定機関の検索、お知らせ、お問い合わせなどの各ページに移動できます。',
            en: 'The menu at the top of each page leads to the accreditation services, the search of accredited bodies, news, inquiries and other sections.',
          },
          {
            ja: '各ページの上部に表示されるパンくずリストで、現在のページがサイトのどこに位置するかを確認できます。',
            en: 'The breadcrumb trail at the top of each page shows where the current page sits within the website.',
          },
          {
            ja: 'サイト内検索で組織名を検索する場合は、「株式会社」などの法人格を除いた名称を入力すると、見つけやすくなります。',
            en: 'When searching the website for an organisation, enter its name without the legal-entity type (such as "Co., Ltd.") for better results.',
          },
          {
            ja: '認定を受けた適合性評価機関と、認証を受けた組織は、それぞれ専用の検索ページで探すことができます。',
            en: 'Accredited conformity assessment bodies and certified organisations can each be found on their own dedicated search page.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '関連するページ', en: 'Related pages' } },
      {
        kind: 'paragraph',
        text: {
          ja: '本サイトの利用条件は「利用規約」、著作権やリンクなどの取扱いは「法的事項」、個人情報の取扱いは「個人情報保護方針」をご覧ください。',
          en: 'For the conditions of use of this website, see the "Terms of Use"; for copyright, links and related matters, see "Legal Matters"; and for the handling of personal information, see the "Privacy Policy".',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。推奨するブラウザなどの閲覧環境は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the recommended browsers and other viewing requirements in the CMS.',
        },
      },
    ],
  },
  {
    path: '/guide/legal_matters',
    title: { ja: '法的事項', en: 'Legal Matters' },
    summary: {
      ja: '本サイトに掲載している情報の著作権、本サイトへのリンク、免責事項についてご案内します。',
      en: 'Information on the copyright of the content of this website, on links to it and on the disclaimer.',
    },
    body: [
      { kind: 'heading', text: { ja: '著作権', en: 'Copyright' } },
      {
        kind: 'paragraph',
        text: {
          ja: '本サイトに掲載している文章、画像、文書などの著作権は、当協会又は正当な権利を有する第三者に帰属します。法令で認められる範囲を超えて、許可なく複製、転載、改変などを行うことはできません。',
          en: 'The copyright in the text, images, documents and other content of this website belongs to JAB or to third parties holding the relevant rights. The content may not be reproduced, republished or altered without permission beyond the extent permitted by law.',
        },
      },
      { kind: 'heading', text: { ja: 'リンク', en: 'Links' } },
      {
        kind: 'paragraph',
        text: {
          ja: '本サイトへリンクを設定される場合は、当協会との関係を誤解させる方法や、当協会の信用を損なうおそれのある方法は避けてください。本サイトからリンクしている外部のサイトの内容については、当協会は責任を負いません。',
          en: 'If you link to this website, please avoid any manner of linking that could give a misleading impression of your relationship with JAB or could harm its reputation. JAB is not responsible for the content of external websites linked from this website.',
        },
      },
      { kind: 'heading', text: { ja: '免責事項', en: 'Disclaimer' } },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、本サイトに掲載する情報の正確性に十分注意を払っていますが、その完全性や最新性を保証するものではありません。本サイトの利用によって生じた損害について、当協会は責任を負いかねます。掲載内容は、予告なく変更又は削除することがあります。',
          en: 'While JAB takes great care over the accuracy of the information on this website, it does not guarantee that the information is complete or up to date. JAB accepts no liability for any loss arising from the use of this website. The content may be changed or removed without notice.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。当協会の正式な法的事項の文面は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official legal text of JAB in the CMS.',
        },
      },
    ],
  },
  {
    path: '/guide/terms_of_use',
    title: { ja: '利用規約', en: 'Terms of Use' },
    summary: {
      ja: '本サイトをご利用いただく際の条件と、禁止事項についてご案内します。',
      en: 'The conditions for using this website and the conduct that is prohibited.',
    },
    body: [
      { kind: 'heading', text: { ja: '掲載情報の利用', en: 'Use of the information' } },
      {
        kind: 'paragraph',
        text: {
          ja: '本サイトに掲載している情報は、個人的な利用や、出所を明示した上での引用など、法令で認められる範囲でご利用いただけます。本サイトをご利用いただいた場合は、本規約にご同意いただいたものとみなします。',
          en: 'The information on this website may be used to the extent permitted by law, for example for personal use or for quotation with the source acknowledged. By using this website, you are deemed to have agreed to these terms.',
        },
      },
      { kind: 'heading', text: { ja: '禁止事項', en: 'Prohibited conduct' } },
      {
        kind: 'list',
        items: [
          {
            ja: '法令又は公序良俗に反する行為',
            en: 'Conduct that breaches the law or public order and morals',
          },
          {
            ja: '本サイトの運営を妨げる行為や、サーバーに過度の負荷をかける行為',
            en: 'Conduct that interferes with the operation of this website or places an excessive load on its servers',
          },
          {
            ja: '他人になりすます行為や、虚偽の情報を送信する行為',
            en: 'Impersonating another person or submitting false information',
          },
          {
            ja: 'お問い合わせフォームを利用した営業や勧誘',
            en: 'Using the inquiry form for sales or solicitation',
          },
        ],
      },
      { kind: 'heading', text: { ja: '規約の変更', en: 'Changes to these terms' } },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、必要に応じて本規約を変更することがあります。変更後の規約は、本サイトに掲載した時点から適用されます。',
          en: 'JAB may amend these terms as necessary. The amended terms apply from the time they are published on this website.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。正式な利用規約の文面は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official text of the terms of use in the CMS.',
        },
      },
    ],
  },
  {
    path: '/privacy',
    title: { ja: '個人情報保護方針', en: 'Privacy Policy' },
    summary: {
      ja: '当協会がお預かりする個人情報の利用目的、第三者への提供、安全管理、開示等のご請求についての方針をご説明します。',
      en: 'The policy of JAB on the purposes for which it uses personal information, provision to third parties, security measures and requests for disclosure.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、お問い合わせや苦情の受付、認定業務などを通じてお預かりする個人情報の重要性を認識し、個人情報の保護に関する法令を遵守して、適切に取り扱います。',
          en: 'JAB recognises the importance of the personal information entrusted to it through inquiries, complaints, its accreditation work and other activities, and handles that information properly in compliance with the laws on the protection of personal information.',
        },
      },
      { kind: 'heading', text: { ja: '利用目的', en: 'Purposes of use' } },
      {
        kind: 'list',
        items: [
          {
            ja: 'お問い合わせや苦情への回答と対応',
            en: 'Responding to and dealing with inquiries and complaints',
          },
          {
            ja: '認定の申請の受付、審査などの認定業務の実施',
            en: 'Receiving applications for accreditation and carrying out assessments and other accreditation work',
          },
          {
            ja: '職員及び審査員の採用選考',
            en: 'Selecting candidates for staff and assessor positions',
          },
          {
            ja: 'シンポジウムなど当協会の事業に関するご案内',
            en: 'Providing information on symposia and other activities of JAB',
          },
        ],
      },
      {
        kind: 'heading',
        text: { ja: '第三者への提供と安全管理措置', en: 'Provision to third parties and security measures' },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '法令に基づく場合を除き、ご本人の同意を得ることなく個人情報を第三者に提供することはありません。業務の一部を外部に委託する場合は、委託先を適切に監督します。また、個人情報への不正なアクセス、紛失、漏えい、改ざんなどを防ぐため、組織的、人的、物理的及び技術的な安全管理措置を講じます。',
          en: 'Except where required by law, JAB does not provide personal information to third parties without the consent of the person concerned. Where part of its work is outsourced, JAB supervises the contractor appropriately. JAB also takes organisational, personnel, physical and technical security measures to prevent unauthorised access to, and the loss, leakage or alteration of, personal information.',
        },
      },
      {
        kind: 'heading',
        text: { ja: '開示等のご請求とお問い合わせ', en: 'Requests for disclosure and inquiries' },
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'ご本人から、個人情報の開示、訂正、利用停止などのご請求があった場合は、ご本人であることを確認した上で、法令に従って対応します。ご請求や個人情報の取扱いに関するお問い合わせは、お問い合わせフォームからお寄せください。',
          en: 'When a person requests the disclosure, correction or suspension of use of their personal information, JAB verifies their identity and responds in accordance with the law. Please send such requests, and any questions about the handling of personal information, through the inquiry form.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。当協会の正式な個人情報保護方針の文面と制定日は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official text of the JAB privacy policy and its date of adoption in the CMS.',
        },
      },
    ],
  },
  {
    path: '/link',
    title: { ja: 'リンク集', en: 'Links' },
    summary: {
      ja: '適合性評価と認定に関係する国内外の機関のウェブサイトをご紹介します。',
      en: 'Links to the websites of organisations in Japan and abroad that are involved in conformity assessment and accreditation.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '適合性評価と認定に関係する主な機関のウェブサイトをご紹介します。',
          en: 'This page introduces the websites of the main organisations involved in conformity assessment and accreditation.',
        },
      },
      { kind: 'heading', text: { ja: '国際的な組織', en: 'International organisations' } },
      {
        kind: 'list',
        items: [
          { ja: 'IAF：IAF MLAを運営する組織', en: 'IAF: the organisation that operates the IAF MLA' },
          { ja: 'ILAC：ILAC MRAを運営する組織', en: 'ILAC: the organisation that operates the ILAC MRA' },
          { ja: 'APAC：APAC MRAを運営する組織', en: 'APAC: the organisation that operates the APAC MRA' },
        ],
      },
      { kind: 'heading', text: { ja: 'ご利用にあたって', en: 'Please note' } },
      {
        kind: 'paragraph',
        text: {
          ja: 'リンク先のウェブサイトは、それぞれの運営者の責任で管理されています。リンク先の内容について、当協会は責任を負いません。',
          en: 'The linked websites are managed by their respective operators, and JAB is not responsible for their content.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。リンク先の名称とアドレス、国内の関係機関は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the names and addresses of the linked websites, and the related organisations in Japan, in the CMS.',
        },
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Information: documents and forms, news, public comments, document revisions, recruitment
  // ---------------------------------------------------------------------------------------------
  {
    path: '/documents_forms',
    title: { ja: '文書・様式', en: 'Documents and Forms' },
    summary: {
      ja: '認定の基準や手続を定めた文書と、申請などの手続に使用する様式を掲載しています。',
      en: 'The documents setting out the criteria and procedures for accreditation, and the forms used for applications and other procedures.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'このページでは、認定の基準や手続を定めた文書と、申請などの手続に使用する様式を掲載しています。ページは「文書」と「様式」の2つのタブに分かれています。',
          en: 'This page provides the documents setting out the criteria and procedures for accreditation, and the forms used for applications and other procedures. It is divided into two tabs: "Documents" and "Forms".',
        },
      },
      { kind: 'heading', text: { ja: '文書', en: 'Documents' } },
      {
        kind: 'paragraph',
        text: {
          ja: '「文書」タブでは、文書番号、文書名、発行日、適用日などを一覧で確認できます。改定に関する説明文書がある場合は、あわせて掲載しています。文書は次のグループに分けて掲載しています。',
          en: 'The "Documents" tab lists each document with its document number, title, issue date, applicable date and other details. Where there is an explanatory document on a revision, it is published alongside. The documents are arranged in the following groups.',
        },
      },
      {
        kind: 'list',
        items: [
          { ja: '共通文書', en: 'Common documents' },
          { ja: '分野別文書', en: 'Scheme documents' },
          { ja: '参考資料', en: 'Reference materials' },
          { ja: '参考訳', en: 'Reference translations' },
          { ja: 'ベストプラクティスガイドライン（翻訳版）', en: 'Best-practice guideline (translation)' },
        ],
      },
      { kind: 'heading', text: { ja: '様式', en: 'Forms' } },
      {
        kind: 'paragraph',
        text: {
          ja: '「様式」タブでは、認定の申請などの手続に使用する様式を、様式番号と様式名で一覧にしています。手続に応じて必要な様式をご利用ください。',
          en: 'The "Forms" tab lists the forms used for applications for accreditation and other procedures by form number and form name. Please use the forms required for your procedure.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '文書の制定や改定は「文書改定のお知らせ」でお知らせしています。',
          en: 'The issue and revision of documents are announced in "Document Revision Notices".',
        },
      },
    ],
  },
];
