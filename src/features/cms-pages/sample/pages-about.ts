import type { SeedPage } from './types';

/**
 * Sample pages of the "About" area (about the association, what JAB is, accreditation overview).
 * Facts come only from the product description; anything it does not give (addresses, names,
 * numbers, official wording) is left to staff through a sample notice.
 */
export const aboutPages: SeedPage[] = [
  {
    path: '/about',
    title: { ja: '協会について', en: 'About JAB' },
    summary: {
      ja: '公益財団法人日本適合性認定協会（JAB）の基本情報、組織、公開文書、国際相互承認などについてご案内します。',
      en: 'This section provides information on the Japan Accreditation Board (JAB), including its basic information, organisation, public documents and international mutual recognition.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '公益財団法人日本適合性認定協会（JAB）は、適合性評価機関の認定を行う公益財団法人です。1993年11月1日に設立され、2010年7月1日に公益財団法人へ移行しました。',
          en: 'The Japan Accreditation Board (JAB) is a public-interest foundation that accredits conformity assessment bodies. It was founded on 1 November 1993 and became a public-interest foundation on 1 July 2010.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '認定とは、認証機関や試験所などの適合性評価機関が、定められた基準に基づき、能力と公平性をもって業務を行っていることを第三者として確認する仕組みです。当協会は、認定を通じて、製品、サービス、マネジメントシステムなどに対する社会の信頼を支えています。',
          en: 'Accreditation is the means by which an independent third party confirms that conformity assessment bodies, such as certification bodies and laboratories, carry out their work competently and impartially against defined requirements. Through accreditation, JAB helps to sustain public confidence in products, services, management systems and more.',
        },
      },
      { kind: 'heading', text: { ja: '沿革', en: 'History' } },
      {
        kind: 'list',
        items: [
          { ja: '1993年11月1日　設立', en: '1 November 1993: JAB is founded' },
          {
            ja: '2010年7月1日　公益財団法人へ移行',
            en: '1 July 2010: JAB becomes a public-interest foundation',
          },
          {
            ja: '2011年9月30日　標準物質生産者を初めて認定',
            en: '30 September 2011: first accreditation of a reference material producer',
          },
          {
            ja: '2014年6月25日　地域の相互承認取決めに署名',
            en: '25 June 2014: JAB signs a regional mutual recognition arrangement',
          },
        ],
      },
      { kind: 'heading', text: { ja: 'このセクションの内容', en: 'In this section' } },
      {
        kind: 'list',
        items: [
          {
            ja: '基本情報（定款、使命、基本方針、内部統制システム、出向者の受け入れ、営業日・営業時間）',
            en: 'Basic information (Articles of Incorporation, mission, basic policy, internal control system, seconded staff, business days and hours)',
          },
          { ja: '役員からのメッセージ', en: 'Messages from the directors' },
          { ja: '役員等名簿', en: 'Roster of officers and councillors' },
          { ja: '公開文書', en: 'Public documents' },
          { ja: '公平性の確保', en: 'Impartiality' },
          {
            ja: '相互承認法に基づく指定調査機関業務',
            en: 'Designated investigation work under the Mutual Recognition Act',
          },
          {
            ja: '技能試験（当協会が実施するもの、他機関が実施するもの）',
            en: 'Proficiency testing (run by JAB and by other providers)',
          },
          { ja: '基本財産と出えん団体', en: 'Basic assets and funding bodies' },
          { ja: '所在地・アクセス', en: 'Location and access' },
          { ja: '国際相互承認', en: 'International mutual recognition' },
        ],
      },
    ],
  },
  {
    path: '/about/basic',
    title: { ja: '基本情報', en: 'Basic Information' },
    summary: {
      ja: '当協会の名称、設立年月日、基本財産などの法人概要をご案内します。',
      en: 'An outline of JAB as a corporate body, including its name, date of establishment and basic assets.',
    },
    body: [
      { kind: 'view', view: 'organisationProfile' },
      { kind: 'heading', text: { ja: '法人概要', en: 'Organisation profile' } },
      {
        kind: 'list',
        items: [
          {
            ja: '名称：公益財団法人日本適合性認定協会（JAB）',
            en: 'Name: Japan Accreditation Board (JAB), a public-interest incorporated foundation',
          },
          { ja: '設立年月日：1993年11月1日', en: 'Date of establishment: 1 November 1993' },
          {
            ja: '公益財団法人への移行：2010年7月1日',
            en: 'Became a public-interest foundation: 1 July 2010',
          },
          {
            ja: '事業の概要：適合性評価機関の認定及びこれに関連する事業',
            en: 'Outline of activities: accreditation of conformity assessment bodies and related activities',
          },
          { ja: '基本財産：114,350千円', en: 'Basic assets: 114,350 thousand yen' },
        ],
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。法人番号、適格請求書発行事業者登録番号、代表者、所在地、監督官庁及び公益目的事業の正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official corporate number, invoice registration number, president, location, supervisory authority and public-interest purposes in the CMS.',
        },
      },
      { kind: 'heading', text: { ja: '関連情報', en: 'Related information' } },
      {
        kind: 'list',
        items: [
          { ja: '定款', en: 'Articles of Incorporation' },
          { ja: '使命', en: 'Mission' },
          { ja: '基本方針', en: 'Basic policy' },
          {
            ja: '内部統制システムに関する基本方針',
            en: 'Basic policy on the internal control system',
          },
          { ja: '出向者の受け入れについて', en: 'Seconded staff' },
          { ja: '営業日・営業時間', en: 'Business days and hours' },
        ],
      },
    ],
  },
  {
    path: '/about/basic/charter',
    title: { ja: '定款', en: 'Articles of Incorporation' },
    summary: {
      ja: '当協会の目的、事業、組織の運営などの基本的な事項を定めた定款を掲載しています。',
      en: 'The Articles of Incorporation, which set out the purpose, activities and governance of JAB.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '定款は、当協会の目的、事業、機関の構成及び運営など、法人としての基本的な事項を定めたものです。当協会は、公益財団法人として、定款に基づいて事業を運営しています。',
          en: 'The Articles of Incorporation set out the fundamental matters governing JAB as a corporate body, such as its purpose, its activities, and the composition and operation of its governing bodies. As a public-interest foundation, JAB conducts its activities in accordance with its Articles.',
        },
      },
      { kind: 'heading', text: { ja: '定款に定める主な事項', en: 'Main matters covered by the Articles' } },
      {
        kind: 'paragraph',
        text: {
          ja: '公益財団法人の定款では、一般に次のような事項を定めます。',
          en: 'The articles of a public-interest foundation generally cover matters such as the following.',
        },
      },
      {
        kind: 'list',
        items: [
          { ja: '目的及び事業', en: 'Purpose and activities' },
          { ja: '資産及び会計', en: 'Assets and accounts' },
          { ja: '評議員及び評議員会', en: 'Councillors and the Board of Councillors' },
          {
            ja: '役員（理事及び監事）及び理事会',
            en: 'Officers (directors and auditors) and the Board of Directors',
          },
          { ja: '事務局', en: 'Secretariat' },
        ],
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。定款の条文の正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official text of the Articles of Incorporation in the CMS.',
        },
      },
    ],
  },
  {
    path: '/about/basic/mission',
    title: { ja: '使命', en: 'Mission' },
    summary: {
      ja: '適合性評価機関の認定を通じて社会に果たす当協会の役割と使命をご紹介します。',
      en: 'The role and mission of JAB in serving society through the accreditation of conformity assessment bodies.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '製品、サービス、マネジメントシステムなどが要求事項を満たしていることは、認証機関、試験所、検査機関といった適合性評価機関によって確認されます。当協会は、これらの機関を認定することで、その確認の結果が信頼できるものであることを支えています。',
          en: 'Whether products, services, management systems and the like meet requirements is confirmed by conformity assessment bodies such as certification bodies, laboratories and inspection bodies. By accrediting these bodies, JAB helps to ensure that the results of their work can be trusted.',
        },
      },
      { kind: 'heading', text: { ja: '当協会の役割', en: 'Our role' } },
      {
        kind: 'list',
        items: [
          {
            ja: '国際的な基準に基づいて適合性評価機関の能力と公平性を審査し、認定します。',
            en: 'We assess conformity assessment bodies for competence and impartiality against international standards, and accredit them.',
          },
          {
            ja: '国際相互承認（IAF MLA、ILAC MRA、APAC MRA）を通じて、認定された機関の結果が国内外で受け入れられるよう取り組みます。',
            en: 'Through international mutual recognition (IAF MLA, ILAC MRA and APAC MRA), we work for the acceptance of the results of accredited bodies in Japan and abroad.',
          },
          {
            ja: '認定に関する情報を公開し、社会に対する透明性を確保します。',
            en: 'We publish information on accreditation and so remain transparent to society.',
          },
        ],
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。当協会の使命の正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official statement of the mission of JAB in the CMS.',
        },
      },
    ],
  },
  {
    path: '/about/basic/basic_policy',
    title: { ja: '基本方針', en: 'Basic Policy' },
    summary: {
      ja: '当協会が事業を運営するうえでの基本的な考え方と方針をご案内します。',
      en: 'The basic principles and policies under which JAB conducts its activities.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、適合性評価機関の認定を行う公益財団法人として、事業運営の基本となる方針を定めています。',
          en: 'As a public-interest foundation that accredits conformity assessment bodies, JAB has set out the policies on which its operations are based.',
        },
      },
      { kind: 'heading', text: { ja: '認定機関の運営で重視される事項', en: 'What matters in running an accreditation body' } },
      {
        kind: 'list',
        items: [
          {
            ja: '公平性：特定の利害に左右されず、客観的に判断すること',
            en: 'Impartiality: reaching decisions objectively, without being swayed by particular interests',
          },
          {
            ja: '能力と一貫性：十分な知識と経験に基づき、一貫した審査を行うこと',
            en: 'Competence and consistency: assessing consistently on the basis of sufficient knowledge and experience',
          },
          {
            ja: '情報の公開：認定に関する情報を適切に公開すること',
            en: 'Openness: making information on accreditation available as appropriate',
          },
          {
            ja: '秘密の保持：業務を通じて得た情報を適切に管理すること',
            en: 'Confidentiality: properly protecting information obtained in the course of the work',
          },
        ],
      },
      { kind: 'heading', text: { ja: '情報公開', en: 'Information disclosure' } },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、公益財団法人として、事業や財務に関する情報を公開しています。公開している文書は「公開文書」のページに掲載しています。',
          en: 'As a public-interest foundation, JAB discloses information on its activities and finances. The documents it makes public are listed on the Public Documents page.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。基本方針及び情報公開方針の正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official basic policy and information disclosure policy in the CMS.',
        },
      },
    ],
  },
  {
    path: '/about/basic/internal_control_system',
    title: {
      ja: '内部統制システムに関する基本方針',
      en: 'Basic Policy on the Internal Control System',
    },
    summary: {
      ja: '業務の適正を確保するための体制について、当協会が定める基本方針をご案内します。',
      en: 'The basic policy of JAB on the arrangements that ensure its business is conducted properly.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '内部統制システムとは、法令及び定款を遵守し、業務を適正かつ効率的に行うための組織内の体制をいいます。当協会は、公益財団法人として、内部統制システムの整備に関する基本方針を定め、公表しています。',
          en: 'An internal control system is the set of arrangements within an organisation that ensures compliance with laws and its articles, and that its business is conducted properly and efficiently. As a public-interest foundation, JAB has adopted and published a basic policy on the development of its internal control system.',
        },
      },
      { kind: 'heading', text: { ja: '基本方針で定める主な事項', en: 'Main matters covered by the policy' } },
      {
        kind: 'paragraph',
        text: {
          ja: '内部統制システムに関する基本方針では、一般に次のような体制について定めます。',
          en: 'A basic policy on the internal control system generally covers arrangements such as the following.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '理事の職務の執行が法令及び定款に適合することを確保するための体制',
            en: 'Arrangements to ensure that directors perform their duties in compliance with laws and the articles',
          },
          {
            ja: '職務の執行に係る情報の保存及び管理に関する体制',
            en: 'Arrangements for storing and managing information on the performance of duties',
          },
          {
            ja: '損失の危険の管理に関する体制',
            en: 'Arrangements for managing the risk of loss',
          },
          {
            ja: '監事の監査が実効的に行われることを確保するための体制',
            en: 'Arrangements to ensure that audits by the auditors are effective',
          },
        ],
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。内部統制システムに関する基本方針の正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official basic policy on the internal control system in the CMS.',
        },
      },
    ],
  },
  {
    path: '/about/basic/loan_employee',
    title: { ja: '出向者の受け入れについて', en: 'Seconded Staff' },
    summary: {
      ja: '当協会における出向者の受け入れ状況と、派遣職員の契約期間についてご案内します。',
      en: 'Information on staff seconded to JAB and on the contract periods of temporary staff.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会では、他の組織からの出向者を受け入れる場合があり、その状況をこのページで公開しています。',
          en: 'JAB may accept staff seconded from other organisations, and it discloses the status of such secondments on this page.',
        },
      },
      { kind: 'heading', text: { ja: '派遣職員の契約期間', en: 'Contract periods of temporary staff' } },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会で受け入れる派遣職員の契約期間は、3か月又は6か月です。',
          en: 'Contracts for temporary staff working at JAB run for three or six months.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。出向者の受け入れ状況（出向元の組織、人数など）の正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official details of secondments (such as the seconding organisations and the number of staff) in the CMS.',
        },
      },
    ],
  },
  {
    path: '/about/basic/holiday',
    title: { ja: '営業日・営業時間', en: 'Business Days and Hours' },
    summary: {
      ja: '当協会の営業時間と年末年始の休業期間をご案内します。',
      en: 'The working hours of JAB and its year-end holiday period.',
    },
    body: [
      { kind: 'view', view: 'businessDays' },
      { kind: 'heading', text: { ja: '営業時間', en: 'Working hours' } },
      {
        kind: 'paragraph',
        text: {
          ja: '9時30分から17時30分までです（休憩1時間を含み、実働7時間）。',
          en: 'From 9:30 to 17:30, including a one-hour break (seven working hours).',
        },
      },
      { kind: 'heading', text: { ja: '年末年始の休業', en: 'Year-end holiday' } },
      {
        kind: 'list',
        items: [
          {
            ja: '12月27日：午前中のみ営業いたします。',
            en: '27 December: open in the morning only.',
          },
          {
            ja: '12月29日から1月3日まで：休業いたします。',
            en: '29 December to 3 January: closed.',
          },
        ],
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。上記以外の休業日（土曜日、日曜日及び祝日の取扱いを含む）の正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official details of any other closing days (including the treatment of Saturdays, Sundays and public holidays) in the CMS.',
        },
      },
    ],
  },
  {
    path: '/about/messagefromdirectors',
    title: { ja: '役員からのメッセージ', en: 'Messages from the Directors' },
    summary: {
      ja: '当協会の役員から、認定を通じた取り組みについてのメッセージをお届けします。',
      en: 'Messages from the directors of JAB about its work through accreditation.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'このページでは、当協会の役員から皆さまへのメッセージを掲載しています。',
          en: 'This page carries messages from the directors of JAB to everyone who visits the site.',
        },
      },
      { kind: 'heading', text: { ja: 'メッセージ', en: 'Messages' } },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。役員からのメッセージの正式な内容は、役員の氏名及び役職とともに管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official messages from the directors, together with their names and positions, in the CMS.',
        },
      },
    ],
  },
  {
    path: '/about/roster',
    title: { ja: '役員等名簿', en: 'Roster of Officers and Councillors' },
    summary: {
      ja: '当協会の評議員、理事、監事及び事務局の名簿を掲載しています。',
      en: 'The roster of the councillors, directors, auditors and secretariat of JAB.',
    },
    body: [
      { kind: 'view', view: 'roster' },
      {
        kind: 'paragraph',
        text: {
          ja: '名簿は、評議員、理事、監事及び事務局の区分ごとに掲載しています。各区分では、氏名、所属・役職、当協会における役職、常勤・非常勤の別を記載しています。',
          en: 'The roster is arranged in four groups: councillors, directors, auditors and secretariat. Each entry shows the name, affiliation and position, role at JAB, and whether the person is full-time or part-time.',
        },
      },
      { kind: 'heading', text: { ja: '当協会における役職', en: 'Roles at JAB' } },
      {
        kind: 'list',
        items: [
          { ja: '代表理事 会長', en: 'Representative Director, Chairman' },
          { ja: '代表理事 専務理事', en: 'Representative Director, Managing Director' },
          { ja: '常務理事', en: 'Executive Director' },
          { ja: '理事', en: 'Director' },
          { ja: '監事', en: 'Auditor' },
          { ja: '評議員', en: 'Councillor' },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'この名簿は、情報提供を目的として掲載しているものです。',
          en: 'This roster is published for information only.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。評議員、理事、監事及び事務局の氏名、所属・役職などの正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official names, affiliations and positions of the councillors, directors, auditors and secretariat in the CMS.',
        },
      },
    ],
  },
  {
    path: '/about/public_doc',
    title: { ja: '公開文書', en: 'Public Documents' },
    summary: {
      ja: '公益財団法人として当協会が公開している文書をご案内します。',
      en: 'The documents that JAB makes public as a public-interest foundation.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、公益財団法人として、事業の内容や財務の状況を広く知っていただくため、関係する文書を公開しています。',
          en: 'As a public-interest foundation, JAB publishes the relevant documents so that its activities and financial position are widely known.',
        },
      },
      { kind: 'heading', text: { ja: '公開文書の種類', en: 'Types of public document' } },
      {
        kind: 'paragraph',
        text: {
          ja: '公益財団法人が公開する文書には、一般に次のようなものがあります。',
          en: 'The documents that a public-interest foundation makes public generally include the following.',
        },
      },
      {
        kind: 'list',
        items: [
          { ja: '定款', en: 'Articles of Incorporation' },
          { ja: '事業計画書及び収支予算書', en: 'Business plan and budget' },
          { ja: '事業報告', en: 'Business report' },
          {
            ja: '貸借対照表、正味財産増減計算書などの計算書類',
            en: 'Financial statements, such as the balance sheet and the statement of changes in net assets',
          },
          { ja: '財産目録', en: 'Inventory of assets' },
        ],
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。公開文書の一覧及び各文書の正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official list of public documents and each document in the CMS.',
        },
      },
    ],
  },
  {
    path: '/about/impartiality',
    title: { ja: '公平性の確保', en: 'Impartiality' },
    summary: {
      ja: '認定業務における公平性の確保についての当協会の考え方と取り組みをご案内します。',
      en: 'The approach of JAB to safeguarding impartiality in its accreditation work.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '公平性とは、特定の利害に左右されず、客観的な立場で判断を行うことをいいます。認定の結果が社会から信頼されるためには、認定機関が公平であることが欠かせません。',
          en: 'Impartiality means reaching decisions objectively, without being swayed by particular interests. An accreditation body must be impartial if its accreditation decisions are to be trusted by society.',
        },
      },
      { kind: 'heading', text: { ja: '公平性を損なうおそれのある要因', en: 'Threats to impartiality' } },
      {
        kind: 'paragraph',
        text: {
          ja: '公平性を損なうおそれのある要因として、一般に次のようなものが挙げられます。',
          en: 'Threats to impartiality are generally recognised to include the following.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '自己利益：金銭その他の利害関係が判断に影響すること',
            en: 'Self-interest: financial or other interests influencing a decision',
          },
          {
            ja: '自己評価：自ら行った業務を自ら評価すること',
            en: 'Self-review: assessing work that one has carried out oneself',
          },
          {
            ja: 'なれ合い：過度に親しい関係が判断に影響すること',
            en: 'Familiarity: an overly close relationship influencing a decision',
          },
          {
            ja: '威圧：圧力を受けて判断が左右されること',
            en: 'Intimidation: a decision being swayed by pressure',
          },
        ],
      },
      { kind: 'heading', text: { ja: '当協会の取り組み', en: 'Our commitment' } },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、認定に関わる活動において公平性を確保することを約束し、その宣言を公表しています。',
          en: 'JAB is committed to safeguarding impartiality in its accreditation activities and has published a declaration to that effect.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。公平性に関する宣言の正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official declaration on impartiality in the CMS.',
        },
      },
    ],
  },
];
