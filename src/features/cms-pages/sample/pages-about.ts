import type { SeedBlock, SeedPage, SeedText } from './types';

/**
 * Sample pages of the "About" area: the introduction, basic information and its sub-pages,
 * messages, roster, public documents and impartiality. Facts come from the product description;
 * everything else (names, figures, the wording of the Articles and policies) is sample content
 * and the page says so to visitors.
 */

const sampleNotice: SeedBlock = {
  kind: 'notice',
  text: {
    ja: 'このページの内容はサンプルです。実在の人物・組織・数値ではありません。',
    en: 'The content of this page is a sample. It does not describe real people, organisations or figures.',
  },
};

const sampleWordingNotice: SeedBlock = {
  kind: 'notice',
  text: {
    ja: 'このページの文章はサンプルです。当協会の正式な文言ではありません。',
    en: 'The text of this page is a sample. It is not the official wording of JAB.',
  },
};

/** A paragraph in both languages (used for the articles of the sample charter and for messages). */
const para = (ja: string, en: string): SeedText => ({ kind: 'paragraph', text: { ja, en } });

/** A list in both languages: pairs of [ja, en]. */
const list = (items: [string, string][], ordered = false): SeedText => ({ kind: 'list', ordered, items: items.map(([ja, en]) => ({ ja, en })) });

export const aboutPages: SeedPage[] = [
  {
    path: '/about',
    title: { ja: '協会について', en: 'About JAB' },
    summary: {
      ja: '公益財団法人日本適合性認定協会（JAB）の概要と、基本情報、役員、公開文書、公平性、国際相互承認などのページをご案内します。',
      en: 'An introduction to the Japan Accreditation Board (JAB), with links to its basic information, officers, public documents, impartiality, international mutual recognition and more.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '公益財団法人日本適合性認定協会（JAB）は、認証機関、試験所、検査機関などの適合性評価機関を認定する、日本の認定機関です。1993年11月1日に設立され、2010年7月1日に公益財団法人へ移行しました。',
          en: 'The Japan Accreditation Board (JAB) is an accreditation body in Japan. It accredits conformity assessment bodies such as certification bodies, laboratories and inspection bodies. JAB was founded on 1 November 1993 and became a public interest incorporated foundation on 1 July 2010.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '認定とは、適合性評価機関が国際規格に基づく要求事項を満たし、能力と公平性をもって業務を行っていることを、第三者である認定機関が確認することです。当協会は、認定を通じて、製品、サービス、マネジメントシステムなどの適合性評価の結果が国内・海外で信頼されるよう取り組んでいます。認定の仕組みについては「[認定とは](/about_jab/accreditation)」で詳しくご紹介しています。',
          en: 'Accreditation is the confirmation by an independent accreditation body that a conformity assessment body meets requirements based on international standards and works competently and impartially. Through accreditation, JAB works to ensure that the results of conformity assessment of products, services, management systems and more are trusted in Japan and outside Japan. The page [What is accreditation?](/about_jab/accreditation) explains it in more detail.',
        },
      },
      { kind: 'heading', text: { ja: '主な歩み', en: 'Milestones' } },
      {
        kind: 'list',
        items: [
          { ja: '1993年11月1日：設立', en: '1 November 1993: JAB is founded' },
          { ja: '2010年7月1日：公益財団法人へ移行', en: '1 July 2010: JAB becomes a public interest incorporated foundation' },
          {
            ja: '2011年9月30日：標準物質生産者を初めて認定',
            en: '30 September 2011: JAB accredits its first reference material producer',
          },
          {
            ja: '2014年6月25日：地域の相互承認取決めに署名',
            en: '25 June 2014: JAB signs a regional mutual recognition arrangement',
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: '協会についてのページ', en: 'Pages about JAB' },
        items: [
          {
            href: '/about/basic',
            label: { ja: '基本情報', en: 'Basic information' },
            description: {
              ja: '法人概要のほか、定款、使命、基本方針、内部統制システム、出向者の受け入れ、営業日・営業時間をご案内します。',
              en: 'The organisation profile, with the Articles of Incorporation, mission, basic policy, internal control system, seconded staff, and business days and hours.',
            },
          },
          {
            href: '/about/messagefromdirectors',
            label: { ja: '役員からのメッセージ', en: 'Messages from the directors' },
            description: {
              ja: '会長と理事長から、当協会の取り組みについてのメッセージをお届けします。',
              en: 'Messages from the chairman and the president about the work of JAB.',
            },
          },
          {
            href: '/about/roster',
            label: { ja: '役員等名簿', en: 'Roster of officers and councillors' },
            description: {
              ja: '評議員、理事、監事及び事務局の名簿です。',
              en: 'The councillors, directors, auditors and secretariat of JAB.',
            },
          },
          {
            href: '/about/public_doc',
            label: { ja: '公開文書', en: 'Public documents' },
            description: {
              ja: '事業計画書、収支予算書、事業報告書、財務諸表などを年度ごとに掲載しています。',
              en: 'Business plans, budgets, business reports, financial statements and other documents, by fiscal year.',
            },
          },
          {
            href: '/about/impartiality',
            label: { ja: '公平性の確保', en: 'Impartiality' },
            description: {
              ja: '公平性に関する宣言と、公平性を確保するための仕組みをご案内します。',
              en: 'The declaration on impartiality and the arrangements that safeguard it.',
            },
          },
          {
            href: '/about/mra',
            label: { ja: '相互承認法に基づく指定調査機関業務', en: 'Designated investigation work under the Mutual Recognition Act' },
            description: {
              ja: '相互承認法のもとで、当協会が指定調査機関として行う業務です。',
              en: 'The work JAB carries out as a designated investigation body under the Mutual Recognition Act.',
            },
          },
          {
            href: '/about/proficiency_testing',
            label: { ja: '技能試験', en: 'Proficiency testing' },
            description: {
              ja: '当協会が実施する技能試験と、他機関が実施する技能試験をご案内します。',
              en: 'Proficiency testing run by JAB and by other providers.',
            },
          },
          {
            href: '/about/assets',
            label: { ja: '基本財産と出えん団体', en: 'Basic assets and endowing organisations' },
            description: {
              ja: '当協会の基本財産と、設立に当たり出えんいただいた団体をご紹介します。',
              en: 'The basic assets of JAB and the organisations that endowed it.',
            },
          },
          {
            href: '/about/access',
            label: { ja: '所在地・アクセス', en: 'Location and access' },
            description: {
              ja: '当協会の所在地、最寄り駅からの道順と地図です。',
              en: 'The address of JAB, directions from the nearest stations and a map.',
            },
          },
          {
            href: '/about/international_mra',
            label: { ja: '国際相互承認', en: 'International mutual recognition' },
            description: {
              ja: 'IAF MLA、ILAC MRA、APAC MRAにおける当協会の署名の状況です。',
              en: 'The status of JAB as a signatory to the IAF MLA, ILAC MRA and APAC MRA.',
            },
          },
          {
            href: '/about/publicity',
            label: { ja: '広報', en: 'Publicity' },
            description: {
              ja: 'パンフレット、広報誌の特集、周年記念の寄稿集などの広報資料です。',
              en: 'Pamphlets, magazine features, anniversary contributions and other publicity material.',
            },
          },
        ],
      },
    ],
  },
  {
    path: '/about/basic',
    title: { ja: '基本情報', en: 'Basic information' },
    summary: {
      ja: '当協会の法人概要と、定款、使命、基本方針など運営の基本となる情報をご案内します。',
      en: 'The organisation profile of JAB and the documents on which its governance is based, such as its Articles of Incorporation, mission and basic policy.',
    },
    body: [
      { kind: 'view', view: 'organisationProfile' },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、公益財団法人として、定款に基づき評議員会、理事会及び監事を置き、適正な運営に努めています。運営の基本となる定款や方針、職員体制、営業日については、次のページでご覧いただけます。',
          en: 'As a public interest incorporated foundation, JAB has a Board of Councillors, a Board of Directors and auditors under its Articles of Incorporation, and it takes care to run its affairs properly. The pages below set out the Articles and policies that govern JAB, its staffing and its business days.',
        },
      },
      {
        kind: 'links',
        heading: { ja: '基本情報のページ', en: 'Basic information pages' },
        items: [
          {
            href: '/about/basic/charter',
            label: { ja: '定款', en: 'Articles of Incorporation' },
            description: {
              ja: '当協会の目的、事業、機関の構成と運営を定めた基本的な規則です。',
              en: 'The basic rules that set out the purpose, activities and governing bodies of JAB.',
            },
          },
          {
            href: '/about/basic/mission',
            label: { ja: '使命', en: 'Mission' },
            description: {
              ja: '当協会の使命、目指す姿、大切にする価値です。',
              en: 'The mission, vision and values of JAB.',
            },
          },
          {
            href: '/about/basic/basic_policy',
            label: { ja: '基本方針', en: 'Basic policy' },
            description: {
              ja: '公平性、能力、秘密保持、情報公開、国際的な整合性についての認定業務の方針です。',
              en: 'The policy of the accreditation work on impartiality, competence, confidentiality, openness and international consistency.',
            },
          },
          {
            href: '/about/basic/internal_control_system',
            label: { ja: '内部統制システムに関する基本方針', en: 'Basic policy on the internal control system' },
            description: {
              ja: '業務の適正を確保するための体制についての方針です。',
              en: 'The arrangements that ensure that the business of JAB is conducted properly.',
            },
          },
          {
            href: '/about/basic/loan_employee',
            label: { ja: '出向者の受け入れについて', en: 'Seconded staff' },
            description: {
              ja: '他の組織からの出向者の受け入れ状況と、公平性を保つための取組みです。',
              en: 'Staff seconded to JAB from other organisations, and how impartiality is maintained.',
            },
          },
          {
            href: '/about/basic/holiday',
            label: { ja: '営業日・営業時間', en: 'Business days and hours' },
            description: {
              ja: '営業時間と年末年始の休業、営業時間外のお問い合わせについてです。',
              en: 'Opening hours, the year-end closure and inquiries outside business hours.',
            },
          },
        ],
      },
    ],
  },
  {
    path: '/about/basic/charter',
    title: { ja: '定款', en: 'Articles of Incorporation' },
    summary: {
      ja: '当協会の名称、目的、事業、資産及び会計、評議員、役員、理事会などを定めた定款を掲載しています。',
      en: 'The Articles of Incorporation of JAB, which set out its name, purpose, activities, assets and accounts, councillors, officers, Board of Directors and more.',
    },
    body: [
      {
        kind: 'notice',
        text: {
          ja: 'このページに掲載している定款はサンプルです。当協会の実際の定款の条文ではありません。',
          en: 'The Articles shown on this page are a sample. They are not the actual text of the Articles of Incorporation of JAB.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '定款は、当協会の目的と事業、財産の管理、評議員会・理事会・監事の構成と権限など、法人の運営の基本を定めた規則です。定款に基づいて作成する事業計画書や事業報告書などは「[公開文書](/about/public_doc)」に、評議員と役員は「[役員等名簿](/about/roster)」に掲載しています。',
          en: 'The Articles of Incorporation are the rules that govern JAB as a corporate body: its purpose and activities, the management of its assets, and the composition and powers of the Board of Councillors, the Board of Directors and the auditors. The business plans, business reports and other documents prepared under the Articles are listed under [Public documents](/about/public_doc), and the councillors and officers under [Roster of officers and councillors](/about/roster).',
        },
      },
      {
        kind: 'sections',
        tocHeading: { ja: '目次', en: 'Contents' },
        items: [
          {
            anchor: 'chapter-1',
            heading: { ja: '第1章　総則', en: 'Chapter 1: General provisions' },
            body: [
              para(
                '第1条（名称）　この法人は、公益財団法人日本適合性認定協会と称する。英文名は、Japan Accreditation Board（略称 JAB）とする。',
                'Article 1 (Name)  The foundation shall be called Koeki Zaidan Hojin Nihon Tekigosei Nintei Kyokai in Japanese and the Japan Accreditation Board (abbreviated as JAB) in English.',
              ),
              para(
                '第2条（事務所）　この法人は、主たる事務所を東京都千代田区に置く。',
                'Article 2 (Office)  The principal office of the foundation shall be in Chiyoda-ku, Tokyo.',
              ),
              para(
                '第3条（目的）　この法人は、適合性評価機関の認定を公正かつ的確に行い、適合性評価の結果に対する信頼を確保することにより、製品及びサービスの品質の向上、安全の確保、環境の保全並びに国際取引の円滑化に寄与し、もって国民生活の向上と経済の健全な発展に資することを目的とする。',
                'Article 3 (Purpose)  The purpose of the foundation is to accredit conformity assessment bodies fairly and competently and so to secure confidence in the results of conformity assessment, thereby contributing to better quality of products and services, safety, protection of the environment and smoother international trade, and in turn to the well-being of the people and the sound development of the economy.',
              ),
              para(
                '第4条（事業）　この法人は、前条の目的を達成するため、次の事業を行う。',
                'Article 4 (Activities)  To achieve the purpose set out in the preceding Article, the foundation shall carry out the following activities:',
              ),
              list(
                [
                  ['適合性評価機関の認定', 'accreditation of conformity assessment bodies;'],
                  [
                    '認定に関する国際相互承認への参加及び国際機関との協力',
                    'participation in international mutual recognition of accreditation and cooperation with international organisations;',
                  ],
                  ['技能試験の実施', 'provision of proficiency testing;'],
                  ['適合性評価及び認定に関する調査研究、普及啓発及び情報の提供', 'research, promotion and provision of information on conformity assessment and accreditation;'],
                  ['その他この法人の目的を達成するために必要な事業', 'any other activities needed to achieve the purpose of the foundation.'],
                ],
                true,
              ),
              para('2　前項の事業は、日本国内及び海外において行う。', '2  The activities in the preceding paragraph shall be carried out in Japan and outside Japan.'),
            ],
          },
          {
            anchor: 'chapter-2',
            heading: { ja: '第2章　資産及び会計', en: 'Chapter 2: Assets and accounts' },
            body: [
              para(
                '第5条（財産の種別）　この法人の財産は、基本財産及びその他の財産とする。',
                'Article 5 (Classes of property)  The property of the foundation shall consist of basic assets and other property.',
              ),
              para(
                '2　基本財産は、この法人の目的である事業を行うために不可欠な財産として、理事会の決議により定めた財産とする。',
                '2  The basic assets shall be the property that the Board of Directors has designated by resolution as indispensable to the activities that are the purpose of the foundation.',
              ),
              para(
                '第6条（財産の管理及び運用）　この法人の財産の管理及び運用は、理事長が行い、その方法は、理事会の決議により別に定める。',
                'Article 6 (Management of property)  The property of the foundation shall be managed by the president by methods determined separately by resolution of the Board of Directors.',
              ),
              para(
                '2　基本財産は、適正に維持しなければならず、これを処分し、又は担保に供するときは、あらかじめ理事会及び評議員会の承認を受けなければならない。',
                '2  The basic assets shall be properly maintained. They may be disposed of or pledged as security only with the prior approval of the Board of Directors and the Board of Councillors.',
              ),
              para(
                '第7条（事業年度）　この法人の事業年度は、毎年4月1日に始まり、翌年3月31日に終わる。',
                'Article 7 (Fiscal year)  The fiscal year of the foundation shall begin on 1 April each year and end on 31 March of the following year.',
              ),
              para(
                '第8条（事業計画及び収支予算）　この法人の事業計画書及び収支予算書は、毎事業年度の開始の日の前日までに理事長が作成し、理事会の承認を受けなければならない。これを変更する場合も、同様とする。',
                'Article 8 (Business plan and budget)  The president shall prepare the business plan and the budget before the first day of each fiscal year and obtain the approval of the Board of Directors. The same shall apply to any change to them.',
              ),
              para(
                '2　前項の書類は、主たる事務所に備え置き、一般の閲覧に供する。',
                '2  The documents in the preceding paragraph shall be kept at the principal office and made available for public inspection.',
              ),
              para(
                '第9条（事業報告及び決算）　理事長は、毎事業年度終了後、次の書類を作成して監事の監査を受け、理事会の承認を経て、定時評議員会に提出しなければならない。',
                'Article 9 (Business report and accounts)  After the end of each fiscal year, the president shall prepare the following documents, have them audited by the auditors, obtain the approval of the Board of Directors and submit them to the ordinary meeting of the Board of Councillors:',
              ),
              list(
                [
                  ['事業報告及びその附属明細書', 'the business report and its supplementary schedules;'],
                  ['貸借対照表及び正味財産増減計算書並びにこれらの附属明細書', 'the balance sheet, the statement of changes in net assets and their supplementary schedules;'],
                  ['財産目録', 'the inventory of assets.'],
                ],
                true,
              ),
            ],
          },
          {
            anchor: 'chapter-3',
            heading: { ja: '第3章　評議員及び評議員会', en: 'Chapter 3: Councillors and the Board of Councillors' },
            body: [
              para(
                '第10条（評議員の定数）　この法人に、評議員6名以上10名以内を置く。',
                'Article 10 (Number of councillors)  The foundation shall have no fewer than six and no more than ten councillors.',
              ),
              para(
                '第11条（評議員の選任及び解任）　評議員の選任及び解任は、評議員会の決議によって行う。',
                'Article 11 (Appointment and dismissal of councillors)  Councillors shall be appointed and dismissed by resolution of the Board of Councillors.',
              ),
              para(
                '2　評議員の選任に当たっては、特定の利害関係者に偏ることのないよう、適合性評価に関わる各分野の学識経験者及び関係者の均衡に配慮しなければならない。',
                '2  In appointing councillors, a balance shall be kept between academic experts and parties from the fields concerned with conformity assessment, so that no particular interested party predominates.',
              ),
              para(
                '第12条（評議員の任期）　評議員の任期は、選任後4年以内に終了する事業年度のうち最終のものに関する定時評議員会の終結の時までとする。',
                'Article 12 (Term of office of councillors)  The term of office of a councillor shall end at the close of the ordinary meeting of the Board of Councillors for the last fiscal year ending within four years of the appointment.',
              ),
              para(
                '第13条（評議員会の構成及び権限）　評議員会は、すべての評議員をもって構成し、次の事項について決議する。',
                'Article 13 (Composition and powers of the Board of Councillors)  The Board of Councillors shall consist of all the councillors and shall resolve on the following matters:',
              ),
              list(
                [
                  ['理事及び監事の選任及び解任', 'the appointment and dismissal of directors and auditors;'],
                  ['理事及び監事の報酬等の額', 'the remuneration of directors and auditors;'],
                  ['貸借対照表及び正味財産増減計算書の承認', 'the approval of the balance sheet and the statement of changes in net assets;'],
                  ['定款の変更', 'amendments to the Articles of Incorporation;'],
                  ['その他法令又はこの定款で定める事項', 'any other matter provided for by law or by these Articles.'],
                ],
                true,
              ),
              para(
                '第14条（開催及び決議）　定時評議員会は、毎事業年度終了後3か月以内に開催し、臨時評議員会は、必要がある場合に開催する。',
                'Article 14 (Meetings and resolutions)  The ordinary meeting of the Board of Councillors shall be held within three months after the end of each fiscal year; extraordinary meetings shall be held when necessary.',
              ),
              para(
                '2　評議員会の決議は、決議について特別の利害関係を有する評議員を除く評議員の過半数が出席し、その過半数をもって行う。',
                '2  A resolution of the Board of Councillors requires the presence of a majority of the councillors entitled to vote, excluding any councillor with a special interest in the resolution, and the votes of a majority of those present.',
              ),
            ],
          },
          {
            anchor: 'chapter-4',
            heading: { ja: '第4章　役員', en: 'Chapter 4: Officers' },
            body: [
              para('第15条（役員の設置）　この法人に、次の役員を置く。', 'Article 15 (Officers)  The foundation shall have the following officers:'),
              list(
                [
                  ['理事　6名以上12名以内', 'no fewer than six and no more than twelve directors;'],
                  ['監事　2名以内', 'no more than two auditors.'],
                ],
                true,
              ),
              para(
                '2　理事のうち1名を会長、1名を理事長とし、1名以上2名以内を常務理事とする。会長及び理事長を代表理事とし、常務理事を業務執行理事とする。',
                '2  Of the directors, one shall be the chairman, one the president, and one or two executive directors. The chairman and the president shall be representative directors, and the executive directors shall be executive officers.',
              ),
              para(
                '第16条（役員の選任）　理事及び監事は、評議員会の決議によって選任する。会長、理事長及び常務理事は、理事会の決議によって理事の中から選定する。',
                'Article 16 (Appointment of officers)  Directors and auditors shall be appointed by resolution of the Board of Councillors. The chairman, the president and the executive directors shall be chosen from among the directors by resolution of the Board of Directors.',
              ),
              para('2　監事は、この法人の理事又は職員を兼ねることができない。', '2  An auditor may not also be a director or an employee of the foundation.'),
              para(
                '第17条（理事の職務）　会長は、この法人を代表し、理事会を招集してその議長となる。理事長は、この法人を代表し、その業務を統括する。常務理事は、理事長を補佐し、理事会が定めるところにより業務を分担して執行する。',
                'Article 17 (Duties of directors)  The chairman shall represent the foundation, convene the Board of Directors and preside over it. The president shall represent the foundation and direct its business. The executive directors shall assist the president and carry out the business assigned to them by the Board of Directors.',
              ),
              para(
                '2　会長、理事長及び常務理事は、毎事業年度に4か月を超える間隔で2回以上、自己の職務の執行の状況を理事会に報告しなければならない。',
                '2  The chairman, the president and the executive directors shall report to the Board of Directors on the performance of their duties at least twice in each fiscal year, at intervals of more than four months.',
              ),
              para(
                '第18条（監事の職務）　監事は、理事の職務の執行及びこの法人の財産の状況を監査し、監査報告を作成する。監事は、いつでも、理事及び職員に対して事業の報告を求めることができる。',
                'Article 18 (Duties of auditors)  The auditors shall audit the performance of duties by the directors and the financial position of the foundation, and shall prepare an audit report. The auditors may at any time require the directors and employees to report on the business.',
              ),
              para(
                '第19条（役員の任期）　理事の任期は選任後2年以内に、監事の任期は選任後4年以内に終了する事業年度のうち最終のものに関する定時評議員会の終結の時までとする。',
                'Article 19 (Term of office of officers)  The term of office of a director shall end at the close of the ordinary meeting of the Board of Councillors for the last fiscal year ending within two years of the appointment, and that of an auditor within four years of the appointment.',
              ),
              para(
                '第20条（役員の報酬等）　理事及び監事には、評議員会で定める報酬等の支給の基準に従い、報酬等を支給することができる。',
                'Article 20 (Remuneration of officers)  Directors and auditors may be paid remuneration in accordance with the standards for remuneration determined by the Board of Councillors.',
              ),
            ],
          },
          {
            anchor: 'chapter-5',
            heading: { ja: '第5章　理事会', en: 'Chapter 5: Board of Directors' },
            body: [
              para(
                '第21条（構成及び権限）　理事会は、すべての理事をもって構成し、次の職務を行う。',
                'Article 21 (Composition and powers)  The Board of Directors shall consist of all the directors and shall have the following duties:',
              ),
              list(
                [
                  ['この法人の業務執行の決定', 'deciding on the conduct of the business of the foundation;'],
                  ['理事の職務の執行の監督', 'supervising the performance of duties by the directors;'],
                  ['会長、理事長及び常務理事の選定及び解職', 'choosing and removing the chairman, the president and the executive directors.'],
                ],
                true,
              ),
              para(
                '第22条（決議）　理事会の決議は、決議について特別の利害関係を有する理事を除く理事の過半数が出席し、その過半数をもって行う。',
                'Article 22 (Resolutions)  A resolution of the Board of Directors requires the presence of a majority of the directors entitled to vote, excluding any director with a special interest in the resolution, and the votes of a majority of those present.',
              ),
              para(
                '第23条（議事録）　理事会の議事については議事録を作成し、出席した会長、理事長及び監事がこれに署名又は記名押印する。',
                'Article 23 (Minutes)  Minutes shall be kept of the proceedings of the Board of Directors and signed or sealed by the chairman, the president and the auditors present.',
              ),
            ],
          },
          {
            anchor: 'chapter-6',
            heading: { ja: '第6章　公平性委員会', en: 'Chapter 6: Impartiality Committee' },
            body: [
              para(
                '第24条（公平性委員会）　この法人に、認定業務の公平性を確保するため、公平性委員会を置く。',
                'Article 24 (Impartiality Committee)  The foundation shall have an Impartiality Committee to safeguard the impartiality of its accreditation work.',
              ),
              para(
                '2　公平性委員会は、認定に利害関係を有する各分野の代表者及び学識経験者で構成し、いずれの利害も支配的とならないようにしなければならない。',
                '2  The Impartiality Committee shall consist of representatives of the fields with an interest in accreditation and academic experts, so composed that no single interest predominates.',
              ),
              para(
                '3　公平性委員会の組織及び運営に関し必要な事項は、理事会の決議により別に定める。',
                '3  The organisation and operation of the Impartiality Committee shall be determined separately by resolution of the Board of Directors.',
              ),
            ],
          },
          {
            anchor: 'chapter-7',
            heading: { ja: '第7章　事務局', en: 'Chapter 7: Secretariat' },
            body: [
              para(
                '第25条（事務局）　この法人の事務を処理するため、事務局を置き、事務局長及び所要の職員を置く。',
                'Article 25 (Secretariat)  The foundation shall have a secretariat, with a secretary general and the necessary staff, to conduct its business.',
              ),
              para(
                '2　事務局長は、理事会の承認を経て理事長が任免する。事務局の組織及び運営に関し必要な事項は、理事会の決議により別に定める。',
                '2  The secretary general shall be appointed and dismissed by the president with the approval of the Board of Directors. The organisation and operation of the secretariat shall be determined separately by resolution of the Board of Directors.',
              ),
            ],
          },
          {
            anchor: 'chapter-8',
            heading: { ja: '第8章　定款の変更及び解散', en: 'Chapter 8: Amendment and dissolution' },
            body: [
              para(
                '第26条（定款の変更）　この定款は、評議員会の決議によって変更することができる。',
                'Article 26 (Amendment of the Articles)  These Articles may be amended by resolution of the Board of Councillors.',
              ),
              para(
                '第27条（解散）　この法人は、基本財産の滅失によるこの法人の目的である事業の成功の不能その他法令で定める事由によって解散する。',
                'Article 27 (Dissolution)  The foundation shall be dissolved if the loss of its basic assets makes it impossible to achieve the activities that are its purpose, or for any other reason provided for by law.',
              ),
              para(
                '第28条（残余財産の帰属）　この法人が清算をする場合に有する残余財産は、評議員会の決議を経て、この法人と類似の事業を目的とする他の公益法人又は国若しくは地方公共団体に贈与する。',
                'Article 28 (Residual assets)  Any assets remaining on the liquidation of the foundation shall, by resolution of the Board of Councillors, be donated to another public-interest corporation with similar purposes, or to the national government or a local authority.',
              ),
            ],
          },
          {
            anchor: 'chapter-9',
            heading: { ja: '第9章　公告の方法', en: 'Chapter 9: Public notices' },
            body: [
              para(
                '第29条（公告の方法）　この法人の公告は、電子公告により行う。ただし、やむを得ない事由により電子公告をすることができない場合は、官報に掲載する方法による。',
                'Article 29 (Method of public notice)  Public notices of the foundation shall be given electronically. Where this is not possible for unavoidable reasons, they shall be published in the Official Gazette.',
              ),
            ],
          },
          {
            anchor: 'supplementary-provisions',
            heading: { ja: '附則', en: 'Supplementary provisions' },
            body: [
              para(
                '1　この定款は、この法人の公益財団法人への移行の日（2010年7月1日）から施行する。',
                '1  These Articles shall come into force on the day on which the foundation became a public interest incorporated foundation (1 July 2010).',
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    path: '/about/basic/mission',
    title: { ja: '使命', en: 'Mission' },
    summary: {
      ja: '認定を通じて社会の信頼を支えるという当協会の使命、目指す姿、大切にする価値をご紹介します。',
      en: 'The mission of JAB, to underpin public confidence through accreditation, together with its vision and values.',
    },
    body: [
      sampleWordingNotice,
      { kind: 'heading', text: { ja: '使命', en: 'Mission' } },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、適合性評価機関を公平かつ確かな目で認定することにより、製品、サービス、マネジメントシステム、検査や測定の結果が信頼できるものであることを社会に示し、安全で安心な暮らしと公正な取引を支えます。',
          en: 'By accrediting conformity assessment bodies impartially and rigorously, JAB shows society that products, services, management systems and the results of inspections and measurements can be trusted, and so supports safe lives and fair trade.',
        },
      },
      { kind: 'heading', text: { ja: '目指す姿', en: 'Vision' } },
      {
        kind: 'paragraph',
        text: {
          ja: '「一度の試験・検査・認証で、国内・海外のどこでも受け入れられる」社会の実現に向けて、国際的に信頼される認定機関であり続けることを目指します。',
          en: 'JAB aims to remain an accreditation body trusted worldwide, working towards a society in which a product tested, inspected or certified once is accepted everywhere, in Japan and outside Japan.',
        },
      },
      { kind: 'heading', text: { ja: '大切にする価値', en: 'Values' } },
      {
        kind: 'list',
        items: [
          {
            ja: '公平性：利害に左右されず、客観的な証拠だけに基づいて判断します。',
            en: 'Impartiality: we decide on objective evidence alone, free from the influence of any interest.',
          },
          {
            ja: '専門性：審査に携わる一人ひとりが、規格と技術の知識を磨き続けます。',
            en: 'Competence: everyone involved in assessment keeps their knowledge of standards and technology up to date.',
          },
          {
            ja: '透明性：認定の規則、手数料、結果を公開し、説明責任を果たします。',
            en: 'Transparency: we publish our rules, fees and accreditation decisions, and account for what we do.',
          },
          {
            ja: '国際性：国際規格と国際相互承認の枠組みに沿って、世界の認定機関と連携します。',
            en: 'International outlook: we work with accreditation bodies around the world within international standards and mutual recognition arrangements.',
          },
          {
            ja: '誠実さ：適合性評価機関、その利用者、社会の声に真摯に耳を傾けます。',
            en: 'Integrity: we listen carefully to conformity assessment bodies, to those who rely on them and to society at large.',
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: '関連するページ', en: 'Related pages' },
        items: [
          { href: '/about/basic/basic_policy', label: { ja: '基本方針', en: 'Basic policy' } },
          { href: '/about/impartiality', label: { ja: '公平性の確保', en: 'Impartiality' } },
          { href: '/about/international_mra', label: { ja: '国際相互承認', en: 'International mutual recognition' } },
        ],
      },
    ],
  },
  {
    path: '/about/basic/basic_policy',
    title: { ja: '基本方針', en: 'Basic policy' },
    summary: {
      ja: '公平性、能力、秘密保持、情報公開、国際的な整合性という、当協会の認定業務の基本方針をご案内します。',
      en: 'The basic policy of the accreditation work of JAB: impartiality, competence, confidentiality, openness and international consistency.',
    },
    body: [
      sampleWordingNotice,
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、ISO/IEC 17011（適合性評価―適合性評価機関の認定を行う機関に対する要求事項）に基づいて認定業務を運営しています。その基本となる考え方を、次の5つの方針として定めています。',
          en: 'JAB runs its accreditation work in line with ISO/IEC 17011 (Conformity assessment — Requirements for accreditation bodies accrediting conformity assessment bodies). The principles behind that work are set out in the five policies below.',
        },
      },
      {
        kind: 'sections',
        tocHeading: { ja: '5つの方針', en: 'The five policies' },
        items: [
          {
            anchor: 'impartiality',
            heading: { ja: '1. 公平性', en: '1. Impartiality' },
            body: [
              para(
                '認定の判定は、審査で得られた客観的な証拠に基づいて行い、商業上、財務上その他のいかなる圧力にも左右されません。当協会は、適合性評価機関に対するコンサルティングや、適合性評価業務そのものは行いません。',
                'Accreditation decisions are based on objective evidence gathered in assessment and are not swayed by commercial, financial or any other pressure. JAB does not offer consultancy to conformity assessment bodies, nor does it carry out conformity assessment itself.',
              ),
              para(
                '詳しくは「[公平性の確保](/about/impartiality)」及び「[S-PL01](/documents_forms/documents?q=S-PL01)」をご覧ください。',
                'For details, see [Impartiality](/about/impartiality) and the [S-PL01](/documents_forms/documents?q=S-PL01).',
              ),
            ],
          },
          {
            anchor: 'competence',
            heading: { ja: '2. 能力', en: '2. Competence' },
            body: [
              para(
                '審査員、技術専門家及び認定の判定に関わる者は、それぞれの分野に必要な力量の基準を満たした者から選任し、研修と実績の確認を通じて力量を維持します。',
                'Assessors, technical experts and those involved in accreditation decisions are appointed only if they meet the competence criteria for their field, and their competence is maintained through training and monitoring of their work.',
              ),
              para(
                '同じ基準には同じ判断が下されるよう、審査の手順と判定の基準を文書化し、一貫した運用に努めます。',
                'So that the same criteria lead to the same decisions, the assessment procedures and decision criteria are documented and applied consistently.',
              ),
            ],
          },
          {
            anchor: 'confidentiality',
            heading: { ja: '3. 秘密保持', en: '3. Confidentiality' },
            body: [
              para(
                '審査を通じて得た適合性評価機関とその顧客に関する情報は、法令に基づく場合又は当該機関の同意がある場合を除き、外部に開示しません。',
                'Information on conformity assessment bodies and their customers obtained through assessment is not disclosed to anyone else, unless the law requires it or the body concerned has agreed.',
              ),
              para(
                '役職員、審査員、委員会の委員は、秘密保持に関する誓約を行ったうえで業務に当たります。',
                'Officers, staff, assessors and committee members all sign a confidentiality undertaking before they take up their work.',
              ),
            ],
          },
          {
            anchor: 'openness',
            heading: { ja: '4. 情報公開', en: '4. Openness' },
            body: [
              para(
                '認定の規則、認定基準、手数料、認定を受けた機関とその認定範囲を公開し、誰でも確認できるようにします。',
                'The rules of accreditation, accreditation criteria, fees, and the accredited bodies and their scopes of accreditation are published so that anyone can check them.',
              ),
              list([
                ['規則・認定基準：[文書・様式](/documents_forms/documents)', 'Rules and accreditation criteria: [Documents and forms](/documents_forms/documents)'],
                ['手数料：[S-RL04](/documents_forms/documents?q=S-RL04)', 'Fees: [S-RL04](/documents_forms/documents?q=S-RL04)'],
                ['認定を受けた機関：[認定適合性評価機関の検索](/certification_institutions)', 'Accredited bodies: [Search accredited bodies](/certification_institutions)'],
                ['認定の判定の結果：[新規認定の報告](/cert_reports?type=1)', 'Accreditation decisions: [Newly accredited bodies](/cert_reports?type=1)'],
                ['事業と財務：[公開文書](/about/public_doc)', 'Activities and finances: [Public documents](/about/public_doc)'],
              ]),
              para(
                '規則を改定する際は、[パブリックコメント（意見募集）](/public_comments)で広くご意見を伺います。',
                'When rules are revised, JAB first invites comments from everyone through [public comments](/public_comments).',
              ),
            ],
          },
          {
            anchor: 'international-consistency',
            heading: { ja: '5. 国際的な整合性', en: '5. International consistency' },
            body: [
              para(
                '当協会は、国際規格に沿って認定を運営し、認定機関どうしの相互評価を定期的に受けています。これにより、当協会の認定を受けた機関の結果が、IAF MLA、ILAC MRA及びAPAC MRAを通じて海外でも受け入れられるようにしています。',
                'JAB runs accreditation in line with international standards and is regularly peer-evaluated by other accreditation bodies. This allows the results of bodies accredited by JAB to be accepted outside Japan through the IAF MLA, the ILAC MRA and the APAC MRA.',
              ),
              para(
                '署名の状況は「[国際相互承認](/about/international_mra)」をご覧ください。国際的な枠組みについては [IAF](https://iaf.nu)、[ILAC](https://ilac.org)、[APAC](https://apac-accreditation.org) のウェブサイト（外部サイト）もご参照ください。',
                'For the status of the arrangements JAB has signed, see [International mutual recognition](/about/international_mra). For the international framework, see also the websites of [IAF](https://iaf.nu), [ILAC](https://ilac.org) and [APAC](https://apac-accreditation.org) (external sites).',
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    path: '/about/basic/internal_control_system',
    title: {
      ja: '内部統制システムに関する基本方針',
      en: 'Basic policy on the internal control system',
    },
    summary: {
      ja: '理事会による監督、法令等の遵守、リスク管理、監事の監査、情報の管理など、業務の適正を確保するための当協会の体制をご案内します。',
      en: 'How JAB ensures that its business is conducted properly: oversight by the Board of Directors, compliance, risk management, audit by the auditors and information management.',
    },
    body: [
      sampleWordingNotice,
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、法令及び[定款](/about/basic/charter)を遵守し、業務を適正かつ効率的に行うため、理事会の決議により内部統制システムに関する基本方針を定めています。この方針に基づく体制は、毎年度、運用状況を確認して理事会に報告し、必要に応じて見直します。',
          en: 'To comply with the law and its [Articles of Incorporation](/about/basic/charter) and to conduct its business properly and efficiently, JAB has adopted, by resolution of its Board of Directors, a basic policy on the internal control system. Each year the way the arrangements work in practice is reviewed and reported to the Board, and they are revised where needed.',
        },
      },
      {
        kind: 'sections',
        items: [
          {
            anchor: 'board-oversight',
            heading: { ja: '1. 理事会による監督', en: '1. Oversight by the Board of Directors' },
            body: [
              list([
                [
                  '理事会は、理事会規則で定める付議基準に従って重要な業務執行を決定し、理事の職務の執行を監督します。',
                  'The Board of Directors decides on important matters of business under the criteria set in its rules of procedure, and supervises the performance of duties by the directors.',
                ],
                [
                  '会長、理事長及び常務理事は、毎事業年度に2回以上、職務の執行の状況を理事会に報告します。',
                  'The chairman, the president and the executive directors report to the Board at least twice in each fiscal year on the performance of their duties.',
                ],
                ['職務権限規程により、決裁の権限と責任の所在を明確にします。', 'Rules on delegated authority set out clearly who may approve what and who is responsible.'],
              ]),
            ],
          },
          {
            anchor: 'compliance',
            heading: { ja: '2. 法令等の遵守', en: '2. Compliance' },
            body: [
              list([
                [
                  '役職員の行動規範を定め、全役職員が毎年度研修を受講します。',
                  'A code of conduct applies to all officers and staff, and everyone attends compliance training each fiscal year.',
                ],
                [
                  '理事長を委員長とするコンプライアンス委員会が、遵守の状況を確認し、改善を指示します。',
                  'A compliance committee chaired by the president checks compliance and directs improvements.',
                ],
                [
                  '内部通報の窓口を事務局内と外部の弁護士に設け、通報者が不利益を受けないよう保護します。',
                  'Whistleblowing channels are available both within the secretariat and through an outside lawyer, and those who report are protected from any detriment.',
                ],
              ]),
            ],
          },
          {
            anchor: 'risk-management',
            heading: { ja: '3. リスク管理', en: '3. Risk management' },
            body: [
              list([
                [
                  'リスク管理規程に基づき、毎年度、事業に関わるリスクを洗い出して評価し、対応策を定めます。',
                  'Under the risk management rules, the risks to the business are identified and evaluated each fiscal year, and responses are decided.',
                ],
                [
                  '認定業務の公平性に関わるリスクは、[公平性委員会](/about/impartiality)の確認を受けます。',
                  'Risks to the impartiality of accreditation work are reviewed by the [Impartiality Committee](/about/impartiality).',
                ],
                [
                  '災害や情報システムの障害に備えて事業継続計画を定め、定期的に訓練を行います。',
                  'A business continuity plan covers disasters and failures of information systems, and it is exercised regularly.',
                ],
                [
                  '重大な事案が生じたときは、直ちに理事長及び監事に報告し、対応に当たります。',
                  'Any serious incident is reported at once to the president and the auditors, and dealt with under their direction.',
                ],
              ]),
            ],
          },
          {
            anchor: 'audit',
            heading: { ja: '4. 監事による監査', en: '4. Audit by the auditors' },
            body: [
              list([
                [
                  '監事は、理事会その他の重要な会議に出席し、意見を述べることができます。',
                  'The auditors may attend and speak at meetings of the Board of Directors and other important meetings.',
                ],
                [
                  '理事及び職員は、監事から求められたときは速やかに業務の状況を報告し、重要な書類の閲覧に応じます。',
                  'Directors and staff report promptly on the business when the auditors ask, and make important documents available to them.',
                ],
                [
                  '監事の職務を補助する職員を置き、その職員は監事の指示に関して理事から独立して業務に当たります。',
                  'Staff are assigned to assist the auditors, and in that work they take instructions from the auditors independently of the directors.',
                ],
                [
                  '監事は、内部監査の担当者及び外部の会計監査人と定期的に情報を交換します。',
                  'The auditors exchange information regularly with the internal audit staff and the external accounting auditor.',
                ],
              ]),
            ],
          },
          {
            anchor: 'information-management',
            heading: { ja: '5. 情報の保存及び管理', en: '5. Information management' },
            body: [
              list([
                [
                  '評議員会と理事会の議事録、決裁文書その他の重要な文書は、文書管理規程に従って保存し、必要なときに閲覧できるようにします。',
                  'Minutes of the Board of Councillors and the Board of Directors, approval records and other important documents are kept under the document management rules and can be consulted when needed.',
                ],
                [
                  '審査を通じて得た情報は、アクセスできる者を限定し、秘密として管理します。',
                  'Information obtained through assessment is kept confidential, and access to it is restricted.',
                ],
                ['個人情報は、[個人情報保護方針](/privacy)に従って取り扱います。', 'Personal data are handled in accordance with the [privacy policy](/privacy).'],
              ]),
            ],
          },
        ],
      },
    ],
  },
  {
    path: '/about/basic/loan_employee',
    title: { ja: '出向者の受け入れについて', en: 'Seconded staff' },
    summary: {
      ja: '当協会における出向者の受け入れ状況と、出向者の業務における公平性の確保についてご案内します。',
      en: 'The number and origin of staff seconded to JAB, and how impartiality is maintained in their work.',
    },
    body: [
      sampleNotice,
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、専門的な知識と経験を業務に生かすため、民間企業や公的機関から出向者を受け入れています。受け入れの状況は、透明性を確保するため、毎年度このページで公表しています。',
          en: 'To bring specialist knowledge and experience into its work, JAB accepts staff seconded from private companies and public bodies. For transparency, the number of seconded staff is published on this page each fiscal year.',
        },
      },
      {
        kind: 'table',
        caption: { ja: '出向者の受け入れ状況（各年度4月1日現在）', en: 'Seconded staff (as at 1 April of each fiscal year)' },
        columns: [
          { ja: '年度', en: 'Fiscal year' },
          { ja: '出向者数', en: 'Seconded staff' },
          { ja: '出向元の種別', en: 'Type of seconding organisation' },
          { ja: '配属部署', en: 'Departments' },
        ],
        rows: [
          [
            { ja: '2025年度', en: 'FY2025' },
            { ja: '3名', en: '3' },
            { ja: '民間企業 2名、公的機関 1名', en: 'Private companies: 2; public bodies: 1' },
            { ja: 'マネジメントシステム認定部、試験所認定部', en: 'Management System Accreditation, Laboratory Accreditation' },
          ],
          [
            { ja: '2024年度', en: 'FY2024' },
            { ja: '4名', en: '4' },
            { ja: '民間企業 3名、公的機関 1名', en: 'Private companies: 3; public bodies: 1' },
            { ja: 'マネジメントシステム認定部、試験所認定部、認定企画部', en: 'Management System Accreditation, Laboratory Accreditation, Accreditation Planning' },
          ],
          [
            { ja: '2023年度', en: 'FY2023' },
            { ja: '4名', en: '4' },
            { ja: '民間企業 2名、公的機関 2名', en: 'Private companies: 2; public bodies: 2' },
            { ja: '試験所認定部、認定企画部、総務部', en: 'Laboratory Accreditation, Accreditation Planning, General Affairs' },
          ],
          [
            { ja: '2022年度', en: 'FY2022' },
            { ja: '5名', en: '5' },
            { ja: '民間企業 3名、公的機関 2名', en: 'Private companies: 3; public bodies: 2' },
            {
              ja: 'マネジメントシステム認定部、試験所認定部、認定企画部、総務部',
              en: 'Management System Accreditation, Laboratory Accreditation, Accreditation Planning, General Affairs',
            },
          ],
        ],
      },
      { kind: 'heading', text: { ja: '出向者の業務と公平性', en: 'Seconded staff and impartiality' } },
      {
        kind: 'paragraph',
        text: {
          ja: '出向者が認定の公平性を損なうことのないよう、当協会は次のことを徹底しています。',
          en: 'To make sure that secondments never compromise the impartiality of accreditation, JAB applies the following rules.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '受け入れの際と毎年度、出向元との関係や利害関係を申告していただき、記録します。',
            en: 'Seconded staff declare their relationship with the seconding organisation and any other interests on arrival and every fiscal year, and the declarations are recorded.',
          },
          {
            ja: '出向元又はその関係先が適合性評価機関である場合、その機関の審査や認定の判定には関与しません。',
            en: 'Where the seconding organisation, or an organisation connected with it, is a conformity assessment body, the seconded person takes no part in its assessment or accreditation decision.',
          },
          {
            ja: '出向期間中と終了後のいずれも、業務で知り得た情報の秘密を守る義務を負います。',
            en: 'Seconded staff are bound to keep information learnt in their work confidential, both during the secondment and after it ends.',
          },
          {
            ja: '受け入れの状況は、[公平性委員会](/about/impartiality)に毎年度報告し、確認を受けます。',
            en: 'The secondments are reported every fiscal year to the [Impartiality Committee](/about/impartiality) for review.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '派遣職員の契約期間', en: 'Contracts of temporary staff' } },
      {
        kind: 'paragraph',
        text: {
          ja: '出向者とは別に、当協会では派遣職員も受け入れています。派遣職員の契約期間は3か月又は6か月です。',
          en: 'Apart from seconded staff, JAB also takes on temporary staff through agencies. Their contracts run for three or six months.',
        },
      },
    ],
  },
  {
    path: '/about/basic/holiday',
    title: { ja: '営業日・営業時間', en: 'Business days and hours' },
    summary: {
      ja: '当協会の営業日・営業時間、年末年始の休業と、営業時間外のお問い合わせについてご案内します。',
      en: 'The business days and hours of JAB, its year-end closure, and how inquiries are handled outside business hours.',
    },
    body: [
      { kind: 'view', view: 'businessDays' },
      { kind: 'heading', text: { ja: '営業時間外のお問い合わせ', en: 'Inquiries outside business hours' } },
      {
        kind: 'paragraph',
        text: {
          ja: '[お問い合わせフォーム](/inquiry/form)は、休業日や営業時間外にもご利用いただけます。いただいたお問い合わせは、営業日に受付順に確認し、担当部署から回答します。年末年始の休業明けは、お問い合わせが集中し、回答までにお時間をいただくことがあります。',
          en: 'The [inquiry form](/inquiry/form) can be used at any time, including outside business hours and on closing days. Inquiries are read in the order received on business days, and the department concerned replies. Just after the year-end closure, when many inquiries arrive at once, replies may take longer than usual.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'お電話や来訪によるお問い合わせは、営業時間内に限り承ります。ご来訪の際は、あらかじめご連絡のうえ、[所在地・アクセス](/about/access)をご確認ください。よく寄せられるご質問は[よくあるご質問](/inquiry/faq)にまとめています。',
          en: 'Telephone calls and visits can be received during business hours only. If you plan to visit, please contact us beforehand and see [Location and access](/about/access). Answers to common questions are collected in the [frequently asked questions](/inquiry/faq).',
        },
      },
      {
        kind: 'links',
        heading: { ja: '関連するページ', en: 'Related pages' },
        items: [
          {
            href: '/inquiry/form',
            label: { ja: 'お問い合わせフォーム', en: 'Inquiry form' },
            description: { ja: '休業日や営業時間外にもお送りいただけます。', en: 'Available at any time, including outside business hours.' },
          },
          {
            href: '/about/access',
            label: { ja: '所在地・アクセス', en: 'Location and access' },
            description: { ja: '当協会の所在地と、最寄り駅からの道順です。', en: 'The address of JAB and directions from the nearest stations.' },
          },
        ],
      },
    ],
  },
  {
    path: '/about/messagefromdirectors',
    title: { ja: '役員からのメッセージ', en: 'Messages from the directors' },
    summary: {
      ja: '代表理事 会長と代表理事 理事長から、認定を通じた当協会の取り組みについてのメッセージをお届けします。',
      en: 'Messages from the Representative Director and Chairman and the Representative Director and President about the work of JAB through accreditation.',
    },
    body: [
      sampleNotice,
      {
        kind: 'gallery',
        items: [
          {
            label: { ja: '佐藤 宏（サンプル）、代表理事 会長', en: 'Hiroshi Sato (sample), Representative Director and Chairman' },
            alt: {
              ja: '代表理事 会長 佐藤 宏（サンプル）の肖像に代わるサンプルの図版',
              en: 'Sample illustration in place of a portrait of Hiroshi Sato (sample), Representative Director and Chairman',
            },
          },
          {
            label: { ja: '青木 一郎（サンプル）、代表理事 理事長', en: 'Ichiro Aoki (sample), Representative Director and President' },
            alt: {
              ja: '代表理事 理事長 青木 一郎（サンプル）の肖像に代わるサンプルの図版',
              en: 'Sample illustration in place of a portrait of Ichiro Aoki (sample), Representative Director and President',
            },
          },
        ],
      },
      {
        kind: 'sections',
        toc: false,
        items: [
          {
            anchor: 'chairman',
            heading: { ja: '代表理事 会長　佐藤 宏（サンプル）', en: 'Hiroshi Sato (sample), Representative Director and Chairman' },
            body: [
              para(
                '当協会のウェブサイトをご覧いただき、ありがとうございます。当協会は1993年11月1日の設立以来、適合性評価機関の認定を通じて、製品やサービス、組織の取り組みに対する社会の信頼を支えてまいりました。2010年7月1日には公益財団法人へ移行し、公益のための認定機関としての責任をあらためて確認いたしました。',
                'Thank you for visiting the website of JAB. Since its foundation on 1 November 1993, JAB has supported public confidence in products, services and the work of organisations through the accreditation of conformity assessment bodies. On 1 July 2010 we became a public interest incorporated foundation and reaffirmed our responsibility as an accreditation body serving the public.',
              ),
              para(
                '認定の役割は、目に見えにくいものです。しかし、食品の安全、医療の検査、気候変動への対応、情報の保護など、暮らしの多くの場面で「確かめられた結果」が欠かせなくなっています。当協会は、臨床検査室、温室効果ガス妥当性確認・検証機関、バイオバンクなど、社会の要請に応じて認定の分野を広げてまいりました。',
                'The role of accreditation is not always visible. Yet in food safety, medical testing, action on climate change, the protection of information and many other parts of daily life, results that have been properly checked have become indispensable. In response to the needs of society, JAB has extended accreditation to new fields such as medical laboratories, greenhouse gas validation and verification bodies and biobanks.',
              ),
              para(
                '国際相互承認により、当協会の認定を受けた機関の結果は海外でも受け入れられます。この信頼は、公平性と能力を絶えず示し続けることによってのみ保たれるものです。理事会は、評議員会及び監事とともに、その運営を厳しく見守ってまいります。',
                'Through international mutual recognition, the results of bodies accredited by JAB are accepted outside Japan as well. That trust can be kept only by continually demonstrating impartiality and competence. Together with the Board of Councillors and the auditors, the Board of Directors will keep a close watch on how JAB is run.',
              ),
              para(
                '今後とも、関係の皆さまからのご意見を大切にしながら、社会に信頼される認定機関であり続けるよう努めてまいります。引き続きご支援を賜りますよう、お願い申し上げます。',
                'We will continue to value the views of everyone concerned as we strive to remain an accreditation body that society can trust. We are grateful for your continued support.',
              ),
            ],
          },
          {
            anchor: 'president',
            heading: { ja: '代表理事 理事長　青木 一郎（サンプル）', en: 'Ichiro Aoki (sample), Representative Director and President' },
            body: [
              para(
                '理事長として、日々の認定業務の運営に責任を負っております。当協会の認定は、申請から書類審査、現地審査、認定の判定を経て、認定後もサーベイランスと原則4年ごとの再審査によって維持されます。この一つひとつの手続を、確かに、そして分かりやすく行うことが私たちの務めです。',
                'As president, I am responsible for the day-to-day running of accreditation at JAB. Accreditation proceeds from application through document review, on-site assessment and the accreditation decision, and is then maintained through surveillance and reassessment, in principle every four years. Our task is to carry out each of these steps reliably and in a way that is easy to follow.',
              ),
              para(
                '審査の質を支えるのは人です。当協会は、審査員と職員の力量の向上に継続して取り組むとともに、各分野の技術専門家のご協力を得て、変化する技術や規格に対応しています。また、オンラインによる審査や手続の電子化を進め、適合性評価機関の皆さまの負担の軽減にも努めています。',
                'The quality of assessment depends on people. JAB continues to develop the competence of its assessors and staff and, with the help of technical experts in each field, keeps pace with changing technologies and standards. We are also making more use of remote assessment and electronic procedures to reduce the burden on conformity assessment bodies.',
              ),
              para(
                '規則の改定に当たってはパブリックコメントで広くご意見を伺い、認定の結果や事業の状況はこのウェブサイトで公開しています。苦情や異議申立ても、改善のための大切な機会と受け止めております。',
                'When we revise our rules we invite comments from everyone, and we publish accreditation decisions and information on our activities on this website. We also treat complaints and appeals as valuable opportunities to improve.',
              ),
              para(
                '職員一同、公平で確かな認定をお届けできるよう努めてまいります。どうぞよろしくお願いいたします。',
                'All of us at JAB will keep working to provide accreditation that is impartial and reliable. Thank you for your support.',
              ),
            ],
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: '関連するページ', en: 'Related pages' },
        items: [
          { href: '/about/roster', label: { ja: '役員等名簿', en: 'Roster of officers and councillors' } },
          { href: '/about/basic/mission', label: { ja: '使命', en: 'Mission' } },
          { href: '/about/impartiality', label: { ja: '公平性の確保', en: 'Impartiality' } },
        ],
      },
    ],
  },
  {
    path: '/about/roster',
    title: { ja: '役員等名簿', en: 'Roster of officers and councillors' },
    summary: {
      ja: '当協会の評議員、理事、監事及び事務局の名簿を掲載しています。',
      en: 'The roster of the councillors, directors, auditors and secretariat of JAB.',
    },
    body: [
      { kind: 'view', view: 'roster' },
      {
        kind: 'paragraph',
        text: {
          ja: '名簿は4つの区分に分けて掲載しています。評議員は評議員会を構成し、理事及び監事の選任、決算の承認、[定款](/about/basic/charter)の変更などを決議します。理事は理事会を構成して業務の執行を決定し、このうち会長と理事長が当協会を代表します。監事は理事の職務の執行と財産の状況を監査します。事務局は、理事長のもとで認定業務と法人の運営に関する日々の事務を担います。この名簿は情報提供を目的としたものです。',
          en: 'The roster is divided into four groups. The councillors form the Board of Councillors, which appoints the directors and auditors, approves the accounts and resolves on amendments to the [Articles of Incorporation](/about/basic/charter). The directors form the Board of Directors, which decides how the business is conducted; the chairman and the president represent JAB. The auditors audit the performance of duties by the directors and the financial position of JAB. The secretariat, under the president, carries out the day-to-day work of accreditation and of running the foundation. The roster is published for information only.',
        },
      },
    ],
  },
  {
    path: '/about/public_doc',
    title: { ja: '公開文書', en: 'Public documents' },
    summary: {
      ja: '公益財団法人として当協会が公開している事業計画書、収支予算書、事業報告書、財務諸表などを年度ごとに掲載しています。',
      en: 'The business plans, budgets, business reports, financial statements and other documents that JAB publishes as a public interest incorporated foundation, by fiscal year.',
    },
    body: [
      sampleNotice,
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、公益財団法人として事業と財務の透明性を確保するため、事業計画書、収支予算書、事業報告書、財務諸表などを年度ごとに公開しています。当協会の事業年度は4月1日から翌年3月31日までです。[定款](/about/basic/charter)と[役員等名簿](/about/roster)は、それぞれのページでご覧いただけます。',
          en: 'As a public interest incorporated foundation, JAB publishes its business plan, budget, business report, financial statements and other documents every fiscal year so that its activities and finances are transparent. The fiscal year of JAB runs from 1 April to 31 March. The [Articles of Incorporation](/about/basic/charter) and the [roster of officers and councillors](/about/roster) have pages of their own.',
        },
      },
      {
        kind: 'files',
        heading: { ja: '2025年度（2025年4月1日～2026年3月31日）', en: 'FY2025 (1 April 2025 to 31 March 2026)' },
        files: [
          {
            name: { ja: '2025年度 事業計画書', en: 'Business plan for FY2025' },
            language: 'ja',
            lines: [
              { ja: '対象期間：2025年4月1日から2026年3月31日まで', en: 'Period: 1 April 2025 to 31 March 2026' },
              {
                ja: '重点事項：審査の品質の維持、国際相互承認の維持、オンライン審査と手続の電子化',
                en: 'Priorities: quality of assessment, maintaining international mutual recognition, remote assessment and electronic procedures',
              },
              { ja: '2025年3月の理事会で承認（サンプル）', en: 'Approved by the Board of Directors in March 2025 (sample)' },
            ],
          },
          {
            name: { ja: '2025年度 収支予算書', en: 'Budget for FY2025' },
            language: 'ja',
            lines: [
              { ja: '経常収益：2,180,000千円（サンプル）', en: 'Ordinary revenue: 2,180,000 thousand yen (sample)' },
              { ja: '経常費用：2,150,000千円（サンプル）', en: 'Ordinary expenses: 2,150,000 thousand yen (sample)' },
              { ja: '主な収益：認定の手数料、技能試験の参加費', en: 'Main sources of revenue: accreditation fees and proficiency testing participation fees' },
            ],
          },
          {
            name: { ja: '2025年度 事業報告書', en: 'Business report for FY2025' },
            language: 'both',
            lines: [
              { ja: '認定の判定件数：新規 48件、再審査 210件（サンプル）', en: 'Accreditation decisions: 48 initial, 210 reassessments (sample)' },
              { ja: '国際相互承認の相互評価を受審し、署名を維持', en: 'Peer evaluation for international mutual recognition completed; signatory status maintained' },
              { ja: '2026年6月の定時評議員会に報告（サンプル）', en: 'Reported to the ordinary meeting of the Board of Councillors in June 2026 (sample)' },
            ],
          },
          {
            name: { ja: '2025年度 財務諸表（貸借対照表・正味財産増減計算書）', en: 'Financial statements for FY2025 (balance sheet and statement of changes in net assets)' },
            language: 'ja',
            lines: [
              { ja: '資産合計：3,260,000千円（サンプル）', en: 'Total assets: 3,260,000 thousand yen (sample)' },
              { ja: '正味財産合計：2,410,000千円（サンプル）', en: 'Total net assets: 2,410,000 thousand yen (sample)' },
              { ja: '監事及び会計監査人の監査済み', en: 'Audited by the auditors and the accounting auditor' },
            ],
          },
        ],
      },
      {
        kind: 'files',
        heading: { ja: '2024年度（2024年4月1日～2025年3月31日）', en: 'FY2024 (1 April 2024 to 31 March 2025)' },
        files: [
          {
            name: { ja: '2024年度 事業計画書', en: 'Business plan for FY2024' },
            language: 'ja',
            lines: [
              { ja: '対象期間：2024年4月1日から2025年3月31日まで', en: 'Period: 1 April 2024 to 31 March 2025' },
              { ja: '重点事項：審査員の力量の向上、認定分野の拡充に向けた調査', en: 'Priorities: developing the competence of assessors, research on new fields of accreditation' },
              { ja: '2024年3月の理事会で承認（サンプル）', en: 'Approved by the Board of Directors in March 2024 (sample)' },
            ],
          },
          {
            name: { ja: '2024年度 収支予算書', en: 'Budget for FY2024' },
            language: 'ja',
            lines: [
              { ja: '経常収益：2,120,000千円（サンプル）', en: 'Ordinary revenue: 2,120,000 thousand yen (sample)' },
              { ja: '経常費用：2,100,000千円（サンプル）', en: 'Ordinary expenses: 2,100,000 thousand yen (sample)' },
            ],
          },
          {
            name: { ja: '2024年度 事業報告書', en: 'Business report for FY2024' },
            language: 'both',
            lines: [
              { ja: '認定の判定件数：新規 52件、再審査 198件（サンプル）', en: 'Accreditation decisions: 52 initial, 198 reassessments (sample)' },
              { ja: '認定制度の説明会を全国5会場で開催（サンプル）', en: 'Briefings on accreditation held at five venues across Japan (sample)' },
              { ja: '2025年6月の定時評議員会に報告（サンプル）', en: 'Reported to the ordinary meeting of the Board of Councillors in June 2025 (sample)' },
            ],
          },
          {
            name: { ja: '2024年度 財務諸表（貸借対照表・正味財産増減計算書）', en: 'Financial statements for FY2024 (balance sheet and statement of changes in net assets)' },
            language: 'ja',
            lines: [
              { ja: '資産合計：3,190,000千円（サンプル）', en: 'Total assets: 3,190,000 thousand yen (sample)' },
              { ja: '正味財産合計：2,380,000千円（サンプル）', en: 'Total net assets: 2,380,000 thousand yen (sample)' },
              { ja: '監事及び会計監査人の監査済み', en: 'Audited by the auditors and the accounting auditor' },
            ],
          },
        ],
      },
      {
        kind: 'files',
        heading: { ja: '2023年度（2023年4月1日～2024年3月31日）', en: 'FY2023 (1 April 2023 to 31 March 2024)' },
        files: [
          {
            name: { ja: '2023年度 事業報告書', en: 'Business report for FY2023' },
            language: 'both',
            lines: [
              { ja: '認定の判定件数：新規 45件、再審査 205件（サンプル）', en: 'Accreditation decisions: 45 initial, 205 reassessments (sample)' },
              { ja: '設立30周年に当たり、記念の講演会を開催（サンプル）', en: 'A lecture held to mark the 30th anniversary of JAB (sample)' },
              { ja: '2024年6月の定時評議員会に報告（サンプル）', en: 'Reported to the ordinary meeting of the Board of Councillors in June 2024 (sample)' },
            ],
          },
          {
            name: { ja: '2023年度 財務諸表（貸借対照表・正味財産増減計算書）', en: 'Financial statements for FY2023 (balance sheet and statement of changes in net assets)' },
            language: 'ja',
            lines: [
              { ja: '資産合計：3,120,000千円（サンプル）', en: 'Total assets: 3,120,000 thousand yen (sample)' },
              { ja: '正味財産合計：2,350,000千円（サンプル）', en: 'Total net assets: 2,350,000 thousand yen (sample)' },
            ],
          },
          {
            name: { ja: '2023年度 財産目録', en: 'Inventory of assets for FY2023' },
            language: 'ja',
            lines: [
              { ja: '基本財産：114,350千円', en: 'Basic assets: 114,350 thousand yen' },
              { ja: 'その他の財産：預金、有価証券、備品など（サンプル）', en: 'Other property: deposits, securities, equipment and other items (sample)' },
            ],
          },
          {
            name: { ja: '役員及び評議員の報酬等の支給の基準（2023年6月改定）', en: 'Standards for the remuneration of officers and councillors (revised June 2023)' },
            language: 'both',
            lines: [
              { ja: '常勤の理事に対する報酬の算定方法と支給の時期', en: 'How the remuneration of full-time directors is calculated and when it is paid' },
              { ja: '非常勤の役員及び評議員に対する日当と旅費の基準', en: 'Daily allowances and travel expenses for part-time officers and councillors' },
              { ja: '2023年6月の定時評議員会で決議（サンプル）', en: 'Resolved by the ordinary meeting of the Board of Councillors in June 2023 (sample)' },
            ],
          },
        ],
      },
    ],
  },
  {
    path: '/about/impartiality',
    title: { ja: '公平性の確保', en: 'Impartiality' },
    summary: {
      ja: '公平性に関する当協会の宣言と、公平性委員会、利益相反の管理、苦情の受付など、公平性を確保するための仕組みをご案内します。',
      en: 'The declaration of JAB on impartiality and the arrangements that safeguard it: the Impartiality Committee, management of conflicts of interest, and complaints.',
    },
    body: [
      sampleNotice,
      {
        kind: 'paragraph',
        text: {
          ja: '認定の結果が社会から信頼されるためには、認定機関が特定の利害に左右されず、客観的な立場で判断することが欠かせません。当協会は、公平性を認定業務の土台と位置づけ、次のとおり宣言するとともに、それを確保するための仕組みを設けています。',
          en: 'For accreditation to be trusted by society, an accreditation body must decide objectively, without being swayed by any particular interest. JAB regards impartiality as the foundation of its accreditation work. It makes the declaration below and has arrangements in place to safeguard it.',
        },
      },
      {
        kind: 'sections',
        items: [
          {
            anchor: 'declaration',
            heading: { ja: '公平性に関する宣言', en: 'Declaration on impartiality' },
            body: [
              para(
                '公益財団法人日本適合性認定協会は、認定に関わるすべての活動を公平に行うことを約束し、次のとおり宣言します。',
                'The Japan Accreditation Board undertakes to carry out all its accreditation activities impartially and declares the following.',
              ),
              list(
                [
                  [
                    '認定の判定は、審査で得られた客観的な証拠のみに基づいて行い、商業上、財務上その他のいかなる圧力にも左右されません。',
                    'Accreditation decisions are based solely on objective evidence obtained in assessment and are not swayed by commercial, financial or any other pressure.',
                  ],
                  [
                    '適合性評価機関に対するコンサルティング及び適合性評価業務は行いません。',
                    'JAB offers no consultancy to conformity assessment bodies and carries out no conformity assessment itself.',
                  ],
                  [
                    '認定の申請は、団体への加入などを条件とせず、すべての適合性評価機関に同じ条件で開かれています。',
                    'Accreditation is open to all conformity assessment bodies on the same terms, without any condition such as membership of an association.',
                  ],
                  [
                    '公平性に対するリスクを継続的に特定して分析し、除去し、又は最小限に抑えます。',
                    'JAB continually identifies and analyses risks to impartiality and eliminates or minimises them.',
                  ],
                ],
                true,
              ),
              para(
                '公益財団法人日本適合性認定協会　代表理事 理事長　青木 一郎（サンプル）',
                'Ichiro Aoki (sample), Representative Director and President, Japan Accreditation Board',
              ),
              para(
                '宣言を具体化した方針は、[S-PL01](/documents_forms/documents?q=S-PL01)に定めています。',
                'The policy that puts this declaration into practice is the [S-PL01](/documents_forms/documents?q=S-PL01).',
              ),
            ],
          },
          {
            anchor: 'committee',
            heading: { ja: '公平性委員会', en: 'Impartiality Committee' },
            body: [
              para(
                '当協会は、[定款](/about/basic/charter)に基づき公平性委員会を置いています。委員会は、適合性評価機関、認証や試験の結果を利用する産業界、消費者団体、学識経験者、行政の各分野から選ばれた10名の委員で構成し、いずれの利害も支配的にならないよう配慮しています。',
                'Under its [Articles of Incorporation](/about/basic/charter), JAB has an Impartiality Committee. It has ten members drawn from conformity assessment bodies, industry as a user of certification and test results, consumer organisations, academic experts and government, chosen so that no single interest predominates.',
              ),
              para(
                '委員会は年2回以上開催し、公平性に対するリスクの分析、認定の判定の傾向、苦情や異議申立ての状況を確認して、理事長に意見を述べます。委員会の意見が尊重されない場合、委員会は理事会に直接報告することができます。',
                'The committee meets at least twice a year. It reviews the analysis of risks to impartiality, trends in accreditation decisions and the handling of complaints and appeals, and gives its opinion to the president. If its opinion is not respected, the committee may report directly to the Board of Directors.',
              ),
            ],
          },
          {
            anchor: 'conflicts-of-interest',
            heading: { ja: '利益相反の管理', en: 'Conflicts of interest' },
            body: [
              para(
                '役職員、審査員、技術専門家及び委員会の委員は、就任時と毎年度、適合性評価機関との関係を申告します。申告された関係は記録され、審査や判定の担当を決める際に確認されます。',
                'Officers, staff, assessors, technical experts and committee members declare their relationships with conformity assessment bodies on appointment and every fiscal year. The declarations are recorded and checked whenever assessment or decision work is assigned.',
              ),
              list([
                [
                  '自己利益：金銭その他の利害関係が判断に影響するおそれ。該当する者は担当から外します。',
                  'Self-interest: the risk that a financial or other interest influences a decision. Anyone affected is not assigned.',
                ],
                [
                  '自己評価：自ら関わった業務を評価するおそれ。過去2年以内に当該機関に勤務し、又は助言した者は担当しません。',
                  'Self-review: the risk of assessing work one has been involved in. Nobody who has worked for or advised the body in the past two years is assigned.',
                ],
                [
                  'なれ合い：過度に親しい関係が判断に影響するおそれ。同じ審査員が同じ機関を長期間続けて担当しないようにします。',
                  'Familiarity: the risk that too close a relationship influences a decision. The same assessor does not assess the same body for too long in succession.',
                ],
                [
                  '威圧：圧力によって判断が左右されるおそれ。認定の判定は、審査を担当していない者が行います。',
                  'Intimidation: the risk that pressure sways a decision. Accreditation decisions are taken by people who did not carry out the assessment.',
                ],
              ]),
            ],
          },
          {
            anchor: 'complaints',
            heading: { ja: '苦情・異議申立て', en: 'Complaints and appeals' },
            body: [
              para(
                '当協会の認定業務の公平性について懸念をお持ちの場合は、苦情としてお寄せください。苦情と異議申立ては、案件に関わっていない者が調査し、結果をお知らせします。手続は「[苦情・異議申立て](/inquiry/complaint)」と「[S-RL05](/documents_forms/documents?q=S-RL05)」をご覧ください。',
                'If you have any concern about the impartiality of the accreditation work of JAB, please tell us through a complaint. Complaints and appeals are investigated by people not involved in the case, and you will be told the outcome. For the procedure, see [Complaints and appeals](/inquiry/complaint) and the [S-RL05](/documents_forms/documents?q=S-RL05).',
              ),
            ],
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: '関連するページ', en: 'Related pages' },
        items: [
          {
            href: '/documents_forms/documents?q=S-PL01',
            label: { ja: '秘密保持及び公平性に関する方針（S-PL01）', en: 'Policy on confidentiality and impartiality (S-PL01)' },
          },
          {
            href: '/inquiry/complaint',
            label: { ja: '苦情・異議申立て', en: 'Complaints and appeals' },
          },
          {
            href: '/about/basic/basic_policy',
            label: { ja: '基本方針', en: 'Basic policy' },
          },
        ],
      },
    ],
  },
];
