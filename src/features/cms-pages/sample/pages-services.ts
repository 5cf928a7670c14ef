import type { SeedBlock, SeedPage } from './types';

/**
 * Sample pages for the accreditation services, the site guide and legal pages, and the index
 * pages of the information area. Facts come from the product description only; anything the
 * description does not give (fees, contact details, official legal text, posting details) is
 * left to staff through a sample notice.
 */

/** The flow to accreditation, shared by every scheme page (the ten steps of the description). */
function accreditationFlow(): SeedBlock[] {
  return [
    { kind: 'heading', text: { ja: '認定までの流れ', en: 'The path to accreditation' } },
    {
      kind: 'paragraph',
      text: {
        ja: '認定の手続は、申請、受理、書類審査、現地審査、審査報告、是正処置の確認、認定の決定、認定証の発行と公表の順に進みます。認定後はサーベイランスを受け、認定サイクル（原則として4年）の最終年に再審査を受けることで、認定を継続できます。手続に関する詳しい定めは、「文書・様式」のページに掲載している文書をご確認ください。',
        en: 'The accreditation process runs through application, acceptance, document review, on-site assessment, the assessment report, review of corrective action, the accreditation decision, and the issue and publication of the certificate. Once accredited, a body undergoes surveillance and, to maintain its accreditation, a reassessment in the final year of the accreditation cycle (four years in principle). The detailed rules of the process are set out in the documents published on the "Documents and Forms" page.',
      },
    },
  ];
}

/** The sample notice of a scheme page: fees and application contacts are not in the description. */
function schemeSampleNotice(): SeedBlock {
  return {
    kind: 'notice',
    text: {
      ja: 'このページはサンプルです。認定の料金と申請窓口の連絡先は管理画面から登録してください。',
      en: 'This page is sample content. Staff enter the accreditation fees and the contact details for applications in the CMS.',
    },
  };
}

export const servicePages: SeedPage[] = [
  // ---------------------------------------------------------------------------------------------
  // Accreditation services
  // ---------------------------------------------------------------------------------------------
  {
    path: '/service',
    title: { ja: '認定サービス', en: 'Accreditation Services' },
    summary: {
      ja: '当協会が行う適合性評価機関の認定の種類と、それぞれの認定基準となる国際規格をご紹介します。',
      en: 'An overview of the accreditation programmes that JAB offers to conformity assessment bodies and of the international standard used as the accreditation criteria for each.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、認証機関、試験所、検査機関などの適合性評価機関が、国際規格に定められた要求事項に従って、公平かつ適切に業務を行う能力を有しているかどうかを第三者の立場から審査し、認定しています。認定は、認定を受けた機関が発行する証明書や報告書の信頼性を裏付けるものです。',
          en: 'JAB assesses, as an independent third party, whether conformity assessment bodies such as certification bodies, laboratories and inspection bodies have the competence to carry out their work impartially and properly in accordance with the requirements of international standards, and accredits those that do. Accreditation underpins the reliability of the certificates and reports issued by accredited bodies.',
        },
      },
      { kind: 'heading', text: { ja: '認定の分野と認定基準', en: 'Accreditation programmes and criteria' } },
      {
        kind: 'list',
        items: [
          {
            ja: 'マネジメントシステム認証機関：ISO/IEC 17021-1',
            en: 'Management system certification bodies: ISO/IEC 17021-1',
          },
          { ja: '要員認証機関：ISO/IEC 17024', en: 'Personnel certification bodies: ISO/IEC 17024' },
          { ja: '製品認証機関：ISO/IEC 17065', en: 'Product certification bodies: ISO/IEC 17065' },
          {
            ja: '温室効果ガス妥当性確認・検証機関：ISO 14065',
            en: 'Greenhouse gas validation and verification bodies: ISO 14065',
          },
          {
            ja: '試験所・校正機関：ISO/IEC 17025',
            en: 'Testing and calibration laboratories: ISO/IEC 17025',
          },
          { ja: '臨床検査室：ISO 15189', en: 'Medical laboratories: ISO 15189' },
          {
            ja: '検査機関（タイプA、B、C）：ISO/IEC 17020',
            en: 'Inspection bodies (types A, B and C): ISO/IEC 17020',
          },
          { ja: '標準物質生産者：ISO 17034', en: 'Reference material producers: ISO 17034' },
          { ja: '技能試験提供者：ISO/IEC 17043', en: 'Proficiency testing providers: ISO/IEC 17043' },
          { ja: 'バイオバンク：ISO 20387', en: 'Biobanks: ISO 20387' },
        ],
      },
      { kind: 'heading', text: { ja: '国際相互承認', en: 'International mutual recognition' } },
      {
        kind: 'paragraph',
        text: {
          ja: '認定の国際的な相互承認の枠組みとして、IAF MLA、ILAC MRA、APAC MRAがあります。相互承認により、認定を受けた機関による認証や試験などの結果が国際的にも受け入れられやすくなります。各分野の相互承認の対象範囲は、それぞれの分野のページでご確認いただけます。',
          en: 'The international frameworks for the mutual recognition of accreditation are the IAF MLA, the ILAC MRA and the APAC MRA. Mutual recognition makes the certification, testing and other results of accredited bodies more readily accepted internationally. The scope of mutual recognition for each programme is shown on the page of that programme.',
        },
      },
      { kind: 'heading', text: { ja: '認定サイクル', en: 'Accreditation cycle' } },
      {
        kind: 'paragraph',
        text: {
          ja: '認定サイクルは原則として4年です。認定期間中は定期的にサーベイランスを受け、サイクルの最終年に再審査を受けることで、認定を継続することができます。',
          en: 'The accreditation cycle is four years in principle. During the cycle, an accredited body undergoes regular surveillance, and it can maintain its accreditation by undergoing a reassessment in the final year of the cycle.',
        },
      },
    ],
  },
  {
    path: '/service/management_system',
    title: {
      ja: 'マネジメントシステム認証機関の認定',
      en: 'Accreditation of Management System Certification Bodies',
    },
    summary: {
      ja: 'ISO/IEC 17021-1に基づくマネジメントシステム認証機関の認定について、対象分野、メリット、認定までの流れをご紹介します。',
      en: 'Accreditation of management system certification bodies against ISO/IEC 17021-1: the scopes covered, the benefits and the path to accreditation.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'マネジメントシステム認証機関は、組織のマネジメントシステムが規格の要求事項に適合しているかどうかを審査し、認証する機関です。当協会は、認証機関が公平性を保ち、十分な能力をもって審査と認証を行っていることを、ISO/IEC 17021-1に基づいて審査し、認定しています。',
          en: 'A management system certification body audits and certifies whether the management system of an organisation conforms to the requirements of a standard. JAB assesses against ISO/IEC 17021-1 whether a certification body carries out its audits and certification impartially and with sufficient competence, and accredits it accordingly.',
        },
      },
      { kind: 'heading', text: { ja: '認定の対象分野', en: 'Scopes of accreditation' } },
      {
        kind: 'list',
        items: [
          { ja: 'QMS（品質マネジメントシステム）', en: 'QMS (quality management systems)' },
          {
            ja: 'AS-QMS 9100、AS-QMS 9120（航空宇宙分野の品質マネジメントシステム）',
            en: 'AS-QMS 9100 and AS-QMS 9120 (aerospace quality management systems)',
          },
          {
            ja: 'TL-QMS（電気通信分野の品質マネジメントシステム）',
            en: 'TL-QMS (telecommunications quality management systems)',
          },
          {
            ja: 'MD-QMS（医療機器の品質マネジメントシステム）',
            en: 'MD-QMS (medical device quality management systems)',
          },
          {
            ja: 'EMS（環境マネジメントシステム）、EnMS（エネルギーマネジメントシステム）',
            en: 'EMS (environmental management systems) and EnMS (energy management systems)',
          },
          {
            ja: 'ISMS（情報セキュリティマネジメントシステム）',
            en: 'ISMS (information security management systems)',
          },
          {
            ja: 'OHSMS（JIS Q 45001）、J-OHSMS（JIS Q 45100）（労働安全衛生マネジメントシステム）',
            en: 'OHSMS (JIS Q 45001) and J-OHSMS (JIS Q 45100) (occupational health and safety management systems)',
          },
          {
            ja: 'FSMS、FSSC 22000、JFS-C（食品安全マネジメントシステム）',
            en: 'FSMS, FSSC 22000 and JFS-C (food safety management systems)',
          },
          { ja: 'AMS（アセットマネジメントシステム）', en: 'AMS (asset management systems)' },
        ],
      },
      {
        kind: 'notice',
        text: {
          ja: '道路交通安全マネジメントシステムの認定は、2020年3月31日から停止しています。',
          en: 'Accreditation for road traffic safety management systems has been suspended since 31 March 2020.',
        },
      },
      { kind: 'heading', text: { ja: 'メリットと認定までの流れ', en: 'Benefits and the path to accreditation' } },
      {
        kind: 'paragraph',
        text: {
          ja: '認定を受けることで、認証機関の審査と認証の信頼性が第三者によって客観的に示され、その認証は国際相互承認の枠組みを通じて国際的にも受け入れられやすくなります。詳しくは「認定のメリット」をご覧ください。申請から認定の決定、サーベイランス、そして認定サイクル（原則として4年）の最終年に行う再審査までの10の段階は、「認定までの流れ」でご説明しています。',
          en: 'Accreditation provides objective, third-party evidence of the reliability of the audits and certification of a certification body, and the international mutual recognition frameworks help its certificates gain acceptance internationally. See "Benefits of Accreditation" for details. The ten steps from application to the accreditation decision, surveillance and the reassessment in the final year of the accreditation cycle (four years in principle) are explained in "Steps to Accreditation".',
        },
      },
      schemeSampleNotice(),
    ],
  },
  {
    path: '/service/management_system/merit',
    title: { ja: '認定のメリット', en: 'Benefits of Accreditation' },
    summary: {
      ja: 'マネジメントシステム認証機関が当協会の認定を受けることで得られる主なメリットをご紹介します。',
      en: 'The main benefits that a management system certification body gains from accreditation by JAB.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '認定は、認証機関による審査と認証が国際規格に沿って公平かつ適切に行われていることを、当協会が第三者として確認するものです。認定を受けることには、認証機関にとっても、認証を受ける組織やその取引先にとっても、次のようなメリットがあります。',
          en: 'Accreditation is confirmation by JAB, as a third party, that the audits and certification of a certification body are carried out impartially and properly in line with international standards. It offers the following benefits both to certification bodies and to certified organisations and their business partners.',
        },
      },
      { kind: 'heading', text: { ja: '認証機関にとってのメリット', en: 'For certification bodies' } },
      {
        kind: 'list',
        items: [
          {
            ja: '審査と認証を行う能力と公平性が、ISO/IEC 17021-1に基づく第三者の評価によって客観的に示されます。',
            en: 'Their competence and impartiality in auditing and certification are objectively demonstrated by a third-party assessment against ISO/IEC 17021-1.',
          },
          {
            ja: '定期的なサーベイランスと再審査を通じて、業務の仕組みを継続的に見直し、改善する機会が得られます。',
            en: 'Regular surveillance and reassessment give them the opportunity to review and improve their systems on a continuing basis.',
          },
          {
            ja: '認定を受けた機関として当協会のウェブサイトで公表され、顧客が認定の状況や範囲を確認できるようになります。',
            en: 'They are published on the JAB website as accredited bodies, so that customers can check the status and scope of their accreditation.',
          },
        ],
      },
      {
        kind: 'heading',
        text: { ja: '認証を受ける組織と社会にとってのメリット', en: 'For certified organisations and society' },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '認定を受けた認証機関による認証は、その信頼性が第三者によって裏付けられているため、取引先や消費者に受け入れられやすくなります。',
            en: 'Certification by an accredited certification body is more readily accepted by business partners and consumers, because its reliability is backed by a third party.',
          },
          {
            ja: '国際相互承認の枠組みにより、認証が国際的にも通用しやすくなり、海外との取引における重複した審査の削減につながります。',
            en: 'The international mutual recognition frameworks help certificates to be recognised abroad, which reduces duplicated audits in international trade.',
          },
          {
            ja: '認定を受けた認証機関が認証した組織は、当協会の認証組織検索で確認することができます。',
            en: 'Organisations certified by accredited certification bodies can be looked up in the JAB search of certified organisations.',
          },
        ],
      },
    ],
  },
  {
    path: '/service/management_system/step',
    title: { ja: '認定までの流れ', en: 'Steps to Accreditation' },
    summary: {
      ja: 'マネジメントシステム認証機関の認定について、申請から認定の決定、その後のサーベイランスと再審査までの10の段階をご説明します。',
      en: 'The ten steps of the accreditation of a management system certification body, from application to the accreditation decision and the subsequent surveillance and reassessment.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '申請から認定の取得までは、次の10の段階で進みます。認定後も、認定サイクル（原則として4年）を通じてサーベイランスを受け、サイクルの最終年に再審査を受けることで、認定が継続されます。',
          en: 'Accreditation proceeds through the ten steps below, from application to the granting of accreditation. After accreditation, a body undergoes surveillance throughout the accreditation cycle (four years in principle), and its accreditation continues once it has passed a reassessment in the final year of the cycle.',
        },
      },
      { kind: 'heading', text: { ja: '10の段階', en: 'The ten steps' } },
      {
        kind: 'list',
        ordered: true,
        items: [
          {
            ja: '申請：申請書と必要な文書に、署名した契約書を添えてご提出いただきます。',
            en: 'Application: the applicant submits the application form and the required documents, together with a signed contract.',
          },
          {
            ja: '受理：書類に不備がなく、料金の入金と契約の締結が確認できた時点で、申請を受理します。',
            en: 'Acceptance: the application is accepted once the documents are free of deficiencies, the fee has been received and the contract has been concluded.',
          },
          {
            ja: '書類審査：提出された文書を審査し、審査を先に進めるかどうかを判断します。',
            en: 'Document review: the documents submitted are reviewed to decide whether the assessment should proceed.',
          },
          {
            ja: '現地審査：通常は第1段階、第2段階の順に行い、本部とすべての事務所を対象とします。',
            en: 'On-site assessment: normally carried out as stage 1 followed by stage 2, covering the headquarters and all offices.',
          },
          {
            ja: '審査報告：審査の結果を審査報告書にまとめ、確認された不適合を示します。',
            en: 'Assessment report: the results of the assessment are set out in an assessment report, which lists the non-conformities found.',
          },
          {
            ja: '是正処置の確認：不適合ごとに、根本原因、修正、影響の封じ込め、是正処置の計画とその実施の状況を確認します。',
            en: 'Review of corrective action: for each non-conformity, JAB reviews the root cause, the correction, the containment of its effects, and the corrective action plan and its implementation.',
          },
          {
            ja: '認定の決定：審査の結果に基づいて、認定の可否を決定します。',
            en: 'Accreditation decision: a decision on accreditation is made on the basis of the assessment results.',
          },
          {
            ja: '認定証の発行と公表：認定証を発行し、認定した機関を当協会のウェブサイトで公表します。',
            en: 'Issue of the certificate and publication: the accreditation certificate is issued and the accredited body is published on the JAB website.',
          },
          {
            ja: 'サーベイランス：認定後も定期的にサーベイランスを行い、要求事項への適合が維持されていることを確認します。',
            en: 'Surveillance: regular surveillance continues after accreditation to confirm that conformity with the requirements is maintained.',
          },
          {
            ja: '再審査：認定サイクルの最終年に再審査を行います。',
            en: 'Reassessment: a reassessment takes place in the final year of the accreditation cycle.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '申請に必要な文書や様式は、「文書・様式」のページから入手できます。',
          en: 'The documents and forms needed for an application are available on the "Documents and Forms" page.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。各段階の標準的な所要期間と認定の料金は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the typical duration of each step and the accreditation fees in the CMS.',
        },
      },
    ],
  },
  {
    path: '/service/essential_member',
    title: { ja: '要員認証機関の認定', en: 'Accreditation of Personnel Certification Bodies' },
    summary: {
      ja: 'ISO/IEC 17024に基づく要員認証機関の認定について、概要、メリット、認定までの流れをご紹介します。',
      en: 'Accreditation of personnel certification bodies against ISO/IEC 17024: an overview, the benefits and the path to accreditation.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '要員認証機関は、特定の業務に必要な知識や技能を有しているかどうかを評価し、その人を認証する機関です。当協会は、要員認証機関が試験などによる評価と認証を公平かつ一貫した方法で行う能力を有していることを、ISO/IEC 17024に基づいて審査し、認定しています。',
          en: 'A personnel certification body evaluates whether individuals have the knowledge and skills required for particular work, and certifies them. JAB assesses against ISO/IEC 17024 whether a personnel certification body is competent to carry out evaluation, such as examinations, and certification in an impartial and consistent manner, and accredits it accordingly.',
        },
      },
      { kind: 'heading', text: { ja: 'メリット', en: 'Benefits' } },
      {
        kind: 'list',
        items: [
          {
            ja: '認証の仕組みと運営が国際規格に適合していることが、第三者の評価によって客観的に示されます。',
            en: 'Third-party assessment objectively demonstrates that the certification scheme and its operation conform to an international standard.',
          },
          {
            ja: '認定を受けた機関が認証した要員の資格は、雇用する組織や顧客から信頼を得やすくなります。',
            en: 'The qualifications of persons certified by an accredited body more readily earn the trust of employers and customers.',
          },
          {
            ja: '定期的なサーベイランスと再審査を通じて、認証の仕組みを継続的に改善する機会が得られます。',
            en: 'Regular surveillance and reassessment provide an opportunity to improve the certification scheme on a continuing basis.',
          },
        ],
      },
      ...accreditationFlow(),
      schemeSampleNotice(),
    ],
  },
  {
    path: '/service/product',
    title: { ja: '製品認証機関の認定', en: 'Accreditation of Product Certification Bodies' },
    summary: {
      ja: 'ISO/IEC 17065に基づく製品認証機関の認定について、対象分野、メリット、認定までの流れをご紹介します。',
      en: 'Accreditation of product certification bodies against ISO/IEC 17065: the scopes covered, the benefits and the path to accreditation.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '製品認証機関は、製品、プロセス又はサービスが規格などの要求事項に適合していることを認証する機関です。当協会は、製品認証機関が認証を公平かつ適切に行う能力を有していることを、ISO/IEC 17065に基づいて審査し、認定しています。',
          en: 'A product certification body certifies that products, processes or services conform to the requirements of standards or other specifications. JAB assesses against ISO/IEC 17065 whether a product certification body is competent to carry out certification impartially and properly, and accredits it accordingly.',
        },
      },
      { kind: 'heading', text: { ja: '認定の対象分野', en: 'Scopes of accreditation' } },
      {
        kind: 'list',
        items: [
          { ja: 'A：消防用設備', en: 'A: Fire equipment' },
          { ja: 'B：抗菌・防臭加工繊維製品', en: 'B: Antibacterial and deodorant textiles' },
          { ja: 'C：電気設備の溶接', en: 'C: Welding of electrical facilities' },
          { ja: 'D：市場調査サービス', en: 'D: Market research services' },
          { ja: 'E：風力発電システム', en: 'E: Wind power generation systems' },
          { ja: 'F：セキュアな組込み制御機器', en: 'F: Secure embedded control devices' },
          { ja: 'G：林産物', en: 'G: Forest products' },
          { ja: 'H：GAP農産物', en: 'H: GAP agricultural products' },
          { ja: 'I：漁業及び水産物', en: 'I: Fishing and fishery products' },
          { ja: 'J：燃料の製造工程', en: 'J: Fuel production processes' },
        ],
      },
      { kind: 'heading', text: { ja: 'メリット', en: 'Benefits' } },
      {
        kind: 'list',
        items: [
          {
            ja: '認証を公平かつ適切に行う能力が、第三者の評価によって客観的に示されます。',
            en: 'Third-party assessment objectively demonstrates the competence of the body to carry out certification impartially and properly.',
          },
          {
            ja: '認定を受けた機関による認証は、製品やサービスを選ぶ事業者や消費者にとって、信頼できる判断材料となります。',
            en: 'Certification by an accredited body gives businesses and consumers a reliable basis for choosing products and services.',
          },
          {
            ja: '国際相互承認の枠組みにより、認証が国際的にも受け入れられやすくなります。',
            en: 'The international mutual recognition frameworks help certificates gain acceptance internationally.',
          },
        ],
      },
      ...accreditationFlow(),
      schemeSampleNotice(),
    ],
  },
  {
    path: '/service/greenhouse_gas',
    title: {
      ja: '温室効果ガス妥当性確認・検証機関の認定',
      en: 'Accreditation of Greenhouse Gas Validation and Verification Bodies',
    },
    summary: {
      ja: 'ISO 14065に基づく温室効果ガス妥当性確認・検証機関の認定について、対象分野、メリット、認定までの流れをご紹介します。',
      en: 'Accreditation of greenhouse gas validation and verification bodies against ISO 14065: the scopes covered, the benefits and the path to accreditation.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '温室効果ガス妥当性確認・検証機関は、組織やプロジェクトの温室効果ガスの排出量や削減量などに関する情報について、妥当性確認又は検証を行う機関です。当協会は、これらの機関が業務を公平かつ適切に行う能力を有していることを、ISO 14065に基づいて審査し、認定しています。',
          en: 'A greenhouse gas validation and verification body validates or verifies information on the greenhouse gas emissions, reductions and similar of organisations and projects. JAB assesses against ISO 14065 whether such a body is competent to carry out this work impartially and properly, and accredits it accordingly.',
        },
      },
      { kind: 'heading', text: { ja: '認定の対象分野', en: 'Scopes of accreditation' } },
      {
        kind: 'list',
        items: [
          {
            ja: 'A：ISO 14064-1に基づく組織の妥当性確認及び検証',
            en: 'A: Validation and verification at the organisation level under ISO 14064-1',
          },
          {
            ja: 'B：ISO 14064-2に基づくプロジェクトの妥当性確認',
            en: 'B: Validation of projects under ISO 14064-2',
          },
          {
            ja: 'C：ISO 14064-2に基づくプロジェクトの検証',
            en: 'C: Verification of projects under ISO 14064-2',
          },
          { ja: 'D：CORSIAに基づく検証', en: 'D: Verification under CORSIA' },
        ],
      },
      { kind: 'heading', text: { ja: 'メリット', en: 'Benefits' } },
      {
        kind: 'list',
        items: [
          {
            ja: '妥当性確認と検証を公平かつ適切に行う能力が、第三者の評価によって客観的に示されます。',
            en: 'Third-party assessment objectively demonstrates the competence of the body to carry out validation and verification impartially and properly.',
          },
          {
            ja: '認定を受けた機関による妥当性確認や検証を経た温室効果ガスの情報は、取引先や投資家、行政などに対して高い信頼性をもって示すことができます。',
            en: 'Greenhouse gas information that has been validated or verified by an accredited body can be presented with a high degree of credibility to business partners, investors and public authorities.',
          },
          {
            ja: '国際相互承認の枠組みにより、妥当性確認や検証の結果が国際的にも受け入れられやすくなります。',
            en: 'The international mutual recognition frameworks help validation and verification results gain acceptance internationally.',
          },
        ],
      },
      ...accreditationFlow(),
      schemeSampleNotice(),
    ],
  },
  {
    path: '/service/laboratory',
    title: { ja: '試験所・校正機関の認定', en: 'Accreditation of Testing and Calibration Laboratories' },
    summary: {
      ja: 'ISO/IEC 17025に基づく試験所及び校正機関の認定について、概要、メリット、認定までの流れをご紹介します。',
      en: 'Accreditation of testing and calibration laboratories against ISO/IEC 17025: an overview, the benefits and the path to accreditation.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '試験所は製品や材料などの試験を、校正機関は計測機器などの校正を行う機関です。当協会は、試験所及び校正機関が技術的に妥当な結果を出す能力を有し、公平に業務を運営していることを、ISO/IEC 17025に基づいて審査し、認定しています。',
          en: 'Testing laboratories test products, materials and the like, while calibration laboratories calibrate measuring instruments and other equipment. JAB assesses against ISO/IEC 17025 whether testing and calibration laboratories are competent to produce technically valid results and operate impartially, and accredits them accordingly.',
        },
      },
      { kind: 'heading', text: { ja: 'メリット', en: 'Benefits' } },
      {
        kind: 'list',
        items: [
          {
            ja: '試験や校正の結果の信頼性が、第三者の評価によって客観的に示されます。',
            en: 'Third-party assessment objectively demonstrates the reliability of test and calibration results.',
          },
          {
            ja: '国際相互承認の枠組みにより、試験報告書や校正証明書が国際的にも受け入れられやすくなり、重複した試験の削減につながります。',
            en: 'The international mutual recognition frameworks help test reports and calibration certificates gain acceptance internationally, which reduces duplicated testing.',
          },
          {
            ja: '当協会の認定機関検索では、認定範囲とあわせて外部からの試験・校正の依頼の受付状況も公開され、依頼先を探す顧客に見つけてもらいやすくなります。',
            en: 'The JAB search of accredited bodies shows both the scope of accreditation and whether a laboratory accepts external testing or calibration work, making it easier for customers looking for a laboratory to find it.',
          },
        ],
      },
      ...accreditationFlow(),
      schemeSampleNotice(),
    ],
  },
  {
    path: '/service/medical_laboratory',
    title: { ja: '臨床検査室の認定', en: 'Accreditation of Medical Laboratories' },
    summary: {
      ja: 'ISO 15189に基づく臨床検査室の認定について、概要、メリット、認定までの流れをご紹介します。',
      en: 'Accreditation of medical laboratories against ISO 15189: an overview, the benefits and the path to accreditation.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '臨床検査室は、患者から採取した検体の検査を行い、診断や治療に役立つ結果を提供します。当協会は、臨床検査室が品質の確保された検査を行う能力を有していることを、ISO 15189に基づいて審査し、認定しています。',
          en: 'Medical laboratories examine samples taken from patients and provide results that support diagnosis and treatment. JAB assesses against ISO 15189 whether a medical laboratory is competent to deliver examinations of assured quality, and accredits it accordingly.',
        },
      },
      { kind: 'heading', text: { ja: 'メリット', en: 'Benefits' } },
      {
        kind: 'list',
        items: [
          {
            ja: '検査の品質と能力が、第三者の評価によって客観的に示され、患者や医療機関からの信頼につながります。',
            en: 'Third-party assessment objectively demonstrates the quality and competence of the laboratory, earning the trust of patients and healthcare institutions.',
          },
          {
            ja: '2016年から、認定を受けた臨床検査室に関して、診療報酬に40点の加算が設けられています。',
            en: 'Since 2016, a fee addition of 40 points has been available in the medical fee schedule in connection with accredited medical laboratories.',
          },
          {
            ja: '国際相互承認の枠組みにより、検査結果が国際的にも受け入れられやすくなります。',
            en: 'The international mutual recognition frameworks help examination results gain acceptance internationally.',
          },
          {
            ja: '定期的なサーベイランスと再審査を通じて、検査の品質を継続的に改善する機会が得られます。',
            en: 'Regular surveillance and reassessment provide an opportunity to improve the quality of examinations on a continuing basis.',
          },
        ],
      },
      ...accreditationFlow(),
      schemeSampleNotice(),
    ],
  },
  {
    path: '/service/inspection_agency',
    title: { ja: '検査機関の認定', en: 'Accreditation of Inspection Bodies' },
    summary: {
      ja: 'ISO/IEC 17020に基づく検査機関の認定について、検査機関のタイプ、メリット、認定までの流れをご紹介します。',
      en: 'Accreditation of inspection bodies against ISO/IEC 17020: the types of inspection body, the benefits and the path to accreditation.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '検査機関は、製品、設備、施設などを調べ、要求事項への適合を判定する機関です。当協会は、検査機関が検査を公平かつ適切に行う能力を有していることを、ISO/IEC 17020に基づいて審査し、認定しています。世界では6,500を超える検査機関が認定を受けています。',
          en: 'An inspection body examines products, equipment, installations and the like, and determines their conformity with requirements. JAB assesses against ISO/IEC 17020 whether an inspection body is competent to carry out inspection impartially and properly, and accredits it accordingly. More than 6,500 inspection bodies are accredited worldwide.',
        },
      },
      { kind: 'heading', text: { ja: '検査機関のタイプ', en: 'Types of inspection body' } },
      {
        kind: 'paragraph',
        text: {
          ja: 'ISO/IEC 17020では、検査機関はタイプA、タイプB、タイプCの3つに区分されます。当協会は、それぞれの検査機関が該当するタイプに応じて審査し、認定しています。',
          en: 'Under ISO/IEC 17020, inspection bodies are classified into three types: type A, type B and type C. JAB assesses and accredits each inspection body according to the type that applies to it.',
        },
      },
      { kind: 'heading', text: { ja: 'メリット', en: 'Benefits' } },
      {
        kind: 'list',
        items: [
          {
            ja: '検査を公平かつ適切に行う能力が、第三者の評価によって客観的に示されます。',
            en: 'Third-party assessment objectively demonstrates the competence of the body to carry out inspection impartially and properly.',
          },
          {
            ja: '国際相互承認の枠組みにより、検査の結果が国際的にも受け入れられやすくなります。',
            en: 'The international mutual recognition frameworks help inspection results gain acceptance internationally.',
          },
        ],
      },
      ...accreditationFlow(),
      schemeSampleNotice(),
    ],
  },
  {
    path: '/service/material_producer',
    title: { ja: '標準物質生産者の認定', en: 'Accreditation of Reference Material Producers' },
    summary: {
      ja: 'ISO 17034に基づく標準物質生産者の認定について、概要、メリット、認定までの流れをご紹介します。',
      en: 'Accreditation of reference material producers against ISO 17034: an overview, the benefits and the path to accreditation.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '標準物質は、測定機器の校正や測定方法の評価、品質管理などに用いられ、測定の信頼性を支える物質です。当協会は、標準物質生産者が品質の確保された標準物質を生産する能力を有していることを、ISO 17034に基づいて審査し、認定しています。当協会は、2011年9月30日に最初の標準物質生産者を認定しました。',
          en: 'Reference materials are used for purposes such as the calibration of measuring instruments, the evaluation of measurement methods and quality control, and underpin the reliability of measurement. JAB assesses against ISO 17034 whether a reference material producer is competent to produce reference materials of assured quality, and accredits it accordingly. JAB accredited its first reference material producer on 30 September 2011.',
        },
      },
      { kind: 'heading', text: { ja: 'メリット', en: 'Benefits' } },
      {
        kind: 'list',
        items: [
          {
            ja: '標準物質を生産する能力が、第三者の評価によって客観的に示されます。',
            en: 'Third-party assessment objectively demonstrates the competence of the producer to produce reference materials.',
          },
          {
            ja: '認定を受けた生産者の標準物質は、試験所や校正機関が測定の信頼性を確保する上で、安心して利用できるものとなります。',
            en: 'Reference materials from an accredited producer can be used with confidence by testing and calibration laboratories to assure the reliability of their measurements.',
          },
          {
            ja: '国際相互承認の枠組みにより、標準物質が国際的にも受け入れられやすくなります。',
            en: 'The international mutual recognition frameworks help reference materials gain acceptance internationally.',
          },
        ],
      },
      ...accreditationFlow(),
      schemeSampleNotice(),
    ],
  },
  {
    path: '/service/ptp',
    title: { ja: '技能試験提供者の認定', en: 'Accreditation of Proficiency Testing Providers' },
    summary: {
      ja: 'ISO/IEC 17043に基づく技能試験提供者の認定について、概要、メリット、認定までの流れをご紹介します。',
      en: 'Accreditation of proficiency testing providers against ISO/IEC 17043: an overview, the benefits and the path to accreditation.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '技能試験は、複数の試験所などが同じ試料を測定し、その結果を比較することで、参加した機関の能力を評価するものです。技能試験提供者は、技能試験を企画し、運営します。当協会は、技能試験提供者が技能試験を適切に運営する能力を有していることを、ISO/IEC 17043に基づいて審査し、認定しています。',
          en: 'Proficiency testing evaluates the performance of participating laboratories and similar bodies by having them measure the same test items and comparing their results. A proficiency testing provider designs and operates proficiency testing schemes. JAB assesses against ISO/IEC 17043 whether a proficiency testing provider is competent to operate proficiency testing properly, and accredits it accordingly.',
        },
      },
      { kind: 'heading', text: { ja: 'メリット', en: 'Benefits' } },
      {
        kind: 'list',
        items: [
          {
            ja: '技能試験を企画し運営する能力が、第三者の評価によって客観的に示されます。',
            en: 'Third-party assessment objectively demonstrates the competence of the provider to design and operate proficiency testing.',
          },
          {
            ja: '参加する試験所や臨床検査室は、認定を受けた提供者の技能試験を通じて、自らの能力を信頼性の高い方法で確認できます。',
            en: 'Participating laboratories and medical laboratories can confirm their own competence reliably through proficiency testing from an accredited provider.',
          },
          {
            ja: '国際相互承認の枠組みにより、技能試験の結果が国際的にも受け入れられやすくなります。',
            en: 'The international mutual recognition frameworks help proficiency testing results gain acceptance internationally.',
          },
        ],
      },
      ...accreditationFlow(),
      schemeSampleNotice(),
    ],
  },
  {
    path: '/service/biobanking',
    title: { ja: 'バイオバンクの認定', en: 'Accreditation of Biobanks' },
    summary: {
      ja: 'ISO 20387に基づくバイオバンクの認定について、概要、メリット、認定までの流れをご紹介します。',
      en: 'Accreditation of biobanks against ISO 20387: an overview, the benefits and the path to accreditation.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'バイオバンクは、生物由来の試料とその関連データを収集、保存し、研究などのために提供する機関です。当協会は、バイオバンクが試料とデータを適切な品質で管理し、提供する能力を有していることを、ISO 20387に基づいて審査し、認定しています。',
          en: 'A biobank collects and stores biological material and its associated data, and makes them available for research and other purposes. JAB assesses against ISO 20387 whether a biobank is competent to manage and supply material and data of appropriate quality, and accredits it accordingly.',
        },
      },
      { kind: 'heading', text: { ja: 'メリット', en: 'Benefits' } },
      {
        kind: 'list',
        items: [
          {
            ja: '試料とデータを適切に管理し提供する能力が、第三者の評価によって客観的に示されます。',
            en: 'Third-party assessment objectively demonstrates the competence of the biobank to manage and supply material and data properly.',
          },
          {
            ja: '認定を受けたバイオバンクの試料とデータは、研究者や企業が安心して利用できるものとなり、研究の信頼性の向上につながります。',
            en: 'Researchers and companies can use material and data from an accredited biobank with confidence, which contributes to the reliability of research.',
          },
          {
            ja: '定期的なサーベイランスと再審査を通じて、管理の仕組みを継続的に改善する機会が得られます。',
            en: 'Regular surveillance and reassessment provide an opportunity to improve management systems on a continuing basis.',
          },
        ],
      },
      ...accreditationFlow(),
      schemeSampleNotice(),
    ],
  },

];
