import type { SeedBlock, SeedPage } from './types';

const sampleNotice = (ja: string, en: string): SeedBlock => ({ kind: 'notice', text: { ja, en } });

/** The cards to the other publicity pages, shown at the foot of each. */
const publicityLinks = (current: string): SeedBlock => ({
  kind: 'links',
  heading: { ja: '広報のページ', en: 'Publicity pages' },
  items: [
    { href: '/about/publicity', label: { ja: '広報', en: 'Publicity' } },
    { href: '/about/publicity/feature', label: { ja: '広報誌特集', en: 'Magazine features' } },
    { href: '/about/publicity/pamphlet', label: { ja: 'パンフレット', en: 'Pamphlets' } },
    { href: '/about/publicity/archive', label: { ja: 'アーカイブ', en: 'Archive' } },
    { href: '/about/publicity/JAB-management-system', label: { ja: 'JABのマネジメントシステム', en: "JAB's management system" } },
  ].filter((item) => item.href !== current),
});

/** The cards to the three anniversary collections. */
const anniversaryLinks = (current: string): SeedBlock => ({
  kind: 'links',
  heading: { ja: '周年記念寄稿集', en: 'Anniversary contributions' },
  items: [
    { href: '/about/publicity/10th_contribution', label: { ja: '10周年記念寄稿集（2003年）', en: '10th anniversary contributions (2003)' } },
    { href: '/about/publicity/20th_contribution', label: { ja: '20周年記念寄稿集（2013年）', en: '20th anniversary contributions (2013)' } },
    { href: '/about/publicity/25th_contribution', label: { ja: '25周年記念寄稿集（2018年）', en: '25th anniversary contributions (2018)' } },
    { href: '/about/publicity', label: { ja: '広報', en: 'Publicity' } },
  ].filter((item) => item.href !== current),
});

/** Sample pages of the publicity area (/about/publicity and below). */
export const publicityPages: SeedPage[] = [
  {
    path: '/about/publicity',
    title: { ja: '広報', en: 'Publicity' },
    summary: {
      ja: '当協会が発行するパンフレット、広報誌特集、アーカイブ、新聞広告、シンポジウム資料、周年記念寄稿集などの広報資料をご案内します。',
      en: "An overview of JAB's publicity materials: pamphlets, magazine features, the archive, newspaper advertisements, symposium materials and the anniversary contribution collections.",
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '公益財団法人日本適合性認定協会（JAB）は、認定の仕組みとその意義を多くの方に知っていただくため、さまざまな広報資料を発行しています。認定を検討している適合性評価機関の方、認証を利用する企業の方、そして一般の方にも読んでいただけるよう、分かりやすい言葉で説明することを心がけています。',
          en: 'The Japan Accreditation Board (JAB) publishes a range of materials to help people understand how accreditation works and why it matters. They are written in plain language for conformity assessment bodies considering accreditation, for companies that rely on certification and for the general public alike.',
        },
      },
      sampleNotice(
        'このページの内容はサンプルです。掲載している資料、新聞広告、シンポジウムの名称・日付・内容は実在のものではありません。',
        'The content of this page is a sample. The materials, newspaper advertisements and symposia shown, with their titles, dates and contents, are not real.',
      ),
      {
        kind: 'links',
        heading: { ja: '広報資料', en: 'Publicity materials' },
        items: [
          {
            href: '/about/publicity/feature',
            label: { ja: '広報誌特集', en: 'Magazine features' },
            description: { ja: '月刊の専門誌に連載している、認定に関する特集記事です。', en: 'JAB\'s monthly series of feature articles on accreditation in a trade magazine.' },
          },
          {
            href: '/about/publicity/pamphlet',
            label: { ja: 'パンフレット', en: 'Pamphlets' },
            description: { ja: '認定の仕組みや各認定プログラムを紹介するパンフレットです。', en: 'Pamphlets introducing accreditation and each of JAB\'s accreditation programmes.' },
          },
          {
            href: '/about/publicity/archive',
            label: { ja: 'アーカイブ', en: 'Archive' },
            description: { ja: 'これまでに発行した年次報告書や周年記念誌です。', en: 'Annual reviews and anniversary booklets published in past years.' },
          },
          {
            href: '/about/publicity/JAB-management-system',
            label: { ja: 'JABのマネジメントシステム', en: "JAB's management system" },
            description: { ja: '当協会が認定業務を運営するためのマネジメントシステムをご説明します。', en: 'How JAB manages its own accreditation work.' },
          },
          {
            href: '/about/publicity/10th_contribution',
            label: { ja: '10周年記念寄稿集', en: '10th anniversary contributions' },
            description: { ja: '創立10周年（2003年）にお寄せいただいた寄稿です。', en: 'Contributions received for JAB\'s 10th anniversary in 2003.' },
          },
          {
            href: '/about/publicity/20th_contribution',
            label: { ja: '20周年記念寄稿集', en: '20th anniversary contributions' },
            description: { ja: '創立20周年（2013年）にお寄せいただいた20編の寄稿の一覧です。', en: 'The list of twenty contributions received for JAB\'s 20th anniversary in 2013.' },
          },
          {
            href: '/about/publicity/20th_contribution/detail',
            label: { ja: '20周年記念寄稿集 寄稿全文', en: '20th anniversary contributions: full texts' },
            description: { ja: '20周年記念寄稿集の20編の全文を掲載しています。', en: 'The full texts of the twenty contributions to the 20th anniversary collection.' },
          },
          {
            href: '/about/publicity/25th_contribution',
            label: { ja: '25周年記念寄稿集', en: '25th anniversary contributions' },
            description: { ja: '創立25周年（2018年）にお寄せいただいた寄稿です。', en: 'Contributions received for JAB\'s 25th anniversary in 2018.' },
          },
        ],
      },
      { kind: 'heading', text: { ja: '新聞広告', en: 'Newspaper advertisements' } },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、毎年6月9日の「世界認定の日（World Accreditation Day）」にあわせて、認定が暮らしや産業をどのように支えているかを紹介する新聞広告を掲載しています。世界認定の日は、[IAF](https://iaf.nu)と[ILAC](https://ilac.org)が定めたもので、世界各地の認定機関がこの日にあわせて広報活動を行っています。',
          en: 'Each year, around World Accreditation Day on 9 June, JAB places newspaper advertisements showing how accreditation supports daily life and industry. World Accreditation Day was established by [IAF](https://iaf.nu) and [ILAC](https://ilac.org), and accreditation bodies around the world mark it with publicity of their own.',
        },
      },
      {
        kind: 'files',
        heading: { ja: '新聞広告（PDF）', en: 'Newspaper advertisements (PDF)' },
        files: [
          {
            name: { ja: '世界認定の日2026 新聞広告（サンプル）', en: 'World Accreditation Day 2026 newspaper advertisement (sample)' },
            language: 'ja',
            lines: [
              { ja: 'テーマ：認定がつなぐサプライチェーンの信頼（サンプル）', en: 'Theme: accreditation and trust along the supply chain (sample)' },
              { ja: '2026年6月9日 全国紙朝刊に掲載（サンプル）', en: 'Published in a national morning newspaper on 9 June 2026 (sample)' },
              { ja: '公益財団法人日本適合性認定協会', en: 'Japan Accreditation Board' },
            ],
          },
          {
            name: { ja: '世界認定の日2025 新聞広告（サンプル）', en: 'World Accreditation Day 2025 newspaper advertisement (sample)' },
            language: 'ja',
            lines: [
              { ja: 'テーマ：中小企業の挑戦を支える認定（サンプル）', en: 'Theme: accreditation supporting small businesses (sample)' },
              { ja: '2025年6月9日 全国紙朝刊に掲載（サンプル）', en: 'Published in a national morning newspaper on 9 June 2025 (sample)' },
            ],
          },
          {
            name: { ja: '世界認定の日2024 新聞広告（サンプル）', en: 'World Accreditation Day 2024 newspaper advertisement (sample)' },
            language: 'ja',
            lines: [
              { ja: 'テーマ：試験の結果を世界で通用させる認定（サンプル）', en: 'Theme: accreditation that makes test results count worldwide (sample)' },
              { ja: '2024年6月10日 全国紙朝刊に掲載（サンプル）', en: 'Published in a national morning newspaper on 10 June 2024 (sample)' },
            ],
          },
        ],
      },
      { kind: 'heading', text: { ja: 'シンポジウム資料', en: 'Symposium materials' } },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会が開催した認定シンポジウムの講演資料を掲載しています。講演者の所属・役職は開催当時のものです。今後の開催予定は[お知らせ](/news)でご案内します。',
          en: "Presentation materials from the accreditation symposia that JAB has held. Speakers' affiliations and positions are as at the time of the symposium. Future symposia are announced under [News](/news).",
        },
      },
      {
        kind: 'files',
        heading: { ja: 'シンポジウム資料（PDF）', en: 'Symposium materials (PDF)' },
        files: [
          {
            name: { ja: 'JAB認定シンポジウム2026 基調講演資料（サンプル）', en: 'JAB accreditation symposium 2026: keynote slides (sample)' },
            language: 'both',
            lines: [
              { ja: '「認定の信頼をデジタル時代へ」（サンプル）', en: '"Carrying trust in accreditation into the digital age" (sample)' },
              { ja: '講演者：見本 太郎（サンプル）', en: 'Speaker: Taro Mihon (sample)' },
              { ja: '2026年2月18日 東京都内で開催（サンプル）', en: 'Held in Tokyo on 18 February 2026 (sample)' },
            ],
          },
          {
            name: { ja: 'JAB認定シンポジウム2026 パネル討論資料（サンプル）', en: 'JAB accreditation symposium 2026: panel discussion materials (sample)' },
            language: 'ja',
            lines: [
              { ja: 'パネル討論「認証を選ぶ企業、認証を使う社会」（サンプル）', en: 'Panel discussion: "Companies that choose certification, a society that uses it" (sample)' },
              {
                ja: 'パネリスト：サンプル認証株式会社、見本電機株式会社ほか（サンプル）',
                en: 'Panellists from Sample Certification Co., Ltd., Mihon Electric Co., Ltd. and others (sample)',
              },
            ],
          },
          {
            name: { ja: 'JAB認定シンポジウム2025 講演資料集（サンプル）', en: 'JAB accreditation symposium 2025: collected presentations (sample)' },
            language: 'ja',
            lines: [
              { ja: 'テーマ：臨床検査室と試験所の品質を考える（サンプル）', en: 'Theme: quality in medical and testing laboratories (sample)' },
              { ja: '2025年2月20日 大阪市内で開催（サンプル）', en: 'Held in Osaka on 20 February 2025 (sample)' },
            ],
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: '関連ページ', en: 'Related pages' },
        items: [
          {
            href: '/about',
            label: { ja: '協会について', en: 'About JAB' },
            description: { ja: '当協会の概要、組織、公開文書などをご案内します。', en: "JAB's profile, organisation, public documents and more." },
          },
          {
            href: '/news',
            label: { ja: 'お知らせ', en: 'News' },
            description: { ja: 'シンポジウムの開催案内や新しい資料の公開をお知らせします。', en: 'Announcements of symposia and newly published materials.' },
          },
          {
            href: '/about_jab/accreditation',
            label: { ja: '認定とは', en: 'What is accreditation?' },
            description: { ja: '認定の仕組みを分かりやすくご説明します。', en: 'A plain explanation of how accreditation works.' },
          },
        ],
      },
    ],
  },
  {
    path: '/about/publicity/feature',
    title: { ja: '広報誌特集', en: 'Magazine features' },
    summary: {
      ja: '当協会が月刊の専門誌に連載している、認定に関する特集記事をご案内します。',
      en: 'The series of feature articles on accreditation that JAB writes for a monthly trade magazine.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、品質と適合性評価を扱う月刊の専門誌『月刊 適合性と品質』（サンプル）に、認定に関する特集記事を毎月連載しています。毎号一つの分野を取り上げ、認定の仕組み、適合性評価機関の取組、認証や試験の結果を利用する方々の声を、当協会の職員が分かりやすくご紹介しています。',
          en: 'Every month, JAB writes a feature article on accreditation for "Monthly Conformity and Quality" (sample), a trade magazine covering quality and conformity assessment. Each issue takes one field and, written by JAB staff, explains how accreditation works there, what conformity assessment bodies are doing and what the people who use certification and test results have to say.',
        },
      },
      sampleNotice(
        'このページの内容はサンプルです。掲載誌の名称、各号の特集テーマ及び記事は実在のものではありません。',
        'The content of this page is a sample. The magazine, the themes of each issue and the articles are not real.',
      ),
      { kind: 'heading', text: { ja: '連載のねらい', en: 'What the series sets out to do' } },
      {
        kind: 'list',
        items: [
          {
            ja: '認定と認証の違いなど、基本的な考え方を繰り返しお伝えすること',
            en: 'To keep explaining the basics, such as the difference between accreditation and certification',
          },
          {
            ja: '試験所、認証機関、臨床検査室など、分野ごとの認定の実際をご紹介すること',
            en: 'To show how accreditation works in practice in each field, from laboratories to certification bodies and medical laboratories',
          },
          {
            ja: '規格の改訂や国際相互承認の動きを、実務に役立つ形でお届けすること',
            en: 'To report revisions of standards and developments in international mutual recognition in a form that is useful in practice',
          },
        ],
      },
      {
        kind: 'table',
        caption: { ja: '最近12号の特集', en: 'Features in the last 12 issues' },
        columns: [
          { ja: '号', en: 'Issue' },
          { ja: 'テーマ', en: 'Theme' },
          { ja: '分野', en: 'Field' },
        ],
        rows: [
          [
            { ja: '2026年11月号', en: 'November 2026' },
            { ja: '認定証の読み方：認定範囲を確かめる', en: 'Reading an accreditation certificate: checking the scope' },
            { ja: '共通', en: 'General' },
          ],
          [
            { ja: '2026年10月号', en: 'October 2026' },
            { ja: '臨床検査室の品質と患者の安全', en: 'Medical laboratory quality and patient safety' },
            { ja: '臨床検査室', en: 'Medical laboratories' },
          ],
          [
            { ja: '2026年9月号', en: 'September 2026' },
            { ja: '温室効果ガスの検証と情報開示', en: 'Greenhouse gas verification and disclosure' },
            { ja: '温室効果ガス妥当性確認・検証機関', en: 'Greenhouse gas validation and verification bodies' },
          ],
          [
            { ja: '2026年8月号', en: 'August 2026' },
            { ja: '技能試験に参加する意味', en: 'Why take part in proficiency testing?' },
            { ja: '技能試験提供者', en: 'Proficiency testing providers' },
          ],
          [
            { ja: '2026年7月号', en: 'July 2026' },
            { ja: '食品安全マネジメントシステム認証の今', en: 'Food safety management system certification today' },
            { ja: 'マネジメントシステム認証機関', en: 'Management system certification bodies' },
          ],
          [
            { ja: '2026年6月号', en: 'June 2026' },
            { ja: '世界認定の日：認定が支える暮らし', en: 'World Accreditation Day: how accreditation supports everyday life' },
            { ja: '共通', en: 'General' },
          ],
          [
            { ja: '2026年5月号', en: 'May 2026' },
            { ja: '検査機関のタイプA・B・Cとは', en: 'Inspection bodies of types A, B and C' },
            { ja: '検査機関', en: 'Inspection bodies' },
          ],
          [
            { ja: '2026年4月号', en: 'April 2026' },
            { ja: '新任担当者のための認定入門', en: 'Accreditation for newcomers' },
            { ja: '共通', en: 'General' },
          ],
          [
            { ja: '2026年3月号', en: 'March 2026' },
            { ja: '標準物質の値はどのように決まるか', en: 'How the values of reference materials are assigned' },
            { ja: '標準物質生産者', en: 'Reference material producers' },
          ],
          [
            { ja: '2026年2月号', en: 'February 2026' },
            { ja: '情報セキュリティの認証と認定', en: 'Certification and accreditation in information security' },
            { ja: 'マネジメントシステム認証機関', en: 'Management system certification bodies' },
          ],
          [
            { ja: '2026年1月号', en: 'January 2026' },
            { ja: '新春対談：国際相互承認のこれから', en: 'New Year conversation: the future of international mutual recognition' },
            { ja: '国際相互承認', en: 'International mutual recognition' },
          ],
          [
            { ja: '2025年12月号', en: 'December 2025' },
            { ja: 'バイオバンクの品質と研究の信頼', en: 'Biobank quality and trust in research' },
            { ja: 'バイオバンク', en: 'Biobanks' },
          ],
        ],
      },
      {
        kind: 'files',
        heading: { ja: '最近の号の特集記事（PDF）', en: 'Recent feature articles (PDF)' },
        files: [
          {
            name: { ja: '広報誌特集 2026年11月号「認定証の読み方」（サンプル）', en: 'Magazine feature, November 2026: reading an accreditation certificate (sample)' },
            language: 'both',
            lines: [
              { ja: '認定証に記載される認定番号、認定範囲、有効期限の見方', en: 'How to read the accreditation number, scope of accreditation and expiry date on a certificate' },
              { ja: '認定範囲を当協会のウェブサイトで確かめる方法', en: "How to check a scope of accreditation on JAB's website" },
              { ja: '『月刊 適合性と品質』（サンプル）より転載', en: 'Reprinted from "Monthly Conformity and Quality" (sample)' },
            ],
          },
          {
            name: {
              ja: '広報誌特集 2026年10月号「臨床検査室の品質と患者の安全」（サンプル）',
              en: 'Magazine feature, October 2026: medical laboratory quality and patient safety (sample)',
            },
            language: 'ja',
            lines: [
              { ja: 'ISO 15189に基づく臨床検査室の認定の概要', en: 'An outline of medical laboratory accreditation to ISO 15189' },
              { ja: '認定を受けた検査室の取組の紹介（サンプル）', en: 'The work of an accredited laboratory (sample)' },
            ],
          },
          {
            name: {
              ja: '広報誌特集 2026年9月号「温室効果ガスの検証と情報開示」（サンプル）',
              en: 'Magazine feature, September 2026: greenhouse gas verification and disclosure (sample)',
            },
            language: 'ja',
            lines: [
              { ja: 'ISO 14064-1に基づく組織の排出量の検証', en: "Verification of organisations' emissions to ISO 14064-1" },
              { ja: '検証の結果を情報開示に生かすために', en: 'Making use of verification results in disclosure' },
            ],
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '特集記事についてのご意見・ご質問は、[お問い合わせフォーム](/inquiry/form)からお寄せください。取り上げてほしいテーマのご提案も歓迎します。',
          en: 'Please send comments or questions about the features through the [inquiry form](/inquiry/form). Suggestions for future themes are also welcome.',
        },
      },
      publicityLinks('/about/publicity/feature'),
    ],
  },
  {
    path: '/about/publicity/pamphlet',
    title: { ja: 'パンフレット', en: 'Pamphlets' },
    summary: {
      ja: '認定の仕組みや各認定プログラムを紹介する当協会のパンフレットを、PDFでご覧いただけます。',
      en: "JAB's pamphlets on accreditation and each accreditation programme, available as PDF files.",
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会では、認定の仕組みや各認定プログラムを紹介するパンフレットを作成しています。社内の研修や取引先へのご説明などに、ご自由にお使いください。一覧には、資料の名称、ファイルの種類とサイズ、言語を表示しています。',
          en: 'JAB produces pamphlets introducing accreditation and each of its accreditation programmes. You are welcome to use them for in-house training, in explaining accreditation to your customers and so on. The list shows the name, file type, size and language of each.',
        },
      },
      sampleNotice(
        'このページの内容はサンプルです。掲載しているパンフレットは実在の資料ではありません。',
        'The content of this page is a sample. The pamphlets listed are not real publications.',
      ),
      {
        kind: 'files',
        heading: { ja: 'パンフレット一覧', en: 'Pamphlets' },
        files: [
          {
            name: { ja: 'パンフレット「認定とは：信頼をつなぐ仕組み」（サンプル）', en: 'Pamphlet: What is accreditation? How trust is passed on (sample)' },
            language: 'both',
            lines: [
              { ja: '認定と認証の違い、適合性評価の仕組みを図解で説明', en: 'Illustrated explanation of accreditation, certification and conformity assessment' },
              { ja: '国際相互承認（IAF MLA、ILAC MRA、APAC MRA）の紹介', en: 'International mutual recognition: IAF MLA, ILAC MRA and APAC MRA' },
            ],
          },
          {
            name: { ja: 'パンフレット「認定適合性評価機関の検索ガイド」（サンプル）', en: 'Pamphlet: Guide to the accredited body search (sample)' },
            language: 'ja',
            lines: [
              { ja: '種類、機関名、都道府県、キーワードによる検索の方法', en: 'Searching by type, name, prefecture and keyword' },
              { ja: '認定範囲の確かめ方と検索のこつ', en: 'Checking the scope of accreditation, and tips for searching' },
            ],
          },
          {
            name: { ja: 'パンフレット「マネジメントシステム認証機関の認定」（サンプル）', en: 'Pamphlet: Accreditation of management system certification bodies (sample)' },
            language: 'ja',
            lines: [
              {
                ja: '品質、環境、情報セキュリティ、食品安全などのマネジメントシステム認証',
                en: 'Management system certification in quality, environment, information security, food safety and more',
              },
              { ja: '申請から認定の判定までの流れ', en: 'From application to the accreditation decision' },
            ],
          },
          {
            name: { ja: 'パンフレット「試験所・校正機関の認定」（サンプル）', en: 'Pamphlet: Accreditation of testing and calibration laboratories (sample)' },
            language: 'both',
            lines: [
              { ja: 'ISO/IEC 17025に基づく試験所・校正機関の認定', en: 'Accreditation of testing and calibration laboratories to ISO/IEC 17025' },
              { ja: '標準物質生産者と技能試験提供者の認定もあわせて紹介', en: 'Also covers reference material producers and proficiency testing providers' },
            ],
          },
          {
            name: { ja: 'パンフレット「臨床検査室の認定」（サンプル）', en: 'Pamphlet: Accreditation of medical laboratories (sample)' },
            language: 'ja',
            lines: [
              { ja: 'ISO 15189に基づく臨床検査室の認定', en: 'Accreditation of medical laboratories to ISO 15189' },
              { ja: '検査前から検査後までの品質管理の考え方', en: 'Managing quality from before to after the examination' },
            ],
          },
          {
            name: { ja: 'パンフレット「JABの認定のご案内」英語版（サンプル）', en: 'Pamphlet: Accreditation by JAB, an introduction (sample)' },
            language: 'en',
            lines: [
              { ja: '海外の方向けに当協会と認定プログラムを紹介', en: 'An introduction to JAB and its accreditation programmes for readers outside Japan' },
              { ja: '国際相互承認と当協会の役割', en: "International mutual recognition and JAB's role" },
            ],
          },
        ],
      },
      { kind: 'heading', text: { ja: '印刷したパンフレットのご請求', en: 'Ordering printed copies' } },
      {
        kind: 'paragraph',
        text: {
          ja: '印刷したパンフレットをご希望の方は、[お問い合わせフォーム](/inquiry/form)から、パンフレットの名称、部数、送付先をお知らせください。在庫に限りがあるため、ご希望の部数をお送りできない場合があります。あらかじめご了承ください。',
          en: 'If you would like printed copies, please let us know the names of the pamphlets, how many copies you need and where to send them, using the [inquiry form](/inquiry/form). Stocks are limited, so we may not always be able to send the number of copies requested.',
        },
      },
      {
        kind: 'links',
        heading: { ja: '関連ページ', en: 'Related pages' },
        items: [
          {
            href: '/service',
            label: { ja: '認定サービス', en: 'Accreditation services' },
            description: { ja: '各認定プログラムの概要と認定までの流れです。', en: 'An outline of each accreditation programme and the steps to accreditation.' },
          },
          {
            href: '/certification_institutions',
            label: { ja: '認定適合性評価機関の検索', en: 'Accredited body search' },
            description: { ja: '当協会が認定した適合性評価機関を検索できます。', en: 'Search the conformity assessment bodies accredited by JAB.' },
          },
          {
            href: '/inquiry/searchmethod',
            label: { ja: '検索方法について', en: 'How to search' },
            description: { ja: '検索ページの使い方をご説明します。', en: 'How to use the search pages.' },
          },
          { href: '/about/publicity', label: { ja: '広報', en: 'Publicity' }, description: { ja: '当協会の広報資料の一覧です。', en: "All of JAB's publicity materials." } },
        ],
      },
    ],
  },
  {
    path: '/about/publicity/archive',
    title: { ja: 'アーカイブ', en: 'Archive' },
    summary: {
      ja: '当協会がこれまでに発行した周年記念誌や年次報告書を、表紙の画像とPDFでご覧いただけます。',
      en: 'Anniversary booklets and annual reviews that JAB has published, with their covers and PDF files.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は1993年11月1日の設立以来、節目の年に記念誌を発行し、毎年度の活動を年次報告書にまとめてきました。ここでは、その中から6点の発行物をご覧いただけます。表紙の画像を選ぶと、PDFが開きます。',
          en: "Since its foundation on 1 November 1993, JAB has published a booklet at each milestone and summarised each year's work in an annual review. Six of these publications are available here. Select a cover to open the PDF.",
        },
      },
      sampleNotice(
        'このページの内容はサンプルです。掲載している発行物、表紙及び内容は実在のものではありません。',
        'The content of this page is a sample. The publications, their covers and their contents are not real.',
      ),
      {
        kind: 'gallery',
        heading: { ja: '発行物アーカイブ', en: 'Publications archive' },
        items: [
          {
            label: { ja: '10周年記念誌（2003年）', en: '10th anniversary booklet (2003)' },
            alt: {
              ja: '見本の表紙：青地に白い文字で「10周年記念誌（2003年）」と書かれ、下に「SAMPLE」と表示されています。',
              en: 'Sample cover: the Japanese title "10th anniversary booklet (2003)" in white on a blue background, marked "SAMPLE".',
            },
            file: {
              name: { ja: '10周年記念誌（2003年）（サンプル）', en: '10th anniversary booklet, 2003 (sample)' },
              language: 'ja',
              lines: [
                { ja: '設立から10年の歩みと主な活動', en: "The first ten years since JAB's foundation, and its main activities" },
                { ja: '10周年記念寄稿集を収録', en: 'Includes the 10th anniversary contributions' },
              ],
            },
          },
          {
            label: { ja: '20周年記念誌（2013年）', en: '20th anniversary booklet (2013)' },
            alt: {
              ja: '見本の表紙：濃紺の地に白い文字で「20周年記念誌（2013年）」と書かれ、下に「SAMPLE」と表示されています。',
              en: 'Sample cover: the Japanese title "20th anniversary booklet (2013)" in white on a dark navy background, marked "SAMPLE".',
            },
            file: {
              name: { ja: '20周年記念誌（2013年）（サンプル）', en: '20th anniversary booklet, 2013 (sample)' },
              language: 'ja',
              lines: [
                { ja: '20年の歩みと認定プログラムの広がり', en: 'Twenty years of JAB and the growth of its accreditation programmes' },
                { ja: '20周年記念寄稿集（20編）を収録', en: 'Includes the twenty 20th anniversary contributions' },
                { ja: '公益財団法人への移行（2010年7月1日）の記録', en: 'A record of the move to public-interest foundation status on 1 July 2010' },
              ],
            },
          },
          {
            label: { ja: '25周年記念誌（2018年）', en: '25th anniversary booklet (2018)' },
            alt: {
              ja: '見本の表紙：青地に白い文字で「25周年記念誌（2018年）」と書かれ、下に「SAMPLE」と表示されています。',
              en: 'Sample cover: the Japanese title "25th anniversary booklet (2018)" in white on a blue background, marked "SAMPLE".',
            },
            file: {
              name: { ja: '25周年記念誌（2018年）（サンプル）', en: '25th anniversary booklet, 2018 (sample)' },
              language: 'both',
              lines: [
                { ja: '25年の歩みと国際相互承認の広がり', en: "JAB's 25 years and the spread of international mutual recognition" },
                { ja: '25周年記念寄稿集を収録', en: 'Includes the 25th anniversary contributions' },
              ],
            },
          },
          {
            label: { ja: '年次報告書 2023年度', en: 'Annual review 2023' },
            alt: {
              ja: '見本の表紙：明るい青の地に白い文字で「年次報告書 2023年度」と書かれ、下に「SAMPLE」と表示されています。',
              en: 'Sample cover: the Japanese title "Annual review 2023" in white on a light blue background, marked "SAMPLE".',
            },
            file: {
              name: { ja: '年次報告書 2023年度（サンプル）', en: 'Annual review, fiscal year 2023 (sample)' },
              language: 'both',
              lines: [
                { ja: '2023年度の事業の概要と認定件数（サンプル）', en: 'Overview of activities and accreditation figures for fiscal year 2023 (sample)' },
                { ja: '財務の概要（サンプル）', en: 'Financial summary (sample)' },
              ],
            },
          },
          {
            label: { ja: '年次報告書 2024年度', en: 'Annual review 2024' },
            alt: {
              ja: '見本の表紙：黒に近い濃い灰色の地に白い文字で「年次報告書 2024年度」と書かれ、下に「SAMPLE」と表示されています。',
              en: 'Sample cover: the Japanese title "Annual review 2024" in white on a near-black background, marked "SAMPLE".',
            },
            file: {
              name: { ja: '年次報告書 2024年度（サンプル）', en: 'Annual review, fiscal year 2024 (sample)' },
              language: 'both',
              lines: [
                { ja: '2024年度の事業の概要と認定件数（サンプル）', en: 'Overview of activities and accreditation figures for fiscal year 2024 (sample)' },
                { ja: '国際相互承認に関する活動の報告（サンプル）', en: 'Report on international mutual recognition activities (sample)' },
              ],
            },
          },
          {
            label: { ja: '年次報告書 2025年度', en: 'Annual review 2025' },
            alt: {
              ja: '見本の表紙：深緑の地に白い文字で「年次報告書 2025年度」と書かれ、下に「SAMPLE」と表示されています。',
              en: 'Sample cover: the Japanese title "Annual review 2025" in white on a dark green background, marked "SAMPLE".',
            },
            file: {
              name: { ja: '年次報告書 2025年度（サンプル）', en: 'Annual review, fiscal year 2025 (sample)' },
              language: 'ja',
              lines: [
                { ja: '2025年度の事業の概要と認定件数（サンプル）', en: 'Overview of activities and accreditation figures for fiscal year 2025 (sample)' },
                { ja: '公益目的事業の実施状況（サンプル）', en: 'Progress of public-interest activities (sample)' },
              ],
            },
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '周年記念誌に収めた寄稿は、[10周年記念寄稿集](/about/publicity/10th_contribution)、[20周年記念寄稿集](/about/publicity/20th_contribution)、[25周年記念寄稿集](/about/publicity/25th_contribution)のページでもお読みいただけます。当協会の沿革は[協会について](/about)をご覧ください。',
          en: "The contributions in the anniversary booklets can also be read on the [10th anniversary contributions](/about/publicity/10th_contribution), [20th anniversary contributions](/about/publicity/20th_contribution) and [25th anniversary contributions](/about/publicity/25th_contribution) pages. For JAB's history, please see [About JAB](/about).",
        },
      },
      publicityLinks('/about/publicity/archive'),
    ],
  },
  {
    path: '/about/publicity/JAB-management-system',
    title: { ja: 'JABのマネジメントシステム', en: 'JAB\'s management system' },
    summary: {
      ja: '当協会がISO/IEC 17011に基づいて認定業務を運営するためのマネジメントシステムについてご説明します。',
      en: 'How JAB runs its accreditation work under a management system based on ISO/IEC 17011.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '適合性評価機関に能力と公平性を求める当協会自身も、同じように、定められた要求事項に従って業務を行っていることを示す必要があります。当協会は、国際規格ISO/IEC 17011（適合性評価－適合性評価機関の認定を行う機関に対する要求事項）に基づくマネジメントシステムを構築し、認定業務を運営しています。',
          en: 'JAB asks conformity assessment bodies to be competent and impartial, and must likewise show that it does its own work according to defined requirements. JAB runs its accreditation work under a management system based on the international standard ISO/IEC 17011 (Conformity assessment: requirements for accreditation bodies accrediting conformity assessment bodies).',
        },
      },
      sampleNotice(
        'このページの内容はサンプルです。会議の名称や頻度、体制などは、当協会の実際の運用を示すものではありません。',
        "The content of this page is a sample. The names and frequency of meetings, the organisation and other details do not describe JAB's actual practice.",
      ),
      {
        kind: 'sections',
        tocHeading: { ja: 'このページの内容', en: 'On this page' },
        items: [
          {
            anchor: 'policy',
            heading: { ja: '方針と体制', en: 'Policy and organisation' },
            body: [
              {
                kind: 'paragraph',
                text: {
                  ja: '当協会のマネジメントシステムは、[基本方針](/about/basic/basic_policy)と[公平性の確保](/about/impartiality)に関する方針を土台としています。理事長がマネジメントシステムの最終的な責任を負い、品質管理の責任者（サンプル）が日々の運用を統括します。',
                  en: "JAB's management system rests on its [basic policy](/about/basic/basic_policy) and its policy on [impartiality](/about/impartiality). The president carries final responsibility for the management system, and a quality manager (sample) oversees its day-to-day operation.",
                },
              },
              {
                kind: 'list',
                items: [
                  { ja: '認定の判定は、審査を行った者とは別の者が行います。', en: 'Accreditation decisions are taken by people other than those who carried out the assessment.' },
                  {
                    ja: '公平性に影響するおそれのある関係は、職員と審査員の双方について毎年確認します（サンプル）。',
                    en: 'Relationships that could affect impartiality are reviewed every year for both staff and assessors (sample).',
                  },
                  {
                    ja: '認定の手順は、[文書・様式](/documents_forms/documents?q=S-RL02)で公開している規則に定めています。',
                    en: 'Accreditation procedures are laid down in rules published under [documents and forms](/documents_forms/documents?q=S-RL02).',
                  },
                ],
              },
            ],
          },
          {
            anchor: 'management-review',
            heading: { ja: 'マネジメントレビュー', en: 'Management review' },
            body: [
              {
                kind: 'paragraph',
                text: {
                  ja: '経営層は、年に1回（サンプル）マネジメントレビューを行い、マネジメントシステムが引き続き適切で、有効に機能しているかを確かめます。レビューの結果は、次年度の事業計画と改善の取組に反映します。',
                  en: "Once a year (sample), senior management carries out a management review to confirm that the management system remains suitable and effective. The results feed into the following year's business plan and improvement work.",
                },
              },
              {
                kind: 'list',
                items: [
                  { ja: '内部監査と外部からの相互評価の結果', en: 'The results of internal audits and external peer evaluation' },
                  { ja: '苦情・異議申立ての状況と対応の結果', en: 'Complaints and appeals, and how they were dealt with' },
                  { ja: '是正処置の実施状況と有効性', en: 'The progress and effectiveness of corrective actions' },
                  { ja: '公平性に関するリスクの評価', en: 'The assessment of risks to impartiality' },
                  { ja: '審査員の力量と資源の状況', en: 'Assessor competence and resources' },
                ],
              },
            ],
          },
          {
            anchor: 'internal-audit',
            heading: { ja: '内部監査', en: 'Internal audits' },
            body: [
              {
                kind: 'paragraph',
                text: {
                  ja: '当協会は、すべての部門とすべての認定プログラムを対象に、計画的に内部監査を行っています。監査員は、自らが担当する業務を監査しないよう選任し、監査の結果は部門の責任者と経営層に報告します。',
                  en: 'JAB carries out planned internal audits covering every department and every accreditation programme. Auditors are chosen so that no one audits their own work, and the results are reported to the heads of the departments concerned and to senior management.',
                },
              },
              {
                kind: 'paragraph',
                text: {
                  ja: '内部監査では、規則や手順が守られているかだけでなく、審査報告書の記載や認定の判定の記録などを抜き取りで確認し、業務の質も見ています（サンプル）。',
                  en: 'Internal audits look not only at whether rules and procedures are followed but also at the quality of the work, by sampling assessment reports and records of accreditation decisions (sample).',
                },
              },
            ],
          },
          {
            anchor: 'complaints',
            heading: { ja: '苦情・異議申立ての処理', en: 'Handling complaints and appeals' },
            body: [
              {
                kind: 'paragraph',
                text: {
                  ja: '当協会は、当協会自身に対する苦情と、当協会が認定した適合性評価機関に対する苦情の双方を受け付けています。また、認定の判定に不服がある場合には、異議申立てを行うことができます。手続の詳細は[苦情・異議申立て](/inquiry/complaint)のページと[S-RL05](/documents_forms/documents?q=S-RL05)をご覧ください。',
                  en: 'JAB accepts complaints both about JAB itself and about the conformity assessment bodies it has accredited. A body that disagrees with an accreditation decision can also lodge an appeal. For details, please see the [Complaints and appeals](/inquiry/complaint) page and the [S-RL05](/documents_forms/documents?q=S-RL05).',
                },
              },
              {
                kind: 'paragraph',
                text: {
                  ja: '苦情や異議申立ての検討には、その案件に関わっていない者が当たります。寄せられた内容は、原因を分析したうえで、必要に応じて是正処置につなげます。苦情は[苦情申立てフォーム](/complaint_application)からお送りいただけます。',
                  en: 'Complaints and appeals are considered by people who were not involved in the matter concerned. JAB analyses the cause of each and, where necessary, takes corrective action. Complaints can be sent using the [complaint form](/complaint_application).',
                },
              },
            ],
          },
          {
            anchor: 'improvement',
            heading: { ja: '是正処置と継続的改善', en: 'Corrective action and continual improvement' },
            body: [
              {
                kind: 'paragraph',
                text: {
                  ja: '内部監査、苦情、相互評価、日々の業務の中で見つかった不適合については、原因を分析し、再発を防ぐための是正処置を行います。是正処置の結果は、一定の期間をおいて有効性を確認します。',
                  en: 'For nonconformities found through internal audits, complaints, peer evaluation or day-to-day work, JAB analyses the cause and takes corrective action to prevent recurrence. The effectiveness of each corrective action is checked after a suitable interval.',
                },
              },
              {
                kind: 'paragraph',
                text: {
                  ja: 'また、適合性評価機関や審査員からのご意見、審査に関するアンケートの結果（サンプル）をもとに、審査の進め方や文書の分かりやすさの改善に取り組んでいます。',
                  en: 'JAB also works to improve how assessments are run and how clear its documents are, drawing on comments from conformity assessment bodies and assessors and on the results of surveys about assessments (sample).',
                },
              },
            ],
          },
          {
            anchor: 'peer-evaluation',
            heading: { ja: '国際的な相互評価', en: 'International peer evaluation' },
            body: [
              {
                kind: 'paragraph',
                text: {
                  ja: '[IAF](https://iaf.nu)、[ILAC](https://ilac.org)、[APAC](https://apac-accreditation.org)の相互承認に参加する認定機関は、他の認定機関から派遣された評価者による相互評価（ピア評価）を定期的に受け、ISO/IEC 17011などの要求事項を満たしていることを確認されます。当協会も相互評価を受け、その結果を踏まえて運営の改善を続けています。',
                  en: 'Accreditation bodies that take part in the mutual recognition arrangements of [IAF](https://iaf.nu), [ILAC](https://ilac.org) and [APAC](https://apac-accreditation.org) are regularly peer-evaluated by evaluators from other accreditation bodies, who confirm that they meet ISO/IEC 17011 and other requirements. JAB undergoes peer evaluation too, and keeps improving its operations in the light of the results.',
                },
              },
              {
                kind: 'paragraph',
                text: {
                  ja: '当協会の職員も評価者として他の認定機関の相互評価に加わり、そこで得た知見を自らの運営に生かしています。国際相互承認の詳細は[国際相互承認](/about/international_mra)のページをご覧ください。',
                  en: "JAB staff also serve as evaluators in the peer evaluation of other accreditation bodies, and bring what they learn back into JAB's own operations. For more on international mutual recognition, please see the [International mutual recognition](/about/international_mra) page.",
                },
              },
            ],
          },
          {
            anchor: 'documents',
            heading: { ja: '関連する文書', en: 'Related documents' },
            body: [
              {
                kind: 'paragraph',
                text: {
                  ja: 'マネジメントシステムに関わる当協会の方針と規則は、[公開文書](/about/public_doc)と[文書・様式](/documents_forms/documents?q=S-PL01)で公開しています。',
                  en: "JAB's policies and rules relating to its management system are published under [Public documents](/about/public_doc) and [documents and forms](/documents_forms/documents?q=S-PL01).",
                },
              },
            ],
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: '関連ページ', en: 'Related pages' },
        items: [
          { href: '/about', label: { ja: '協会について', en: 'About JAB' } },
          { href: '/about/impartiality', label: { ja: '公平性の確保', en: 'Impartiality' } },
          { href: '/about/basic/internal_control_system', label: { ja: '内部統制システム', en: 'Internal control system' } },
          { href: '/inquiry/complaint', label: { ja: '苦情・異議申立て', en: 'Complaints and appeals' } },
          { href: '/about/publicity', label: { ja: '広報', en: 'Publicity' } },
        ],
      },
    ],
  },
  {
    path: '/about/publicity/10th_contribution',
    title: { ja: '10周年記念寄稿集', en: '10th anniversary contributions' },
    summary: {
      ja: '当協会の創立10周年（2003年）にあたり、認定に関わる各分野の方々からお寄せいただいた寄稿をご紹介します。',
      en: "Contributions from people in many fields connected with accreditation, received for JAB's 10th anniversary in 2003.",
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は1993年11月1日に設立され、2003年に創立10周年を迎えました。これを記念して、認定に関わるさまざまな分野の方々から寄稿をお寄せいただきました。寄稿者の所属・役職は寄稿当時のものです。',
          en: "JAB was founded on 1 November 1993 and reached its 10th anniversary in 2003. To mark the occasion, people from many fields connected with accreditation sent us contributions. Contributors' affiliations and positions are as at the time of writing.",
        },
      },
      { kind: 'view', view: 'contributionList', anniversary: '10' },
      anniversaryLinks('/about/publicity/10th_contribution'),
    ],
  },
  {
    path: '/about/publicity/20th_contribution',
    title: { ja: '20周年記念寄稿集', en: '20th anniversary contributions' },
    summary: {
      ja: '当協会の創立20周年（2013年）にあたり、認定に関わる各分野の方々からお寄せいただいた20編の寄稿の一覧です。',
      en: "The list of twenty contributions from people in many fields connected with accreditation, received for JAB's 20th anniversary in 2013.",
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は2013年に創立20周年を迎えました。これを記念して、認定に関わるさまざまな分野の20名の方々から寄稿をお寄せいただきました。寄稿者の所属・役職は寄稿当時のものです。',
          en: "JAB reached its 20th anniversary in 2013. To mark the occasion, twenty people from many fields connected with accreditation sent us contributions. Contributors' affiliations and positions are as at the time of writing.",
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '題名を選ぶと、[寄稿全文](/about/publicity/20th_contribution/detail)のページの該当する寄稿に移動します。',
          en: 'Select a title to go to that contribution on the [full texts](/about/publicity/20th_contribution/detail) page.',
        },
      },
      { kind: 'view', view: 'contributionList', anniversary: '20', linkToDetail: true },
      {
        kind: 'links',
        items: [
          {
            href: '/about/publicity/20th_contribution/detail',
            label: { ja: '20周年記念寄稿集 寄稿全文', en: '20th anniversary contributions: full texts' },
            description: { ja: '20編の寄稿の全文を、目次とともに1ページで掲載しています。', en: 'All twenty contributions in full on one page, with a table of contents.' },
          },
        ],
      },
      anniversaryLinks('/about/publicity/20th_contribution'),
    ],
  },
  {
    path: '/about/publicity/20th_contribution/detail',
    title: { ja: '20周年記念寄稿集 寄稿全文', en: '20th anniversary contributions: full texts' },
    summary: {
      ja: '当協会の創立20周年（2013年）にお寄せいただいた20編の寄稿の全文を掲載しています。',
      en: "The full texts of the twenty contributions received for JAB's 20th anniversary in 2013.",
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '創立20周年（2013年）にお寄せいただいた20編の寄稿の全文です。目次から読みたい寄稿を選んでください。寄稿者の所属・役職は寄稿当時のものです。寄稿の一覧は[20周年記念寄稿集](/about/publicity/20th_contribution)のページをご覧ください。',
          en: "The full texts of the twenty contributions received for JAB\'s 20th anniversary in 2013. Choose a contribution from the table of contents. Contributors' affiliations and positions are as at the time of writing. For the list of contributions, please see the [20th anniversary contributions](/about/publicity/20th_contribution) page.",
        },
      },
      { kind: 'view', view: 'contributionTexts', anniversary: '20' },
      anniversaryLinks('/about/publicity/20th_contribution/detail'),
    ],
  },
  {
    path: '/about/publicity/25th_contribution',
    title: { ja: '25周年記念寄稿集', en: '25th anniversary contributions' },
    summary: {
      ja: '当協会の創立25周年（2018年）にあたり、認定に関わる各分野の方々からお寄せいただいた寄稿をご紹介します。',
      en: "Contributions from people in many fields connected with accreditation, received for JAB's 25th anniversary in 2018.",
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は2018年に創立25周年を迎えました。これを記念して、認定に関わるさまざまな分野の方々から寄稿をお寄せいただきました。寄稿者の所属・役職は寄稿当時のものです。',
          en: "JAB reached its 25th anniversary in 2018. To mark the occasion, people from many fields connected with accreditation sent us contributions. Contributors' affiliations and positions are as at the time of writing.",
        },
      },
      { kind: 'view', view: 'contributionList', anniversary: '25' },
      anniversaryLinks('/about/publicity/25th_contribution'),
    ],
  },
];
