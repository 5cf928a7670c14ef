import type { ManualCheck } from '../model';

/**
 * The checks a person made on the page templates of the site, for the criteria a machine cannot
 * judge (or judges only in part). Each says what was checked, how, on which addresses, and what was
 * seen. Made against a production build, in Debian's Chromium 156 driven by Playwright; the
 * screenshots they rest on were kept by the tester.
 */

const CHECKED_ON = '2026-11-23';

/**
 * The page templates, by their address without the language prefix (the results page links each in
 * the reader's language). Unless a check says otherwise it was made on the Japanese (`/…`) and the
 * English (`/en/…`) page of each.
 */
const templates = [
  '/',
  '/about/basic',
  '/about/roster',
  '/service/laboratory',
  '/news',
  '/news/2026-11-year-end-closure',
  '/documents_forms/documents',
  '/certification_institutions?q=%E6%A0%A1%E6%AD%A3',
  '/certification_institutions/CL0004',
  '/ms_certifications/list?q=%E9%87%91%E5%B1%9E',
  '/compatible_organizations/906',
  '/cert_reports?type=1',
  '/ms_certifications/counts',
  '/search?q=%E8%AA%8D%E5%AE%9A',
  '/inquiry/form',
  '/complaint_application',
  '/no-such-page',
  '/about/access',
];

export const manualChecks: ManualCheck[] = [
  {
    criteria: ['2.1.1', '2.1.2', '2.4.3'],
    what: {
      ja: 'キーボードだけで各ページを先頭から最後まで操作でき、Tab キーでフォーカスが移る順序が見た目と読む順に沿っていること、どこにもフォーカスが閉じ込められないこと。',
      en: 'Each page can be worked through from top to bottom with the keyboard alone; the Tab order follows the visual and reading order, and nothing traps the focus.',
    },
    how: {
      ja: 'Debian の Chromium 156 を Playwright で操作し、幅1280×高さ900の画面で各テンプレートを日本語と英語で開きました。Tab キーを押すたびにフォーカスのある要素（種類・名前・画面上の位置）を記録し、最初の25か所を画面上の位置と照らし合わせました。続けてページの外へフォーカスが抜けるまで Tab を押し、同じ要素に2度止まらないこと、Shift+Tab で逆順に先頭まで戻れることを確かめました。',
      en: "In Debian's Chromium 156, driven by Playwright at 1280x900, I opened each template in Japanese and in English and pressed Tab, recording at each press the focused element (kind, name, position on screen). I compared the first 25 stops with where they sit on the page, then kept pressing Tab until the focus left the page, checking that no element was reached twice, and came back to the start with Shift+Tab in reverse order.",
    },
    pages: templates,
    outcome: 'conforms',
    notes: {
      ja: [
        '問題は見つかりませんでした。36ページすべてで Tab でページの外まで進め、Shift+Tab で先頭まで戻れました。フォーカスの止まる数は、トップ48、基本情報24、役員名簿21、試験所・校正機関の認定36、お知らせ一覧46、お知らせ記事20、文書102、機関検索52、機関の詳細20、認証組織検索106、組織の詳細19、認定に関する報告40、認証件数18、サイト内検索37、お問い合わせ28、苦情申立て32、404 18、所在地・アクセス24です（英語版はフッターに「リンク集」がないため1つ少なくなります）。',
        '全ページ共通の順序：1「本文へ移動」、2 サイト名（ホームへのリンク）、3「サイト内検索」、4 言語切替（英語へ）、5〜7 メニューの「認定サービス」「検索・情報」「協会について・お問い合わせ」、続いてパンくずリスト、本文、フッター（このサイトについて、法的事項、利用規約、個人情報保護方針、リンク集、サイト内検索、電話番号、所在地・アクセス）。',
        '本文の順序（8番目以降）：トップは「このページのリンクをコピー」、導入文中の2つのリンク、お知らせ5件、「お知らせの一覧へ」、パブリックコメント3件と一覧へ、文書改訂3件と一覧へ、採用情報。基本情報はパンくず2つ、リンクをコピー、下位ページのカード6枚。役員名簿はパンくず2つ、リンクをコピー、選択中のタブ「評議員」（ほかのタブへは矢印キー）、タブパネル、本文中の「定款」。試験所・校正機関の認定はパンくず2つ、リンクをコピー、関連文書・様式5件、機関検索へのリンク2件、国際相互承認、本文中の検索リンク、技能試験2件、関連ページ4件。お知らせ一覧はパンくず、年、分類、「この条件で表示」、「条件をクリアする」、記事の見出し、ページ送り。お知らせ記事はパンくず2つ、関連リンク2件、「一覧に戻る」。',
        '文書はパンくず2つ、タブ「文書」、タブパネル、キーワード、認定の種類、区分、「この条件で表示」、「条件をクリアする」、横にスクロールできる表の領域、各行の PDF と改訂履歴のリンク（行の順）。機関検索はパンくず、認定の種類、機関名（同じ行の右側）、都道府県、キーワード、「認定が終了した機関…も含める」、検索、クリア、「現在認定中の機関の一覧」、CSV・認定範囲のCSV・JSON、結果の機関名、ページ送り。機関の詳細はパンくず2つ、ウェブサイト、「認定が有効か確認する」、「検索結果に戻る」。認証組織検索はパンくず、規格別のリンク9件、「認証件数の一覧」、キーワード、登録範囲のチェックボックス（画面の行の順）、「さらに絞り込む」、期限切れも含める、表示件数、検索、クリア、ダウンロード、並べ替え、結果、ページ送り。組織の詳細はパンくず、認証ごとの認証機関2件、「認証組織の検索に戻る」。',
        '認定に関する報告はパンくず、報告の種類3件、Atom フィード、表の機関名。認証件数はパンくず、表のスクロール領域、「認証組織の検索」。サイト内検索はパンくず、検索語、検索ボタン、結果10件、ページ送り。お問い合わせはパンくず2つ、入力欄8つ（画面の順）、個人情報保護方針、同意のチェックボックス、「入力内容を確認する」。苦情申立てはパンくず、入力欄8つ、ラジオボタンのグループ（1か所に止まり、グループ内は矢印キーで選択）、内容、グループ、回答の内容、グループ、方針、同意、確認ボタン。404 はパンくず、「トップページへ」、「サイト内検索へ」。所在地・アクセスはパンくず2つ、リンクをコピー、電話番号、地図サービス（外部サイト）、本文中のリンク2件、関連ページ2件。',
        'どのページでも順序は画面の上から下、同じ行では左から右で、見た目と読む順に一致していました。Tab で移動しただけでページが切り替わったり、アドレスが変わったりすることはありませんでした。',
      ].join(''),
      en: [
        'No problem found. On all 36 pages Tab went through to the end of the page and Shift+Tab back to the start. Focus stops per page: home 48, basic information 24, roster 21, laboratory scheme 36, news list 46, news item 20, documents 102, accredited-body search 52, body detail 20, certified-organisation search 106, organisation detail 19, decision reports 40, counts 18, site search 37, inquiry 28, complaint 32, 404 18, access 24 (one fewer in English, whose footer has no Links page). ',
        'Common order on every page: 1 "Skip to main content", 2 the site name (home link), 3 "Site search", 4 the language switch, 5 to 7 the menu disclosures (Accreditation services, Search and information, About us and contact), then the breadcrumb, the main content and the footer (About this site, Legal matters, Terms of use, Privacy policy, Links (on Japanese pages only), Site search, telephone, Location and access). ',
        'Main content from stop 8: home: copy-link button, the two links in the introduction, five news items, "All News", three public comments and their list, three document revisions and their list, recruitment. Basic information: two breadcrumb links, copy link, six subpage cards. Roster: breadcrumb, copy link, the selected tab "Councillors" (the other tabs by arrow keys), the tab panel, "Articles of Incorporation" in the text. Laboratory scheme: breadcrumb, copy link, five related documents and forms, two search links, international recognition, a search link in the text, two proficiency-testing links, four related pages. News list: breadcrumb, year, category, "Show", "Clear conditions", the headlines, pagination. News item: breadcrumb, two related links, "Back to the list". ',
        'Documents: breadcrumb, the "Documents" tab, its panel, keyword, scheme, group, "Show", "Clear conditions", the scrollable table region, then each row\'s PDF and revision-history links in row order. Accredited-body search: breadcrumb, scheme, name (to its right), prefecture, keyword, the include-ended checkbox, search, clear, "All currently accredited bodies", CSV / scopes CSV / JSON, the body names in the results, pagination. Body detail: breadcrumb, website, "Check that the accreditation is valid", "Back to the search". Certified-organisation search: breadcrumb, nine links by standard, "Certification counts", keyword, the scope checkboxes row by row as shown, "Narrow Search", include expired, results per page, search, clear, downloads, sort links, results, pagination. Organisation detail: breadcrumb, the certification body of each certificate, "Back to the search". ',
        'Decision reports: breadcrumb, three report kinds, the Atom feed, the body names in the table. Counts: breadcrumb, the table\'s scroll region, "Search certified organisations". Site search: breadcrumb, search box, button, ten results, pagination. Inquiry: two breadcrumb links, eight fields in screen order, the privacy policy link, the consent checkbox, "Review your entries". Complaint: breadcrumb, eight text fields, a radio group (one stop; arrow keys choose within it), details, a group, the body\'s answer, a group, the policy link, consent, the review button. 404: breadcrumb, "Go to the home page", "Search this site". Access: two breadcrumb links, copy link, telephone, the map service (external), two links in the text, two related pages. ',
        'On every page the order ran top to bottom and, within a row, left to right, matching the layout and the reading order. Moving the focus never loaded another page or changed the address.',
      ].join(''),
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['2.4.1', '2.1.1'],
    what: {
      ja: 'スキップリンクで本文へ移動できること。メガメニュー、スマートフォン表示のメニュー、タブ、開閉できる項目、横スクロールする表、ラジオボタン、リンクのコピーがキーボードで使えること。',
      en: 'The skip link moves to the main content; the mega-menu, the phone menu, tabs, disclosures, sideways-scrolling tables, radio buttons and the copy-link button all work from the keyboard.',
    },
    how: {
      ja: '36ページそれぞれで最初の Tab、Enter を押し、フォーカスの位置と次の Tab の行き先を確かめました。メガメニューは /about/basic とトップページ（日本語）で Enter・Space・Tab・Escape で、スマートフォン表示（幅375）のメニューはトップページで同じキーで操作しました。役員名簿と文書・様式のタブは矢印キー・Home・End、ラジオボタンは矢印キー、「さらに絞り込む」は Enter で操作しました。表の横スクロールは幅320と640で、領域またはその中のリンクにフォーカスして矢印キーを押し、scrollLeft の変化を見ました。画面はスクリーンショットで確認しました。',
      en: 'On each of the 36 pages I pressed Tab once and then Enter, and checked where the focus went and where the next Tab went. I worked the mega-menu with Enter, Space, Tab and Escape on the Japanese /about/basic and home page, and the phone menu (375 wide) with the same keys on the home page; the roster and documents tabs with the arrow keys, Home and End; radio buttons with the arrow keys; "Narrow Search" with Enter. For sideways-scrolling tables, at 320 and 640 wide, I focused the region or a link inside it, pressed the arrow keys and watched scrollLeft change. I looked at screenshots of each state.',
    },
    pages: templates,
    outcome: 'conforms',
    notes: {
      ja: 'スキップリンク「本文へ移動」は全ページで最初のフォーカス先で、フォーカスすると左上に表示されます。Enter で main 要素（tabindex="-1"）にフォーカスが移り、次の Tab は本文の最初の要素でした。メガメニュー：見出しボタン（summary、開閉状態が expanded として伝わります）を Enter か Space で開閉でき、開いた列のリンクへ Tab で進めます。Escape で列が閉じ、フォーカスは見出しボタンに戻ります。別の列を開くと前の列は閉じます。スマートフォン表示：Tab の5番目が「メニュー」で、Enter で開き、Tab で各列、Enter で列が開き、Escape の1回目で列、2回目でメニュー全体が閉じて「メニュー」にフォーカスが戻りました。メニューは本文を押し下げて表示され、本文を覆いません。タブは矢印キー・Home・End で切り替わり、アドレスも変わり、Tab でパネルへ進みます。ラジオボタンは矢印キーで選べます。「このページのリンクをコピー」は Enter でアドレスがコピーされました。文書と認証件数の表は tabindex="0" の名前付き領域で、矢印キーで横にスクロールできます。機関検索の結果、認定に関する報告、機関の詳細の認定範囲の表を囲む横スクロール領域には tabindex・role・名前がありませんが、Chromium 156 では、リンクを含む表は中のリンクから矢印キーで、リンクのない認定範囲の表は領域そのものに Tab で止まって、横にスクロールできました。ほかのブラウザでは確かめていないため、ほかの表と同じく名前付きの領域にしておくと確実です。',
      en: 'The skip link "Skip to main content" is the first focus stop on every page and shows at the top left when focused. Enter moves the focus to the main element (tabindex="-1"), and the next Tab reaches the first item of the content. Mega-menu: the column buttons (summary elements, exposed with their expanded state) open and close with Enter or Space, Tab moves into the open column\'s links, Escape closes the column and returns the focus to its button, and opening another column closes the first. Phone layout: the fifth Tab stop is "Menu"; Enter opens it, Tab reaches each column, Enter opens a column, the first Escape closes the column and the second closes the whole menu with the focus back on "Menu". The menu pushes the content down rather than covering it. Tabs switch with the arrow keys, Home and End (the address follows), and Tab moves into the panel. Radio buttons are chosen with the arrow keys. "Copy the link to this page" copied the address on Enter. The documents and counts tables sit in named regions with tabindex="0" that scroll sideways with the arrow keys. The scroll containers around the accredited-body results, the decision reports and a body\'s scope table have no tabindex, role or name; in Chromium 156 they still scrolled, from a link inside with the arrow keys, or, for the scope table, which has no links, by tabbing to the container itself. I did not try other browsers; giving these containers the same named, focusable region as the other tables would make sure.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['2.4.7'],
    what: {
      ja: 'キーボードでフォーカスしている場所が常に見えること。',
      en: 'The keyboard focus is always visible.',
    },
    how: {
      ja: 'Tab で進めながら各ページの要素にフォーカスし、種類ごとにスクリーンショットを撮って目で確かめました（スキップリンク、パンくず、本文中のリンク、リンクのコピー、メニューの見出しと中のリンク、選択欄、検索欄、チェックボックス、ラジオボタン、テキストエリア、送信ボタン、表の中のリンク、ページ送り、タブ、タブパネル、スクロール領域、フッターのリンク）。フォーカスのある要素の中心に別の要素が重なっていないかを、document.elementFromPoint でも調べました。',
      en: 'Tabbing through the pages, I took a screenshot of each kind of focused element and looked at it: skip link, breadcrumb, links in text, copy-link button, menu buttons and menu links, selects, search box, checkbox, radio button, textarea, submit button, links in tables, pagination, tabs, tab panel, scroll region, footer links. I also checked with document.elementFromPoint whether anything covered the centre of the focused element.',
    },
    pages: ['/', '/about/basic', '/about/roster', '/news', '/certification_institutions?q=%E6%A0%A1%E6%AD%A3', '/ms_certifications/counts', '/inquiry/form', '/complaint_application'],
    outcome: 'conforms',
    notes: {
      ja: '修正と再確認（2026-11-23）：メガメニューの列は、キーボードのフォーカスが列の外へ出ると閉じるようにしました。/about/basic で列を開いて Tab で最後まで進み、列が閉じてフォーカスが次の見出しに見えることを確かめました。以下は修正前の所見です。' +
        'フォーカス表示は黒の4px の枠と黄色の縁取りで、上記のどの要素でも、紺色のフッターの上でもはっきり見えました（タブパネルは青の3px の枠）。問題：メガメニューの列を開いたまま Tab で列の最後のリンクより先へ進むと、列は開いたままで、そのパネル（高さ約420px）がパンくずリストと本文の上部を覆います。フォーカスはパネルの下に隠れた要素へ移るため、どこにあるか見えなくなります。例：/about/basic で「協会について・お問い合わせ」を開いて最後まで進むと、「ホーム」「協会について」「このページのリンクをコピー」の3か所、トップページでは「このページのリンクをコピー」、導入文の2つのリンク、最初のお知らせの4か所、/inquiry/form ではパンくずの2か所、/en/news ではパンくずのホームへのリンクが隠れました。Escape かページのほかの場所のクリックで閉じますが、フォーカスがメニューの外へ出たときにも列を閉じる必要があります。',
      en: 'Fixed and re-checked (2026-11-23): a mega-menu column now closes when the keyboard focus leaves it. On /about/basic, opening a column and tabbing past its end closes it, and the focus is visible on the next menu heading. The findings before the fix follow. ' +
        'The focus indicator, a 4px black outline with a yellow edge, was clearly visible on every kind of element listed, including on the dark blue footer (the tab panel has a 3px blue outline). The problem: when a mega-menu column is open and Tab moves past its last link, the column stays open and its panel (about 420px tall) covers the breadcrumb and the top of the content, while the focus moves on to the elements hidden beneath it, so it cannot be seen. For example, after opening "About us and contact" on /about/basic and tabbing through, "Home", the "About" breadcrumb link and "Copy the link to this page" were hidden; on the home page the copy-link button, the two links of the introduction and the first news item (four stops); on /inquiry/form the two breadcrumb links; on /en/news "Home". Escape or a click elsewhere closes the column, but it also needs to close when the focus leaves the menu.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['1.4.4'],
    what: {
      ja: '文字を200%に拡大しても、文字が切れたり重なったりせず、内容と機能が失われないこと（ブラウザーのズーム200%と、文字サイズだけの200%の両方）。',
      en: 'Text enlarged to 200% is not cut off or overlapping, and nothing is lost, both with the browser zoomed to 200% and with only the text size at 200%.',
    },
    how: {
      ja: 'ズーム200%は、幅1280×高さ900のウィンドウを200%にしたときと同じ、幅640×高さ450の表示で再現しました。文字サイズだけの200%は、サイトの文字サイズが rem で指定されているため、幅1280で html に font-size:200% を加えて再現し、本文が16pxから32pxに、ヘッダーのサイト名が18pxから36pxになることを測って確かめました。36ページそれぞれで、ページの横幅が画面を超えないか、画面の外へはみ出す要素、overflow で文字が切れている要素がないかを調べ、ページ全体のスクリーンショットを目で確かめました。文字200%ではメガメニューの3つの列も開いて確かめました。',
      en: 'I reproduced 200% zoom with a 640x450 viewport, which is what a 1280x900 window at 200% gives. For text-only 200%, since the site sizes text in rem, I added font-size:200% to the html element at 1280 wide and measured that body text went from 16 to 32px and the site name in the header from 18 to 36px. On each of the 36 pages I checked whether the page was wider than the window, whether any element ran off screen or had its text clipped by overflow, and looked at full-page screenshots. At 200% text I also opened each of the three mega-menu columns.',
    },
    pages: templates,
    outcome: 'conforms',
    notes: {
      ja: 'どちらの方法でも、横にスクロールするページ、切れた文字、重なった文字はありませんでした。ズーム200%（幅640）ではヘッダーがスマートフォン表示の「メニュー」に切り替わり、文字200%ではメガメニューのパネルも画面の幅に収まりました。画面より広い表は、表ごとの横スクロール領域の中にあります。気づいた点（不適合とはしていません）：認定に関する報告の表（11列）は幅640で640pxに押し縮められ、見出しや値が1〜2文字ごとに折り返されます（「2015-01-14」が5行、認定番号が1文字ずつ。英語版では見出しの単語も途中で切れます）。英語版の役員名簿の役職名も同様に単語の途中で切れます。内容は失われていませんが読みにくいため、日付や番号を折り返さない指定と、表の最小幅を広げることをお勧めします。',
      en: 'With both methods no page scrolled sideways and no text was cut off or overlapped. At 200% zoom (640 wide) the header switches to the phone layout with its "Menu" button; at 200% text the mega-menu panels still fit the window. Tables wider than the window are in their own sideways-scrolling regions. Noted, not counted as a failure: the decision-report table (11 columns) is squeezed into 640px at that width, so headers and values wrap every one or two characters (a date such as 2015-01-14 over five lines, accreditation numbers one character a line; English words break mid-word, "Ac/cr/ed/ita/tion"), as does "Cou/ncill/or" in the English roster. Nothing is lost, but it is hard to read; not wrapping dates and numbers and a wider minimum width for the table would help.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['1.4.4'],
    what: {
      ja: '幅320 CSS ピクセル（1280の400%相当）でも、ページが横にスクロールせず（データの表は表ごとのスクロール領域の中で可）、文字が切れたり重なったりしないこと（WCAG 2.1 の1.4.10 リフローに当たる確認を、1.4.4 の補足として行いました）。',
      en: 'At 320 CSS pixels wide (1280 at 400%) pages do not scroll sideways, except data tables inside their own scroll regions, and no text is cut off or overlaps. This is the reflow check of WCAG 2.1 (1.4.10), made here as an extra check under 1.4.4.',
    },
    how: {
      ja: '幅320×高さ640の表示で36ページを開き、ページの横幅（scrollWidth）、画面の外へはみ出す要素、横にスクロールする領域とその role・名前・tabindex を調べ、ページ全体のスクリーンショットを縦に分けて目で確かめました。気になった箇所は要素の幅を測り、拡大して見ました。',
      en: 'I opened the 36 pages at 320x640 and checked the page width (scrollWidth), elements running off screen, and the regions that scroll sideways with their role, name and tabindex, and looked at full-page screenshots cut into strips. Where something looked wrong I measured the elements and looked at an enlarged view.',
    },
    pages: templates,
    outcome: 'conforms',
    notes: {
      ja: 'どのページも幅320に収まり（scrollWidth は320）、ページ自体は横にスクロールしません。横にスクロールするのは表だけです：文書（5つ）と認証件数の表は名前付きの領域、認証組織検索の結果は role="region" の領域、機関検索の結果・認定に関する報告・機関の認定範囲の表は名前のないスクロール領域の中です。ヘッダーは4段に折り返し、メニューは「メニュー」ボタンにまとまり、検索条件とフォームは1列になります。気づいた点（不適合とはしていません）：認証組織検索の登録範囲のチェックボックスの並びが、幅320で枠（fieldset）より最大2px広く、ラベルの文字が右の枠線に触れています（日本語で2つ、英語で3つ）。役員名簿、認定基準、認定に関する報告の表は列が狭く、文字が1文字ずつ折り返されます（英語版では氏名なども単語の途中で切れます）。英語の苦情申立てフォームでは、ラベルが2行になるラジオボタン（「当協会が認定した適合性評価機関」に当たる選択肢）が幅24pxから16pxに縮みます。',
      en: 'Every page fits 320 wide (scrollWidth 320); no page scrolls sideways, only tables do: the documents tables (five) and the counts table in named regions, the certified-organisation results in a role="region" container, and the accredited-body results, the decision reports and a body\'s scope table in scroll containers without a name. The header wraps into four rows, the menu folds into its "Menu" button, and filters and forms become one column. Noted, not counted as failures: the grid of scope checkboxes on the certified-organisation search is up to 2px wider than its fieldset at 320, so label text touches the right border (two labels in Japanese, three in English); the roster, scheme-criteria and decision-report tables wrap text one character at a time (English words break mid-word, "Kaz/uko"); on the English complaint form the radio button whose label wraps (A conformity assessment body accredited by JAB) shrinks from 24 to 16px wide.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['2.4.4'],
    what: {
      ja: 'リンクの目的が、リンクの文言だけで、またはそのリンクのある文・リスト項目・表のセルと合わせて分かること。「こちら」「詳細」「more」のような曖昧な文言や、同じ文言で行き先の違うリンクがないこと。',
      en: 'The purpose of each link can be told from its text alone or with its sentence, list item or table cell; there are no vague texts such as "here" or "more", and no same text leading to different places.',
    },
    how: {
      ja: '36ページのすべてのリンクについて、アクセシブルな名前（aria-label、非表示テキスト、画像の alt を含む）と行き先を一覧にし、曖昧な語や短すぎる文言を探し、同じ文言で行き先の異なるリンクを洗い出しました。見つかったものは、前後の文・行・リスト項目を見て判断しました。',
      en: 'For every link on the 36 pages I listed its accessible name (with aria-label, hidden text and image alt) and its target, looked for vague or very short texts, and found every text used for more than one target. I judged what I found with the sentence, row or list item around it.',
    },
    pages: templates,
    outcome: 'conforms',
    notes: {
      ja: [
        '本文に「こちら」「詳細」「more」のような曖昧なリンクはありませんでした。お知らせ・パブリックコメント・文書改訂・検索結果は見出しそのものがリンクで、一覧へのリンクは「お知らせの一覧へ」のように行き先を示します。文書の PDF は「PDF 20 KB」に文書名が非表示テキストで加わり、ページ送りの数字には「2ページ目へ移動」「1ページ目（表示中）」の名前があります。外部サイトと新しいタブで開くリンクは文言でそう示されています。',
        '同じ文言で行き先が違うもの：(1) 認証組織検索で「あけぼの工業株式会社（サンプル）」が5件など、同名の別の組織が並びます。行の事業所名・認証機関・登録番号で見分けられますが、リンクの文言だけでは区別できません。リンクの名前に事業所名か登録番号を加えると確実です。(2) /en/news で日本語だけのお知らせ3件のリンクが、どれも「日本語だけで掲載したお知らせ」という意味の同じ英文で、同じリスト項目の日付と分類でしか区別できませんでした。2026年11月28日から、それぞれ日本語の題名を lang="ja" を付けて示し、職員が書いた英語の概要があれば添えています。(3) /service/laboratory の「認定適合性評価機関の検索」はメニューでは検索ページへ、本文では試験所に絞った検索へ向かいますが、本文の文脈で分かります。(4) 文書の「条件をクリアする」は非表示のタブパネルにもう1つあるだけで、支援技術には1つしか見えません。',
        '疑問点：機関の詳細の「検索結果に戻る」は、直前の検索結果ではなく条件のない検索ページ（全273件）へ戻ります（英語版の文言は「検索に戻る」という意味で、実際と合っています）。ページ送りの「次の3ページ」「前の3ページ」は3ページ先・前の1ページへ移るリンクで、「次の3ページ分」とも読めます。',
      ].join(''),
      en: [
        'No vague links such as "here" or "more" in the content. News, public comments, document revisions and search results link their own titles; the list links name their list ("All News"). Each document PDF link is "PDF 20 KB" plus the document title in hidden text; pagination numbers are named "Go to page 2", "Page 1, current page". Links to external sites or opening a new tab say so in their text. ',
        'Same text, different targets: (1) in the certified-organisation results different organisations share a name, e.g. five links "Akebono Industries Corporation (sample)"; the row (office, certification body, number) tells them apart, the link text alone does not, and adding the office or the registration number to the link\'s name would. (2) On /en/news three Japanese-only notices were all "A notice published in Japanese only", told apart only by the date and category in the same list item; since 28 November 2026 each shows its own Japanese title, marked lang="ja", with staff\'s English summary where there is one. (3) On the Japanese /service/laboratory the same text, meaning "search accredited bodies", leads to the search page from the menu and to the search filtered to laboratories from the text; the sentence makes that clear. (4) The documents page has a second "Clear conditions" in the hidden tab panel only, which assistive technology does not see. ',
        'Doubtful: on a body\'s page the Japanese back link, which says "back to the search results", leads to the search without conditions (all 273 bodies), not to the results the visitor came from; the English "Back to the search" matches what it does. The pagination links "Next 3 pages" and "Previous 3 pages" go to the single page three ahead or back, and can be read as a range of three pages.',
      ].join(''),
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['1.1.1'],
    what: {
      ja: '画像に内容にふさわしい代替テキストがあり（飾りの画像は空の alt）、地図には住所と道順のテキストがあること。',
      en: 'Images have fitting alternative text (empty for decoration), and the map has a text alternative giving the address and the route.',
    },
    how: {
      ja: '36ページの img、svg、role="img"、iframe、object、canvas、input type="image"、CSS の背景画像・マスク画像・疑似要素の content を一覧にし、それぞれの alt・aria 属性と周りの文を確かめました。地図は画像を開いて、描かれている内容と alt、ページ本文の道順を読み比べました。',
      en: 'On the 36 pages I listed every img, svg, role="img", iframe, object, canvas and input type="image", and CSS background and mask images and pseudo-element content, and checked their alt and ARIA attributes and the text around them. For the map I opened the image and compared what it shows with its alt and with the route in the page text.',
    },
    pages: templates,
    outcome: 'conforms',
    notes: {
      ja: '画像は /about/access の地図（SVG を img で表示）1つだけでした。alt は「所在地の地図（サンプル）。見本町駅のA1出口から南東へ進み、最初の角の先にあるサンプルビルの5階です。」で、英語版も同じ内容の英文です。ページ本文にも住所・電話・最寄り駅・道順の見出しと文章、外部の地図サービスへのリンクがあり、地図を見なくても行き方が分かります。検索・地球・コピー・メニュー・開閉の印はどれも CSS の図形か aria-hidden の文字で、リンクやボタンには文字の名前があります（通知の閉じるボタンは「通知を閉じる」）。ロゴの「JAB」は aria-hidden の文字で、リンクの名前はサイト名です。情報を持つ背景画像はありませんでした。',
      en: 'The only image is the map on /about/access (an SVG shown with img). Its alt reads "Map of the location (sample). From exit A1 of Mihon-cho Station, walk south-east past the first corner to the Sample Building; JAB is on the 5th floor." and the Japanese page has the same in Japanese. The page text also gives the address, telephone, nearest stations and the route under their own headings, with a link to an external map service, so the way there is clear without the map. The search, globe, copy, menu and disclosure marks are CSS shapes or aria-hidden characters, and their links and buttons have text names (the notification\'s close button is "Close notification"). The "JAB" mark is aria-hidden text inside a link named by the site name. No background image carries information.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['1.4.5'],
    what: {
      ja: '文字を画像で表示していないこと。',
      en: 'Text is not shown as an image.',
    },
    how: {
      ja: '上の画像の一覧と、36ページのスクリーンショットを見比べ、画像になっている文字がないか確かめました。地図の画像は中身（SVG）も読みました。',
      en: 'I compared the list of images above with screenshots of the 36 pages, looking for any text that is an image, and read the source of the map (SVG).',
    },
    pages: templates,
    outcome: 'conforms',
    notes: {
      ja: 'ロゴ、見出し、バッジ、ボタンはどれも文字で、画像の文字はありませんでした。地図の画像には駅の出口（A1）やビルの名前と階を示す英語のラベルがありますが、地図という図の一部で、同じ内容は alt と本文にもあります（日本語のページでもラベルは英語です）。',
      en: 'The logo, headings, badges and buttons are all text; there is no text in images. The map has labels such as "Station exit A1" and "Sample Bldg 5F", which are part of a picture (a map) and are repeated in its alt and in the page text (they are in English on the Japanese page too).',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['3.1.1'],
    what: {
      ja: 'ページの主な言語が html 要素の lang で正しく示されていること。',
      en: "The page's main language is given correctly by the lang of the html element.",
    },
    how: {
      ja: '36ページと、フォームの確認画面、404 ページの html の lang を読み、ページの言語と比べました。',
      en: 'I read the lang of the html element on the 36 pages, the form confirmation pages and the 404 page, and compared it with the language of the page.',
    },
    pages: [...templates, '/inquiry/form/confirm'],
    outcome: 'conforms',
    notes: {
      ja: '日本語のページはすべて lang="ja"、英語のページはすべて lang="en" で、存在しないアドレスの 404 ページも言語に合っていました。',
      en: 'All Japanese pages have lang="ja" and all English pages lang="en", including the 404 page for an address that does not exist.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['3.1.2'],
    what: {
      ja: 'ページの言語と違う言語の語句（日本語ページの英語、英語ページの日本語）が lang で示されていること。',
      en: 'Words and phrases in the other language (English on Japanese pages, Japanese on English pages) are marked with lang.',
    },
    how: {
      ja: '36ページのすべての文字（aria-label、placeholder、alt、title を含む）を調べ、日本語ページでは英単語が2語以上続くもの、英語ページでは仮名・漢字を含むもので、外側に合う lang のないものを一覧にしました。lang の付いた要素も一覧にし、中身の言語と合っているかを見ました。',
      en: 'I went through all the text on the 36 pages, with aria-label, placeholder, alt and title, listing English runs of two or more words on Japanese pages and any kana or kanji on English pages that had no matching lang around them; I also listed every element with a lang and checked that its content is in that language.',
    },
    pages: templates,
    outcome: 'conforms',
    notes: {
      ja: '修正と再確認（2026-11-23）：(1) 言語切替の見出しの日本語と英語にそれぞれ lang を付けました。(2) 説明の dl 全体ではなく、日本語の値だけに lang="ja" を付け、PDF リンクの非表示の文書名にも付けました。(3)「株式会社」に lang="ja" を付けました。(4) 日本語ページの「参照」で日本語を含まない題名に lang="en" を付けました。いずれもブラウザで属性を確かめました。/en/search の見出しの疑問点は残っています。以下は修正前の所見です。' +
        [
        '正しく示されていたもの：日本語ページの英語への言語切替（lang="en"）、英語ページの日本語への言語切替（lang="ja"）、組織の詳細の英語名（日本語ページで lang="en"）と日本語名（英語ページで lang="ja"）、英語の文書一覧の日本語の文書名（lang="ja"）。規格番号や略称（ISO 9001、ILAC MRA、JIS Q 45100）、URL は示す必要がないものとしました。',
        '不適合：(1) 全ページのヘッダーにある言語切替の見出しは日本語と英語の併記ですが、日本語ページでは英語の部分に、英語ページでは日本語の部分に lang がありません。(2) /en/documents_forms/documents の日本語だけの文書で、説明の dl 全体に lang="ja" が付いており、英語の項目名（説明・発行月・公開日）と英語の日付まで日本語とされています。また PDF リンクの非表示テキストの日本語の文書名に lang="ja" がありません。(3) /en/ms_certifications/list のキーワードの説明（英文）の中の「株式会社」に lang="ja" がありません。(4) /documents_forms/documents（日本語）の「参照」にある英語の文書名（ILAC P10:07/2020、IAF MD の各文書、ISO 14064-3 などの英語の題名）に lang="en" がありません。',
        '疑問点：/en/search の結果の見出しは、訪問者の入力した日本語の語を lang なしでそのまま表示しています。',
      ].join(''),
      en: 'Fixed and re-checked (2026-11-23): (1) each half of the language switch label now has its own lang; (2) lang="ja" is on the Japanese values only, not the whole list, and on the hidden document title in the PDF link; (3) the Japanese legal form in the hint has lang="ja"; (4) reference titles without Japanese on Japanese pages have lang="en". Each was checked in the browser. The doubtful point on /en/search remains. The findings before the fix follow. ' +
        [
        'Marked correctly: the language switch to English on Japanese pages (lang="en") and to Japanese on English pages (lang="ja"), the English name of an organisation on its Japanese page (lang="en") and its Japanese name on the English page (lang="ja"), and Japanese document titles in the English documents list (lang="ja"). Standard numbers and abbreviations (ISO 9001, ILAC MRA, JIS Q 45100) and URLs need no marking. ',
        'Failures: (1) in the header of every page the label of the language switch, written in both Japanese and English, has no lang on its English word on Japanese pages nor on its Japanese word on English pages. (2) On /en/documents_forms/documents, for documents in Japanese only the whole description list carries lang="ja", so the English labels "Explanation", "Month of issue", "Published" and the English dates are marked Japanese; and the Japanese title in each PDF link\'s hidden text has no lang="ja". (3) On /en/ms_certifications/list the Japanese legal form (kabushiki kaisha) written in Japanese in the keyword hint, next to "Co., Ltd.", has no lang="ja". (4) On /documents_forms/documents (Japanese) the English titles under "Reference", e.g. "ILAC P10:07/2020 ILAC Policy on Metrological Traceability of Measurement Results", the IAF MD titles and the ISO 14064-3 title, have no lang="en". ',
        'Doubtful: on /en/search the results heading repeats the Japanese words the visitor typed, without a lang.',
      ].join(''),
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['1.3.1', '3.3.1', '3.3.2', '4.1.2'],
    what: {
      ja: 'フォームの各入力欄に名前・必須かどうか・説明があり、誤りがあるときはその内容が欄に結び付けられ、まとめが読み上げられてフォーカスが移ること。',
      en: 'Each form field has a name, a required state and its instructions; when there are errors each is tied to its field, and a summary is announced and takes the focus.',
    },
    how: {
      ja: 'お問い合わせフォーム（日本語・英語）と苦情申立てフォーム（日本語）を開き、Playwright の ariaSnapshot でアクセシビリティツリーを取り、各欄の label、aria-required、aria-describedby の指す文、aria-invalid を調べました。次に何も入力せずに送信ボタンにフォーカスして Enter を押し、同じものを取り直し、フォーカスの位置、role="alert" の有無、まとめのリンクの行き先、欄の状態を調べました。まとめの最初のリンクを Enter で選び、フォーカスが欄に移るかも確かめました。画面はスクリーンショットで確認しました。',
      en: "I opened the inquiry form in Japanese and English and the complaint form in Japanese, took the accessibility tree with Playwright's ariaSnapshot, and read each field's label, aria-required, the text its aria-describedby points to, and aria-invalid. Then, with nothing entered, I focused the submit button, pressed Enter, took the tree again and checked where the focus was, whether there was a role=\"alert\", where the summary's links lead and each field's state; I chose the summary's first link with Enter to see the focus move to its field. I looked at screenshots of each state.",
    },
    pages: ['/inquiry/form', '/complaint_application'],
    outcome: 'conforms',
    notes: {
      ja: '送信前：すべての欄に見えるラベルがあり、アクセシブルな名前に「必須」「任意」が含まれます（例：textbox「氏名 必須」）。必須の欄は aria-required="true" で、文字数の上限や書き方の例（「例：03-1234-5678（ハイフンはなくても構いません）」）は aria-describedby で欄に結び付いています。同意のチェックボックスとラジオボタンは fieldset と legend のグループ（「個人情報の取り扱い 必須」など）にあります。ボット対策の隠し欄は aria-hidden で tabindex="-1" のため、読み上げにも Tab にも出ません。空で送信した後：ページは移らず、フォームの上に role="alert" のまとめ（見出し「入力内容を確認してください」）が現れてフォーカスを受けました（tabindex="-1"）。まとめにはお問い合わせで6件、苦情申立てで9件の誤りが欄へのリンクとして並び、最初のリンクで「氏名」にフォーカスが移りました。誤りのある欄は aria-invalid="true" になり、「氏名を入力してください」のような文が aria-describedby に加わります。同意のチェックボックスとラジオボタンのグループでは、誤りの文が fieldset の aria-describedby で結び付いています。誤りは「!」と文で示され、赤い枠と線は補助です。入力した値は残ります。英語のお問い合わせフォームも同じ構造でした。',
      en: 'Before sending: every field has a visible label, and its accessible name includes "Required" or "Optional" (e.g. textbox "Name Required"). Required fields have aria-required="true"; character limits and format examples ("For example 03-1234-5678 (hyphens are optional)") are tied to their fields with aria-describedby. The consent checkbox and the radio buttons sit in fieldsets with legends ("Personal information Required"). The anti-bot field is aria-hidden with tabindex="-1", so it is neither read nor reached by Tab. After sending empty: the page stays, a role="alert" summary headed "Please check your entries" appears above the form and takes the focus (tabindex="-1"). It lists the errors as links to the fields (six on the inquiry form, nine on the complaint form), and the first link moved the focus to "Name". Each field in error gets aria-invalid="true" and its message ("Please enter Name" and so on) added to aria-describedby; for the consent checkbox and the radio groups the message is tied through the fieldset\'s aria-describedby. Errors are shown by a "!" and text, with a red border and bar as well. The values entered are kept. The English inquiry form has the same structure.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['3.3.3'],
    what: {
      ja: '入力の誤りが見つかったとき、直し方が分かる案内が出ること。',
      en: 'When an input error is found, the message suggests how to correct it.',
    },
    how: {
      ja: 'お問い合わせフォーム（日本語・英語）に、誤ったメールアドレス「taro@example」、電話番号「abc-defg」、120文字の件名、ひらがなのフリガナを入れて「入力内容を確認する」を押し、表示された誤りの文を読みました。',
      en: 'On the inquiry form, in Japanese and English, I entered the e-mail address "taro@example", the telephone number "abc-defg", a 120-character subject and the reading of the name in hiragana, pressed "Review your entries" and read the error messages.',
    },
    pages: ['/inquiry/form'],
    outcome: 'conforms',
    notes: {
      ja: '「メールアドレスの形式を確認してください」「電話番号を確認してください」「件名は100文字以内で入力してください」の3件が出ました。件名は上限を示し、電話番号は欄に結び付いた説明に書き方の例があります。メールアドレスは形式が違うことは分かりますが、例（name@example.jp など）はなく、改善の余地があります。フリガナのひらがなは誤りとされませんでした。英語版の誤りの文（メールアドレスの形式、電話番号の確認、未入力の欄を知らせる文）は英語として不自然なので、例を添えた自然な文をお勧めします。',
      en: 'Three messages appeared, in Japanese: check the format of the e-mail address; check the telephone number; enter the subject within 100 characters. The length message gives the limit, and the telephone field\'s description, tied to it, gives an example format. The e-mail message says the format is wrong but gives no example (such as name@example.jp), which could be better. Hiragana in the reading of the name was not treated as an error. The English messages "Please check the format of E-mail address" and "Please check Telephone number" read awkwardly; something like "Check the format of your e-mail address, for example name@example.com" would be clearer.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['3.3.4'],
    what: {
      ja: '送信の前に入力内容を確かめ、直せる確認画面があること。',
      en: 'Before anything is sent there is a confirmation step where the entries can be checked and corrected.',
    },
    how: {
      ja: 'お問い合わせ（日本語・英語）と苦情申立て（日本語）に正しい値を入れて確認画面へ進み、表示内容と操作を確かめました。お問い合わせでは「入力画面に戻る」を選び、値が残っているかを確かめました。「この内容で送信する」は押していません。',
      en: 'I filled in the inquiry form (Japanese and English) and the complaint form (Japanese) correctly, went on to the confirmation page and checked what it shows and offers. On the inquiry form I chose "Back to the form" to see whether the values were kept. I did not press Send.',
    },
    pages: ['/inquiry/form', '/inquiry/form/confirm', '/complaint_application', '/complaint_application/confirm'],
    outcome: 'conforms',
    notes: {
      ja: '確認画面（「お問い合わせ内容の確認」「苦情申立て内容の確認」）には入力したすべての値が見出しと値の組で並び、「入力画面に戻る」と「この内容で送信する」があります。手順表示「入力・確認・完了」で今の段階が文字でも示されます。「入力画面に戻る」で値は残りましたが、同意のチェックボックスだけは外れていて、もう一度チェックが必要でした。',
      en: 'The confirmation page ("Review your inquiry", and its complaint counterpart) lists every value entered as term and value, with "Back to the form" and "Send"; the steps Enter, Confirm, Done show the current step in text too. "Back to the form" kept the values, except the consent checkbox, which has to be ticked again.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['1.3.1', '2.4.6'],
    what: {
      ja: '各ページに h1 が1つあり、見出しのレベルが飛ばず、見出しとラベルが内容を表していること。ランドマーク（バナー、ナビゲーション、メイン、コンテンツ情報）があること。',
      en: 'Each page has one h1, heading levels do not skip, headings and labels describe their content, and the landmarks (banner, navigation, main, content information) are there.',
    },
    how: {
      ja: '36ページの見出しの一覧（レベルと文言）とランドマーク・名前付きの領域の一覧を取り出し、レベルの飛びを調べ、文言を読んで内容と比べました。表の caption・th・scope、並べ替えの aria-sort も見ました。',
      en: 'On the 36 pages I extracted the headings (level and text) and the landmarks and named regions, checked for skipped levels and read the texts against the content. I also looked at table captions, th and scope, and aria-sort.',
    },
    pages: templates,
    outcome: 'conforms',
    notes: {
      ja: '36ページすべてで h1 は1つで、見出しレベルの飛びはありませんでした。どのページにも header（バナー）、「メインメニュー」と「パンくずリスト」のナビゲーション、main、footer（コンテンツ情報）と「フッターメニュー」があり、検索条件のフォームは role="search"、結果の部分は見出しで名前の付いた section です。表は th と scope（col・row）を使い、認証組織の結果には aria-sort と caption「認証組織の一覧（組織名の昇順）」があります。気づいた点：結果の見出しが件数だけのもの（文書の「63件」、お知らせの「40件中 1〜20件目」）は、何の件数か分かる文言だとよりよくなります。文書の表は行見出し（th）に説明の dl 全体が入っており、各セルの行見出しとして長い文が読み上げられます。文書、機関検索、認定に関する報告、認定範囲の表には caption がありません（直前の見出しや領域の名前で分かります）。文書の「認定の種類別文書」の領域名の誤りは別の項目に記録しました。',
      en: 'All 36 pages have one h1 and no skipped heading levels. Every page has a header (banner), the navigations "Main menu" and "Breadcrumb", main, and a footer (content information) with "Footer menu"; filter forms are role="search", and result parts are sections named by their headings. Tables use th with scope col or row; the certified-organisation results have aria-sort and the caption "Certified organisations (by name, ascending)". Noted: result headings that are only a count ("63 items" on documents, "1-20 of 40" on news) would be better saying what is counted; in the documents tables each row header (th) holds the whole description list, so a long text is read as the row header of every cell; the documents, accredited-body, decision-report and scope tables have no caption (the heading or region name before them says what they are). The wrong name of the "Scheme documents" region is recorded in a check of its own.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['1.3.1', '4.1.1'],
    what: {
      ja: '文書・様式のページで、表のまとまり（領域）の名前が見出しと合っていること。',
      en: 'On the documents page, the names of the table sections (regions) match their headings.',
    },
    how: {
      ja: '/documents_forms/documents と ?scheme=laboratory のアクセシビリティツリーを ariaSnapshot で取り、section の aria-labelledby が指す要素と、ページ内の id の重複を調べました。',
      en: 'I took the accessibility tree of /documents_forms/documents and its ?scheme=laboratory view with ariaSnapshot, and checked what each section\'s aria-labelledby points to and whether any id occurs twice.',
    },
    pages: ['/documents_forms/documents', '/documents_forms/documents?scheme=laboratory'],
    outcome: 'conforms',
    notes: {
      ja: '修正と再確認（2026-11-23）：絞り込み欄の id を「document-filter-…」に改め、/documents_forms/documents に重複した id がないこと、見出しの名前が正しいことを確かめました。Nu HTML Checker も誤りを報告しません。以下は修正前の所見です。' +
        '検索条件の「認定の種類」の select と、見出し「認定の種類別文書」の h3 が同じ id="document-scheme" を持っています。そのため見出しを指すはずの section の aria-labelledby が select を指し、領域の名前が「すべての種類」（絞り込むと「試験所」、英語版でも同じ意味の英語）になっていて、見出しと合いません。作業中のソース（未ビルド）ではフィルターの id が変えられているようですが、試験したビルドではこの状態でした。ビルド後にもう一度確かめてください。',
      en: 'Fixed and re-checked (2026-11-23): the filter ids are now document-filter-…; /documents_forms/documents has no duplicate id and the section is named by its heading; the Nu HTML Checker reports no error. The findings before the fix follow. ' +
        'The "Scheme" select of the filters and the h3 "Scheme documents" share id="document-scheme". The section meant to be labelled by the heading therefore points at the select, and the region is named after the option chosen in the select ("All schemes", or for instance "Testing laboratories" when filtered) instead of its heading. The source being worked on (not yet built) seems to rename the filter ids, but the build tested showed this; check again after the next build.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['2.4.2'],
    what: {
      ja: 'ページのタイトルがページごとに異なり、内容を表していること。',
      en: 'Page titles differ from page to page and describe the content.',
    },
    how: {
      ja: '36ページと、フォームの確認画面、認定に関する報告の3種類、文書・様式のタブを切り替えた後の document.title を読み、h1 と比べ、重複を調べました。',
      en: 'I read document.title on the 36 pages, the form confirmation pages, the three kinds of decision report and the documents page after switching tabs, compared it with the h1, and looked for duplicates.',
    },
    pages: [...templates, '/cert_reports?type=2', '/cert_reports?type=3', '/documents_forms/forms', '/inquiry/form/confirm', '/complaint_application/confirm'],
    outcome: 'conforms',
    notes: {
      ja: 'タイトルは「ページ名 | 公益財団法人 日本適合性認定協会」（英語版は英語のサイト名）の形で、36ページに重複はありませんでした。記事・機関・組織のページは、その題名や名前がタイトルになります。404 は「ページが見つかりません」、確認画面は「お問い合わせ内容の確認」です。改善できる点：認定に関する報告は type=1〜3 のどれも「認定に関する報告」で、h1（「新規認定（範囲の拡大を含む）」など）が違っても同じタイトルです。文書・様式でタブ「様式」を選ぶとアドレスは /documents_forms/forms に変わりますが、タイトルは「文書 | 文書・様式 | …」のまま残ります（直接開くと「様式 | …」）。サイト内検索のタイトルには検索語が入りません。',
      en: 'Titles take the form "page name | Japan Accreditation Board" (with the Japanese name on Japanese pages), and none of the 36 repeats. Items, bodies and organisations are titled by their own title or name; the 404 page is "Page not found", the confirmation page "Review your inquiry". Could be better: the decision reports have the same title "Reports on accreditation decisions" for type=1 to 3, though their h1 differs ("New accreditations (including extensions of scope)" and so on); on the documents page, choosing the "Forms" tab changes the address to /documents_forms/forms while the title stays "Documents | Documents and Forms | ..." (opening it directly gives "Forms | ..."); the site-search title does not include the search words.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5', '1.4.2'],
    what: {
      ja: '音声・動画（収録済み・ライブ）と、自動で再生される音声があるかどうか。',
      en: 'Whether there is any audio or video (prerecorded or live), or audio that plays by itself.',
    },
    how: {
      ja: '36ページで video、audio、iframe、object、embed の要素を探し、サイトのソースと掲載内容で動画・音声のファイルや埋め込み（mp4、webm、mp3、YouTube、Vimeo など）を検索しました。',
      en: "I looked for video, audio, iframe, object and embed elements on the 36 pages, and searched the site's source and content for media files and embeds (mp4, webm, mp3, YouTube, Vimeo and the like).",
    },
    pages: templates,
    outcome: 'notApplicable',
    notes: {
      ja: 'どのページにも音声・動画や埋め込みはなく、ソースと掲載内容にもありませんでした。音を出すものもありません。',
      en: 'No page has audio, video or embedded media, and neither has the source or the content. Nothing makes a sound.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['2.2.1'],
    what: {
      ja: '「このページのリンクをコピー」を押したときの通知が、読み終える前に消えないこと（4.5秒で自動的に消える通知の判定）。',
      en: 'The notice shown after "Copy the link to this page" does not vanish before it can be read; a judgement on the notice that disappears after 4.5 seconds.',
    },
    how: {
      ja: '/about/basic でボタンにフォーカスして Enter を押し、通知の出方（役割、位置）と、消えるまでの時間を測りました。通知にマウスを乗せたままにして止まるかどうか、ボタンから通知の閉じるボタンまで Tab で何回かかるかも確かめました。通知の部品のソースも読みました。',
      en: 'On /about/basic I focused the button and pressed Enter, then looked at how the notice appears (role, position) and timed how long it stays. I kept the pointer over it to see whether it stops, and counted the Tab presses from the button to the notice\'s close button. I also read the source of the notice component.',
    },
    pages: ['/about/basic'],
    outcome: 'conforms',
    notes: {
      ja: '修正と再確認（2026-11-23）：通知は、マウスポインターやキーボードのフォーカスが上にある間は消えず、離れてから4.5秒で消えるようにしました。ポインターを6.5秒載せても表示され続け、離すと消えることを確かめました。以下は修正前の所見です。' +
        '通知「このページのリンクをコピーしました」は role="status" の領域に出るため、スクリーンリーダーにはすぐ読み上げられます。ただし画面の右下に出て、マウスを乗せていても4.5秒（測定では4526ミリ秒）で消え、延ばしたり止めたりする方法はありません。閉じるボタンは通知の中にありますが、ボタンからは Tab で15回かかり、時間を延ばす手段にはなりません。コピーに失敗したときの通知（エラー）も同じく4.5秒で消えます。画面を拡大して見ている人や、読むのに時間のかかる人が結果を見逃すおそれがあるため、時間制限として不適合と判定しました。閉じるまで表示し続けるか、マウスやフォーカスがある間は止めたうえで20秒以上にする、またはボタンの文言を一時的に「コピーしました」に変えるなど、通知が消えても結果が分かるようにすると解消します。',
      en: 'Fixed and re-checked (2026-11-23): the notification now stays while the pointer or the keyboard focus is on it, and leaves 4.5 s after they leave. Hovering for 6.5 s kept it; moving away removed it. The findings before the fix follow. ' +
        'The notice "The link to this page has been copied" appears in a role="status" region, so screen readers announce it at once. But it shows at the bottom right and vanishes after 4.5 seconds (measured 4,526 ms) even with the pointer over it, and it cannot be extended or stopped. Its close button is inside it, 15 Tab presses from the copy button, and does not extend the time. The error notice for a failed copy goes the same way. Someone using screen magnification, or who needs longer to read, may miss the result, so I judged it a time limit that fails. Keeping the notice until it is closed, or pausing it while the pointer or focus is on it and giving at least 20 seconds, or also changing the button text to "Copied" for a while so the result does not depend on the notice, would resolve it.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['2.2.1'],
    what: {
      ja: 'フォームの入力から送信までに時間の制限がないか、あれば予告や延長ができること。',
      en: 'Whether the forms limit the time between entering and sending, and if so whether the visitor is told and can extend it.',
    },
    how: {
      ja: 'お問い合わせフォームで確認画面へ進んだときのクッキーの有効期間を調べ、入力画面と確認画面の文言を読み、期限切れのときの画面（/inquiry/form?expired=1）を開きました。フォームのソースも読みました。1時間待って実際に期限を切らせることはしていません。',
      en: 'I went on to the inquiry form\'s confirmation page and read the lifetime of the cookie it set, read the input and confirmation pages, and opened the page shown when the time runs out (/inquiry/form?expired=1). I also read the source of the forms. I did not wait an hour to let it run out.',
    },
    pages: ['/inquiry/form', '/inquiry/form/confirm'],
    outcome: 'conforms',
    notes: {
      ja: '修正と再確認（2026-11-23）：入力内容の保存期間を24時間（20時間を超える時間制限は達成基準の例外）にし、案内の文言も改めました。確認画面の Cookie が24時間有効であることを確かめました。以下は修正前の所見です。' +
        '確認画面へ進むと、入力内容は1時間だけ保存されます（クッキー form_draft_inquiry の Max-Age=3600、サーバー側の保存期間も60分）。1時間を過ぎて「この内容で送信する」を押すと、入力画面に戻されて「入力内容の保存期間（1時間）が過ぎたか、すでに送信済みです。お手数ですが、もう一度入力してください。」と表示され、入力した内容は失われます。入力画面にも確認画面にもこの制限は書かれておらず、期限の前の予告や延長の手段もありません。20時間を超える制限でもないため不適合です。期限を20時間以上にする、確認画面に残り時間を示して延長できるようにする、または期限切れのときも入力内容を入力画面に戻す、のいずれかで解消します。苦情申立てフォームも同じ仕組みです（ソースで確認）。',
      en: 'Fixed and re-checked (2026-11-23): entries are now kept for 24 hours (a time limit longer than 20 hours is an exception of the criterion), and the messages say so. The confirmation step\'s cookie was checked to last 24 hours. The findings before the fix follow. ' +
        'Once on the confirmation page, the entries are kept for one hour only (the cookie form_draft_inquiry has Max-Age=3600, and the server keeps the draft for 60 minutes). Pressing Send after that returns to the input page with a message that the entries were kept for one hour and must be entered again (I read it on the Japanese page), and the entries are lost. Neither the input nor the confirmation page mentions the limit, and there is no warning before it runs out nor a way to extend it. As it is not longer than 20 hours, it fails. Making the limit 20 hours or more, showing the time left on the confirmation page with a way to extend it, or returning the entries to the input page when it has run out would resolve it. The complaint form works the same way (seen in the source).',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['2.2.2'],
    what: {
      ja: '自動で動く、点滅する、スクロールする、更新される内容がないこと（あれば止められること）。',
      en: 'Nothing moves, blinks, scrolls or updates by itself, or if it does, it can be stopped.',
    },
    how: {
      ja: '36ページのスクリーンショットを見て、スライドショーや流れる文字のような動く部品がないことを確かめ、CSS の animation・transition と、ページの自動更新（meta refresh、タイマー）をソースで探しました。',
      en: 'I looked at screenshots of the 36 pages for moving parts such as slideshows or scrolling text, and searched the CSS for animation and transition and the source for automatic updates (meta refresh, timers).',
    },
    pages: templates,
    outcome: 'conforms',
    notes: {
      ja: 'スライドショー、自動で流れる文字、自動更新はありません。動きは、通知が0.2秒で現れるときの動きと、言語を切り替えて次のページを読み込む間だけ回る印の2つで、どちらも操作の結果として短い間だけ動きます。回る印はソースで確かめました。「視差効果を減らす」の設定（prefers-reduced-motion）では動きを止める指定が CSS にあります。',
      en: 'There is no slideshow, scrolling text or automatic update. The only motion is the notice sliding in over 0.2 seconds and a spinner that turns only while the other language\'s page loads after the switch, both brief and the result of the visitor\'s own action (the spinner I saw in the source); the CSS stops them when reduced motion is requested (prefers-reduced-motion).',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['2.3.1'],
    what: {
      ja: '1秒に3回を超えて光る（点滅する）ものがないこと。',
      en: 'Nothing flashes more than three times a second.',
    },
    how: {
      ja: '画像・動画・CSS のアニメーションの一覧（上の各項目）から、光ったり点滅したりするものを探しました。',
      en: 'From the lists of images, media and CSS animations made for the checks above, I looked for anything that flashes or blinks.',
    },
    pages: templates,
    outcome: 'conforms',
    notes: {
      ja: '点滅するもの、動画、GIF アニメーションはありません。動きは通知の現れ方（0.2秒、1回）と読み込み中の回転する印だけです。',
      en: 'Nothing blinks, and there is no video or animated GIF. The only motion is the notice appearing (0.2 seconds, once) and the spinner while a page loads.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['3.2.1', '3.2.2'],
    what: {
      ja: 'フォーカスしただけ、または選択欄やチェックボックスの値を変えただけで、ページが切り替わったりフォーカスが動いたりしないこと。',
      en: 'Focusing something, or changing a select, checkbox or field, does not load another page or move the focus.',
    },
    how: {
      ja: '検索条件やフォームのあるページ（お知らせ一覧、文書、機関検索、認証組織検索、サイト内検索、お問い合わせ、苦情申立て）の日本語版で、50個の選択欄・チェックボックス・ラジオボタン・入力欄に1つずつフォーカスし、キーボードで値を変え（矢印キー、Space、文字の入力）、ページの移動とフォーカスの移動を監視しました。18テンプレートの日本語版を Tab で最後まで進めたときのページの移動も監視しました。',
      en: 'On the Japanese pages with filters or forms (news list, documents, accredited-body search, certified-organisation search, site search, inquiry, complaint) I focused each of 50 selects, checkboxes, radio buttons and fields in turn, changed its value from the keyboard (arrow keys, Space, typing) and watched for navigation and focus moves. I also watched for navigation while tabbing to the end of the 18 templates in Japanese.',
    },
    pages: [...templates, '/certification_institutions'],
    outcome: 'conforms',
    notes: {
      ja: '50個のどれも、値を変えただけではページは移らず、フォーカスも動きませんでした。検索はどれも「この条件で表示」「この条件で検索する」などのボタンで実行されます。機関検索で「認定の種類」を選ぶと、その後ろの「認定範囲」が選べるようになりますが、ページもフォーカスもそのままです。タブは矢印キーでパネルとアドレスが切り替わりますが、これはタブの一般的な操作どおりです。Tab での移動中にページが移ることもありませんでした。',
      en: 'None of the 50 loaded another page or moved the focus when its value changed. Every search runs from a button ("Show", "Search with these conditions" and so on). Choosing a scheme on the accredited-body search makes the "Scope of accreditation" field after it available, with the page and the focus left where they were. Tabs switch their panel and the address with the arrow keys, as tabs are expected to. Tabbing never loaded another page.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['3.2.3', '3.2.4'],
    what: {
      ja: 'ヘッダー、メニュー、パンくずリスト、フッターがどのページでも同じ順序で現れ、同じ働きのものに同じ名前が付いていること。',
      en: 'The header, menu, breadcrumb and footer come in the same order on every page, and things that do the same have the same name.',
    },
    how: {
      ja: '36ページのヘッダーとフッターのリンクの名前と行き先の並びを言語ごとに比べ、Tab の順序の記録と、共通の部品（リンクのコピー、検索条件のボタン、戻るリンク、ページ送り）の名前を見比べました。',
      en: 'For each language I compared the names and targets of the header and footer links on the 36 pages, and compared the Tab-order records and the names of shared parts (copy link, filter buttons, back links, pagination).',
    },
    pages: templates,
    outcome: 'conforms',
    notes: {
      ja: 'ヘッダーとフッターのリンクは、言語切替の行き先を除き、18テンプレートすべてで名前・行き先・順序が同じでした（日本語・英語それぞれ）。パンくずリストはどのページでもヘッダーの直後にあります。「このページのリンクをコピー」「条件をクリアする」「サイト内検索」、ページ送りの名前はどこでも同じです。気づいた点：戻るリンクが機関の詳細では「検索結果に戻る」、組織の詳細では「認証組織の検索に戻る」と言い方が違います（英語版ではどちらも同じ文言です）。検索条件のボタンは、一覧の絞り込みでは「この条件で表示」、機関・組織の検索では「この条件で検索する」で、働きの違いに合わせた名前と判断しました。',
      en: 'Apart from the language switch\'s target, the header and footer links had the same names, targets and order on all 18 templates, in each language. The breadcrumb always follows the header. "Copy the link to this page", "Clear conditions", "Site search" and the pagination names are the same everywhere. Noted: in Japanese the back links are worded differently, "back to the search results" on a body\'s page and "back to the certified-organisation search" on an organisation\'s page (both "Back to the search" in English). The filter buttons are "Show" on lists and "Search with these conditions" on the two searches, which I took as names matching different actions.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['1.3.3'],
    what: {
      ja: '説明が形・色・大きさ・位置・音だけに頼っていないこと。',
      en: 'Instructions do not rely on shape, colour, size, position or sound alone.',
    },
    how: {
      ja: '36ページの本文から、色・位置・形を表す語（赤、右、左、上記、下記、以下、アイコン、※、above、below、icon など）を含む文を取り出して読みました。',
      en: 'I extracted and read the sentences on the 36 pages that mention colour, position or shape (red, right, left, above, below, following, icon, the reference mark and the like).',
    },
    pages: templates,
    outcome: 'conforms',
    notes: {
      ja: 'フォームの「「必須」と表示された項目は必ず入力してください」は文字の「必須」を指し、色ではありません。確認画面は「「この内容で送信する」を押してください」とボタンの名前で案内します。「以下のフォーム」「下記の期間」は直後に続く内容を指し、読む順でも同じ位置にあります。認証組織の表の「初回登録日※」は、注記の文で「初回登録日は…」と項目名を繰り返しています（英語ページでは見出しが「※」、注記が「*」と記号がそろっていません）。所在地の道順にある「2軒目の茶色の建物」は実際の道案内で、ページの操作の説明ではありません。',
      en: 'The forms\' "Items marked \"Required\" must be filled in" refers to the word, not a colour; the confirmation page names the button ("press \"Send\""). "The form below" and "the period below" point to what follows at once, in reading order too. In the certified-organisation table the "Initial registration date" column carries a reference mark, and its note repeats the column\'s name (on the English page the column uses the Japanese reference mark and the note an asterisk, which do not match). The access directions on the Japanese page mention that the building is the second one and brown, which describes the real street, not how to use the page.',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['1.4.1'],
    what: {
      ja: '色だけで情報を伝えていないこと（状態のバッジ、誤り、リンク、選択中の状態）。',
      en: 'Colour is not the only means of conveying information (status badges, errors, links, selected states).',
    },
    how: {
      ja: 'スクリーンショットでバッジ、誤りの表示、タブ、ページ送り、手順の表示を見比べ、36ページで下線のないリンクを一覧にしてその見た目を調べました。',
      en: 'I compared badges, error displays, tabs, pagination and the step indicator in screenshots, and listed every link without an underline on the 36 pages and looked at how it is shown.',
    },
    pages: templates,
    outcome: 'conforms',
    notes: {
      ja: 'バッジはどれも文字で状態を示します（「新着」「システム」「認定中」「募集中」「募集前」「有効」「サンプル」など）。誤りは「!」と文、選択中のタブとページ送りは塗りつぶしと太字（ページ送りは「表示中」とも読み上げ）、手順の今の段階は枠と太字と「（現在の段階）」、並べ替えは「▲」と aria-sort で示されます。本文中のリンクには下線があり、下線のないリンクはサイト名のリンクのほかは枠のあるボタン状のもの（タブ、ページ送り、「条件をクリアする」）だけでした。',
      en: 'Every badge states its status in words (new, the category such as "System", accredited, whether a call for comments is open, valid, sample and so on). Errors are shown with a "!" and text; the selected tab and current page with a filled background and bold type (the page also read as "current page"); the current step with a border, bold type and "(current step)"; sorting with an up-pointing triangle and aria-sort. Links in text are underlined; apart from the site-name link, the only links without an underline are bordered, button-like ones (tabs, pagination, "Clear conditions").',
    },
    checkedOn: CHECKED_ON,
  },
  {
    criteria: ['2.4.5'],
    what: {
      ja: 'ページへたどり着く方法が複数あること。',
      en: 'There is more than one way to reach a page.',
    },
    how: {
      ja: '18テンプレートのすべてで、メガメニュー、サイト内検索、パンくずリスト、フッターのリンクがあるかを確かめ、サイト内検索でお知らせ・職員募集・文書改訂・文書・様式が見つかることを確かめました。',
      en: 'On all 18 templates I checked for the mega-menu, site search, breadcrumb and footer links, and checked that the site search finds news, recruitment, document revisions, documents and forms.',
    },
    pages: templates,
    outcome: 'conforms',
    notes: {
      ja: 'どのページにもメガメニュー（スマートフォン表示では「メニュー」）、ヘッダーとフッターの「サイト内検索」、パンくずリストがあります。「認定」の検索では146件が、お知らせ、職員募集、文書改訂、文書、様式にまたがって見つかりました。',
      en: 'Every page has the mega-menu ("Menu" on phones), "Site search" in the header and footer, and a breadcrumb. A search for the Japanese word for accreditation found 146 items across news, recruitment, document revisions, documents and forms.',
    },
    checkedOn: CHECKED_ON,
  },
];
