import type { SamplePosting } from './types';

/**
 * Sample recruitment postings, newest first: three calls for temporary staff (one of them closed)
 * and the open call for testing-laboratory assessors. The texts name no closing day (the page
 * shows the posting's own, `closes`, relative to the seed day) and no working hours or days off
 * (the page shows the office's, from the organisation's record, for staff contracts).
 */
export const samplePostings: SamplePosting[] = [
  // Published 2026-11-17, closes 2026-12-17; contract from 2027-01-04.
  {
    slug: '2026-11-medical-laboratory-temporary-staff',
    published: -5,
    unit: 'medicalLaboratory',
    title: {
      ja: '臨床検査室認定部門 臨時職員（契約期間6か月）の募集',
      en: 'Temporary staff for the Medical Laboratory Accreditation Unit (6-month contract)',
    },
    duties: [
      {
        kind: 'paragraph',
        text: {
          ja: 'ISO 15189に基づく臨床検査室の認定業務について、事務局の一員として審査の準備から認定の決定後の手続までを支援していただきます。',
          en: 'As a member of the secretariat, you will support the accreditation of medical laboratories against ISO 15189, from preparing assessments to the procedures that follow an accreditation decision.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '認定の申請書類の受付及び記載内容の確認',
            en: 'Receiving applications for accreditation and checking the documents submitted',
          },
          {
            ja: '書類審査及び現地審査の日程調整並びに審査員及び臨床検査室との連絡',
            en: 'Scheduling document reviews and on-site assessments, and liaising with assessors and medical laboratories',
          },
          {
            ja: '審査報告書及び是正処置の記録の整理、データベースへの入力',
            en: 'Filing assessment reports and corrective action records and entering them in the database',
          },
          {
            ja: '認定証の発行準備及び認定範囲の情報の確認',
            en: 'Preparing accreditation certificates and checking scope of accreditation data',
          },
        ],
      },
    ],
    requirements: [
      { kind: 'heading', text: { ja: '必須', en: 'Essential' } },
      {
        kind: 'list',
        items: [
          {
            ja: '事務職としての実務経験（2年以上）',
            en: 'At least two years of office experience',
          },
          {
            ja: '文書作成ソフト、表計算ソフト及び電子メールを業務で使用できること',
            en: 'Working knowledge of word processing, spreadsheet and e-mail software',
          },
          {
            ja: '業務に支障のない日本語の読み書き及び会話の能力',
            en: 'Business-level Japanese, spoken and written',
          },
        ],
      },
      { kind: 'heading', text: { ja: '歓迎', en: 'Desirable' } },
      {
        kind: 'list',
        items: [
          {
            ja: '臨床検査技師の資格、又は臨床検査室での勤務経験',
            en: 'A qualification as a clinical laboratory technologist, or experience of working in a medical laboratory',
          },
          {
            ja: 'ISO 15189又はISO 9001に関する基礎的な知識',
            en: 'A basic knowledge of ISO 15189 or ISO 9001',
          },
          {
            ja: '英文の資料を読む力（海外の認定機関からの文書を扱うことがあります）',
            en: 'The ability to read documents in English (some correspondence comes from accreditation bodies abroad)',
          },
        ],
      },
    ],
    contract: 'temporary6',
    conditions: [
      {
        kind: 'list',
        items: [
          {
            ja: '契約期間：2027年1月4日から6か月間（業務の状況により延長について相談することがあります）',
            en: 'Contract: six months from 4 January 2027 (an extension may be discussed depending on workload)',
          },
          {
            ja: '勤務地：当協会事務所（東京都千代田区）',
            en: "Place of work: JAB's office in Chiyoda-ku, Tokyo",
          },
          {
            ja: '給与：時給1,700円から（経験等を考慮して決定します）。通勤交通費は当協会の規程により支給します。',
            en: "Pay: from 1,700 yen per hour, depending on experience. Commuting costs are paid under JAB's rules.",
          },
          {
            ja: '社会保険：加入要件を満たす場合は加入していただきます。',
            en: 'Social insurance: provided where the eligibility conditions are met.',
          },
        ],
      },
    ],
    howToApply: [
      {
        kind: 'list',
        ordered: true,
        items: [
          {
            ja: '履歴書（写真貼付）及び職務経歴書をPDF形式で電子メールに添付し、応募先のアドレスへお送りください。件名は「臨床検査室認定部門 臨時職員応募（氏名）」としてください。',
            en: 'Send your CV (with a photograph) and a summary of your work history as PDF attachments by e-mail to the application address, with the subject "Application: Medical Laboratory Accreditation Unit temporary staff (your name)".',
          },
          {
            ja: '書類選考のうえ、通過された方には面接の日程をご連絡します。面接は当協会事務所で行います。',
            en: 'JAB shortlists applicants on their documents and invites those shortlisted to an interview at its office.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '応募書類は返却いたしません。ご提供いただいた個人情報は、採用選考の目的にのみ使用します。電話でのお問い合わせはご遠慮ください。',
          en: 'Application documents will not be returned. Personal information you provide will be used only for the selection process. Please do not make inquiries by telephone.',
        },
      },
    ],
    applyTo: 'recruit@example.invalid',
    closes: 25,
  },

  // Published 2026-11-04, closes 2026-12-10; contract from 2027-01-04.
  {
    slug: '2026-11-management-system-temporary-staff',
    published: -18,
    unit: 'managementSystem',
    title: {
      ja: 'マネジメントシステム認定部門 臨時職員（契約期間3か月）の募集',
      en: 'Temporary staff for the Management System Accreditation Unit (3-month contract)',
    },
    duties: [
      {
        kind: 'paragraph',
        text: {
          ja: '年度末に向けて業務が集中する期間、マネジメントシステム認証機関の認定及び認証組織の情報の管理に関する事務を担当していただきます。',
          en: 'During the busy period before the end of the financial year, you will handle administrative work on the accreditation of management system certification bodies and on information about certified organisations.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '認証機関から提供される認証組織の情報の受付及び内容の確認',
            en: 'Receiving information on certified organisations from certification bodies and checking it',
          },
          {
            ja: '認証組織の検索に掲載する情報の更新作業の補助',
            en: 'Helping to update the information shown in the certified organisation search',
          },
          {
            ja: 'サーベイランス及び再審査の日程調整並びに関係書類の整理',
            en: 'Scheduling surveillance and reassessments, and filing the related documents',
          },
          {
            ja: '認証件数の集計及び資料の作成補助',
            en: 'Compiling certification counts and helping to prepare reports on them',
          },
        ],
      },
    ],
    requirements: [
      { kind: 'heading', text: { ja: '必須', en: 'Essential' } },
      {
        kind: 'list',
        items: [
          {
            ja: '表計算ソフトでデータの並べ替え、絞込み及び集計ができること',
            en: 'Ability to sort, filter and total data in spreadsheet software',
          },
          {
            ja: '正確さを要するデータ入力の経験',
            en: 'Experience of data entry where accuracy matters',
          },
          {
            ja: '業務に支障のない日本語の読み書き及び会話の能力',
            en: 'Business-level Japanese, spoken and written',
          },
        ],
      },
      { kind: 'heading', text: { ja: '歓迎', en: 'Desirable' } },
      {
        kind: 'list',
        items: [
          {
            ja: 'ISO 9001、ISO 14001等のマネジメントシステム規格に関する知識',
            en: 'Knowledge of management system standards such as ISO 9001 and ISO 14001',
          },
          {
            ja: '認証機関又は認証を受けた組織での勤務経験',
            en: 'Experience of working at a certification body or a certified organisation',
          },
          {
            ja: '英語で簡単な電子メールのやり取りができること',
            en: 'Ability to handle simple e-mail correspondence in English',
          },
        ],
      },
    ],
    contract: 'temporary3',
    conditions: [
      {
        kind: 'list',
        items: [
          {
            ja: '契約期間：2027年1月4日から3か月間',
            en: 'Contract: three months from 4 January 2027',
          },
          {
            ja: '勤務地：当協会事務所（東京都千代田区）',
            en: "Place of work: JAB's office in Chiyoda-ku, Tokyo",
          },
          {
            ja: '給与：時給1,600円から（経験等を考慮して決定します）。通勤交通費は当協会の規程により支給します。',
            en: "Pay: from 1,600 yen per hour, depending on experience. Commuting costs are paid under JAB's rules.",
          },
        ],
      },
    ],
    howToApply: [
      {
        kind: 'list',
        ordered: true,
        items: [
          {
            ja: '履歴書（写真貼付）及び職務経歴書をPDF形式で電子メールに添付し、応募先のアドレスへお送りください。件名は「マネジメントシステム認定部門 臨時職員応募（氏名）」としてください。',
            en: 'Send your CV (with a photograph) and a summary of your work history as PDF attachments by e-mail to the application address, with the subject "Application: Management System Accreditation Unit temporary staff (your name)".',
          },
          {
            ja: '書類選考を通過された方には、面接の日程を電子メールでご連絡します。',
            en: 'Applicants who pass the document screening will be contacted by e-mail to arrange an interview.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '選考の結果は、合否にかかわらず電子メールでお知らせします。ご提供いただいた個人情報は、採用選考の目的にのみ使用します。電話でのお問い合わせはご遠慮ください。',
          en: 'All applicants will be told the outcome by e-mail. Personal information you provide will be used only for the selection process. Please do not make inquiries by telephone.',
        },
      },
    ],
    applyTo: 'recruit@example.invalid',
    closes: 18,
  },

  // Closed: published 2026-09-08, closed 2026-10-08; contract from 2026-11-02.
  {
    slug: '2026-09-laboratory-temporary-staff',
    published: -75,
    unit: 'laboratory',
    title: {
      ja: '試験所認定部門 臨時職員（契約期間6か月）の募集',
      en: 'Temporary staff for the Laboratory Accreditation Unit (6-month contract)',
    },
    duties: [
      {
        kind: 'paragraph',
        text: {
          ja: 'ISO/IEC 17025に基づく試験所及び校正機関の認定業務について、申請の受付から認定範囲の情報の管理までの事務を担当していただきます。',
          en: 'You will handle administrative work on the accreditation of testing and calibration laboratories against ISO/IEC 17025, from receiving applications to maintaining scope of accreditation data.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '認定の申請及び範囲の拡大の申請の受付並びに書類の確認',
            en: 'Receiving applications for accreditation and for extension of scope, and checking the documents',
          },
          {
            ja: '認定範囲（試験方法、校正項目等）の情報の登録及び確認',
            en: 'Entering and checking scope of accreditation data (test methods, calibration items and so on)',
          },
          {
            ja: '試験所及び校正機関の技能試験への参加状況の集計',
            en: "Compiling records of laboratories' participation in proficiency testing",
          },
          {
            ja: '英文の認定証及び認定範囲の作成補助',
            en: 'Helping to prepare accreditation certificates and scopes of accreditation in English',
          },
        ],
      },
    ],
    requirements: [
      { kind: 'heading', text: { ja: '必須', en: 'Essential' } },
      {
        kind: 'list',
        items: [
          {
            ja: '事務職としての実務経験（1年以上）',
            en: 'At least one year of office experience',
          },
          {
            ja: '文書作成ソフト及び表計算ソフトを業務で使用できること',
            en: 'Working knowledge of word processing and spreadsheet software',
          },
          {
            ja: '英語の読み書きができること（目安として、英文の技術文書を辞書を使って読める程度）',
            en: 'Ability to read and write English (roughly, enough to read technical documents in English with a dictionary)',
          },
        ],
      },
      { kind: 'heading', text: { ja: '歓迎', en: 'Desirable' } },
      {
        kind: 'list',
        items: [
          {
            ja: '理工系の学部又は学科の卒業者',
            en: 'A degree in science or engineering',
          },
          {
            ja: '試験所又は校正機関での勤務経験',
            en: 'Experience of working in a testing or calibration laboratory',
          },
        ],
      },
    ],
    contract: 'temporary6',
    conditions: [
      {
        kind: 'list',
        items: [
          {
            ja: '契約期間：2026年11月2日から6か月間',
            en: 'Contract: six months from 2 November 2026',
          },
          {
            ja: '勤務地：当協会事務所（東京都千代田区）',
            en: "Place of work: JAB's office in Chiyoda-ku, Tokyo",
          },
          {
            ja: '給与：時給1,700円から（経験及び語学力を考慮して決定します）。通勤交通費は当協会の規程により支給します。',
            en: "Pay: from 1,700 yen per hour, depending on experience and language skills. Commuting costs are paid under JAB's rules.",
          },
        ],
      },
    ],
    howToApply: [
      {
        kind: 'list',
        ordered: true,
        items: [
          {
            ja: '履歴書（写真貼付）及び職務経歴書をPDF形式で電子メールに添付し、応募先のアドレスへお送りください。件名は「試験所認定部門 臨時職員応募（氏名）」としてください。',
            en: 'Send your CV (with a photograph) and a summary of your work history as PDF attachments by e-mail to the application address, with the subject "Application: Laboratory Accreditation Unit temporary staff (your name)".',
          },
          {
            ja: '書類選考のうえ、通過された方には面接の日程をご連絡します。面接では英文の読解に関する簡単な確認を行います。',
            en: 'JAB shortlists applicants on their documents and invites those shortlisted to an interview, which includes a short English reading exercise.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'ご提供いただいた個人情報は、採用選考の目的にのみ使用します。電話でのお問い合わせはご遠慮ください。',
          en: 'Personal information you provide will be used only for the selection process. Please do not make inquiries by telephone.',
        },
      },
    ],
    applyTo: 'recruit@example.invalid',
    closes: -45,
  },

  // Open call: published 2026-07-27, closes 2027-03-31.
  {
    slug: '2026-07-testing-laboratory-assessors',
    published: -118,
    unit: 'testingLaboratoryAssessor',
    title: {
      ja: '試験所認定審査員の募集',
      en: 'Call for testing laboratory assessors',
    },
    duties: [
      {
        kind: 'paragraph',
        text: {
          ja: 'ISO/IEC 17025に基づく試験所の認定審査を、当協会の審査チームの一員として担当していただきます。審査1件ごとに業務委託契約を締結します。',
          en: 'You will take part in assessments of testing laboratories against ISO/IEC 17025 as a member of a JAB assessment team. A separate contract is concluded for each assessment.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '申請書類及び品質マニュアル等の書類審査',
            en: 'Document review of applications, quality manuals and related documents',
          },
          {
            ja: '現地審査（初回審査、サーベイランス、再審査及び範囲の拡大の審査）での技術的な事項の審査及び試験の立会い',
            en: 'Assessing technical matters and witnessing tests during on-site assessments (initial assessments, surveillance, reassessments and extensions of scope)',
          },
          {
            ja: '審査報告書の作成及び不適合に対する是正処置の確認',
            en: 'Writing assessment reports and reviewing corrective actions taken on nonconformities',
          },
          {
            ja: '当協会が実施する審査員研修及び審査員会議への参加',
            en: 'Attending assessor training and assessor meetings held by JAB',
          },
        ],
      },
    ],
    requirements: [
      { kind: 'heading', text: { ja: '必須', en: 'Essential' } },
      {
        kind: 'list',
        items: [
          {
            ja: '大学の理工系学部卒業又はこれと同等以上の知識',
            en: 'A degree in science or engineering, or equivalent knowledge',
          },
          {
            ja: '試験の実務経験5年以上（うち2年以上は、試験所の品質管理又は技術管理の業務を含むこと）',
            en: "At least five years' practical testing experience, including at least two years in quality or technical management of a laboratory",
          },
          {
            ja: 'ISO/IEC 17025の要求事項に関する知識、及び内部監査の経験',
            en: 'Knowledge of the requirements of ISO/IEC 17025 and experience of internal audits',
          },
          {
            ja: '日本語で審査報告書を作成できること',
            en: 'Ability to write assessment reports in Japanese',
          },
          {
            ja: '当協会が定める審査員研修（講義及び見習いとしての審査への参加）を修了できること',
            en: 'Willingness to complete JAB assessor training (lectures and taking part in assessments as a trainee)',
          },
        ],
      },
      { kind: 'heading', text: { ja: '特に募集している分野', en: 'Fields where assessors are most needed' } },
      {
        kind: 'list',
        items: [
          { ja: '化学分析（環境、食品）', en: 'Chemical analysis (environment, food)' },
          { ja: '微生物試験', en: 'Microbiological testing' },
          { ja: '電気試験及びEMC試験', en: 'Electrical and EMC testing' },
          { ja: '機械的試験（材料強度、非破壊試験）', en: 'Mechanical testing (material strength, non-destructive testing)' },
        ],
      },
      { kind: 'heading', text: { ja: '歓迎', en: 'Desirable' } },
      {
        kind: 'list',
        items: [
          {
            ja: '英語で審査を行える語学力（海外の試験所の審査や国際的な相互評価に参加していただくことがあります）',
            en: 'English good enough to conduct assessments in English (you may be asked to assess laboratories abroad or to take part in international peer evaluations)',
          },
          {
            ja: '他の認定機関又は認証機関での審査の経験',
            en: 'Assessment or audit experience with another accreditation body or a certification body',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '公平性を確保するため、審査員には利害関係の申告をお願いしています。現在又は過去2年以内に所属していた試験所の審査は担当していただきません。',
          en: 'To safeguard impartiality, assessors are asked to declare any conflict of interest. You will not be assigned to assess a laboratory you work for or have worked for in the past two years.',
        },
      },
    ],
    contract: 'assessor',
    conditions: [
      {
        kind: 'list',
        items: [
          {
            ja: '契約形態：審査1件ごとの業務委託契約（審査員として登録した後、ご都合に応じて審査を依頼します）',
            en: 'Contract: a separate contract for each assessment (once registered as an assessor, you will be offered assessments to suit your availability)',
          },
          {
            ja: '勤務地：研修及び会議は当協会事務所（東京都千代田区）、現地審査は全国の試験所の事業所',
            en: "Place of work: training and meetings at JAB's office in Chiyoda-ku, Tokyo; on-site assessments at laboratories throughout Japan",
          },
          {
            ja: '時間：研修及び会議は当協会の[営業時間](/about/basic/holiday)内に行います。現地審査の時間は審査計画によります。',
            en: "Hours: training and meetings take place within JAB's [business hours](/about/basic/holiday); hours on assessment days follow the assessment plan.",
          },
          {
            ja: '謝金：審査1日あたり35,000円から（役割及び審査の内容に応じて当協会の規程により決定します）。旅費は別途支給します。',
            en: "Fee: from 35,000 yen per assessment day, set under JAB's rules according to your role and the assessment. Travel expenses are paid separately.",
          },
        ],
      },
    ],
    howToApply: [
      {
        kind: 'list',
        ordered: true,
        items: [
          {
            ja: '履歴書及び職務経歴書（担当した試験の分野と方法、品質管理の経験を具体的にご記載ください）をPDF形式で電子メールに添付し、応募先のアドレスへお送りください。',
            en: 'Send your CV and a summary of your work history (stating the fields and methods of testing you have worked in and your quality management experience) as PDF attachments by e-mail to the application address.',
          },
          {
            ja: '電子メールの件名は、必ず「試験所認定審査員応募（氏名）」としてください。',
            en: 'The subject line must be "Application: testing laboratory assessor (your name)".',
          },
          {
            ja: '応募は締切日まで随時受け付け、届いた順に選考します。',
            en: 'Applications are accepted at any time until the closing day and considered in the order received.',
          },
          {
            ja: '書類選考を通過された方には、面接の日程をご連絡します。面接は当協会事務所又はオンラインで行います。',
            en: 'Applicants who pass the document screening will be invited to an interview, held at our office or online.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'ご提供いただいた個人情報は、審査員の選考及び登録の目的にのみ使用します。電話でのお問い合わせはご遠慮ください。',
          en: 'Personal information you provide will be used only for selecting and registering assessors. Please do not make inquiries by telephone.',
        },
      },
    ],
    applyTo: 'recruit@example.invalid',
    subjectLine: {
      ja: '試験所認定審査員応募（氏名）',
      en: 'Application: testing laboratory assessor (your name)',
    },
    closes: 129,
  },
];
