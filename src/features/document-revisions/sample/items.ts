import type { SampleRevision } from './types';

/**
 * Sample notices of document revisions over the two years before the seed day, newest first.
 * Each names a document of the documents sample by its number and title, with the same issue and
 * application days as that document's current version. The texts name none of the notice's days
 * (issue, application, end of the transition): the page shows them from the notice's fields.
 */
export const sampleRevisions: SampleRevision[] = [
  // Issued 2026-08-19, applies from 2026-12-27; printed material until 2027-06-30.
  {
    slug: '2026-08-s-rl03-revised',
    published: -95,
    documentNumber: 'S-RL03',
    title: {
      ja: 'S-RL03「認定シンボルの使用及び認定の表示に関する規則」を改訂しました',
      en: 'Revision of S-RL03, Rules on the Use of the Accreditation Symbol and Claims of Accreditation',
    },
    summary: [
      {
        kind: 'paragraph',
        text: {
          ja: '[意見募集](/public_comments/2026-05-accreditation-symbol-rules)の結果を踏まえ、認定シンボルの使用及び認定の表示に関する規則を改訂しました。改訂後の規則は、周知期間を設けたうえで適用日から適用します。',
          en: 'Taking account of the comments received in the [call for comments](/public_comments/2026-05-accreditation-symbol-rules), we have revised the Rules on the Use of the Accreditation Symbol and Claims of Accreditation. The revised rules apply from the effective date, after a period for bodies to prepare.',
        },
      },
      { kind: 'heading', text: { ja: '主な改訂内容', en: 'Main changes' } },
      {
        kind: 'list',
        items: [
          {
            ja: '電子的に発行する証明書及び報告書並びにウェブサイトに認定シンボルを表示する場合は、認定番号が判読できる大きさとすることとしました。',
            en: 'On electronically issued certificates and reports and on websites, the symbol must be shown at a size at which the accreditation number is legible.',
          },
          {
            ja: '認定範囲外の結果を含む報告書に認定シンボルを表示する場合は、範囲外の結果を明確に区別して示すこととしました。',
            en: 'Where a report bearing the symbol also contains results outside the scope of accreditation, those results must be clearly marked as such.',
          },
          {
            ja: '国際相互承認の組合せマークの使用条件と手続を一つの章にまとめ、標準的な処理期間を示しました。',
            en: 'The conditions and procedure for using the combined mark of the international mutual recognition arrangements are now in one chapter, with the standard processing time.',
          },
          {
            ja: '認定の一時停止又は取消の後、報告書及び証明書では30日以内、印刷物の広告では90日以内に認定シンボルの使用を中止することとしました。',
            en: 'After suspension or withdrawal of accreditation, use of the symbol must cease within 30 days on reports and certificates and within 90 days in printed advertising material.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'あわせて「認定シンボルの表示例」及び「認定シンボル使用申請書」を改訂しました。',
          en: 'The Examples of the Display of the Accreditation Symbol and the Request for Use of the Accreditation Symbol have been revised at the same time.',
        },
      },
    ],
    issued: -95,
    effective: 35,
    transitionEnds: 220,
    transitionNote: {
      ja: 'パンフレット、名刺などの印刷物で、改訂前の規則に基づいて作成したものは、移行期間の終了日まで引き続き使用できます。報告書及び証明書には、適用日から改訂後の規則が適用されます。',
      en: 'Brochures, business cards and other printed material produced under the previous rules may still be used until the transition ends. Reports and certificates must follow the revised rules from the effective date.',
    },
    attachments: [
      {
        name: {
          ja: 'S-RL03 認定シンボルの使用及び認定の表示に関する規則（改訂版）',
          en: 'S-RL03 Rules on the Use of the Accreditation Symbol and Claims of Accreditation (revised)',
        },
        language: 'both',
      },
      {
        name: { ja: 'S-RL03 新旧対照表', en: 'S-RL03 comparison of previous and revised text' },
        language: 'ja',
      },
    ],
  },

  // Issued 2026-06-25, applies from 2026-09-23.
  {
    slug: '2026-06-s-ms02-revised',
    published: -150,
    documentNumber: 'S-MS02',
    title: {
      ja: 'S-MS02「マネジメントシステム認証機関の認定基準の適用指針」を改訂しました',
      en: 'Revision of S-MS02, Guidance on the Application of the Accreditation Criteria for Management System Certification Bodies',
    },
    summary: [
      {
        kind: 'paragraph',
        text: {
          ja: 'マネジメントシステム認証機関の認定基準の解釈を示した適用指針を改訂しました。認証機関の皆様の準備期間を考慮し、改訂版は発行日の後に設けた適用日から適用します。',
          en: 'We have revised the guidance explaining how the accreditation criteria for management system certification bodies are interpreted. To give certification bodies time to prepare, the revised guidance applies from an effective date later than its date of issue.',
        },
      },
      { kind: 'heading', text: { ja: '主な改訂内容', en: 'Main changes' } },
      {
        kind: 'list',
        items: [
          {
            ja: '審査員の力量を決定する際に、技術分野ごとの知識をどのような記録で示すかの例を加えました。',
            en: "Examples have been added of the records that show auditors' knowledge of each technical area when their competence is determined.",
          },
          {
            ja: '登録範囲の表記について、産業分類との対応の考え方を示しました。',
            en: 'Guidance has been added on how the wording of the scope of certification relates to the industrial classification.',
          },
          {
            ja: '審査計画の作成について、現地での審査とリモートでの審査を組み合わせる場合の審査時間の配分を説明しました。',
            en: 'The section on audit plans now explains how audit time is allocated when on-site and remote auditing are combined.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '2026年3月に改訂した認定基準の運用状況と、認証機関から寄せられたご質問を踏まえた改訂です。',
          en: 'The revision follows experience with the accreditation criteria revised in March 2026 and the questions certification bodies have sent us.',
        },
      },
    ],
    issued: -150,
    effective: -60,
    attachments: [
      {
        name: {
          ja: 'S-MS02 マネジメントシステム認証機関の認定基準の適用指針（改訂版）',
          en: 'S-MS02 Guidance on the Application of the Accreditation Criteria for Management System Certification Bodies (revised, Japanese)',
        },
        language: 'ja',
      },
    ],
  },

  // Issued 2026-05-26, applies from 2026-06-25; old forms accepted until 2026-09-30.
  {
    slug: '2026-05-s-rl02-revised',
    published: -180,
    documentNumber: 'S-RL02',
    title: {
      ja: 'S-RL02「認定の申請及び認定の手続き」を改訂しました',
      en: 'Revision of S-RL02, Procedures for Application and Accreditation',
    },
    summary: [
      {
        kind: 'paragraph',
        text: {
          ja: '申請から認定の判定、サーベイランス及び再審査までの手続を定めた文書を改訂しました。',
          en: 'We have revised the document setting out the procedures from application to the accreditation decision, surveillance and reassessment.',
        },
      },
      { kind: 'heading', text: { ja: '主な改訂内容', en: 'Main changes' } },
      {
        kind: 'list',
        items: [
          {
            ja: '申請を受理する条件（書類に不備がないこと、申請手数料の納付、契約の締結）を明記しました。',
            en: 'The conditions for accepting an application (complete documents, payment of the application fee and conclusion of the contract) are now stated explicitly.',
          },
          {
            ja: '書類審査の結果に基づいて現地審査に進むかどうかを判断し、その結果を申請者に通知することとしました。',
            en: 'After document review, we decide whether to proceed to the on-site assessment and notify the applicant of the decision.',
          },
          {
            ja: '現地審査は原則として第1段階及び第2段階の二回に分けて行うことを明記しました。',
            en: 'It is now stated that the on-site assessment is normally carried out in two stages.',
          },
          {
            ja: '申請書類を電子ファイルで提出できることとしました。',
            en: 'Application documents may now be submitted as electronic files.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'あわせて「認定申請書」及び「認定更新申請書」の様式を改訂しました。',
          en: 'The Application for Accreditation and the Application for Renewal of Accreditation forms have been revised at the same time.',
        },
      },
    ],
    issued: -180,
    effective: -150,
    transitionEnds: -53,
    transitionNote: {
      ja: '移行期間の終了日までは、改訂前の様式による認定申請書及び認定更新申請書も受け付けます。',
      en: 'Applications for accreditation and for renewal made on the previous forms will be accepted until the transition ends.',
    },
    attachments: [
      {
        name: {
          ja: 'S-RL02 認定の申請及び認定の手続き（改訂版）',
          en: 'S-RL02 Procedures for Application and Accreditation (revised)',
        },
        language: 'both',
      },
      {
        name: { ja: 'S-RL02 新旧対照表', en: 'S-RL02 comparison of previous and revised text' },
        language: 'ja',
      },
    ],
  },

  // Issued and applies 2026-05-06; previous forms until 2026-12-31.
  {
    slug: '2026-05-s-tl01-revised',
    published: -200,
    documentNumber: 'S-TL01',
    title: {
      ja: 'S-TL01「試験所の認定基準」を改訂しました',
      en: 'Revision of S-TL01, Accreditation Criteria for Testing Laboratories',
    },
    summary: [
      {
        kind: 'paragraph',
        text: {
          ja: '試験所がISO/IEC 17025に加えて満たすべき当協会の追加要求事項を改訂しました。改訂版は発行日から適用します。同日付で「校正機関の認定基準」も同様の改訂を行っています。',
          en: "We have revised JAB's additional requirements for testing laboratories, which apply alongside ISO/IEC 17025. The revised criteria apply from their date of issue. The Accreditation Criteria for Calibration Laboratories have been revised in the same way on the same date.",
        },
      },
      { kind: 'heading', text: { ja: '主な改訂内容', en: 'Main changes' } },
      {
        kind: 'list',
        items: [
          {
            ja: '試験報告書に署名する権限を持つ要員とその範囲を「署名者一覧」で示すこととしました。',
            en: 'Personnel authorised to sign test reports, and the extent of their authority, are now to be shown in a List of Signatories.',
          },
          {
            ja: '試験報告書で規格への適合性を表明する場合に、用いた判定ルールを記載することを明記しました。',
            en: 'Where a test report states conformity with a specification, it must state the decision rule applied.',
          },
          {
            ja: '申請範囲の「試験方法一覧」の様式を改め、規格番号と試験項目の書き方を統一しました。',
            en: 'The List of Test Methods for the proposed scope has a new layout, with a uniform way of giving standard numbers and test items.',
          },
          {
            ja: '試験報告書に認定を表示する際の条件を、認定シンボルに関する規則と整合させました。',
            en: 'The conditions for referring to accreditation in test reports have been aligned with the rules on the accreditation symbol.',
          },
        ],
      },
    ],
    issued: -200,
    effective: -200,
    transitionEnds: 39,
    transitionNote: {
      ja: '既に認定を受けている試験所は、移行期間の終了日までに実施する審査では、改訂前の様式による署名者一覧及び試験方法一覧を使用できます。',
      en: 'Laboratories already accredited may use the previous forms of the List of Signatories and the List of Test Methods in assessments carried out before the transition ends.',
    },
    attachments: [
      {
        name: {
          ja: 'S-TL01 試験所の認定基準（改訂版）',
          en: 'S-TL01 Accreditation Criteria for Testing Laboratories (revised)',
        },
        language: 'both',
      },
      {
        name: { ja: 'S-TL01 新旧対照表', en: 'S-TL01 comparison of previous and revised text' },
        language: 'ja',
      },
    ],
  },

  // Issued and applies 2026-04-26; previous criteria until 2026-10-31.
  {
    slug: '2026-04-s-pt01-revised',
    published: -210,
    documentNumber: 'S-PT01',
    title: {
      ja: 'S-PT01「技能試験提供者の認定基準」を改訂しました',
      en: 'Revision of S-PT01, Accreditation Criteria for Proficiency Testing Providers',
    },
    summary: [
      {
        kind: 'paragraph',
        text: {
          ja: '技能試験提供者の認定基準を、ISO/IEC 17043:2023に基づくものに改訂しました。改訂版は発行日から適用します。',
          en: 'We have revised the accreditation criteria for proficiency testing providers to base them on ISO/IEC 17043:2023. The revised criteria apply from their date of issue.',
        },
      },
      { kind: 'heading', text: { ja: '主な改訂内容', en: 'Main changes' } },
      {
        kind: 'list',
        items: [
          {
            ja: '参照する規格をISO/IEC 17043:2023に改め、章の構成を規格に合わせました。',
            en: 'The criteria now refer to ISO/IEC 17043:2023, and their structure follows that of the standard.',
          },
          {
            ja: 'リスク及び機会への取組み、並びに公平性の確保に関する要求事項を追加しました。',
            en: 'Requirements on addressing risks and opportunities and on safeguarding impartiality have been added.',
          },
          {
            ja: '技能試験スキームの設計、技能試験品目の準備、結果の統計的な評価及び参加者への報告に関する要求事項を整理しました。',
            en: 'The requirements on designing schemes, preparing proficiency test items, evaluating results statistically and reporting to participants have been reorganised.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '移行の進め方は、同時に公表した「ISO/IEC 17043:2023への移行に関する説明資料」でご確認いただけます。',
          en: 'How the transition works is explained in the Notes on the Transition to ISO/IEC 17043:2023, published at the same time.',
        },
      },
    ],
    issued: -210,
    effective: -210,
    transitionEnds: -22,
    transitionNote: {
      ja: '既に認定を受けている技能試験提供者は、移行期間の終了日までに実施する審査では、改訂前の認定基準に基づく審査を選択できます。',
      en: 'Proficiency testing providers already accredited could choose to be assessed against the previous criteria in assessments carried out before the transition ended.',
    },
    attachments: [
      {
        name: {
          ja: 'S-PT01 技能試験提供者の認定基準（改訂版）',
          en: 'S-PT01 Accreditation Criteria for Proficiency Testing Providers (revised, Japanese)',
        },
        language: 'ja',
      },
    ],
  },

  // Issued and applies 2026-03-27.
  {
    slug: '2026-03-s-ms01-revised',
    published: -240,
    documentNumber: 'S-MS01',
    title: {
      ja: 'S-MS01「マネジメントシステム認証機関の認定基準」を改訂しました',
      en: 'Revision of S-MS01, Accreditation Criteria for Management System Certification Bodies',
    },
    summary: [
      {
        kind: 'paragraph',
        text: {
          ja: 'ISO/IEC 17021-1に加えて適用する当協会の追加要求事項を改訂しました。改訂版は発行日から適用します。',
          en: "We have revised JAB's additional requirements that apply alongside ISO/IEC 17021-1. The revised criteria apply from their date of issue.",
        },
      },
      { kind: 'heading', text: { ja: '主な改訂内容', en: 'Main changes' } },
      {
        kind: 'list',
        items: [
          {
            ja: '認証組織の情報は、認証の決定、一時停止又は取消の後、原則として10日以内に「認証組織情報報告書」により当協会に提供することとしました。',
            en: 'Information on certified organisations is to be provided to JAB on the Certified Organisation Information Report, as a rule within 10 days of a decision to grant, suspend or withdraw certification.',
          },
          {
            ja: '複数のサイトを持つ組織を認証する場合のサンプリングについて、認証機関が残すべき記録を定めました。',
            en: 'The records a certification body must keep when it samples the sites of multi-site organisations are now specified.',
          },
          {
            ja: '認証機関がリモートで審査を行った場合に、その方法と範囲を審査報告書に記載することとしました。',
            en: 'When a certification body audits remotely, the audit report must state the methods used and what was covered.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '認証組織の検索で公開する情報を最新に保つこと、及び認証機関の審査方法の多様化に対応することが改訂の理由です。',
          en: 'The revision is intended to keep the information in the certified organisation search up to date and to respond to the wider range of audit methods used by certification bodies.',
        },
      },
    ],
    issued: -240,
    effective: -240,
    attachments: [
      {
        name: {
          ja: 'S-MS01 マネジメントシステム認証機関の認定基準（改訂版）',
          en: 'S-MS01 Accreditation Criteria for Management System Certification Bodies (revised)',
        },
        language: 'both',
      },
    ],
  },

  // Issued and applies 2026-02-25.
  {
    slug: '2026-02-s-pc01-revised',
    published: -270,
    documentNumber: 'S-PC01',
    title: {
      ja: 'S-PC01「製品認証機関の認定基準」を改訂しました',
      en: 'Revision of S-PC01, Accreditation Criteria for Product Certification Bodies',
    },
    summary: [
      {
        kind: 'paragraph',
        text: {
          ja: 'ISO/IEC 17065に加えて製品認証機関に適用する要求事項を改訂しました。改訂版は発行日から適用します。',
          en: 'We have revised the requirements that apply to product certification bodies in addition to ISO/IEC 17065. The revised criteria apply from their date of issue.',
        },
      },
      { kind: 'heading', text: { ja: '主な改訂内容', en: 'Main changes' } },
      {
        kind: 'list',
        items: [
          {
            ja: '認証スキームの所有者と認証機関の役割分担について、認証機関が文書で明らかにすべき事項を定めました。',
            en: 'The matters a certification body must document regarding the division of roles between the certification scheme owner and itself are now specified.',
          },
          {
            ja: '試験や検査を外部の機関に依頼する場合に、認証機関が行うべき評価と記録を明確にしました。',
            en: 'The evaluation and records required when a certification body relies on external bodies for testing or inspection have been clarified.',
          },
          {
            ja: '認定範囲を製品分野の区分に沿って記載するよう改めました。',
            en: 'The scope of accreditation is now written according to the product categories.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '新たな認証スキームへの対応が増えていることを受け、認証機関の責任の範囲を明確にすることを目的としています。',
          en: 'With certification bodies taking on more new certification schemes, the aim is to make the extent of their responsibility clear.',
        },
      },
    ],
    issued: -270,
    effective: -270,
    attachments: [
      {
        name: {
          ja: 'S-PC01 製品認証機関の認定基準（改訂版）',
          en: 'S-PC01 Accreditation Criteria for Product Certification Bodies (revised)',
        },
        language: 'both',
      },
      {
        name: { ja: 'S-PC01 新旧対照表', en: 'S-PC01 comparison of previous and revised text' },
        language: 'ja',
      },
    ],
  },

  // Issued and applies 2025-12-27.
  {
    slug: '2025-12-s-ghg01-revised',
    published: -330,
    documentNumber: 'S-GHG01',
    title: {
      ja: 'S-GHG01「温室効果ガス妥当性確認・検証機関の認定基準」を改訂しました',
      en: 'Revision of S-GHG01, Accreditation Criteria for Greenhouse Gas Validation and Verification Bodies',
    },
    summary: [
      {
        kind: 'paragraph',
        text: {
          ja: 'ISO 14065に基づく妥当性確認・検証機関の認定基準を改訂しました。改訂版は発行日から適用します。',
          en: 'We have revised the accreditation criteria for validation and verification bodies based on ISO 14065. The revised criteria apply from their date of issue.',
        },
      },
      { kind: 'heading', text: { ja: '主な改訂内容', en: 'Main changes' } },
      {
        kind: 'list',
        items: [
          {
            ja: '検証チームに求める力量（分野別の知識、データ及び情報の監査の経験）を明確にしました。',
            en: 'The competence required of verification teams (sector knowledge, experience in auditing data and information) has been clarified.',
          },
          {
            ja: '組織の温室効果ガス排出量の検証、プロジェクトの妥当性確認及びプロジェクトの検証の別に、認定範囲の書き方を示しました。',
            en: 'How the scope of accreditation is written is now shown separately for verification of organisations, validation of projects and verification of projects.',
          },
          {
            ja: '検証機関が現地での確認を省略できる場合の条件を定めました。',
            en: 'The conditions under which a verification body may omit a site visit are now set out.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '審査において力量の記録に関する不適合が続いたこと、及び認定範囲の表記が機関ごとに異なっていたことが改訂の理由です。',
          en: 'The revision responds to recurring nonconformities concerning competence records and to differences between bodies in how their scopes were written.',
        },
      },
    ],
    issued: -330,
    effective: -330,
    attachments: [
      {
        name: {
          ja: 'S-GHG01 温室効果ガス妥当性確認・検証機関の認定基準（改訂版）',
          en: 'S-GHG01 Accreditation Criteria for Greenhouse Gas Validation and Verification Bodies (revised, Japanese)',
        },
        language: 'ja',
      },
    ],
  },

  // Issued 2025-11-07, applies from 2026-02-05. Japanese only.
  {
    slug: '2025-11-s-tl02-revised',
    published: -380,
    documentNumber: 'S-TL02',
    title: { ja: 'S-TL02「試験における測定の不確かさの評価に関する指針」を改訂しました' },
    summary: [
      {
        kind: 'paragraph',
        text: {
          ja: '試験所が行う測定の不確かさの評価について、当協会の考え方を示した指針を改訂しました。試験所の皆様の準備期間を考慮し、改訂版は発行日の後に設けた適用日から適用します。',
        },
      },
      { kind: 'heading', text: { ja: '主な改訂内容' } },
      {
        kind: 'list',
        items: [
          { ja: '化学、微生物、電気及び機械の各試験分野について、不確かさの要因の特定から拡張不確かさの算出までの例を追加しました。' },
          { ja: '試験方法の規格が不確かさの評価を求めていない場合の考え方を示しました。' },
          { ja: '適合性の表明に用いる判定ルールと不確かさの関係について、「判定ルールと適合性の表明に関する指針」との対応を示しました。' },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '評価の例を充実させ、審査における判断の一貫性を高めるための改訂であり、試験所に新たな要求を課すものではありません。',
        },
      },
    ],
    issued: -380,
    effective: -290,
    attachments: [
      { name: { ja: 'S-TL02 試験における測定の不確かさの評価に関する指針（改訂版）' }, language: 'ja' },
      { name: { ja: 'S-TL02 新旧対照表' }, language: 'ja' },
    ],
  },

  // Issued and applies 2025-10-18; previous criteria until 2025-12-31. Japanese only.
  {
    slug: '2025-10-s-ml01-revised',
    published: -400,
    documentNumber: 'S-ML01',
    title: { ja: 'S-ML01「臨床検査室の認定基準」を改訂しました' },
    summary: [
      {
        kind: 'paragraph',
        text: {
          ja: '臨床検査室の認定基準を、ISO 15189:2022に基づくものに改訂しました。改訂版は発行日から適用します。',
        },
      },
      { kind: 'heading', text: { ja: '主な改訂内容' } },
      {
        kind: 'list',
        items: [
          { ja: '参照する規格をISO 15189:2022に改め、章の構成を規格に合わせました。' },
          { ja: '患者へのリスクに着目したリスクマネジメントの要求事項を追加しました。' },
          { ja: '認定範囲の記載方法を、検査項目、検体の種類及び測定原理の組合せに統一しました。' },
          { ja: '技能試験又は外部精度評価への参加について、審査での確認事項を具体的に示しました。' },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '臨床現場即時検査（POCT）の取扱いについては、別に適用指針を定める予定です。',
        },
      },
    ],
    issued: -400,
    effective: -400,
    transitionEnds: -326,
    transitionNote: {
      ja: '既に認定を受けている臨床検査室は、移行期間の終了日までに実施する審査では、改訂前の認定基準に基づく審査を選択できます。',
    },
    attachments: [{ name: { ja: 'S-ML01 臨床検査室の認定基準（改訂版）' }, language: 'ja' }],
  },
];
