import type { LocalizedText } from '@/platform/localized';

import type { SeedBlock, SeedPage } from './types';

/**
 * Sample pages of the accreditation services. Each scheme page is a short introduction, the scheme
 * view (summary, benefits, criteria, the shared flow, documents and fees, the directory link and the
 * mutual recognition table, all from the scheme's record) and the text only that page needs.
 * Facts come from the product description and from public facts of the field; the indicative
 * timings on the steps page are sample facts and that page says so to visitors.
 */

type LinkItem = {
  href: string;
  label: LocalizedText;
  description?: LocalizedText;
};

/** Links every scheme page ends with, after its own. */
const commonLinks: LinkItem[] = [
  {
    href: '/service',
    label: { ja: '認定サービス', en: 'Accreditation services' },
    description: {
      ja: '当協会が行う認定の種類の一覧です。',
      en: 'All the accreditation schemes JAB operates.',
    },
  },
  {
    href: '/documents_forms',
    label: { ja: '文書・様式', en: 'Documents and forms' },
    description: {
      ja: '認定基準、規則、申請書などの様式を掲載しています。',
      en: 'Accreditation criteria, rules, and application and other forms.',
    },
  },
  {
    href: '/inquiry/faq',
    label: { ja: 'よくあるご質問', en: 'Frequently asked questions' },
    description: {
      ja: '認定の取得を検討している方からよく寄せられるご質問にお答えしています。',
      en: 'Answers to questions often asked by those considering accreditation.',
    },
  },
  {
    href: '/inquiry/form',
    label: { ja: 'お問い合わせフォーム', en: 'Inquiry form' },
    description: {
      ja: '申請の前のご相談も、こちらからお寄せください。',
      en: 'Use this form for questions, including before you apply.',
    },
  },
];

/** The "related pages" cards of a scheme page: its own links, then the common ones. */
function related(...items: LinkItem[]): SeedBlock {
  return {
    kind: 'links',
    heading: { ja: '関連ページ', en: 'Related pages' },
    items: [...items, ...commonLinks],
  };
}

const internationalMra: LinkItem = {
  href: '/accreditation/international_mra',
  label: {
    ja: '認定と国際相互承認',
    en: 'Accreditation and international mutual recognition',
  },
  description: {
    ja: 'IAF MLA、ILAC MRA、APAC MRAの仕組みをご説明します。',
    en: 'How the IAF MLA, the ILAC MRA and the APAC MRA work.',
  },
};

const proficiencyTesting: LinkItem = {
  href: '/about/proficiency_testing',
  label: { ja: '技能試験', en: 'Proficiency testing' },
  description: {
    ja: '当協会が実施する技能試験をご案内します。',
    en: 'The proficiency testing that JAB runs.',
  },
};

const proficiencyTestingOther: LinkItem = {
  href: '/about/proficiency_testing/other',
  label: {
    ja: '他機関が実施する技能試験',
    en: 'Proficiency testing by other providers',
  },
  description: {
    ja: '他の機関が実施する技能試験をご紹介します。',
    en: 'Proficiency testing run by other providers.',
  },
};

export const servicePages: SeedPage[] = [
  // ---------------------------------------------------------------------------------------------
  // Index
  // ---------------------------------------------------------------------------------------------
  {
    path: '/service',
    title: { ja: '認定サービス', en: 'Accreditation services' },
    summary: {
      ja: '当協会が行う適合性評価機関の認定の種類と、それぞれの認定基準となる国際規格をご案内します。',
      en: 'The kinds of accreditation JAB offers to conformity assessment bodies, and the international standard each is based on.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '公益財団法人日本適合性認定協会は、認証機関、試験所、検査機関などの適合性評価機関が、国際規格に定められた要求事項に従って、公平に、十分な能力をもって業務を行っているかを第三者として審査し、認定しています。認定を受けた適合性評価機関が発行する認証書や報告書は、その信頼性が認定によって裏付けられます。',
          en: 'The Japan Accreditation Board (JAB) assesses, as an independent third party, whether conformity assessment bodies such as certification bodies, laboratories and inspection bodies work impartially and competently to the requirements of international standards, and accredits those that do. Accreditation stands behind the certificates and reports that accredited bodies issue.',
        },
      },
      {
        kind: 'links',
        heading: { ja: '認定の種類', en: 'Accreditation schemes' },
        items: [
          {
            href: '/service/management_system',
            label: {
              ja: 'マネジメントシステム認証機関の認定',
              en: 'Accreditation of management system certification bodies',
            },
            description: {
              ja: '品質、環境、情報セキュリティなどのマネジメントシステムを認証する機関の認定です（ISO/IEC 17021-1）。',
              en: 'For bodies that certify management systems for quality, the environment, information security and more (ISO/IEC 17021-1).',
            },
          },
          {
            href: '/service/essential_member',
            label: {
              ja: '要員認証機関の認定',
              en: 'Accreditation of personnel certification bodies',
            },
            description: {
              ja: '人の知識と技能を評価し、認証する機関の認定です（ISO/IEC 17024）。',
              en: 'For bodies that evaluate and certify the knowledge and skills of individuals (ISO/IEC 17024).',
            },
          },
          {
            href: '/service/product',
            label: {
              ja: '製品認証機関の認定',
              en: 'Accreditation of product certification bodies',
            },
            description: {
              ja: '製品、プロセス、サービスを認証する機関の認定です（ISO/IEC 17065）。',
              en: 'For bodies that certify products, processes and services (ISO/IEC 17065).',
            },
          },
          {
            href: '/service/greenhouse_gas',
            label: {
              ja: '温室効果ガス妥当性確認・検証機関の認定',
              en: 'Accreditation of greenhouse gas validation and verification bodies',
            },
            description: {
              ja: '温室効果ガスの排出量などの情報を妥当性確認・検証する機関の認定です（ISO 14065）。',
              en: 'For bodies that validate and verify greenhouse gas information such as emissions (ISO 14065).',
            },
          },
          {
            href: '/service/laboratory',
            label: {
              ja: '試験所・校正機関の認定',
              en: 'Accreditation of testing and calibration laboratories',
            },
            description: {
              ja: '試験を行う試験所と、計測機器を校正する校正機関の認定です（ISO/IEC 17025）。',
              en: 'For laboratories that test, and laboratories that calibrate measuring instruments (ISO/IEC 17025).',
            },
          },
          {
            href: '/service/medical_laboratory',
            label: {
              ja: '臨床検査室の認定',
              en: 'Accreditation of medical laboratories',
            },
            description: {
              ja: '患者の検体を検査する臨床検査室の認定です（ISO 15189）。',
              en: 'For laboratories that examine samples from patients (ISO 15189).',
            },
          },
          {
            href: '/service/inspection_agency',
            label: {
              ja: '検査機関の認定',
              en: 'Accreditation of inspection bodies',
            },
            description: {
              ja: '製品や設備を検査し、適合を判定する検査機関（タイプA・B・C）の認定です（ISO/IEC 17020）。',
              en: 'For inspection bodies of type A, B and C that inspect products and installations and decide on conformity (ISO/IEC 17020).',
            },
          },
          {
            href: '/service/material_producer',
            label: {
              ja: '標準物質生産者の認定',
              en: 'Accreditation of reference material producers',
            },
            description: {
              ja: '測定の信頼性を支える標準物質を生産する機関の認定です（ISO 17034）。',
              en: 'For producers of the reference materials on which reliable measurement depends (ISO 17034).',
            },
          },
          {
            href: '/service/ptp',
            label: {
              ja: '技能試験提供者の認定',
              en: 'Accreditation of proficiency testing providers',
            },
            description: {
              ja: '試験所などの能力を比べて評価する技能試験を運営する機関の認定です（ISO/IEC 17043）。',
              en: 'For bodies that run proficiency testing to compare and evaluate the performance of laboratories (ISO/IEC 17043).',
            },
          },
          {
            href: '/service/biobanking',
            label: {
              ja: 'バイオバンクの認定',
              en: 'Accreditation of biobanks',
            },
            description: {
              ja: '生物由来の試料とデータを保存し、提供するバイオバンクの認定です（ISO 20387）。',
              en: 'For biobanks that store and supply biological material and data (ISO 20387).',
            },
          },
        ],
      },
      {
        kind: 'heading',
        text: { ja: '国際相互承認', en: 'International mutual recognition' },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、国際的な相互承認の取決めであるIAF MLA、ILAC MRA、APAC MRAに参加しています。相互承認の範囲で認定を受けた機関の認証書や報告書は、取決めに参加する各国・地域でも同等のものとして受け入れられます。仕組みは[認定と国際相互承認](/accreditation/international_mra)でご説明しています。',
          en: 'JAB takes part in the international arrangements of mutual recognition: the IAF MLA, the ILAC MRA and the APAC MRA. Certificates and reports of bodies accredited within their scope are accepted as equivalent in the other economies taking part. See [Accreditation and international mutual recognition](/accreditation/international_mra) for how this works.',
        },
      },
      {
        kind: 'heading',
        text: {
          ja: '申請をお考えの方へ',
          en: 'If you are considering accreditation',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '認定の手続は、どの種類でも共通の10の手順で進みます。各手順と、マネジメントシステム認証機関を例にした各手順での準備は[認定までの流れ](/service/management_system/step)で、手続の定めと様式は[文書・様式](/documents_forms)でご確認いただけます。',
          en: 'Whatever the scheme, accreditation follows the same ten steps. See [Steps to accreditation](/service/management_system/step) for the steps and what to prepare at each, using management system certification bodies as the example, and [Documents and forms](/documents_forms) for the rules and forms.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '申請の前のご相談は、[お問い合わせフォーム](/inquiry/form)からお寄せください。よく寄せられるご質問は[よくあるご質問](/inquiry/faq)にまとめています。',
          en: 'For advice before you apply, please use the [inquiry form](/inquiry/form). Common questions are answered in the [frequently asked questions](/inquiry/faq).',
        },
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  // Management systems
  // ---------------------------------------------------------------------------------------------
  {
    path: '/service/management_system',
    title: {
      ja: 'マネジメントシステム認証機関の認定',
      en: 'Accreditation of management system certification bodies',
    },
    summary: {
      ja: 'ISO/IEC 17021-1に基づくマネジメントシステム認証機関の認定について、概要、認定基準、認定までの流れ、認定の対象となる分野、国際相互承認の範囲をご案内します。',
      en: 'Accreditation of management system certification bodies against ISO/IEC 17021-1: overview, criteria, the steps to accreditation, the fields covered and the scope of international mutual recognition.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'このページでは、組織のマネジメントシステムを審査し認証する認証機関の認定についてご案内します。認定を受けた認証機関が認証した組織は、[認証組織の検索](/ms_certifications/list)で確認できます。',
          en: 'This page is about the accreditation of certification bodies that audit and certify the management systems of organisations. Organisations certified by accredited certification bodies can be found in [Search certified organisations](/ms_certifications/list).',
        },
      },
      { kind: 'view', view: 'scheme', schemes: ['management_system'] },
      {
        kind: 'heading',
        text: {
          ja: '認定の対象となる分野',
          en: 'Fields covered by accreditation',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、次の分野の認証を行う認証機関を認定しています。このうち国際相互承認の対象となる分野は、「国際相互承認の範囲」の表のとおりです。',
          en: 'JAB accredits certification bodies that certify in the following fields. The fields that fall under international mutual recognition are those in the table of the scope of international mutual recognition.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: 'QMS：品質マネジメントシステム（ISO 9001）',
            en: 'QMS: quality management systems (ISO 9001)',
          },
          {
            ja: 'AS-QMS 9100：航空宇宙品質マネジメントシステム（JIS Q 9100）',
            en: 'AS-QMS 9100: aerospace quality management systems (JIS Q 9100)',
          },
          {
            ja: 'AS-QMS 9120：航空宇宙品質マネジメントシステム（販売業者）（JIS Q 9120）',
            en: 'AS-QMS 9120: aerospace quality management systems for distributors (JIS Q 9120)',
          },
          {
            ja: 'TL-QMS：電気通信品質マネジメントシステム（TL 9000）',
            en: 'TL-QMS: telecommunications quality management systems (TL 9000)',
          },
          {
            ja: 'MD-QMS：医療機器品質マネジメントシステム（ISO 13485）',
            en: 'MD-QMS: medical devices quality management systems (ISO 13485)',
          },
          {
            ja: 'EMS：環境マネジメントシステム（ISO 14001）',
            en: 'EMS: environmental management systems (ISO 14001)',
          },
          {
            ja: 'EnMS：エネルギーマネジメントシステム（ISO 50001）',
            en: 'EnMS: energy management systems (ISO 50001)',
          },
          {
            ja: 'ISMS：情報セキュリティマネジメントシステム（ISO/IEC 27001）',
            en: 'ISMS: information security management systems (ISO/IEC 27001)',
          },
          {
            ja: 'OHSMS：労働安全衛生マネジメントシステム（JIS Q 45001）',
            en: 'OHSMS: occupational health and safety management systems (JIS Q 45001)',
          },
          {
            ja: 'J-OHSMS：労働安全衛生マネジメントシステム（JIS Q 45100）',
            en: 'J-OHSMS: occupational health and safety management systems (JIS Q 45100)',
          },
          {
            ja: 'FSMS：食品安全マネジメントシステム（ISO 22000）',
            en: 'FSMS: food safety management systems (ISO 22000)',
          },
          {
            ja: 'FSSC 22000：食品安全システム認証',
            en: 'FSSC 22000: food safety system certification',
          },
          {
            ja: 'JFS-C：食品安全マネジメント規格',
            en: 'JFS-C: food safety management standard',
          },
          {
            ja: 'AMS：アセットマネジメントシステム（ISO 55001）',
            en: 'AMS: asset management systems (ISO 55001)',
          },
        ],
      },
      {
        kind: 'notice',
        text: {
          ja: '道路交通安全マネジメントシステムの分野の認定は、2020年3月31日から停止しています。',
          en: 'Accreditation in the field of road traffic safety management systems has been suspended since 31 March 2020.',
        },
      },
      {
        kind: 'heading',
        text: { ja: '認証組織を探す', en: 'Find certified organisations' },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会が認定した認証機関から認証を受けた組織は、[認証組織の検索](/ms_certifications/list)で、組織名や登録範囲から探せます。認証機関から提供された情報は、通常10日以内に掲載します。規格ごとの検索もご利用いただけます。',
          en: 'Organisations certified by certification bodies that JAB accredits can be found by name or scope of certification in [Search certified organisations](/ms_certifications/list). Information provided by certification bodies is normally published within 10 days. You can also search by standard.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '[ISO 9001の認証組織](/ms_certifications/list/9001)',
            en: '[Organisations certified to ISO 9001](/ms_certifications/list/9001)',
          },
          {
            ja: '[ISO 14001の認証組織](/ms_certifications/list/14001)',
            en: '[Organisations certified to ISO 14001](/ms_certifications/list/14001)',
          },
          {
            ja: '[ISO 22000の認証組織](/ms_certifications/list/22000)',
            en: '[Organisations certified to ISO 22000](/ms_certifications/list/22000)',
          },
          {
            ja: '[ISO/IEC 27001の認証組織](/ms_certifications/list/27001)',
            en: '[Organisations certified to ISO/IEC 27001](/ms_certifications/list/27001)',
          },
          {
            ja: '[ISO 50001の認証組織](/ms_certifications/list/50001)',
            en: '[Organisations certified to ISO 50001](/ms_certifications/list/50001)',
          },
          {
            ja: '[ISO 55001の認証組織](/ms_certifications/list/55001)',
            en: '[Organisations certified to ISO 55001](/ms_certifications/list/55001)',
          },
          {
            ja: '[JIS Q 45001の認証組織](/ms_certifications/list/45001)',
            en: '[Organisations certified to JIS Q 45001](/ms_certifications/list/45001)',
          },
          {
            ja: '[JIS Q 45100の認証組織](/ms_certifications/list/45100)',
            en: '[Organisations certified to JIS Q 45100](/ms_certifications/list/45100)',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '分野ごとの認証の件数は、[認証件数](/ms_certifications/counts)でご覧いただけます。',
          en: 'The number of certificates in each field is shown in [certification counts](/ms_certifications/counts).',
        },
      },
      {
        kind: 'heading',
        text: { ja: 'メリットと準備', en: 'Benefits and preparation' },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '認定を受けた認証機関による認証が、認証を受ける組織とその顧客にもたらすメリットは[認定のメリット](/service/management_system/merit)で、申請から再審査までの各手順で準備していただくものは[認定までの流れ](/service/management_system/step)でご説明しています。',
          en: 'What certification by an accredited certification body offers certified organisations and their customers is explained in [Benefits of accreditation](/service/management_system/merit), and what to prepare at each step from application to reassessment in [Steps to accreditation](/service/management_system/step).',
        },
      },
      related(
        {
          href: '/service/management_system/merit',
          label: { ja: '認定のメリット', en: 'Benefits of accreditation' },
          description: {
            ja: '認定された認証が組織とその顧客にもたらすメリットです。',
            en: 'What accredited certification offers organisations and their customers.',
          },
        },
        {
          href: '/service/management_system/step',
          label: { ja: '認定までの流れ', en: 'Steps to accreditation' },
          description: {
            ja: '各手順で提出していただくものと期間の目安です。',
            en: 'What you submit at each step, and indicative timing.',
          },
        },
        {
          href: '/ms_certifications/list',
          label: {
            ja: '認証組織の検索',
            en: 'Search certified organisations',
          },
          description: {
            ja: '認定を受けた認証機関が認証した組織を探せます。',
            en: 'Find organisations certified by accredited certification bodies.',
          },
        },
        internationalMra,
      ),
    ],
  },
  {
    path: '/service/management_system/merit',
    title: { ja: '認定のメリット', en: 'Benefits of accreditation' },
    summary: {
      ja: '認定を受けた認証機関によるマネジメントシステム認証が、認証を受ける組織とその顧客にもたらすメリットをご紹介します。',
      en: 'What management system certification by an accredited certification body offers certified organisations and their customers.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'マネジメントシステムの認証は、どの認証機関から受けるかによって、その重みが変わります。当協会の認定を受けた認証機関は、審査と認証を公平に、十分な能力をもって行っていることを第三者として確認されています。そのような認証機関による認証（認定された認証）には、次のようなメリットがあります。',
          en: 'How much a management system certificate is worth depends on who issued it. Certification bodies accredited by JAB have been confirmed by an independent third party to audit and certify impartially and competently. Certification from such a body, known as accredited certification, offers the following benefits.',
        },
      },
      {
        kind: 'sections',
        items: [
          {
            anchor: 'organisations',
            heading: {
              ja: '認証を受ける組織にとって',
              en: 'For certified organisations',
            },
            body: [
              {
                kind: 'list',
                items: [
                  {
                    ja: '認証の価値が保たれます。審査を行う認証機関の力量と公平性が定期的に確認されているため、認証が取引先や社会から信頼されます。',
                    en: 'The certificate keeps its value. The competence and impartiality of the certification body are checked regularly, so customers and the public can trust the certificate.',
                  },
                  {
                    ja: '経営に役立つ審査を受けられます。力量の確認された審査員による審査は、マネジメントシステムを改善する手がかりになります。',
                    en: 'The audit is useful to the business. Audits by auditors whose competence has been confirmed point the way to improving the management system.',
                  },
                  {
                    ja: '海外の取引先にも示せます。IAF MLAを通じて、認証が相互承認に参加する各国・地域でも同等のものとして受け入れられます。',
                    en: 'The certificate counts abroad. Through the IAF MLA, it is accepted as equivalent in the economies taking part in the arrangement.',
                  },
                  {
                    ja: '入札や取引の条件を満たせます。発注者や行政が、認定された認証を条件とする場合があります。',
                    en: 'It meets tender and contract conditions. Purchasers and public authorities may ask for accredited certification.',
                  },
                ],
              },
            ],
          },
          {
            anchor: 'customers',
            heading: {
              ja: '顧客と取引先にとって',
              en: 'For customers and business partners',
            },
            body: [
              {
                kind: 'list',
                items: [
                  {
                    ja: '取引先を選ぶ際の確かな判断材料になります。認定された認証は、組織のマネジメントシステムが公平な審査を経ていることを示します。',
                    en: 'It is a sound basis for choosing suppliers. Accredited certification shows that the organisation’s management system has been audited impartially.',
                  },
                  {
                    ja: '自ら行う監査を減らせます。認定された認証を活用することで、取引先ごとの二者監査の負担を軽くできます。',
                    en: 'It reduces the need for your own audits. Relying on accredited certification lightens the load of auditing each supplier yourself.',
                  },
                  {
                    ja: '認証の状況をいつでも確認できます。認証組織の登録番号、登録範囲、有効期限を当協会のウェブサイトで調べられます。',
                    en: 'You can check a certificate at any time. The certificate number, scope of certification and expiry date can be looked up on the JAB website.',
                  },
                ],
              },
            ],
          },
          {
            anchor: 'check',
            heading: {
              ja: '認定された認証の確かめ方',
              en: 'How to check a certificate is accredited',
            },
            body: [
              {
                kind: 'list',
                ordered: true,
                items: [
                  {
                    ja: '認証書に、認証機関の名称と、認定を示す表示があるかを確かめます。表示の決まりは[S-RL03](/documents_forms/documents?q=S-RL03)に定めています。',
                    en: 'Check that the certificate names the certification body and carries a claim of accreditation. The rules for such claims are in the [S-RL03](/documents_forms/documents?q=S-RL03).',
                  },
                  {
                    ja: '[認定適合性評価機関の検索](/certification_institutions?scheme=management_system)で、その認証機関が当協会の認定を受けていること、その分野が認定範囲に含まれていることを確かめます。',
                    en: 'Use [Search accredited bodies](/certification_institutions?scheme=management_system) to check that the certification body is accredited by JAB and that the field is within its scope of accreditation.',
                  },
                  {
                    ja: '[認証組織の検索](/ms_certifications/list)で、組織名や登録番号から認証の内容と有効期限を確かめます。',
                    en: 'Use [Search certified organisations](/ms_certifications/list) to check the certificate and its expiry date by organisation name or certificate number.',
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: '関連ページ', en: 'Related pages' },
        items: [
          {
            href: '/ms_certifications/list',
            label: {
              ja: '認証組織の検索',
              en: 'Search certified organisations',
            },
            description: {
              ja: '認定を受けた認証機関が認証した組織を探せます。',
              en: 'Find organisations certified by accredited certification bodies.',
            },
          },
          {
            href: '/service/management_system',
            label: {
              ja: 'マネジメントシステム認証機関の認定',
              en: 'Accreditation of management system certification bodies',
            },
            description: {
              ja: '認定の概要、認定基準、国際相互承認の範囲です。',
              en: 'Overview, criteria and the scope of international mutual recognition.',
            },
          },
          {
            href: '/service/management_system/step',
            label: { ja: '認定までの流れ', en: 'Steps to accreditation' },
            description: {
              ja: '認証機関が認定を受けるまでの手順と準備です。',
              en: 'The steps a certification body goes through to become accredited, and what to prepare.',
            },
          },
          internationalMra,
        ],
      },
    ],
  },
  {
    path: '/service/management_system/step',
    title: { ja: '認定までの流れ', en: 'Steps to accreditation' },
    summary: {
      ja: 'マネジメントシステム認証機関の認定について、申請から再審査までの流れと、各手順で提出していただくものをご説明します。',
      en: 'The steps to accreditation for management system certification bodies, from application to reassessment, and what you submit at each step.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '認定の手続は、次の10の手順で進みます。',
          en: 'Accreditation proceeds through the ten steps below.',
        },
      },
      {
        kind: 'steps',
        flow: true,
        heading: {
          ja: '認定までの10の手順',
          en: 'The ten steps to accreditation',
        },
      },
      {
        kind: 'heading',
        text: {
          ja: '各手順で準備していただくもの',
          en: 'What to prepare at each step',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: '次の表の「手順」は、上の10の手順の番号です。表に示す期間の目安はサンプルです。実際の期間は、申請の内容や審査の状況によって異なります。',
          en: 'The steps in the table below are numbered as the ten steps above. The indicative timings are a sample: actual timings depend on the application and on how the assessment goes.',
        },
      },
      {
        kind: 'table',
        caption: {
          ja: 'マネジメントシステム認証機関が各手順で提出していただくものと期間の目安（サンプル）',
          en: 'What a management system certification body submits at each step, and indicative timing (sample)',
        },
        columns: [
          { ja: '手順', en: 'Step' },
          { ja: '提出していただくもの', en: 'What you submit' },
          { ja: '期間の目安', en: 'Indicative timing' },
        ],
        // Steps by number only: their names and what happens at each come from the flow record above.
        rows: [
          [
            { ja: '1', en: '1' },
            {
              ja: '希望する認定範囲、マネジメントシステム文書（マニュアル、手順書）、審査員の力量の記録',
              en: 'The scope you are applying for, your management system documents (manual and procedures), and records of auditor competence',
            },
            { ja: 'ご準備が整い次第', en: 'When you are ready' },
          ],
          [
            { ja: '2', en: '2' },
            {
              ja: '不足している書類の補正、審査チームの構成についてのご意見（利害関係がある場合）',
              en: 'Any missing documents, and any objection to the assessment team members (where there is a conflict of interest)',
            },
            { ja: '申請から約1か月', en: 'About one month after application' },
          ],
          [
            { ja: '3', en: '3' },
            {
              ja: '審査チームからの質問への回答と、求められた追加の文書',
              en: 'Answers to the team’s questions and any further documents requested',
            },
            { ja: '受理から約1〜2か月', en: 'One to two months after acceptance' },
          ],
          [
            { ja: '4', en: '4' },
            {
              ja: '審査計画の確認、立会審査の対象とする審査の予定、本部と事業所での記録の提示',
              en: 'Confirmation of the assessment plan, the schedule of audits for witnessed assessment, and records made available at the headquarters and offices',
            },
            { ja: '書類審査の後、約2〜3か月（立会審査を含む）', en: 'Two to three months after the document review (including witnessed assessments)' },
          ],
          [
            { ja: '5', en: '5' },
            { ja: 'なし（審査報告書をお受け取りください）', en: 'Nothing (you receive the assessment report)' },
            { ja: '現地審査の終了から約2週間', en: 'About two weeks after the on-site assessment' },
          ],
          [
            { ja: '6', en: '6' },
            { ja: '不適合ごとの回答（内容は上の手順6のとおり）', en: 'A response to each nonconformity (its contents as in step 6 above)' },
            { ja: '審査報告書の受領から3か月以内', en: 'Within three months of receiving the assessment report' },
          ],
          [
            { ja: '7', en: '7' },
            { ja: 'なし', en: 'Nothing' },
            { ja: '是正処置の確認から約1か月', en: 'About one month after corrective action is accepted' },
          ],
          [
            { ja: '8', en: '8' },
            {
              ja: '公表する認定範囲と連絡先の確認',
              en: 'Confirmation of the scope of accreditation and contact details to be published',
            },
            { ja: '判定から約2週間', en: 'About two weeks after the decision' },
          ],
          [
            { ja: '9', en: '9' },
            {
              ja: '業務の実績の報告、組織や認定範囲に関する変更の届出',
              en: 'A report on your certification activity, and notice of changes to your organisation or scope',
            },
            { ja: '認定の後、原則として毎年', en: 'Every year after accreditation, in principle' },
          ],
          [
            { ja: '10', en: '10' },
            {
              ja: '再審査の申請書と、最新のマネジメントシステム文書',
              en: 'Application for reassessment and your current management system documents',
            },
            { ja: '上の手順10の時期', en: 'As in step 10 above' },
          ],
        ],
      },
      {
        kind: 'heading',
        text: {
          ja: '申請に必要な文書と様式',
          en: 'Documents and forms for your application',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '申請書などの様式は[マネジメントシステム認証機関の様式](/documents_forms/forms?scheme=management_system)から入手できます。手続の定めは[S-RL02](/documents_forms/documents?q=S-RL02)に、手数料は[S-RL04](/documents_forms/documents?q=S-RL04)に、認定基準は[マネジメントシステム認証機関の文書](/documents_forms/documents?scheme=management_system)に掲載しています。',
          en: 'Application and other forms are in the [forms for management system certification bodies](/documents_forms/forms?scheme=management_system). The procedures are set out in the [S-RL02](/documents_forms/documents?q=S-RL02), the fees in the [S-RL04](/documents_forms/documents?q=S-RL04), and the criteria in the [documents for management system certification bodies](/documents_forms/documents?scheme=management_system).',
        },
      },
      {
        kind: 'links',
        heading: { ja: '関連ページ', en: 'Related pages' },
        items: [
          {
            href: '/service/management_system',
            label: {
              ja: 'マネジメントシステム認証機関の認定',
              en: 'Accreditation of management system certification bodies',
            },
            description: {
              ja: '認定の概要、認定基準、国際相互承認の範囲です。',
              en: 'Overview, criteria and the scope of international mutual recognition.',
            },
          },
          {
            href: '/service/management_system/merit',
            label: { ja: '認定のメリット', en: 'Benefits of accreditation' },
            description: {
              ja: '認定された認証が組織とその顧客にもたらすメリットです。',
              en: 'What accredited certification offers organisations and their customers.',
            },
          },
          commonLinks[2]!,
          commonLinks[3]!,
        ],
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  // Personnel, product, greenhouse gas
  // ---------------------------------------------------------------------------------------------
  {
    path: '/service/essential_member',
    title: {
      ja: '要員認証機関の認定',
      en: 'Accreditation of personnel certification bodies',
    },
    summary: {
      ja: 'ISO/IEC 17024に基づく要員認証機関の認定について、概要、認定基準、認定までの流れ、国際相互承認の範囲をご案内します。',
      en: 'Accreditation of personnel certification bodies against ISO/IEC 17024: overview, criteria, the steps to accreditation and the scope of international mutual recognition.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'このページでは、人の知識と技能を試験などで評価し、認証する要員認証機関の認定についてご案内します。',
          en: 'This page is about the accreditation of personnel certification bodies, which evaluate the knowledge and skills of individuals through examinations and other means and certify them.',
        },
      },
      { kind: 'view', view: 'scheme', schemes: ['personnel'] },
      {
        kind: 'heading',
        text: { ja: '認定の対象となる認証', en: 'What can be accredited' },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '認定は、要員認証機関が運営する認証の制度ごとに行います。認証の制度には、対象となる職務、求められる力量、評価の方法、認証の有効期間と更新の条件が定められている必要があります。',
          en: 'Accreditation is granted for each certification scheme that the body operates. Each scheme must define the job or task it covers, the competence required, the method of evaluation, and how long certification lasts and how it is renewed.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '研修の受講だけで与えられる修了証は、要員の認証にはあたりません。要員の認証では、研修を行う部門と、評価と認証を行う部門を分け、評価の公平性を保つことが求められます。',
          en: 'A certificate awarded simply for attending a course is not certification of persons. In certification of persons, training is kept separate from evaluation and certification so that evaluation stays impartial.',
        },
      },
      related(internationalMra),
    ],
  },
  {
    path: '/service/product',
    title: {
      ja: '製品認証機関の認定',
      en: 'Accreditation of product certification bodies',
    },
    summary: {
      ja: 'ISO/IEC 17065に基づく製品認証機関の認定について、概要、認定基準、認定までの流れ、認定の対象となる分野、国際相互承認の範囲をご案内します。',
      en: 'Accreditation of product certification bodies against ISO/IEC 17065: overview, criteria, the steps to accreditation, the fields covered and the scope of international mutual recognition.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'このページでは、製品、プロセス、サービスが要求事項に適合していることを認証する製品認証機関の認定についてご案内します。',
          en: 'This page is about the accreditation of product certification bodies, which certify that products, processes and services meet specified requirements.',
        },
      },
      { kind: 'view', view: 'scheme', schemes: ['product'] },
      {
        kind: 'heading',
        text: {
          ja: '認定の対象となる分野',
          en: 'Fields covered by accreditation',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、次の分野の製品認証を行う機関を認定しています。',
          en: 'JAB accredits bodies that carry out product certification in the following fields.',
        },
      },
      {
        kind: 'list',
        items: [
          { ja: 'A：消防用設備等', en: 'A: fire protection equipment' },
          {
            ja: 'B：抗菌防臭加工繊維製品',
            en: 'B: antibacterial and deodorant textiles',
          },
          {
            ja: 'C：電気工作物の溶接',
            en: 'C: welding of electric facilities',
          },
          { ja: 'D：市場調査サービス', en: 'D: market research services' },
          { ja: 'E：風力発電システム', en: 'E: wind power generation systems' },
          {
            ja: 'F：組込み制御機器のセキュリティ',
            en: 'F: secure embedded control devices',
          },
          { ja: 'G：林産物', en: 'G: forest products' },
          {
            ja: 'H：GAP（農業生産工程管理）農産物',
            en: 'H: GAP (good agricultural practice) agricultural products',
          },
          { ja: 'I：漁業及び水産物', en: 'I: fishing and fishery products' },
          { ja: 'J：燃料の製造工程', en: 'J: fuel production processes' },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '上の分野にない認証の制度で認定をお考えの場合は、申請の前に[お問い合わせフォーム](/inquiry/form)からご相談ください。',
          en: 'If you are considering accreditation for a certification scheme outside these fields, please contact us through the [inquiry form](/inquiry/form) before you apply.',
        },
      },
      related(internationalMra),
    ],
  },
  {
    path: '/service/greenhouse_gas',
    title: {
      ja: '温室効果ガス妥当性確認・検証機関の認定',
      en: 'Accreditation of greenhouse gas validation and verification bodies',
    },
    summary: {
      ja: 'ISO 14065に基づく温室効果ガス妥当性確認・検証機関の認定について、概要、認定基準、認定までの流れ、認定の対象となる分野、国際相互承認の範囲をご案内します。',
      en: 'Accreditation of greenhouse gas validation and verification bodies against ISO 14065: overview, criteria, the steps to accreditation, the fields covered and the scope of international mutual recognition.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'このページでは、組織やプロジェクトの温室効果ガスに関する情報を妥当性確認・検証する機関の認定についてご案内します。',
          en: 'This page is about the accreditation of bodies that validate and verify greenhouse gas information from organisations and projects.',
        },
      },
      { kind: 'view', view: 'scheme', schemes: ['greenhouse_gas'] },
      {
        kind: 'heading',
        text: {
          ja: '認定の対象となる分野',
          en: 'Fields covered by accreditation',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: 'A：ISO 14064-1に基づく組織の妥当性確認・検証',
            en: 'A: validation and verification at the organisation level under ISO 14064-1',
          },
          {
            ja: 'B：ISO 14064-2に基づくプロジェクトの妥当性確認',
            en: 'B: validation of projects under ISO 14064-2',
          },
          {
            ja: 'C：ISO 14064-2に基づくプロジェクトの検証',
            en: 'C: verification of projects under ISO 14064-2',
          },
          {
            ja: 'D：CORSIA（国際民間航空のためのカーボン・オフセット及び削減スキーム）に基づく検証',
            en: 'D: verification under CORSIA (the Carbon Offsetting and Reduction Scheme for International Aviation)',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '妥当性確認は、温室効果ガスの削減などの計画が、その前提と方法から見て妥当かどうかを、実施の前に評価するものです。検証は、すでに報告された排出量などの値が正確かどうかを、実績に基づいて評価するものです。',
          en: 'Validation assesses, before the fact, whether a plan such as an emission reduction project is reasonable given its assumptions and methods. Verification assesses, after the fact, whether reported figures such as emissions are accurate, based on the evidence of what happened.',
        },
      },
      related(internationalMra),
    ],
  },
  // ---------------------------------------------------------------------------------------------
  // Laboratories, medical laboratories, inspection, reference materials, proficiency testing, biobanks
  // ---------------------------------------------------------------------------------------------
  {
    path: '/service/laboratory',
    title: {
      ja: '試験所・校正機関の認定',
      en: 'Accreditation of testing and calibration laboratories',
    },
    summary: {
      ja: 'ISO/IEC 17025に基づく試験所と校正機関の認定について、概要、認定基準、認定までの流れ、国際相互承認の範囲をご案内します。',
      en: 'Accreditation of testing and calibration laboratories against ISO/IEC 17025: overview, criteria, the steps to accreditation and the scope of international mutual recognition.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'このページでは、試験を行う試験所と、計測機器を校正する校正機関の認定についてご案内します。どちらもISO/IEC 17025に基づいて認定し、手続も共通です。',
          en: 'This page is about the accreditation of testing laboratories and of calibration laboratories, which calibrate measuring instruments. Both are accredited against ISO/IEC 17025 and follow the same procedure.',
        },
      },
      {
        kind: 'view',
        view: 'scheme',
        schemes: ['laboratory', 'calibration_laboratory'],
      },
      {
        kind: 'heading',
        text: {
          ja: '認定範囲の定め方',
          en: 'How the scope of accreditation is defined',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '試験所の認定範囲は、試験の対象、試験の項目、試験の方法（規格の番号など）の組合せで定めます。校正機関の認定範囲は、校正の項目、範囲、校正測定能力（最高の測定能力を不確かさで示したもの）で定めます。',
          en: 'A testing laboratory’s scope is defined by combinations of the items tested, the properties measured and the test methods (such as standard numbers). A calibration laboratory’s scope is defined by the quantities calibrated, the ranges and the calibration and measurement capability, expressed as the smallest uncertainty it can achieve.',
        },
      },
      {
        kind: 'heading',
        text: {
          ja: '試験・校正の依頼先を探す方へ',
          en: 'Looking for a laboratory',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '[認定適合性評価機関の検索](/certification_institutions?scheme=laboratory)では、試験所と校正機関の認定範囲とあわせて、外部からの試験・校正の依頼を受け付けているかどうかも確認できます。規格の番号や試験の方法をキーワードにして探すこともできます。',
          en: '[Search accredited bodies](/certification_institutions?scheme=laboratory) shows the scope of each testing and calibration laboratory and whether it takes on testing or calibration for outside clients. You can also search with a standard number or test method as the keyword.',
        },
      },
      {
        kind: 'heading',
        text: {
          ja: '技能試験への参加',
          en: 'Taking part in proficiency testing',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '認定を受けた試験所と校正機関には、認定範囲に応じて技能試験に参加し、その結果を活用することが求められます。[技能試験](/about/proficiency_testing)と[他機関が実施する技能試験](/about/proficiency_testing/other)をご覧ください。',
          en: 'Accredited testing and calibration laboratories are expected to take part in proficiency testing relevant to their scope and to act on the results. See [Proficiency testing](/about/proficiency_testing) and [Proficiency testing by other providers](/about/proficiency_testing/other).',
        },
      },
      related(
        proficiencyTesting,
        {
          href: '/service/material_producer',
          label: {
            ja: '標準物質生産者の認定',
            en: 'Accreditation of reference material producers',
          },
          description: {
            ja: '測定の信頼性を支える標準物質の生産者の認定です。',
            en: 'Accreditation of the producers of reference materials that underpin reliable measurement.',
          },
        },
        internationalMra,
      ),
    ],
  },
  {
    path: '/service/medical_laboratory',
    title: {
      ja: '臨床検査室の認定',
      en: 'Accreditation of medical laboratories',
    },
    summary: {
      ja: 'ISO 15189に基づく臨床検査室の認定について、概要、認定基準、認定までの流れ、国際相互承認の範囲をご案内します。',
      en: 'Accreditation of medical laboratories against ISO 15189: overview, criteria, the steps to accreditation and the scope of international mutual recognition.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'このページでは、病院の検査部門や検査を受託する検査機関など、患者の検体を検査する臨床検査室の認定についてご案内します。',
          en: 'This page is about the accreditation of medical laboratories that examine patient samples, such as hospital laboratories and independent laboratories that take on examinations for others.',
        },
      },
      { kind: 'view', view: 'scheme', schemes: ['medical_laboratory'] },
      {
        kind: 'heading',
        text: { ja: '診療報酬の加算', en: 'Addition to medical fees' },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '2016年から、ISO 15189の認定を受けた臨床検査室で検体検査を行う医療機関について、診療報酬に40点の加算が設けられています。加算を算定するための要件は、診療報酬に関する国の定めでご確認ください。',
          en: 'Since 2016, a 40-point addition to medical fees has been available to healthcare providers whose sample examinations are performed in a medical laboratory accredited to ISO 15189. Please refer to the national rules on medical fees for the conditions that apply.',
        },
      },
      {
        kind: 'heading',
        text: { ja: '認定範囲と技能試験', en: 'Scope and proficiency testing' },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '認定範囲は、検査の分野と項目ごとに定めます。認定を受けた臨床検査室には、認定範囲の検査について技能試験などの検査室間比較に参加することが求められます。[技能試験](/about/proficiency_testing)もご覧ください。',
          en: 'The scope of accreditation is defined by field and by examination. Accredited medical laboratories are expected to take part in proficiency testing or other interlaboratory comparisons for the examinations in their scope. See also [Proficiency testing](/about/proficiency_testing).',
        },
      },
      related(proficiencyTesting, internationalMra),
    ],
  },
  {
    path: '/service/inspection_agency',
    title: { ja: '検査機関の認定', en: 'Accreditation of inspection bodies' },
    summary: {
      ja: 'ISO/IEC 17020に基づく検査機関の認定について、概要、認定基準、検査機関のタイプ、認定までの流れ、国際相互承認の範囲をご案内します。',
      en: 'Accreditation of inspection bodies against ISO/IEC 17020: overview, criteria, the types of inspection body, the steps to accreditation and the scope of international mutual recognition.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'このページでは、製品、設備、施設などを検査し、要求事項への適合を判定する検査機関の認定についてご案内します。世界では6,500を超える検査機関が認定を受けています。',
          en: 'This page is about the accreditation of inspection bodies, which inspect products, equipment, installations and the like and decide whether they meet requirements. More than 6,500 inspection bodies are accredited around the world.',
        },
      },
      { kind: 'view', view: 'scheme', schemes: ['inspection_body'] },
      {
        kind: 'heading',
        text: { ja: '検査機関のタイプ', en: 'Types of inspection body' },
      },
      {
        kind: 'table',
        caption: {
          ja: 'ISO/IEC 17020による検査機関のタイプ',
          en: 'Types of inspection body under ISO/IEC 17020',
        },
        columns: [
          { ja: 'タイプ', en: 'Type' },
          { ja: '独立性', en: 'Independence' },
        ],
        rows: [
          [
            { ja: 'タイプA', en: 'Type A' },
            {
              ja: '検査の対象に関与しない独立した第三者として検査を行う機関',
              en: 'An independent third party with no involvement in the items it inspects',
            },
          ],
          [
            { ja: 'タイプB', en: 'Type B' },
            {
              ja: '組織の中で独立した部門として、その組織に対してのみ検査を行う機関',
              en: 'A separate, identifiable part of an organisation that inspects only for its parent organisation',
            },
          ],
          [
            { ja: 'タイプC', en: 'Type C' },
            {
              ja: '組織の一部として、その組織又は外部の者に対して検査を行う機関',
              en: 'An identifiable part of an organisation that may inspect for its parent organisation and for others',
            },
          ],
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、検査機関がどのタイプにあたるかを確認したうえで、そのタイプの要求事項に基づいて審査します。認定を受けた検査機関とその認定範囲は、[認定適合性評価機関の検索](/certification_institutions?scheme=inspection_body)で確認できます。',
          en: 'JAB first establishes which type an inspection body is, then assesses it against the requirements for that type. Accredited inspection bodies and their scopes of accreditation can be checked in [Search accredited bodies](/certification_institutions?scheme=inspection_body).',
        },
      },
      related(internationalMra),
    ],
  },
  {
    path: '/service/material_producer',
    title: {
      ja: '標準物質生産者の認定',
      en: 'Accreditation of reference material producers',
    },
    summary: {
      ja: 'ISO 17034に基づく標準物質生産者の認定について、概要、認定基準、認定までの流れ、国際相互承認の範囲をご案内します。',
      en: 'Accreditation of reference material producers against ISO 17034: overview, criteria, the steps to accreditation and the scope of international mutual recognition.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'このページでは、測定機器の校正や品質管理に用いられる標準物質を生産する機関の認定についてご案内します。当協会は、2011年9月30日に初めて標準物質生産者を認定しました。',
          en: 'This page is about the accreditation of producers of the reference materials used for calibration and quality control. JAB accredited its first reference material producer on 30 September 2011.',
        },
      },
      {
        kind: 'view',
        view: 'scheme',
        schemes: ['reference_material_producer'],
      },
      {
        kind: 'heading',
        text: {
          ja: '認定範囲と関連する活動',
          en: 'Scope and related activities',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '認定範囲は、標準物質の種類と、値を付ける特性ごとに定めます。生産の一部を外部の試験所や校正機関に依頼する場合は、その機関が適切な能力をもつことを生産者が確認していることも審査の対象です。依頼先としては、[試験所・校正機関の認定](/service/laboratory)を受けた機関を活用できます。',
          en: 'The scope of accreditation is defined by the kind of reference material and the properties assigned. Where part of the production is subcontracted to outside testing or calibration laboratories, the assessment also covers how the producer confirms their competence; [accredited testing and calibration laboratories](/service/laboratory) can serve as subcontractors.',
        },
      },
      related(
        {
          href: '/service/laboratory',
          label: {
            ja: '試験所・校正機関の認定',
            en: 'Accreditation of testing and calibration laboratories',
          },
          description: {
            ja: '標準物質を使う試験所と校正機関の認定です。',
            en: 'Accreditation of the laboratories that use reference materials.',
          },
        },
        internationalMra,
      ),
    ],
  },
  {
    path: '/service/ptp',
    title: {
      ja: '技能試験提供者の認定',
      en: 'Accreditation of proficiency testing providers',
    },
    summary: {
      ja: 'ISO/IEC 17043に基づく技能試験提供者の認定について、概要、認定基準、認定までの流れ、国際相互承認の範囲をご案内します。',
      en: 'Accreditation of proficiency testing providers against ISO/IEC 17043: overview, criteria, the steps to accreditation and the scope of international mutual recognition.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'このページでは、試験所や臨床検査室の能力を比べて評価する技能試験を運営する、技能試験提供者の認定についてご案内します。',
          en: 'This page is about the accreditation of proficiency testing providers, which run the proficiency testing used to compare and evaluate the performance of laboratories and medical laboratories.',
        },
      },
      {
        kind: 'view',
        view: 'scheme',
        schemes: ['proficiency_testing_provider'],
      },
      {
        kind: 'heading',
        text: {
          ja: '技能試験を探す方へ',
          en: 'Looking for proficiency testing',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会が実施する技能試験は[技能試験](/about/proficiency_testing)で、他の機関が実施する技能試験は[他機関が実施する技能試験](/about/proficiency_testing/other)でご案内しています。認定を受けた技能試験提供者は、[認定適合性評価機関の検索](/certification_institutions?scheme=proficiency_testing_provider)で分野ごとに探せます。',
          en: 'Proficiency testing run by JAB is described in [Proficiency testing](/about/proficiency_testing), and that run by others in [Proficiency testing by other providers](/about/proficiency_testing/other). Accredited providers can be found field by field in [Search accredited bodies](/certification_institutions?scheme=proficiency_testing_provider).',
        },
      },
      related(proficiencyTesting, proficiencyTestingOther, internationalMra),
    ],
  },
  {
    path: '/service/biobanking',
    title: { ja: 'バイオバンクの認定', en: 'Accreditation of biobanks' },
    summary: {
      ja: 'ISO 20387に基づくバイオバンクの認定について、概要、認定基準、認定までの流れ、国際相互承認の状況をご案内します。',
      en: 'Accreditation of biobanks against ISO 20387: overview, criteria, the steps to accreditation and the position on international mutual recognition.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'このページでは、生物由来の試料と関連するデータを保存し、研究や開発のために提供するバイオバンクの認定についてご案内します。',
          en: 'This page is about the accreditation of biobanks, which store biological material and associated data and supply them for research and development.',
        },
      },
      { kind: 'view', view: 'scheme', schemes: ['biobanking'] },
      {
        kind: 'heading',
        text: {
          ja: '国際相互承認の状況',
          en: 'International mutual recognition',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'バイオバンクの認定は、現時点では、IAF MLA、ILAC MRA、APAC MRAのいずれの国際相互承認の範囲にも含まれていません。そのため、このページの国際相互承認の範囲に掲載している項目はありません。相互承認の仕組みは[認定と国際相互承認](/accreditation/international_mra)でご説明しています。',
          en: 'At present, the accreditation of biobanks is not covered by any arrangement of international mutual recognition: the IAF MLA, the ILAC MRA or the APAC MRA. The scope of international mutual recognition on this page therefore lists nothing. See [Accreditation and international mutual recognition](/accreditation/international_mra) for how mutual recognition works.',
        },
      },
      {
        kind: 'heading',
        text: { ja: '認定範囲', en: 'Scope of accreditation' },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '認定範囲は、バイオバンクが扱う試料の種類（血液、組織、細胞、微生物など）と、収集、保存、提供などの業務ごとに定めます。',
          en: 'The scope of accreditation is defined by the kinds of material the biobank handles (such as blood, tissue, cells or microorganisms) and by the activities it carries out, such as collection, storage and supply.',
        },
      },
      related(internationalMra),
    ],
  },
];
