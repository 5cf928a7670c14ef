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
  {
    path: '/about/mra',
    title: {
      ja: '相互承認法に基づく指定調査機関業務',
      en: 'Designated Investigation Work under the Mutual Recognition Act',
    },
    summary: {
      ja: '相互承認法に基づき、当協会が指定調査機関として行う業務をご案内します。',
      en: 'The work that JAB carries out as a designated investigation body under the Mutual Recognition Act.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '相互承認法は、日本と外国との間で結ばれた相互承認協定を国内で実施するための法律です。当協会は、同法のもとで指定調査機関としての業務を行っています。',
          en: 'The Mutual Recognition Act is the Japanese law that gives effect in Japan to mutual recognition agreements concluded between Japan and other countries. Under the Act, JAB carries out work as a designated investigation body.',
        },
      },
      { kind: 'heading', text: { ja: '相互承認の意義', en: 'Why mutual recognition matters' } },
      {
        kind: 'paragraph',
        text: {
          ja: '相互承認協定により、輸出国で行われた適合性評価の結果を輸入国が受け入れることができれば、同じ試験や審査を重ねて受ける必要がなくなり、貿易の円滑化につながります。',
          en: 'When, under a mutual recognition agreement, an importing country accepts the results of conformity assessment carried out in the exporting country, the same tests and assessments need not be repeated, and trade runs more smoothly.',
        },
      },
      { kind: 'heading', text: { ja: '指定調査機関の業務', en: 'The work of a designated investigation body' } },
      {
        kind: 'paragraph',
        text: {
          ja: '指定調査機関は、相互承認法の枠組みのもとで適合性評価を行おうとする機関について、所定の要件を満たしているかどうかを調査します。なお、認定機関どうしの国際相互承認（IAF MLA、ILAC MRA、APAC MRA）については「国際相互承認」のページをご覧ください。',
          en: 'A designated investigation body investigates whether bodies that intend to carry out conformity assessment within the framework of the Act meet the prescribed requirements. For the international mutual recognition arrangements between accreditation bodies (IAF MLA, ILAC MRA and APAC MRA), please see the International Mutual Recognition page.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。指定調査機関としての業務の対象、手続き及び関係法令の正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official scope, procedures and related legislation of the designated investigation work in the CMS.',
        },
      },
    ],
  },
  {
    path: '/about/proficiency_testing',
    title: { ja: '技能試験', en: 'Proficiency Testing' },
    summary: {
      ja: '当協会が実施する技能試験の目的と概要をご案内します。',
      en: 'The purpose and outline of the proficiency testing that JAB runs.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '技能試験とは、複数の試験所が同一又は類似の試料を測定し、その結果を比較することで、各試験所の能力を評価するものです。',
          en: 'Proficiency testing evaluates the performance of laboratories by having several laboratories measure the same or similar items and comparing their results.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '試験所や校正機関にとって、技能試験への参加は、自らの技術的な能力を客観的に確認し、継続的に改善していくうえで重要な手段です。',
          en: 'For testing and calibration laboratories, taking part in proficiency testing is an important way to confirm their technical competence objectively and to keep improving it.',
        },
      },
      { kind: 'heading', text: { ja: '当協会が実施する技能試験', en: 'Proficiency testing run by JAB' } },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、技能試験を実施しています。実施する分野、時期及び参加の方法は、このページでお知らせします。他の機関が実施する技能試験については「他機関が実施する技能試験」のページをご覧ください。',
          en: 'JAB runs proficiency testing. The fields, timing and how to take part are announced on this page. For proficiency testing run by other providers, please see the Proficiency Testing by Other Providers page.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。技能試験の分野、実施時期、参加方法及び参加費用の正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official fields, timing, participation procedure and fees of the proficiency testing in the CMS.',
        },
      },
    ],
  },
  {
    path: '/about/proficiency_testing/other',
    title: { ja: '他機関が実施する技能試験', en: 'Proficiency Testing by Other Providers' },
    summary: {
      ja: '当協会以外の機関が実施する技能試験についてご案内します。',
      en: 'Information on proficiency testing run by providers other than JAB.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '技能試験は、当協会のほかにも、さまざまな技能試験提供者によって実施されています。試験所や校正機関は、自らの業務に合った技能試験を選んで参加することができます。',
          en: 'Besides JAB, a range of proficiency testing providers run proficiency testing. Testing and calibration laboratories can choose and take part in the schemes that suit their work.',
        },
      },
      { kind: 'heading', text: { ja: '技能試験を選ぶ際の観点', en: 'Points to consider when choosing' } },
      {
        kind: 'list',
        items: [
          {
            ja: '自らの試験又は校正の分野や方法に合っていること',
            en: 'It matches the fields and methods of your own testing or calibration',
          },
          {
            ja: '技能試験提供者が認定を受けているかどうか',
            en: 'Whether the provider is accredited',
          },
          {
            ja: '実施の頻度や時期が、自らの計画に合っていること',
            en: 'Its frequency and timing fit your own plans',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、技能試験提供者の認定も行っています。認定を受けた技能試験提供者は、認定機関の検索ページで確認できます。',
          en: 'JAB also accredits proficiency testing providers. Accredited providers can be found on the accredited body search page.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。他機関が実施する技能試験の一覧及び各機関に関する正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official list of proficiency testing run by other providers, and the details of each provider, in the CMS.',
        },
      },
    ],
  },
  {
    path: '/about/assets',
    title: { ja: '基本財産と出えん団体', en: 'Basic Assets and Funding Bodies' },
    summary: {
      ja: '当協会の基本財産と、当協会に出えんいただいた団体についてご案内します。',
      en: 'The basic assets of JAB and the bodies that have provided it with funds.',
    },
    body: [
      { kind: 'heading', text: { ja: '基本財産', en: 'Basic assets' } },
      {
        kind: 'paragraph',
        text: {
          ja: '基本財産は、財団法人がその目的を達成するための事業の基盤となる財産です。当協会の基本財産は、114,350千円です。',
          en: 'Basic assets are the assets on which a foundation bases the activities that serve its purpose. The basic assets of JAB amount to 114,350 thousand yen.',
        },
      },
      { kind: 'heading', text: { ja: '出えん団体', en: 'Funding bodies' } },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会に出えんいただいた団体をご紹介します。',
          en: 'The bodies that have provided funds to JAB are listed below.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。出えん団体の名称の正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official names of the funding bodies in the CMS.',
        },
      },
    ],
  },
  {
    path: '/about/access',
    title: { ja: '所在地・アクセス', en: 'Location and Access' },
    summary: {
      ja: '当協会の所在地と交通アクセスをご案内します。',
      en: 'The address of JAB and how to reach us.',
    },
    body: [
      { kind: 'view', view: 'access' },
      { kind: 'heading', text: { ja: '所在地', en: 'Address' } },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。所在地、電話番号、地図及び最寄り駅からの道順の正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official address, telephone number, map and directions from the nearest station in the CMS.',
        },
      },
      { kind: 'heading', text: { ja: '営業時間', en: 'Working hours' } },
      {
        kind: 'paragraph',
        text: {
          ja: '営業時間は9時30分から17時30分までです。年末年始の休業期間については「営業日・営業時間」のページをご覧ください。',
          en: 'Our working hours are from 9:30 to 17:30. For the year-end holiday period, please see the Business Days and Hours page.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'お問い合わせは、お問い合わせフォームからお寄せください。',
          en: 'Please contact us through the inquiry form.',
        },
      },
    ],
  },
  {
    path: '/about/international_mra',
    title: { ja: '国際相互承認', en: 'International Mutual Recognition' },
    summary: {
      ja: '当協会が署名している国際相互承認（IAF MLA、ILAC MRA、APAC MRA）についてご案内します。',
      en: 'The international mutual recognition arrangements that JAB has signed: IAF MLA, ILAC MRA and APAC MRA.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '国際相互承認とは、各国・地域の認定機関が相互の評価を経て、互いの認定を同等のものとして認め合う取決めです。これにより、ある国で認定を受けた機関が発行する証明書や報告書が、他の国・地域でも受け入れられやすくなります。',
          en: 'International mutual recognition is an arrangement under which the accreditation bodies of different countries and regions, after evaluating one another, accept each other\'s accreditation as equivalent. As a result, certificates and reports issued by a body accredited in one country are more readily accepted in other countries and regions.',
        },
      },
      { kind: 'heading', text: { ja: '主な国際相互承認', en: 'Main arrangements' } },
      {
        kind: 'list',
        items: [
          {
            ja: 'IAF MLA：国際認定フォーラム（IAF）の国際相互承認。主にマネジメントシステム、製品、要員などの認証の分野を対象とします。',
            en: 'IAF MLA: the multilateral recognition arrangement of the International Accreditation Forum (IAF), covering mainly the certification of management systems, products, persons and the like.',
          },
          {
            ja: 'ILAC MRA：国際試験所認定協力機構（ILAC）の国際相互承認。試験所、校正機関、検査機関などの認定を対象とします。',
            en: 'ILAC MRA: the mutual recognition arrangement of the International Laboratory Accreditation Cooperation (ILAC), covering the accreditation of testing and calibration laboratories, inspection bodies and the like.',
          },
          {
            ja: 'APAC MRA：アジア太平洋認定協力機構（APAC）の相互承認。アジア太平洋地域の地域的な枠組みです。',
            en: 'APAC MRA: the mutual recognition arrangement of the Asia Pacific Accreditation Cooperation (APAC), the regional framework for the Asia-Pacific.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、これらの国際相互承認に署名しています。また、2014年6月25日には地域の相互承認取決めに署名しました。',
          en: 'JAB is a signatory to these arrangements. In addition, JAB signed a regional mutual recognition arrangement on 25 June 2014.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。各相互承認における署名の範囲及び署名年月日の正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official scope and date of signature of each arrangement in the CMS.',
        },
      },
    ],
  },
  {
    path: '/about_jab',
    title: { ja: 'JABとは', en: 'What Is JAB?' },
    summary: {
      ja: '日本適合性認定協会（JAB）の役割と、認定を通じた社会への貢献をわかりやすくご紹介します。',
      en: 'A plain introduction to the Japan Accreditation Board (JAB), its role and how accreditation benefits society.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'JABは、公益財団法人日本適合性認定協会の略称です。当協会は、適合性評価機関を認定する日本の認定機関として、1993年11月1日に設立されました。',
          en: 'JAB is the abbreviation of the Japan Accreditation Board, a public-interest incorporated foundation. It was founded on 1 November 1993 as a Japanese accreditation body for conformity assessment bodies.',
        },
      },
      { kind: 'heading', text: { ja: '信頼をつなぐ仕組み', en: 'A chain of confidence' } },
      {
        kind: 'paragraph',
        text: {
          ja: '企業などの組織は、認証機関による認証や試験所による試験を通じて、自らの製品やマネジメントシステムが要求事項を満たしていることを示します。当協会は、その認証機関や試験所を認定することで、認証や試験の結果に対する信頼を支えています。',
          en: 'Companies and other organisations show that their products or management systems meet requirements through certification by certification bodies and testing by laboratories. By accrediting those certification bodies and laboratories, JAB underpins confidence in the results of certification and testing.',
        },
      },
      { kind: 'heading', text: { ja: 'さらに詳しく', en: 'Find out more' } },
      {
        kind: 'list',
        items: [
          { ja: '適合性評価とは', en: 'What is conformity assessment?' },
          { ja: '認定とは', en: 'What is accreditation?' },
          { ja: '国際的な認定の仕組み', en: 'Accreditation worldwide' },
          { ja: '社会への貢献', en: 'Contributing to society' },
        ],
      },
    ],
  },
  {
    path: '/about_jab/jcca',
    title: { ja: '適合性評価とは', en: 'What Is Conformity Assessment?' },
    summary: {
      ja: '製品やサービスなどが要求事項を満たしているかを確かめる「適合性評価」の考え方をご紹介します。',
      en: 'An introduction to conformity assessment: confirming that products, services and other objects meet specified requirements.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '適合性評価とは、製品、サービス、プロセス、マネジメントシステム、人などが、規格や法令などに定められた要求事項を満たしていることを確かめる活動の総称です。',
          en: 'Conformity assessment is the collective term for activities that demonstrate whether products, services, processes, management systems, persons and so on fulfil the requirements set out in standards, regulations and the like.',
        },
      },
      { kind: 'heading', text: { ja: '適合性評価の主な種類', en: 'Main forms of conformity assessment' } },
      {
        kind: 'list',
        items: [
          {
            ja: '試験：製品などの特性を測定し、確認します。',
            en: 'Testing: measuring and checking the characteristics of products and other items.',
          },
          {
            ja: '校正：計測機器が示す値と標準との関係を確かめます。',
            en: 'Calibration: establishing the relationship between the values indicated by a measuring instrument and a reference standard.',
          },
          {
            ja: '検査：製品や設備などを調べ、要求事項への適合を判定します。',
            en: 'Inspection: examining products, installations and the like, and determining whether they conform to requirements.',
          },
          {
            ja: '認証：製品、マネジメントシステム、要員などが要求事項を満たしていることを第三者が証明します。',
            en: 'Certification: attestation by a third party that products, management systems, persons and so on meet requirements.',
          },
          {
            ja: '妥当性確認・検証：温室効果ガスの排出量に関する主張などについて、その妥当性や正確さを確かめます。',
            en: 'Validation and verification: confirming the plausibility or accuracy of claims, such as statements on greenhouse gas emissions.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '第三者による評価', en: 'Third-party assessment' } },
      {
        kind: 'paragraph',
        text: {
          ja: '適合性評価は、製品の供給者自身が行う場合のほか、購入者などの利用者や、利害関係のない第三者の機関が行う場合があります。中でも第三者による評価は、独立した立場からの客観的な結果として、取引や規制の場面で広く活用されています。',
          en: 'Conformity assessment may be carried out by the supplier itself, by a user such as the purchaser, or by an independent third-party body. Third-party assessment in particular is widely relied on in trade and regulation, because it provides an objective result from an independent standpoint.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、こうした第三者の適合性評価機関を認定しています。',
          en: 'JAB accredits third-party conformity assessment bodies of this kind.',
        },
      },
    ],
  },
  {
    path: '/about_jab/accreditation',
    title: { ja: '認定とは', en: 'What Is Accreditation?' },
    summary: {
      ja: '適合性評価機関の能力と公平性を第三者として確認する「認定」の仕組みをご紹介します。',
      en: 'An introduction to accreditation, the third-party confirmation of the competence and impartiality of conformity assessment bodies.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '認定とは、適合性評価機関が特定の業務を行う能力を持ち、公平に業務を行っていることを、認定機関が審査し、公式に認めることです。',
          en: 'Accreditation is the formal recognition, following assessment by an accreditation body, that a conformity assessment body is competent to carry out specific tasks and carries them out impartially.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '認証が組織や製品などを対象とするのに対し、認定は、認証を行う機関や試験を行う機関などを対象とします。',
          en: 'Whereas certification is concerned with organisations, products and the like, accreditation is concerned with the bodies that carry out certification, testing and similar work.',
        },
      },
      { kind: 'heading', text: { ja: '当協会が認定する機関', en: 'Bodies accredited by JAB' } },
      {
        kind: 'list',
        items: [
          { ja: 'マネジメントシステム認証機関', en: 'Management system certification bodies' },
          { ja: '要員認証機関', en: 'Personnel certification bodies' },
          { ja: '製品認証機関', en: 'Product certification bodies' },
          {
            ja: '温室効果ガスの妥当性確認・検証機関',
            en: 'Greenhouse gas validation and verification bodies',
          },
          { ja: '試験所・校正機関', en: 'Testing and calibration laboratories' },
          { ja: '臨床検査室', en: 'Medical laboratories' },
          { ja: '検査機関', en: 'Inspection bodies' },
          { ja: '標準物質生産者', en: 'Reference material producers' },
          { ja: '技能試験提供者', en: 'Proficiency testing providers' },
          { ja: 'バイオバンク', en: 'Biobanks' },
        ],
      },
      { kind: 'heading', text: { ja: '認定サイクル', en: 'Accreditation cycle' } },
      {
        kind: 'paragraph',
        text: {
          ja: '認定サイクルは原則として4年です。認定後はサーベイランスを行い、認定サイクルの最終年には再審査を行います。',
          en: 'The accreditation cycle is four years in principle. After accreditation, surveillance is carried out, and a reassessment takes place in the final year of the cycle.',
        },
      },
    ],
  },
  {
    path: '/about_jab/international_accreditation',
    title: { ja: '国際的な認定の仕組み', en: 'Accreditation Worldwide' },
    summary: {
      ja: '各国・地域の認定機関が国際的な枠組みのもとで互いの認定を認め合う仕組みをご紹介します。',
      en: 'How accreditation bodies around the world accept each other\'s accreditation within international frameworks.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '多くの国・地域には、それぞれの認定機関があります。各認定機関は、国際規格に基づいて認定を行い、国際的な組織や地域の組織に参加しています。',
          en: 'Many countries and regions have their own accreditation bodies. These bodies accredit against international standards and take part in international and regional organisations.',
        },
      },
      { kind: 'heading', text: { ja: '国際的な枠組み', en: 'International frameworks' } },
      {
        kind: 'list',
        items: [
          {
            ja: 'IAF（国際認定フォーラム）：マネジメントシステム、製品、要員などの認証の分野の認定機関による国際組織',
            en: 'IAF (International Accreditation Forum): the international organisation of accreditation bodies in the fields of certification of management systems, products, persons and the like',
          },
          {
            ja: 'ILAC（国際試験所認定協力機構）：試験所、校正機関、検査機関などの分野の認定機関による国際組織',
            en: 'ILAC (International Laboratory Accreditation Cooperation): the international organisation of accreditation bodies in the fields of laboratories, calibration, inspection and the like',
          },
          {
            ja: 'APAC（アジア太平洋認定協力機構）：アジア太平洋地域の認定機関による地域組織',
            en: 'APAC (Asia Pacific Accreditation Cooperation): the regional organisation of accreditation bodies in the Asia-Pacific',
          },
        ],
      },
      { kind: 'heading', text: { ja: '国際相互承認の効果', en: 'The benefit of mutual recognition' } },
      {
        kind: 'paragraph',
        text: {
          ja: '国際相互承認に署名した認定機関が認定した機関の証明書や報告書は、他の署名機関の国・地域でも同等のものとして受け入れられやすくなります。これにより、同じ製品に対する重複した試験や認証を減らし、国際的な取引の円滑化に役立ちます。',
          en: 'Certificates and reports issued by bodies accredited by a signatory are more readily accepted as equivalent in the countries and regions of the other signatories. This reduces duplicate testing and certification of the same products and helps international trade to run smoothly.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、IAF MLA、ILAC MRA及びAPAC MRAに署名しています。',
          en: 'JAB is a signatory to the IAF MLA, the ILAC MRA and the APAC MRA.',
        },
      },
    ],
  },
  {
    path: '/about_jab/society_contribution',
    title: { ja: '社会への貢献', en: 'Contributing to Society' },
    summary: {
      ja: '認定を通じた社会への貢献と、認定以外の当協会の活動をご紹介します。',
      en: 'How JAB contributes to society through accreditation, and its activities other than accreditation.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '認定を受けた機関による認証や試験の結果は、食品の安全、情報の保護、環境への配慮、医療における検査など、私たちの暮らしのさまざまな場面で役立てられています。',
          en: 'The results of certification and testing by accredited bodies serve many areas of everyday life, including food safety, the protection of information, care for the environment and testing in healthcare.',
        },
      },
      { kind: 'heading', text: { ja: '暮らしの中の認定', en: 'Accreditation in everyday life' } },
      {
        kind: 'list',
        items: [
          {
            ja: '食品安全マネジメントシステムの認証は、食品の安全への取り組みを支えます。',
            en: 'Certification of food safety management systems supports efforts to keep food safe.',
          },
          {
            ja: '情報セキュリティマネジメントシステムの認証は、情報の適切な保護を支えます。',
            en: 'Certification of information security management systems supports the proper protection of information.',
          },
          {
            ja: '環境マネジメントシステムの認証や温室効果ガスの検証は、環境への取り組みを支えます。',
            en: 'Certification of environmental management systems and verification of greenhouse gas emissions support environmental efforts.',
          },
          {
            ja: '臨床検査室の認定は、医療における検査結果の信頼性を支えます。',
            en: 'Accreditation of medical laboratories supports the reliability of test results in healthcare.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '認定以外の活動', en: 'Activities other than accreditation' } },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、認定のほか、技能試験の実施や、パンフレット、シンポジウム資料などを通じた情報発信にも取り組んでいます。',
          en: 'Besides accreditation, JAB runs proficiency testing and shares information through pamphlets, symposium materials and other publications.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。認定以外の活動の正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official description of the activities other than accreditation in the CMS.',
        },
      },
    ],
  },
  {
    path: '/accreditation',
    title: { ja: '認定について', en: 'Accreditation' },
    summary: {
      ja: '当協会の認定の概要と、認定の取得を検討されている機関向けの情報をご案内します。',
      en: 'An overview of accreditation by JAB and information for bodies considering accreditation.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、適合性評価機関の種類ごとに認定の制度を設けています。認定を受けることで、機関は、その能力と公平性が国際的な基準に基づいて確認されていることを示すことができます。',
          en: 'JAB operates an accreditation scheme for each type of conformity assessment body. Accreditation allows a body to show that its competence and impartiality have been confirmed against international standards.',
        },
      },
      { kind: 'heading', text: { ja: '認定の種類', en: 'Accreditation schemes' } },
      {
        kind: 'list',
        items: [
          { ja: 'マネジメントシステム認証機関', en: 'Management system certification bodies' },
          { ja: '要員認証機関', en: 'Personnel certification bodies' },
          { ja: '製品認証機関', en: 'Product certification bodies' },
          {
            ja: '温室効果ガスの妥当性確認・検証機関',
            en: 'Greenhouse gas validation and verification bodies',
          },
          { ja: '試験所', en: 'Testing laboratories' },
          { ja: '校正機関', en: 'Calibration laboratories' },
          { ja: '臨床検査室', en: 'Medical laboratories' },
          { ja: '検査機関', en: 'Inspection bodies' },
          { ja: '標準物質生産者', en: 'Reference material producers' },
          { ja: '技能試験提供者', en: 'Proficiency testing providers' },
          { ja: 'バイオバンク', en: 'Biobanks' },
        ],
      },
      {
        kind: 'notice',
        text: {
          ja: '道路交通安全マネジメントシステムの認定は、2020年3月31日から停止しています。',
          en: 'Accreditation for road traffic safety management systems has been suspended since 31 March 2020.',
        },
      },
      {
        kind: 'heading',
        text: { ja: '認定の取得を検討されている方へ', en: 'For bodies considering accreditation' },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '認定の申請から認定までの流れは「認定取得に関する情報」のページを、国際相互承認については「認定と国際相互承認」のページをご覧ください。ご不明な点は、お問い合わせフォームからお問い合わせください。',
          en: 'For the steps from application to accreditation, please see the Information on Obtaining Accreditation page; for international mutual recognition, please see the Accreditation and International Mutual Recognition page. If you have any questions, please contact us through the inquiry form.',
        },
      },
    ],
  },
  {
    path: '/accreditation/information',
    title: { ja: '認定取得に関する情報', en: 'Information on Obtaining Accreditation' },
    summary: {
      ja: '認定の申請から認定証の発行、その後のサーベイランスと再審査までの流れをご案内します。',
      en: 'The steps from application to the issue of the accreditation certificate, followed by surveillance and reassessment.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '認定は、次の流れで進みます。認定サイクルは原則として4年です。',
          en: 'Accreditation proceeds through the steps below. The accreditation cycle is four years in principle.',
        },
      },
      { kind: 'heading', text: { ja: '申請から認定までの流れ', en: 'From application to accreditation' } },
      {
        kind: 'list',
        ordered: true,
        items: [
          {
            ja: '申請：認定申請書、必要な文書及び署名済みの契約書を提出していただきます。',
            en: 'Application: the applicant submits the application form, the required documents and a signed contract.',
          },
          {
            ja: '受理：書類に不備がなく、手数料の入金と契約の締結が確認できた時点で、申請を受理します。',
            en: 'Acceptance: the application is accepted once there are no deficiencies, the fee has been received and the contract has been concluded.',
          },
          {
            ja: '文書審査：提出された文書を審査し、次の段階に進むかどうかを判断します。',
            en: 'Document review: the submitted documents are reviewed, and a decision is made on whether to proceed.',
          },
          {
            ja: '現地審査：通常は第1段階、第2段階の順に行い、本部及びすべての事業所を対象とします。',
            en: 'On-site assessment: usually carried out as stage 1 followed by stage 2, covering the headquarters and all offices.',
          },
          {
            ja: '審査報告：不適合を記載した審査報告書をお渡しします。',
            en: 'Assessment report: an assessment report listing any non-conformities is provided.',
          },
          {
            ja: '是正処置の確認：根本原因、修正、封じ込め、是正処置の計画及び実施の内容を確認します。',
            en: 'Review of corrective action: the root cause, correction, containment, and the corrective action plan and its implementation are reviewed.',
          },
          {
            ja: '認定の決定：審査の結果に基づき、認定の可否を決定します。',
            en: 'Accreditation decision: a decision on accreditation is made on the basis of the assessment results.',
          },
          {
            ja: '認定証の発行：認定証を発行し、当協会のウェブサイトで公表します。',
            en: 'Issue of certificate: the accreditation certificate is issued, and the accreditation is published on the JAB website.',
          },
          {
            ja: 'サーベイランス：認定後、認定の要求事項を満たし続けていることを確認します。',
            en: 'Surveillance: after accreditation, continued fulfilment of the accreditation requirements is confirmed.',
          },
          {
            ja: '再審査：認定サイクルの最終年に再審査を行います。',
            en: 'Reassessment: a reassessment is carried out in the final year of the accreditation cycle.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '不適合への対応', en: 'Responding to non-conformities' } },
      {
        kind: 'paragraph',
        text: {
          ja: '審査報告書に不適合が記載された場合、申請機関は、根本原因を分析したうえで、修正、封じ込め及び是正処置の計画を示し、実施します。当協会は、その内容を確認します。',
          en: 'Where the assessment report records non-conformities, the applicant analyses the root cause, then sets out and implements correction, containment and a corrective action plan. JAB reviews what has been done.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。申請書類、手数料及び認定の種類ごとの手続きの正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official application documents, fees and scheme-specific procedures in the CMS.',
        },
      },
    ],
  },
  {
    path: '/accreditation/international_mra',
    title: { ja: '認定と国際相互承認', en: 'Accreditation and International Mutual Recognition' },
    summary: {
      ja: '当協会の認定が国際相互承認を通じて海外でも受け入れられる仕組みと、その対象範囲についてご案内します。',
      en: 'How accreditation by JAB is accepted abroad through international mutual recognition, and the scope that this covers.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、IAF MLA、ILAC MRA及びAPAC MRAに署名しています。国際相互承認の対象となる範囲で当協会の認定を受けた機関の証明書や報告書は、他の署名機関の国・地域でも受け入れられやすくなります。',
          en: 'JAB is a signatory to the IAF MLA, the ILAC MRA and the APAC MRA. Certificates and reports issued by bodies accredited by JAB within the scope of international mutual recognition are more readily accepted in the countries and regions of the other signatories.',
        },
      },
      { kind: 'heading', text: { ja: '対象となる範囲', en: 'Scope covered' } },
      {
        kind: 'paragraph',
        text: {
          ja: '国際相互承認の対象となる範囲は、認定の種類ごとに異なります。各認定の種類のページに国際相互承認の対象範囲の表を掲載していますので、ご確認ください。',
          en: 'The scope covered by international mutual recognition differs by accreditation scheme. Each scheme page includes a table showing the scope of international mutual recognition; please check it there.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、2014年6月25日に地域の相互承認取決めに署名しました。',
          en: 'JAB signed a regional mutual recognition arrangement on 25 June 2014.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。認定の種類ごとの国際相互承認の対象範囲及び署名年月日の正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official scope of international mutual recognition for each scheme, and the dates of signature, in the CMS.',
        },
      },
    ],
  },
];
