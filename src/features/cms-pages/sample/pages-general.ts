import type { SeedPage } from './types';

const sampleText = {
  ja: 'このページの文面はサンプルです。当協会が実際に定めている規程ではありません。',
  en: 'The wording of this page is a sample. It is not the actual text adopted by JAB.',
};

/** Sample pages of the site guide, the legal pages, the link collection and the information index. */
export const generalPages: SeedPage[] = [
  // ---------------------------------------------------------------------------------------------
  // Site guide and legal pages
  // ---------------------------------------------------------------------------------------------
  {
    path: '/guide',
    title: { ja: 'サイトのご利用にあたって', en: 'Using this website' },
    summary: {
      ja: '当協会ウェブサイトの構成と、言語の切り替えやページの探し方など、ご利用にあたっての基本的な事項をご案内します。',
      en: 'A guide to the structure of the JAB website and to the basics of using it, such as switching languages and finding pages.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'このページでは、公益財団法人日本適合性認定協会（JAB）のウェブサイトの構成と、ご利用にあたっての基本的な事項をご案内します。',
          en: 'This page explains how the website of the Japan Accreditation Board (JAB) is organised and sets out the basics of using it.',
        },
      },
      { kind: 'heading', text: { ja: '言語の切り替え', en: 'Switching languages' } },
      {
        kind: 'paragraph',
        text: {
          ja: '本サイトは日本語と英語でご覧いただけます。ページ上部の言語切り替えで表示言語を変更できます。英語版のページのアドレスは「/en」から始まります。英語版のメニューは、日本語版よりも項目を絞って掲載しています。英語版がないページでは、その旨をお知らせし、日本語のページをご案内します。',
          en: 'This website is available in Japanese and English. You can change the display language with the language switch at the top of each page. The addresses of English pages begin with "/en". The English menu contains fewer entries than the Japanese menu. Where a page has no English version, the site says so and points you to the Japanese page.',
        },
      },
      { kind: 'heading', text: { ja: 'サイトの構成', en: 'How the website is organised' } },
      {
        kind: 'list',
        items: [
          {
            ja: '[認定サービス](/service)：認定の種類ごとに、概要、認定を受けるメリット及び認定までの流れをご案内しています。',
            en: '[Accreditation services](/service): a summary of each scheme, the benefits of accreditation and the steps to accreditation.',
          },
          {
            ja: '[認定について](/accreditation)：認定の取得に関する情報と、国際相互承認についてご案内しています。',
            en: '[Accreditation](/accreditation): information on obtaining accreditation and on international mutual recognition.',
          },
          {
            ja: '[認定適合性評価機関の検索](/certification_institutions)と[認定に関する報告](/cert_reports)：当協会が認定した適合性評価機関と、新規認定、一時停止、取消などの認定の判定を掲載しています。',
            en: '[Search accredited bodies](/certification_institutions) and [Reports on accreditation decisions](/cert_reports): the conformity assessment bodies accredited by JAB, and its decisions on new accreditations, suspensions, withdrawals and more.',
          },
          {
            ja: '[認証組織の検索](/ms_certifications/list)と[認証件数](/ms_certifications/counts)：当協会が認定したマネジメントシステム認証機関が認証した組織と、認証の件数を掲載しています。',
            en: '[Search certified organisations](/ms_certifications/list) and [Certification counts](/ms_certifications/counts): the organisations certified by management system certification bodies accredited by JAB, and the number of certifications.',
          },
          {
            ja: '[お知らせ](/news)、[パブリックコメント](/public_comments)、[文書改訂のお知らせ](/document_revision)、[文書・様式](/documents_forms)、[採用情報](/recruit)：当協会からの情報を種類ごとに掲載しています。',
            en: '[News](/news), [Public comments](/public_comments), [Document revision notices](/document_revision), [Documents and forms](/documents_forms) and [Recruitment](/recruit): information from JAB by type.',
          },
          {
            ja: '[協会について](/about)：当協会の基本情報、役員等名簿、所在地・アクセスなどを掲載しています。',
            en: '[About JAB](/about): basic information, the roster of officers, the location and access, and more.',
          },
          {
            ja: '[お問い合わせ](/inquiry)：よくあるご質問、苦情・異議申立て、お問い合わせフォームをご案内しています。',
            en: '[Contact](/inquiry): frequently asked questions, complaints and appeals, and the inquiry form.',
          },
        ],
      },
      { kind: 'heading', text: { ja: 'ページの探し方', en: 'Finding pages' } },
      {
        kind: 'list',
        items: [
          {
            ja: 'ページ上部のメニューから、各分野のページに移動できます。各ページの上部に表示されるパンくずリストで、現在のページがサイトのどこに位置するかを確認できます。',
            en: 'The menu at the top of each page leads to every section. The breadcrumb trail at the top of each page shows where the current page sits within the website.',
          },
          {
            ja: '[サイト内検索](/search)では、ページ、お知らせ、文書・様式などをキーワードで探せます。組織名で探す場合は、「株式会社」などの法人格を除いた名称を入力すると、見つけやすくなります。',
            en: '[Site search](/search) finds pages, news, documents, forms and more by keyword. When searching for an organisation, leave out its legal form (such as "Co., Ltd.") to find it more easily.',
          },
          {
            ja: '認定を受けた適合性評価機関は[認定適合性評価機関の検索](/certification_institutions)で、認証を受けた組織は[認証組織の検索](/ms_certifications/list)で探せます。使い方は[検索方法について](/inquiry/searchmethod)をご覧ください。',
            en: 'Accredited conformity assessment bodies can be found with [Search accredited bodies](/certification_institutions), and certified organisations with [Search certified organisations](/ms_certifications/list). For how to use them, see [How to search](/inquiry/searchmethod).',
          },
        ],
      },
      { kind: 'heading', text: { ja: '閲覧環境', en: 'Viewing the website' } },
      {
        kind: 'list',
        items: [
          {
            ja: '本サイトは、主要なブラウザの最新版でご覧いただくことを想定しています。',
            en: 'The website is designed for the current versions of the major web browsers.',
          },
          {
            ja: '検索ページとフォームは、JavaScriptを無効にした状態でもご利用いただけます。',
            en: 'The search pages and the forms also work with JavaScript turned off.',
          },
          {
            ja: '文書・様式などのPDFファイルをご覧いただくには、PDFを表示できるソフトウェアが必要です。',
            en: 'To read the PDF files of documents, forms and other materials, you need software that can display PDF files.',
          },
          {
            ja: 'お知らせなどの新着情報は、[Atomフィード](/feed)でも受け取れます。',
            en: 'News and other updates are also available as an [Atom feed](/feed).',
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: '関連するページ', en: 'Related pages' },
        items: [
          {
            href: '/guide/terms_of_use',
            label: { ja: '利用規約', en: 'Terms of use' },
            description: { ja: '本サイトをご利用いただく際の条件です。', en: 'The conditions for using this website.' },
          },
          {
            href: '/guide/legal_matters',
            label: { ja: '法的事項', en: 'Legal matters' },
            description: { ja: '著作権、リンク及び免責事項についてご案内します。', en: 'Copyright, links and the disclaimer.' },
          },
          {
            href: '/privacy',
            label: { ja: '個人情報保護方針', en: 'Privacy policy' },
            description: { ja: '個人情報の取扱いについての方針です。', en: 'How JAB handles personal information.' },
          },
          {
            href: '/link',
            label: { ja: 'リンク集', en: 'Links' },
            description: {
              ja: '適合性評価と認定に関係する国内外の機関のウェブサイトです。',
              en: 'Websites of organisations in Japan and abroad involved in conformity assessment and accreditation.',
            },
          },
        ],
      },
    ],
  },
  {
    path: '/guide/legal_matters',
    title: { ja: '法的事項', en: 'Legal matters' },
    summary: {
      ja: '本サイトに掲載している情報の著作権、ロゴマークと認定シンボル、本サイトへのリンク、免責事項についてご案内します。',
      en: 'Information on the copyright of the content of this website, the JAB logo and accreditation symbols, links to the website and the disclaimer.',
    },
    body: [
      { kind: 'notice', text: sampleText },
      {
        kind: 'paragraph',
        text: {
          ja: '公益財団法人日本適合性認定協会（以下「当協会」）のウェブサイト（以下「本サイト」）のご利用に関する法的事項は、次のとおりです。あわせて[利用規約](/guide/terms_of_use)をご覧ください。',
          en: 'The legal terms for using the website of the Japan Accreditation Board (JAB) are set out below. Please also read the [Terms of use](/guide/terms_of_use).',
        },
      },
      { kind: 'heading', text: { ja: '著作権', en: 'Copyright' } },
      {
        kind: 'paragraph',
        text: {
          ja: '本サイトに掲載している文章、画像、文書などの著作権は、当協会又は正当な権利を有する第三者に帰属します。出所を明示した引用など、著作権法で認められる範囲を超えて、許可なく複製、転載、改変などを行うことはできません。',
          en: 'The copyright in the text, images, documents and other content of this website belongs to JAB or to third parties holding the relevant rights. Beyond the uses permitted by copyright law, such as quotation with the source acknowledged, the content may not be reproduced, republished or altered without permission.',
        },
      },
      { kind: 'heading', text: { ja: 'ロゴマークと認定シンボル', en: 'The JAB logo and accreditation symbols' } },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会のロゴマーク及び認定シンボルは、当協会の定める規則に従う場合を除き、使用することはできません。認定を受けた適合性評価機関による認定シンボルの使用については、[S-RL03](/documents_forms/documents?q=S-RL03)をご覧ください。',
          en: 'The JAB logo and the accreditation symbols may be used only in accordance with the rules set by JAB. For the use of the accreditation symbols by accredited conformity assessment bodies, see the [S-RL03](/documents_forms/documents?q=S-RL03).',
        },
      },
      { kind: 'heading', text: { ja: '本サイトへのリンク', en: 'Links to this website' } },
      {
        kind: 'paragraph',
        text: {
          ja: '本サイトへのリンクは、原則として自由に設定していただけます。ただし、当協会との関係を誤解させる方法や、当協会の信用を損なうおそれのある方法によるリンクはお断りします。トップページ以外のページのアドレスは、予告なく変更することがあります。',
          en: 'In principle, you may link to this website freely. However, links made in a way that could give a misleading impression of your relationship with JAB, or that could harm its reputation, are not permitted. The addresses of pages other than the home page may change without notice.',
        },
      },
      { kind: 'heading', text: { ja: '外部サイトへのリンク', en: 'Links to other websites' } },
      {
        kind: 'paragraph',
        text: {
          ja: '本サイトからリンクしている外部サイトは、それぞれの運営者の責任で管理されています。リンク先の内容について、当協会は責任を負いません。主な関係機関のウェブサイトは[リンク集](/link)にまとめています。',
          en: 'Other websites linked from this website are managed by their own operators, and JAB is not responsible for their content. The websites of the main related organisations are listed under [Links](/link).',
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
        kind: 'paragraph',
        text: {
          ja: '[認定適合性評価機関の検索](/certification_institutions)と[認証組織の検索](/ms_certifications/list)の内容は、それぞれの検索結果に表示される最終更新日時点の情報です。認証の有効性は、各認証機関にもご確認ください。',
          en: 'The information in [Search accredited bodies](/certification_institutions) and [Search certified organisations](/ms_certifications/list) is as of the last update shown with the results. Please also confirm the validity of a certificate with its certification body.',
        },
      },
    ],
  },
  {
    path: '/guide/terms_of_use',
    title: { ja: '利用規約', en: 'Terms of use' },
    summary: {
      ja: '本サイトをご利用いただく際の条件と、禁止事項についてご案内します。',
      en: 'The conditions for using this website and the conduct that is prohibited.',
    },
    body: [
      { kind: 'notice', text: sampleText },
      {
        kind: 'paragraph',
        text: {
          ja: '本サイトは、公益財団法人日本適合性認定協会（以下「当協会」）が運営しています。本サイトをご利用いただく前に、この利用規約をお読みください。本サイトをご利用いただいた場合は、本規約に同意いただいたものとみなします。',
          en: 'This website is operated by the Japan Accreditation Board (JAB). Please read these terms of use before using the website. By using the website, you are deemed to have agreed to these terms.',
        },
      },
      { kind: 'heading', text: { ja: '掲載情報の利用', en: 'Use of the information' } },
      {
        kind: 'paragraph',
        text: {
          ja: '本サイトに掲載している情報は、個人的な利用や、出所を明示した上での引用など、法令で認められる範囲でご利用いただけます。著作権などの取扱いは[法的事項](/guide/legal_matters)をご覧ください。',
          en: 'The information on this website may be used to the extent permitted by law, for example for personal use or for quotation with the source acknowledged. For copyright and related matters, see [Legal matters](/guide/legal_matters).',
        },
      },
      { kind: 'heading', text: { ja: '検索結果のダウンロード', en: 'Downloading search results' } },
      {
        kind: 'paragraph',
        text: {
          ja: '[認定適合性評価機関の検索](/certification_institutions)と[認証組織の検索](/ms_certifications/list)の結果は、CSV形式とJSON形式でダウンロードできます。ダウンロードしたデータを掲載又は配布する場合は、当協会のウェブサイトが出所であることと、データの最終更新日を明示してください。',
          en: 'The results of [Search accredited bodies](/certification_institutions) and [Search certified organisations](/ms_certifications/list) can be downloaded in CSV and JSON format. If you publish or distribute downloaded data, please state that it comes from the JAB website and give the date of its last update.',
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
            ja: '本サイトの運営を妨げる行為や、プログラムによる大量のアクセスなど、サーバーに過度の負荷をかける行為',
            en: 'Conduct that interferes with the operation of this website or places an excessive load on its servers, such as large numbers of automated requests',
          },
          {
            ja: '他人になりすます行為や、虚偽の情報を送信する行為',
            en: 'Impersonating another person or submitting false information',
          },
          {
            ja: '[お問い合わせフォーム](/inquiry/form)を利用した営業や勧誘',
            en: 'Using the [inquiry form](/inquiry/form) for sales or solicitation',
          },
        ],
      },
      { kind: 'heading', text: { ja: '免責', en: 'Disclaimer' } },
      {
        kind: 'paragraph',
        text: {
          ja: '本サイトの利用によって生じた損害について、当協会は責任を負いかねます。詳しくは[法的事項](/guide/legal_matters)の免責事項をご覧ください。',
          en: 'JAB accepts no liability for any loss arising from the use of this website. For details, see the disclaimer in [Legal matters](/guide/legal_matters).',
        },
      },
      { kind: 'heading', text: { ja: '準拠法と規約の変更', en: 'Governing law and changes to these terms' } },
      {
        kind: 'paragraph',
        text: {
          ja: '本規約は、日本法に準拠して解釈されます。当協会は、必要に応じて本規約を変更することがあります。変更後の規約は、本サイトに掲載した時点から適用されます。',
          en: 'These terms are governed by the laws of Japan. JAB may amend these terms as necessary; the amended terms apply from the time they are published on this website.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '個人情報の取扱いについては、[個人情報保護方針](/privacy)をご覧ください。',
          en: 'For the handling of personal information, see the [Privacy policy](/privacy).',
        },
      },
    ],
  },
  {
    path: '/privacy',
    title: { ja: '個人情報保護方針', en: 'Privacy policy' },
    summary: {
      ja: '当協会がお預かりする個人情報の利用目的、第三者への提供、安全管理、開示等のご請求についての方針をご説明します。',
      en: 'JAB\'s policy on why it uses personal information, when it is provided to third parties, how it is kept secure and how to request disclosure.',
    },
    body: [
      { kind: 'notice', text: sampleText },
      {
        kind: 'paragraph',
        text: {
          ja: '公益財団法人日本適合性認定協会（以下「当協会」）は、お問い合わせや苦情の受付、認定業務などを通じてお預かりする個人情報の重要性を認識し、個人情報の保護に関する法令を遵守して、適切に取り扱います。',
          en: 'The Japan Accreditation Board (JAB) recognises the importance of the personal information entrusted to it through inquiries, complaints, its accreditation work and other activities, and handles that information properly in compliance with the laws on the protection of personal information.',
        },
      },
      { kind: 'heading', text: { ja: 'お預かりする個人情報', en: 'Personal information JAB receives' } },
      {
        kind: 'paragraph',
        text: {
          ja: '[お問い合わせフォーム](/inquiry/form)と[苦情申立てフォーム](/complaint_application)では、氏名、会社・団体名、メールアドレス、電話番号など、お問い合わせや苦情への対応に必要な情報をお預かりします。フリガナの入力は任意です。',
          en: 'The [inquiry form](/inquiry/form) and the [complaint form](/complaint_application) ask for your name, organisation, e-mail address, telephone number and other information needed to deal with your inquiry or complaint. The katakana reading of your name is optional.',
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
      { kind: 'heading', text: { ja: '保存期間', en: 'How long personal information is kept' } },
      {
        kind: 'paragraph',
        text: {
          ja: 'フォームでお預かりした個人情報は、お問い合わせや苦情への対応を終えるまでの間と、対応を終えてから3年間保存します。その後は、氏名、連絡先、お問い合わせや苦情の内容などの個人情報を消去し、受付番号、種別、受付日など、件数の統計に必要な情報だけを残します。確認画面から送信されなかった入力内容は、24時間で使えなくなり、その後1日以内に消去します。',
          en: 'Personal information received through the forms is kept while JAB deals with the inquiry or complaint, and for three years after it has been dealt with. After that, the personal details, such as your name, your contact details and what you wrote, are erased, and only what is needed for statistics, such as the receipt number, the category and the date received, is kept. Entries that are not sent from the confirmation screen can no longer be used after 24 hours, and are erased within a day after that.',
        },
      },
      { kind: 'heading', text: { ja: 'Cookieの利用', en: 'Use of cookies' } },
      {
        kind: 'paragraph',
        text: {
          ja: '本サイトのフォームでは、入力画面から確認画面へ入力内容を引き継ぐためにCookieを使用しています。このCookieに入力内容そのものは含まれません。送信前の入力内容の保存期間は、上記の「保存期間」のとおりです。',
          en: 'The forms on this website use a cookie to carry your entries from the input screen to the confirmation screen. The cookie does not contain the entries themselves. How long entries that have not been sent are kept is stated above, under “How long personal information is kept”.',
        },
      },
      {
        kind: 'heading',
        text: { ja: '開示等のご請求とお問い合わせ', en: 'Requests for disclosure and inquiries' },
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'ご本人から、個人情報の開示、訂正、利用停止などのご請求があった場合は、ご本人であることを確認した上で、法令に従って対応します。ご請求や個人情報の取扱いに関するお問い合わせは、[お問い合わせフォーム](/inquiry/form)からお寄せください。',
          en: 'When a person requests the disclosure, correction or suspension of use of their personal information, JAB verifies their identity and responds in accordance with the law. Please send such requests, and any questions about the handling of personal information, through the [inquiry form](/inquiry/form).',
        },
      },
    ],
  },
  {
    path: '/link',
    title: { ja: 'リンク集', en: 'Links' },
    summary: {
      ja: '適合性評価と認定に関係する国際機関、国の機関及び標準化機関のウェブサイトをご紹介します。',
      en: 'Links to the websites of international bodies, Japanese government bodies and standards bodies involved in conformity assessment and accreditation.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '適合性評価と認定に関係する主な機関のウェブサイトを、分野ごとにご紹介します。リンク先はいずれも外部サイトです。',
          en: 'The websites of the main organisations involved in conformity assessment and accreditation, grouped by field. All the links lead to other websites.',
        },
      },
      {
        kind: 'links',
        heading: { ja: '国際的な組織', en: 'International bodies' },
        items: [
          {
            href: 'https://iaf.nu',
            label: { ja: '国際認定フォーラム（IAF）', en: 'International Accreditation Forum (IAF)' },
            description: {
              ja: 'マネジメントシステム、製品、要員などの認証機関を認定する認定機関の国際組織です。IAF MLA（国際相互承認）を運営しています。',
              en: 'The international association of accreditation bodies that accredit certification bodies for management systems, products, personnel and more. It operates the IAF MLA.',
            },
          },
          {
            href: 'https://ilac.org',
            label: { ja: '国際試験所認定協力機構（ILAC）', en: 'International Laboratory Accreditation Cooperation (ILAC)' },
            description: {
              ja: '試験所、校正機関、検査機関などを認定する認定機関の国際組織です。ILAC MRA（国際相互承認）を運営しています。',
              en: 'The international association of accreditation bodies that accredit laboratories, inspection bodies and others. It operates the ILAC MRA.',
            },
          },
          {
            href: 'https://www.apac-accreditation.org',
            label: { ja: 'アジア太平洋認定協力機構（APAC）', en: 'Asia Pacific Accreditation Cooperation (APAC)' },
            description: {
              ja: 'アジア太平洋地域の認定機関の地域組織です。APAC MRA（相互承認）を運営しています。',
              en: 'The regional association of accreditation bodies in the Asia Pacific. It operates the APAC MRA.',
            },
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: '国の機関', en: 'Japanese government' },
        items: [
          {
            href: 'https://www.meti.go.jp',
            label: { ja: '経済産業省', en: 'Ministry of Economy, Trade and Industry (METI)' },
            description: {
              ja: '産業標準化と適合性評価に関する政策を所管しています。',
              en: 'The ministry responsible for industrial standardisation and conformity assessment policy.',
            },
          },
          {
            href: 'https://www.nite.go.jp',
            label: { ja: '独立行政法人製品評価技術基盤機構（NITE）', en: 'National Institute of Technology and Evaluation (NITE)' },
            description: {
              ja: '製品安全、化学物質管理などの分野で技術的な評価を行う独立行政法人です。試験所などの認定も行っています。',
              en: 'An incorporated administrative agency carrying out technical evaluation in fields such as product safety and chemical management. It also accredits laboratories and other bodies.',
            },
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: '標準化', en: 'Standards' },
        items: [
          {
            href: 'https://www.iso.org',
            label: { ja: '国際標準化機構（ISO）', en: 'International Organization for Standardization (ISO)' },
            description: {
              ja: '認定と適合性評価の基準となるISO/IEC 17011やISO/IEC 17025などの国際規格を発行しています。',
              en: 'Publishes international standards, including those used for accreditation and conformity assessment such as ISO/IEC 17011 and ISO/IEC 17025.',
            },
          },
          {
            href: 'https://www.jisc.go.jp',
            label: { ja: '日本産業標準調査会（JISC）', en: 'Japanese Industrial Standards Committee (JISC)' },
            description: {
              ja: '日本産業規格（JIS）の制定などを審議する、経済産業省に置かれた審議会です。JISの閲覧もできます。',
              en: 'The council under the Ministry of Economy, Trade and Industry that deliberates on Japanese Industrial Standards (JIS). JIS can also be viewed on its website.',
            },
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: '当協会の関連ページ', en: 'Related pages on this website' },
        items: [
          {
            href: '/about_jab/international_accreditation',
            label: { ja: '国際的な認定の仕組み', en: 'Accreditation worldwide' },
            description: { ja: '国際的な認定の枠組みと、当協会の役割をご案内します。', en: 'The international framework of accreditation and the role of JAB.' },
          },
          {
            href: '/about/international_mra',
            label: { ja: '国際相互承認', en: 'International mutual recognition' },
            description: { ja: '当協会が署名している国際相互承認（MLA/MRA）です。', en: 'The international mutual recognition arrangements (MLA/MRA) that JAB has signed.' },
          },
        ],
      },
      { kind: 'heading', text: { ja: 'ご利用にあたって', en: 'Please note' } },
      {
        kind: 'paragraph',
        text: {
          ja: 'リンク先のウェブサイトは、それぞれの運営者の責任で管理されています。リンク先の内容について、当協会は責任を負いません。本サイトへのリンクについては、[法的事項](/guide/legal_matters)をご覧ください。',
          en: 'The linked websites are managed by their respective operators, and JAB is not responsible for their content. For linking to this website, see [Legal matters](/guide/legal_matters).',
        },
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Information: documents and forms
  // ---------------------------------------------------------------------------------------------
  {
    path: '/documents_forms',
    title: { ja: '文書・様式', en: 'Documents and forms' },
    summary: {
      ja: '認定の基準や手続を定めた文書と、申請などの手続に使用する様式を掲載しています。',
      en: 'The documents setting out the criteria and procedures for accreditation, and the forms used for applications and other procedures.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会が発行する、認定の基準や手続を定めた文書と、申請などの手続に使用する様式を掲載しています。「文書」と「様式」の2つのタブに分かれています。',
          en: 'Here JAB publishes the documents setting out the criteria and procedures for accreditation, and the forms used for applications and other procedures, on two tabs: "Documents" and "Forms".',
        },
      },
      {
        kind: 'links',
        items: [
          {
            href: '/documents_forms/documents',
            label: { ja: '文書', en: 'Documents' },
            description: { ja: '認定の基準、手続、参考資料などの文書の一覧です。', en: 'The list of documents: accreditation criteria, procedures, reference materials and more.' },
          },
          {
            href: '/documents_forms/forms',
            label: { ja: '様式', en: 'Forms' },
            description: { ja: '認定の申請などの手続に使用する様式の一覧です。', en: 'The list of forms used for applications for accreditation and other procedures.' },
          },
        ],
      },
      { kind: 'heading', text: { ja: '文書', en: 'Documents' } },
      {
        kind: 'paragraph',
        text: {
          ja: '「文書」タブでは、文書番号、文書名、発行日、適用日などを一覧で確認できます。改訂に関する解説文書がある場合は、あわせて掲載しています。文書は次の区分に分けて掲載しています。',
          en: 'The "Documents" tab lists each document with its number, title, date of issue, date it applies from and other details. Where a revision comes with an explanatory document, that is published alongside. The documents are arranged in these groups:',
        },
      },
      {
        kind: 'list',
        items: [
          { ja: '共通文書', en: 'Documents for all schemes' },
          { ja: '認定の種類別文書', en: 'Documents by scheme' },
          { ja: '参考資料', en: 'Reference materials' },
          { ja: '参考訳', en: 'Reference translations' },
          { ja: 'ベストプラクティス・ガイドライン（翻訳）', en: 'Best-practice guideline (translation)' },
        ],
      },
      { kind: 'heading', text: { ja: '主な文書', en: 'Main documents' } },
      {
        kind: 'list',
        items: [
          {
            ja: '[S-RL02](/documents_forms/documents?q=S-RL02)',
            en: '[S-RL02](/documents_forms/documents?q=S-RL02)',
          },
          {
            ja: '[S-RL03](/documents_forms/documents?q=S-RL03)',
            en: '[S-RL03](/documents_forms/documents?q=S-RL03)',
          },
          {
            ja: '[S-RL04](/documents_forms/documents?q=S-RL04)',
            en: '[S-RL04](/documents_forms/documents?q=S-RL04)',
          },
          {
            ja: '[S-RL05](/documents_forms/documents?q=S-RL05)',
            en: '[S-RL05](/documents_forms/documents?q=S-RL05)',
          },
        ],
      },
      { kind: 'heading', text: { ja: '認定の種類から探す', en: 'Documents by scheme' } },
      {
        kind: 'list',
        items: [
          {
            ja: '[マネジメントシステム認証機関](/documents_forms/documents?scheme=management_system)',
            en: '[Management system certification bodies](/documents_forms/documents?scheme=management_system)',
          },
          { ja: '[要員認証機関](/documents_forms/documents?scheme=personnel)', en: '[Personnel certification bodies](/documents_forms/documents?scheme=personnel)' },
          { ja: '[製品認証機関](/documents_forms/documents?scheme=product)', en: '[Product certification bodies](/documents_forms/documents?scheme=product)' },
          {
            ja: '[温室効果ガス妥当性確認・検証機関](/documents_forms/documents?scheme=greenhouse_gas)',
            en: '[Greenhouse gas validation and verification bodies](/documents_forms/documents?scheme=greenhouse_gas)',
          },
          { ja: '[試験所](/documents_forms/documents?scheme=laboratory)', en: '[Testing laboratories](/documents_forms/documents?scheme=laboratory)' },
          {
            ja: '[校正機関](/documents_forms/documents?scheme=calibration_laboratory)',
            en: '[Calibration laboratories](/documents_forms/documents?scheme=calibration_laboratory)',
          },
          {
            ja: '[標準物質生産者](/documents_forms/documents?scheme=reference_material_producer)',
            en: '[Reference material producers](/documents_forms/documents?scheme=reference_material_producer)',
          },
          { ja: '[臨床検査室](/documents_forms/documents?scheme=medical_laboratory)', en: '[Medical laboratories](/documents_forms/documents?scheme=medical_laboratory)' },
          { ja: '[検査機関](/documents_forms/documents?scheme=inspection_body)', en: '[Inspection bodies](/documents_forms/documents?scheme=inspection_body)' },
          {
            ja: '[技能試験提供者](/documents_forms/documents?scheme=proficiency_testing_provider)',
            en: '[Proficiency testing providers](/documents_forms/documents?scheme=proficiency_testing_provider)',
          },
          { ja: '[バイオバンク](/documents_forms/documents?scheme=biobanking)', en: '[Biobanks](/documents_forms/documents?scheme=biobanking)' },
        ],
      },
      { kind: 'heading', text: { ja: '様式', en: 'Forms' } },
      {
        kind: 'paragraph',
        text: {
          ja: '[「様式」タブ](/documents_forms/forms)では、認定の申請などの手続に使用する様式を、様式番号と様式名で一覧にしています。手続に応じて必要な様式をご利用ください。文書番号や名称の一部を入力して探すこともできます。',
          en: 'The ["Forms" tab](/documents_forms/forms) lists the forms used for applications for accreditation and other procedures by form number and form name. Please use the forms required for your procedure. You can also find one by entering its number or part of its name.',
        },
      },
      { kind: 'heading', text: { ja: '文書の改訂', en: 'Revisions of documents' } },
      {
        kind: 'paragraph',
        text: {
          ja: '文書の制定や改訂は[文書改訂のお知らせ](/document_revision)でお知らせしています。文書の案に対するご意見は[パブリックコメント](/public_comments)で募集しています。',
          en: 'The issue and revision of documents are announced in [Document revision notices](/document_revision). Comments on draft documents are invited through [Public comments](/public_comments).',
        },
      },
    ],
  },
];
