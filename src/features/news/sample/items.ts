import type { SampleNews } from './types';

/**
 * Sample news items, newest first. `published` counts days before the seed day; the dates written
 * in the text assume the seed day is 22 November 2026. Every organisation named is invented and
 * marked as a sample; e-mail addresses use the reserved domain example.invalid.
 */
export const sampleNews: SampleNews[] = [
  {
    slug: '2026-11-search-maintenance-december',
    published: -2,
    category: 'system',
    title: {
      ja: '認定適合性評価機関検索及び認証組織検索の停止について（2026年12月5日）',
      en: 'Accredited body search and certified organisation search unavailable on 5 December 2026',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'サーバー機器の保守作業のため、下記の日時は認定適合性評価機関検索及び認証組織検索をご利用いただけません。ご不便をおかけしますが、ご理解のほどお願い申し上げます。',
          en: 'Because of maintenance work on our server equipment, the accredited body search and the certified organisation search will be unavailable at the time below. We apologise for any inconvenience.',
        },
      },
      { kind: 'heading', text: { ja: '停止日時', en: 'When' } },
      {
        kind: 'list',
        items: [
          {
            ja: '2026年12月5日（土）8時から20時まで',
            en: 'Saturday 5 December 2026, 8:00 to 20:00 (Japan time)',
          },
          {
            ja: '作業の進み具合により、終了時刻が前後する場合があります。',
            en: 'The end time may move earlier or later depending on how the work progresses.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '停止中の取扱い', en: 'During the maintenance' } },
      {
        kind: 'list',
        items: [
          {
            ja: 'CSVダウンロード及び認定証のPDFの表示も停止します。',
            en: 'CSV downloads and accreditation certificate PDFs are also unavailable.',
          },
          {
            ja: 'お知らせ、文書・様式などその他のページは、通常どおりご覧いただけます。',
            en: 'All other pages, including news and documents and forms, remain available.',
          },
          {
            ja: '作業中に認証機関から提出された認証組織情報は、作業終了後に順次反映します。',
            en: 'Certified organisation data submitted by certification bodies during the work will be added once the work is finished.',
          },
        ],
      },
    ],
  },
  {
    slug: '2026-11-year-end-closure',
    published: -5,
    category: 'notice',
    title: { ja: '年末年始の休業について', en: 'Year-end closure' },
    // The days (the morning-only day, the last working day, the closure, the first day back) are
    // shown from the organisation's business days, worked out for the year of publication.
    yearEndClosure: true,
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、年末年始を上記のとおり休業いたします。休業期間中は、お電話でのお問い合わせへの対応及び書類の受付を行いません。',
          en: 'JAB will be closed over the year end as shown above. While we are closed, we cannot answer telephone calls or receive documents.',
        },
      },
      {
        kind: 'heading',
        text: { ja: '休業期間中のお問い合わせ・ご提出', en: 'Inquiries and submissions during the closure' },
      },
      {
        kind: 'list',
        items: [
          {
            ja: 'お問い合わせフォームは休業期間中もご利用いただけます。回答は、年始の営業開始日から順次いたします。',
            en: 'The inquiry form stays open during the closure. We will reply in turn from the first working day of the new year.',
          },
          {
            ja: '電子メールでご提出いただいた申請書類等の確認は、年始の営業開始日以降となります。',
            en: 'Application documents sent by e-mail will be checked from the first working day of the new year.',
          },
          {
            ja: '認証組織情報は、認証機関からのご提出後、通常10日以内に公開していますが、休業期間を挟むため、公開までに日数を要する場合があります。',
            en: 'Certified organisation data is normally published within 10 days of submission by the certification body, but over the closure it may take longer.',
          },
        ],
      },
    ],
    relatedLinks: [
      { label: { ja: '営業日・営業時間', en: 'Business days and hours' }, href: '/about/basic/holiday' },
      { label: { ja: 'お問い合わせフォーム', en: 'Inquiry form' }, href: '/inquiry/form' },
    ],
  },
  {
    slug: '2026-11-new-accreditations-october',
    published: -9,
    category: 'accreditation',
    title: {
      ja: '新たに認定した適合性評価機関（2026年10月）',
      en: 'Newly accredited conformity assessment bodies (October 2026)',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '2026年10月に、次の適合性評価機関を新たに認定し、又は認定範囲を拡大しました。認定範囲の詳細は、認定適合性評価機関検索でご確認いただけます。',
          en: 'In October 2026 JAB granted accreditation to the following conformity assessment bodies and extended the scope of one accredited laboratory. Full scopes of accreditation are available in the accredited body search.',
        },
      },
      { kind: 'heading', text: { ja: '新規認定', en: 'New accreditations' } },
      {
        kind: 'list',
        items: [
          {
            ja: 'わかば標準物質センター（サンプル）（認定番号 RM0007）：標準物質生産者（ISO 17034）、金属中の微量元素分析用標準物質、2026年10月15日認定',
            en: 'Wakaba Reference Materials Centre (sample), accreditation number RM0007: reference material producer (ISO 17034), reference materials for trace element analysis in metals; accredited on 15 October 2026',
          },
          {
            ja: 'ながれ生体試料バンク（サンプル）（認定番号 BB0003）：バイオバンク（ISO 20387）、ヒト血液由来試料の収集・保管・提供、2026年10月30日認定',
            en: 'Nagare Biobank (sample), accreditation number BB0003: biobank (ISO 20387), collection, storage and distribution of human blood-derived samples; accredited on 30 October 2026',
          },
        ],
      },
      { kind: 'heading', text: { ja: '認定範囲の拡大', en: 'Extension of scope' } },
      {
        kind: 'list',
        items: [
          {
            ja: 'みなと試験研究所（サンプル）（認定番号 TL0456）：試験所（ISO/IEC 17025）、電気試験の分野に電磁両立性（EMC）試験を追加、2026年10月22日',
            en: 'Minato Testing Laboratory (sample), accreditation number TL0456: testing laboratory (ISO/IEC 17025); electromagnetic compatibility (EMC) testing added to its electrical testing scope on 22 October 2026',
          },
        ],
      },
    ],
    relatedLinks: [
      {
        label: { ja: '新たに認定した適合性評価機関', en: 'Newly accredited bodies' },
        href: '/cert_reports?type=1',
      },
      { label: { ja: '認定適合性評価機関検索', en: 'Accredited body search' }, href: '/certification_institutions' },
    ],
  },
  {
    slug: '2026-11-symposium-2027-registration',
    published: -13,
    category: 'event',
    title: {
      ja: '適合性評価シンポジウム2027の参加登録を開始しました（2027年1月28日開催）',
      en: 'Registration open: Conformity Assessment Symposium 2027 on 28 January 2027',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、「デジタル化時代の適合性評価と信頼の確保」をテーマに、適合性評価シンポジウム2027を開催いたします。認証機関、試験所及び認証を受けた組織の立場から、リモート審査や電子的な証明書の活用の現状と課題について議論します。',
          en: 'JAB will hold the Conformity Assessment Symposium 2027 on the theme "Conformity assessment and trust in a digital age". Speakers from certification bodies, laboratories and certified organisations will discuss where remote assessment and electronic certificates stand today and the questions they raise.',
        },
      },
      { kind: 'heading', text: { ja: '開催概要', en: 'Outline' } },
      {
        kind: 'list',
        items: [
          { ja: '日時：2027年1月28日（木）13時30分から17時まで', en: 'Date: Thursday 28 January 2027, 13:30 to 17:00' },
          {
            ja: '会場：東京都内の会議施設及びオンライン配信（会場の詳細は、参加登録をされた方にお知らせします）',
            en: 'Venue: a conference venue in Tokyo, also streamed online (venue details are sent to registered participants)',
          },
          {
            ja: '定員：会場200名、オンライン500名（先着順）',
            en: 'Capacity: 200 in the venue and 500 online, on a first-come, first-served basis',
          },
          { ja: '参加費：無料', en: 'Participation: free of charge' },
          {
            ja: '使用言語：日本語（英語への通訳はありません）',
            en: 'Language: Japanese (no interpretation into English)',
          },
        ],
      },
      { kind: 'heading', text: { ja: '参加登録の方法', en: 'How to register' } },
      {
        kind: 'paragraph',
        text: {
          ja: '氏名、所属及び会場参加・オンライン参加の別を記載のうえ、2027年1月15日（金）までに symposium@example.invalid へ電子メールでお申し込みください。定員に達した時点で受付を終了します。',
          en: 'Please e-mail symposium@example.invalid with your name, organisation and whether you will attend in person or online, by Friday 15 January 2027. Registration closes early if the capacity is reached.',
        },
      },
    ],
    attachments: [
      {
        name: { ja: '適合性評価シンポジウム2027 プログラム', en: 'Conformity Assessment Symposium 2027: programme' },
        language: 'both',
      },
    ],
  },
  {
    slug: '2026-10-certified-organisation-csv-format',
    published: -46,
    category: 'system',
    title: {
      ja: '認証組織検索のCSVダウンロード形式の変更について（2026年10月26日から）',
      en: 'New CSV download format for the certified organisation search from 26 October 2026',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '2026年10月26日（月）から、認証組織検索の検索結果をダウンロードするCSVファイルの形式を変更します。CSVファイルを取り込んでご利用の方は、お手数ですが設定の見直しをお願いいたします。',
          en: 'From Monday 26 October 2026 the CSV file of certified organisation search results will have a new format. If you import the file into your own systems, please review your settings.',
        },
      },
      { kind: 'heading', text: { ja: '主な変更点', en: 'What changes' } },
      {
        kind: 'list',
        items: [
          {
            ja: '文字コードをShift_JISからUTF-8（BOM付き）に変更します。',
            en: 'The character encoding changes from Shift_JIS to UTF-8 with a byte order mark.',
          },
          {
            ja: '「産業分類」及び「国名」の列を追加します。',
            en: 'Two columns are added: industrial classification and country name.',
          },
          { ja: '日付の表記を「YYYY-MM-DD」に統一します。', en: 'All dates are written as YYYY-MM-DD.' },
          {
            ja: '一つの組織に複数の登録範囲がある場合は、登録範囲ごとに行を分けて出力します。',
            en: 'Where an organisation holds more than one scope of certification, each scope is written on a row of its own.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '新しい列の並びと各項目の説明は、添付資料をご覧ください。',
          en: 'The attached file gives the new column order and describes each field.',
        },
      },
    ],
    attachments: [
      {
        name: {
          ja: '認証組織検索 CSVファイル項目説明（2026年10月26日以降）',
          en: 'Certified organisation search: CSV field descriptions (from 26 October 2026)',
        },
        language: 'both',
      },
    ],
  },
  {
    slug: '2026-09-voluntary-withdrawal-hikari-inspection',
    published: -74,
    category: 'accreditation',
    title: {
      ja: '認定の辞退について（ひかり検査機構（サンプル））',
      en: 'Voluntary withdrawal of accreditation: Hikari Inspection Organisation (sample)',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '検査機関（タイプA）であるひかり検査機構（サンプル）（認定番号 IB0031）から、事業再編に伴い認定を辞退する旨の届出があり、2026年8月31日付けで認定を終了しました。',
          en: 'Hikari Inspection Organisation (sample), a type A inspection body with accreditation number IB0031, has given up its accreditation because of a business reorganisation. Its accreditation ended on 31 August 2026.',
        },
      },
      { kind: 'heading', text: { ja: '検査を依頼されている方へ', en: 'If you use this inspection body' } },
      {
        kind: 'list',
        items: [
          {
            ja: '2026年8月31日までに発行された検査報告書は、認定の下で発行されたものです。',
            en: 'Inspection reports issued up to and including 31 August 2026 were issued under accreditation.',
          },
          {
            ja: '2026年9月1日以降に同機関が発行する検査報告書には、当協会の認定シンボルは付されません。',
            en: 'Inspection reports the body issues from 1 September 2026 do not carry the JAB accreditation symbol.',
          },
          {
            ja: '同機関の今後の検査業務については、同機関へ直接お問い合わせください。',
            en: 'For questions about the body\'s inspection services from now on, please contact the body directly.',
          },
        ],
      },
    ],
    relatedLinks: [
      {
        label: { ja: '認定の取消・辞退等をした適合性評価機関', en: 'Withdrawn accreditations' },
        href: '/cert_reports?type=3',
      },
    ],
  },
  {
    slug: '2026-07-certified-organisation-data-reminder',
    published: -130,
    category: 'notice',
    title: {
      ja: '認証組織情報の速やかなご提出のお願い（マネジメントシステム認証機関の皆様へ）',
      en: 'Reminder to management system certification bodies: please submit certified organisation data promptly',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、認定を受けたマネジメントシステム認証機関からご提出いただいた認証組織情報を、認証組織検索で公開しています。ご提出いただいた情報は通常10日以内に公開していますが、最近、認証の取消や有効期限の更新に関する情報のご提出が遅れる例が見られます。',
          en: 'JAB publishes in the certified organisation search the data that accredited management system certification bodies submit about the organisations they certify. Submitted data is normally published within 10 days. Recently, however, some bodies have been late in sending information on withdrawn certificates and renewed expiry dates.',
        },
      },
      { kind: 'heading', text: { ja: 'お願い', en: 'What we ask of you' } },
      {
        kind: 'list',
        items: [
          {
            ja: '新規の認証、更新、範囲の拡大・縮小、一時停止、取消などを決定した後は、速やかに認証組織情報をご提出ください。',
            en: 'Submit the data promptly after every decision: new certification, renewal, extension or reduction of scope, suspension, withdrawal and so on.',
          },
          {
            ja: '公開されている情報に誤りがないか、定期的にご確認ください。',
            en: 'Check the published data for errors at regular intervals.',
          },
          {
            ja: '公開に同意していない組織の情報の取扱いに変更はありません。',
            en: 'Nothing changes for organisations that have not agreed to publication.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '認証組織検索は、取引先や消費者が認証の有効性を確認するために利用しています。正確で最新の情報の維持にご協力をお願いいたします。',
          en: 'Customers and the public rely on the certified organisation search to check that a certificate is valid. Thank you for helping us keep the information accurate and up to date.',
        },
      },
    ],
  },
  {
    slug: '2026-06-newspaper-advertisement-world-accreditation-day',
    published: -172,
    category: 'press',
    title: { ja: '世界認定デーにあわせた新聞広告の掲載について' },
    englishSummary: 'A newspaper advertisement introducing accreditation, for World Accreditation Day on 9 June.',
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '6月9日の世界認定デーにあわせて、認定制度を紹介する当協会の広告を全国紙の朝刊に掲載します。',
        },
      },
      {
        kind: 'list',
        items: [
          { ja: '掲載日：2026年6月9日（火）' },
          { ja: '掲載紙：全国紙2紙の朝刊' },
          { ja: '内容：認定制度の仕組み、認定シンボルの見方、認定適合性評価機関検索のご案内' },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '広告では、製品やサービスの品質と安全を支える仕組みとして、認定を受けた認証機関、試験所、臨床検査室、検査機関などの役割を紹介しています。掲載した紙面は、掲載日以降に広報資料のページでもご覧いただけます。',
        },
      },
    ],
  },
  {
    slug: '2026-04-accreditation-symbol-use-reminder',
    published: -214,
    category: 'notice',
    title: {
      ja: '認定シンボルの適切な使用のお願い',
      en: 'Reminder: correct use of the accreditation symbol',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '認定を受けた適合性評価機関が発行する証明書や報告書において、認定範囲に含まれない事項について認定シンボルが付されている例が確認されています。認定適合性評価機関の皆様におかれましては、改めて当協会の規則に従った使用をお願いいたします。',
          en: 'We have found cases where accredited conformity assessment bodies placed the accreditation symbol on certificates or reports covering work outside their scope of accreditation. We ask every accredited body to check that it uses the symbol in line with JAB rules.',
        },
      },
      { kind: 'heading', text: { ja: '主な確認事項', en: 'Points to check' } },
      {
        kind: 'list',
        items: [
          {
            ja: '認定シンボルを付すことができるのは、認定範囲に含まれる業務の結果を示す証明書、報告書等に限られます。',
            en: 'The symbol may appear only on certificates, reports and similar documents that give the results of work within the scope of accreditation.',
          },
          {
            ja: '認定の一時停止期間中は、新たに発行する証明書や報告書に認定シンボルを付すことはできません。',
            en: 'While an accreditation is suspended, the symbol may not be placed on any newly issued certificate or report.',
          },
          {
            ja: '認証を受けた組織が、製品や製品の包装に認定シンボルを表示することは認められていません。認証機関は、認証を受けた組織にこの点を周知してください。',
            en: 'Certified organisations may not display the accreditation symbol on products or product packaging. Certification bodies should make sure the organisations they certify are aware of this.',
          },
          {
            ja: '認定シンボルの図案や色を変更して使用しないでください。',
            en: 'Do not change the design or colours of the symbol.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '使用方法の詳細は、文書・様式のページに掲載している認定シンボルの使用に関する規則をご確認ください。',
          en: 'Full details are in the rules on the use of the accreditation symbol, published under Documents and forms.',
        },
      },
    ],
  },
  {
    slug: '2026-03-suspension-lifted-kodama-calibration',
    published: -242,
    category: 'accreditation',
    title: {
      ja: '認定の一時停止の解除について（こだま校正サービス（サンプル））',
      en: 'Suspension lifted: Kodama Calibration Services (sample)',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '2025年12月15日から認定を一時停止していた校正機関、こだま校正サービス（サンプル）（認定番号 CL0212）について、是正処置の実施状況を確認した結果、2026年3月23日付けで一時停止を解除しました。',
          en: 'JAB suspended the accreditation of Kodama Calibration Services (sample), a calibration laboratory with accreditation number CL0212, on 15 December 2025. Having verified the laboratory\'s corrective action, JAB lifted the suspension on 23 March 2026.',
        },
      },
      { kind: 'heading', text: { ja: '経緯', en: 'Background' } },
      {
        kind: 'list',
        ordered: true,
        items: [
          {
            ja: '2025年12月15日：サーベイランスで確認された不適合（参照標準の計量トレーサビリティの確保に関するもの）について、期限までに是正処置が完了しなかったため、認定を一時停止',
            en: '15 December 2025: accreditation suspended because corrective action for a nonconformity found at surveillance, concerning the metrological traceability of reference standards, had not been completed by the deadline',
          },
          {
            ja: '2026年2月：是正処置の有効性を確認するための現地審査を実施',
            en: 'February 2026: on-site assessment to confirm that the corrective action was effective',
          },
          {
            ja: '2026年3月23日：認定の決定により一時停止を解除',
            en: '23 March 2026: suspension lifted by accreditation decision',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '2026年3月23日以降、同機関は、認定範囲に含まれる校正について、認定シンボルを付した校正証明書を再び発行することができます。',
          en: 'From 23 March 2026 the laboratory may again issue calibration certificates bearing the accreditation symbol for calibrations within its scope of accreditation.',
        },
      },
    ],
  },
  {
    slug: '2026-02-certified-organisation-search-maintenance',
    published: -270,
    category: 'system',
    title: {
      ja: '認証組織検索の停止について（2026年3月14日）',
      en: 'Certified organisation search unavailable on 14 March 2026',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'データベースの更新作業のため、下記の時間帯は認証組織検索をご利用いただけません。',
          en: 'Because of a database upgrade, the certified organisation search will be unavailable at the time below.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '日時：2026年3月14日（土）9時から18時まで',
            en: 'When: Saturday 14 March 2026, 9:00 to 18:00 (Japan time)',
          },
          {
            ja: '対象：認証組織検索（規格別の検索及びCSVダウンロードを含みます）',
            en: 'Affected: the certified organisation search, including the searches by standard and the CSV download',
          },
          {
            ja: '認定適合性評価機関検索は、通常どおりご利用いただけます。',
            en: 'The accredited body search is not affected.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '作業の終了後は、検索結果の表示にかかる時間が短くなる見込みです。',
          en: 'Once the work is complete, search results should appear more quickly.',
        },
      },
    ],
  },
  {
    slug: '2026-01-proficiency-testing-seminar',
    published: -305,
    category: 'event',
    title: {
      ja: '技能試験の活用に関するセミナーの開催について（2026年3月5日）',
      en: 'Seminar on making good use of proficiency testing, 5 March 2026',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '試験所、校正機関及び臨床検査室の皆様を対象に、技能試験の結果を品質管理に活かすためのセミナーを開催します。技能試験提供者の選び方、結果が不満足であった場合の原因の調査と是正処置、審査において確認する観点について解説します。',
          en: 'JAB is holding a seminar for testing and calibration laboratories and medical laboratories on using proficiency testing results in quality control. It covers how to choose a proficiency testing provider, how to investigate causes and take corrective action after an unsatisfactory result, and what assessors look for.',
        },
      },
      { kind: 'heading', text: { ja: '開催概要', en: 'Outline' } },
      {
        kind: 'list',
        items: [
          { ja: '日時：2026年3月5日（木）13時30分から16時30分まで', en: 'Date: Thursday 5 March 2026, 13:30 to 16:30' },
          { ja: '形式：オンライン（ウェブ会議システム）', en: 'Format: online (web conference)' },
          { ja: '定員：300名', en: 'Capacity: 300' },
          {
            ja: '参加費：5,000円（税込）。お申込みの後、請求書をお送りします。',
            en: 'Participation fee: 5,000 yen including tax; an invoice is sent after you register',
          },
          { ja: '使用言語：日本語', en: 'Language: Japanese' },
        ],
      },
      { kind: 'heading', text: { ja: '申込方法', en: 'How to register' } },
      {
        kind: 'paragraph',
        text: {
          ja: '氏名、所属及び連絡先を記載のうえ、2026年2月26日（木）までに pt-seminar@example.invalid へ電子メールでお申し込みください。',
          en: 'Please e-mail your name, organisation and contact details to pt-seminar@example.invalid by Thursday 26 February 2026.',
        },
      },
    ],
    relatedLinks: [
      {
        label: { ja: '技能試験提供者の認定', en: 'Accreditation of proficiency testing providers' },
        href: '/service/ptp',
      },
    ],
  },
  {
    slug: '2025-12-year-end-closure',
    published: -354,
    category: 'notice',
    title: { ja: '年末年始の休業について', en: 'Year-end closure' },
    yearEndClosure: true,
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、年末年始を上記のとおり休業いたします。',
          en: 'JAB will be closed over the year end as shown above.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '休業期間中にお問い合わせフォームや電子メールでいただいたお問い合わせ、申請書類等には、年始の営業開始日から順次対応いたします。認証組織情報の公開にも、通常より日数を要する場合があります。',
          en: 'Inquiries, applications and other documents sent through the inquiry form or by e-mail during the closure will be dealt with in turn from the first working day of the new year. Publication of certified organisation data may also take longer than usual.',
        },
      },
    ],
    relatedLinks: [{ label: { ja: '営業日・営業時間', en: 'Business days and hours' }, href: '/about/basic/holiday' }],
  },
  {
    slug: '2025-11-remote-assessment-policy-revision',
    published: -375,
    category: 'accreditation',
    title: {
      ja: '「リモート審査の実施に関する方針」の改訂について（2026年1月1日適用）',
      en: 'Revised policy on remote assessment, applying from 1 January 2026',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、パブリックコメントでいただいたご意見を踏まえ、「リモート審査の実施に関する方針」を改訂しました。2026年1月1日以降に実施する審査から適用します。',
          en: 'Taking account of the comments received during the public comment period, JAB has revised its policy on remote assessment. The revised policy applies to assessments carried out on or after 1 January 2026.',
        },
      },
      { kind: 'heading', text: { ja: '主な改訂内容', en: 'Main changes' } },
      {
        kind: 'list',
        items: [
          {
            ja: '書類審査及びサーベイランスのうち、適合性評価機関の同意を得てリモートで実施できる範囲を明確にしました。',
            en: 'The policy now states which parts of document review and surveillance may be carried out remotely with the conformity assessment body\'s agreement.',
          },
          {
            ja: '初回の現地審査（第2段階）及び立会審査は、原則として現地で実施します。',
            en: 'Stage 2 of the initial on-site assessment and witnessed assessments are, as a rule, carried out on site.',
          },
          {
            ja: 'リモート審査に用いる通信手段の情報セキュリティ及び記録の取扱いに関する要求事項を追加しました。',
            en: 'New requirements cover the information security of the communication tools used and the handling of records.',
          },
          {
            ja: '通信障害により審査を継続できない場合の取扱いを定めました。',
            en: 'The policy sets out what happens when an assessment cannot continue because of a connection failure.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '審査の一部をリモートで実施することを希望される場合は、審査計画の調整の際に当協会の担当者へご相談ください。',
          en: 'If you would like part of an assessment to be held remotely, please discuss it with your JAB contact while the assessment is being planned.',
        },
      },
    ],
    attachments: [
      {
        name: {
          ja: 'リモート審査の実施に関する方針（2025年11月改訂）',
          en: 'Policy on remote assessment (revised November 2025)',
        },
        language: 'both',
      },
      {
        name: {
          ja: 'リモート審査の実施に関する方針 新旧対照表',
          en: 'Policy on remote assessment: comparison of old and new text (Japanese)',
        },
        language: 'ja',
      },
    ],
    relatedLinks: [
      { label: { ja: '文書の改訂', en: 'Document revisions' }, href: '/document_revision' },
      { label: { ja: 'パブリックコメント', en: 'Public comments' }, href: '/public_comments' },
    ],
  },
  {
    slug: '2025-10-website-english-news',
    published: -403,
    category: 'notice',
    title: {
      ja: '英語版ウェブサイトのお知らせを拡充しました',
      en: 'More news now published on the English website',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '2025年10月15日から、お知らせのうち海外の適合性評価機関や関係者にも関わるものを、英語版ウェブサイトにも掲載しています。',
          en: 'Since 15 October 2025, news items that are relevant to conformity assessment bodies and other readers outside Japan have also been published on the English website.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '英語版のお知らせ一覧には、日本語のみで掲載しているお知らせも表示し、日本語のページへご案内します。',
            en: 'The English news list also shows items that are available only in Japanese, with a link to the Japanese page.',
          },
          {
            ja: '添付資料に英語版がある場合は、英語版を掲載します。',
            en: 'Where an attachment exists in English, the English version is provided.',
          },
          {
            ja: '国内向けの説明会など、日本語のみで実施する催しのお知らせは、日本語版のみの掲載となります。',
            en: 'Announcements of events held only in Japanese, such as domestic briefing sessions, are published in Japanese only.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'ウェブサイトに関するご意見は、お問い合わせフォームからお寄せください。',
          en: 'Please send any comments on the website through the inquiry form.',
        },
      },
    ],
  },
  {
    slug: '2025-09-scope-extension-midori-verification-corsia',
    published: -431,
    category: 'accreditation',
    title: {
      ja: '認定範囲の拡大について（みどり検証センター（サンプル）、CORSIA検証）',
      en: 'Extension of scope: Midori Verification Centre (sample) adds CORSIA verification',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '2025年9月12日付けで、温室効果ガスの妥当性確認・検証機関であるみどり検証センター（サンプル）（認定番号 GV0011）の認定範囲を拡大しました。',
          en: 'On 12 September 2025 JAB extended the scope of accreditation of Midori Verification Centre (sample), a greenhouse gas validation and verification body with accreditation number GV0011.',
        },
      },
      { kind: 'heading', text: { ja: '拡大後の認定範囲', en: 'Scope after the extension' } },
      {
        kind: 'list',
        items: [
          {
            ja: 'A：ISO 14064-1に基づく組織の温室効果ガスに関する妥当性確認・検証（従来から認定）',
            en: 'A: validation and verification of organisations\' greenhouse gas statements under ISO 14064-1 (already accredited)',
          },
          { ja: 'D：CORSIA検証（今回追加）', en: 'D: CORSIA verification (newly added)' },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'CORSIA（国際民間航空のためのカーボン・オフセット及び削減スキーム）に基づく排出量報告の検証を依頼される航空運送事業者の皆様は、認定適合性評価機関検索で認定範囲をご確認ください。',
          en: 'Aeroplane operators looking for verification of emissions reports under CORSIA, the Carbon Offsetting and Reduction Scheme for International Aviation, can check the scope in the accredited body search.',
        },
      },
    ],
    relatedLinks: [
      {
        label: {
          ja: '温室効果ガス妥当性確認・検証機関の認定',
          en: 'Accreditation of greenhouse gas validation and verification bodies',
        },
        href: '/service/greenhouse_gas',
      },
    ],
  },
  {
    slug: '2025-08-certified-organisation-search-multiple-selection',
    published: -459,
    category: 'system',
    title: {
      ja: '認証組織検索に複数選択による絞り込み機能を追加しました',
      en: 'Certified organisation search: narrow your results with multiple selections',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '2025年8月20日から、認証組織検索で次の機能をご利用いただけます。',
          en: 'The following features are available in the certified organisation search from 20 August 2025.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '日本語のページで、産業分類及び都道府県を複数選択して絞り込めるようになりました。',
            en: 'On the Japanese page, several industrial classifications and prefectures can now be selected at once.',
          },
          {
            ja: '所在地が国内か国外かで絞り込めるようになりました。',
            en: 'Results can be narrowed to organisations located in Japan or outside Japan.',
          },
          {
            ja: '選択中の登録範囲を、検索欄の下に表示するようにしました。',
            en: 'The scopes of certification you have selected are now shown below the search box.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'なお、検索結果の初回登録日は、認証機関の移転日や、認証機関が確認できる最も古い日付である場合があります。ご利用の際はご留意ください。',
          en: 'Please note that the initial registration date in the results may be the date on which the certification was transferred from another certification body, or the earliest date the certification body can trace.',
        },
      },
    ],
    relatedLinks: [
      { label: { ja: '認証組織検索', en: 'Certified organisation search' }, href: '/ms_certifications/list' },
    ],
  },
  {
    slug: '2025-07-annual-report-fy2024',
    published: -494,
    category: 'press',
    title: {
      ja: '2024年度事業報告を公表しました',
      en: 'Annual report for fiscal year 2024 published',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '2025年6月に開催した評議員会の承認を受け、2024年度（2024年4月1日〜2025年3月31日）の事業報告及び決算を公表しました。',
          en: 'Following approval by the Board of Councillors in June 2025, JAB has published its business report and financial statements for fiscal year 2024 (1 April 2024 to 31 March 2025).',
        },
      },
      { kind: 'heading', text: { ja: '主な内容', en: 'Highlights' } },
      {
        kind: 'list',
        items: [
          {
            ja: '分野別の認定の決定件数（新規認定、範囲の拡大及び更新）',
            en: 'Accreditation decisions by scheme: new accreditations, extensions of scope and renewals',
          },
          {
            ja: '国際相互承認（IAF MLA、ILAC MRA及びAPAC MRA）に関する活動',
            en: 'Work under the international mutual recognition arrangements (IAF MLA, ILAC MRA and APAC MRA)',
          },
          {
            ja: '手数料の改定及び申請手続の簡素化',
            en: 'The revision of fees and the simplification of application procedures',
          },
          { ja: '審査員の育成と研修の実施状況', en: 'Training and development of assessors' },
          { ja: '公平性の確保に関する取組み', en: 'Safeguarding impartiality' },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '英語版は、事業報告の概要をまとめたものです。',
          en: 'The English document is a summary of the full Japanese report.',
        },
      },
    ],
    attachments: [
      { name: { ja: '2024年度事業報告書', en: 'Business report for fiscal year 2024 (Japanese)' }, language: 'ja' },
      {
        name: { ja: '2024年度事業報告（英語概要版）', en: 'Annual report fiscal year 2024: summary' },
        language: 'en',
      },
    ],
  },
  {
    slug: '2025-06-j-ohsms-guideline-revision',
    published: -522,
    category: 'accreditation',
    title: { ja: 'JIS Q 45100に基づく認証を行う認証機関の認定に関する指針の改訂について' },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、JIS Q 45100に基づく労働安全衛生マネジメントシステム（J-OHSMS）の認証を行う認証機関に適用する指針を改訂しました。2025年10月1日以降に実施する審査から適用します。',
        },
      },
      { kind: 'heading', text: { ja: '主な改訂内容' } },
      {
        kind: 'list',
        items: [
          { ja: 'JIS Q 45001の審査と同時に実施する場合の、審査工数の追加の考え方を明確にしました。' },
          { ja: '安全衛生活動に関する追加要求事項の審査において確認すべき記録の例を追加しました。' },
          { ja: '審査員の力量の基準に、国内の労働安全衛生関係法令に関する知識を明記しました。' },
        ],
      },
      { kind: 'heading', text: { ja: '認証機関の皆様へ' } },
      {
        kind: 'paragraph',
        text: {
          ja: '2025年10月1日以降に実施する認証審査から、改訂後の指針に基づいて対応してください。改訂への対応状況は、次回のサーベイランス又は再審査で確認します。',
        },
      },
    ],
    attachments: [{ name: { ja: 'JIS Q 45100認証機関の認定に関する指針（2025年6月改訂）' }, language: 'ja' }],
    relatedLinks: [{ label: { ja: 'マネジメントシステム認証機関の認定' }, href: '/service/management_system' }],
  },
  {
    slug: '2025-05-management-system-briefing-online',
    published: -550,
    category: 'event',
    title: { ja: 'マネジメントシステム認証機関の認定に関するオンライン説明会の開催について（2025年6月24日）' },
    englishSummary: 'An online briefing, held in Japanese on 24 June 2025, on accreditation for management system certification bodies.',
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'マネジメントシステム認証機関としての認定の取得を検討されている機関を対象に、認定の仕組みと、申請から認定の決定までの流れをご説明するオンライン説明会を開催します。',
        },
      },
      { kind: 'heading', text: { ja: '開催概要' } },
      {
        kind: 'list',
        items: [
          { ja: '日時：2025年6月24日（火）14時から16時まで' },
          { ja: '形式：オンライン（ウェブ会議システム）' },
          { ja: '対象：マネジメントシステム認証機関としての認定の取得を検討している機関の方' },
          { ja: '定員：100名（先着順）' },
          { ja: '参加費：無料' },
        ],
      },
      { kind: 'heading', text: { ja: '説明内容' } },
      {
        kind: 'list',
        ordered: true,
        items: [
          { ja: '認定の概要と認定基準' },
          { ja: '[申請から再審査までの10の手順](/accreditation/information)と、各手順で準備していただくもの' },
          { ja: '手数料の考え方' },
          { ja: '質疑応答' },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '2025年6月13日（金）までに、機関名、参加者の氏名及び連絡先を記載のうえ、ms-briefing@example.invalid へ電子メールでお申し込みください。接続先は開催日の前日までにお知らせします。',
        },
      },
    ],
  },
  {
    slug: '2025-04-new-accreditations-march',
    published: -578,
    category: 'accreditation',
    title: {
      ja: '新たに認定した適合性評価機関（2025年3月）',
      en: 'Newly accredited conformity assessment bodies (March 2025)',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '2025年3月に、次の適合性評価機関を新たに認定しました。',
          en: 'In March 2025 JAB granted accreditation to the following conformity assessment bodies.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: 'さくら認証センター（サンプル）（認定番号 MS0123）：マネジメントシステム認証機関、品質マネジメントシステム（QMS）及び環境マネジメントシステム（EMS）、2025年3月10日認定',
            en: 'Sakura Certification Centre (sample), accreditation number MS0123: management system certification body for quality (QMS) and environmental (EMS) management systems; accredited on 10 March 2025',
          },
          {
            ja: 'いずみ技能試験センター（サンプル）（認定番号 PT0015）：技能試験提供者（ISO/IEC 17043）、水質分析の技能試験、2025年3月24日認定',
            en: 'Izumi Proficiency Testing Centre (sample), accreditation number PT0015: proficiency testing provider (ISO/IEC 17043), proficiency testing schemes for water analysis; accredited on 24 March 2025',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '各機関の認定範囲の詳細は、認定適合性評価機関検索でご確認いただけます。',
          en: 'The full scope of each body is available in the accredited body search.',
        },
      },
    ],
  },
  {
    slug: '2025-03-application-forms-seal-abolished',
    published: -606,
    category: 'notice',
    title: { ja: '申請書類への押印の廃止及び電子メールによる提出の受付について（2025年4月1日から）' },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '手続の簡素化のため、2025年4月1日から、認定申請書をはじめとする和文様式への押印を不要とし、電子メールによる書類の提出を受け付けます。',
        },
      },
      { kind: 'heading', text: { ja: '変更の内容' } },
      {
        kind: 'list',
        items: [
          { ja: '認定申請書、認定範囲拡大申請書、変更届などの和文様式から押印欄を削除しました。' },
          { ja: '書類は、電子メール（PDF形式）又は郵送のいずれの方法でもご提出いただけます。' },
          { ja: '当協会との契約書は、電子署名により締結することもできます。' },
        ],
      },
      { kind: 'heading', text: { ja: '旧様式の取扱い' } },
      {
        kind: 'paragraph',
        text: {
          ja: '2025年9月30日までは、押印欄のある旧様式によるご提出も受け付けます（押印は不要です）。同年10月1日以降は、文書・様式のページに掲載している新様式をご使用ください。',
        },
      },
    ],
    attachments: [{ name: { ja: '押印欄を削除した様式の一覧（2025年4月1日）' }, language: 'ja' }],
    relatedLinks: [{ label: { ja: '様式' }, href: '/documents_forms/forms' }],
  },
  {
    slug: '2025-03-accredited-body-statistics-2024',
    published: -620,
    category: 'press',
    title: {
      ja: '認定適合性評価機関の数（2024年12月31日現在）を公表しました',
      en: 'Number of accredited conformity assessment bodies as of 31 December 2024',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '2024年12月31日現在、当協会が認定している適合性評価機関の数を分野別にまとめました。',
          en: 'JAB has compiled, by scheme, the number of conformity assessment bodies it accredited as of 31 December 2024.',
        },
      },
      {
        kind: 'list',
        items: [
          { ja: 'マネジメントシステム認証機関：48機関', en: 'Management system certification bodies: 48' },
          { ja: '製品認証機関：21機関', en: 'Product certification bodies: 21' },
          { ja: '要員認証機関：6機関', en: 'Personnel certification bodies: 6' },
          { ja: '妥当性確認・検証機関：9機関', en: 'Validation and verification bodies: 9' },
          { ja: '試験所：263機関', en: 'Testing laboratories: 263' },
          { ja: '校正機関：94機関', en: 'Calibration laboratories: 94' },
          { ja: '臨床検査室：231機関', en: 'Medical laboratories: 231' },
          { ja: '検査機関：27機関', en: 'Inspection bodies: 27' },
          { ja: '標準物質生産者：19機関', en: 'Reference material producers: 19' },
          { ja: '技能試験提供者：11機関', en: 'Proficiency testing providers: 11' },
          { ja: 'バイオバンク：3機関', en: 'Biobanks: 3' },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '前年の同じ時期と比べ、臨床検査室及び試験所の認定数が増加しました。各機関の名称と認定範囲は、認定適合性評価機関検索で公開しています。',
          en: 'Compared with a year earlier, the number of accredited medical laboratories and testing laboratories has grown. The name and scope of every accredited body can be found in the accredited body search.',
        },
      },
    ],
  },
  {
    slug: '2025-02-withdrawal-shirakaba-analytical',
    published: -641,
    category: 'accreditation',
    title: {
      ja: '認定の取消について（しらかば分析センター（サンプル））',
      en: 'Withdrawal of accreditation: Shirakaba Analytical Centre (sample)',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、試験所であるしらかば分析センター（サンプル）（認定番号 TL0334）について、2025年2月17日付けで認定の取消を決定しました。',
          en: 'On 17 February 2025 JAB withdrew the accreditation of Shirakaba Analytical Centre (sample), a testing laboratory with accreditation number TL0334.',
        },
      },
      { kind: 'heading', text: { ja: '取消の理由', en: 'Reason' } },
      {
        kind: 'paragraph',
        text: {
          ja: '同機関は2024年10月から認定の一時停止中でしたが、一時停止の期間内に、結果の妥当性の確保に関する不適合への是正処置を完了できなかったためです。',
          en: 'The laboratory\'s accreditation had been suspended since October 2024. Within the suspension period it did not complete corrective action for nonconformities concerning how it ensures the validity of its results.',
        },
      },
      { kind: 'heading', text: { ja: '試験を依頼されている方へ', en: 'If you use this laboratory' } },
      {
        kind: 'list',
        items: [
          {
            ja: '2025年2月17日以降に同機関が発行する試験報告書は、認定の下で発行されたものではありません。',
            en: 'Test reports the laboratory issues on or after 17 February 2025 are not issued under accreditation.',
          },
          {
            ja: '同機関は、当協会の規則に基づき、取消の決定に対して異議申立てを行うことができます。',
            en: 'The laboratory may appeal against the decision under JAB\'s rules.',
          },
        ],
      },
    ],
    relatedLinks: [
      {
        label: { ja: '認定の取消・辞退等をした適合性評価機関', en: 'Withdrawn accreditations' },
        href: '/cert_reports?type=3',
      },
    ],
  },
  {
    slug: '2025-01-fee-revision-april',
    published: -669,
    category: 'notice',
    title: {
      ja: '手数料の改定について（2025年4月1日から）',
      en: 'Revised fees from 1 April 2025',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、審査員の確保と審査の質の維持に要する費用の上昇を踏まえ、2025年4月1日から手数料を改定いたします。認定を受けた適合性評価機関及び申請を検討されている皆様には、ご理解のほどお願い申し上げます。',
          en: 'To reflect the rising cost of securing assessors and maintaining the quality of assessments, JAB will revise its fees from 1 April 2025. We ask accredited conformity assessment bodies and prospective applicants for their understanding.',
        },
      },
      { kind: 'heading', text: { ja: '改定の内容', en: 'What changes' } },
      {
        kind: 'list',
        items: [
          {
            ja: '審査手数料（審査員1人1日あたり）：全分野で約4％引き上げます。',
            en: 'Assessment fee per assessor-day: raised by about 4% in every scheme',
          },
          { ja: '申請手数料：据え置きます。', en: 'Application fee: unchanged' },
          { ja: '年間の認定維持手数料：据え置きます。', en: 'Annual accreditation maintenance fee: unchanged' },
          {
            ja: '審査員の旅費及び宿泊費：これまでどおり実費をご負担いただきます。',
            en: 'Assessors\' travel and accommodation: charged at cost, as before',
          },
        ],
      },
      { kind: 'heading', text: { ja: '適用の対象', en: 'Which assessments are affected' } },
      {
        kind: 'paragraph',
        text: {
          ja: '2025年4月1日以降に実施する書類審査及び現地審査から、改定後の手数料を適用します。同日より前に受理した申請であっても、同日以降に実施する審査には改定後の手数料を適用します。',
          en: 'The revised fees apply to document reviews and on-site assessments carried out on or after 1 April 2025, including assessments for applications accepted before that date.',
        },
      },
    ],
    attachments: [
      {
        name: { ja: '手数料規程（2025年4月1日改定）', en: 'Fee regulations (revised 1 April 2025, Japanese)' },
        language: 'ja',
      },
      { name: { ja: '手数料規程 新旧対照表', en: 'Fee regulations: comparison of old and new fees (Japanese)' }, language: 'ja' },
      { name: { ja: '手数料一覧（英語版）', en: 'Schedule of fees (from 1 April 2025)' }, language: 'en' },
    ],
    relatedLinks: [{ label: { ja: '文書', en: 'Documents' }, href: '/documents_forms/documents' }],
  },
  {
    slug: '2024-12-year-end-closure',
    published: -718,
    category: 'notice',
    title: { ja: '年末年始の休業について', en: 'Year-end closure' },
    yearEndClosure: true,
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、年末年始を上記のとおり休業いたします。',
          en: 'JAB will be closed over the year end as shown above.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '休業期間中にお問い合わせフォームや電子メールでいただいたお問い合わせ、申請書類等には、年始の営業開始日から順次対応いたします。',
          en: 'Inquiries, applications and other documents sent through the inquiry form or by e-mail during the closure will be dealt with in turn from the first working day of the new year.',
        },
      },
    ],
    relatedLinks: [{ label: { ja: '営業日・営業時間', en: 'Business days and hours' }, href: '/about/basic/holiday' }],
  },
  {
    slug: '2024-11-fraudulent-email-warning',
    published: -739,
    category: 'notice',
    title: {
      ja: '当協会を装った不審な電子メールにご注意ください',
      en: 'Beware of fraudulent e-mails claiming to come from JAB',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会の名称を用いて、「認定登録の更新手数料」などの名目で振込を求める不審な電子メールが、複数の適合性評価機関に届いていることを確認しました。これらのメールは当協会とは一切関係ありません。',
          en: 'Several conformity assessment bodies have received suspicious e-mails that use JAB\'s name to ask for payment of, for example, an "accreditation registration renewal fee". These e-mails have nothing to do with JAB.',
        },
      },
      { kind: 'heading', text: { ja: 'ご注意いただきたい点', en: 'What to look out for' } },
      {
        kind: 'list',
        items: [
          {
            ja: '当協会が、手数料の振込先口座の変更を電子メールのみでお知らせすることはありません。',
            en: 'JAB never announces a change to the bank account for fees by e-mail alone.',
          },
          {
            ja: '手数料の請求書は、契約に基づき各機関のご担当者宛てに発行しています。心当たりのない請求には応じないでください。',
            en: 'Invoices for fees are issued to your named contact under your contract. Do not pay any request you do not recognise.',
          },
          {
            ja: '不審なメールの添付ファイルを開いたり、本文中のリンク先にアクセスしたりしないでください。',
            en: 'Do not open attachments or follow links in suspicious e-mails.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '不審なメールを受け取られた場合や、請求の内容に疑問がある場合は、お問い合わせフォームから当協会へご連絡ください。',
          en: 'If you receive a suspicious e-mail or have doubts about a request for payment, please contact us through the inquiry form.',
        },
      },
    ],
  },
  {
    slug: '2024-10-laboratory-assessor-training-course',
    published: -767,
    category: 'event',
    title: {
      ja: '試験所・校正機関の技術審査員養成研修の受講者募集（2025年1月21日〜23日）',
      en: 'Training course for laboratory technical assessors, 21 to 23 January 2025',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、ISO/IEC 17025に基づく試験所・校正機関の審査に技術審査員として参加いただける方を養成するため、研修を開催します。研修を修了し、所定の評価を経た方は、当協会の技術審査員として登録される道が開かれます。',
          en: 'JAB is running a course to train people to take part in assessments of testing and calibration laboratories against ISO/IEC 17025 as technical assessors. Those who complete the course and pass the evaluation may be registered as JAB technical assessors.',
        },
      },
      { kind: 'heading', text: { ja: '研修の概要', en: 'Course outline' } },
      {
        kind: 'list',
        items: [
          {
            ja: '日程：2025年1月21日（火）〜23日（木）の3日間、各日9時30分から17時まで',
            en: 'Dates: Tuesday 21 to Thursday 23 January 2025, 9:30 to 17:00 each day',
          },
          { ja: '会場：当協会 会議室', en: 'Venue: JAB meeting room' },
          {
            ja: '内容：認定の仕組み、ISO/IEC 17025の要求事項、審査の技法、模擬審査の演習、修了試験',
            en: 'Content: how accreditation works, the requirements of ISO/IEC 17025, assessment techniques, a mock assessment exercise and a final examination',
          },
          { ja: '定員：20名', en: 'Capacity: 20' },
          {
            ja: '受講料：66,000円（税込、テキスト代を含みます）',
            en: 'Course fee: 66,000 yen, including tax and course materials',
          },
          { ja: '使用言語：日本語', en: 'Language: Japanese' },
        ],
      },
      { kind: 'heading', text: { ja: '受講資格と申込方法', en: 'Eligibility and how to apply' } },
      {
        kind: 'paragraph',
        text: {
          ja: '試験又は校正の実務経験が5年以上ある方が対象です。受講申込書に必要事項を記入のうえ、2024年12月13日（金）までに training@example.invalid へお送りください。応募者が定員を超えた場合は、技術分野の構成を考慮して選考します。',
          en: 'The course is open to people with at least five years of practical experience in testing or calibration. Send the completed application form to training@example.invalid by Friday 13 December 2024. If there are more applicants than places, we will select participants to give a balance of technical fields.',
        },
      },
    ],
    attachments: [
      {
        name: {
          ja: '技術審査員養成研修 募集要項・受講申込書',
          en: 'Technical assessor training course: details and application form (Japanese)',
        },
        language: 'ja',
      },
    ],
    relatedLinks: [{ label: { ja: '採用情報', en: 'Recruitment' }, href: '/recruit' }],
  },
  {
    slug: '2024-09-apac-peer-evaluation-result',
    published: -788,
    category: 'accreditation',
    title: {
      ja: 'APACによる相互評価の結果、国際相互承認の署名を継続しました',
      en: 'APAC peer evaluation: JAB remains a signatory to the mutual recognition arrangements',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、2024年2月にアジア太平洋認定協力機構（APAC）による相互評価（ピアエバリュエーション）を受けました。評価チームの指摘事項への是正処置を経て、2024年9月、APACにおいて当協会のAPAC MRAの署名の継続が承認されました。',
          en: 'In February 2024 JAB underwent a peer evaluation by the Asia Pacific Accreditation Cooperation (APAC). After JAB had addressed the evaluation team\'s findings, APAC confirmed in September 2024 that JAB remains a signatory to the APAC MRA.',
        },
      },
      { kind: 'heading', text: { ja: '評価の対象となった分野', en: 'Scope of the evaluation' } },
      {
        kind: 'list',
        items: [
          {
            ja: '認証機関（マネジメントシステム、製品及び要員）並びに妥当性確認・検証機関',
            en: 'Certification bodies (management systems, products and persons) and validation and verification bodies',
          },
          {
            ja: '試験所、校正機関、臨床検査室及び検査機関',
            en: 'Testing laboratories, calibration laboratories, medical laboratories and inspection bodies',
          },
          {
            ja: '標準物質生産者及び技能試験提供者',
            en: 'Reference material producers and proficiency testing providers',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'APAC MRAの署名の継続に伴い、IAF MLA及びILAC MRAにおける当協会の署名も維持されます。当協会の認定の下で発行された証明書や報告書は、引き続き、相互承認に参加する各国・地域において同等のものとして受け入れられます。',
          en: 'As a continuing APAC MRA signatory, JAB also keeps its signatory status under the IAF MLA and the ILAC MRA. Certificates and reports issued under JAB accreditation continue to be accepted as equivalent in the economies that take part in these arrangements.',
        },
      },
    ],
    relatedLinks: [
      { label: { ja: '国際相互承認', en: 'International mutual recognition' }, href: '/about/international_mra' },
    ],
  },
  {
    slug: '2024-08-suspension-kaede-quality-certification',
    published: -816,
    category: 'accreditation',
    title: {
      ja: '認定の一時停止について（かえで品質認証（サンプル））',
      en: 'Suspension of accreditation: Kaede Quality Certification (sample)',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、2024年8月26日付けで、マネジメントシステム認証機関であるかえで品質認証（サンプル）（認定番号 MS0087）の認定を一時停止しました。',
          en: 'On 26 August 2024 JAB suspended the accreditation of Kaede Quality Certification (sample), a management system certification body with accreditation number MS0087.',
        },
      },
      { kind: 'heading', text: { ja: '一時停止の理由', en: 'Reason' } },
      {
        kind: 'paragraph',
        text: {
          ja: 'サーベイランスにおいて、審査工数の算定及び審査員の力量の管理に関する不適合が確認され、定められた期限までに是正処置が完了しなかったためです。',
          en: 'Nonconformities concerning the calculation of audit time and the management of auditor competence were found at surveillance, and corrective action was not completed by the deadline.',
        },
      },
      { kind: 'heading', text: { ja: '一時停止期間中の取扱い', en: 'During the suspension' } },
      {
        kind: 'list',
        items: [
          {
            ja: '一時停止期間：2024年8月26日から最長6か月間',
            en: 'Period: from 26 August 2024 for up to six months',
          },
          {
            ja: '同機関は、一時停止期間中、認定シンボルを付した認証書を新たに発行することはできません。',
            en: 'The body may not issue new certificates bearing the accreditation symbol while it is suspended.',
          },
          {
            ja: '一時停止の前に発行された認証書は、引き続き有効です。',
            en: 'Certificates issued before the suspension remain valid.',
          },
          {
            ja: '同機関から認証を受けている組織の皆様は、今後の対応について同機関にご確認ください。',
            en: 'Organisations certified by the body should ask it about the next steps.',
          },
        ],
      },
    ],
    relatedLinks: [
      {
        label: { ja: '認定を一時停止している適合性評価機関', en: 'Suspended accreditations' },
        href: '/cert_reports?type=2',
      },
    ],
  },
  {
    slug: '2024-07-annual-report-fy2023',
    published: -844,
    category: 'press',
    title: {
      ja: '2023年度事業報告を公表しました',
      en: 'Annual report for fiscal year 2023 published',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '2024年6月に開催した評議員会の承認を受け、2023年度（2023年4月1日〜2024年3月31日）の事業報告及び決算を公表しました。',
          en: 'Following approval by the Board of Councillors in June 2024, JAB has published its business report and financial statements for fiscal year 2023 (1 April 2023 to 31 March 2024).',
        },
      },
      { kind: 'heading', text: { ja: '2023年度の主な取組み', en: 'Main activities in fiscal year 2023' } },
      {
        kind: 'list',
        items: [
          {
            ja: '設立30周年記念事業（記念シンポジウムの開催など）',
            en: 'Events marking JAB\'s 30th anniversary, including a commemorative symposium',
          },
          { ja: 'APACによる相互評価の受審', en: 'The peer evaluation by APAC' },
          {
            ja: '製品認証機関の新たな認定プログラム（燃料製造工程）の準備',
            en: 'Preparing a new accreditation programme for product certification bodies covering fuel production processes',
          },
          { ja: '審査員研修の拡充', en: 'More training courses for assessors' },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '英語版は、事業報告の概要をまとめたものです。',
          en: 'The English document is a summary of the full Japanese report.',
        },
      },
    ],
    attachments: [
      { name: { ja: '2023年度事業報告書', en: 'Business report for fiscal year 2023 (Japanese)' }, language: 'ja' },
      {
        name: { ja: '2023年度事業報告（英語概要版）', en: 'Annual report fiscal year 2023: summary' },
        language: 'en',
      },
    ],
  },
  {
    slug: '2024-05-laboratory-application-briefing-osaka',
    published: -921,
    category: 'event',
    title: { ja: '試験所・校正機関の認定申請説明会の開催について（2024年6月20日・大阪）' },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'ISO/IEC 17025に基づく試験所・校正機関の認定の取得を検討されている方を対象に、認定申請説明会を大阪で開催します。',
        },
      },
      { kind: 'heading', text: { ja: '開催概要' } },
      {
        kind: 'list',
        items: [
          { ja: '日時：2024年6月20日（木）13時30分から16時30分まで' },
          { ja: '会場：大阪市内の会議施設（詳細は参加登録をされた方にお知らせします）' },
          { ja: '定員：60名（1機関につき2名まで）' },
          { ja: '参加費：無料' },
        ],
      },
      { kind: 'heading', text: { ja: '説明内容' } },
      {
        kind: 'list',
        ordered: true,
        items: [
          { ja: '認定制度の概要と国際相互承認' },
          { ja: '申請書類の作成のポイント' },
          { ja: '書類審査及び現地審査の進め方' },
          { ja: '技能試験への参加の考え方' },
          { ja: '個別相談（希望される方のみ、事前予約制）' },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '2024年6月13日（木）までに、機関名、参加者の氏名及び個別相談の希望の有無を記載のうえ、lab-briefing@example.invalid へ電子メールでお申し込みください。',
        },
      },
    ],
    attachments: [{ name: { ja: '試験所・校正機関 認定申請説明会のご案内（2024年6月20日・大阪）' }, language: 'ja' }],
  },
  {
    slug: '2024-04-product-certification-fuel-production-programme',
    published: -956,
    category: 'accreditation',
    title: {
      ja: '製品認証機関の新たな認定プログラム（燃料製造工程）の申請受付を開始します',
      en: 'New accreditation programme for product certification bodies: fuel production processes',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、製品認証機関の認定プログラムに「燃料製造工程」を新たに加え、2024年5月1日から認定の申請を受け付けます。',
          en: 'JAB is adding fuel production processes to its accreditation programmes for product certification bodies and will accept applications from 1 May 2024.',
        },
      },
      { kind: 'heading', text: { ja: '対象となる認証機関', en: 'Who the programme is for' } },
      {
        kind: 'paragraph',
        text: {
          ja: 'バイオ燃料や合成燃料などの燃料の製造工程が、定められた要求事項に適合していることを認証する製品認証機関が対象です。',
          en: 'The programme is for product certification bodies that certify that the production processes of fuels, such as biofuels and synthetic fuels, meet specified requirements.',
        },
      },
      { kind: 'heading', text: { ja: '認定基準と手続', en: 'Criteria and procedure' } },
      {
        kind: 'list',
        items: [
          {
            ja: '認定基準：ISO/IEC 17065及び本プログラムの追加要求事項',
            en: 'Accreditation criteria: ISO/IEC 17065 and the additional requirements of the programme',
          },
          {
            ja: '手続：[認定までの流れ](/accreditation/information)のとおりです。現地審査では、立会審査も行います。',
            en: 'Procedure: as in the [steps to accreditation](/accreditation/information); the on-site assessment includes a witnessed assessment',
          },
          {
            ja: '手数料：製品認証機関の認定に係る手数料を適用します。',
            en: 'Fees: the fees for product certification body accreditation apply',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '申請を検討されている方からの事前のご相談を承ります。お問い合わせフォームからご連絡ください。',
          en: 'If you are considering an application, we are happy to discuss it with you beforehand. Please contact us through the inquiry form.',
        },
      },
    ],
    attachments: [
      {
        name: {
          ja: '燃料製造工程に関する認定プログラムの概要',
          en: 'Outline of the accreditation programme for fuel production processes',
        },
        language: 'both',
      },
    ],
    relatedLinks: [{ label: { ja: '製品認証機関の認定', en: 'Accreditation of product certification bodies' }, href: '/service/product' }],
  },
  {
    slug: '2024-03-accredited-body-search-maintenance',
    published: -985,
    category: 'system',
    title: {
      ja: '認定適合性評価機関検索の停止について（2024年3月23日）',
      en: 'Accredited body search unavailable on 23 March 2024',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'システムの更新作業のため、下記の時間帯は認定適合性評価機関検索をご利用いただけません。',
          en: 'Because of a system upgrade, the accredited body search will be unavailable at the time below.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '日時：2024年3月23日（土）9時から17時まで',
            en: 'When: Saturday 23 March 2024, 9:00 to 17:00 (Japan time)',
          },
          {
            ja: '対象：認定適合性評価機関検索及び認定証のPDFの表示',
            en: 'Affected: the accredited body search and accreditation certificate PDFs',
          },
          {
            ja: '認証組織検索は、通常どおりご利用いただけます。',
            en: 'The certified organisation search is not affected.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '作業の終了後は、適合性評価機関の種類を選ぶと、その種類に応じた認定範囲の選択肢が表示されるようになります。',
          en: 'After the upgrade, choosing a type of conformity assessment body will show the scopes of accreditation that apply to that type.',
        },
      },
    ],
  },
  {
    slug: '2024-02-30th-anniversary-symposium',
    published: -1012,
    category: 'event',
    title: {
      ja: '設立30周年記念シンポジウムの開催について（2024年3月15日）',
      en: '30th anniversary symposium on 15 March 2024',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会の設立30周年を記念し、「適合性評価の30年とこれから」をテーマにシンポジウムを開催します。認定を受けた適合性評価機関、認証を受けた組織、行政の関係者をお招きし、認定制度が社会の信頼に果たしてきた役割と今後の課題について議論します。',
          en: 'To mark JAB\'s 30th anniversary we are holding a symposium on "Thirty years of conformity assessment and the road ahead". Speakers from accredited conformity assessment bodies, certified organisations and government will discuss the part accreditation has played in building public confidence, and the challenges to come.',
        },
      },
      { kind: 'heading', text: { ja: '開催概要', en: 'Outline' } },
      {
        kind: 'list',
        items: [
          { ja: '日時：2024年3月15日（金）13時から17時まで', en: 'Date: Friday 15 March 2024, 13:00 to 17:00' },
          {
            ja: '会場：東京都内の会議施設（オンライン配信を併せて行います）',
            en: 'Venue: a conference venue in Tokyo, also streamed online',
          },
          { ja: '定員：会場300名、オンライン500名', en: 'Capacity: 300 in the venue and 500 online' },
          { ja: '参加費：無料', en: 'Participation: free of charge' },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '氏名、所属及び参加方法を記載のうえ、2024年3月8日（金）までに symposium@example.invalid へ電子メールでお申し込みください。講演資料は、開催後に広報資料のページに掲載します。',
          en: 'Please register by e-mailing your name, organisation and how you will attend to symposium@example.invalid by Friday 8 March 2024. Presentation materials will be published on the publicity page after the event.',
        },
      },
    ],
    attachments: [
      {
        name: { ja: '設立30周年記念シンポジウム プログラム', en: '30th anniversary symposium: programme' },
        language: 'both',
      },
    ],
    relatedLinks: [{ label: { ja: '広報資料', en: 'Publicity materials' }, href: '/about/publicity' }],
  },
  {
    slug: '2024-01-new-accreditations-december',
    published: -1040,
    category: 'accreditation',
    title: {
      ja: '新たに認定した適合性評価機関（2023年12月）',
      en: 'Newly accredited conformity assessment bodies (December 2023)',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '2023年12月に、次の適合性評価機関を新たに認定しました。',
          en: 'In December 2023 JAB granted accreditation to the following conformity assessment bodies.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: 'みなと試験研究所（サンプル）（認定番号 TL0456）：試験所（ISO/IEC 17025）、電気試験（電気用品の安全性試験）、2023年12月4日認定',
            en: 'Minato Testing Laboratory (sample), accreditation number TL0456: testing laboratory (ISO/IEC 17025), electrical testing (safety testing of electrical appliances); accredited on 4 December 2023',
          },
          {
            ja: 'あおば臨床検査センター（サンプル）（認定番号 ML0078）：臨床検査室（ISO 15189）、臨床化学検査及び血液学検査、2023年12月18日認定',
            en: 'Aoba Clinical Laboratory (sample), accreditation number ML0078: medical laboratory (ISO 15189), clinical chemistry and haematology; accredited on 18 December 2023',
          },
          {
            ja: 'つばさ製品認証（サンプル）（認定番号 PC0019）：製品認証機関（ISO/IEC 17065）、消防用設備等、2023年12月25日認定',
            en: 'Tsubasa Product Certification (sample), accreditation number PC0019: product certification body (ISO/IEC 17065), fire equipment; accredited on 25 December 2023',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '各機関の認定範囲の詳細は、認定適合性評価機関検索でご確認いただけます。',
          en: 'The full scope of each body is available in the accredited body search.',
        },
      },
    ],
  },
  {
    slug: '2023-12-year-end-closure',
    published: -1082,
    category: 'notice',
    title: { ja: '年末年始の休業について', en: 'Year-end closure' },
    yearEndClosure: true,
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、年末年始を上記のとおり休業いたします。',
          en: 'JAB will be closed over the year end as shown above.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '休業期間中にお問い合わせフォームや電子メールでいただいたお問い合わせ、申請書類等には、年始の営業開始日から順次対応いたします。認証組織情報の公開にも、通常より日数を要する場合があります。',
          en: 'Inquiries, applications and other documents sent through the inquiry form or by e-mail during the closure will be dealt with in turn from the first working day of the new year. Publication of certified organisation data may also take longer than usual.',
        },
      },
    ],
    relatedLinks: [{ label: { ja: '営業日・営業時間', en: 'Business days and hours' }, href: '/about/basic/holiday' }],
  },
  {
    slug: '2023-11-30th-anniversary',
    published: -1090,
    category: 'press',
    title: {
      ja: '設立30周年を迎えました',
      en: 'JAB marks its 30th anniversary',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、1993年11月1日の設立から、2023年11月1日をもって30周年を迎えました。これまで当協会の活動を支えてくださった認定適合性評価機関、関係団体及び審査員の皆様に、心より御礼申し上げます。',
          en: 'JAB was founded on 1 November 1993 and reached its 30th anniversary on 1 November 2023. We are deeply grateful to the accredited conformity assessment bodies, partner organisations and assessors who have supported our work over these years.',
        },
      },
      { kind: 'heading', text: { ja: '30年の歩み', en: 'Thirty years in brief' } },
      {
        kind: 'list',
        items: [
          { ja: '1993年11月1日：設立', en: '1 November 1993: JAB founded' },
          { ja: '2010年7月1日：公益財団法人へ移行', en: '1 July 2010: became a public-interest foundation' },
          {
            ja: '2011年9月30日：標準物質生産者を初めて認定',
            en: '30 September 2011: first accreditation of a reference material producer',
          },
          {
            ja: '2014年6月25日：地域の相互承認取決めに署名',
            en: '25 June 2014: signed a regional mutual recognition arrangement',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '現在、当協会はIAF MLA、ILAC MRA及びAPAC MRAの署名機関として、マネジメントシステム認証機関から試験所、臨床検査室、バイオバンクに至るまで、幅広い分野で認定を行っています。今後も公平性と透明性を大切にし、社会から信頼される認定を提供してまいります。',
          en: 'Today JAB is a signatory to the IAF MLA, the ILAC MRA and the APAC MRA, and accredits a wide range of bodies, from management system certification bodies to laboratories, medical laboratories and biobanks. We will go on providing accreditation that society can trust, with impartiality and transparency at its heart.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '2024年3月に記念シンポジウムを開催する予定です。詳細は決まり次第お知らせします。',
          en: 'A commemorative symposium is planned for March 2024; details will follow.',
        },
      },
    ],
  },
];
