import type { SeedPage } from './types';

/**
 * Sample pages of the "Inquiry" area (contact hub, FAQ, complaints and appeals, how to search).
 * Facts come only from the product description; anything it does not give (time limits, fees,
 * committee names, official wording) is left to staff through a sample notice.
 */
export const inquiryPages: SeedPage[] = [
  {
    path: '/inquiry',
    title: { ja: 'お問い合わせ', en: 'Contact' },
    summary: {
      ja: '当協会へのご質問、苦情・異議申立て、検索ページの使い方など、目的に応じたお問い合わせの窓口をご案内します。',
      en: 'The channels for contacting JAB according to your purpose, whether you have a question, wish to make a complaint or an appeal, or need help with the search pages.',
    },
    body: [
      { kind: 'view', view: 'closureNotice' },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会へのお問い合わせは、内容に応じて次の窓口をご利用ください。お問い合わせの前に、まず「よくあるご質問」に同様のご質問への回答が掲載されていないかご確認ください。',
          en: 'Please use the channel below that matches the nature of your inquiry. Before contacting us, please first check the "Frequently Asked Questions" to see whether an answer to a similar question has already been published.',
        },
      },
      {
        kind: 'links',
        heading: { ja: '目的別のお問い合わせ窓口', en: 'Where to go' },
        items: [
          {
            href: '/inquiry/faq',
            label: { ja: 'よくあるご質問', en: 'Frequently asked questions' },
            description: {
              ja: '認定の取得、認定後の手続、検索ページなどについて、よく寄せられるご質問と回答を掲載しています。',
              en: 'Answers to questions we are often asked about obtaining accreditation, procedures after accreditation, the search pages and other matters.',
            },
          },
          {
            href: '/inquiry/form',
            label: { ja: 'お問い合わせフォーム', en: 'Inquiry form' },
            description: {
              ja: 'よくあるご質問で解決しないご質問は、こちらのフォームからお送りください。',
              en: 'Please send any question that the FAQ does not answer through this form.',
            },
          },
          {
            href: '/inquiry/complaint',
            label: { ja: '苦情・異議申立て', en: 'Complaints and appeals' },
            description: {
              ja: '当協会又は当協会が認定した適合性評価機関に対する苦情と、当協会の認定に関する決定に対する異議申立ての手続をご案内します。',
              en: 'The procedure for complaints about JAB or about a conformity assessment body accredited by JAB, and for appeals against accreditation decisions made by JAB.',
            },
          },
          {
            href: '/inquiry/searchmethod',
            label: { ja: '検索方法について', en: 'How to search' },
            description: {
              ja: '認定機関の検索と認証組織の検索の使い方や、検索結果が表示されない場合の考え方をご案内します。',
              en: 'How to use the accredited body search and the certified organisation search, and what it means when a search returns no results.',
            },
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'お問い合わせフォーム及び苦情申立てフォームは、入力、確認、送信完了の順に進みます。確認画面から入力画面に戻って、内容を修正することもできます。送信には、個人情報保護方針への同意が必要です。',
          en: 'The inquiry form and the complaint form each proceed in three steps: input, confirmation and completion. From the confirmation screen, you can also go back to the input screen to correct your entries. You must agree to the Privacy Policy before sending.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'お問い合わせフォームを利用した営業や勧誘は、お断りしています。',
          en: 'The inquiry form must not be used for sales or solicitation.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '職員及び審査員の採用に関しては、電話でのお問い合わせをお受けしていません。応募方法などは、「採用情報」の各募集ページをご覧ください。',
          en: 'We do not accept telephone inquiries about the recruitment of staff or assessors. For how to apply and other details, please see each vacancy under "Recruitment".',
        },
      },
    ],
  },
  {
    path: '/inquiry/faq',
    title: { ja: 'よくあるご質問', en: 'Frequently Asked Questions' },
    summary: {
      ja: '認定の取得をご検討中の方、認定機関・認定事業者の方からのご質問と、その他のご質問への回答をまとめています。',
      en: 'Answers to questions from those considering accreditation and from accredited bodies, and to other questions.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会に寄せられることの多いご質問と回答を、対象の方別にまとめています。各質問を選ぶと回答が表示されます。',
          en: 'This page brings together the questions we are most often asked, with their answers, grouped by audience. Select a question to show its answer.',
        },
      },
      {
        kind: 'faq',
        heading: { ja: '認定の取得をご検討中の方', en: 'For those considering accreditation' },
        items: [
          {
            question: {
              ja: 'どのような機関が認定を受けられますか。',
              en: 'What kinds of bodies can be accredited?',
            },
            answer: {
              ja: '当協会は、マネジメントシステム認証機関、要員認証機関、製品認証機関、温室効果ガスの妥当性確認・検証機関、試験所、校正機関、臨床検査室、検査機関、標準物質生産者、技能試験提供者及びバイオバンクを認定しています。各認定の種類のページで、概要、認定のメリット及び認定までの流れをご覧いただけます。',
              en: 'JAB accredits management system certification bodies, personnel certification bodies, product certification bodies, greenhouse gas validation and verification bodies, testing laboratories, calibration laboratories, medical laboratories, inspection bodies, reference material producers, proficiency testing providers and biobanks. Each scheme page sets out a summary, the benefits of accreditation and the steps to accreditation.',
            },
          },
          {
            question: {
              ja: '申請から認定までは、どのような流れで進みますか。',
              en: 'What are the steps from application to accreditation?',
            },
            answer: {
              ja: '申請、受理、文書審査、現地審査、審査報告、是正処置の確認、認定の決定、認定証の発行の順に進みます。認定後はサーベイランスを行い、認定サイクルの最終年には再審査を行います。詳しくは「認定取得に関する情報」をご覧ください。',
              en: 'The steps are application, acceptance, document review, on-site assessment, assessment report, review of corrective action, accreditation decision and issue of the certificate. After accreditation, surveillance is carried out, and a reassessment takes place in the final year of the accreditation cycle. For details, please see "Information on Obtaining Accreditation".',
            },
          },
          {
            question: {
              ja: '申請の際には、何を提出すればよいですか。',
              en: 'What should we submit when applying?',
            },
            answer: {
              ja: '認定申請書、必要な文書及び署名済みの契約書をご提出いただきます。書類に不備がなく、手数料の入金と契約の締結が確認できた時点で、申請を受理します。',
              en: 'Please submit the application form, the required documents and a signed contract. The application is accepted once there are no deficiencies in the documents, the fee has been received and the contract has been concluded.',
            },
          },
          {
            question: {
              ja: '認定の手数料や、認定までに要する期間を教えてください。',
              en: 'How much does accreditation cost, and how long does it take?',
            },
            answer: {
              ja: '手数料、所要期間などの詳細は、各認定の種類のページ及び「文書・様式」に掲載している文書でご確認ください。ご不明な点は、お問い合わせフォームからお問い合わせください。',
              en: 'For fees, timelines and other details, please refer to each scheme page and to the documents published under "Documents and Forms". If anything is unclear, please contact us through the inquiry form.',
            },
          },
          {
            question: {
              ja: '現地審査は、どのように行われますか。',
              en: 'How is the on-site assessment carried out?',
            },
            answer: {
              ja: '現地審査は、通常、第1段階、第2段階の順に行います。本部及びすべての事業所が対象となります。',
              en: 'The on-site assessment is usually carried out as stage 1 followed by stage 2. It covers the headquarters and all offices.',
            },
          },
          {
            question: {
              ja: '道路交通安全マネジメントシステムの認定を申請できますか。',
              en: 'Can we apply for accreditation for road traffic safety management systems?',
            },
            answer: {
              ja: '道路交通安全マネジメントシステムの認定は、2020年3月31日から停止しています。',
              en: 'Accreditation for road traffic safety management systems has been suspended since 31 March 2020.',
            },
          },
        ],
      },
      {
        kind: 'faq',
        heading: { ja: '認定機関・認定事業者の方', en: 'For accredited bodies' },
        items: [
          {
            question: {
              ja: '認定サイクルは何年ですか。',
              en: 'How long is the accreditation cycle?',
            },
            answer: {
              ja: '認定サイクルは、原則として4年です。各機関の認定の有効期限は、「認定機関の検索」でご確認いただけます。',
              en: 'The accreditation cycle is four years in principle. The expiry date of each body\'s accreditation can be checked in the accredited body search.',
            },
          },
          {
            question: {
              ja: '認定後には、どのような審査がありますか。',
              en: 'What assessments take place after accreditation?',
            },
            answer: {
              ja: '認定後は、認定の要求事項を引き続き満たしていることを確認するため、サーベイランスを行います。また、認定サイクルの最終年には再審査を行います。',
              en: 'After accreditation, surveillance is carried out to confirm that the accreditation requirements continue to be met. In addition, a reassessment takes place in the final year of the accreditation cycle.',
            },
          },
          {
            question: {
              ja: '審査で不適合が指摘された場合は、どうすればよいですか。',
              en: 'What should we do if non-conformities are raised in an assessment?',
            },
            answer: {
              ja: '根本原因を分析したうえで、修正、封じ込め及び是正処置の計画を策定し、実施してください。当協会は、その内容を確認します。',
              en: 'Please analyse the root cause, then draw up and implement correction, containment and a corrective action plan. JAB reviews what has been done.',
            },
          },
          {
            question: {
              ja: '認定を受けたことは、どこで公表されますか。',
              en: 'Where is our accreditation published?',
            },
            answer: {
              ja: '認定証の発行後、認定の情報を当協会のウェブサイトで公表し、「認定機関の検索」に掲載します。新たに認定した機関、認定を一時停止した機関、認定の取消し・辞退などがあった機関は、「認定に関する報告」でもお知らせしています。',
              en: 'After the certificate is issued, the accreditation is published on the JAB website and appears in the accredited body search. Newly accredited bodies, bodies whose accreditation has been suspended, and bodies whose accreditation has been cancelled, withdrawn or revoked are also announced in the "Reports on Accreditation Decisions".',
            },
          },
          {
            question: {
              ja: 'マネジメントシステム認証機関として提供した認証組織のデータは、いつ公開されますか。',
              en: 'When is the certified organisation data that we supply as a management system certification body published?',
            },
            answer: {
              ja: '認証機関から提供された認証組織のデータは、通常10日以内に「認証組織の検索」で公開されます。公開されるのは、公開に同意した認証組織のデータに限られます。',
              en: 'Certified organisation data supplied by certification bodies is normally published in the certified organisation search within 10 days. Only the data of certified organisations that have agreed to publication is published.',
            },
          },
          {
            question: {
              ja: '当協会の文書や様式の改定は、どこで確認できますか。',
              en: 'Where can we find revisions to JAB documents and forms?',
            },
            answer: {
              ja: '文書の制定や改定は、「文書改定のお知らせ」でお知らせしています。最新の文書及び様式は、「文書・様式」に掲載しています。',
              en: 'The issue and revision of documents are announced under "Document Revision Notices". The current documents and forms are published under "Documents and Forms".',
            },
          },
        ],
      },
      {
        kind: 'faq',
        heading: { ja: 'その他', en: 'Other questions' },
        items: [
          {
            question: {
              ja: '認証組織の検索で、探している組織が見つかりません。',
              en: 'I cannot find an organisation in the certified organisation search.',
            },
            answer: {
              ja: 'すべての認証組織が情報の公開に同意しているわけではなく、検索で表示されるのは認証機関から提供されたデータに限られます。このため、検索結果がないことは、その組織が認証を受けていないことを意味するものではありません。認証の状況は、その組織の認証機関にお問い合わせください。',
              en: 'Not every certified organisation agrees to the publication of its data, and the search shows only the data supplied by the certification bodies. A search that returns no result therefore does not mean that the organisation is not certified. Please ask the organisation\'s certification body about its certification status.',
            },
          },
          {
            question: {
              ja: '認定を受けている機関は、どのように探せばよいですか。',
              en: 'How can I find an accredited body?',
            },
            answer: {
              ja: '「認定機関の検索」で、認定の種類、機関名又は略称、都道府県、キーワード（認定番号、認定範囲、規格番号など）を指定して検索できます。使い方は「検索方法について」をご覧ください。',
              en: 'In the accredited body search, you can search by scheme, name or abbreviation of the body, prefecture and keyword (such as an accreditation number, a scope of accreditation or a standard number). For how to use it, please see "How to Search".',
            },
          },
          {
            question: {
              ja: '認証組織の検索結果に表示される初回登録日は、何の日付ですか。',
              en: 'What does the initial registration date in the certified organisation search results mean?',
            },
            answer: {
              ja: 'その組織が最初に登録された日付ですが、認証の移転日や、認証機関がさかのぼって確認できる最も古い日付が表示されている場合があります。',
              en: 'It is the date on which the organisation was first registered, but it may instead be the date of a transfer of certification or the earliest date that the certification body can trace.',
            },
          },
          {
            question: {
              ja: '当協会が認定した機関に対する苦情は、どこに申し立てればよいですか。',
              en: 'Where should I send a complaint about a body accredited by JAB?',
            },
            answer: {
              ja: 'まずは、その機関に直接お申し出ください。それでも解決しない場合は、苦情申立てフォームから当協会に申し立てることができます。手続の詳細は「苦情・異議申立て」をご覧ください。',
              en: 'Please first raise the matter directly with that body. If it is still not resolved, you can make a complaint to JAB through the complaint form. For details of the procedure, please see "Complaints and Appeals".',
            },
          },
          {
            question: {
              ja: '認定証のPDFのファイル名が以前と異なっています。認定証の内容が変わったのでしょうか。',
              en: 'The file name of an accreditation certificate PDF has changed. Has the certificate itself changed?',
            },
            answer: {
              ja: '認定証のファイル名の末尾には、不規則な文字列が付くことがあります。ファイル名が変わっていても、ファイルの内容が変わっていない場合があります。',
              en: 'An irregular string of characters may be added to the end of the file name of an accreditation certificate. The file name may change even when the content of the file has not.',
            },
          },
          {
            question: {
              ja: '採用について、電話で問い合わせることはできますか。',
              en: 'Can I ask about recruitment by telephone?',
            },
            answer: {
              ja: '採用に関する電話でのお問い合わせは、お受けしていません。応募は、各募集ページの案内に従い、PDF形式の履歴書を添付して電子メールでお送りください。',
              en: 'We do not accept telephone inquiries about recruitment. To apply, please follow the instructions on each vacancy page and send your CV as a PDF attachment by email.',
            },
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: 'ご質問が解決しない場合', en: 'If your question is not answered here' },
        items: [
          {
            href: '/inquiry/form',
            label: { ja: 'お問い合わせフォーム', en: 'Inquiry form' },
            description: {
              ja: 'よくあるご質問で解決しない場合は、お問い合わせフォームからお問い合わせください。',
              en: 'If the FAQ does not answer your question, please contact us through the inquiry form.',
            },
          },
        ],
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。よくあるご質問の正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official questions and answers in the CMS.',
        },
      },
    ],
  },
  {
    path: '/inquiry/complaint',
    title: { ja: '苦情・異議申立て', en: 'Complaints and Appeals' },
    summary: {
      ja: '当協会及び当協会が認定した適合性評価機関に対する苦情と、当協会の認定に関する決定に対する異議申立ての受付から回答までの流れをご案内します。',
      en: 'How JAB handles complaints about JAB and about the conformity assessment bodies it has accredited, and appeals against its accreditation decisions, from receipt to reply.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、苦情及び異議申立てを業務の改善につながる大切なご意見と受け止め、公平かつ誠実に対応します。苦情と異議申立ては、次のように区別しています。',
          en: 'JAB regards complaints and appeals as valuable feedback that helps it improve its work, and deals with them fairly and in good faith. Complaints and appeals are distinguished as follows.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '苦情：当協会の業務、又は当協会が認定した適合性評価機関の業務に対する不満の申出です。',
            en: 'Complaint: an expression of dissatisfaction with the work of JAB or with the work of a conformity assessment body accredited by JAB.',
          },
          {
            ja: '異議申立て：当協会が行った認定に関する決定について、その見直しを求める申立てです。',
            en: 'Appeal: a request for reconsideration of an accreditation decision made by JAB.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '苦情は、どなたでも申し立てることができます。当協会が認定した適合性評価機関に関する苦情は、まずその機関に直接お申し出ください。苦情申立てフォームでは、その機関にすでに申し立てたかどうかと、回答を受けている場合はその内容をお尋ねします。',
          en: 'Anyone may make a complaint. If your complaint concerns a conformity assessment body accredited by JAB, please first raise it directly with that body. The complaint form asks whether you have already complained to that body and, if you have received an answer, what it was.',
        },
      },
      { kind: 'heading', text: { ja: '受付から回答までの流れ', en: 'From receipt to reply' } },
      {
        kind: 'list',
        ordered: true,
        items: [
          {
            ja: '受付：苦情又は異議申立てを受け付けます。',
            en: 'Receipt: JAB receives the complaint or appeal.',
          },
          {
            ja: '受領のご連絡：申立てを受領したことを、申立人にお知らせします。',
            en: 'Acknowledgement: JAB informs the complainant or appellant that the complaint or appeal has been received.',
          },
          {
            ja: '調査：申立ての対象となった案件に関与していない者が、事実関係を調査します。',
            en: 'Investigation: people who were not involved in the matter concerned investigate the facts.',
          },
          {
            ja: '決定：調査の結果に基づき、対応を決定します。',
            en: 'Decision: JAB decides on the action to be taken on the basis of the investigation.',
          },
          {
            ja: '回答：回答を希望された場合は、決定の内容を申立人にお知らせします。',
            en: 'Reply: where a reply has been requested, JAB informs the complainant or appellant of the decision.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、苦情及び異議申立てを公平な立場で取り扱います。申立ての内容及び申立人に関する情報は秘密として管理し、対応に必要な範囲でのみ使用します。',
          en: 'JAB handles complaints and appeals impartially. The content of a complaint or appeal and information about the complainant or appellant are kept confidential and used only to the extent needed to deal with the matter.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'このページはサンプルです。申立ての期限、回答までの期間、審議を行う委員会などの正式な内容は管理画面から登録してください。',
          en: 'This page is sample content. Staff enter the official details, such as time limits for complaints and appeals, the time taken to reply and the committees involved, in the CMS.',
        },
      },
      {
        kind: 'links',
        items: [
          {
            href: '/complaint_application',
            label: { ja: '苦情申立てフォームへ進む', en: 'Go to the complaint form' },
          },
        ],
      },
    ],
  },
  {
    path: '/inquiry/searchmethod',
    title: { ja: '検索方法について', en: 'How to Search' },
    summary: {
      ja: '認定機関の検索と認証組織の検索の使い方と、検索結果が表示されない場合の考え方をご案内します。',
      en: 'How to use the accredited body search and the certified organisation search, and what it means when no results are shown.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会のウェブサイトでは、当協会が認定した適合性評価機関を探す「認定機関の検索」と、マネジメントシステム認証機関が認証した組織を探す「認証組織の検索」をご利用いただけます。本サイト内のページを探す場合は、サイト内検索をご利用ください。',
          en: 'The JAB website offers two searches: the accredited body search, for finding conformity assessment bodies accredited by JAB, and the certified organisation search, for finding organisations certified by management system certification bodies. To find pages on this website, please use the site search.',
        },
      },
      { kind: 'heading', text: { ja: '認定機関の検索', en: 'Accredited body search' } },
      {
        kind: 'list',
        items: [
          {
            ja: '認定の種類（適合性評価機関の種類）、機関名又は略称、都道府県及びキーワードを組み合わせて検索できます。キーワードには、認定番号、認定範囲、認定基準に含まれる規格番号などを入力できます。',
            en: 'You can combine the scheme (the type of conformity assessment body), the name or abbreviation of the body, the prefecture and a keyword. As a keyword, you can enter an accreditation number, a scope of accreditation, a standard number within the accreditation criteria and the like.',
          },
          {
            ja: '認定範囲の選択肢は、認定の種類を選ぶと表示されます。種類を選ぶまでは、認定範囲の欄には選択を促す案内が表示されます。',
            en: 'The choices for the scope of accreditation appear once you choose a scheme. Until then, the scope area shows a prompt to choose one.',
          },
          {
            ja: '条件を指定したら「この条件で検索する」を押してください。「条件をクリア」を押すと、指定した条件をすべて消去できます。',
            en: 'After setting your conditions, press "Search with these conditions". Pressing "Clear conditions" removes all the conditions you have set.',
          },
          {
            ja: '認定範囲に含まれない規格の番号を入力した場合は、該当する機関は表示されません。',
            en: 'If you enter the number of a standard that is outside the scope of accreditation, no matching bodies will be shown.',
          },
          {
            ja: '検索結果には、件数と最終更新日が表示されます。該当なしと表示された場合は、指定した条件に該当する認定機関がないことを示しますので、条件を変えて検索し直してください。',
            en: 'The results show the number of matches and the date of the last update. A no-result message means that no accredited body matches the conditions you set; please change the conditions and search again.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '認証組織の検索', en: 'Certified organisation search' } },
      {
        kind: 'list',
        items: [
          {
            ja: 'キーワード欄に組織名や認証範囲などを入力して検索できます。認証範囲を選択して絞り込むこともできます。',
            en: 'You can search by entering an organisation name, a scope of certification or similar in the keyword box. You can also narrow the search by choosing a scope of certification.',
          },
          {
            ja: '絞り込み検索では、国内・国外の別、国名、都道府県、産業分類などで結果を絞り込めます。',
            en: 'Narrow Search lets you narrow the results by Japan or outside Japan, country, prefecture, industrial classification and more.',
          },
          {
            ja: '検索結果には、組織名、事業所名、認証機関、認証番号、初回登録日、有効期限、所在地及び認証範囲が表示されます。初回登録日は、認証の移転日や、認証機関がさかのぼって確認できる最も古い日付である場合があります。',
            en: 'The results show the organisation, office, certification body, certification number, initial registration date, expiry date, location and scope of certification. The initial registration date may be the date of a transfer of certification or the earliest date that the certification body can trace.',
          },
          {
            ja: 'すべての認証組織が情報の公開に同意しているわけではなく、検索で表示されるのは認証機関から提供されたデータに限られます。また、データは通常10日以内に公開されるため、最近認証された組織はまだ表示されていない場合があります。',
            en: 'Not every certified organisation agrees to the publication of its data, and the search shows only the data supplied by the certification bodies. In addition, data is normally published within 10 days, so a recently certified organisation may not yet appear.',
          },
          {
            ja: 'このため、検索結果がないことは、その組織が認証を受けていないことの証明にはなりません。認証の状況は、その組織の認証機関にお問い合わせください。',
            en: 'A search that returns no result therefore does not prove that an organisation is not certified. Please ask the organisation\'s certification body about its certification status.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '検索のヒント', en: 'Search tips' } },
      {
        kind: 'list',
        items: [
          {
            ja: '全角と半角、カタカナとひらがなの違いは区別されません。',
            en: 'The searches do not distinguish between full-width and half-width characters, or between katakana and hiragana.',
          },
          {
            ja: '「株式会社」「（株）」「Co., Ltd.」など、法人格の表記の違いは検索結果に影響しません。',
            en: 'Differences in how the legal-entity type is written, such as 株式会社, （株） or Co., Ltd., do not affect the results.',
          },
          {
            ja: '検索ごとにページのアドレスが決まります。そのアドレスをブックマークしたり、ほかの方と共有したりすると、同じ条件で検索した結果を再び表示できます。',
            en: 'Every search has its own address. By bookmarking that address or sharing it with others, you can show the results of a search with the same conditions again.',
          },
          {
            ja: 'サイト内検索で組織名を探す場合は、「株式会社」などの法人格を除いた名称を入力してください。',
            en: 'When looking for an organisation with the site search, please enter its name without the legal-entity type, such as "Co., Ltd.".',
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: '検索ページ', en: 'Search pages' },
        items: [
          {
            href: '/certification_institutions',
            label: { ja: '認定機関の検索', en: 'Accredited body search' },
            description: {
              ja: '当協会が認定した適合性評価機関を検索できます。',
              en: 'Search the conformity assessment bodies accredited by JAB.',
            },
          },
          {
            href: '/ms_certifications/list',
            label: { ja: '認証組織の検索', en: 'Certified organisation search' },
            description: {
              ja: 'マネジメントシステム認証機関が認証した組織を検索できます。',
              en: 'Search the organisations certified by management system certification bodies.',
            },
          },
          {
            href: '/search',
            label: { ja: 'サイト内検索', en: 'Site search' },
            description: {
              ja: '本サイトに掲載しているページを検索できます。',
              en: 'Search the pages of this website.',
            },
          },
        ],
      },
    ],
  },
];
