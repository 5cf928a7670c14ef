import type { SeedPage } from './types';

/** Sample pages of the About area: designated investigation work, proficiency testing, funding bodies, access and international mutual recognition. */
export const aboutMorePages: SeedPage[] = [
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
];
