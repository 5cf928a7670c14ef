import type { SamplePublicComment } from './types';

/**
 * Sample calls for public comment, newest first by `published`. Their days are relative to the
 * seed day, so they give every state: one upcoming, two open, two closed awaiting results and one
 * with results. The texts name no day of the period: the page shows the call's own. Revised
 * documents are named by the titles they have in the documents sample; the call with results
 * matches the issue of S-RL03 (issued on day -95, applying from day 35) in the document
 * revisions sample.
 */
export const samplePublicComments: SamplePublicComment[] = [
  // Upcoming: published 2026-11-20, open 2026-11-25 to 2026-12-25.
  {
    slug: '2026-11-proficiency-testing-scheme-requirements',
    published: -2,
    opens: 3,
    closes: 33,
    title: {
      ja: '「技能試験スキームの運営に関する追加要求事項」（案）に対する意見募集',
      en: 'Call for comments: draft Additional Requirements for the Operation of Proficiency Testing Schemes',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、技能試験提供者の認定基準を補う新たな文書として、「技能試験スキームの運営に関する追加要求事項」の案を作成しました。この案に対するご意見を募集します。',
          en: 'JAB has drafted a new document, Additional Requirements for the Operation of Proficiency Testing Schemes, to supplement the accreditation criteria for proficiency testing providers. We invite comments on the draft.',
        },
      },
      { kind: 'heading', text: { ja: '新たに文書を定める理由', en: 'Why a new document' } },
      {
        kind: 'paragraph',
        text: {
          ja: 'ISO/IEC 17043:2023に基づく認定基準への移行審査を通じて、技能試験品目の輸送、結果の報告時期、外部に委託する業務の管理などについて、技能試験提供者ごとに解釈が異なる例が見られました。これらの事項について当協会の要求を一つの文書にまとめ、審査の一貫性を高めることを目的としています。',
          en: 'Assessments for the transition to the criteria based on ISO/IEC 17043:2023 showed that providers interpret some matters differently, among them the transport of proficiency test items, when results are reported and how subcontracted work is controlled. Bringing our requirements on these matters together in one document is intended to make assessments more consistent.',
        },
      },
      { kind: 'heading', text: { ja: '案の主な内容', en: 'Main contents of the draft' } },
      {
        kind: 'list',
        items: [
          {
            ja: '技能試験品目の輸送条件の設定と、参加者による受領時の状態確認',
            en: 'Setting transport conditions for proficiency test items, and checks of their condition by participants on receipt',
          },
          {
            ja: '均質性及び安定性の評価を外部に委託する場合の、委託先の力量の評価と記録',
            en: 'Evaluating and recording the competence of subcontractors when homogeneity and stability testing is subcontracted',
          },
          {
            ja: '参加者への結果報告の期限（原則として結果の提出締切から60日以内）',
            en: 'A time limit for reporting results to participants (as a rule, within 60 days of the deadline for submitting results)',
          },
          {
            ja: '参加者間の共謀及び結果の改ざんを防ぐための措置',
            en: 'Measures to prevent collusion between participants and falsification of results',
          },
          {
            ja: '参加者が少ないスキームにおける評価の考え方（統計的手法の詳細は「技能試験における統計的手法に関する指針」によります）',
            en: 'How schemes with few participants are evaluated (details of statistical methods remain in the Guidance on Statistical Methods in Proficiency Testing)',
          },
        ],
      },
      { kind: 'heading', text: { ja: '意見の提出方法', en: 'How to comment' } },
      {
        kind: 'paragraph',
        text: {
          ja: '技能試験提供者の皆様のほか、技能試験に参加する試験所、校正機関及び臨床検査室の皆様からも広くご意見をお待ちしています。当協会ウェブサイトのお問い合わせフォームで区分「その他」を選択し、次の事項をご記入のうえ送信してください。',
          en: 'We welcome comments from proficiency testing providers and also from the testing laboratories, calibration laboratories and medical laboratories that take part in their schemes. Please use the inquiry form on this website, choose the category "Other" and include the following:',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '氏名（団体の場合は団体名及びご担当者名）',
            en: 'Your name (for an organisation, its name and the name of the person responsible)',
          },
          { ja: '連絡先の電子メールアドレス', en: 'A contact e-mail address' },
          {
            ja: 'ご意見の対象となる案の箇所（章及び項の番号）',
            en: 'The part of the draft your comment concerns (chapter and clause number)',
          },
          { ja: 'ご意見及びその理由', en: 'Your comment and the reasons for it' },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'お寄せいただいたご意見に個別にお答えすることはいたしかねます。ご意見の概要と当協会の考え方は、氏名及び連絡先を除いたうえで、このページで公表します。',
          en: 'We are unable to reply to comments individually. A summary of the comments received and our response to them will be published on this page, without names or contact details.',
        },
      },
    ],
    drafts: [
      {
        name: {
          ja: '技能試験スキームの運営に関する追加要求事項（案）',
          en: 'Additional Requirements for the Operation of Proficiency Testing Schemes (draft)',
        },
        language: 'both',
      },
      {
        name: {
          ja: '案の解説（ISO/IEC 17043の各項との対応）',
          en: 'Explanatory note (correspondence with the clauses of ISO/IEC 17043)',
        },
        language: 'ja',
      },
    ],
    channel: 'form',
    address: {
      ja: '当協会ウェブサイトのお問い合わせフォーム（区分「その他」）。件名欄に「技能試験追加要求事項案への意見」とご記入ください。',
      en: 'The inquiry form on this website (category "Other"). Please enter "Comment on the proficiency testing requirements" in the subject field.',
    },
  },

  // Open: 2026-11-16 to 2026-12-16.
  {
    slug: '2026-11-inspection-body-type-guidance',
    published: -6,
    opens: -6,
    closes: 24,
    title: {
      ja: '「検査機関のタイプの判定に関する指針」改訂案に対する意見募集',
      en: 'Call for comments: draft revision of the Guidance on Determining the Type of an Inspection Body',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、ISO/IEC 17020に基づく検査機関の認定において、検査機関がタイプA、B又はCのいずれに該当するかを判断する手順を示した「検査機関のタイプの判定に関する指針」の改訂案を作成しました。',
          en: 'JAB has prepared a draft revision of its Guidance on Determining the Type of an Inspection Body, which describes how we decide whether an inspection body accredited against ISO/IEC 17020 is of type A, B or C.',
        },
      },
      { kind: 'heading', text: { ja: '改訂の理由', en: 'Reasons for the revision' } },
      {
        kind: 'paragraph',
        text: {
          ja: '現行の指針の発行後、企業グループ内の会社が検査を行う場合や、検査業務の一部を関連会社に委託する場合など、組織の形態が多様になり、タイプの判断についてのご質問が増えています。書類審査の段階で追加の資料をお願いする例も多いことから、判断の考え方と必要な資料をより具体的に示すこととしました。',
          en: 'Since the current guidance was issued, inspection bodies have taken more varied forms, for example a company inspecting on behalf of others in its own corporate group, or part of the inspection work being subcontracted to an affiliate, and we receive more questions about how the type is decided. Additional documents also often have to be requested at the document review stage, so the draft sets out the reasoning and the documents needed in more concrete terms.',
        },
      },
      { kind: 'heading', text: { ja: '主な改訂内容', en: 'Main proposed changes' } },
      {
        kind: 'list',
        items: [
          {
            ja: 'タイプA・B・Cの独立性に関する要求事項の説明に、組織形態ごとの具体例を加えます。',
            en: 'Worked examples, by type of organisation, added to the explanation of the independence requirements for types A, B and C.',
          },
          {
            ja: '親会社や関連会社が検査対象の設計、製造、供給等に関わる場合の判断の手順を示します。',
            en: 'A procedure for cases where a parent company or an affiliate is involved in the design, manufacture or supply of the items inspected.',
          },
          {
            ja: '「検査機関タイプ自己評価票」の設問を見直し、申請時に添付する資料を一覧にします。',
            en: 'Revised questions in the Inspection Body Type Self-Assessment, and a list of the documents to be attached to an application.',
          },
          {
            ja: '認定後に組織が変わり、タイプが変わる場合の届出と審査の流れを定めます。',
            en: 'How a change of type after accreditation, resulting from a change in the organisation, is notified and assessed.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '意見の提出方法', en: 'How to comment' } },
      {
        kind: 'paragraph',
        text: {
          ja: '検査機関、検査の依頼者、規制当局の方をはじめ、どなたでもご意見をお寄せいただけます。電子メールの件名を「検査機関タイプ指針改訂案への意見」とし、氏名（団体名）、連絡先、ご意見の対象となる箇所並びにご意見及びその理由を本文に記載してお送りください。添付ファイルでお送りいただく場合は、PDF形式としてください。',
          en: 'Comments are welcome from anyone, including inspection bodies, their clients and regulators. Please send an e-mail with the subject "Comment on the inspection body type guidance", giving your name (or organisation), contact details, the part of the draft concerned, and your comment with the reasons for it. If you send an attachment, please use PDF.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '個々のご意見に直接お答えすることはいたしかねますので、あらかじめご了承ください。',
          en: 'Please note that we are unable to reply to comments individually.',
        },
      },
    ],
    drafts: [
      {
        name: {
          ja: '検査機関のタイプの判定に関する指針（改訂案）',
          en: 'Guidance on Determining the Type of an Inspection Body (draft revision)',
        },
        language: 'ja',
      },
      {
        name: {
          ja: '検査機関のタイプの判定に関する指針 新旧対照表',
          en: 'Guidance on Determining the Type of an Inspection Body: comparison of current and proposed text',
        },
        language: 'ja',
      },
      {
        name: {
          ja: '検査機関タイプ自己評価票（改訂案）',
          en: 'Inspection Body Type Self-Assessment (draft revision)',
        },
        language: 'ja',
      },
    ],
    channel: 'email',
    address: {
      ja: 'pubcom@example.invalid',
      en: 'pubcom@example.invalid',
    },
  },

  // Open: 2026-11-12 to 2026-12-14.
  {
    slug: '2026-11-remote-assessment-policy',
    published: -10,
    opens: -10,
    closes: 22,
    title: {
      ja: '「リモート審査に関する方針」改訂案に対する意見募集',
      en: 'Call for comments: draft revision of the Policy on Remote Assessment',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、情報通信技術を用いて審査の一部又は全部を遠隔で行う場合の条件を定めた「リモート審査に関する方針」の改訂案と、これに伴う「リモート審査の実施要領」の改訂案を作成しました。',
          en: 'JAB has prepared a draft revision of its Policy on Remote Assessment, which sets out when part or all of an assessment may be carried out at a distance using information and communication technology, together with a draft revision of the Arrangements for Remote Assessment that accompany it.',
        },
      },
      { kind: 'heading', text: { ja: '改訂の趣旨', en: 'Purpose of the revision' } },
      {
        kind: 'paragraph',
        text: {
          ja: '現行の方針の適用以降、リモート審査の実施件数が増え、審査の信頼性を確保しつつ効率的に活用できる場面と、現地での確認が欠かせない場面が明らかになってきました。この経験を方針に反映し、適合性評価機関の皆様にとって予見しやすいものとすることを目的としています。',
          en: 'Since the current policy took effect, remote assessments have become more frequent, and experience has shown where they can be used efficiently without weakening confidence in the assessment, and where checking on site remains essential. The revision puts that experience into the policy so that conformity assessment bodies know in advance what to expect.',
        },
      },
      { kind: 'heading', text: { ja: '主な改訂内容', en: 'Main proposed changes' } },
      {
        kind: 'list',
        items: [
          {
            ja: 'リモート審査を適用できる審査を、サーベイランスの一部及び範囲の拡大の審査とし、初回の現地審査は原則として現地で行うことを明記します。',
            en: 'Remote assessment may be used for parts of surveillance and for assessments for extension of scope; the initial on-site assessment is to be carried out on site as a rule.',
          },
          {
            ja: '記録の閲覧及び業務の立会いを遠隔で行う場合の技術的な条件（映像の品質、接続の安定性等）を示します。',
            en: 'Technical conditions (video quality, stable connection and so on) for examining records and witnessing activities remotely.',
          },
          {
            ja: '情報セキュリティ及び秘密保持に関する当協会と適合性評価機関の双方の責任を定めます。',
            en: 'The responsibilities of JAB and of the conformity assessment body for information security and confidentiality.',
          },
          {
            ja: 'リモート審査の実施には適合性評価機関の同意を要することを明記します。',
            en: 'Remote assessment requires the agreement of the conformity assessment body.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '意見募集期間', en: 'Comment period' } },
      {
        kind: 'paragraph',
        text: {
          ja: '意見募集期間は、このページの上部に記載しています。郵送の場合は、締切日の消印があるものまで受け付けます。',
          en: 'The comment period is shown at the top of this page. Comments sent by post are accepted if postmarked no later than the closing day.',
        },
      },
      { kind: 'heading', text: { ja: '意見の提出方法', en: 'How to comment' } },
      {
        kind: 'paragraph',
        text: {
          ja: 'ご意見は、書面により郵送でお送りください。封筒の表に「リモート審査方針改訂案への意見」と朱書きし、書面には次の事項をご記載ください。リモート審査を受けた経験のある適合性評価機関の皆様からは、具体的な事例を添えてご意見をいただけますと幸いです。',
          en: 'Please send your comments in writing by post, marking the envelope "Comment on the remote assessment policy" in red, and include the following. We would particularly welcome comments, with concrete examples, from conformity assessment bodies that have already been assessed remotely.',
        },
      },
      {
        kind: 'list',
        items: [
          { ja: '氏名又は団体名、所属及び連絡先', en: 'Your name or organisation, department and contact details' },
          {
            ja: 'ご意見の対象となる改訂案の箇所（ページ及び項の番号）',
            en: 'The part of the draft your comment concerns (page and clause number)',
          },
          { ja: 'ご意見、その理由及び修正の提案', en: 'Your comment, the reasons for it and any proposed wording' },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'ご意見の概要と当協会の考え方は、取りまとめのうえこのページでお知らせします。個別の回答はいたしかねます。',
          en: 'A summary of the comments and our response will be published on this page once compiled. We are unable to reply individually.',
        },
      },
    ],
    drafts: [
      {
        name: {
          ja: 'リモート審査に関する方針（改訂案）',
          en: 'Policy on Remote Assessment (draft revision)',
        },
        language: 'both',
      },
      {
        name: {
          ja: 'リモート審査の実施要領（改訂案）',
          en: 'Arrangements for Remote Assessment (draft revision)',
        },
        language: 'ja',
      },
      {
        name: {
          ja: 'リモート審査に関する方針 新旧対照表',
          en: 'Policy on Remote Assessment: comparison of current and proposed text',
        },
        language: 'ja',
      },
    ],
    channel: 'post',
    address: {
      ja: '〒100-0000 東京都千代田区見本町1-2-3 サンプルビル5階 公益財団法人日本適合性認定協会 認定企画部 意見募集担当',
      en: 'Public Comment Desk, Accreditation Planning Department, Japan Accreditation Board, Sample Building 5F, 1-2-3 Mihon-cho, Chiyoda-ku, Tokyo 100-0000, Japan',
    },
  },

  // Closed, results not yet published: 2026-10-08 to 2026-11-06. Japanese only.
  {
    slug: '2026-10-proficiency-testing-participation-policy',
    published: -45,
    opens: -45,
    closes: -16,
    title: {
      ja: '「技能試験への参加に関する方針」改訂案に対する意見募集',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、認定を受けた試験所、校正機関及び臨床検査室並びに認定を申請する機関に求める技能試験への参加について定めた「技能試験への参加に関する方針」の改訂案を作成しました。',
        },
      },
      { kind: 'heading', text: { ja: '改訂の理由' } },
      {
        kind: 'paragraph',
        text: {
          ja: '国際的な方針文書の改訂を踏まえるとともに、適切な技能試験が存在しない分野での代替手段について、審査での判断が分かれることのないよう考え方を明確にする必要があるためです。',
        },
      },
      { kind: 'heading', text: { ja: '主な改訂内容' } },
      {
        kind: 'list',
        items: [
          { ja: '認定範囲の主要な分野ごとに、認定周期（原則4年）の中で技能試験に参加する計画を立てることを求めます。' },
          { ja: '適切な技能試験がない場合の代替手段（試験所間比較、認証標準物質を用いた確認等）と、その選び方を示します。' },
          { ja: '技能試験の結果が不満足であった場合に求める原因の調査及び是正処置の内容を明確にします。' },
          { ja: '「技能試験参加計画・実績表」の記載事項を見直します。' },
        ],
      },
      { kind: 'heading', text: { ja: '意見募集期間' } },
      { kind: 'paragraph', text: { ja: '意見募集期間は、このページの上部に記載しています。郵送の場合は、締切日の消印があるものまで受け付けます。' } },
      { kind: 'heading', text: { ja: '意見の提出方法' } },
      {
        kind: 'paragraph',
        text: {
          ja: '試験所、校正機関、臨床検査室及び技能試験提供者の皆様をはじめ、どなたでもご意見をお寄せいただけます。氏名又は団体名、連絡先、対象となる箇所並びにご意見及びその理由を書面にご記載のうえ、郵送でお送りください。封筒の表には「技能試験参加方針改訂案への意見」と朱書きしてください。',
        },
      },
      {
        kind: 'paragraph',
        text: { ja: 'ご意見の概要と当協会の考え方は、取りまとめのうえこのページでお知らせします。' },
      },
    ],
    drafts: [
      { name: { ja: '技能試験への参加に関する方針（改訂案）' }, language: 'ja' },
      { name: { ja: '技能試験への参加に関する方針 新旧対照表' }, language: 'ja' },
    ],
    channel: 'post',
    address: {
      ja: '〒100-0000 東京都千代田区見本町1-2-3 サンプルビル5階 公益財団法人日本適合性認定協会 認定企画部 意見募集担当',
    },
  },

  // Closed, results not yet published: 2026-09-15 to 2026-10-15.
  {
    slug: '2026-09-multi-site-assessment-rules',
    published: -68,
    opens: -68,
    closes: -38,
    title: {
      ja: '「複数の事業所を有する適合性評価機関の審査に関する規則」改訂案に対する意見募集',
      en: 'Call for comments: draft revision of the Rules for the Assessment of Conformity Assessment Bodies Operating from Multiple Sites',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、本部のほかに複数の事業所を持つ適合性評価機関について、現地審査の対象とする事業所の選び方と認定周期を通じた審査の計画を定めた規則の改訂案を作成しました。',
          en: 'JAB has prepared a draft revision of the rules that govern how we assess conformity assessment bodies operating from a head office and other sites, including how sites are chosen for on-site assessment and how assessments are planned across the accreditation cycle.',
        },
      },
      { kind: 'heading', text: { ja: '改訂の理由', en: 'Reasons for the revision' } },
      {
        kind: 'paragraph',
        text: {
          ja: '現行の規則の適用から年数が経ち、海外に事業所を持つ機関や、一定期間だけ設ける臨時の事業所で業務を行う機関が増えています。事業所ごとの活動の内容やリスクに応じて審査の対象と頻度を決められるよう、規則を見直すこととしました。',
          en: 'Several years have passed since the current rules took effect, and more bodies now have sites abroad or work from temporary sites set up for a limited period. The rules are being reviewed so that which sites are assessed, and how often, can depend on the activities and risks of each site.',
        },
      },
      { kind: 'heading', text: { ja: '主な改訂内容', en: 'Main proposed changes' } },
      {
        kind: 'list',
        items: [
          {
            ja: '事業所ごとの活動の内容、件数及び過去の審査結果に基づいて、現地審査の対象とする事業所を選ぶ考え方を示します。',
            en: 'Sites are chosen for on-site assessment on the basis of their activities, workload and past assessment results.',
          },
          {
            ja: '重要な活動を行うすべての事業所について、認定周期（原則4年）の中で少なくとも一度は現地審査を行うことを明記します。',
            en: 'Every site carrying out key activities is to receive an on-site assessment at least once in each accreditation cycle (four years as a rule).',
          },
          {
            ja: '海外の事業所及び臨時の事業所の審査の方法を新たに定めます。',
            en: 'New provisions on assessing sites abroad and temporary sites.',
          },
          {
            ja: '認定後に事業所を追加する場合の届出と審査の手続を整理します。',
            en: 'A clearer procedure for notifying and assessing sites added after accreditation.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '意見の提出方法', en: 'How to comment' } },
      {
        kind: 'paragraph',
        text: {
          ja: '電子メールの件名を「複数事業所規則改訂案への意見」とし、氏名（団体名）、連絡先、対象となる箇所並びにご意見及びその理由をご記載のうえお送りください。複数の事業所を持つ適合性評価機関の皆様からは、事業所の数や活動の分担など、ご意見の前提となる状況もあわせてお知らせいただけますと幸いです。',
          en: 'Please send an e-mail with the subject "Comment on the multi-site rules", giving your name (or organisation), contact details, the part of the draft concerned, and your comment with the reasons for it. If your body operates from several sites, it would help us to know the circumstances behind your comment, such as the number of sites and how activities are divided between them.',
        },
      },
    ],
    drafts: [
      {
        name: {
          ja: '複数の事業所を有する適合性評価機関の審査に関する規則（改訂案）',
          en: 'Rules for the Assessment of Conformity Assessment Bodies Operating from Multiple Sites (draft revision)',
        },
        language: 'ja',
      },
      {
        name: {
          ja: '複数の事業所を有する適合性評価機関の審査に関する規則 改訂案の概要（英語版）',
          en: 'Outline of the draft revision (English)',
        },
        language: 'en',
      },
    ],
    channel: 'email',
    address: {
      ja: 'pubcom@example.invalid',
      en: 'pubcom@example.invalid',
    },
  },

  // Closed with results: 2026-05-15 to 2026-06-15, results on 2026-07-30.
  {
    slug: '2026-05-accreditation-symbol-rules',
    published: -191,
    opens: -191,
    closes: -160,
    title: {
      ja: '「認定シンボルの使用及び認定の表示に関する規則」改訂案に対する意見募集',
      en: 'Call for comments: draft revision of the Rules on the Use of the Accreditation Symbol and Claims of Accreditation',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、認定を受けた適合性評価機関が認定シンボルを使用し、又は認定を受けていることを表示する際の条件を定めた規則の改訂案を作成しました。',
          en: 'JAB has prepared a draft revision of the rules setting out the conditions under which accredited conformity assessment bodies may use the accreditation symbol or otherwise refer to their accreditation.',
        },
      },
      { kind: 'heading', text: { ja: '改訂の背景', en: 'Background' } },
      {
        kind: 'paragraph',
        text: {
          ja: '現行の規則は紙の証明書及び報告書を前提としており、電子的に発行される証明書や報告書、ウェブサイトでの表示については定めが十分ではありません。このため、電子媒体での表示方法について多くのお問い合わせをいただいています。また、国際相互承認の組合せマークとの併用に関する規定が複数の章に分かれており、分かりにくいとのご指摘も受けています。',
          en: 'The current rules were written with paper certificates and reports in mind and say little about certificates and reports issued electronically or about display on websites. As a result, we receive many inquiries about how the symbol should appear in electronic media. We have also been told that the provisions on using the symbol together with the combined mark of the international mutual recognition arrangements are spread across several chapters and are hard to follow.',
        },
      },
      { kind: 'heading', text: { ja: '主な改訂内容', en: 'Main proposed changes' } },
      {
        kind: 'list',
        items: [
          {
            ja: '電子的に発行する証明書及び報告書並びにウェブサイトにおける認定シンボルの表示方法（最小寸法、配置、認定番号の併記）を新たに定めます。',
            en: 'New provisions on how the accreditation symbol is shown on electronically issued certificates and reports and on websites (minimum size, placement, and showing the accreditation number alongside it).',
          },
          {
            ja: '認定範囲外の結果を含む報告書に認定シンボルを表示する場合の条件を明確にします。',
            en: 'Clearer conditions for showing the symbol on reports that also contain results outside the scope of accreditation.',
          },
          {
            ja: '国際相互承認の組合せマークを使用するための条件及び手続を一つの章にまとめます。',
            en: 'The conditions and procedure for using the combined mark of the international mutual recognition arrangements brought together in one chapter.',
          },
          {
            ja: '認定の一時停止又は取消の後、認定シンボルの使用を中止するまでの期限を30日とします。',
            en: 'Use of the symbol must cease within 30 days after accreditation is suspended or withdrawn.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '意見の提出方法', en: 'How to comment' } },
      {
        kind: 'paragraph',
        text: {
          ja: '認定を受けた適合性評価機関、認定の取得を検討している機関、適合性評価機関の顧客の皆様をはじめ、どなたでもご意見をお寄せいただけます。当協会ウェブサイトのお問い合わせフォームで区分「その他」を選択し、氏名（団体名）、連絡先、対象となる箇所並びにご意見及びその理由をご記入のうえ送信してください。',
          en: 'Anyone may comment, including accredited conformity assessment bodies, bodies considering accreditation and the customers of conformity assessment bodies. Please use the inquiry form on this website, choose the category "Other" and give your name (or organisation), contact details, the part of the draft concerned, and your comment with the reasons for it.',
        },
      },
    ],
    drafts: [
      {
        name: {
          ja: '認定シンボルの使用及び認定の表示に関する規則（改訂案）',
          en: 'Rules on the Use of the Accreditation Symbol and Claims of Accreditation (draft revision)',
        },
        language: 'both',
      },
      {
        name: {
          ja: '認定シンボルの使用及び認定の表示に関する規則 新旧対照表',
          en: 'Rules on the Use of the Accreditation Symbol and Claims of Accreditation: comparison of current and proposed text',
        },
        language: 'ja',
      },
    ],
    channel: 'form',
    address: {
      ja: '当協会ウェブサイトのお問い合わせフォーム（区分「その他」）。件名欄に「認定シンボル規則改訂案への意見」とご記入ください。',
      en: 'The inquiry form on this website (category "Other"). Please enter "Comment on the accreditation symbol rules" in the subject field.',
    },
    results: {
      published: -115,
      body: [
        {
          kind: 'paragraph',
          text: {
            ja: 'この意見募集には、認証機関、試験所、検査機関及び個人の方、合わせて11者から29件のご意見をいただきました。貴重なご意見をお寄せいただき、誠にありがとうございました。',
            en: 'This call for comments received 29 comments from 11 respondents: certification bodies, laboratories, inspection bodies and individuals. We are grateful to everyone who took the time to respond.',
          },
        },
        { kind: 'heading', text: { ja: '主なご意見と当協会の考え方', en: 'Main comments and our response' } },
        {
          kind: 'list',
          items: [
            {
              ja: '電子媒体での最小寸法が大きすぎ、スマートフォンでの表示や電子署名欄との両立が難しいとのご意見が最も多く寄せられました（9件）。最小寸法を画素数で定める方式を改め、認定番号が判読できる大きさであることを条件とするよう修正しました。',
              en: 'The comment made most often (9 comments) was that the minimum size for electronic media was too large to work on smartphones or alongside electronic signature fields. We have dropped the minimum size in pixels and instead require that the accreditation number remain legible.',
            },
            {
              ja: '一時停止又は取消の後30日以内に使用を中止することは、印刷済みのパンフレット等については難しいとのご意見（7件）を踏まえ、報告書及び証明書については原案どおり30日とし、印刷物の広告については90日とするよう修正しました。',
              en: 'Seven comments said that ceasing use within 30 days of suspension or withdrawal would be hard for brochures already printed. The 30-day limit stays for reports and certificates, but for printed advertising material it has been extended to 90 days.',
            },
            {
              ja: '認定範囲外の結果を含む報告書について、認定シンボルの表示を一律に禁止すべきとのご意見（4件）がありましたが、範囲外の結果を明確に区別して示すことで誤認は防げると考え、原案のとおりとしました。',
              en: 'Four comments asked for the symbol to be banned outright on reports that include results outside the scope of accreditation. We consider that clearly marking those results prevents any misunderstanding, and have kept the original wording.',
            },
            {
              ja: '国際相互承認の組合せマークの使用手続について、申請から使用開始までの期間を示してほしいとのご意見（5件）を受け、標準的な処理期間を追記しました。',
              en: 'In response to five comments asking how long it takes from requesting use of the combined mark to being able to use it, we have added the standard processing time.',
            },
            {
              ja: 'その他、表現の明確化に関するご意見（4件）を受け、字句を修正しました。',
              en: 'Four further comments on wording led to editorial changes.',
            },
          ],
        },
        { kind: 'heading', text: { ja: '今後の予定', en: 'Next steps' } },
        {
          kind: 'paragraph',
          text: {
            ja: '改訂後の規則は、周知期間を設けて適用します。あわせて「認定シンボルの表示例」及び「認定シンボル使用申請書」も改訂します。発行日と適用日は、発行の際に「文書改訂のお知らせ」でお知らせします。',
            en: 'The revised rules will apply after a period for bodies to prepare. The Examples of the Display of the Accreditation Symbol and the Request for Use of the Accreditation Symbol will be revised at the same time. The dates of issue and application will be announced in the document revision notices when the rules are issued.',
          },
        },
      ],
      attachments: [
        {
          name: {
            ja: 'ご意見の概要及び当協会の考え方',
            en: 'Summary of comments received and our response',
          },
          language: 'both',
        },
        {
          name: {
            ja: '認定シンボルの使用及び認定の表示に関する規則（修正案・修正箇所表示版）',
            en: 'Rules on the Use of the Accreditation Symbol and Claims of Accreditation (amended draft with changes marked)',
          },
          language: 'ja',
        },
      ],
    },
  },
];
