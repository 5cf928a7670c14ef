import type { SeedPage } from './types';

/** The notice shown to visitors on a page whose names, figures or dates are invented. */
const sampleNotice = {
  kind: 'notice',
  text: {
    ja: 'このページの内容はサンプルです。実在の人物・組織・数値ではありません。',
    en: 'The content of this page is a sample. It does not describe real people, organisations or figures.',
  },
} as const;

/** Sample pages of the About area: designated investigation work, proficiency testing, endowing organisations, access and international mutual recognition. */
export const aboutMorePages: SeedPage[] = [
  {
    path: '/about/mra',
    title: {
      ja: '相互承認法に基づく指定調査機関業務',
      en: 'Designated investigation work under the Mutual Recognition Act',
    },
    summary: {
      ja: '相互承認法の目的と、当協会が同法に基づく指定調査機関として行う調査の業務をご案内します。',
      en: 'What the Mutual Recognition Act is for, and the investigations JAB carries out as a designated investigation body under the Act.',
    },
    body: [
      {
        kind: 'notice',
        text: {
          ja: 'このページの業務の対象と年（「サンプル」と記載したもの）はサンプルです。実際の対象範囲を示すものではありません。',
          en: 'The scope and years on this page marked "sample" are samples. They do not show the actual scope of the work.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '「特定機器に係る適合性評価手続の結果の外国との相互承認の実施に関する法律」（相互承認法）は、日本と相手国・地域との間で結ばれた相互承認協定を、国内で実施するための法律です。公益財団法人日本適合性認定協会（当協会）は、この法律に基づく指定調査機関としての業務を行っています。',
          en: 'The Act on the Implementation of Mutual Recognition with Foreign Countries of the Results of Conformity Assessment Procedures for Specified Equipment (the Mutual Recognition Act) puts into effect in Japan the mutual recognition agreements concluded between Japan and its partner economies. The Japan Accreditation Board (JAB) carries out work under this Act as a designated investigation body.',
        },
      },
      { kind: 'heading', text: { ja: '相互承認法の目的', en: 'What the Act is for' } },
      {
        kind: 'paragraph',
        text: {
          ja: '相互承認協定は、特定の製品について、輸出する側で行った適合性評価の結果を、輸入する側が自らの基準に基づく評価の結果として受け入れることを取り決めたものです。相互承認法は、この協定を国内で実施するため、相手国・地域の基準に基づく適合性評価を行う国内の適合性評価機関の登録などを定めています。',
          en: 'A mutual recognition agreement provides that, for specified products, the importing side accepts conformity assessment carried out on the exporting side as if it had been carried out against its own requirements. To put these agreements into effect in Japan, the Act provides for matters such as the registration of Japanese conformity assessment bodies that assess products against the requirements of a partner economy.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '輸出する製品を、国内で相手国・地域の基準に基づいて評価できるため、輸出先で同じ試験や審査を重ねて受ける必要がなくなります。',
            en: 'Products for export can be assessed in Japan against the requirements of the partner economy, so the same tests and assessments need not be repeated there.',
          },
          {
            ja: '製品を市場に出すまでの期間と費用を抑えることができます。',
            en: 'The time and cost of bringing products to market are reduced.',
          },
          {
            ja: '相手国・地域の適合性評価機関が日本の基準に基づいて行った評価の結果も、同じように国内で受け入れられます。',
            en: 'In the same way, assessments carried out against Japanese requirements by conformity assessment bodies in the partner economy are accepted in Japan.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '指定調査機関としての当協会の業務', en: 'JAB as a designated investigation body' } },
      {
        kind: 'paragraph',
        text: {
          ja: '相互承認法に基づいて相手国・地域向けの適合性評価を行うには、適合性評価機関は主務大臣の登録を受けます。当協会は、指定調査機関として、登録を申請した適合性評価機関が所定の基準に適合しているかどうかを調査し、その結果を主務大臣に報告します。調査では、認定で用いる国際規格（ISO/IEC 17065、ISO/IEC 17025 など）と共通する考え方に基づき、組織の体制、業務の手順及び技術的な能力を確認します。登録するかどうかは、主務大臣が判断します。',
          en: "To assess products for a partner economy under the Act, a conformity assessment body must be registered by the competent minister. As a designated investigation body, JAB investigates whether a body that has applied for registration meets the prescribed criteria and reports the results to the minister. The investigation examines the body's organisation, procedures and technical competence, following the same principles as the international standards used for accreditation (such as ISO/IEC 17065 and ISO/IEC 17025). The decision on registration is made by the minister.",
        },
      },
      {
        kind: 'steps',
        heading: { ja: '調査の流れ', en: 'How an investigation proceeds' },
        items: [
          {
            title: { ja: '登録の申請', en: 'Application for registration' },
            text: {
              ja: '適合性評価機関が、主務大臣に登録を申請します。',
              en: 'The conformity assessment body applies to the competent minister for registration.',
            },
          },
          {
            title: { ja: '調査の実施の求め', en: 'Request for an investigation' },
            text: {
              ja: '主務大臣が、指定調査機関である当協会に調査を行わせます。',
              en: 'The minister has JAB, as the designated investigation body, carry out the investigation.',
            },
          },
          {
            title: { ja: '書類審査', en: 'Document review' },
            text: {
              ja: '申請した機関の規程、手順書及び記録を確認します。',
              en: "JAB reviews the applicant's rules, procedures and records.",
            },
          },
          {
            title: { ja: '現地での調査', en: 'On-site investigation' },
            text: {
              ja: '事業所を訪問し、業務の実施状況と試験設備などを確認します。',
              en: "JAB visits the applicant's premises and examines how the work is done and the test facilities and equipment used.",
            },
          },
          {
            title: { ja: '調査結果の報告', en: 'Report of the results' },
            text: {
              ja: '当協会が、調査の結果を主務大臣に報告します。',
              en: 'JAB reports the results of the investigation to the minister.',
            },
          },
          {
            title: { ja: '登録の判断', en: 'Decision on registration' },
            text: {
              ja: '主務大臣が、調査の結果をもとに登録するかどうかを判断します。',
              en: 'The minister decides on registration on the basis of the results.',
            },
          },
        ],
      },
      {
        kind: 'table',
        caption: { ja: '指定調査機関業務の対象（サンプル）', en: 'Scope of the designated investigation work (sample)' },
        columns: [
          { ja: '製品分野', en: 'Product area' },
          { ja: '相手国・地域', en: 'Partner economy' },
          { ja: '業務の開始', en: 'Since' },
        ],
        rows: [
          [
            { ja: '電気通信端末機器', en: 'Telecommunications terminal equipment' },
            { ja: '欧州連合（EU）', en: 'European Union (EU)' },
            { ja: '2002年（サンプル）', en: '2002 (sample)' },
          ],
          [
            { ja: '特定無線設備', en: 'Specified radio equipment' },
            { ja: '欧州連合（EU）', en: 'European Union (EU)' },
            { ja: '2002年（サンプル）', en: '2002 (sample)' },
          ],
          [
            { ja: '電気用品', en: 'Electrical appliances' },
            { ja: '欧州連合（EU）', en: 'European Union (EU)' },
            { ja: '2003年（サンプル）', en: '2003 (sample)' },
          ],
          [
            { ja: '電気通信端末機器・特定無線設備', en: 'Telecommunications terminal equipment and specified radio equipment' },
            { ja: 'シンガポール', en: 'Singapore' },
            { ja: '2002年（サンプル）', en: '2002 (sample)' },
          ],
          [
            { ja: '電気通信端末機器・特定無線設備', en: 'Telecommunications terminal equipment and specified radio equipment' },
            { ja: '米国', en: 'United States' },
            { ja: '2008年（サンプル）', en: '2008 (sample)' },
          ],
        ],
      },
      { kind: 'heading', text: { ja: '認定機関どうしの相互承認との違い', en: 'How this differs from mutual recognition between accreditation bodies' } },
      {
        kind: 'paragraph',
        text: {
          ja: '相互承認法に基づく相互承認は、政府間で結ばれた協定によるものです。これとは別に、各国・地域の認定機関どうしが互いの認定を同等と認め合う取決めとして、IAF MLA、ILAC MRA 及び APAC MRA があります。詳しくは「[国際相互承認](/about/international_mra)」をご覧ください。',
          en: "Mutual recognition under the Act rests on agreements between governments. Separately, accreditation bodies around the world accept one another's accreditation as equivalent through the IAF MLA, the ILAC MRA and the APAC MRA. See [International mutual recognition](/about/international_mra) for details.",
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '指定調査機関業務についてのご質問は、[お問い合わせフォーム](/inquiry/form)からお寄せください。',
          en: 'Please send any questions about the designated investigation work through the [inquiry form](/inquiry/form).',
        },
      },
    ],
  },
  {
    path: '/about/proficiency_testing',
    title: { ja: '技能試験', en: 'Proficiency testing' },
    summary: {
      ja: '当協会が実施する技能試験のプログラムと、今年度の実施予定をご案内します。',
      en: "The proficiency testing schemes JAB runs and this year's schedule.",
    },
    body: [
      sampleNotice,
      {
        kind: 'paragraph',
        text: {
          ja: '技能試験は、複数の試験所や校正機関が同じ試料や校正品を測定し、その結果をあらかじめ定めた基準で比較することで、各機関の技術的な能力を評価する仕組みです。参加した機関は、自らの結果がほかの機関と比べて妥当かどうかを客観的に確かめ、必要に応じて改善に生かすことができます。',
          en: 'Proficiency testing evaluates the technical competence of testing and calibration laboratories: several laboratories measure the same test items or calibration artefacts, and their results are compared against criteria set in advance. Participants can check objectively whether their results are consistent with those of other laboratories and use what they learn to improve.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '認定を受けた試験所や校正機関は、認定範囲に応じた適切な技能試験に参加し、その結果を活用することが求められます。技能試験の結果は、当協会の審査でも確認します。',
          en: 'Accredited laboratories are expected to take part in proficiency testing appropriate to their scope of accreditation and to act on the results. JAB also looks at these results during its assessments.',
        },
      },
      { kind: 'heading', text: { ja: '当協会が実施する技能試験', en: 'Proficiency testing run by JAB' } },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、国内で技能試験の機会が少ない分野を中心に、技能試験を実施しています。認定を受けているかどうかにかかわらず、どなたでも参加できます。参加した機関の結果は、機関ごとの識別番号で扱い、機関名を公表することはありません。当協会の技能試験は、技能試験提供者の認定の業務とは分けて運営しています。当協会の技能試験への参加は、認定の申請や維持の条件ではありません。',
          en: "JAB runs proficiency testing mainly in fields where few schemes are available in Japan. Any laboratory may take part, whether or not it is accredited. Participants' results are handled under code numbers, and their names are never published. JAB runs its proficiency testing separately from its accreditation of proficiency testing providers. Taking part in JAB's proficiency testing is not a condition of applying for or keeping accreditation.",
        },
      },
      {
        kind: 'table',
        caption: { ja: '当協会の技能試験プログラム（サンプル）', en: 'JAB proficiency testing schemes (sample)' },
        columns: [
          { ja: 'プログラム', en: 'Scheme' },
          { ja: '分野', en: 'Field' },
          { ja: '参加機関数（前回）', en: 'Participants (last round)' },
          { ja: '実施の頻度', en: 'Frequency' },
        ],
        rows: [
          [
            { ja: '水中の重金属分析（サンプル）', en: 'Heavy metals in water (sample)' },
            { ja: '化学試験', en: 'Chemical testing' },
            { ja: '65機関', en: '65 laboratories' },
            { ja: '年1回', en: 'Once a year' },
          ],
          [
            { ja: '金属材料の引張試験（サンプル）', en: 'Tensile testing of metallic materials (sample)' },
            { ja: '機械試験', en: 'Mechanical testing' },
            { ja: '42機関', en: '42 laboratories' },
            { ja: '年1回', en: 'Once a year' },
          ],
          [
            { ja: '直流電圧・抵抗の校正（サンプル）', en: 'Calibration of DC voltage and resistance (sample)' },
            { ja: '電気校正', en: 'Electrical calibration' },
            { ja: '28機関', en: '28 laboratories' },
            { ja: '2年に1回', en: 'Every two years' },
          ],
          [
            { ja: '分銅の質量校正（サンプル）', en: 'Mass calibration of weights (sample)' },
            { ja: '質量校正', en: 'Mass calibration' },
            { ja: '35機関', en: '35 laboratories' },
            { ja: '2年に1回', en: 'Every two years' },
          ],
          [
            { ja: '騒音レベルの測定（サンプル）', en: 'Sound level measurement (sample)' },
            { ja: '音響・振動試験', en: 'Acoustic and vibration testing' },
            { ja: '22機関', en: '22 laboratories' },
            { ja: '年1回', en: 'Once a year' },
          ],
        ],
      },
      { kind: 'heading', text: { ja: '2026年度の実施予定', en: 'Schedule for the 2026 financial year' } },
      {
        kind: 'table',
        caption: { ja: '2026年度の技能試験の実施予定（サンプル）', en: 'Proficiency testing schedule for the 2026 financial year (sample)' },
        columns: [
          { ja: '回', en: 'Round' },
          { ja: '分野', en: 'Field' },
          { ja: '参加申込期間', en: 'Registration period' },
          { ja: '試料・校正品の配付', en: 'Distribution of items' },
          { ja: '報告書の送付', en: 'Report' },
        ],
        rows: [
          [
            { ja: '第1回', en: 'Round 1' },
            { ja: '化学試験（水中の重金属分析）', en: 'Chemical testing (heavy metals in water)' },
            { ja: '2026年5月11日～6月5日', en: '11 May – 5 June 2026' },
            { ja: '2026年7月上旬', en: 'Early July 2026' },
            { ja: '2026年10月下旬', en: 'Late October 2026' },
          ],
          [
            { ja: '第2回', en: 'Round 2' },
            { ja: '機械試験（金属材料の引張試験）', en: 'Mechanical testing (tensile testing of metallic materials)' },
            { ja: '2026年7月1日～7月31日', en: '1 – 31 July 2026' },
            { ja: '2026年9月中旬', en: 'Mid-September 2026' },
            { ja: '2026年12月下旬', en: 'Late December 2026' },
          ],
          [
            { ja: '第3回', en: 'Round 3' },
            { ja: '電気校正（直流電圧・抵抗）', en: 'Electrical calibration (DC voltage and resistance)' },
            { ja: '2026年9月1日～9月30日', en: '1 – 30 September 2026' },
            { ja: '2026年11月から参加機関の間で巡回', en: 'Circulated among participants from November 2026' },
            { ja: '2027年3月下旬', en: 'Late March 2027' },
          ],
          [
            { ja: '第4回', en: 'Round 4' },
            { ja: '音響・振動試験（騒音レベルの測定）', en: 'Acoustic and vibration testing (sound level measurement)' },
            { ja: '2026年11月2日～12月4日', en: '2 November – 4 December 2026' },
            { ja: '2027年1月中旬', en: 'Mid-January 2027' },
            { ja: '2027年3月下旬', en: 'Late March 2027' },
          ],
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '分銅の質量校正のプログラムは、次回は2027年度に実施する予定です。',
          en: 'The next round of the mass calibration scheme is planned for the 2027 financial year.',
        },
      },
      { kind: 'heading', text: { ja: '参加の方法', en: 'How to take part' } },
      {
        kind: 'list',
        ordered: true,
        items: [
          {
            ja: '各回の実施案内を、参加申込期間の前に[お知らせ](/news)で公表します。実施案内には、試料の内容、参加費及び日程を記載します。',
            en: 'The announcement of each round, with the test items, participation fee and timetable, is published in [News](/news) before registration opens.',
          },
          {
            ja: '参加申込期間内に、実施案内に記載した方法でお申し込みください。',
            en: 'Register within the registration period, as described in the announcement.',
          },
          {
            ja: '配付された試料や校正品を測定し、期限までに結果を報告していただきます。',
            en: 'Measure the items you receive and report your results by the deadline.',
          },
          {
            ja: '全体の結果と各機関の評価をまとめた報告書をお送りします。',
            en: 'You receive a report setting out the overall results and the evaluation of your own results.',
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: '関連ページ', en: 'Related pages' },
        items: [
          {
            href: '/service/ptp',
            label: { ja: '技能試験提供者の認定', en: 'Accreditation of proficiency testing providers' },
            description: {
              ja: '技能試験を提供する機関が ISO/IEC 17043 に基づいて受ける認定をご案内します。',
              en: 'Accreditation of the bodies that provide proficiency testing, against ISO/IEC 17043.',
            },
          },
          {
            href: '/documents_forms/documents?scheme=proficiency_testing_provider',
            label: { ja: '技能試験提供者に関する文書', en: 'Documents for proficiency testing providers' },
            description: {
              ja: '技能試験提供者の認定に用いる認定基準などの文書を探せます。',
              en: 'Find the accreditation criteria and other documents for proficiency testing providers.',
            },
          },
          {
            href: '/about/proficiency_testing/other',
            label: { ja: '他機関が実施する技能試験', en: 'Proficiency testing by other providers' },
            description: {
              ja: '当協会以外の技能試験提供者が実施する技能試験の例をご紹介します。',
              en: 'Examples of proficiency testing run by providers other than JAB.',
            },
          },
        ],
      },
    ],
  },
  {
    path: '/about/proficiency_testing/other',
    title: { ja: '他機関が実施する技能試験', en: 'Proficiency testing by other providers' },
    summary: {
      ja: '当協会以外の技能試験提供者が実施する技能試験の例と、技能試験を選ぶ際の観点をご案内します。',
      en: 'Examples of proficiency testing run by providers other than JAB, and what to consider when choosing a scheme.',
    },
    body: [
      sampleNotice,
      {
        kind: 'paragraph',
        text: {
          ja: '技能試験は、当協会のほかにも、国内・海外のさまざまな技能試験提供者が実施しています。試験所や校正機関は、自らの試験や校正の分野に合った技能試験を選んで参加できます。',
          en: 'Besides JAB, many proficiency testing providers in Japan and outside Japan run proficiency testing. Testing and calibration laboratories can choose the schemes that match their own fields of testing or calibration.',
        },
      },
      {
        kind: 'table',
        caption: { ja: '他機関が実施する技能試験の例（サンプル）', en: 'Examples of proficiency testing by other providers (sample)' },
        columns: [
          { ja: '技能試験提供者', en: 'Provider' },
          { ja: '分野', en: 'Field' },
          { ja: '当協会の認定', en: 'Accreditation by JAB' },
        ],
        rows: [
          [
            { ja: 'サンプル技能試験センター株式会社（サンプル）', en: 'Sample Proficiency Testing Centre Co., Ltd. (sample)' },
            { ja: '化学試験（食品中の残留農薬）', en: 'Chemical testing (pesticide residues in food)' },
            { ja: '認定あり（認定番号 PTP0101）', en: 'Accredited (accreditation number PTP0101)' },
          ],
          [
            { ja: '一般社団法人見本分析技術協会（サンプル）', en: 'Mihon Analytical Technology Association (sample)' },
            { ja: '化学試験（土壌・水質）', en: 'Chemical testing (soil and water)' },
            { ja: '認定あり（認定番号 PTP0102）', en: 'Accredited (accreditation number PTP0102)' },
          ],
          [
            { ja: '見本計測株式会社（サンプル）', en: 'Mihon Measurement Co., Ltd. (sample)' },
            { ja: '校正（長さ・寸法）', en: 'Calibration (length and dimensions)' },
            { ja: '認定あり（認定番号 PTP0103）', en: 'Accredited (accreditation number PTP0103)' },
          ],
          [
            { ja: '一般財団法人サンプル臨床検査精度管理協会（サンプル）', en: 'Sample Clinical Laboratory Quality Foundation (sample)' },
            { ja: '臨床検査（臨床化学・血液学）', en: 'Medical testing (clinical chemistry and haematology)' },
            { ja: '認定なし', en: 'Not accredited' },
          ],
          [
            { ja: '見本微生物研究所株式会社（サンプル）', en: 'Mihon Microbiology Laboratory Co., Ltd. (sample)' },
            { ja: '微生物試験（食品・環境）', en: 'Microbiological testing (food and environment)' },
            { ja: '認定あり（認定番号 PTP0104）', en: 'Accredited (accreditation number PTP0104)' },
          ],
          [
            { ja: 'サンプル電磁環境試験協議会（サンプル）', en: 'Sample EMC Testing Council (sample)' },
            { ja: '電気試験（電磁両立性）', en: 'Electrical testing (electromagnetic compatibility)' },
            { ja: '認定なし', en: 'Not accredited' },
          ],
          [
            { ja: '見本建材試験ネットワーク（サンプル）', en: 'Mihon Building Materials Testing Network (sample)' },
            { ja: '建設材料試験（コンクリート・骨材）', en: 'Construction materials testing (concrete and aggregates)' },
            { ja: '認定あり（認定番号 PTP0105）', en: 'Accredited (accreditation number PTP0105)' },
          ],
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'この表は、技能試験を探す際の参考としてご紹介するもので、当協会が特定の技能試験を推薦するものではありません。日程、参加費及び申込方法は、各技能試験提供者に直接お問い合わせください。',
          en: 'This table is offered only as a starting point for finding proficiency testing; JAB does not recommend any particular scheme. Please ask each provider directly about dates, fees and how to register.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会が認定した技能試験提供者と、その認定範囲は、[認定適合性評価機関の検索（技能試験提供者）](/certification_institutions?scheme=proficiency_testing_provider)で確認できます。',
          en: 'The proficiency testing providers accredited by JAB, and their scopes of accreditation, can be found in [Search accredited bodies (proficiency testing providers)](/certification_institutions?scheme=proficiency_testing_provider).',
        },
      },
      { kind: 'heading', text: { ja: '技能試験を選ぶ際の観点', en: 'What to consider when choosing' } },
      {
        kind: 'list',
        items: [
          {
            ja: '自らの試験又は校正の分野、方法及び測定範囲に合っていること',
            en: 'It matches the fields, methods and measurement ranges of your own testing or calibration',
          },
          {
            ja: '技能試験提供者が ISO/IEC 17043 に基づく認定を受けていること（認定を受けた提供者は、技能試験を計画し運営する能力が確認されています）',
            en: 'The provider is accredited against ISO/IEC 17043 (an accredited provider has had its competence to plan and run proficiency testing confirmed)',
          },
          {
            ja: '実施の頻度と時期が、自らの参加の計画に合っていること',
            en: 'Its frequency and timing fit your own participation plan',
          },
          {
            ja: '結果の評価の方法が明らかにされていること',
            en: 'The way results are evaluated is clearly explained',
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: '関連ページ', en: 'Related pages' },
        items: [
          {
            href: '/about/proficiency_testing',
            label: { ja: '当協会が実施する技能試験', en: 'Proficiency testing run by JAB' },
          },
          {
            href: '/service/ptp',
            label: { ja: '技能試験提供者の認定', en: 'Accreditation of proficiency testing providers' },
          },
        ],
      },
    ],
  },
  {
    path: '/about/assets',
    title: { ja: '基本財産と出えん団体', en: 'Basic assets and endowing organisations' },
    summary: {
      ja: '当協会の基本財産114,350千円と、出えんいただいた団体をご紹介します。',
      en: "JAB's basic assets of 114,350 thousand yen and the organisations that endowed them.",
    },
    body: [
      sampleNotice,
      { kind: 'heading', text: { ja: '基本財産', en: 'Basic assets' } },
      {
        kind: 'paragraph',
        text: {
          ja: '基本財産は、公益財団法人が目的とする事業を安定して続けるための基盤となる財産です。当協会の基本財産は114,350千円で、当協会の設立の趣旨に賛同いただいた業界団体や企業からの出えんによって形成されています。',
          en: "Basic assets are the assets on which a public-interest foundation relies to carry on its activities steadily. JAB's basic assets amount to 114,350 thousand yen and were formed from endowments by industry associations and companies that supported the purpose for which JAB was founded.",
        },
      },
      { kind: 'heading', text: { ja: '出えん団体', en: 'Endowing organisations' } },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会に出えんいただいた団体と、その出えん額は次のとおりです。',
          en: 'The organisations that endowed JAB, and the amount each contributed, are listed below.',
        },
      },
      {
        kind: 'table',
        caption: { ja: '出えん団体と出えん額（サンプル）', en: 'Endowing organisations and amounts (sample)' },
        columns: [
          { ja: '出えん団体', en: 'Endowing organisation' },
          { ja: '出えん額（千円）', en: 'Amount (thousand yen)' },
        ],
        rows: [
          [
            { ja: '一般社団法人見本電機工業会（サンプル）', en: "Mihon Electrical Manufacturers' Association (sample)" },
            { ja: '20,000', en: '20,000' },
          ],
          [
            { ja: '一般社団法人見本化学工業協会（サンプル）', en: 'Mihon Chemical Industry Association (sample)' },
            { ja: '15,000', en: '15,000' },
          ],
          [
            { ja: '一般社団法人見本鉄鋼連盟（サンプル）', en: 'Mihon Iron and Steel Federation (sample)' },
            { ja: '15,000', en: '15,000' },
          ],
          [
            { ja: '一般社団法人サンプル機械工業会（サンプル）', en: "Sample Machinery Manufacturers' Association (sample)" },
            { ja: '12,000', en: '12,000' },
          ],
          [
            { ja: '一般社団法人サンプル建設業協会（サンプル）', en: "Sample Construction Contractors' Association (sample)" },
            { ja: '10,000', en: '10,000' },
          ],
          [
            { ja: '一般財団法人見本品質管理振興会（サンプル）', en: 'Mihon Quality Management Foundation (sample)' },
            { ja: '8,000', en: '8,000' },
          ],
          [
            { ja: '一般社団法人見本食品工業会（サンプル）', en: 'Mihon Food Industry Association (sample)' },
            { ja: '8,000', en: '8,000' },
          ],
          [
            { ja: 'サンプル精機株式会社（サンプル）', en: 'Sample Precision Machinery Co., Ltd. (sample)' },
            { ja: '6,000', en: '6,000' },
          ],
          [
            { ja: '見本化成株式会社（サンプル）', en: 'Mihon Chemicals Co., Ltd. (sample)' },
            { ja: '5,000', en: '5,000' },
          ],
          [
            { ja: '見本電子工業株式会社（サンプル）', en: 'Mihon Electronics Co., Ltd. (sample)' },
            { ja: '5,000', en: '5,000' },
          ],
          [
            { ja: '一般社団法人サンプル繊維協会（サンプル）', en: 'Sample Textile Association (sample)' },
            { ja: '5,000', en: '5,000' },
          ],
          [
            { ja: 'サンプル商事株式会社（サンプル）', en: 'Sample Trading Co., Ltd. (sample)' },
            { ja: '3,000', en: '3,000' },
          ],
          [
            { ja: '見本ガス株式会社（サンプル）', en: 'Mihon Gas Co., Ltd. (sample)' },
            { ja: '2,350', en: '2,350' },
          ],
          [
            { ja: '合計', en: 'Total' },
            { ja: '114,350', en: '114,350' },
          ],
        ],
      },
      { kind: 'heading', text: { ja: '基本財産の管理', en: 'How the basic assets are held' } },
      {
        kind: 'paragraph',
        text: {
          ja: '基本財産は、[定款](/about/basic/charter)の定めに従い、元本の安全を第一として、国債などの債券と預金により保有しています。運用によって得られた収益は、当協会の公益目的の事業に充てています。基本財産を処分し、又は担保に供する場合には、理事会及び評議員会の承認を得ることとしています。当協会の概要は「[基本情報](/about/basic)」でもご覧いただけます。',
          en: "In accordance with the [Articles of Incorporation](/about/basic/charter), the basic assets are held in government and other bonds and in bank deposits, with the safety of the principal as the first priority. The income they earn is spent on JAB's public-interest activities. Disposing of the basic assets or offering them as security requires the approval of the Board of Directors and the Board of Councillors. An outline of JAB is also given under [Basic information](/about/basic).",
        },
      },
    ],
  },
  {
    path: '/about/access',
    title: { ja: '所在地・アクセス', en: 'Location and access' },
    summary: {
      ja: '当協会の所在地と交通アクセス、ご来訪の際のご案内です。',
      en: 'Where JAB is, how to get here and what to know before you visit.',
    },
    body: [
      { kind: 'view', view: 'access' },
      { kind: 'heading', text: { ja: 'ご来訪の際のお願い', en: 'Before you visit' } },
      {
        kind: 'list',
        items: [
          {
            ja: 'ご来訪の際は、あらかじめ担当者と日時をお約束のうえお越しください。お約束のないご来訪には、対応できない場合があります。',
            en: 'Please arrange the date and time of your visit with the person you are meeting beforehand. We may not be able to see visitors without an appointment.',
          },
          {
            ja: '受付時間は、営業日の営業時間内です（休憩時間を除きます）。営業日と営業時間、年末年始の休業は「[営業日・営業時間](/about/basic/holiday)」をご覧ください。',
            en: 'Reception is open during business hours on business days, except during the lunch break. For the business days and hours, and the year-end closure, see [Business days and hours](/about/basic/holiday).',
          },
          {
            ja: 'ご来訪の日時の調整や、ご来訪前のご質問は、[お問い合わせフォーム](/inquiry/form)からもお寄せいただけます。',
            en: 'You can also arrange a visit, or ask questions before coming, through the [inquiry form](/inquiry/form).',
          },
        ],
      },
      { kind: 'heading', text: { ja: '建物のバリアフリー設備', en: 'Accessibility of the building' } },
      {
        kind: 'notice',
        text: {
          ja: 'この項目の内容はサンプルです。実在の建物の設備ではありません。',
          en: 'This section is a sample. It does not describe the facilities of a real building.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '建物の正面入口にはスロープがあり、段差なくお入りいただけます。',
            en: 'The main entrance has a ramp, so there are no steps to enter the building.',
          },
          {
            ja: 'すべての階にエレベーターで移動できます。',
            en: 'All floors can be reached by lift.',
          },
          {
            ja: '車いすをご利用の方が使えるトイレを1階に設けています。',
            en: 'A wheelchair-accessible toilet is available on the ground floor.',
          },
          {
            ja: '補助犬を同伴してご来訪いただけます。',
            en: 'Assistance dogs are welcome.',
          },
          {
            ja: '来訪者用の駐車場はありません。公共交通機関をご利用ください。お車でのご来訪にお手伝いが必要な場合は、事前にご相談ください。',
            en: 'There is no visitor car park, so please come by public transport. If you need help to arrive by car, please contact us in advance.',
          },
        ],
      },
      {
        kind: 'links',
        heading: { ja: '関連ページ', en: 'Related pages' },
        items: [
          {
            href: '/about/basic/holiday',
            label: { ja: '営業日・営業時間', en: 'Business days and hours' },
            description: {
              ja: '営業時間と、年末年始などの休業日をご案内します。',
              en: 'Our working hours and the days we are closed, including the year-end closure.',
            },
          },
          {
            href: '/inquiry/form',
            label: { ja: 'お問い合わせフォーム', en: 'Inquiry form' },
            description: {
              ja: 'ご来訪の日時の調整やご質問をお寄せください。',
              en: 'Arrange a visit or send us your questions.',
            },
          },
        ],
      },
    ],
  },
  {
    path: '/about/international_mra',
    title: { ja: '国際相互承認', en: 'International mutual recognition' },
    summary: {
      ja: 'IAF MLA、ILAC MRA 及び APAC MRA の仕組みと、当協会の署名の状況をご案内します。',
      en: "How the IAF MLA, the ILAC MRA and the APAC MRA work, and the scope of JAB's signatory status.",
    },
    body: [
      {
        kind: 'notice',
        text: {
          ja: 'このページの署名の年のうち「サンプル」と記載したものはサンプルです。実際の署名の年ではありません。',
          en: 'The years of signature on this page marked "sample" are samples. They are not the actual years of signature.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '国際相互承認は、各国・地域の認定機関が互いの評価（ピア評価）を受けたうえで、互いの認定を同等のものとして受け入れる取決めです。取決めに署名した認定機関が認定した適合性評価機関の認証書、試験報告書、校正証明書、検査報告書などは、ほかの署名機関の国・地域でも同等のものとして受け入れられます。これにより、同じ製品や組織が輸出先で重ねて試験や審査を受ける必要が減り、「一度の試験・認証で、世界中で受け入れられる」ことを目指しています。',
          en: 'International mutual recognition is an arrangement under which accreditation bodies, having evaluated one another (peer evaluation), accept each other\'s accreditation as equivalent. Certificates, test reports, calibration certificates, inspection reports and the like issued by conformity assessment bodies accredited by a signatory are accepted as equivalent in the economies of the other signatories. This reduces the need for the same product or organisation to be tested or assessed again for each export market, with the aim of "tested or certified once, accepted everywhere".',
        },
      },
      { kind: 'heading', text: { ja: '3つの取決め', en: 'The three arrangements' } },
      {
        kind: 'list',
        items: [
          {
            ja: 'IAF MLA：[国際認定フォーラム（IAF）](https://iaf.nu)の多国間承認取決めです。マネジメントシステム、製品及び要員の認証と、妥当性確認・検証の分野を対象とします。取決めの範囲は、主範囲（認証機関などが従う規格）、副範囲及び個別の規格の階層で定められています。',
            en: 'IAF MLA: the multilateral recognition arrangement of the [International Accreditation Forum (IAF)](https://iaf.nu). It covers the certification of management systems, products and persons, and validation and verification. Its scope is defined in levels: the main scope (the standard the conformity assessment bodies work to), sub-scopes and individual standards.',
          },
          {
            ja: 'ILAC MRA：[国際試験所認定協力機構（ILAC）](https://ilac.org)の相互承認取決めです。試験所、校正機関、臨床検査室、検査機関、技能試験提供者及び標準物質生産者の認定を対象とします。',
            en: 'ILAC MRA: the mutual recognition arrangement of the [International Laboratory Accreditation Cooperation (ILAC)](https://ilac.org). It covers the accreditation of testing and calibration laboratories, medical laboratories, inspection bodies, proficiency testing providers and reference material producers.',
          },
          {
            ja: 'APAC MRA：[アジア太平洋認定協力機構（APAC）](https://www.apac-accreditation.org)の相互承認取決めです。アジア太平洋地域の認定機関による地域の取決めで、IAF と ILAC の双方から承認されています。APAC は、2019年に APLAC と PAC が統合して発足しました。',
            en: 'APAC MRA: the mutual recognition arrangement of the [Asia Pacific Accreditation Cooperation (APAC)](https://www.apac-accreditation.org). It is the regional arrangement of accreditation bodies in the Asia-Pacific, recognised by both IAF and ILAC. APAC was formed in 2019 when APLAC and PAC merged.',
          },
        ],
      },
      { kind: 'heading', text: { ja: '当協会の署名の状況', en: "JAB's signatory status" } },
      {
        kind: 'table',
        caption: { ja: '当協会が署名している取決めと範囲（署名年は一部サンプル）', en: 'Arrangements and scopes JAB has signed (some years are samples)' },
        columns: [
          { ja: '取決め', en: 'Arrangement' },
          { ja: '範囲・レベル', en: 'Scope / level' },
          { ja: '規格', en: 'Standard' },
          { ja: '当協会の署名', en: 'JAB since' },
        ],
        rows: [
          [
            { ja: 'IAF MLA', en: 'IAF MLA' },
            {
              ja: '主範囲：マネジメントシステム認証（副範囲：QMS、EMS、ISMS、FSMS、OHSMS、EnMS など）',
              en: 'Main scope: management system certification (sub-scopes: QMS, EMS, ISMS, FSMS, OHSMS, EnMS and others)',
            },
            { ja: 'ISO/IEC 17021-1', en: 'ISO/IEC 17021-1' },
            { ja: '1996年（サンプル）', en: '1996 (sample)' },
          ],
          [
            { ja: 'IAF MLA', en: 'IAF MLA' },
            { ja: '主範囲：製品認証', en: 'Main scope: product certification' },
            { ja: 'ISO/IEC 17065', en: 'ISO/IEC 17065' },
            { ja: '2004年（サンプル）', en: '2004 (sample)' },
          ],
          [
            { ja: 'IAF MLA', en: 'IAF MLA' },
            { ja: '主範囲：要員認証', en: 'Main scope: certification of persons' },
            { ja: 'ISO/IEC 17024', en: 'ISO/IEC 17024' },
            { ja: '2012年（サンプル）', en: '2012 (sample)' },
          ],
          [
            { ja: 'IAF MLA', en: 'IAF MLA' },
            { ja: '主範囲：妥当性確認・検証（副範囲：温室効果ガス）', en: 'Main scope: validation and verification (sub-scope: greenhouse gases)' },
            { ja: 'ISO/IEC 17029、ISO 14065', en: 'ISO/IEC 17029, ISO 14065' },
            { ja: '2022年（サンプル）', en: '2022 (sample)' },
          ],
          [
            { ja: 'ILAC MRA', en: 'ILAC MRA' },
            { ja: '試験', en: 'Testing' },
            { ja: 'ISO/IEC 17025', en: 'ISO/IEC 17025' },
            { ja: '2000年（サンプル）', en: '2000 (sample)' },
          ],
          [
            { ja: 'ILAC MRA', en: 'ILAC MRA' },
            { ja: '校正', en: 'Calibration' },
            { ja: 'ISO/IEC 17025', en: 'ISO/IEC 17025' },
            { ja: '2000年（サンプル）', en: '2000 (sample)' },
          ],
          [
            { ja: 'ILAC MRA', en: 'ILAC MRA' },
            { ja: '臨床検査', en: 'Medical testing' },
            { ja: 'ISO 15189', en: 'ISO 15189' },
            { ja: '2007年（サンプル）', en: '2007 (sample)' },
          ],
          [
            { ja: 'ILAC MRA', en: 'ILAC MRA' },
            { ja: '検査', en: 'Inspection' },
            { ja: 'ISO/IEC 17020', en: 'ISO/IEC 17020' },
            { ja: '2013年（サンプル）', en: '2013 (sample)' },
          ],
          [
            { ja: 'ILAC MRA', en: 'ILAC MRA' },
            { ja: '技能試験提供者', en: 'Proficiency testing providers' },
            { ja: 'ISO/IEC 17043', en: 'ISO/IEC 17043' },
            { ja: '2020年（サンプル）', en: '2020 (sample)' },
          ],
          [
            { ja: 'ILAC MRA', en: 'ILAC MRA' },
            { ja: '標準物質生産者', en: 'Reference material producers' },
            { ja: 'ISO 17034', en: 'ISO 17034' },
            { ja: '2020年（サンプル）', en: '2020 (sample)' },
          ],
          [
            { ja: 'APAC MRA', en: 'APAC MRA' },
            { ja: '地域の相互承認（アジア太平洋地域）', en: 'Regional mutual recognition (Asia-Pacific)' },
            { ja: '上記の各規格', en: 'The standards above' },
            { ja: '2014年6月25日（地域の取決めに署名）', en: '25 June 2014 (regional arrangement signed)' },
          ],
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、2014年6月25日に地域の相互承認取決めに署名しました。この地域の取決めは、現在は APAC MRA に引き継がれています。また、当協会は2011年9月30日に、最初の標準物質生産者の認定を行いました。',
          en: 'JAB signed the regional mutual recognition arrangement on 25 June 2014; that regional arrangement is now continued as the APAC MRA. JAB granted its first accreditation of a reference material producer on 30 September 2011.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '認定の種類ごとの国際相互承認の範囲は、各認定の種類のページにある「国際相互承認の範囲」の表でご確認ください。',
          en: 'The scope of international mutual recognition for each scheme is shown in the "Scope of international mutual recognition" table on that scheme\'s page.',
        },
      },
      {
        kind: 'list',
        items: [
          { ja: '[マネジメントシステム認証機関の認定](/service/management_system)', en: '[Accreditation of management system certification bodies](/service/management_system)' },
          { ja: '[要員認証機関の認定](/service/essential_member)', en: '[Accreditation of personnel certification bodies](/service/essential_member)' },
          { ja: '[製品認証機関の認定](/service/product)', en: '[Accreditation of product certification bodies](/service/product)' },
          {
            ja: '[温室効果ガス妥当性確認・検証機関の認定](/service/greenhouse_gas)',
            en: '[Accreditation of greenhouse gas validation and verification bodies](/service/greenhouse_gas)',
          },
          { ja: '[試験所・校正機関の認定](/service/laboratory)', en: '[Accreditation of testing and calibration laboratories](/service/laboratory)' },
          { ja: '[臨床検査室の認定](/service/medical_laboratory)', en: '[Accreditation of medical laboratories](/service/medical_laboratory)' },
          { ja: '[検査機関の認定](/service/inspection_agency)', en: '[Accreditation of inspection bodies](/service/inspection_agency)' },
          { ja: '[標準物質生産者の認定](/service/material_producer)', en: '[Accreditation of reference material producers](/service/material_producer)' },
          { ja: '[技能試験提供者の認定](/service/ptp)', en: '[Accreditation of proficiency testing providers](/service/ptp)' },
          { ja: '[バイオバンクの認定](/service/biobanking)', en: '[Accreditation of biobanks](/service/biobanking)' },
        ],
      },
      { kind: 'heading', text: { ja: '6つの地域協力組織', en: 'The six regional groups' } },
      {
        kind: 'paragraph',
        text: {
          ja: '世界の認定機関は、地域ごとに6つの地域協力組織をつくっています。IAF と ILAC は、これらの地域協力組織の相互承認取決めを承認しており、地域の取決めに署名した認定機関は、その範囲で IAF MLA 又は ILAC MRA の署名機関と同等に扱われます。ピア評価の多くは、地域協力組織が行います。',
          en: "The world's accreditation bodies are organised into six regional groups. IAF and ILAC recognise the mutual recognition arrangements of these groups, and an accreditation body that has signed its regional arrangement is treated, within that scope, in the same way as a signatory of the IAF MLA or the ILAC MRA. Most peer evaluations are carried out by the regional groups.",
        },
      },
      {
        kind: 'table',
        caption: { ja: '地域協力組織', en: 'Regional groups' },
        columns: [
          { ja: '略称', en: 'Abbreviation' },
          { ja: '名称', en: 'Name' },
          { ja: '地域', en: 'Region' },
        ],
        rows: [
          [
            { ja: 'APAC', en: 'APAC' },
            { ja: 'アジア太平洋認定協力機構', en: 'Asia Pacific Accreditation Cooperation' },
            { ja: 'アジア太平洋', en: 'Asia-Pacific' },
          ],
          [
            { ja: 'EA', en: 'EA' },
            { ja: '欧州認定協力機構', en: 'European co-operation for Accreditation' },
            { ja: '欧州', en: 'Europe' },
          ],
          [
            { ja: 'IAAC', en: 'IAAC' },
            { ja: '米州認定協力機構', en: 'Inter American Accreditation Cooperation' },
            { ja: '南北アメリカ', en: 'The Americas' },
          ],
          [
            { ja: 'AFRAC', en: 'AFRAC' },
            { ja: 'アフリカ認定協力機構', en: 'African Accreditation Cooperation' },
            { ja: 'アフリカ', en: 'Africa' },
          ],
          [
            { ja: 'ARAC', en: 'ARAC' },
            { ja: 'アラブ認定協力機構', en: 'Arab Accreditation Cooperation' },
            { ja: 'アラブ諸国', en: 'Arab states' },
          ],
          [
            { ja: 'SADCA', en: 'SADCA' },
            { ja: '南部アフリカ開発共同体認定協力機構', en: 'Southern African Development Community Cooperation in Accreditation' },
            { ja: '南部アフリカ', en: 'Southern Africa' },
          ],
        ],
      },
      { kind: 'heading', text: { ja: '検査機関のタイプA・B・C', en: 'Inspection bodies: types A, B and C' } },
      {
        kind: 'paragraph',
        text: {
          ja: '検査機関の認定に用いる ISO/IEC 17020 は、検査機関を、検査する品目との関わり方（独立性）によってタイプA・B・Cの3つに分けています。どのタイプでも、認定を受けるには同じく能力と公平性が求められます。',
          en: 'ISO/IEC 17020, the standard used to accredit inspection bodies, divides inspection bodies into three types, A, B and C, according to how independent they are of the items they inspect. Whatever the type, an inspection body must show the same competence and impartiality to be accredited.',
        },
      },
      {
        kind: 'table',
        caption: { ja: '検査機関のタイプ', en: 'Types of inspection body' },
        columns: [
          { ja: 'タイプ', en: 'Type' },
          { ja: '独立性の要件', en: 'Independence requirements' },
          { ja: '例', en: 'Example' },
        ],
        rows: [
          [
            { ja: 'タイプA', en: 'Type A' },
            {
              ja: '第三者として独立しており、検査する品目の設計、製造、供給、設置、購入、所有、使用及び保守に関わらない。',
              en: 'Independent as a third party: not involved in the design, manufacture, supply, installation, purchase, ownership, use or maintenance of the items inspected.',
            },
            { ja: '依頼を受けて各社の設備を検査する独立した検査会社', en: 'An independent inspection company that inspects equipment for any client' },
          ],
          [
            { ja: 'タイプB', en: 'Type B' },
            {
              ja: '検査する品目に関わる組織の中で、分離され識別できる部門として置かれ、その組織（親組織）に対してだけ検査を行う。',
              en: 'A separate and identifiable part of an organisation involved with the items inspected, inspecting for that parent organisation only.',
            },
            {
              ja: '製造会社の中で、自社の製品だけを検査する独立した検査部門',
              en: "A separate inspection department of a manufacturer that inspects only its own company's products",
            },
          ],
          [
            { ja: 'タイプC', en: 'Type C' },
            {
              ja: '検査する品目に関わることがあり、親組織以外にも検査を行うことができる。組織の中で検査の責任とほかの業務の責任を分けるなど、公平性を守る仕組みを備える。',
              en: 'May be involved with the items inspected and may inspect for parties other than its parent organisation, with safeguards for impartiality such as separating responsibility for inspection from other work.',
            },
            { ja: '設備の保守を行う会社が、他社の設備の検査も受託する場合', en: "A maintenance company that also inspects other companies' equipment" },
          ],
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '世界全体では、6,500を超える検査機関が認定を受けています。当協会の検査機関の認定については、「[検査機関の認定](/service/inspection_agency)」をご覧ください。',
          en: "Worldwide, more than 6,500 inspection bodies are accredited. For JAB's accreditation of inspection bodies, see [Accreditation of inspection bodies](/service/inspection_agency).",
        },
      },
      {
        kind: 'links',
        heading: { ja: '関連ページ', en: 'Related pages' },
        items: [
          {
            href: '/accreditation/international_mra',
            label: { ja: '認定と国際相互承認', en: 'Accreditation and international mutual recognition' },
            description: {
              ja: '各認定の種類のページにある国際相互承認の範囲の表の見方をご案内します。',
              en: 'How to read the tables of the scope of international mutual recognition on each scheme page.',
            },
          },
          {
            href: '/about_jab/international_accreditation',
            label: { ja: '国際的な認定の仕組み', en: 'Accreditation worldwide' },
            description: {
              ja: '国際組織、地域協力組織及びピア評価の仕組みをわかりやすくご紹介します。',
              en: 'A plain introduction to the international organisations, the regional groups and peer evaluation.',
            },
          },
          {
            href: 'https://iaf.nu',
            label: { ja: '国際認定フォーラム（IAF）', en: 'International Accreditation Forum (IAF)' },
          },
          {
            href: 'https://ilac.org',
            label: { ja: '国際試験所認定協力機構（ILAC）', en: 'International Laboratory Accreditation Cooperation (ILAC)' },
          },
          {
            href: 'https://www.apac-accreditation.org',
            label: { ja: 'アジア太平洋認定協力機構（APAC）', en: 'Asia Pacific Accreditation Cooperation (APAC)' },
          },
        ],
      },
    ],
  },
];
