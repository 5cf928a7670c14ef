import type { SeedPage } from './types';

/** Sample pages explaining conformity assessment and accreditation (/about_jab) and accreditation information (/accreditation). */
export const aboutJabPages: SeedPage[] = [
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
