import type { LocalizedText } from '@/platform/localized';

import type { SchemeContent } from './types';

/*
 * Every scheme's sample record. The standards, their titles and the arrangements of international
 * mutual recognition are public facts of the field; the wording of summaries, benefits and fees is
 * sample text (the scheme view shows a sample notice because the seed marks every record `sample`).
 * Summaries and fees are plain text: the view renders them without links, and adds its own links to
 * documents, forms, the document on fees (titled from the documents collection) and the search of
 * accredited bodies. The texts never type a document's title.
 */

/** The two paragraphs on fees: what the document on fees covers, then what the assessment fee depends on. */
function fees(dependsOn: LocalizedText): LocalizedText[] {
  return [
    {
      ja: '認定に関する手数料は、下記のリンク先の文書に定めています。手数料は、申請の際にお支払いいただく申請手数料、書類審査・現地審査などの審査に応じた審査手数料、認定を維持するための年間手数料で構成されます。',
      en: 'Accreditation fees are set out in the document linked below. They consist of an application fee paid when you apply, assessment fees for the document review, the on-site assessment and other assessment work, and an annual fee for maintaining accreditation.',
    },
    {
      ja: `審査手数料は、${dependsOn.ja}によって異なります。金額と支払の時期は、その文書でご確認ください。`,
      en: `Assessment fees depend on ${dependsOn.en}. Please see that document for the amounts and when they are payable.`,
    },
  ];
}

/** A row of the mutual recognition table under both ILAC MRA and APAC MRA. */
function ilacAndApac(scope: LocalizedText, standard: string): SchemeContent['mra'] {
  return [
    { arrangement: 'ilacMra', scope, standard },
    { arrangement: 'apacMra', scope, standard },
  ];
}

const iso17025 = {
  standard: 'ISO/IEC 17025',
  title: {
    ja: '試験所及び校正機関の能力に関する一般要求事項',
    en: 'General requirements for the competence of testing and calibration laboratories',
  },
};

/** Every scheme's sample content (one record per scheme). */
export const schemeContents: SchemeContent[] = [
  // -----------------------------------------------------------------------------------------------
  {
    scheme: 'management_system',
    name: {
      ja: 'マネジメントシステム認証機関',
      en: 'management system certification bodies',
    },
    summary: [
      {
        ja: 'マネジメントシステム認証機関は、組織の品質、環境、情報セキュリティなどのマネジメントシステムが規格の要求事項に適合しているかを審査し、適合している組織を認証する機関です。',
        en: 'A management system certification body audits the management systems of organisations, for example for quality, the environment or information security, and certifies the organisations whose systems meet the requirements of the standard.',
      },
      {
        ja: '当協会は、認証機関が審査と認証を公平に、一貫した方法で、十分な力量をもって行っているかを、ISO/IEC 17021-1と分野ごとの要求事項に基づいて審査し、認定します。認定の後も、サーベイランスと、認定の周期（原則として4年）ごとの再審査によって、認定基準への適合が続いていることを確認します。',
        en: 'JAB assesses whether a certification body audits and certifies impartially, consistently and with sufficient competence, against ISO/IEC 17021-1 and the requirements for each field, and accredits the bodies that do. After accreditation, surveillance and a reassessment in each accreditation cycle (four years in principle) confirm that the body continues to meet the accreditation criteria.',
      },
      {
        ja: '当協会はIAF MLAに署名しています。認定を受けた認証機関が相互承認の範囲で発行した認証は、相互承認に参加する各国・地域でも同等のものとして受け入れられます。',
        en: 'JAB is a signatory to the IAF MLA. Certificates that accredited certification bodies issue within the scope of the arrangement are accepted as equivalent in the other economies taking part.',
      },
    ],
    merits: [
      {
        title: {
          ja: '認証の信頼性を示せます',
          en: 'Certificates people can rely on',
        },
        text: {
          ja: '認定を受けた認証機関の認証は第三者の評価に裏付けられているため、取引先や消費者から信頼を得やすくなります。',
          en: 'Certificates from an accredited certification body are backed by independent assessment, so customers and consumers can place their trust in them.',
        },
      },
      {
        title: { ja: '海外でも通用します', en: 'Recognition abroad' },
        text: {
          ja: 'IAF MLAを通じて認証が海外でも受け入れられ、取引先ごとに重ねて審査を受ける負担を減らせます。',
          en: 'Through the IAF MLA, certificates are accepted abroad, which spares certified organisations repeated audits by each trading partner.',
        },
      },
      {
        title: {
          ja: '審査の質を高め続けられます',
          en: 'Continual improvement',
        },
        text: {
          ja: 'サーベイランスと再審査で第三者の視点を得て、審査の仕組みと審査員の力量を継続的に見直せます。',
          en: 'Surveillance and reassessment bring an outside view that helps the body keep improving its audit processes and the competence of its auditors.',
        },
      },
      {
        title: { ja: '認定の状況が公表されます', en: 'Published status' },
        text: {
          ja: '認定範囲は当協会のウェブサイトで公表され、認証した組織も認証組織の検索で確認できるようになります。',
          en: 'The scope of accreditation is published on the JAB website, and the organisations the body certifies can be found in Search certified organisations.',
        },
      },
    ],
    criteria: [
      {
        standard: 'ISO/IEC 17021-1',
        title: {
          ja: '適合性評価－マネジメントシステムの審査及び認証を行う機関に対する要求事項－第1部：要求事項',
          en: 'Conformity assessment — Requirements for bodies providing audit and certification of management systems — Part 1: Requirements',
        },
      },
      {
        standard: 'ISO/IEC TS 17021-2',
        title: {
          ja: '適合性評価－マネジメントシステムの審査及び認証を行う機関に対する要求事項－第2部：環境マネジメントシステムの審査及び認証に関する力量要求事項',
          en: 'Conformity assessment — Requirements for bodies providing audit and certification of management systems — Part 2: Competence requirements for auditing and certification of environmental management systems',
        },
      },
      {
        standard: 'ISO/IEC TS 17021-3',
        title: {
          ja: '適合性評価－マネジメントシステムの審査及び認証を行う機関に対する要求事項－第3部：品質マネジメントシステムの審査及び認証に関する力量要求事項',
          en: 'Conformity assessment — Requirements for bodies providing audit and certification of management systems — Part 3: Competence requirements for auditing and certification of quality management systems',
        },
      },
      {
        standard: 'ISO/IEC TS 17021-10',
        title: {
          ja: '適合性評価－マネジメントシステムの審査及び認証を行う機関に対する要求事項－第10部：労働安全衛生マネジメントシステムの審査及び認証に関する力量要求事項',
          en: 'Conformity assessment — Requirements for bodies providing audit and certification of management systems — Part 10: Competence requirements for auditing and certification of occupational health and safety management systems',
        },
      },
      {
        standard: 'ISO/IEC 27006-1',
        title: {
          ja: '情報セキュリティ、サイバーセキュリティ及びプライバシー保護－情報セキュリティマネジメントシステムの審査及び認証を行う機関に対する要求事項－第1部：一般',
          en: 'Information security, cybersecurity and privacy protection — Requirements for bodies providing audit and certification of information security management systems — Part 1: General',
        },
      },
      {
        standard: 'ISO 22003-1',
        title: {
          ja: '食品安全－第1部：食品安全マネジメントシステムの審査及び認証を行う機関に対する要求事項',
          en: 'Food safety — Part 1: Requirements for bodies providing audit and certification of food safety management systems',
        },
      },
      {
        standard: 'ISO 50003',
        title: {
          ja: 'エネルギーマネジメントシステム－エネルギーマネジメントシステムの審査及び認証を行う機関に対する要求事項',
          en: 'Energy management systems — Requirements for bodies providing audit and certification of energy management systems',
        },
      },
      {
        standard: 'IAF MD 1',
        title: {
          ja: 'マルチサイト組織が運用するマネジメントシステムの審査及び認証に関するIAF基準文書',
          en: 'IAF Mandatory Document for the Audit and Certification of a Management System Operated by a Multi-Site Organization',
        },
      },
      {
        standard: 'IAF MD 5',
        title: {
          ja: '品質、環境及び労働安全衛生マネジメントシステムの審査工数の決定',
          en: 'Determination of Audit Time of Quality, Environmental, and Occupational Health & Safety Management Systems',
        },
      },
    ],
    mra: [
      {
        arrangement: 'iafMla',
        scope: {
          ja: 'マネジメントシステム認証（主範囲）',
          en: 'Management system certification (main scope)',
        },
        standard: 'ISO/IEC 17021-1',
      },
      {
        arrangement: 'iafMla',
        scope: {
          ja: '品質マネジメントシステム（QMS）（副範囲）',
          en: 'Quality management systems (QMS) (sub-scope)',
        },
        standard: 'ISO 9001',
      },
      {
        arrangement: 'iafMla',
        scope: {
          ja: '環境マネジメントシステム（EMS）（副範囲）',
          en: 'Environmental management systems (EMS) (sub-scope)',
        },
        standard: 'ISO 14001',
      },
      {
        arrangement: 'iafMla',
        scope: {
          ja: '情報セキュリティマネジメントシステム（ISMS）（副範囲）',
          en: 'Information security management systems (ISMS) (sub-scope)',
        },
        standard: 'ISO/IEC 27001',
      },
      {
        arrangement: 'iafMla',
        scope: {
          ja: '食品安全マネジメントシステム（FSMS）（副範囲）',
          en: 'Food safety management systems (FSMS) (sub-scope)',
        },
        standard: 'ISO 22000',
      },
      {
        arrangement: 'iafMla',
        scope: {
          ja: '労働安全衛生マネジメントシステム（OHSMS）（副範囲）',
          en: 'Occupational health and safety management systems (OHSMS) (sub-scope)',
        },
        standard: 'ISO 45001',
      },
      {
        arrangement: 'iafMla',
        scope: {
          ja: 'エネルギーマネジメントシステム（EnMS）（副範囲）',
          en: 'Energy management systems (EnMS) (sub-scope)',
        },
        standard: 'ISO 50001',
      },
    ],
    fees: fees({
      ja: '認定範囲の分野の数、事業所の数、審査と立会審査に要する日数など',
      en: 'the number of fields in the scope of accreditation, the number of offices, and the days needed for the assessment and for witnessed assessments',
    }),
  },
  // -----------------------------------------------------------------------------------------------
  {
    scheme: 'personnel',
    name: { ja: '要員認証機関', en: 'personnel certification bodies' },
    summary: [
      {
        ja: '要員認証機関は、特定の職務や業務に必要な知識と技能を人が備えているかを、試験などによって評価し、備えている人を認証する機関です。認証の対象には、検査や診断に携わる技術者や、マネジメントシステムの審査員などがあります。',
        en: 'A personnel certification body evaluates, through examinations and other means, whether individuals have the knowledge and skills that a particular job or task requires, and certifies those who do. Examples include technicians who carry out inspection or diagnosis, and management system auditors.',
      },
      {
        ja: '当協会は、要員認証機関が認証の制度を適切に運営し、評価と認証の判定を公平かつ一貫した方法で行っているかを、ISO/IEC 17024に基づいて審査し、認定します。試験問題の管理、試験の実施、認証の維持と更新の仕組みも審査の対象です。',
        en: 'JAB assesses whether a personnel certification body runs its certification scheme properly and makes its evaluations and certification decisions impartially and consistently, against ISO/IEC 17024, and accredits the bodies that do. The assessment also covers how examination material is kept secure, how examinations are conducted, and how certification is maintained and renewed.',
      },
    ],
    merits: [
      {
        title: {
          ja: '資格の信頼性を示せます',
          en: 'Qualifications people can trust',
        },
        text: {
          ja: '認定を受けた機関が認証した人の資格は、雇用する組織や顧客から信頼を得やすくなります。',
          en: 'Qualifications awarded by an accredited body earn the trust of employers and customers more readily.',
        },
      },
      {
        title: {
          ja: '公平な評価を証明できます',
          en: 'Evidence of fair evaluation',
        },
        text: {
          ja: '受験者を公平で一貫した方法で評価していることを、第三者の審査によって示せます。',
          en: 'Independent assessment shows that candidates are evaluated fairly and consistently.',
        },
      },
      {
        title: { ja: '海外でも通用します', en: 'Recognition abroad' },
        text: {
          ja: 'IAF MLAを通じて、認証が相互承認に参加する各国・地域でも受け入れられやすくなります。',
          en: 'Through the IAF MLA, certification is more readily accepted in the economies taking part in the arrangement.',
        },
      },
    ],
    criteria: [
      {
        standard: 'ISO/IEC 17024',
        title: {
          ja: '適合性評価－要員の認証を実施する機関に対する一般要求事項',
          en: 'Conformity assessment — General requirements for bodies operating certification of persons',
        },
      },
    ],
    mra: [
      {
        arrangement: 'iafMla',
        scope: {
          ja: '要員認証（主範囲）',
          en: 'Certification of persons (main scope)',
        },
        standard: 'ISO/IEC 17024',
      },
    ],
    fees: fees({
      ja: '認証の制度の数、試験会場の数、審査に要する日数など',
      en: 'the number of certification schemes, the number of examination centres, and the days needed for the assessment',
    }),
  },
  // -----------------------------------------------------------------------------------------------
  {
    scheme: 'product',
    name: { ja: '製品認証機関', en: 'product certification bodies' },
    summary: [
      {
        ja: '製品認証機関は、製品、プロセス又はサービスが規格や技術基準などの要求事項に適合していることを、試験、検査、工場の審査などを組み合わせて評価し、認証する機関です。',
        en: 'A product certification body evaluates, by combining testing, inspection, factory audits and other activities, whether products, processes or services meet the requirements of standards, technical regulations or other specifications, and certifies those that do.',
      },
      {
        ja: '当協会は、製品認証機関が認証の仕組みを公平かつ適切に運営し、十分な能力をもって認証を行っているかを、ISO/IEC 17065に基づいて審査し、認定します。認定範囲は、消防用設備等、林産物、GAP農産物など、認証の対象ごとに定めます。',
        en: 'JAB assesses whether a product certification body runs its certification impartially and properly and has the competence to certify, against ISO/IEC 17065, and accredits the bodies that do. The scope of accreditation is defined by the subject of certification, such as fire protection equipment, forest products or GAP agricultural products.',
      },
    ],
    merits: [
      {
        title: {
          ja: '選ぶ人の判断材料になります',
          en: 'A sound basis for choice',
        },
        text: {
          ja: '認定を受けた機関の認証は、製品やサービスを選ぶ事業者や消費者にとって、信頼できる判断材料となります。',
          en: 'Certification by an accredited body gives businesses and consumers a reliable basis for choosing products and services.',
        },
      },
      {
        title: {
          ja: '制度の運営者から選ばれます',
          en: 'Trusted by scheme owners',
        },
        text: {
          ja: '認証の制度を定める団体や行政が、認定を受けていることを認証機関の条件とする場合があります。',
          en: 'Scheme owners and public authorities may require certification bodies to be accredited before they can certify under a scheme.',
        },
      },
      {
        title: { ja: '海外でも通用します', en: 'Recognition abroad' },
        text: {
          ja: 'IAF MLAを通じて、認証が海外でも受け入れられやすくなり、輸出の際の重複した評価を減らせます。',
          en: 'Through the IAF MLA, certificates are more readily accepted abroad, reducing repeated evaluation when products are exported.',
        },
      },
    ],
    criteria: [
      {
        standard: 'ISO/IEC 17065',
        title: {
          ja: '適合性評価－製品、プロセス及びサービスの認証を行う機関に対する要求事項',
          en: 'Conformity assessment — Requirements for bodies certifying products, processes and services',
        },
      },
      {
        standard: 'ISO/IEC 17067',
        title: {
          ja: '適合性評価－製品認証の基礎及び製品認証スキームのための指針',
          en: 'Conformity assessment — Fundamentals of product certification and guidelines for product certification schemes',
        },
      },
    ],
    mra: [
      {
        arrangement: 'iafMla',
        scope: {
          ja: '製品認証（主範囲）',
          en: 'Product certification (main scope)',
        },
        standard: 'ISO/IEC 17065',
      },
    ],
    fees: fees({
      ja: '認定範囲に含める認証の制度の数、事業所の数、審査と立会審査に要する日数など',
      en: 'the number of certification schemes in the scope of accreditation, the number of offices, and the days needed for the assessment and for witnessed assessments',
    }),
  },
  // -----------------------------------------------------------------------------------------------
  {
    scheme: 'greenhouse_gas',
    name: {
      ja: '温室効果ガス妥当性確認・検証機関',
      en: 'greenhouse gas validation and verification bodies',
    },
    summary: [
      {
        ja: '温室効果ガス妥当性確認・検証機関は、組織やプロジェクトが示す温室効果ガスの排出量、削減量などの情報について、その根拠となる計画の妥当性確認や、報告された値の検証を行う機関です。',
        en: 'A greenhouse gas validation and verification body validates the plans behind the greenhouse gas information that organisations and projects present, such as emissions and reductions, and verifies the figures they report.',
      },
      {
        ja: '当協会は、これらの機関が妥当性確認と検証を公平に、十分な力量をもって行っているかを、ISO 14065とISO 14064-3に基づいて審査し、認定します。認定範囲には、ISO 14064-1による組織の算定、ISO 14064-2によるプロジェクト、CORSIAによる検証があります。',
        en: 'JAB assesses whether such a body validates and verifies impartially and with sufficient competence, against ISO 14065 and ISO 14064-3, and accredits the bodies that do. The scopes of accreditation cover organisation-level inventories under ISO 14064-1, projects under ISO 14064-2 and verification under CORSIA.',
      },
    ],
    merits: [
      {
        title: { ja: '数値の信頼性を示せます', en: 'Credible figures' },
        text: {
          ja: '認定を受けた機関が検証した温室効果ガスの情報は、取引先、投資家、行政に対して高い信頼性をもって示せます。',
          en: 'Greenhouse gas information verified by an accredited body can be presented with confidence to business partners, investors and public authorities.',
        },
      },
      {
        title: {
          ja: '制度の要件を満たせます',
          en: 'Meeting scheme requirements',
        },
        text: {
          ja: '排出量の報告や取引の制度には、認定を受けた検証機関による検証を求めるものがあります。',
          en: 'Some reporting and trading schemes for emissions require verification by an accredited verification body.',
        },
      },
      {
        title: { ja: '海外でも通用します', en: 'Recognition abroad' },
        text: {
          ja: 'IAF MLAを通じて、妥当性確認と検証の結果が海外でも受け入れられやすくなります。',
          en: 'Through the IAF MLA, validation and verification statements are more readily accepted abroad.',
        },
      },
    ],
    criteria: [
      {
        standard: 'ISO 14065',
        title: {
          ja: '環境情報の妥当性確認及び検証を行う機関に対する一般原則及び要求事項',
          en: 'General principles and requirements for bodies validating and verifying environmental information',
        },
      },
      {
        standard: 'ISO 14064-3',
        title: {
          ja: '温室効果ガス－第3部：温室効果ガスに関する主張の検証及び妥当性確認のための仕様並びに手引',
          en: 'Greenhouse gases — Part 3: Specification with guidance for the verification and validation of greenhouse gas statements',
        },
      },
    ],
    mra: [
      {
        arrangement: 'iafMla',
        scope: {
          ja: '温室効果ガスの妥当性確認・検証',
          en: 'Greenhouse gas validation and verification',
        },
        standard: 'ISO 14065',
      },
    ],
    fees: fees({
      ja: '認定範囲の数、妥当性確認・検証を行う事業所の数、審査と立会審査に要する日数など',
      en: 'the number of scopes of accreditation, the number of offices that carry out validation and verification, and the days needed for the assessment and for witnessed assessments',
    }),
  },
  // -----------------------------------------------------------------------------------------------
  {
    scheme: 'laboratory',
    name: { ja: '試験所', en: 'testing laboratories' },
    summary: [
      {
        ja: '試験所は、製品、材料、環境の試料などを試験し、その結果を試験報告書として提供する機関です。化学分析、電気、機械、食品、建材など、試験の分野は多岐にわたります。',
        en: 'A testing laboratory tests products, materials, environmental samples and other items, and reports the results in test reports. Its work spans many fields, including chemical analysis, electrical, mechanical, food and construction materials testing.',
      },
      {
        ja: '当協会は、試験所が技術的に妥当な結果を出す能力をもち、公平に業務を運営しているかを、ISO/IEC 17025に基づいて審査し、試験の方法ごとに認定範囲を定めて認定します。審査には、その分野の技術専門家が加わります。',
        en: 'JAB assesses whether a testing laboratory is competent to produce technically valid results and operates impartially, against ISO/IEC 17025, and accredits it for the test methods listed in its scope of accreditation. Technical experts in the field take part in the assessment.',
      },
    ],
    merits: [
      {
        title: {
          ja: '試験結果の信頼性を示せます',
          en: 'Results people can rely on',
        },
        text: {
          ja: '認定範囲の試験について、結果の妥当性が第三者の評価によって裏付けられます。',
          en: 'For the tests within the scope, the validity of the results is backed by independent assessment.',
        },
      },
      {
        title: { ja: '重複した試験を減らせます', en: 'Less repeated testing' },
        text: {
          ja: 'ILAC MRAとAPAC MRAを通じて、試験報告書が海外でも受け入れられやすくなり、輸出先での再試験を減らせます。',
          en: 'Through the ILAC MRA and the APAC MRA, test reports are more readily accepted abroad, reducing retesting in export markets.',
        },
      },
      {
        title: {
          ja: '依頼先として見つけてもらえます',
          en: 'Easier for customers to find',
        },
        text: {
          ja: '認定範囲と、外部からの試験の依頼を受け付けているかどうかが、当協会の検索で公表されます。',
          en: 'The JAB search shows the scope of accreditation and whether the laboratory takes on testing for outside clients.',
        },
      },
    ],
    criteria: [iso17025],
    mra: ilacAndApac({ ja: '試験', en: 'Testing' }, 'ISO/IEC 17025'),
    fees: fees({
      ja: '認定範囲に含める試験の方法の数、試験を行う事業所の数、審査に要する日数と技術専門家の人数など',
      en: 'the number of test methods in the scope of accreditation, the number of sites where testing is done, the days needed for the assessment and the number of technical experts',
    }),
  },
  // -----------------------------------------------------------------------------------------------
  {
    scheme: 'calibration_laboratory',
    name: { ja: '校正機関', en: 'calibration laboratories' },
    summary: [
      {
        ja: '校正機関は、はかりや温度計、電気計測器などの計測機器を校正し、その結果を測定の不確かさとともに校正証明書として提供する機関です。校正によって、現場の測定が国家標準や国際単位系（SI）につながります。',
        en: 'A calibration laboratory calibrates measuring instruments such as balances, thermometers and electrical meters, and reports the results with their measurement uncertainty in calibration certificates. Calibration links everyday measurements to national standards and the International System of Units (SI).',
      },
      {
        ja: '当協会は、校正機関が計量トレーサビリティを確保し、技術的に妥当な校正を行う能力をもっているかを、ISO/IEC 17025に基づいて審査し、校正の項目と範囲、校正測定能力を定めて認定します。',
        en: 'JAB assesses whether a calibration laboratory maintains metrological traceability and is competent to perform technically valid calibrations, against ISO/IEC 17025, and accredits it for defined calibration items and ranges with a stated calibration and measurement capability.',
      },
    ],
    merits: [
      {
        title: {
          ja: '測定のつながりを示せます',
          en: 'Demonstrated traceability',
        },
        text: {
          ja: '認定を受けた校正機関の校正証明書は、計量トレーサビリティの根拠として広く受け入れられます。',
          en: 'Calibration certificates from an accredited laboratory are widely accepted as evidence of metrological traceability.',
        },
      },
      {
        title: { ja: '海外でも通用します', en: 'Recognition abroad' },
        text: {
          ja: 'ILAC MRAとAPAC MRAを通じて、校正証明書が海外の事業者や試験所にも受け入れられやすくなります。',
          en: 'Through the ILAC MRA and the APAC MRA, calibration certificates are more readily accepted by businesses and laboratories abroad.',
        },
      },
      {
        title: {
          ja: '依頼先として見つけてもらえます',
          en: 'Easier for customers to find',
        },
        text: {
          ja: '認定範囲と、外部からの校正の依頼を受け付けているかどうかが、当協会の検索で公表されます。',
          en: 'The JAB search shows the scope of accreditation and whether the laboratory takes on calibration for outside clients.',
        },
      },
    ],
    criteria: [iso17025],
    mra: ilacAndApac({ ja: '校正', en: 'Calibration' }, 'ISO/IEC 17025'),
    fees: fees({
      ja: '認定範囲に含める校正の項目の数、校正を行う事業所の数、審査に要する日数と技術専門家の人数など',
      en: 'the number of calibration items in the scope of accreditation, the number of sites where calibration is done, the days needed for the assessment and the number of technical experts',
    }),
  },
  // -----------------------------------------------------------------------------------------------
  {
    scheme: 'reference_material_producer',
    name: { ja: '標準物質生産者', en: 'reference material producers' },
    summary: [
      {
        ja: '標準物質は、測定機器の校正、測定方法の妥当性の確認、日々の品質管理などに用いられ、測定の信頼性を支える物質です。標準物質生産者は、その均質性と安定性を確かめ、特性値を付けて標準物質を提供します。',
        en: 'Reference materials are used to calibrate instruments, validate measurement methods and run day-to-day quality control, and they underpin the reliability of measurement. A reference material producer checks their homogeneity and stability, assigns property values and supplies them.',
      },
      {
        ja: '当協会は、標準物質生産者が品質の確保された標準物質を生産する能力をもっているかを、ISO 17034に基づいて審査し、認定します。当協会は、2011年9月30日に初めて標準物質生産者を認定しました。',
        en: 'JAB assesses whether a reference material producer is competent to produce reference materials of assured quality, against ISO 17034, and accredits the producers that are. JAB accredited its first reference material producer on 30 September 2011.',
      },
    ],
    merits: [
      {
        title: {
          ja: '特性値の信頼性を示せます',
          en: 'Credible property values',
        },
        text: {
          ja: '認定を受けた生産者の標準物質は、特性値と不確かさの決め方が第三者の評価に裏付けられています。',
          en: 'For reference materials from an accredited producer, the way property values and uncertainties are assigned is backed by independent assessment.',
        },
      },
      {
        title: { ja: '試験所の品質を支えます', en: 'Support for laboratories' },
        text: {
          ja: '試験所や校正機関は、認定を受けた生産者の標準物質を、測定の信頼性を確保するために安心して使えます。',
          en: 'Testing and calibration laboratories can use reference materials from an accredited producer with confidence to assure the reliability of their measurements.',
        },
      },
      {
        title: { ja: '海外でも通用します', en: 'Recognition abroad' },
        text: {
          ja: 'ILAC MRAとAPAC MRAを通じて、標準物質が海外の利用者にも受け入れられやすくなります。',
          en: 'Through the ILAC MRA and the APAC MRA, reference materials are more readily accepted by users abroad.',
        },
      },
    ],
    criteria: [
      {
        standard: 'ISO 17034',
        title: {
          ja: '標準物質生産者の能力に関する一般要求事項',
          en: 'General requirements for the competence of reference material producers',
        },
      },
    ],
    mra: ilacAndApac({ ja: '標準物質生産', en: 'Reference material production' }, 'ISO 17034'),
    fees: fees({
      ja: '認定範囲に含める標準物質の種類の数、生産を行う事業所の数、審査に要する日数と技術専門家の人数など',
      en: 'the number of kinds of reference material in the scope of accreditation, the number of production sites, the days needed for the assessment and the number of technical experts',
    }),
  },
  // -----------------------------------------------------------------------------------------------
  {
    scheme: 'medical_laboratory',
    name: { ja: '臨床検査室', en: 'medical laboratories' },
    summary: [
      {
        ja: '臨床検査室は、患者から採取した血液や尿などの検体を検査し、診断と治療に役立つ結果を医師に提供します。検査の前の検体の採取と搬送から、検査の後の結果の報告まで、一連の工程の品質が問われます。',
        en: 'A medical laboratory examines blood, urine and other samples taken from patients, and provides clinicians with results that support diagnosis and treatment. Quality matters at every stage, from collecting and transporting samples before the examination to reporting the results after it.',
      },
      {
        ja: '当協会は、臨床検査室が品質の確保された検査を行う能力をもっているかを、ISO 15189に基づいて審査し、検査の項目ごとに認定範囲を定めて認定します。病院の検査部門と、検査を受託する検査機関の両方が対象です。',
        en: 'JAB assesses whether a medical laboratory is competent to deliver examinations of assured quality, against ISO 15189, and accredits it for the examinations listed in its scope of accreditation. Both hospital laboratories and independent laboratories that take on examinations for others can apply.',
      },
    ],
    merits: [
      {
        title: { ja: '検査の質を示せます', en: 'Demonstrated quality' },
        text: {
          ja: '検査の品質と能力が第三者の評価によって裏付けられ、患者と医療機関からの信頼につながります。',
          en: 'Independent assessment backs the quality and competence of the laboratory, earning the trust of patients and healthcare providers.',
        },
      },
      {
        title: {
          ja: '診療報酬で評価されます',
          en: 'Recognised in the medical fee schedule',
        },
        text: {
          ja: '認定を受けていることが、2016年から設けられた診療報酬の40点の加算の要件になっています。',
          en: 'Accreditation is a condition for an additional 40 points in the medical fee schedule, introduced in 2016.',
        },
      },
      {
        title: {
          ja: '治験や研究に活かせます',
          en: 'Useful for clinical trials and research',
        },
        text: {
          ja: '国際的な規格に基づく認定は、治験や国際共同研究で検査データの信頼性を示す根拠になります。',
          en: 'Accreditation to an international standard supports the reliability of laboratory data in clinical trials and international research.',
        },
      },
      {
        title: { ja: '改善を続けられます', en: 'Continual improvement' },
        text: {
          ja: 'サーベイランスと再審査を通じて、検査の工程を継続的に見直す機会が得られます。',
          en: 'Surveillance and reassessment provide a regular opportunity to review and improve examination processes.',
        },
      },
    ],
    criteria: [
      {
        standard: 'ISO 15189',
        title: {
          ja: '臨床検査室－品質と能力に関する要求事項',
          en: 'Medical laboratories — Requirements for quality and competence',
        },
      },
    ],
    mra: ilacAndApac({ ja: '臨床検査', en: 'Medical testing' }, 'ISO 15189'),
    fees: fees({
      ja: '認定範囲に含める検査の項目の数、検査を行う施設の数、審査に要する日数と技術専門家の人数など',
      en: 'the number of examinations in the scope of accreditation, the number of sites where examinations are done, the days needed for the assessment and the number of technical experts',
    }),
  },
  // -----------------------------------------------------------------------------------------------
  {
    scheme: 'inspection_body',
    name: { ja: '検査機関', en: 'inspection bodies' },
    summary: [
      {
        ja: '検査機関は、製品、設備、施設、工程などを調べ、専門的な判断に基づいて要求事項への適合を判定する機関です。建築物、昇降機、圧力容器、輸入品の検査など、対象は多岐にわたります。',
        en: 'An inspection body examines products, equipment, installations, processes and the like, and determines their conformity with requirements on the basis of professional judgement. Its work ranges from buildings, lifts and pressure vessels to imported goods.',
      },
      {
        ja: '当協会は、検査機関が公平に、十分な能力をもって検査を行っているかを、ISO/IEC 17020に基づいて審査し、認定します。検査機関は、検査の対象からの独立性に応じてタイプA、タイプB、タイプCに区分され、当協会はそれぞれのタイプに応じた要求事項で審査します。',
        en: 'JAB assesses whether an inspection body inspects impartially and with sufficient competence, against ISO/IEC 17020, and accredits the bodies that do. Inspection bodies are classed as type A, type B or type C according to their independence from what they inspect, and JAB assesses each against the requirements for its type.',
      },
    ],
    merits: [
      {
        title: {
          ja: '判定の信頼性を示せます',
          en: 'Credible inspection results',
        },
        text: {
          ja: '検査の判定が公平で、能力のある検査員によって行われていることを、第三者の評価によって示せます。',
          en: 'Independent assessment shows that inspection decisions are impartial and made by competent inspectors.',
        },
      },
      {
        title: {
          ja: '規制や取引の要件を満たせます',
          en: 'Meeting regulatory and contractual requirements',
        },
        text: {
          ja: '行政や発注者が、検査を認定を受けた検査機関に限る場合があります。',
          en: 'Public authorities and purchasers may accept inspections only from accredited inspection bodies.',
        },
      },
      {
        title: { ja: '海外でも通用します', en: 'Recognition abroad' },
        text: {
          ja: 'ILAC MRAとAPAC MRAを通じて、検査報告書が海外でも受け入れられやすくなります。',
          en: 'Through the ILAC MRA and the APAC MRA, inspection reports are more readily accepted abroad.',
        },
      },
    ],
    criteria: [
      {
        standard: 'ISO/IEC 17020',
        title: {
          ja: '適合性評価－検査を実施する各種機関の運営に関する要求事項',
          en: 'Conformity assessment — Requirements for the operation of various types of bodies performing inspection',
        },
      },
    ],
    mra: ilacAndApac({ ja: '検査', en: 'Inspection' }, 'ISO/IEC 17020'),
    fees: fees({
      ja: '認定範囲に含める検査の分野の数、事業所の数、審査と立会審査に要する日数など',
      en: 'the number of inspection fields in the scope of accreditation, the number of offices, and the days needed for the assessment and for witnessed inspections',
    }),
  },
  // -----------------------------------------------------------------------------------------------
  {
    scheme: 'proficiency_testing_provider',
    name: { ja: '技能試験提供者', en: 'proficiency testing providers' },
    summary: [
      {
        ja: '技能試験は、複数の試験所などが同じ試料を測定し、その結果を比べることで、参加した機関の能力を評価する仕組みです。技能試験提供者は、試料の準備と配付、結果の統計的な評価、参加者への報告までを企画し、運営します。',
        en: 'Proficiency testing evaluates the performance of laboratories and similar bodies by having them measure the same items and comparing their results. A proficiency testing provider designs and operates the whole scheme, from preparing and distributing the items to evaluating the results statistically and reporting to participants.',
      },
      {
        ja: '当協会は、技能試験提供者が技能試験を適切に企画し、運営する能力をもっているかを、ISO/IEC 17043に基づいて審査し、技能試験の分野ごとに認定範囲を定めて認定します。',
        en: 'JAB assesses whether a proficiency testing provider is competent to design and operate proficiency testing properly, against ISO/IEC 17043, and accredits it for the fields listed in its scope of accreditation.',
      },
    ],
    merits: [
      {
        title: {
          ja: '評価の信頼性を示せます',
          en: 'Credible performance evaluation',
        },
        text: {
          ja: '試料の均質性と安定性の確認や、結果の評価の方法が、第三者の評価によって裏付けられます。',
          en: 'Independent assessment backs the checks on the homogeneity and stability of items and the methods used to evaluate results.',
        },
      },
      {
        title: { ja: '参加者に選ばれます', en: 'Chosen by participants' },
        text: {
          ja: '認定を受けた試験所や臨床検査室は技能試験への参加を求められるため、認定を受けた提供者の技能試験は参加先として選ばれやすくなります。',
          en: 'Accredited laboratories and medical laboratories are expected to take part in proficiency testing, so they tend to choose schemes run by accredited providers.',
        },
      },
      {
        title: { ja: '海外でも通用します', en: 'Recognition abroad' },
        text: {
          ja: 'ILAC MRAとAPAC MRAを通じて、技能試験の結果が海外の認定機関や参加者にも受け入れられやすくなります。',
          en: 'Through the ILAC MRA and the APAC MRA, proficiency testing results are more readily accepted by accreditation bodies and participants abroad.',
        },
      },
    ],
    criteria: [
      {
        standard: 'ISO/IEC 17043',
        title: {
          ja: '適合性評価－技能試験提供者の能力に関する一般要求事項',
          en: 'Conformity assessment — General requirements for the competence of proficiency testing providers',
        },
      },
    ],
    mra: ilacAndApac({ ja: '技能試験の提供', en: 'Proficiency testing provision' }, 'ISO/IEC 17043'),
    fees: fees({
      ja: '認定範囲に含める技能試験の分野の数、事業所の数、審査に要する日数と技術専門家の人数など',
      en: 'the number of proficiency testing fields in the scope of accreditation, the number of offices, the days needed for the assessment and the number of technical experts',
    }),
  },
  // -----------------------------------------------------------------------------------------------
  {
    scheme: 'biobanking',
    name: { ja: 'バイオバンク', en: 'biobanks' },
    summary: [
      {
        ja: 'バイオバンクは、血液や組織などの生物由来の試料と、それに関連するデータを収集、保存し、研究や開発のために提供する機関です。試料とデータの品質は、それを使う研究の信頼性を左右します。',
        en: 'A biobank collects and stores biological material, such as blood and tissue, together with the associated data, and supplies them for research and development. The quality of the material and data determines how far the research that uses them can be relied on.',
      },
      {
        ja: '当協会は、バイオバンクが試料とデータを適切な品質で管理し、提供する能力をもっているかを、ISO 20387に基づいて審査し、認定します。',
        en: 'JAB assesses whether a biobank is competent to manage and supply material and data of appropriate quality, against ISO 20387, and accredits the biobanks that are.',
      },
      {
        ja: 'バイオバンクの認定は、現時点では、IAF MLA、ILAC MRA、APAC MRAのいずれの国際相互承認の範囲にも含まれていません。',
        en: 'Accreditation of biobanks is not currently covered by international mutual recognition (the IAF MLA, ILAC MRA or APAC MRA).',
      },
    ],
    merits: [
      {
        title: {
          ja: '試料とデータの品質を示せます',
          en: 'Demonstrated quality of material and data',
        },
        text: {
          ja: '試料の収集から保存、提供までの管理が、第三者の評価によって裏付けられます。',
          en: 'Independent assessment backs the way material is collected, stored and supplied.',
        },
      },
      {
        title: { ja: '利用者が安心して使えます', en: 'Confidence for users' },
        text: {
          ja: '研究者や企業が、認定を受けたバイオバンクの試料とデータを安心して利用でき、研究の再現性の向上につながります。',
          en: 'Researchers and companies can use material and data from an accredited biobank with confidence, which helps make research reproducible.',
        },
      },
      {
        title: { ja: '改善を続けられます', en: 'Continual improvement' },
        text: {
          ja: 'サーベイランスと再審査を通じて、管理の仕組みを継続的に見直す機会が得られます。',
          en: 'Surveillance and reassessment provide a regular opportunity to review and improve how the biobank is managed.',
        },
      },
    ],
    criteria: [
      {
        standard: 'ISO 20387',
        title: {
          ja: 'バイオテクノロジー－バイオバンキング－バイオバンキングに関する一般要求事項',
          en: 'Biotechnology — Biobanking — General requirements for biobanking',
        },
      },
    ],
    mra: [],
    fees: fees({
      ja: '認定範囲に含める試料の種類の数、保管を行う施設の数、審査に要する日数と技術専門家の人数など',
      en: 'the number of kinds of material in the scope of accreditation, the number of storage sites, the days needed for the assessment and the number of technical experts',
    }),
  },
];
