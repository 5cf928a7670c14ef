import type { SeedPage } from './types';

/**
 * Sample pages of the "Inquiry" area (contact hub, FAQ, complaints and appeals, how to search).
 * Facts come only from the product description; the search page quotes the labels of the search
 * pages as they are in messages/ (bodies.json, certified.json, search.json).
 */
export const inquiryPages: SeedPage[] = [
  {
    path: '/inquiry',
    title: { ja: 'お問い合わせ', en: 'Contact' },
    summary: {
      ja: '当協会へのご質問、苦情・異議申立て、検索ページの使い方など、目的に応じたお問い合わせの窓口をご案内します。',
      en: 'Where to contact JAB, whether you have a question, want to make a complaint or an appeal, or need help with the search pages.',
    },
    body: [
      { kind: 'view', view: 'closureNotice' },
      {
        kind: 'paragraph',
        text: {
          ja: '公益財団法人日本適合性認定協会へのお問い合わせは、内容に応じて次の窓口をご利用ください。お問い合わせの前に、[よくあるご質問](/inquiry/faq)に同様のご質問への回答が掲載されていないかご確認ください。',
          en: 'To contact the Japan Accreditation Board (JAB), please use whichever of the channels below suits your inquiry. Before you do, please check whether the [frequently asked questions](/inquiry/faq) already answer a similar question.',
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
              en: 'Answers to the questions JAB is often asked about obtaining accreditation, procedures after accreditation, the search pages and other matters.',
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
              ja: '当協会又は当協会が認定した適合性評価機関に対する苦情と、当協会の認定に関する判断に対する異議申立ての手続をご案内します。',
              en: 'The procedure for complaints about JAB or about a conformity assessment body accredited by JAB, and for appeals against decisions by JAB on accreditation.',
            },
          },
          {
            href: '/complaint_application',
            label: { ja: '苦情申立てフォーム', en: 'Complaint form' },
            description: {
              ja: '苦情の申立ては、こちらのフォームからお送りください。',
              en: 'Please make a complaint through this form.',
            },
          },
          {
            href: '/inquiry/searchmethod',
            label: { ja: '検索方法について', en: 'How to search' },
            description: {
              ja: '認定適合性評価機関の検索、認証組織の検索及びサイト内検索の使い方をご案内します。',
              en: 'How to use Search accredited bodies, Search certified organisations and the site search.',
            },
          },
        ],
      },
      { kind: 'heading', text: { ja: '受付と回答', en: 'Receipt and replies' } },
      {
        kind: 'paragraph',
        text: {
          ja: 'お問い合わせフォームと苦情申立てフォームは、いつでも送信していただけます。回答は、担当部署から営業日の営業時間内に順次お送りします。営業日と営業時間、年末年始の休業については、[営業日・営業時間](/about/basic/holiday)をご覧ください。',
          en: 'The inquiry form and the complaint form can be sent at any time. The department concerned replies in turn during business hours on business days. For the business days and hours, and the year-end closure, see [Business days and hours](/about/basic/holiday).',
        },
      },
      { kind: 'heading', text: { ja: 'フォームの流れ', en: 'How the forms work' } },
      {
        kind: 'paragraph',
        text: {
          ja: 'お問い合わせフォーム及び苦情申立てフォームは、入力、確認、送信完了の順に進みます。確認画面から入力画面に戻って、内容を修正することもできます。氏名は、漢字、ローマ字など普段お使いの表記でご記入ください。フリガナの入力は任意です。送信には、[個人情報保護方針](/privacy)への同意が必要です。',
          en: 'The inquiry form and the complaint form each have three steps: "Enter", "Confirm" and "Done". From the confirmation screen you can go back to the form to correct your entries. Please enter your name as you usually write it, in any script; the katakana reading of your name is optional. You must agree to the [Privacy policy](/privacy) before sending.',
        },
      },
      {
        kind: 'notice',
        text: {
          ja: 'お問い合わせフォームを利用した営業や勧誘は、お断りしています。',
          en: 'The inquiry form must not be used for sales or solicitation.',
        },
      },
      { kind: 'heading', text: { ja: 'その他のご案内', en: 'Other matters' } },
      {
        kind: 'list',
        items: [
          {
            ja: '[パブリックコメント](/public_comments)へのご意見は、各案件のページに記載の方法でお寄せください。',
            en: 'Please send comments on a [public comment](/public_comments) call in the way described on its page.',
          },
          {
            ja: '認定の申請に必要な文書と様式は、[文書・様式](/documents_forms)からダウンロードできます。',
            en: 'The documents and forms needed to apply for accreditation can be downloaded from [Documents and forms](/documents_forms).',
          },
          {
            ja: '職員及び審査員の採用に関しては、電話でのお問い合わせをお受けしていません。応募方法などは、[採用情報](/recruit)の各募集ページをご覧ください。',
            en: 'JAB does not accept telephone inquiries about the recruitment of staff or assessors. For how to apply and other details, please see each vacancy under [Recruitment](/recruit).',
          },
          {
            ja: '当協会の所在地と交通のご案内は、[所在地・アクセス](/about/access)をご覧ください。',
            en: 'For the address of JAB and how to get there, see [Location and access](/about/access).',
          },
        ],
      },
    ],
  },
  {
    path: '/inquiry/faq',
    title: { ja: 'よくあるご質問', en: 'Frequently asked questions' },
    summary: {
      ja: '認定の取得をご検討中の方、認定を受けている適合性評価機関の方からのご質問と、その他のご質問への回答をまとめています。',
      en: 'Answers to questions from those considering accreditation and from accredited bodies, and to other questions.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会に寄せられることの多いご質問と回答を、対象の方別にまとめています。各質問を選ぶと回答が表示されます。回答に出てくるページへのリンクは、このページの最後にまとめています。',
          en: 'This page brings together the questions JAB is most often asked, with their answers, grouped by audience. Select a question to show its answer. Links to the pages mentioned in the answers are listed at the end of this page.',
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
              ja: '当協会は、マネジメントシステム認証機関、要員認証機関、製品認証機関、温室効果ガス妥当性確認・検証機関、試験所、校正機関、臨床検査室、検査機関、標準物質生産者、技能試験提供者及びバイオバンクを認定しています。「認定サービス」の各ページで、概要、認定を受けるメリット及び認定までの流れをご覧いただけます。',
              en: 'JAB accredits management system certification bodies, personnel certification bodies, product certification bodies, greenhouse gas validation and verification bodies, testing laboratories, calibration laboratories, medical laboratories, inspection bodies, reference material producers, proficiency testing providers and biobanks. Each page under "Accreditation services" sets out a summary, the benefits of accreditation and the steps to accreditation.',
            },
          },
          {
            question: {
              ja: '申請から認定までは、どのような流れで進みますか。',
              en: 'What are the steps from application to accreditation?',
            },
            answer: {
              ja: '「認定取得に関する情報」のページで、申請から認定まで、さらに認定後のサーベイランスと再審査までの10の手順を、手順ごとの内容とあわせてご案内しています。',
              en: 'The "Information on obtaining accreditation" page sets out the ten steps from application to accreditation and on to surveillance and reassessment, with what happens at each step.',
            },
          },
          {
            question: {
              ja: '申請の際には、何を提出すればよいですか。',
              en: 'What should we submit when applying?',
            },
            answer: {
              ja: '提出していただくものと、申請を受理する条件は、「認定取得に関する情報」のページの認定までの流れのうち、「申請」と「受理」の手順でご案内しています。手続は文書番号S-RL02の文書に定めています（このページの最後にリンクがあります）。',
              en: 'What to submit, and when an application is accepted, are described under "Application" and "Acceptance" in the steps to accreditation on the "Information on obtaining accreditation" page. The procedure is laid down in document S-RL02, linked at the end of this page.',
            },
          },
          {
            question: {
              ja: '認定の手数料や、認定までに要する期間を教えてください。',
              en: 'What are the fees for accreditation, and how long does it take?',
            },
            answer: {
              ja: '手数料は、文書番号S-RL04の文書に定めています（このページの最後にリンクがあります）。所要期間などの詳細は、「認定サービス」の各ページと「文書・様式」に掲載している文書でご確認ください。ご不明な点は、お問い合わせフォームからお問い合わせください。',
              en: 'The fees are set out in document S-RL04, linked at the end of this page. For timelines and other details, please refer to each page under "Accreditation services" and to the documents published under "Documents and forms". If anything is unclear, please contact JAB through the inquiry form.',
            },
          },
          {
            question: {
              ja: '現地審査は、どのように行われますか。',
              en: 'How is the on-site assessment carried out?',
            },
            answer: {
              ja: '現地審査の進め方（審査の段階と、対象となる事業所）は、「認定取得に関する情報」のページの認定までの流れのうち、「現地審査」の手順でご案内しています。',
              en: 'How the on-site assessment is carried out (its stages and the offices it covers) is described under "On-site assessment" in the steps to accreditation on the "Information on obtaining accreditation" page.',
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
        heading: { ja: '認定を受けている適合性評価機関の方', en: 'For accredited bodies' },
        items: [
          {
            question: {
              ja: '認定の周期は何年ですか。',
              en: 'How long is the accreditation cycle?',
            },
            answer: {
              ja: '認定の周期は、原則として4年です。各機関の認定の有効期限は、「認定適合性評価機関の検索」でご確認いただけます。',
              en: 'The accreditation cycle is four years in principle. The expiry date of each body\'s accreditation can be checked in "Search accredited bodies".',
            },
          },
          {
            question: {
              ja: '認定後には、どのような審査がありますか。',
              en: 'What assessments take place after accreditation?',
            },
            answer: {
              ja: '認定後は、サーベイランスと再審査があります。いずれも、「認定取得に関する情報」のページの認定までの流れでご案内しています。',
              en: 'After accreditation come surveillance and reassessment, both described in the steps to accreditation on the "Information on obtaining accreditation" page.',
            },
          },
          {
            question: {
              ja: '審査で不適合が指摘された場合は、どうすればよいですか。',
              en: 'What should we do if nonconformities are raised in an assessment?',
            },
            answer: {
              ja: '不適合は審査報告でお知らせし、その後の対応を当協会が確認します。ご提出いただくものは、「認定取得に関する情報」のページの認定までの流れのうち、「是正処置の確認」の手順でご案内しています。',
              en: 'Nonconformities are set out in the assessment report, and JAB then reviews what you do about them. What to submit is described under "Review of corrective action" in the steps to accreditation on the "Information on obtaining accreditation" page.',
            },
          },
          {
            question: {
              ja: '認定を受けたことは、どこで公表されますか。',
              en: 'Where is our accreditation published?',
            },
            answer: {
              ja: '認定証の発行後、認定の情報を当協会のウェブサイトで公表し、「認定適合性評価機関の検索」に掲載します。新規認定（範囲の拡大を含む）、認定の一時停止、認定の取消・返上・失効は、「認定に関する報告」でもお知らせしています。',
              en: 'After the accreditation certificate is issued, the accreditation is published on the JAB website and appears in "Search accredited bodies". New accreditations (including extensions of scope), suspensions, and accreditations that have been withdrawn, surrendered or have lapsed are also announced in "Reports on accreditation decisions".',
            },
          },
          {
            question: {
              ja: '認定シンボルは、どのように使用できますか。',
              en: 'How may we use the accreditation symbol?',
            },
            answer: {
              ja: '認定シンボルは、文書番号S-RL03の文書に定める規則に従って使用してください（このページの最後にリンクがあります）。',
              en: 'Please use the accreditation symbol as set out in document S-RL03, linked at the end of this page.',
            },
          },
          {
            question: {
              ja: 'マネジメントシステム認証機関として報告した認証組織のデータは、いつ公開されますか。',
              en: 'We are a management system certification body. When is the data we report on certified organisations published?',
            },
            answer: {
              ja: '認証機関から報告を受けた認証組織のデータは、通常10日以内に「認証組織の検索」で公開されます。公開されるのは、公開に同意した認証組織のデータに限られます。',
              en: 'Data on certified organisations reported by certification bodies is normally published in "Search certified organisations" within 10 days. Only data on organisations that have agreed to publication is published.',
            },
          },
          {
            question: {
              ja: '当協会の文書や様式の改訂は、どこで確認できますか。',
              en: 'Where can we find revisions to JAB documents and forms?',
            },
            answer: {
              ja: '文書の制定や改訂は、「文書改訂のお知らせ」でお知らせしています。最新の文書及び様式は、「文書・様式」に掲載しています。',
              en: 'The issue and revision of documents are announced in "Document revision notices". The current documents and forms are published under "Documents and forms".',
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
              ja: '「認証組織の検索」で、探している組織が見つかりません。',
              en: 'I cannot find an organisation in "Search certified organisations".',
            },
            answer: {
              ja: 'すべての認証組織が情報の公開に同意しているわけではなく、検索で表示されるのは認証機関から報告を受けたデータに限られます。このため、検索結果がないことは、その組織が認証を受けていないことを意味するものではありません。認証の状況は、その組織又はその組織の認証機関にお問い合わせください。',
              en: 'Not every certified organisation agrees to the publication of its data, and the search shows only the data reported by the certification bodies. A search that returns no result therefore does not mean that the organisation is not certified. Please ask the organisation or its certification body about its certification status.',
            },
          },
          {
            question: {
              ja: '認定を受けている機関は、どのように探せばよいですか。',
              en: 'How can I find an accredited body?',
            },
            answer: {
              ja: '「認定適合性評価機関の検索」で、認定の種類、機関名・略称、都道府県、キーワード（認定番号、認定範囲、規格番号など）を指定して検索できます。使い方は「検索方法について」をご覧ください。',
              en: 'In "Search accredited bodies", you can search by scheme, name or abbreviation, prefecture and keyword (such as an accreditation number, a scope of accreditation or a standard number). For how to use it, please see "How to search".',
            },
          },
          {
            question: {
              ja: '「認証組織の検索」の初回登録日は、何の日付ですか。',
              en: 'What does the initial registration date in "Search certified organisations" mean?',
            },
            answer: {
              ja: 'その組織が最初に登録された日付ですが、認証機関の移転があった場合の移転日や、認証機関がさかのぼって確認できる最も古い日付が表示されている場合があります。',
              en: 'It is the date on which the organisation was first registered, but it may instead be the date of a transfer between certification bodies or the earliest date that the certification body can trace.',
            },
          },
          {
            question: {
              ja: '当協会が認定した機関に対する苦情は、どこに申し立てればよいですか。',
              en: 'Where should I send a complaint about a body accredited by JAB?',
            },
            answer: {
              ja: 'まずは、その機関に直接お申し出ください。それでも解決しない場合は、苦情申立てフォームから当協会に申し立てることができます。手続の詳細は「苦情・異議申立て」をご覧ください。',
              en: 'Please first raise the matter directly with that body. If it is still not resolved, you can make a complaint to JAB through the complaint form. For details of the procedure, please see "Complaints and appeals".',
            },
          },
          {
            question: {
              ja: '認定証のPDFのファイル名が以前と異なっています。認定証の内容が変わったのでしょうか。',
              en: 'The file name of an accreditation certificate PDF has changed. Has the certificate itself changed?',
            },
            answer: {
              ja: '認定証のファイル名の末尾には、不規則な文字列が付くことがあります。ファイル名が変わっていても、ファイルの内容が変わっていない場合があります。',
              en: 'A random string of characters is sometimes added to the end of a certificate\'s file name, so the file name may change even when the certificate has not.',
            },
          },
          {
            question: {
              ja: '英語で問い合わせることはできますか。',
              en: 'Can I contact JAB in English?',
            },
            answer: {
              ja: 'お問い合わせフォームと苦情申立てフォームは、英語でもご利用いただけます。氏名は普段お使いの表記でご記入ください。フリガナの入力は任意です。',
              en: 'Yes. The inquiry form and the complaint form are also available in English. Enter your name as you usually write it; the katakana reading of your name is optional.',
            },
          },
          {
            question: {
              ja: '採用について、電話で問い合わせることはできますか。',
              en: 'Can I ask about recruitment by telephone?',
            },
            answer: {
              ja: '採用に関する電話でのお問い合わせは、お受けしていません。応募は、「採用情報」の各募集ページの案内に従い、PDF形式の履歴書を添付して電子メールでお送りください。',
              en: 'JAB does not accept telephone inquiries about recruitment. To apply, please follow the instructions on each vacancy page under "Recruitment" and send your CV as a PDF attachment by e-mail.',
            },
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: '回答に出てくるページ', en: 'Pages mentioned in the answers' },
        items: [
          { href: '/service', label: { ja: '認定サービス', en: 'Accreditation services' } },
          { href: '/accreditation/information', label: { ja: '認定取得に関する情報', en: 'Information on obtaining accreditation' } },
          { href: '/documents_forms', label: { ja: '文書・様式', en: 'Documents and forms' } },
          // Links to a document give its number only: the page shows its title from the documents collection.
          { href: '/documents_forms/documents?q=S-RL02', label: { ja: 'S-RL02', en: 'S-RL02' } },
          { href: '/documents_forms/documents?q=S-RL03', label: { ja: 'S-RL03', en: 'S-RL03' } },
          { href: '/documents_forms/documents?q=S-RL04', label: { ja: 'S-RL04', en: 'S-RL04' } },
          { href: '/document_revision', label: { ja: '文書改訂のお知らせ', en: 'Document revision notices' } },
          { href: '/certification_institutions', label: { ja: '認定適合性評価機関の検索', en: 'Search accredited bodies' } },
          { href: '/cert_reports', label: { ja: '認定に関する報告', en: 'Reports on accreditation decisions' } },
          { href: '/ms_certifications/list', label: { ja: '認証組織の検索', en: 'Search certified organisations' } },
          { href: '/inquiry/searchmethod', label: { ja: '検索方法について', en: 'How to search' } },
          { href: '/inquiry/complaint', label: { ja: '苦情・異議申立て', en: 'Complaints and appeals' } },
          { href: '/recruit', label: { ja: '採用情報', en: 'Recruitment' } },
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
              en: 'If the FAQ does not answer your question, please contact JAB through the inquiry form.',
            },
          },
        ],
      },
    ],
  },
  {
    path: '/inquiry/complaint',
    title: { ja: '苦情・異議申立て', en: 'Complaints and appeals' },
    summary: {
      ja: '当協会及び当協会が認定した適合性評価機関に対する苦情と、当協会の認定に関する判断に対する異議申立ての受付から回答までの流れをご案内します。',
      en: 'How JAB handles complaints about JAB and about the conformity assessment bodies it has accredited, and appeals against its decisions on accreditation, from receipt to reply.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '公益財団法人日本適合性認定協会は、苦情及び異議申立てを業務の改善につながる大切なご意見と受け止め、公平かつ誠実に対応します。苦情と異議申立ては、次のように区別しています。',
          en: 'The Japan Accreditation Board (JAB) regards complaints and appeals as valuable feedback that helps it improve its work, and deals with them fairly and in good faith. Complaints and appeals are distinguished as follows.',
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
            ja: '異議申立て：認定の判定、一時停止、取消など、認定に関する当協会の判断について、その見直しを求める申立てです。',
            en: 'Appeal: a request for reconsideration of a decision by JAB on accreditation, such as an accreditation decision, a suspension or a withdrawal.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '苦情は、どなたでも申し立てることができます。当協会が認定した適合性評価機関に関する苦情は、まずその機関に直接お申し出ください。[苦情申立てフォーム](/complaint_application)では、その機関にすでに申し立てたかどうかと、回答を受けている場合はその内容をお尋ねします。認定を受けている機関は、[認定適合性評価機関の検索](/certification_institutions)で確認できます。',
          en: 'Anyone may make a complaint. If your complaint concerns a conformity assessment body accredited by JAB, please first raise it directly with that body. The [complaint form](/complaint_application) asks whether you have already complained to that body and, if you have received an answer, what it was. You can check whether a body is accredited in [Search accredited bodies](/certification_institutions).',
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
            ja: '受領のご連絡：申立てを受領したことを、申立人にお知らせします。フォームから申し立てた場合は、受付番号を記載した受付確認のメールをお送りします。',
            en: 'Acknowledgement: JAB tells the complainant or appellant that the complaint or appeal has been received. A complaint sent through the form is acknowledged by e-mail with its receipt number.',
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
          ja: '当協会は、苦情及び異議申立てを[公平性](/about/impartiality)を確保して取り扱います。申立ての内容及び申立人に関する情報は秘密として管理し、対応に必要な範囲でのみ使用します。',
          en: 'JAB handles complaints and appeals with its [impartiality](/about/impartiality) safeguarded. The content of a complaint or appeal and information about the complainant or appellant are kept confidential and used only to the extent needed to deal with the matter.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '苦情及び異議申立ての取扱いは、[S-RL05](/documents_forms/documents?q=S-RL05)に定めています。異議申立ての方法についてのご質問は、[お問い合わせフォーム](/inquiry/form)からお寄せください。',
          en: 'The handling of complaints and appeals is set out in the [S-RL05](/documents_forms/documents?q=S-RL05). Questions about how to make an appeal can be sent through the [inquiry form](/inquiry/form).',
        },
      },
      {
        kind: 'links',
        items: [
          {
            href: '/complaint_application',
            label: { ja: '苦情申立てフォームへ進む', en: 'Go to the complaint form' },
            description: {
              ja: '入力、確認、送信完了の順に進みます。送信には個人情報保護方針への同意が必要です。',
              en: 'The form has three steps: "Enter", "Confirm" and "Done". You must agree to the Privacy policy before sending.',
            },
          },
        ],
      },
    ],
  },
  {
    path: '/inquiry/searchmethod',
    title: { ja: '検索方法について', en: 'How to search' },
    summary: {
      ja: '認定適合性評価機関の検索、認証組織の検索及びサイト内検索の使い方と、検索結果が表示されない場合の考え方をご案内します。',
      en: 'How to use Search accredited bodies, Search certified organisations and the site search, and what it means when no results are shown.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会のウェブサイトでは、当協会が認定した適合性評価機関を探す[認定適合性評価機関の検索](/certification_institutions)、当協会が認定したマネジメントシステム認証機関が認証した組織を探す[認証組織の検索](/ms_certifications/list)、このサイトのページを探す[サイト内検索](/search)をご利用いただけます。',
          en: 'The JAB website offers three searches: [Search accredited bodies](/certification_institutions), for the conformity assessment bodies accredited by JAB; [Search certified organisations](/ms_certifications/list), for the organisations certified by management system certification bodies accredited by JAB; and the [Site search](/search), for the pages of this website.',
        },
      },
      {
        kind: 'steps',
        heading: { ja: '検索の手順', en: 'Searching in three steps' },
        items: [
          {
            title: { ja: '検索ページを選ぶ', en: 'Choose the search page' },
            text: {
              ja: '認定を受けた適合性評価機関を探すときは「認定適合性評価機関の検索」、認証を受けた組織を探すときは「認証組織の検索」、このサイトのページを探すときは「サイト内検索」を開きます。',
              en: 'To find an accredited conformity assessment body, open "Search accredited bodies"; to find a certified organisation, open "Search certified organisations"; to find a page of this website, open "Site search".',
            },
          },
          {
            title: { ja: '条件を指定する', en: 'Set the conditions' },
            text: {
              ja: '「キーワード」に語を入力し、必要に応じて認定の種類、登録範囲、都道府県などを選びます。条件は組み合わせて指定できます。',
              en: 'Enter words in "Keyword" and, if you need to, choose a scheme, a scope of certification, a prefecture and so on. The conditions can be combined.',
            },
          },
          {
            title: { ja: '「この条件で検索する」を押す', en: 'Press "Search with these conditions"' },
            text: {
              ja: '該当件数と結果の一覧が表示されます。指定した条件をすべて消すときは「条件をクリアする」を押します。サイト内検索では「検索」を押します。',
              en: 'The number of results and the list of results appear. To remove all the conditions you have set, press "Clear conditions". On the site search, press "Search".',
            },
          },
        ],
      },
      { kind: 'heading', text: { ja: '認定適合性評価機関の検索', en: 'Search accredited bodies' } },
      {
        kind: 'paragraph',
        text: {
          ja: '[認定適合性評価機関の検索](/certification_institutions)では、次の欄を組み合わせて検索できます。',
          en: 'In [Search accredited bodies](/certification_institutions), you can combine the following fields.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '「認定の種類」：適合性評価機関の種類を選びます。「すべての種類」のままでも検索できます。',
            en: '"Scheme": choose the type of conformity assessment body, or leave it at "All schemes".',
          },
          {
            ja: '「認定範囲」：認定の種類を選ぶと選べるようになります。選ぶまでは「認定の種類を選択すると、認定範囲を選べるようになります。」と表示されます。',
            en: '"Scope of accreditation": this becomes available once you choose a scheme. Until then it shows "Choose a scheme first; you can then choose its scope of accreditation."',
          },
          {
            ja: '「機関名・略称」：機関の名称又は略称の一部を入力します。',
            en: '"Name or abbreviation": enter part of the name or the abbreviation of the body.',
          },
          {
            ja: '「都道府県」：機関の所在する都道府県を選びます。',
            en: '"Prefecture": choose the prefecture where the body is located.',
          },
          {
            ja: '「キーワード」：認定番号、認定範囲、認定基準内の規格番号などを入力します。認定範囲に含まれない規格の番号を入力した場合は、該当する機関は表示されません。',
            en: '"Keyword": enter an accreditation number, a scope of accreditation or the number of a standard in the accreditation criteria. If you enter the number of a standard outside a body\'s scope of accreditation, that body is not shown.',
          },
          {
            ja: '「認定が終了した機関・有効期限が切れた機関も含める」：通常は現在認定中の機関だけを表示します。以前に認定を受けていた機関も探すときに選びます。',
            en: '"Include bodies whose accreditation has ended or expired": normally only bodies currently accredited are shown. Tick this to find bodies that were accredited in the past as well.',
          },
          {
            ja: '結果には「該当件数」と「最終更新日」が表示されます。「現在認定中の機関の一覧」を選ぶと、条件を外した一覧に戻ります。結果はCSVとJSONでダウンロードできます。',
            en: 'The results show "Results" with the count and "Last updated". "All currently accredited bodies" takes you back to the list without conditions. The results can be downloaded as CSV and JSON.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '認証組織の検索', en: 'Search certified organisations' } },
      {
        kind: 'paragraph',
        text: {
          ja: '[認証組織の検索](/ms_certifications/list)では、次の欄を組み合わせて検索できます。[ISO 9001](/ms_certifications/list/9001)、[ISO 14001](/ms_certifications/list/14001)など、規格ごとの検索ページもあります。',
          en: 'In [Search certified organisations](/ms_certifications/list), you can combine the following fields. There are also search pages for each standard, such as [ISO 9001](/ms_certifications/list/9001) and [ISO 14001](/ms_certifications/list/14001).',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '「キーワード」：「組織名、登録範囲など」と表示されている欄です。組織名、事業所名、登録範囲、認証機関名、登録番号、所在地で探せます。1文字でも検索できます。',
            en: '"Keyword": the box that shows "Organisation name, scope of certification, etc.". It searches organisation and office names, the scope of certification, the certification body, the certificate number and the location. A single character is enough.',
          },
          {
            ja: '「登録範囲」：QMS、EMSなどを選びます。選んだものは「選択中の登録範囲：」に表示されます。複数選ぶと、いずれかに当てはまる組織を表示します。',
            en: '"Scope of certification": choose QMS, EMS and so on. Your choice is shown after "Selected scopes:". If you choose more than one, organisations certified for any of them are shown.',
          },
          {
            ja: '「さらに絞り込む」：「国内・海外」（「指定しない」「日本国内」「海外」）、「組織区分」、「産業分類（IAFコード）」、「都道府県（国内）」及び「国名（海外）」で絞り込めます。',
            en: '"Narrow the search": narrow the results by "Japan or outside Japan" ("Not specified", "Japan", "Outside Japan"), "Classification", "Industrial classification (IAF code)", "Prefecture (in Japan)" and "Country name (outside Japan)".',
          },
          {
            ja: '「表示する認証の状態」：通常は、現在有効な認証（有効・一時停止中）を表示します。有効期限が切れた認証、取消となった認証、報告終了となった認証も探すときは、「すべて（有効期限切れ・取消・報告終了を含む）」を選びます。',
            en: '"Certificates to show": normally only current certificates (valid or suspended) are shown. To find expired, withdrawn and no longer reported certificates as well, choose "All, including expired, withdrawn and no longer reported".',
          },
          {
            ja: '「1ページの表示件数」：20件、50件又は100件から選べます。',
            en: '"Results per page": choose 20, 50 or 100.',
          },
          {
            ja: '結果には「組織名」「事業所名」「認証機関」「登録番号」「初回登録日」「有効期限」「所在地」「登録範囲」が表示されます。列の見出しを選ぶと並べ替えられます。初回登録日は、認証機関の移転があった場合の移転日や、認証機関がさかのぼって確認できる最も古い日付の場合があります。',
            en: 'The results show "Organisation", "Office", "Certification body", "Certificate number", "Initial registration date", "Expiry date", "Location" and "Scope of certification". Select a column heading to sort by it. The initial registration date may be the date of a transfer between certification bodies, or the earliest date the certification body can trace.',
          },
          {
            ja: '掲載しているのは、公開に同意した組織の認証だけです。認証機関からの報告を受けてから、通常10日以内に掲載します。このため、検索結果がないことは、その組織が認証を受けていないことの証明にはなりません。認証の状況は、その組織又は認証機関にお問い合わせください。',
            en: "Only certificates whose organisations have agreed to publication are listed, normally within 10 days of the certification body's report. A search that returns no result therefore does not prove that an organisation is not certified. Please ask the organisation or its certification body about its certification status.",
          },
        ],
      },
      { kind: 'heading', text: { ja: 'サイト内検索', en: 'Site search' } },
      {
        kind: 'paragraph',
        text: {
          ja: '[サイト内検索](/search)では、このサイトのページ、お知らせ、パブリックコメント、文書改訂のお知らせ、文書・様式及び採用情報を探せます。「キーワード」に語を入力し、「検索」を押してください。スペースで区切った語は、すべてを含むものを探します。組織名を探す場合は、「株式会社」などの法人格を除いた名称を入力してください。',
          en: 'The [Site search](/search) finds the pages of this website, news, public comments, document revision notices, documents and forms, and vacancies. Enter words in "Keyword" and press "Search". Words separated by spaces must all appear. When looking for an organisation, leave out its legal form, such as "Co., Ltd.".',
        },
      },
      { kind: 'heading', text: { ja: '検索のヒント', en: 'Search tips' } },
      {
        kind: 'list',
        items: [
          {
            ja: '全角と半角、カタカナとひらがな、大文字と小文字の違いは区別されません。',
            en: 'The searches do not distinguish between full-width and half-width characters, between katakana and hiragana, or between upper and lower case.',
          },
          {
            ja: '「株式会社」「（株）」「Co., Ltd.」など、法人格の表記の違いは検索結果に影響しません。',
            en: 'Differences in how the legal form is written, such as Kabushiki Kaisha, K.K. or Co., Ltd., do not affect the results.',
          },
          {
            ja: '検索ごとにページのアドレスが決まります。そのアドレスをブックマークしたり、ほかの方と共有したりすると、同じ条件で検索した結果を再び表示できます。',
            en: 'Every search has its own address. Bookmark that address, or share it, to show the results of the same search again.',
          },
          {
            ja: '「該当するデータはありませんでした。」と表示された場合は、語を減らす、別の表記で入力する、条件を外すなどして、検索し直してください。',
            en: 'If "Nothing matched your search." is shown, try fewer words, another spelling or fewer conditions, and search again.',
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: '検索ページ', en: 'Search pages' },
        items: [
          {
            href: '/certification_institutions',
            label: { ja: '認定適合性評価機関の検索', en: 'Search accredited bodies' },
            description: {
              ja: '当協会が認定した適合性評価機関を検索できます。',
              en: 'Search the conformity assessment bodies accredited by JAB.',
            },
          },
          {
            href: '/ms_certifications/list',
            label: { ja: '認証組織の検索', en: 'Search certified organisations' },
            description: {
              ja: '当協会が認定したマネジメントシステム認証機関が認証した組織を検索できます。',
              en: 'Search the organisations certified by management system certification bodies accredited by JAB.',
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
