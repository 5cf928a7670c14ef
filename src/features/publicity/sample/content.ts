import type { SampleContribution } from './types';

/**
 * The sample contributions of the 10th (2003), 20th (2013, twenty, anchors `contributor-01` …
 * `contributor-20`) and 25th (2018) anniversary collections. Every contributor and organisation
 * is invented and marked as a sample; affiliations are as at the time of writing.
 */
export const sampleContributions: SampleContribution[] = [
  // 10th anniversary (2003)
  {
    anniversary: '10',
    anchor: 'c10-01',
    title: {
      ja: '計測の信頼を支える「見えない基盤」',
      en: 'The invisible foundation of trust in measurement',
    },
    contributor: { ja: '見本 太郎（サンプル）', en: 'Taro Mihon (sample)' },
    affiliation: {
      ja: 'サンプル計測研究所 所長',
      en: 'Director, Sample Metrology Institute (sample)',
    },
    body: [
      {
        ja: 'JAB創立10周年、誠におめでとうございます。私どもの研究所は、長さと温度の校正を主な業務とする小さな校正機関です。校正の結果は、お客様の製品検査を通じて、最終的には多くの人が使う製品の品質につながっています。',
        en: "Congratulations to JAB on its tenth anniversary. Our institute is a small calibration laboratory working mainly in length and temperature. Our calibration results feed into our customers' product inspections and, in the end, into the quality of products that many people use.",
      },
      {
        ja: '校正証明書の数値は、それだけを見ても信頼できるかどうかは分かりません。国家標準までの計量トレーサビリティが確保されているか、測定の不確かさが適切に見積もられているか、作業した担当者が十分な力量を持っているか。認定は、こうした目に見えにくい点を第三者が確認する仕組みです。',
        en: 'A figure on a calibration certificate does not, by itself, tell you whether it can be trusted. Is it traceable to national standards? Has the measurement uncertainty been properly estimated? Is the person who did the work competent? Accreditation is the way an independent party checks these things, which are otherwise hard to see.',
      },
      {
        ja: '初めて現地審査を受けたとき、審査員の方から不確かさの見積もりの根拠を一つずつ問われ、所員一同、自分たちの仕事を改めて見つめ直しました。指摘を受けた点は是正処置を通じて手順書に反映し、今では新人教育の教材にもなっています。',
        en: 'When we first had an on-site assessment, the assessors asked us to justify each element of our uncertainty estimates, and all of us took a fresh look at our own work. The points they raised went into our procedures through corrective action, and they now form part of our training material for new staff.',
      },
      {
        ja: '校正の世界では、ISO/IEC 17025が試験所と校正機関に共通の国際規格となりました。これからの10年も、JABが国際的に通用する認定を通じて、国内の校正機関の技術を世界につないでいかれることを期待しています。',
        en: "In calibration, ISO/IEC 17025 has become the international standard shared by testing and calibration laboratories. Over the next ten years, I hope JAB will continue to connect the skills of Japan's calibration laboratories with the rest of the world through accreditation that is recognised internationally.",
      },
    ],
  },
  {
    anniversary: '10',
    anchor: 'c10-02',
    title: {
      ja: '認証の価値は認定から',
      en: 'The value of certification starts with accreditation',
    },
    contributor: {
      ja: '雛形 花子（サンプル）',
      en: 'Hanako Hinagata (sample)',
    },
    affiliation: {
      ja: 'サンプル認証株式会社 代表取締役社長',
      en: 'President, Sample Certification Co., Ltd. (sample)',
    },
    body: [
      {
        ja: '私どもはマネジメントシステム認証機関として、主に品質マネジメントシステムの審査を行っています。認証を受けた組織のお客様がその登録証を信頼してくださるのは、認証機関自体が認定を受け、その能力と公平性を確認されているからにほかなりません。',
        en: 'We are a management system certification body, working mainly in quality management systems. The customers of the organisations we certify can rely on their certificates only because the certification body itself is accredited, with its competence and impartiality confirmed.',
      },
      {
        ja: 'ちょうど今、ISO 9001の2000年版への移行が進んでいます。プロセスアプローチや顧客満足の監視といった新しい考え方を審査員一人ひとりが理解し、審査の場で確かめられるようにすることは、私どもにとって大きな課題です。審査員の研修を重ね、審査報告書の書き方も見直しました。',
        en: 'The transition to the 2000 edition of ISO 9001 is under way as I write. Making sure that every auditor understands new ideas such as the process approach and the monitoring of customer satisfaction, and can check them in an audit, is a major task for us. We have run repeated training for our auditors and revised the way we write audit reports.',
      },
      {
        ja: '認定の審査では、事務所での書類審査や現地審査に加えて、私どもの審査員が実際に審査を行う場面にも立ち会っていただきます。立会審査で受けた指摘には耳の痛いものもありましたが、審査の質を高めるうえで欠かせない機会だと感じています。',
        en: "Accreditation involves not only document review and an on-site assessment at our office but also witnessed assessment, in which JAB's assessors observe our auditors at work. Some of the findings from witnessed assessments were hard to hear, but I see them as an essential chance to raise the quality of our audits.",
      },
      {
        ja: '認証の件数が増えるほど、一件一件の審査の質が問われます。認証制度全体の信頼を守るため、認定機関と認証機関がそれぞれの役割を果たしていくことが大切だと考えています。',
        en: 'The more certificates there are, the more the quality of each audit matters. To protect confidence in certification as a whole, the accreditation body and the certification bodies must each play their part.',
      },
    ],
  },
  {
    anniversary: '10',
    anchor: 'c10-03',
    title: {
      ja: '取引先に説明できる品質',
      en: 'Quality we can explain to our customers',
    },
    contributor: { ja: '手本 次郎（サンプル）', en: 'Jiro Tehon (sample)' },
    affiliation: {
      ja: '見本電機株式会社 品質保証部長',
      en: 'General Manager, Quality Assurance Department, Mihon Electric Co., Ltd. (sample)',
    },
    body: [
      {
        ja: '当社は、産業用の小型モーターを製造しています。以前は、新しい取引先ができるたびに先方の監査を受け、同じような質問に何度も答えていました。',
        en: 'Our company makes small motors for industrial use. In the past, each new customer would audit us, and we answered much the same questions again and again.',
      },
      {
        ja: '品質マネジメントシステムの認証を取得してからは、認定を受けた認証機関の登録証を示すことで、取引先に当社の仕組みを説明しやすくなりました。海外の取引先から、その認証機関がどの認定機関の認定を受けているのかを尋ねられたこともあり、認定の意味を実感しました。',
        en: 'Since we gained quality management system certification, showing a certificate from an accredited certification body has made it much easier to explain our system to customers. An overseas customer once asked us which accreditation body had accredited our certification body, and that brought home to me what accreditation means.',
      },
      {
        ja: '一方で、登録証を取ること自体が目的になってしまっては意味がありません。私どもは審査での指摘を改善の手がかりとして受け止め、不良率の低減や納期の短縮につなげてきました。',
        en: 'On the other hand, getting a certificate for its own sake achieves nothing. We have treated audit findings as pointers for improvement, and used them to reduce our defect rate and shorten our lead times.',
      },
      {
        ja: '認証を利用する企業として、JABには、認証機関の審査の質を引き続き厳しく見ていただきたいと思います。それが、私たちが胸を張って登録証を示せることにつながるからです。',
        en: "As a company that relies on certification, we hope JAB will continue to keep a close eye on the quality of certification bodies' audits. That is what allows us to show our certificate with pride.",
      },
    ],
  },
  {
    anniversary: '10',
    anchor: 'c10-04',
    title: {
      ja: '消費者から見た「認定」',
      en: "Accreditation from a consumer's point of view",
    },
    contributor: { ja: '標本 静香（サンプル）', en: 'Shizuka Hyohon (sample)' },
    affiliation: {
      ja: 'サンプル消費者の会 事務局長',
      en: "Secretary General, Sample Consumers' Group (sample)",
    },
    body: [
      {
        ja: '「認定」と「認証」の違いを説明できる消費者は、まだ多くありません。私自身も、消費者団体の活動を通じて初めてこの仕組みを知りました。',
        en: 'Few consumers can yet explain the difference between accreditation and certification. I myself first learnt about the system through my work with a consumer group.',
      },
      {
        ja: '食品の表示や家電製品の安全性など、私たちの暮らしは、目に見えないところで行われている試験や検査に支えられています。その試験を行う試験所が信頼できるかどうかを確かめる仕組みがあると知ったとき、安心するとともに、もっと広く知られるべきだと感じました。',
        en: 'Food labelling, the safety of household appliances and much else in our daily lives depend on tests and inspections carried out out of sight. When I learnt that there is a system for checking whether the laboratories doing those tests can be trusted, I felt reassured, and also that it deserves to be far better known.',
      },
      {
        ja: '会の勉強会では、製品に付いているマークの意味を読み解く講座を開いています。参加者からは「マークがあれば何でも安心なのか」という率直な質問も出ます。マークが何を保証し、何を保証しないのかを正しく伝えることも、信頼を育てるうえで大切だと思います。',
        en: 'Our group runs study sessions on reading the marks found on products. Participants ask frank questions such as "If a product has a mark, does that mean everything about it is safe?" Explaining accurately what a mark does and does not guarantee is, I believe, also part of building trust.',
      },
      {
        ja: 'JABには、専門家だけでなく一般の人々にも分かる言葉で、認定の意義を発信し続けていただくことを願っています。',
        en: 'I hope JAB will keep explaining the value of accreditation in words that ordinary people, not only specialists, can understand.',
      },
    ],
  },
  {
    anniversary: '10',
    anchor: 'c10-05',
    title: {
      ja: '規格を学ぶ学生たちへ',
      en: 'To students learning about standards',
    },
    contributor: { ja: '仮山 修（サンプル）', en: 'Osamu Kariyama (sample)' },
    affiliation: {
      ja: 'サンプル大学 工学部 教授',
      en: 'Professor, Faculty of Engineering, Sample University (sample)',
    },
    body: [
      {
        ja: '大学で品質管理と標準化の講義を担当して15年ほどになります。かつての学生にとって、規格は工場の現場で守るべき決まりごとでした。今では、マネジメントシステムや適合性評価の規格が、企業の経営や国際取引に深く関わるものとして教えられています。',
        en: 'I have taught quality control and standardisation at university for about fifteen years. For students in the past, standards were rules to be followed on the factory floor. Today, management system and conformity assessment standards are taught as something closely bound up with business management and international trade.',
      },
      {
        ja: '講義では、規格をつくる、規格への適合を評価する、その評価を行う機関の能力を認定する、という三つの層を説明しています。学生たちは、認定が制度全体の要であることを知ると、驚いた顔をします。',
        en: 'In my lectures I describe three layers: writing standards, assessing conformity with them, and accrediting the competence of the bodies that do the assessing. Students look surprised when they learn that accreditation is the keystone of the whole system.',
      },
      {
        ja: '適合性評価の分野では、ISO/IEC 17000番台の規格群が整えられつつあります。用語と考え方が国際的に共通のものになることは、教育の場にとっても大きな意味があります。',
        en: 'In conformity assessment, the ISO/IEC 17000 series of standards is taking shape. Shared international terms and concepts matter a great deal for teaching, too.',
      },
      {
        ja: '将来、審査員や試験所の技術者として活躍する若い人たちが増えることを願っています。JABには、大学との交流の機会もぜひ設けていただきたいと思います。',
        en: 'I hope more young people will go on to work as assessors, auditors and laboratory staff. I would also welcome opportunities for JAB to work with universities.',
      },
    ],
  },
  {
    anniversary: '10',
    anchor: 'c10-06',
    title: {
      ja: '一度の試験を世界で生かす',
      en: 'Tested once, accepted everywhere',
    },
    contributor: { ja: '例田 誠（サンプル）', en: 'Makoto Reida (sample)' },
    affiliation: {
      ja: 'サンプル貿易振興会 専務理事',
      en: 'Executive Director, Sample Trade Promotion Association (sample)',
    },
    body: [
      {
        ja: '輸出に携わる中小企業の方々からよく聞くのは、輸出先ごとに試験や審査をやり直す負担の大きさです。費用だけでなく、時間がかかることで商機を逃すこともあります。',
        en: 'What we often hear from small exporters is how heavy the burden is of repeating tests and audits for each export market. It is not only the cost: the time it takes can mean missing a business opportunity.',
      },
      {
        ja: '認定機関どうしの国際的な相互承認は、この負担を減らすための仕組みです。相互承認に参加する認定機関が認定した試験所の結果は、他の参加国・地域でも受け入れられやすくなります。一度の試験、一度の認証で世界に通用するという考え方は、貿易に関わる者にとって大きな希望です。',
        en: 'International mutual recognition between accreditation bodies exists to lighten this burden. Results from laboratories accredited by a participating accreditation body are more readily accepted in the other participating economies. The idea of "tested once, certified once, accepted everywhere" gives great hope to anyone involved in trade.',
      },
      {
        ja: 'ただし、相互承認の効果は、取引先や輸入国の当局にそれが知られていてこそ発揮されます。当会でも、会員企業向けの説明会で、認定シンボルの付いた試験報告書の活用方法を紹介しています。',
        en: 'Mutual recognition only works, however, if customers and the authorities of importing countries know about it. At our briefings for member companies, we too explain how to make use of test reports that carry an accreditation symbol.',
      },
      {
        ja: '国際的な枠組みの中でJABが果たす役割は、今後ますます大きくなるでしょう。日本の企業が安心して海外に出ていけるよう、これからも力強い活動を期待しています。',
        en: "JAB's role within the international framework will only grow. I look forward to its continued strong work so that Japanese companies can go abroad with confidence.",
      },
    ],
  },

  // 20th anniversary (2013): twenty contributions, anchors contributor-01 … contributor-20
  {
    anniversary: '20',
    anchor: 'contributor-01',
    title: {
      ja: '分析値の向こうにある責任',
      en: 'The responsibility behind an analytical result',
    },
    contributor: { ja: '見本 一郎（サンプル）', en: 'Ichiro Mihon (sample)' },
    affiliation: {
      ja: 'サンプル環境分析センター株式会社 技術部長',
      en: 'Technical Director, Sample Environmental Analysis Centre Co., Ltd. (sample)',
    },
    body: [
      {
        ja: '当社は、水質や土壌の分析を行う試験所です。分析の依頼主は企業や自治体で、私どもが報告する数値は、排水の管理や土地の利用についての判断に使われます。',
        en: 'We are a laboratory analysing water and soil. Our clients are companies and local authorities, and the figures we report are used in decisions on effluent control and land use.',
      },
      {
        ja: '試験所として認定を受けるまでには、手順書の整備だけでなく、分析方法の妥当性確認や技能試験への参加計画づくりなど、多くの準備が必要でした。特に妥当性確認のデータを揃える作業は、ベテランの分析者にとっても新しい経験でした。',
        en: 'Gaining accreditation as a laboratory took a great deal of preparation: not just writing procedures but validating our methods and planning our participation in proficiency testing. Assembling the validation data, in particular, was new even for our most experienced analysts.',
      },
      {
        ja: '認定を受けてから、依頼主の反応が変わりました。報告書に認定シンボルがあることで結果の説明にかける時間が減り、その分、分析についてのご相談に時間を使えるようになったのです。',
        en: 'Once we were accredited, our clients responded differently. With the accreditation symbol on our reports, we spent less time defending our results and more time advising clients on the analysis itself.',
      },
      {
        ja: '一つひとつの分析値の向こうには、それを使う人々の判断があります。認定は、その責任を忘れないための仕組みでもあると感じています。JAB創立20周年を心からお祝い申し上げます。',
        en: 'Behind every analytical result is a decision made by the people who use it. Accreditation, I feel, is also a way of never forgetting that responsibility. My warmest congratulations to JAB on its 20th anniversary.',
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-02',
    title: {
      ja: '校正の現場から見た20年',
      en: 'Twenty years seen from the calibration bench',
    },
    contributor: { ja: '雛形 健（サンプル）', en: 'Ken Hinagata (sample)' },
    affiliation: {
      ja: 'サンプル校正サービス株式会社 品質管理責任者',
      en: 'Quality Manager, Sample Calibration Services Co., Ltd. (sample)',
    },
    body: [
      {
        ja: '私が校正の仕事に就いたころは、校正証明書に測定の不確かさを記載することはまだ一般的ではありませんでした。今では、不確かさの記載がない校正結果は、国際的には通用しにくくなっています。',
        en: 'When I started in calibration, stating the measurement uncertainty on a calibration certificate was not yet common practice. Today, a calibration result without a statement of uncertainty carries little weight internationally.',
      },
      {
        ja: '当社は、圧力計と質量の校正を行っています。お客様の多くは当社の校正結果を自社の製品検査に使っており、認定を受けた校正機関であることは、取引の前提になりつつあります。',
        en: 'We calibrate pressure gauges and weights. Most of our customers use our results in their own product inspections, and being an accredited calibration laboratory is becoming a precondition for doing business.',
      },
      {
        ja: '認定を維持するには、サーベイランスや再審査に備えるだけでなく、日々の記録を確実に残すことが欠かせません。審査員の方から「記録は未来の自分への手紙」と言われたことがあり、今も職場の合言葉になっています。',
        en: 'Keeping accreditation means not only preparing for surveillance and reassessment but keeping sound records every day. An assessor once told us that "a record is a letter to your future self", and it has become our motto.',
      },
      {
        ja: '計測技術は日々進歩しています。新しい分野の校正にも認定の範囲が広がり、私どものような機関の挑戦が後押しされることを願っています。',
        en: 'Measurement technology advances every day. I hope accreditation will extend to calibration in new fields, and so support organisations like ours as we take on new challenges.',
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-03',
    title: {
      ja: '審査の質を問い続ける',
      en: 'Always asking about the quality of audits',
    },
    contributor: { ja: '手本 真理（サンプル）', en: 'Mari Tehon (sample)' },
    affiliation: {
      ja: '見本審査登録センター株式会社 審査部長',
      en: 'Head of Audit, Mihon Registration Centre Co., Ltd. (sample)',
    },
    body: [
      {
        ja: 'マネジメントシステム認証が広く普及した今、「認証を受けているのに不祥事が起きた」という声を耳にすることがあります。認証機関に身を置く者として、この声を重く受け止めています。',
        en: 'Now that management system certification is widespread, we sometimes hear people say, "That organisation was certified, and still things went wrong." As someone working in a certification body, I take such comments seriously.',
      },
      {
        ja: '認証は、組織の仕組みが規格の要求事項を満たしていることを確認するものであり、どのような問題も起きないことを保証するものではありません。それでも、審査が形式的なものになっていないかは、常に自問しなければなりません。',
        en: "Certification confirms that an organisation's system meets the requirements of a standard; it does not guarantee that nothing will ever go wrong. Even so, we must constantly ask ourselves whether our audits have become a formality.",
      },
      {
        ja: '当センターでは、審査員どうしが審査報告書を読み合う会を毎月開いています。JABの認定の審査で受けた指摘も共有し、審査員による判断のばらつきを減らすよう努めています。',
        en: "At our centre, auditors meet every month to read one another's audit reports. We also share the findings from JAB's accreditation assessments, and work to reduce differences between auditors' judgements.",
      },
      {
        ja: 'ISO/IEC 17021の制定により、認証機関に求められる事項はより明確になりました。認定と認証の双方が審査の質を問い続けることで、認証の価値は守られると信じています。',
        en: 'The publication of ISO/IEC 17021 has made clearer what is required of certification bodies. I believe the value of certification will be protected as long as both accreditation and certification keep asking questions about the quality of audits.',
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-04',
    title: {
      ja: '食卓の安心をつなぐ仕組み',
      en: 'A system that carries confidence to the dinner table',
    },
    contributor: { ja: '標本 恵子（サンプル）', en: 'Keiko Hyohon (sample)' },
    affiliation: {
      ja: 'サンプル食品工業株式会社 品質保証室長',
      en: 'Head of Quality Assurance, Sample Foods Co., Ltd. (sample)',
    },
    body: [
      {
        ja: '当社は、冷凍食品を製造する中堅の食品メーカーです。数年前、主要な取引先の求めを受けて、食品安全マネジメントシステムの認証を取得しました。',
        en: 'We are a mid-sized manufacturer of frozen foods. A few years ago, at the request of our main customers, we obtained food safety management system certification.',
      },
      {
        ja: 'HACCPの考え方は以前から取り入れていましたが、ISO 22000に基づく仕組みづくりでは、原材料の調達から出荷までを一つの流れとして見直すことになりました。仕入先との情報のやり取りや緊急時の対応手順は、この過程で大きく改善されました。',
        en: 'We had already adopted the principles of HACCP, but building a system based on ISO 22000 meant reviewing everything from sourcing raw materials to shipping as a single flow. Our exchange of information with suppliers and our emergency procedures improved a great deal along the way.',
      },
      {
        ja: '食品の安全は、一社だけで守れるものではありません。原材料の分析を依頼する試験所、私どもを審査する認証機関、そしてそれらを認定するJABまで、多くの組織の仕事が連なって、初めて食卓の安心が成り立っています。',
        en: 'No single company can guarantee food safety on its own. It takes a chain of work by many organisations, from the laboratories that analyse our raw materials, to the certification body that audits us, to JAB, which accredits them, before families can eat with confidence.',
      },
      {
        ja: 'これからも現場の声に耳を傾けながら、食品分野の認定の充実に取り組んでいただくことを期待しています。',
        en: 'I hope JAB will continue to strengthen accreditation in the food sector while listening to the people who work in it.',
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-05',
    title: {
      ja: '患者さんのための臨床検査の品質',
      en: 'Laboratory quality for the sake of patients',
    },
    contributor: { ja: '仮山 由美（サンプル）', en: 'Yumi Kariyama (sample)' },
    affiliation: {
      ja: 'サンプル総合病院 臨床検査部 技師長',
      en: 'Chief Medical Technologist, Department of Laboratory Medicine, Sample General Hospital (sample)',
    },
    body: [
      {
        ja: '臨床検査の結果は、診断や治療方針の決定に直接用いられます。一つの検査値の誤りが、患者さんの治療に影響を及ぼすこともあります。',
        en: "Clinical laboratory results are used directly to diagnose patients and decide on their treatment. A single wrong result can affect a patient's care.",
      },
      {
        ja: '当院の臨床検査部は、ISO 15189に基づく認定を目指して準備を進めてきました。採血や検体の搬送といった検査前の工程から、検査後の結果報告まで、検査室の外にある工程も含めて品質を管理するという考え方は、私たちにとって新鮮なものでした。',
        en: 'Our department has been preparing for accreditation to ISO 15189. The idea of managing quality across processes that lie outside the laboratory itself, from blood collection and specimen transport before the examination to reporting afterwards, was new to us.',
      },
      {
        ja: '準備の過程で、医師や看護師と話し合う機会が増えました。検体の取扱いについて病棟と取り決めを結び直したところ、再採血の件数が減ったことは、思わぬ成果でした。',
        en: 'Preparing brought us into more frequent discussion with doctors and nurses. When we agreed new specimen-handling arrangements with the wards, the number of repeat blood draws fell, a result we had not expected.',
      },
      {
        ja: '臨床検査室の認定は、まだ広く知られているとは言えません。患者さんにとっての意味を分かりやすく伝えることも、私たち検査室とJABに共通の課題だと思います。',
        en: 'Accreditation of medical laboratories is not yet widely known. Explaining clearly what it means for patients is, I think, a task that laboratories like ours share with JAB.',
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-06',
    title: {
      ja: '輸出の現場で役立つ試験報告書',
      en: 'Test reports that work for exporters',
    },
    contributor: { ja: '例田 浩（サンプル）', en: 'Hiroshi Reida (sample)' },
    affiliation: {
      ja: '見本精機株式会社 海外営業部長',
      en: 'General Manager, Overseas Sales, Mihon Precision Co., Ltd. (sample)',
    },
    body: [
      {
        ja: '当社は、工作機械の部品を欧州とアジアの各国に輸出しています。輸出先によっては、製品の安全性や性能を示す試験報告書の提出を求められます。',
        en: "We export machine tool components to countries in Europe and Asia. Some destinations require test reports demonstrating the products' safety and performance.",
      },
      {
        ja: '以前は、輸出先の国の試験所で試験をやり直すよう求められることがありました。現在は、国際相互承認に参加する認定機関の認定を受けた試験所の報告書であれば、そのまま受け入れられる場面が増えています。',
        en: 'In the past, we were sometimes asked to have the tests repeated at a laboratory in the destination country. Now, a report from a laboratory accredited by an accreditation body that takes part in international mutual recognition is more and more often accepted as it stands.',
      },
      {
        ja: '営業の担当者として実感するのは、試験の重複がなくなることで、製品を市場に出すまでの期間が短くなることです。競争の激しい市場では、この数か月の差が大きな意味を持ちます。',
        en: 'As a salesperson, what I notice most is that without duplicate testing, products reach the market sooner. In a competitive market, those few months can make all the difference.',
      },
      {
        ja: '一方で、取引先の担当者が相互承認の仕組みを知らないこともあります。認定の国際的な枠組みについて、海外の方にも分かりやすい情報の発信をお願いしたいと思います。',
        en: 'Sometimes, though, the people we deal with abroad are not aware of mutual recognition. I would ask JAB to explain the international framework of accreditation in ways that are easy to follow overseas as well.',
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-07',
    title: {
      ja: '規格と適合性評価は車の両輪',
      en: 'Standards and conformity assessment go hand in hand',
    },
    contributor: {
      ja: '試田 隆（サンプル）',
      en: 'Takashi Tameshida (sample)',
    },
    affiliation: {
      ja: 'サンプル標準化研究所 主任研究員',
      en: 'Senior Researcher, Sample Standardisation Institute (sample)',
    },
    body: [
      {
        ja: '私は長年、国際規格の開発に関わる仕事をしてきました。規格は合意の産物ですが、それがどれだけ役に立つかは、規格への適合を誰がどのように確かめるかにかかっています。',
        en: 'I have spent many years working on the development of international standards. Standards are products of consensus, but how useful they are depends on who checks conformity with them, and how.',
      },
      {
        ja: '規格と適合性評価は、車の両輪のような関係にあります。どれほど優れた規格でも、適合性評価の信頼性が低ければ市場で信頼されません。逆に、規格があいまいであれば、評価の結果もばらつきます。',
        en: 'Standards and conformity assessment are like two wheels on the same axle. However good a standard is, it will not be trusted in the market if conformity assessment is unreliable. Conversely, if a standard is vague, assessment results will vary.',
      },
      {
        ja: '規格をつくる場で、適合性評価の視点から意見を述べられる人材はまだ多くありません。認定の現場で得られた知見を規格の開発に還元していくことが、これからの大きな課題だと考えています。',
        en: 'Few of the people who write standards can yet speak from the point of view of conformity assessment. Feeding what is learnt in accreditation back into the development of standards is, I believe, a major task for the future.',
      },
      {
        ja: '創立20周年を機に、規格の開発に関わる人々と認定に関わる人々をつなぐ場が、さらに広がっていくことを期待しています。',
        en: "On JAB's 20th anniversary, I hope to see more opportunities for the people who develop standards and the people who work in accreditation to come together.",
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-08',
    title: {
      ja: '暮らしの中の適合性評価',
      en: 'Conformity assessment in everyday life',
    },
    contributor: { ja: '標本 和子（サンプル）', en: 'Kazuko Hyohon (sample)' },
    affiliation: {
      ja: 'サンプル生活者ネットワーク 代表',
      en: "Representative, Sample Citizens' Network (sample)",
    },
    body: [
      {
        ja: '私たちの会では、毎年、身の回りの製品の表示を調べる活動をしています。その中で、さまざまなマークや「試験済み」といった表示に出会います。',
        en: 'Every year, our group surveys the labels on everyday products. We come across all sorts of marks and claims such as "tested".',
      },
      {
        ja: '調べてみると、その「試験」がどこで、どのような基準で行われたのかが分からない表示も少なくありません。一方で、認定を受けた試験所で試験されたことが示されている製品は、その根拠をたどることができます。',
        en: 'When we look into them, many do not tell you where the "testing" was done or against what criteria. Products shown to have been tested by an accredited laboratory, on the other hand, let you trace the evidence.',
      },
      {
        ja: '消費者にとって大切なのは、表示の根拠を確かめられることです。認定を受けた機関を誰でも調べられる仕組みは、その意味で消費者の強い味方だと感じています。',
        en: 'What matters to consumers is being able to check the basis of a claim. In that sense, being able to look up accredited bodies freely is a real ally of consumers.',
      },
      {
        ja: '認定という言葉を、子どもたちにも伝わる言葉で説明する。そのような取組にも、ぜひご一緒に挑戦させていただきたいと思います。',
        en: 'Explaining accreditation in words that even children can understand: that is one challenge we would gladly take on together with JAB.',
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-09',
    title: {
      ja: '行政の判断を支える第三者の目',
      en: 'An independent eye that supports public decisions',
    },
    contributor: { ja: '仮野 誠司（サンプル）', en: 'Seiji Karino (sample)' },
    affiliation: {
      ja: '見本県 環境生活部 参事',
      en: 'Counsellor, Environment and Community Affairs Department, Mihon Prefecture (sample)',
    },
    body: [
      {
        ja: '県の行政では、環境の監視や製品の安全の確認など、試験や検査の結果に基づいて判断を行う場面が数多くあります。そのすべてを行政の職員だけで担うことはできません。',
        en: 'Many decisions in prefectural government, from environmental monitoring to checking the safety of products, rest on the results of tests and inspections. Government staff cannot do all of that work themselves.',
      },
      {
        ja: '見本県では、外部の機関に分析を委託する際、認定を受けた試験所であることを条件の一つとしています。この条件を設けたことで委託先を選ぶ基準が明確になり、県民の皆さんへの説明もしやすくなりました。',
        en: 'When Mihon Prefecture contracts out analysis, one of its conditions is that the laboratory be accredited. Setting this condition has made the basis for choosing a contractor clearer, and made it easier to explain that choice to residents.',
      },
      {
        ja: '行政が認定を活用することには、行政の負担を減らすだけでなく、国際的に共通の基準で能力を確認できるという利点があります。',
        en: 'When government makes use of accreditation, it not only reduces its own workload but gains assurance of competence against criteria shared internationally.',
      },
      {
        ja: 'これからも、行政と認定機関が互いの役割を理解し合い、住民の安全と安心を支えていけるよう、意見交換の機会を大切にしていきたいと考えています。',
        en: "We want to keep valuing opportunities to exchange views, so that government and the accreditation body understand each other's roles and together support the safety and peace of mind of residents.",
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-10',
    title: {
      ja: '製品認証の信頼をどう伝えるか',
      en: 'How to convey trust in product certification',
    },
    contributor: { ja: '雛形 勇（サンプル）', en: 'Isamu Hinagata (sample)' },
    affiliation: {
      ja: 'サンプル製品認証機構 事務局長',
      en: 'Secretary General, Sample Product Certification Organisation (sample)',
    },
    body: [
      {
        ja: '製品認証は、製品が規格や基準に適合していることを、試験や工場の調査を組み合わせて確認する仕組みです。当機構では、建築用の部材や電気製品などの認証を行っています。',
        en: 'Product certification confirms, through a combination of testing and factory inspection, that a product conforms to standards or other requirements. Our organisation certifies products such as building components and electrical goods.',
      },
      {
        ja: '製品認証の制度は対象となる製品ごとに異なり、外からは分かりにくいものです。認定を受けることで、当機構が製品認証機関として適切に業務を行っていることを第三者に示すことができます。昨年にはISO/IEC Guide 65に代わる規格としてISO/IEC 17065が発行され、現在、新しい規格への移行の準備を進めています。',
        en: 'Product certification schemes differ for each kind of product and can be hard for outsiders to understand. Accreditation lets us show third parties that we work properly as a product certification body. Last year ISO/IEC 17065 was published to replace ISO/IEC Guide 65, and we are now preparing for the transition to the new standard.',
      },
      {
        ja: '認証マークは、消費者や購入者が製品を選ぶ際の手がかりになります。だからこそ、マークの不正な使用を防ぎ、市場に出た認証製品が適合性を保っているかを確かめる取組が欠かせません。',
        en: 'A certification mark helps consumers and buyers choose products. That is exactly why we must prevent misuse of the mark and check that certified products on the market remain in conformity.',
      },
      {
        ja: '製品認証の対象は、今後さらに広がっていくと考えられます。JABとともに、その信頼を社会に伝えていきたいと思います。',
        en: 'Product certification is likely to extend to ever more fields. We look forward to working with JAB to convey that trust to society.',
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-11',
    title: { ja: '排出量の数字に信頼を', en: 'Trust in emissions figures' },
    contributor: { ja: '手本 直樹（サンプル）', en: 'Naoki Tehon (sample)' },
    affiliation: {
      ja: 'サンプル検証株式会社 温室効果ガス検証部長',
      en: 'Head of Greenhouse Gas Verification, Sample Verification Co., Ltd. (sample)',
    },
    body: [
      {
        ja: '温室効果ガスの排出量は目に見えず、直接量ることも難しいものです。企業が公表する排出量の数値が信頼できるかどうかは、算定の方法とデータの管理にかかっています。',
        en: 'Greenhouse gas emissions are invisible and hard to measure directly. Whether the emissions figures a company publishes can be trusted depends on how they were calculated and how the data were managed.',
      },
      {
        ja: '私どもは、ISO 14064-1に基づいて組織の排出量の検証を行っています。検証では燃料の購入記録やメーターの読み取り値まで遡り、報告された数値との整合を確かめます。',
        en: "We verify organisations' emissions in accordance with ISO 14064-1. In a verification we trace back as far as fuel purchase records and meter readings, and check that they are consistent with the figures reported.",
      },
      {
        ja: '認定を受けた検証機関による検証であることは、投資家や取引先が排出量の情報を比較し、判断に使ううえでの前提になりつつあります。数字の信頼は、気候変動への取組そのものの信頼につながります。',
        en: 'Verification by an accredited body is becoming a precondition for investors and customers to compare emissions information and use it in their decisions. Trust in the figures leads to trust in climate action itself.',
      },
      {
        ja: 'この分野はまだ若く、制度も変化し続けています。国際的な動向を踏まえた認定の運営を通じて、検証の質の向上を引き続き支えていただきたいと思います。',
        en: 'This is still a young field, and its schemes keep changing. I hope JAB will continue to support better verification by running accreditation in step with international developments.',
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-12',
    title: {
      ja: '検査機関の独立性とは',
      en: 'What independence means for an inspection body',
    },
    contributor: { ja: '見本 剛（サンプル）', en: 'Tsuyoshi Mihon (sample)' },
    affiliation: {
      ja: 'サンプル検査サービス株式会社 検査部長',
      en: 'Head of Inspection, Sample Inspection Services Co., Ltd. (sample)',
    },
    body: [
      {
        ja: '検査機関は、設備や製品、施工の状態などを調べ、要求事項に適合しているかを判断します。ISO/IEC 17020では、検査機関をその独立性の程度によってタイプA、B、Cに分けています。',
        en: 'An inspection body examines equipment, products, installations and the like, and determines whether they meet requirements. ISO/IEC 17020 divides inspection bodies into types A, B and C according to their degree of independence.',
      },
      {
        ja: '当社はタイプAの検査機関として、検査の対象となる設備の設計、製造及び保守には一切関わらないことを方針としています。この方針を文書にし、職員一人ひとりから誓約を得ることは、認定の準備の中で最も時間をかけた作業の一つでした。',
        en: 'As a type A inspection body, we have a policy of taking no part in the design, manufacture or maintenance of the equipment we inspect. Putting that policy in writing and obtaining a signed commitment from every member of staff was one of the most time-consuming parts of preparing for accreditation.',
      },
      {
        ja: '一方、タイプCの検査機関は、設計や製造に関わる組織の中で検査を行うことがあります。大切なのは、どのタイプであっても、検査の判断が不当な圧力から守られていることを示せることだと思います。',
        en: 'A type C inspection body, by contrast, may carry out inspection within an organisation that is also involved in design or manufacture. What matters, whatever the type, is being able to show that inspection decisions are protected from undue pressure.',
      },
      {
        ja: '検査は、事故を未然に防ぐ最後の砦となることがあります。認定を通じて、その砦がしっかりと築かれていることを社会に示していきたいと考えています。',
        en: 'Inspection can be the last line of defence against accidents. Through accreditation, we want to show society that this line of defence is firmly in place.',
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-13',
    title: {
      ja: '人の力量を証明するということ',
      en: "Certifying a person's competence",
    },
    contributor: { ja: '雛形 美穂（サンプル）', en: 'Miho Hinagata (sample)' },
    affiliation: {
      ja: 'サンプル資格認証センター センター長',
      en: 'Director, Sample Personnel Certification Centre (sample)',
    },
    body: [
      {
        ja: '要員認証は、ある職務を行う人が必要な力量を備えていることを、試験などによって評価し、証明する仕組みです。当センターでは、非破壊検査や溶接に携わる技術者の認証を行っています。',
        en: 'Personnel certification assesses, through examinations and other means, whether a person who carries out a given job has the competence it requires, and certifies that they do. Our centre certifies technicians working in non-destructive testing and welding.',
      },
      {
        ja: '要員認証で最も大切なのは、試験の公正さです。試験問題の管理、試験官の公平性、合否判定の手順を、ISO/IEC 17024に沿って一つひとつ整えてきました。',
        en: 'The most important thing in personnel certification is fair examination. Following ISO/IEC 17024, we have put in order, one by one, the control of examination questions, the impartiality of examiners and the procedure for deciding who passes.',
      },
      {
        ja: '認証を受けた技術者の方から「資格が海外の現場でも通用した」という声を聞くと、国際的な基準に基づく認定の意味を改めて感じます。',
        en: 'When a certified technician tells us that their qualification was accepted on a site overseas, it reminds me what accreditation against international criteria means.',
      },
      {
        ja: '人の力量は、製品や設備と違って目に見えにくいものです。だからこそ、それを証明する仕組みが信頼されることが大切です。これからもJABとともに、その信頼を築いていきたいと思います。',
        en: "Unlike products or equipment, a person's competence is hard to see. That is why the system that certifies it must be trusted. We look forward to building that trust together with JAB.",
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-14',
    title: {
      ja: '技術審査員として学んだこと',
      en: 'What I have learnt as a technical assessor',
    },
    contributor: {
      ja: '仮山 大輔（サンプル）',
      en: 'Daisuke Kariyama (sample)',
    },
    affiliation: {
      ja: 'サンプル工業大学 准教授（JAB技術審査員）',
      en: 'Associate Professor, Sample Institute of Technology (sample), and JAB technical assessor',
    },
    body: [
      {
        ja: '大学で分析化学を教えるかたわら、技術審査員として試験所の審査に加わるようになって8年になります。審査の現場では、教科書にはない多くのことを学んできました。',
        en: 'Alongside teaching analytical chemistry at university, I have taken part in laboratory assessments as a technical assessor for eight years. On assessments I have learnt many things that are not in any textbook.',
      },
      {
        ja: '審査員の役割は、欠点を探すことではなく、試験所が自らの能力を示す機会をつくることだと考えています。質問の仕方一つで、試験所の担当者が自分の仕事を説明しやすくなることもあれば、萎縮してしまうこともあります。',
        en: "I see the assessor's role not as hunting for faults but as giving the laboratory a chance to demonstrate its competence. The way a question is asked can make it easier for laboratory staff to explain their work, or it can make them clam up.",
      },
      {
        ja: '不適合を指摘する際には、要求事項のどこに対応するのか、どのような証拠に基づくのかを明確に伝えるよう心がけています。是正処置が形だけのものにならないよう、原因の分析についても丁寧に話し合います。',
        en: 'When raising a nonconformity, I make a point of stating clearly which requirement it relates to and what evidence it rests on. We also discuss the root cause carefully, so that corrective action does not become a mere formality.',
      },
      {
        ja: '審査を通じて出会った多くの技術者の方々の誠実な仕事ぶりが、私の何よりの財産です。大学の学生たちにも、その姿を伝えていきたいと思います。',
        en: 'The conscientious work of the many technicians I have met through assessments is what I value most. I want to pass on their example to my students.',
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-15',
    title: {
      ja: '技能試験がつなぐ試験所の輪',
      en: 'Proficiency testing links laboratories together',
    },
    contributor: {
      ja: '試田 祥子（サンプル）',
      en: 'Shoko Tameshida (sample)',
    },
    affiliation: {
      ja: 'サンプル技能試験センター 運営責任者',
      en: 'Programme Manager, Sample Proficiency Testing Centre (sample)',
    },
    body: [
      {
        ja: '技能試験は、同じ試料を複数の試験所が測定し、結果を比べることで、それぞれの試験所の能力を確かめる仕組みです。当センターでは、食品中の成分分析と金属材料の試験について、技能試験を運営しています。',
        en: "In proficiency testing, several laboratories measure the same item and their results are compared to check each one's performance. Our centre runs proficiency testing schemes for the analysis of food constituents and for the testing of metallic materials.",
      },
      {
        ja: '技能試験提供者にとって最も難しいのは、均質で安定した試料を準備することです。試料にばらつきがあれば、試験所の能力を正しく評価することはできません。',
        en: "The hardest part for a proficiency testing provider is preparing items that are homogeneous and stable. If the items vary, laboratories' performance cannot be assessed fairly.",
      },
      {
        ja: '結果が思わしくなかった試験所から、原因を探るための相談を受けることもあります。技能試験は合否を決めるためのものではなく、試験所が自らを改善するためのものだと、私たちは考えています。',
        en: 'Laboratories whose results were disappointing sometimes consult us to help find the cause. We see proficiency testing not as a pass-or-fail examination but as a means for laboratories to improve themselves.',
      },
      {
        ja: '技能試験提供者としての認定は、私たちの運営の信頼性を参加者に示すものです。ISO/IEC 17043に沿った運営を続け、多くの試験所が参加しやすい技能試験を提供していきたいと考えています。',
        en: 'Accreditation as a proficiency testing provider shows participants that our schemes are reliably run. We will keep running them in line with ISO/IEC 17043, and keep offering schemes that make it easy for many laboratories to take part.',
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-16',
    title: {
      ja: '情報セキュリティと第三者の確認',
      en: 'Information security and independent confirmation',
    },
    contributor: { ja: '例田 亮（サンプル）', en: 'Ryo Reida (sample)' },
    affiliation: {
      ja: 'サンプル情報システム株式会社 情報セキュリティ管理責任者',
      en: 'Information Security Manager, Sample Information Systems Co., Ltd. (sample)',
    },
    body: [
      {
        ja: '当社は、企業や自治体から委託を受けて、情報システムの開発と運用を行っています。お客様の大切な情報をお預かりする以上、その管理の仕組みをお客様に示すことは欠かせません。',
        en: "We develop and operate information systems for companies and local authorities. Since we are entrusted with our customers' valuable information, we must be able to show them how we manage it.",
      },
      {
        ja: '情報セキュリティマネジメントシステムの認証を取得する前は、お客様ごとに異なるチェックリストに回答し、監査を受けていました。認証の取得後は、認定を受けた認証機関の登録証と登録範囲を示すことで、説明の多くを共通化できるようになりました。',
        en: 'Before we obtained information security management system certification, we filled in a different checklist for every customer and underwent their audits. Since certification, we have been able to standardise much of this by showing the certificate from an accredited certification body, together with its scope of certification.',
      },
      {
        ja: 'ただし、情報セキュリティの脅威は日々変化しています。登録証はある時点での確認にすぎず、リスクの見直しを続けることが何より大切だと、社内では繰り返し伝えています。',
        en: 'Threats to information security change every day, however. Inside the company, we keep repeating that a certificate confirms our position at one point in time, and that continuing to review our risks is what matters most.',
      },
      {
        ja: 'ISO/IEC 27001の改訂への対応も始めています。変化の速いこの分野でも、認定と認証の仕組みが信頼の拠り所であり続けることを願っています。',
        en: 'We have also begun preparing for the revision of ISO/IEC 27001. I hope that accreditation and certification will remain a source of trust in this fast-moving field.',
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-17',
    title: {
      ja: '小さな会社の大きな一歩',
      en: 'A big step for a small company',
    },
    contributor: { ja: '手本 幸男（サンプル）', en: 'Yukio Tehon (sample)' },
    affiliation: {
      ja: '見本金属工業株式会社 代表取締役',
      en: 'President, Mihon Metalworks Co., Ltd. (sample)',
    },
    body: [
      {
        ja: '当社は従業員30名ほどの金属加工の会社です。品質マネジメントシステムの認証に挑戦しようと決めたとき、社内には「うちのような小さな会社には無理だ」という声もありました。',
        en: 'We are a metalworking company with around 30 employees. When we decided to go for quality management system certification, some people inside the company said it was beyond a firm of our size.',
      },
      {
        ja: '実際に取り組んでみると、必要なのは分厚い手順書ではなく、日々の仕事のやり方を見える形にすることでした。ベテランの職人が頭の中に持っていた段取りを書き出す作業は、技能の継承にも役立ちました。',
        en: 'Once we started, we found that what was needed was not a thick manual but a visible record of how we actually work. Writing down the set-up routines that our skilled workers carried in their heads also helped us pass those skills on.',
      },
      {
        ja: '認証を取得してから、大手メーカーの新しい取引先から声をかけていただけるようになりました。登録証をお見せすると、認定を受けた認証機関の登録証かどうかを確認されることもあり、認定の大切さを知りました。',
        en: 'Since certification, new customers among the large manufacturers have approached us. When we show our certificate, they sometimes check that it comes from an accredited certification body, which taught me how much accreditation matters.',
      },
      {
        ja: '中小企業にとって、認証は大きな一歩です。その一歩が確かなものとなるよう、認定の仕組みがこれからも信頼され続けることを願っています。',
        en: 'For a small business, certification is a big step. I hope the accreditation system will continue to be trusted, so that this step remains a sure one.',
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-18',
    title: {
      ja: '建設材料の試験と社会の安全',
      en: 'Construction materials testing and public safety',
    },
    contributor: { ja: '標本 拓也（サンプル）', en: 'Takuya Hyohon (sample)' },
    affiliation: {
      ja: 'サンプル建材試験所 所長',
      en: 'Director, Sample Building Materials Laboratory (sample)',
    },
    body: [
      {
        ja: 'コンクリートや鉄筋の強度試験は、建物や橋の安全を支える基本的な試験です。構造物が完成した後では、試験の結果を確かめ直すことは難しくなります。',
        en: 'Strength tests on concrete and reinforcing steel are basic tests that underpin the safety of buildings and bridges. Once a structure is finished, it becomes hard to go back and check the results.',
      },
      {
        ja: 'だからこそ、試験の手順、試験機の校正、供試体の管理のすべてが確実でなければなりません。認定の審査では、試験機の校正記録から供試体の受付記録まで、細かく確認されました。',
        en: 'That is why the test procedure, the calibration of the testing machines and the handling of specimens must all be sound. In the accreditation assessment, everything was checked in detail, from the calibration records of the testing machines to the records of specimens received.',
      },
      {
        ja: '職員には、自分たちの試験が見えないところで多くの人の命を守っていることを忘れないでほしいと話しています。認定は、その自覚を日々の仕事の中で形にする仕組みだと思います。',
        en: 'I tell our staff never to forget that their tests protect many lives out of sight. Accreditation, I think, is a way of turning that awareness into daily practice.',
      },
      {
        ja: 'JABの20年の歩みに敬意を表するとともに、建設分野における認定の一層の普及を期待しています。',
        en: "With respect for JAB's twenty years of work, I look forward to accreditation becoming even more widespread in construction.",
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-19',
    title: {
      ja: '不確かさという共通語',
      en: 'Uncertainty as a common language',
    },
    contributor: {
      ja: '仮野 康弘（サンプル）',
      en: 'Yasuhiro Karino (sample)',
    },
    affiliation: {
      ja: 'サンプル大学大学院 計測工学専攻 教授',
      en: 'Professor, Graduate Programme in Measurement Engineering, Sample University (sample)',
    },
    body: [
      {
        ja: '測定の不確かさは、測定結果がどの程度信頼できるかを数値で表すものです。かつては「誤差」という言葉で大まかに語られていたことが、国際的に共通の枠組みで表されるようになりました。',
        en: 'Measurement uncertainty expresses, as a number, how far a result can be relied on. What used to be discussed loosely as "error" is now expressed within a framework shared internationally.',
      },
      {
        ja: '不確かさの考え方が広まったことで、異なる国や機関の測定結果を比べることが容易になりました。試験所と校正機関の認定は、この共通語を現場に定着させるうえで大きな役割を果たしてきたと思います。',
        en: 'As the concept of uncertainty has spread, it has become easier to compare results from different countries and organisations. Accreditation of testing and calibration laboratories has, I believe, played a large part in establishing this common language in practice.',
      },
      {
        ja: '一方で、不確かさの見積もりが計算の作業に終わり、その数値が何を意味するのかが理解されていない例も見かけます。大学の講義では、計算の前に、測定の過程を丁寧に観察することの大切さを伝えています。',
        en: 'Yet I also see cases where estimating uncertainty has become a mere calculation exercise, and no one understands what the figure means. In my lectures, I stress the importance of carefully observing the measurement process before doing any calculation.',
      },
      {
        ja: '計測の信頼性を高めるには、教育と認定の連携が欠かせません。JABとの協力を、今後も大切にしていきたいと考えています。',
        en: 'Raising confidence in measurement needs education and accreditation to work together. I look forward to continuing our cooperation with JAB.',
      },
    ],
  },
  {
    anniversary: '20',
    anchor: 'contributor-20',
    title: {
      ja: 'サービス業にとってのマネジメントシステム',
      en: 'Management systems in the service sector',
    },
    contributor: { ja: '見本 さくら（サンプル）', en: 'Sakura Mihon (sample)' },
    affiliation: {
      ja: 'サンプルホテル株式会社 品質推進室長',
      en: 'Head of Quality Promotion, Sample Hotels Co., Ltd. (sample)',
    },
    body: [
      {
        ja: 'マネジメントシステムの認証には、製造業のものというイメージがあるかもしれません。当社はホテルを運営する会社ですが、数年前に品質マネジメントシステムの認証を取得しました。',
        en: 'Management system certification may seem like something for manufacturers. We run hotels, and a few years ago we obtained quality management system certification.',
      },
      {
        ja: 'サービスは提供されると同時に消費されるため、やり直しがききません。お客様の声を集めて分析し、改善につなげる仕組みを整えたことで、従業員が自分の仕事を振り返る習慣が生まれました。',
        en: "A service is consumed at the moment it is delivered, so there is no second chance. Once we put in place a system for collecting and analysing guests' comments and acting on them, our staff got into the habit of reflecting on their own work.",
      },
      {
        ja: '認証の審査では、製造業とは異なるサービスの特性を理解したうえで、審査員の方が質問をしてくださいました。認定を受けた認証機関の審査員の力量を感じた場面でした。',
        en: 'In our certification audits, the auditors asked their questions with a clear grasp of how services differ from manufacturing. It showed me how competent the auditors of an accredited certification body are.',
      },
      {
        ja: '製造業だけでなく、サービス業や公共の分野でも、認証と認定の価値が広く認められていくことを願っています。',
        en: 'I hope the value of certification and accreditation will be widely recognised not only in manufacturing but in services and the public sector too.',
      },
    ],
  },

  // 25th anniversary (2018)
  {
    anniversary: '25',
    anchor: 'c25-01',
    title: {
      ja: '標準物質が支える測定の連鎖',
      en: 'Reference materials and the chain of measurement',
    },
    contributor: { ja: '見本 洋子（サンプル）', en: 'Yoko Mihon (sample)' },
    affiliation: {
      ja: 'サンプル標準物質研究所 所長',
      en: 'Director, Sample Reference Materials Institute (sample)',
    },
    body: [
      {
        ja: '標準物質は、分析機器の校正や分析方法の妥当性確認に使われる、化学分析の「ものさし」です。標準物質の値が正しくなければ、それを使うすべての測定結果に影響が及びます。',
        en: "Reference materials are the measuring sticks of chemical analysis, used to calibrate instruments and validate methods. If a reference material's value is wrong, every result that relies on it is affected.",
      },
      {
        ja: 'JABが初めて標準物質生産者を認定したのは、2011年9月30日のことでした。それから7年が経ち、ISO Guide 34に基づく認定は、ISO 17034に基づく認定へと移行しつつあります。',
        en: 'JAB first accredited a reference material producer on 30 September 2011. Seven years on, accreditation based on ISO Guide 34 is giving way to accreditation based on ISO 17034.',
      },
      {
        ja: '私どもの研究所では、認証値を決めるための測定の計画、均質性と安定性の評価、認証書の記載内容を、新しい規格に沿って見直しました。利用者が値の根拠をたどれるよう、説明資料も充実させています。',
        en: 'At our institute, we have reviewed, against the new standard, how we plan the measurements used to assign certified values, how we assess homogeneity and stability, and what our certificates state. We have also expanded our explanatory material so that users can trace the basis of each value.',
      },
      {
        ja: '標準物質生産者は、試験所や校正機関に比べて数が少なく、互いに学び合う機会も限られています。認定を通じた情報交換の場が広がることを期待しています。',
        en: 'There are far fewer reference material producers than testing or calibration laboratories, and fewer chances to learn from one another. I hope accreditation will bring more opportunities to exchange information.',
      },
    ],
  },
  {
    anniversary: '25',
    anchor: 'c25-02',
    title: {
      ja: '認定が変えた検査室の日常',
      en: 'How accreditation changed daily life in our laboratory',
    },
    contributor: {
      ja: '雛形 祐介（サンプル）',
      en: 'Yusuke Hinagata (sample)',
    },
    affiliation: {
      ja: 'サンプル大学病院 検査部 副部長',
      en: 'Deputy Director, Clinical Laboratory Department, Sample University Hospital (sample)',
    },
    body: [
      {
        ja: '当院の検査部が臨床検査室として認定を受けてから、数年が経ちました。準備を始めたころは、「忙しい現場に書類仕事が増えるだけではないか」という不安の声もありました。',
        en: "It is now several years since our hospital's laboratory was accredited as a medical laboratory. When we began preparing, some staff worried that it would only add paperwork to an already busy workplace.",
      },
      {
        ja: '2016年からは、認定を受けた臨床検査室に対する40点の加算が設けられ、病院の経営の面からも認定が注目されるようになりました。ただ、私たちが実感している価値は、それだけではありません。',
        en: 'Since 2016, an addition of 40 points to the fee for clinical laboratory services has been available to accredited medical laboratories, and accreditation has drawn the attention of hospital management as well. But that is not the only value we have found in it.',
      },
      {
        ja: '精度管理の結果を毎朝全員で確認し、問題があれば原因を記録して対処する。この習慣が定着したことで、若い技師が自信を持って結果を報告できるようになりました。医師からの問い合わせにも、記録に基づいて速やかに答えられます。',
        en: "Every morning the whole team checks the quality control results, and if there is a problem we record the cause and deal with it. As this has become a habit, our younger technologists report results with confidence, and we can answer doctors' queries quickly on the basis of our records.",
      },
      {
        ja: '臨床検査室の認定がさらに広がり、どの病院でも同じように信頼できる検査を受けられる社会になることを願っています。',
        en: 'I hope accreditation of medical laboratories will spread further, so that patients can rely on test results at any hospital alike.',
      },
    ],
  },
  {
    anniversary: '25',
    anchor: 'c25-03',
    title: {
      ja: 'アジア太平洋でつながる信頼',
      en: 'Trust that links Asia and the Pacific',
    },
    contributor: { ja: '例田 恵美（サンプル）', en: 'Emi Reida (sample)' },
    affiliation: {
      ja: 'サンプル国際取引協議会 事務局長',
      en: 'Secretary General, Sample Council for International Trade (sample)',
    },
    body: [
      {
        ja: '当協議会の会員企業の多くは、アジア太平洋地域に生産拠点や取引先を持っています。地域の中で試験や認証の結果が受け入れられるかどうかは、会員企業にとって切実な問題です。',
        en: 'Many of our member companies have production sites and customers across Asia and the Pacific. Whether test and certification results are accepted within the region is a pressing question for them.',
      },
      {
        ja: 'JABは2014年6月25日に、地域の相互承認取決めに署名しました。このような取決めにより、ある国・地域で認定を受けた機関の結果が、他の参加国・地域でも同等のものとして扱われる基盤が整っていきます。',
        en: 'On 25 June 2014, JAB signed a regional mutual recognition arrangement. Arrangements like this lay the foundation for results from a body accredited in one economy to be treated as equivalent in the others that take part.',
      },
      {
        ja: '相互承認の背景には、認定機関どうしが互いの運営を評価し合う相互評価の積み重ねがあります。目立たない地道な作業ですが、これが国境を越えた信頼の土台になっています。',
        en: 'Behind mutual recognition lies a long record of peer evaluation, in which accreditation bodies assess how one another operate. It is quiet, painstaking work, but it is the foundation of trust across borders.',
      },
      {
        ja: '地域の経済の結び付きは、今後ますます強まるでしょう。地域の認定機関との協力を通じて、日本企業と地域との取引をこれからも支えていただきたいと思います。',
        en: "Economic ties within the region will only grow stronger. I hope JAB will keep supporting trade between Japanese companies and the region through its cooperation with the region's accreditation bodies.",
      },
    ],
  },
  {
    anniversary: '25',
    anchor: 'c25-04',
    title: {
      ja: '2015年版への移行を終えて',
      en: 'After the transition to the 2015 editions',
    },
    contributor: { ja: '手本 晴美（サンプル）', en: 'Harumi Tehon (sample)' },
    affiliation: {
      ja: '見本マネジメント認証株式会社 取締役 審査本部長',
      en: 'Director and Head of Audit Division, Mihon Management Certification Co., Ltd. (sample)',
    },
    body: [
      {
        ja: 'ISO 9001とISO 14001の2015年版への移行は、認証機関にとって大きな節目でした。2018年9月の移行期限に向けて、多くの認証組織の移行審査を計画的に進めることが求められました。',
        en: 'The transition to the 2015 editions of ISO 9001 and ISO 14001 was a major milestone for certification bodies. We had to plan transition audits for a large number of certified organisations ahead of the September 2018 deadline.',
      },
      {
        ja: '新しい規格では、組織の状況の理解や、リスク及び機会への取組など、経営に近い考え方が取り入れられました。審査員には、手順書の有無を確かめるだけでなく、組織の事業の目的とマネジメントシステムとの結び付きを読み取る力が求められています。',
        en: "The new editions brought in ideas closer to management itself, such as understanding the organisation's context and addressing risks and opportunities. Auditors now need not only to check whether procedures exist but to understand how the management system connects with the organisation's business purpose.",
      },
      {
        ja: '移行の期間中には、JABの認定の審査でも、移行審査の計画や審査員の教育の状況を確認していただきました。認証機関としての準備が整っているかを第三者の目で見ていただけたことは、大きな安心につながりました。',
        en: "During the transition period, JAB's accreditation assessments also looked at our transition audit plans and the state of our auditor training. Having an independent party check that we were ready as a certification body was very reassuring.",
      },
      {
        ja: '移行を終えた今こそ、新しい規格の考え方が組織の改善に本当に役立っているかを問い直す時期だと考えています。',
        en: 'Now that the transition is over, it is time to ask again whether the ideas of the new editions are really helping organisations to improve.',
      },
    ],
  },
  {
    anniversary: '25',
    anchor: 'c25-05',
    title: {
      ja: 'ISO/IEC 17025の改訂に寄せて',
      en: 'On the revision of ISO/IEC 17025',
    },
    contributor: {
      ja: '試田 和也（サンプル）',
      en: 'Kazuya Tameshida (sample)',
    },
    affiliation: {
      ja: 'サンプル分析技術株式会社 品質保証部長',
      en: 'General Manager, Quality Assurance, Sample Analytical Technologies Co., Ltd. (sample)',
    },
    body: [
      {
        ja: '2017年、試験所と校正機関の要求事項を定めるISO/IEC 17025が改訂されました。リスクに基づく考え方や、結果の報告における判定ルールの扱いなど、試験所の実務に関わる変更が多く含まれています。',
        en: 'In 2017, ISO/IEC 17025, which sets out the requirements for testing and calibration laboratories, was revised. The changes include many that affect day-to-day laboratory work, such as risk-based thinking and the handling of decision rules when reporting results.',
      },
      {
        ja: '私どもの試験所では、改訂の内容を全員で読み合わせる会を開き、手順書をどこまで変える必要があるかを話し合いました。規格の構成は変わっても、信頼できる結果を出すという目的は変わらないことを、改めて確認する機会になりました。',
        en: 'At our laboratory we held sessions to read through the changes together, and discussed how far our procedures needed to change. Although the structure of the standard has changed, it was a chance to remind ourselves that the aim, producing results that can be trusted, has not.',
      },
      {
        ja: '特に判定ルールについては、お客様と事前に合意しておくことの大切さを実感しています。「合格か不合格か」だけを求めるお客様に不確かさとの関係を説明するのは簡単ではありませんが、それも試験所の大切な役割です。',
        en: 'On decision rules especially, we have learnt how important it is to agree them with customers in advance. It is not easy to explain the role of uncertainty to customers who only want to know "pass or fail", but that too is an important part of a laboratory\'s job.',
      },
      {
        ja: '改訂版への移行を通じて、試験所と認定機関、そしてお客様との対話がさらに深まることを期待しています。',
        en: 'I hope the transition to the revised standard will deepen the dialogue between laboratories, the accreditation body and customers.',
      },
    ],
  },
  {
    anniversary: '25',
    anchor: 'c25-06',
    title: {
      ja: '食品安全の取組を世界とつなぐ',
      en: 'Connecting food safety work with the world',
    },
    contributor: { ja: '標本 典子（サンプル）', en: 'Noriko Hyohon (sample)' },
    affiliation: {
      ja: '見本フーズ株式会社 食品安全統括部長',
      en: 'General Manager, Food Safety, Mihon Foods Co., Ltd. (sample)',
    },
    body: [
      {
        ja: '食品の取引が国境を越えて広がる中、取引先から求められる食品安全の認証も多様になっています。当社でも、取引先に応じてFSSC 22000やJFS-Cの認証を活用しています。',
        en: 'As the food trade extends across borders, customers ask for a growing variety of food safety certifications. We too make use of certification to FSSC 22000 and to JFS-C, depending on the customer.',
      },
      {
        ja: 'どの認証であっても、その信頼を支えているのは、認証機関が認定を受けていることです。認定を受けた認証機関による審査であることは、海外の取引先に対しても説明しやすい点です。',
        en: 'Whatever the certification, what underpins confidence in it is that the certification body is accredited. An audit by an accredited certification body is also easy to explain to customers abroad.',
      },
      {
        ja: '工場では、認証への取組を通じて、従業員が「なぜこの手順が必要なのか」を理解して作業することを目指してきました。衛生管理の記録の意味を現場で話し合うことで、記録が単なる作業ではなくなりました。',
        en: 'In our factories, we have used certification to help staff understand why each procedure is needed. Discussing on the shop floor what the hygiene records are for has turned record-keeping into more than a chore.',
      },
      {
        ja: '日本の食品の安全性に対する海外からの期待は高まっています。認定と認証の仕組みを通じて、その期待に確かな根拠をもって応えていきたいと考えています。',
        en: 'Expectations abroad of the safety of Japanese food are rising. Through accreditation and certification, we want to meet those expectations on a sound basis.',
      },
    ],
  },
  {
    anniversary: '25',
    anchor: 'c25-07',
    title: {
      ja: '規制と認定のよい関係',
      en: 'A good relationship between regulation and accreditation',
    },
    contributor: { ja: '仮山 直人（サンプル）', en: 'Naoto Kariyama (sample)' },
    affiliation: {
      ja: '見本市 産業振興課長',
      en: 'Head of Industrial Promotion Division, Mihon City (sample)',
    },
    body: [
      {
        ja: '行政の仕事の中で、民間の適合性評価の結果を活用する場面は年々増えています。製品の安全の確認や環境の測定など、行政だけで担うことが難しい分野は少なくありません。',
        en: 'Government makes use of conformity assessment by non-governmental bodies more every year. In many fields, such as checking product safety and measuring the environment, government cannot do the work alone.',
      },
      {
        ja: '見本市では、市内の中小企業が認定を受けた試験所や認証機関を利用しやすくなるよう、制度の説明会を開いています。参加した企業からは、「認定と認証の違いがようやく分かった」という声をいただきました。',
        en: 'Mihon City holds briefings so that small businesses in the city can more easily use accredited laboratories and certification bodies. Companies that attended told us that they finally understood the difference between accreditation and certification.',
      },
      {
        ja: '行政が認定を活用する際に大切なのは、認定範囲を正しく確かめることだと考えています。ある試験所が認定を受けていても、その試験所が行うすべての試験が認定範囲に含まれているとは限りません。',
        en: 'When government relies on accreditation, the important thing, I believe, is to check the scope of accreditation correctly. A laboratory may be accredited without every test it performs falling within its scope of accreditation.',
      },
      {
        ja: '規制と認定がそれぞれの役割を果たし、補い合うことで、地域の産業と暮らしの安全が支えられます。創立25周年を迎えたJABの今後の活動に期待しています。',
        en: "When regulation and accreditation each play their part and complement each other, they support local industry and the safety of everyday life. I look forward to JAB's work in the years after its 25th anniversary.",
      },
    ],
  },
  {
    anniversary: '25',
    anchor: 'c25-08',
    title: {
      ja: 'バイオバンクに求められる品質',
      en: 'The quality expected of biobanks',
    },
    contributor: { ja: '見本 陽一（サンプル）', en: 'Yoichi Mihon (sample)' },
    affiliation: {
      ja: 'サンプル医科大学 バイオリソースセンター長',
      en: 'Director, Bioresource Centre, Sample Medical University (sample)',
    },
    body: [
      {
        ja: 'バイオバンクは、研究に用いる血液や組織などの試料と、それに付随する情報を収集し、保管し、提供する機関です。試料の品質は、それを使う研究の信頼性を大きく左右します。',
        en: 'A biobank collects, stores and distributes biological material such as blood and tissue, together with the associated data, for use in research. The quality of the material has a major bearing on the reliability of the research that uses it.',
      },
      {
        ja: '採取から保管までの時間や温度の管理が不十分であれば、試料の性質は変わってしまいます。どのような条件で扱われた試料なのかを記録し、利用者に伝えることが欠かせません。',
        en: 'If the time and temperature between collection and storage are not properly controlled, the material changes. It is essential to record the conditions under which each sample was handled and to pass that information on to users.',
      },
      {
        ja: '2018年には、バイオバンクの一般要求事項を定める国際規格ISO 20387が発行されました。バイオバンクの能力を第三者が確認する仕組みが整うことで、研究機関どうしの試料のやり取りも進むと期待しています。',
        en: "In 2018, ISO 20387, the international standard setting out general requirements for biobanking, was published. As a way of confirming biobanks' competence independently takes shape, I expect the exchange of samples between research institutions to grow.",
      },
      {
        ja: '試料を提供してくださる方々の思いに応えるためにも、品質の確かなバイオバンクを社会に根付かせていきたいと考えています。',
        en: 'To honour the goodwill of those who donate samples, we want to see biobanks of assured quality take root in society.',
      },
    ],
  },
];
