import type { SeedPage } from './types';

/**
 * The sample web accessibility policy (ウェブアクセシビリティ方針), in the items the national
 * guideline asks a public body's policy to state: the policy, the standard and level it aims for,
 * the scope, the exceptions, the dates, how it is tested and how to report a barrier. The test
 * results are a page of their own, at /accessibility/results.
 */
export const accessibilityPages: SeedPage[] = [
  {
    path: '/accessibility',
    title: { ja: 'ウェブアクセシビリティ方針', en: 'Web accessibility policy' },
    summary: {
      ja: '当協会ウェブサイトのウェブアクセシビリティ方針です。目標とする規格と適合レベル、対象範囲、例外、試験の方法、利用しにくい点のご連絡先をご案内します。',
      en: 'The web accessibility policy of the JAB website: the standard and level it aims for, its scope and exceptions, how it is tested, and how to tell us about a barrier.',
    },
    body: [
      {
        kind: 'notice',
        text: {
          ja: 'このページの内容はサンプルです。当協会が実際に定めている方針ではありません。',
          en: 'The content of this page is a sample. It is not a policy actually adopted by JAB.',
        },
      },
      { kind: 'heading', text: { ja: '方針', en: 'Our policy' } },
      {
        kind: 'paragraph',
        text: {
          ja: '公益財団法人日本適合性認定協会（以下「当協会」）は、高齢の方や障害のある方を含め、どなたでもウェブサイトの情報を得て、検索やお問い合わせなどの機能をご利用いただけるよう、ウェブアクセシビリティの確保と向上に取り組みます。',
          en: 'The Japan Accreditation Board (JAB) works to make its website accessible, so that everyone, including older people and people with disabilities, can find the information on it and use its functions, such as the searches and the inquiry form.',
        },
      },
      { kind: 'heading', text: { ja: '目標とする規格と適合レベル', en: 'The standard and the level we aim for' } },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、日本産業規格JIS X 8341-3:2016「高齢者・障害者等配慮設計指針－情報通信における機器，ソフトウェア及びサービス－第3部：ウェブコンテンツ」の適合レベルAAに準拠することを目標とします。JIS X 8341-3:2016は、国際規格ISO/IEC 40500:2012（WCAG 2.0）と一致した規格です。',
          en: 'JAB aims to conform to conformance level AA of the Japanese Industrial Standard JIS X 8341-3:2016, "Guidelines for older persons and persons with disabilities — Information and communications equipment, software and services — Part 3: Web content". JIS X 8341-3:2016 is identical to the international standard ISO/IEC 40500:2012 (WCAG 2.0).',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '「準拠」は、総務省の「みんなの公共サイト運用ガイドライン」に沿った対応度の表記です。当協会は、試験を行い、その結果に基づいて準拠しているかどうかを表明します。',
          en: '"Conform" is used here in the sense of the national guideline on the accessibility of public websites, published by the Ministry of Internal Affairs and Communications. JAB tests the website and states, on the basis of the results, whether it conforms.',
        },
      },
      { kind: 'heading', text: { ja: '対象範囲', en: 'Scope' } },
      {
        kind: 'list',
        items: [
          {
            ja: '当協会ウェブサイト上の全ページ（このウェブサイトのドメインの下にあるページ）が対象です。',
            en: "Every page of the JAB website (every page under this website's domain) is in scope.",
          },
          {
            ja: '日本語版と英語版の両方が対象です。',
            en: 'Both the Japanese and the English pages are in scope.',
          },
          {
            ja: '当協会の職員が業務に使用する管理画面（/admin）は、対象外です。',
            en: 'The content management screens that JAB staff use for their work (/admin) are outside the scope.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '例外', en: 'Exceptions' } },
      {
        kind: 'list',
        items: [
          {
            ja: '2026年4月1日より前に掲載したPDF、Word及びExcelのファイルは、規格の基準を満たしていない場合があります。これらのファイルの内容を別の形式でご希望の場合は、[お問い合わせフォーム](/inquiry/form?category=accessibility)からお知らせください。テキストなど、ご利用いただける形式でご提供します。',
            en: 'PDF, Word and Excel files published before 1 April 2026 may not meet the standard. If you need the content of one of these files in another form, please let us know through the [inquiry form](/inquiry/form?category=accessibility), and we will provide it in a form you can use, such as plain text.',
          },
          {
            ja: '地図には、所在地と道順を文章で併記しています。[所在地・アクセス](/about/access)をご覧ください。',
            en: 'Maps are accompanied by a written description of the address and the route. See [Location and access](/about/access).',
          },
        ],
      },
      { kind: 'heading', text: { ja: '策定日と試験結果', en: 'Dates and test results' } },
      {
        kind: 'list',
        items: [
          {
            ja: '策定日：2026年11月22日',
            en: 'Policy adopted: 22 November 2026',
          },
          {
            ja: '最新の試験日と試験の結果は、[試験結果](/accessibility/results)に掲載しています。',
            en: 'The date of the latest test and its results are shown on the [test results](/accessibility/results) page.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '試験の方法', en: 'How we test' } },
      {
        kind: 'list',
        items: [
          {
            ja: '試験は、ウェブサイト上の全ページを対象に、日本語版と英語版の両方で行います。',
            en: 'Every page of the website is tested, in both Japanese and English.',
          },
          {
            ja: '自動試験：試験のたびに、全ページをaxe（WCAG 2.0、2.1及び2.2の適合レベルA及びAAの規則）とNu HTML Checkerで検査します。',
            en: 'Automated tests: on every test run, every page is checked with axe (its rules for WCAG 2.0, 2.1 and 2.2 levels A and AA) and with the Nu HTML Checker.',
          },
          {
            ja: '人による確認：機械では判断できない達成基準は、ページのひな形（テンプレート）ごとに担当者が確認します。',
            en: 'Checks by people: the success criteria a machine cannot judge are checked by a person on each page template.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '利用しにくい点のご連絡', en: 'Telling us about a barrier' } },
      {
        kind: 'paragraph',
        text: {
          ja: 'ウェブサイトに利用しにくい点がありましたら、[お問い合わせフォーム](/inquiry/form?category=accessibility)でお知らせください。「お問い合わせの種別」では「ウェブアクセシビリティ」をお選びください。ウェブサイトを運営する部署からご回答します。',
          en: 'If you find something on the website hard to use, please tell us through the [inquiry form](/inquiry/form?category=accessibility), choosing "Web accessibility" as the type of inquiry. The department that runs the website will reply.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'ページのアドレス（URL）と、お困りの内容、お使いの機器やブラウザ、支援技術（スクリーンリーダーなど）をお知らせいただくと、確認を速やかに進めることができます。',
          en: 'It helps us to look into it quickly if you tell us the address (URL) of the page, what the difficulty is, and the device, browser and any assistive technology (such as a screen reader) you use.',
        },
      },
    ],
  },
];
