import type { SeedPage } from './types';

/** The service page of every scheme, for lists that link each one. */
const schemePageLinks = [
  { ja: '[マネジメントシステム認証機関の認定](/service/management_system)', en: '[Accreditation of management system certification bodies](/service/management_system)' },
  { ja: '[要員認証機関の認定](/service/essential_member)', en: '[Accreditation of personnel certification bodies](/service/essential_member)' },
  { ja: '[製品認証機関の認定](/service/product)', en: '[Accreditation of product certification bodies](/service/product)' },
  { ja: '[温室効果ガス妥当性確認・検証機関の認定](/service/greenhouse_gas)', en: '[Accreditation of greenhouse gas validation and verification bodies](/service/greenhouse_gas)' },
  { ja: '[試験所・校正機関の認定](/service/laboratory)', en: '[Accreditation of testing and calibration laboratories](/service/laboratory)' },
  { ja: '[臨床検査室の認定](/service/medical_laboratory)', en: '[Accreditation of medical laboratories](/service/medical_laboratory)' },
  { ja: '[検査機関の認定](/service/inspection_agency)', en: '[Accreditation of inspection bodies](/service/inspection_agency)' },
  { ja: '[標準物質生産者の認定](/service/material_producer)', en: '[Accreditation of reference material producers](/service/material_producer)' },
  { ja: '[技能試験提供者の認定](/service/ptp)', en: '[Accreditation of proficiency testing providers](/service/ptp)' },
  { ja: '[バイオバンクの認定](/service/biobanking)', en: '[Accreditation of biobanks](/service/biobanking)' },
];

/** Sample pages explaining conformity assessment and accreditation (/about_jab) and accreditation information (/accreditation). */
export const aboutJabPages: SeedPage[] = [
  {
    path: '/about_jab',
    title: { ja: 'JABとは', en: 'What is JAB?' },
    summary: {
      ja: '公益財団法人日本適合性認定協会（JAB）が、認定を通じて社会の信頼を支える役割をわかりやすくご紹介します。',
      en: 'A plain introduction to the Japan Accreditation Board (JAB) and how, through accreditation, it underpins trust across society.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: 'JAB は、公益財団法人日本適合性認定協会の略称です。当協会は1993年11月1日に設立され、2010年7月1日に公益財団法人となりました。日本の認定機関として、認証機関、試験所、検査機関などの適合性評価機関を認定しています。',
          en: 'JAB stands for the Japan Accreditation Board. It was founded on 1 November 1993 and became a public-interest incorporated foundation on 1 July 2010. As an accreditation body in Japan, JAB accredits conformity assessment bodies such as certification bodies, laboratories and inspection bodies.',
        },
      },
      { kind: 'heading', text: { ja: '当協会の役割', en: 'What JAB does' } },
      {
        kind: 'paragraph',
        text: {
          ja: '製品が安全であること、検査の結果が正しいこと、組織が適切に管理されていること。こうしたことを確かめるのが、認証機関や試験所などの適合性評価機関です。当協会は、その適合性評価機関に、業務を行う能力があり、公平に業務を行っているかどうかを、国際規格に基づいて審査し、認定します。',
          en: 'Whether a product is safe, whether a test result is correct, whether an organisation is properly managed: these are the things that conformity assessment bodies such as certification bodies and laboratories check. JAB assesses those conformity assessment bodies against international standards and accredits them when they are competent and work impartially.',
        },
      },
      {
        kind: 'list',
        items: [
          {
            ja: '国際規格に基づいて、適合性評価機関を審査し、認定します。',
            en: 'Assessing and accrediting conformity assessment bodies against international standards.',
          },
          {
            ja: '国際相互承認に参加し、当協会の認定が海外でも受け入れられるようにします。',
            en: 'Taking part in international mutual recognition, so that accreditation by JAB is accepted abroad.',
          },
          {
            ja: '適合性評価と認定の考え方を広め、その活用を支えます。',
            en: 'Promoting an understanding of conformity assessment and accreditation, and helping people to make use of them.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会の組織や沿革については「[協会について](/about)」を、認定の種類については「[認定サービス](/service)」をご覧ください。',
          en: 'For JAB as an organisation, see [About JAB](/about); for the types of accreditation it offers, see [Accreditation services](/service).',
        },
      },
      {
        kind: 'links',
        heading: { ja: '認定の基本を知る', en: 'Learn the basics' },
        items: [
          {
            href: '/about_jab/jcca',
            label: { ja: '適合性評価とは', en: 'What is conformity assessment?' },
            description: {
              ja: '試験、検査、認証などの適合性評価の種類と、規格から認定までのつながりをご紹介します。',
              en: 'The forms of conformity assessment, such as testing, inspection and certification, and how standards, conformity assessment and accreditation fit together.',
            },
          },
          {
            href: '/about_jab/accreditation',
            label: { ja: '認定とは', en: 'What is accreditation?' },
            description: {
              ja: '認定の意味と、認証との違いをご紹介します。',
              en: 'What accreditation means and how it differs from certification.',
            },
          },
          {
            href: '/about_jab/international_accreditation',
            label: { ja: '国際的な認定の仕組み', en: 'Accreditation worldwide' },
            description: {
              ja: 'IAF、ILAC、地域協力組織とピア評価による国際的な仕組みをご紹介します。',
              en: 'The international system of IAF, ILAC, the regional groups and peer evaluation.',
            },
          },
          {
            href: '/about_jab/society_contribution',
            label: { ja: '社会への貢献', en: 'Contributing to society' },
            description: {
              ja: '貿易、安全、医療、気候変動対策など、認定が役立っている場面をご紹介します。',
              en: 'How accreditation helps in trade, safety, healthcare, climate action and more.',
            },
          },
        ],
      },
    ],
  },
  {
    path: '/about_jab/jcca',
    title: { ja: '適合性評価とは', en: 'What is conformity assessment?' },
    summary: {
      ja: '製品、サービス、組織などが要求事項を満たしているかを確かめる「適合性評価」の種類と、規格から認定までのつながりをご紹介します。',
      en: 'The forms of conformity assessment, which checks that products, services, organisations and more meet requirements, and how standards, conformity assessment and accreditation link up.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '適合性評価とは、製品、サービス、プロセス、マネジメントシステム、人などが、規格や法令などに定められた要求事項を満たしていることを確かめる活動の総称です。用語と考え方は、国際規格 ISO/IEC 17000 に定められています。',
          en: 'Conformity assessment is the collective term for activities that show whether products, services, processes, management systems, persons and so on fulfil the requirements set out in standards, regulations and the like. Its terms and concepts are defined in the international standard ISO/IEC 17000.',
        },
      },
      { kind: 'heading', text: { ja: '適合性評価の主な種類', en: 'Main forms of conformity assessment' } },
      {
        kind: 'list',
        items: [
          {
            ja: '試験：製品や材料などの特性を、定められた方法で測定します。例えば、食品に含まれる成分の分析や、材料の強度の試験です。校正は、計測機器が示す値を標準と比べて確かめるもので、試験を支える大切な活動です。',
            en: 'Testing: measuring the characteristics of products, materials and the like by a set method, such as analysing what a food contains or testing the strength of a material. Calibration, which checks the readings of a measuring instrument against a reference standard, is an essential support for testing.',
          },
          {
            ja: '検査：製品、設備、工程などを調べ、要求事項に適合しているかを専門的な判断に基づいて判定します。例えば、昇降機や圧力容器の検査です。',
            en: 'Inspection: examining products, installations, processes and the like and deciding, with professional judgement, whether they conform to requirements, such as inspecting lifts or pressure vessels.',
          },
          {
            ja: '認証：製品、マネジメントシステム、人などが要求事項を満たしていることを、第三者である認証機関が証明します。例えば、ISO 9001 に基づく品質マネジメントシステムの認証です。',
            en: 'Certification: attestation by a third party, the certification body, that products, management systems, persons and so on meet requirements, such as certification of a quality management system to ISO 9001.',
          },
          {
            ja: '妥当性確認・検証：温室効果ガスの排出量などに関する主張について、これから行う計画の妥当性を確認し、又は実績の正確さを検証します。',
            en: 'Validation and verification: confirming that a claim, such as a statement on greenhouse gas emissions, is plausible for what is planned (validation) or accurate for what has happened (verification).',
          },
        ],
      },
      { kind: 'heading', text: { ja: '誰が評価するか', en: 'Who carries out the assessment' } },
      {
        kind: 'paragraph',
        text: {
          ja: '適合性評価は、製品の供給者自身が行うこと（第一者）もあれば、購入者などの利用者が行うこと（第二者）も、利害関係のない独立した機関が行うこと（第三者）もあります。第三者による評価は、立場の独立した客観的な結果として、取引や規制の場面で広く用いられています。',
          en: 'Conformity assessment may be carried out by the supplier itself (first party), by a user such as the purchaser (second party), or by an independent body with no interest in the outcome (third party). Third-party assessment gives an independent, objective result and is widely relied on in trade and regulation.',
        },
      },
      {
        kind: 'steps',
        heading: { ja: '規格から認定まで', en: 'From standards to accreditation' },
        items: [
          {
            title: { ja: '規格・基準が要求事項を定める', en: 'Standards and regulations set requirements' },
            text: {
              ja: 'ISO や JIS などの規格、法令、業界の基準が、製品や組織が満たすべき要求事項を定めます。',
              en: 'Standards such as ISO and JIS standards, regulations and industry criteria set out what products and organisations must achieve.',
            },
          },
          {
            title: { ja: '適合性評価機関が評価する', en: 'Conformity assessment bodies assess' },
            text: {
              ja: '認証機関、試験所、検査機関などが、試験、検査、認証などにより、要求事項を満たしているかを確かめます。',
              en: 'Certification bodies, laboratories, inspection bodies and others check, by testing, inspection, certification and so on, whether the requirements are met.',
            },
          },
          {
            title: { ja: '認定機関が適合性評価機関を認定する', en: 'An accreditation body accredits the conformity assessment bodies' },
            text: {
              ja: '当協会のような認定機関が、適合性評価機関に評価を行う能力と公平性があるかを、ISO/IEC 17025 や ISO/IEC 17021-1 などの国際規格に基づいて審査し、認定します。',
              en: 'An accreditation body such as JAB assesses whether conformity assessment bodies are competent and impartial, against international standards such as ISO/IEC 17025 and ISO/IEC 17021-1, and accredits them.',
            },
          },
          {
            title: { ja: '国際相互承認により海外でも受け入れられる', en: 'International mutual recognition carries the results abroad' },
            text: {
              ja: '認定機関どうしの国際相互承認により、認定を受けた機関の結果は、ほかの国・地域でも同等のものとして受け入れられます。',
              en: 'Through international mutual recognition between accreditation bodies, the results of accredited bodies are accepted as equivalent in other countries and regions.',
            },
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          ja: '認定の仕組みについては「[認定とは](/about_jab/accreditation)」を、国際相互承認については「[国際的な認定の仕組み](/about_jab/international_accreditation)」をご覧ください。',
          en: 'For how accreditation works, see [What is accreditation?](/about_jab/accreditation); for international mutual recognition, see [Accreditation worldwide](/about_jab/international_accreditation).',
        },
      },
    ],
  },
  {
    path: '/about_jab/accreditation',
    title: { ja: '認定とは', en: 'What is accreditation?' },
    summary: {
      ja: '適合性評価機関の能力と公平性を認定機関が確かめる「認定」の仕組みと、認証との違いをご紹介します。',
      en: 'How accreditation, the confirmation by an accreditation body that a conformity assessment body is competent and impartial, works and how it differs from certification.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '認定とは、認証機関、試験所、検査機関などの適合性評価機関が、特定の業務を行う能力を持ち、公平かつ一貫して業務を行っていることを、認定機関が審査し、公式に認めることです。認定は、適合性評価の結果を信頼してよいかどうかを示す「評価する機関の評価」といえます。',
          en: 'Accreditation is the formal recognition by an accreditation body, after assessment, that a conformity assessment body such as a certification body, laboratory or inspection body is competent to carry out specific tasks and does so impartially and consistently. In other words, accreditation is an assessment of the assessors, showing whether their results can be trusted.',
        },
      },
      { kind: 'heading', text: { ja: '認定と認証の違い', en: 'Accreditation and certification compared' } },
      {
        kind: 'paragraph',
        text: {
          ja: '「認定」と「認証」は似た言葉ですが、行う機関も、対象も異なります。',
          en: '"Accreditation" and "certification" sound alike, but they are granted by different bodies to different recipients.',
        },
      },
      {
        kind: 'table',
        caption: { ja: '認定と認証の比較', en: 'Accreditation and certification compared' },
        columns: [
          { ja: '項目', en: 'Item' },
          { ja: '認定', en: 'Accreditation' },
          { ja: '認証', en: 'Certification' },
        ],
        rows: [
          [
            { ja: '行う者', en: 'Granted by' },
            { ja: '認定機関（日本では当協会など）', en: 'An accreditation body (in Japan, JAB among others)' },
            { ja: '認証機関', en: 'A certification body' },
          ],
          [
            { ja: '対象', en: 'Granted to' },
            {
              ja: '適合性評価機関（認証機関、試験所、校正機関、検査機関など）',
              en: 'Conformity assessment bodies (certification bodies, testing and calibration laboratories, inspection bodies and others)',
            },
            { ja: '組織のマネジメントシステム、製品、要員など', en: "Organisations' management systems, products, persons and the like" },
          ],
          [
            { ja: '確かめること', en: 'What it confirms' },
            { ja: '適合性評価を行う能力、公平性及び業務の一貫性', en: 'Competence, impartiality and consistency in carrying out conformity assessment' },
            { ja: '規格などの要求事項への適合', en: 'Conformity with the requirements of a standard or similar document' },
          ],
          [
            { ja: '用いる規格', en: 'Against which standard' },
            {
              ja: 'ISO/IEC 17021-1、ISO/IEC 17025、ISO/IEC 17020 などの適合性評価機関のための規格（認定機関自身は ISO/IEC 17011 に従います）',
              en: 'Standards for conformity assessment bodies, such as ISO/IEC 17021-1, ISO/IEC 17025 and ISO/IEC 17020 (accreditation bodies themselves follow ISO/IEC 17011)',
            },
            {
              ja: 'ISO 9001、ISO 14001、ISO/IEC 27001 などのマネジメントシステム規格や、製品の規格',
              en: 'Management system standards such as ISO 9001, ISO 14001 and ISO/IEC 27001, or product standards',
            },
          ],
          [
            { ja: '例', en: 'Example' },
            { ja: '当協会が、ある認証機関を ISO/IEC 17021-1 に基づいて認定する。', en: 'JAB accredits a certification body against ISO/IEC 17021-1.' },
            {
              ja: 'その認証機関が、ある工場の品質マネジメントシステムを ISO 9001 に基づいて認証する。',
              en: "That certification body certifies a factory's quality management system to ISO 9001.",
            },
          ],
        ],
      },
      { kind: 'heading', text: { ja: '当協会が認定する機関', en: 'Bodies accredited by JAB' } },
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、次の種類の適合性評価機関を認定しています。各ページで、認定基準となる規格、認定を受けるメリット及び認定までの流れをご覧いただけます。',
          en: 'JAB accredits the following types of conformity assessment body. Each page describes the standard used as the accreditation criteria, the benefits of accreditation and the steps to accreditation.',
        },
      },
      { kind: 'list', items: schemePageLinks },
      { kind: 'heading', text: { ja: '認定の周期', en: 'The accreditation cycle' } },
      {
        kind: 'paragraph',
        text: {
          ja: '認定の周期は、原則として4年です。認定の後も、当協会はサーベイランスにより要求事項を満たし続けているかを確かめ、周期の最終年には再審査を行います。認定は一度受ければ終わりではなく、継続して能力を示し続けることで維持されます。申請から認定までの流れは「[認定取得に関する情報](/accreditation/information)」をご覧ください。',
          en: 'The accreditation cycle is four years in principle. After accreditation, JAB checks through surveillance that the body continues to meet the requirements, and carries out a reassessment in the final year of the cycle. Accreditation is not granted once and for all: it is kept by continuing to demonstrate competence. For the steps from application to accreditation, see [Information on obtaining accreditation](/accreditation/information).',
        },
      },
    ],
  },
  {
    path: '/about_jab/international_accreditation',
    title: { ja: '国際的な認定の仕組み', en: 'Accreditation worldwide' },
    summary: {
      ja: 'IAF、ILAC、地域協力組織とピア評価により、各国・地域の認定機関が互いの認定を認め合う仕組みをご紹介します。',
      en: "How IAF, ILAC, the regional groups and peer evaluation allow accreditation bodies around the world to accept each other's accreditation.",
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '多くの国・地域には、それぞれの認定機関があります。各認定機関は、同じ国際規格に基づいて認定を行い、国際的な組織と地域の組織に参加しています。こうした枠組みにより、ある国で認定を受けた機関の結果を、ほかの国・地域でも信頼できるようになっています。',
          en: 'Most countries and regions have their own accreditation bodies. They accredit against the same international standards and take part in international and regional organisations. This framework allows the results of a body accredited in one country to be trusted in other countries and regions.',
        },
      },
      { kind: 'heading', text: { ja: '2つの国際組織', en: 'Two international organisations' } },
      {
        kind: 'list',
        items: [
          {
            ja: '[IAF（国際認定フォーラム）](https://iaf.nu)：マネジメントシステム、製品及び要員の認証と、妥当性確認・検証の分野の認定機関による国際組織です。多国間承認取決め（IAF MLA）を運営しています。',
            en: '[IAF (International Accreditation Forum)](https://iaf.nu): the international organisation of accreditation bodies in the certification of management systems, products and persons, and in validation and verification. It runs the multilateral recognition arrangement (IAF MLA).',
          },
          {
            ja: '[ILAC（国際試験所認定協力機構）](https://ilac.org)：試験所、校正機関、臨床検査室、検査機関、技能試験提供者及び標準物質生産者の分野の認定機関による国際組織です。相互承認取決め（ILAC MRA）を運営しています。',
            en: '[ILAC (International Laboratory Accreditation Cooperation)](https://ilac.org): the international organisation of accreditation bodies for testing and calibration laboratories, medical laboratories, inspection bodies, proficiency testing providers and reference material producers. It runs the mutual recognition arrangement (ILAC MRA).',
          },
        ],
      },
      { kind: 'heading', text: { ja: '6つの地域協力組織', en: 'Six regional groups' } },
      {
        kind: 'paragraph',
        text: {
          ja: '認定機関は、地域ごとに6つの地域協力組織をつくっています。アジア太平洋の [APAC（アジア太平洋認定協力機構）](https://www.apac-accreditation.org)、欧州の EA、南北アメリカの IAAC、アフリカの AFRAC、アラブ諸国の ARAC、南部アフリカの SADCA です。当協会は APAC に参加しています。地域協力組織の相互承認取決めは、IAF と ILAC から承認されています。',
          en: 'Accreditation bodies are organised into six regional groups: [APAC (Asia Pacific Accreditation Cooperation)](https://www.apac-accreditation.org) in the Asia-Pacific, EA in Europe, IAAC in the Americas, AFRAC in Africa, ARAC in the Arab states and SADCA in southern Africa. JAB is a member of APAC. The mutual recognition arrangements of the regional groups are recognised by IAF and ILAC.',
        },
      },
      { kind: 'heading', text: { ja: 'ピア評価', en: 'Peer evaluation' } },
      {
        kind: 'paragraph',
        text: {
          ja: '国際相互承認に署名するには、認定機関は、ほかの国・地域の認定機関から選ばれた評価者によるピア評価を受けます。ピア評価では、認定機関が ISO/IEC 17011 と取決めの要求事項を満たしているかを、規程や記録の確認、職員への聞き取り、認定の審査への立会いなどによって確かめます。署名した後も、ピア評価は定期的に繰り返されます。',
          en: 'To sign an international mutual recognition arrangement, an accreditation body undergoes peer evaluation by evaluators drawn from accreditation bodies in other countries and regions. The peer evaluation checks that the accreditation body meets ISO/IEC 17011 and the requirements of the arrangement, by reviewing its rules and records, interviewing its staff and witnessing its assessments. Peer evaluation is repeated at regular intervals after signing.',
        },
      },
      {
        kind: 'steps',
        heading: { ja: 'ピア評価から相互承認まで', en: 'From peer evaluation to mutual recognition' },
        items: [
          {
            title: { ja: '申込みと準備', en: 'Application and preparation' },
            text: { ja: '認定機関が、取決めへの署名を申し込みます。', en: 'The accreditation body applies to sign the arrangement.' },
          },
          {
            title: { ja: 'ピア評価', en: 'Peer evaluation' },
            text: {
              ja: '評価チームが、書類の確認と現地での評価を行い、審査への立会いも行います。',
              en: 'An evaluation team reviews documents, evaluates the body on site and witnesses its assessments.',
            },
          },
          {
            title: { ja: '指摘への対応', en: 'Responding to findings' },
            text: {
              ja: '認定機関が、評価チームの指摘に対して是正処置を行います。',
              en: "The accreditation body takes corrective action on the team's findings.",
            },
          },
          {
            title: { ja: '署名の決定', en: 'Decision to admit as a signatory' },
            text: {
              ja: '評価の結果をもとに、署名を認めるかどうかが決まります。',
              en: 'On the basis of the evaluation, a decision is taken on whether the body may sign.',
            },
          },
        ],
      },
      { kind: 'heading', text: { ja: '国際相互承認の効果', en: 'What mutual recognition achieves' } },
      {
        kind: 'paragraph',
        text: {
          ja: '国際相互承認に署名した認定機関が認定した機関の認証書や報告書は、ほかの署名機関の国・地域でも同等のものとして受け入れられます。同じ製品に重ねて試験や認証を行う必要が減り、国際的な取引が円滑になります。当協会は、IAF MLA、ILAC MRA 及び APAC MRA に署名しています。署名の範囲については「[国際相互承認](/about/international_mra)」をご覧ください。',
          en: 'Certificates and reports from bodies accredited by a signatory are accepted as equivalent in the countries and regions of the other signatories. This reduces the need to test or certify the same product twice and helps international trade to run smoothly. JAB is a signatory to the IAF MLA, the ILAC MRA and the APAC MRA. For the scope of its signatory status, see [International mutual recognition](/about/international_mra).',
        },
      },
    ],
  },
  {
    path: '/about_jab/society_contribution',
    title: { ja: '社会への貢献', en: 'Contributing to society' },
    summary: {
      ja: '貿易、安全、医療、気候変動対策など、認定が社会に役立っている場面をご紹介します。',
      en: 'How accreditation serves society in trade, safety, healthcare, climate action and more.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '認定を受けた機関による試験、検査、認証の結果は、私たちの暮らしや経済のさまざまな場面で使われています。認定は目に触れる機会の少ない仕組みですが、その結果を信頼できるものにすることで、社会を支えています。',
          en: 'The results of testing, inspection and certification by accredited bodies are used throughout daily life and the economy. Accreditation is rarely seen, but by making those results trustworthy, it supports society as a whole.',
        },
      },
      {
        kind: 'sections',
        tocHeading: { ja: 'このページの内容', en: 'On this page' },
        items: [
          {
            anchor: 'trade',
            heading: { ja: '貿易を円滑にする', en: 'Smoother trade' },
            body: [
              {
                kind: 'paragraph',
                text: {
                  ja: '国際相互承認により、認定を受けた試験所の報告書や認証機関の認証書は、輸出先でも受け入れられます。同じ製品に試験や認証を重ねて行う必要が減り、企業の負担と製品が市場に届くまでの時間が抑えられます。関連する認定：[試験所・校正機関の認定](/service/laboratory)、[製品認証機関の認定](/service/product)、[マネジメントシステム認証機関の認定](/service/management_system)。',
                  en: 'Through international mutual recognition, reports from accredited laboratories and certificates from accredited certification bodies are accepted in export markets. Products need not be tested or certified again, reducing the burden on companies and the time it takes to reach the market. Related accreditation: [testing and calibration laboratories](/service/laboratory), [product certification bodies](/service/product), [management system certification bodies](/service/management_system).',
                },
              },
            ],
          },
          {
            anchor: 'safety',
            heading: { ja: '安全と安心を支える', en: 'Safety and peace of mind' },
            body: [
              {
                kind: 'paragraph',
                text: {
                  ja: '食品の安全、設備の安全、情報の保護などには、信頼できる試験、検査、認証が欠かせません。食品安全マネジメントシステムの認証、昇降機や圧力容器などの検査、製品の安全性の試験は、認定を受けた機関が行うことで、その結果に根拠が与えられます。国や自治体も、規制や調達の場面で認定を活用しています。関連する認定：[検査機関の認定](/service/inspection_agency)、[製品認証機関の認定](/service/product)。',
                  en: 'Food safety, the safety of equipment and the protection of information all depend on trustworthy testing, inspection and certification. When food safety management system certification, the inspection of lifts and pressure vessels, or product safety testing is carried out by accredited bodies, the results rest on a sound basis. National and local governments also rely on accreditation in regulation and procurement. Related accreditation: [inspection bodies](/service/inspection_agency), [product certification bodies](/service/product).',
                },
              },
            ],
          },
          {
            anchor: 'healthcare',
            heading: { ja: '医療の質を高める', en: 'Better healthcare' },
            body: [
              {
                kind: 'paragraph',
                text: {
                  ja: '診断や治療の多くは、臨床検査の結果に基づいて行われます。ISO 15189 に基づく臨床検査室の認定は、検査結果の正確さと信頼性を支えます。2016年の診療報酬改定では、ISO 15189 の認定を受けた臨床検査室を評価する「国際標準検査管理加算」（40点）が設けられ、認定の取組みが医療制度の中でも評価されるようになりました。関連する認定：[臨床検査室の認定](/service/medical_laboratory)、[バイオバンクの認定](/service/biobanking)。',
                  en: 'Much of diagnosis and treatment depends on the results of medical laboratory tests. Accreditation of medical laboratories to ISO 15189 underpins the accuracy and reliability of those results. Since the 2016 revision of medical fees in Japan, an addition of 40 points (the international standard laboratory management addition) has been payable for laboratories accredited to ISO 15189, so that accreditation is now recognised within the healthcare system itself. Related accreditation: [medical laboratories](/service/medical_laboratory), [biobanks](/service/biobanking).',
                },
              },
            ],
          },
          {
            anchor: 'climate',
            heading: { ja: '気候変動対策を支える', en: 'Climate action' },
            body: [
              {
                kind: 'paragraph',
                text: {
                  ja: '温室効果ガスの排出量や削減量の報告は、信頼できるものでなければ意味を持ちません。ISO 14065 などに基づいて認定を受けた妥当性確認・検証機関が、組織の排出量の報告やプロジェクトによる削減量を検証することで、気候変動対策の成果を正しく示すことができます。国際航空の CORSIA に関する検証も、その一つです。関連する認定：[温室効果ガス妥当性確認・検証機関の認定](/service/greenhouse_gas)。',
                  en: "Reports of greenhouse gas emissions and reductions mean little unless they can be trusted. When validation and verification bodies accredited against ISO 14065 and related standards verify organisations' emission reports and the reductions achieved by projects, the results of climate action can be shown reliably. Verification for CORSIA in international aviation is one example. Related accreditation: [greenhouse gas validation and verification bodies](/service/greenhouse_gas).",
                },
              },
            ],
          },
          {
            anchor: 'other-activities',
            heading: { ja: '認定以外の活動', en: 'Activities other than accreditation' },
            body: [
              {
                kind: 'paragraph',
                text: {
                  ja: '当協会は、認定のほかにも、[技能試験](/about/proficiency_testing)の実施、[相互承認法に基づく指定調査機関業務](/about/mra)、パンフレットやシンポジウムなどを通じた[情報発信](/about/publicity)に取り組んでいます。',
                  en: 'Besides accreditation, JAB runs [proficiency testing](/about/proficiency_testing), carries out [designated investigation work under the Mutual Recognition Act](/about/mra) and shares information through pamphlets, symposia and other [publicity](/about/publicity).',
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    path: '/accreditation',
    title: { ja: '認定について', en: 'Accreditation' },
    summary: {
      ja: '認定を受けた機関と認定を検討している機関に向けた情報、認定適合性評価機関の検索、認定に関する報告及び文書をまとめてご案内します。',
      en: 'Information for accredited bodies and for bodies considering accreditation, with links to Search accredited bodies, reports on accreditation decisions and documents.',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、適合性評価機関の種類ごとに認定の制度を設けています。認定を受けることで、適合性評価機関は、その能力と公平性が国際規格に基づいて確認されていることを示すことができます。このページでは、認定に関する情報の入口をまとめています。認定の種類ごとの詳細は「[認定サービス](/service)」をご覧ください。',
          en: 'JAB runs an accreditation scheme for each type of conformity assessment body. Accreditation allows a body to show that its competence and impartiality have been confirmed against international standards. This page gathers the ways into information on accreditation. For each scheme in detail, see [Accreditation services](/service).',
        },
      },
      {
        kind: 'links',
        heading: { ja: '認定に関する情報', en: 'Information on accreditation' },
        items: [
          {
            href: '/accreditation/information',
            label: { ja: '認定取得に関する情報', en: 'Information on obtaining accreditation' },
            description: {
              ja: '申請から認定までの流れ、認定シンボルの使用、変更の届出、認定の周期などをご案内します。',
              en: 'The steps from application to accreditation, use of the accreditation symbol, reporting changes, the accreditation cycle and more.',
            },
          },
          {
            href: '/accreditation/international_mra',
            label: { ja: '認定と国際相互承認', en: 'Accreditation and international mutual recognition' },
            description: {
              ja: '各認定の種類のページにある国際相互承認の範囲の表の見方をご案内します。',
              en: 'How to read the tables of the scope of international mutual recognition on each scheme page.',
            },
          },
          {
            href: '/certification_institutions',
            label: { ja: '認定適合性評価機関の検索', en: 'Search accredited bodies' },
            description: {
              ja: '当協会が認定した適合性評価機関を、認定の種類、名称、所在地、認定範囲などから探せます。',
              en: 'Find conformity assessment bodies accredited by JAB by scheme, name, location, scope of accreditation and more.',
            },
          },
          {
            href: '/cert_reports',
            label: { ja: '認定に関する報告', en: 'Reports on accreditation decisions' },
            description: {
              ja: '新たに認定した機関、認定を一時停止した機関、認定の取消・辞退などをお知らせします。',
              en: 'Newly accredited bodies, suspensions, and withdrawals of accreditation.',
            },
          },
          {
            href: '/documents_forms/documents',
            label: { ja: '文書・様式', en: 'Documents and forms' },
            description: {
              ja: '認定基準、規則、手数料規程、申請に用いる様式などを探せます。',
              en: 'Find accreditation criteria, rules, the regulations on fees and application forms.',
            },
          },
        ],
      },
      {
        kind: 'notice',
        text: {
          ja: '道路交通安全マネジメントシステムの認定は、2020年3月31日から停止しています。',
          en: 'Accreditation for road traffic safety management systems has been suspended since 31 March 2020.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: 'ご不明な点は、「[よくあるご質問](/inquiry/faq)」をご覧いただくか、[お問い合わせフォーム](/inquiry/form)からお問い合わせください。',
          en: 'If you have any questions, please see the [Frequently asked questions](/inquiry/faq) or contact us through the [inquiry form](/inquiry/form).',
        },
      },
    ],
  },
  {
    path: '/accreditation/information',
    title: { ja: '認定取得に関する情報', en: 'Information on obtaining accreditation' },
    summary: {
      ja: '認定を申請する機関と認定を受けた機関に向けて、申請から認定までの流れ、認定シンボルの使用、変更の届出、認定の周期及び認定に関する決定の公表をご案内します。',
      en: 'For applicants and accredited bodies: the steps to accreditation, use of the accreditation symbol, reporting changes, the accreditation cycle and how accreditation decisions are published.',
    },
    body: [
      {
        kind: 'notice',
        text: {
          ja: 'このページで紹介している文書の番号（S-RL02 など）はサンプルです。',
          en: 'The document numbers mentioned on this page (such as S-RL02) are samples.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          ja: '認定の申請を検討している機関と、当協会の認定を受けた機関に向けて、手続と守っていただく事項をご案内します。',
          en: 'This page sets out the procedures, and the rules to follow, for bodies considering an application and for bodies accredited by JAB.',
        },
      },
      { kind: 'heading', text: { ja: '認定を申請される方へ', en: 'For applicants' } },
      {
        kind: 'paragraph',
        text: {
          ja: '認定の申請の手続は、[S-RL02](/documents_forms/documents?q=S-RL02)に定めています。申請に用いる様式は[様式](/documents_forms/forms)から、手数料は[S-RL04](/documents_forms/documents?q=S-RL04)からご確認ください。認定基準となる規格は、認定の種類ごとに異なります。各[認定サービス](/service)のページをご覧ください。申請から認定までは、次の流れで進みます。',
          en: 'The procedure for applying for accreditation is set out in the [S-RL02](/documents_forms/documents?q=S-RL02). Application forms are under [Forms](/documents_forms/forms), and fees are set out in the [S-RL04](/documents_forms/documents?q=S-RL04). The standard used as the accreditation criteria depends on the scheme; see each page under [Accreditation services](/service). Accreditation proceeds through the steps below.',
        },
      },
      { kind: 'steps', flow: true },
      { kind: 'heading', text: { ja: '認定を受けた機関の皆様へ', en: 'For accredited bodies' } },
      {
        kind: 'sections',
        tocHeading: { ja: 'この項目の内容', en: 'In this part' },
        items: [
          {
            anchor: 'symbol',
            heading: { ja: '認定シンボルの使用', en: 'Using the accreditation symbol' },
            body: [
              {
                kind: 'paragraph',
                text: {
                  ja: '認定を受けた機関は、[S-RL03](/documents_forms/documents?q=S-RL03)に従って、認証書、報告書、ウェブサイトなどに認定シンボルを表示できます。',
                  en: 'Accredited bodies may show the accreditation symbol on certificates, reports, websites and so on in accordance with the [S-RL03](/documents_forms/documents?q=S-RL03).',
                },
              },
              {
                kind: 'list',
                items: [
                  {
                    ja: '認定シンボルは、認定番号とともに表示してください。',
                    en: 'Show the accreditation symbol together with your accreditation number.',
                  },
                  {
                    ja: '認定シンボルを付けた認証書や報告書を発行できるのは、認定範囲の業務に限られます。',
                    en: 'Certificates and reports bearing the symbol may be issued only for work within your scope of accreditation.',
                  },
                  {
                    ja: '当協会が製品や認証を受けた組織を認証したり、保証したりしていると誤解されるような使い方はできません。',
                    en: 'The symbol must not be used in any way that suggests JAB has certified or vouches for a product or a certified organisation.',
                  },
                  {
                    ja: '認定の一時停止中や、取消・辞退の後は、認定シンボルを使用できません。',
                    en: 'The symbol may not be used while accreditation is suspended, or after it has been withdrawn or given up.',
                  },
                ],
              },
            ],
          },
          {
            anchor: 'changes',
            heading: { ja: '変更の届出', en: 'Reporting changes' },
            body: [
              {
                kind: 'paragraph',
                text: {
                  ja: '認定を受けた機関は、認定に影響する変更があったときは、速やかに当協会に届け出てください。届出には、[様式](/documents_forms/forms)を用います。変更の内容によっては、追加の審査を行うことがあります。',
                  en: 'Accredited bodies must notify JAB promptly of any change that affects their accreditation, using the [forms](/documents_forms/forms) provided. Depending on the change, JAB may carry out an additional assessment.',
                },
              },
              {
                kind: 'list',
                items: [
                  { ja: '法人の名称、法的地位又は所有者', en: 'Legal name, legal status or ownership' },
                  { ja: '所在地及び事業所', en: 'Address and premises' },
                  { ja: '最高責任者などの主要な要員', en: 'Top management and other key personnel' },
                  { ja: '方針、手順、設備など、業務の実施に重要な事項', en: 'Policies, procedures, facilities and other matters essential to the work' },
                ],
              },
              {
                kind: 'paragraph',
                text: {
                  ja: '認定範囲を広げたいとき、又は狭めたいときは、範囲の拡大又は縮小を申請してください。',
                  en: 'To add to or remove from your scope of accreditation, apply for an extension or reduction of scope.',
                },
              },
            ],
          },
          {
            anchor: 'cycle',
            heading: { ja: '認定の周期', en: 'The accreditation cycle' },
            body: [
              {
                kind: 'paragraph',
                text: {
                  ja: '認定の周期は、原則として4年です。周期の間はサーベイランスを行い、認定の要求事項を満たし続けているかを確かめます。周期の最終年には再審査を行い、その結果に基づいて認定を更新するかどうかを決定します。',
                  en: 'The accreditation cycle is four years in principle. Throughout the cycle, surveillance confirms that the body continues to meet the accreditation requirements. In the final year, a reassessment is carried out, and a decision on renewing accreditation is made on its results.',
                },
              },
              {
                kind: 'paragraph',
                text: {
                  ja: '要求事項を満たさない状態が続く場合、当協会は認定を一時停止し、又は取り消すことがあります。認定を受けた機関が自ら認定を辞退することもできます。',
                  en: 'If a body fails to meet the requirements over time, JAB may suspend or withdraw its accreditation. An accredited body may also voluntarily withdraw from accreditation.',
                },
              },
            ],
          },
          {
            anchor: 'publication',
            heading: { ja: '認定に関する決定の公表', en: 'Publication of accreditation decisions' },
            body: [
              {
                kind: 'paragraph',
                text: {
                  ja: '当協会は、認定に関する決定をウェブサイトで公表しています。',
                  en: 'JAB publishes its accreditation decisions on this website.',
                },
              },
              {
                kind: 'list',
                items: [
                  {
                    ja: '[新たに認定した機関](/cert_reports?type=1)（認定の種類の追加を含みます）',
                    en: '[Newly accredited bodies](/cert_reports?type=1) (including the addition of a sub-scheme)',
                  },
                  { ja: '[認定を一時停止した機関](/cert_reports?type=2)', en: '[Bodies whose accreditation is suspended](/cert_reports?type=2)' },
                  { ja: '[認定の取消・辞退・失効](/cert_reports?type=3)', en: '[Withdrawal, voluntary withdrawal and lapse of accreditation](/cert_reports?type=3)' },
                  {
                    ja: '現在認定を受けている機関と認定範囲は、[認定適合性評価機関の検索](/certification_institutions)で確認できます。',
                    en: 'Currently accredited bodies and their scopes of accreditation can be found in [Search accredited bodies](/certification_institutions).',
                  },
                ],
              },
            ],
          },
          {
            anchor: 'complaints',
            heading: { ja: '苦情・異議申立て', en: 'Complaints and appeals' },
            body: [
              {
                kind: 'paragraph',
                text: {
                  ja: '当協会の認定に関する決定に対する異議申立てと、当協会又は認定を受けた機関に対する苦情は、[S-RL05](/documents_forms/documents?q=S-RL05)に従って扱います。手続は「[苦情・異議申立て](/inquiry/complaint)」をご覧ください。',
                  en: "Appeals against JAB's accreditation decisions, and complaints about JAB or an accredited body, are handled under the [S-RL05](/documents_forms/documents?q=S-RL05). For the procedure, see [Complaints and appeals](/inquiry/complaint).",
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    path: '/accreditation/international_mra',
    title: { ja: '認定と国際相互承認', en: 'Accreditation and international mutual recognition' },
    summary: {
      ja: '各認定の種類のページにある国際相互承認の範囲の表の見方と、当協会の認定が海外で受け入れられる範囲をご案内します。',
      en: "How to read the tables of the scope of international mutual recognition on each scheme page, and what part of JAB's accreditation is accepted abroad.",
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          ja: '当協会は、IAF MLA、ILAC MRA 及び APAC MRA に署名しています。国際相互承認の範囲に含まれる認定に基づいて発行された認証書や報告書は、ほかの署名機関の国・地域でも同等のものとして受け入れられます。国際相互承認の範囲は、認定の種類ごとに異なり、各認定の種類のページの「国際相互承認の範囲」の表に示しています。',
          en: 'JAB is a signatory to the IAF MLA, the ILAC MRA and the APAC MRA. Certificates and reports issued under accreditation that falls within the scope of international mutual recognition are accepted as equivalent in the countries and regions of the other signatories. The scope of mutual recognition differs from scheme to scheme and is shown in the "Scope of international mutual recognition" table on each scheme page.',
        },
      },
      { kind: 'heading', text: { ja: '表の見方', en: 'How to read the table' } },
      {
        kind: 'table',
        caption: { ja: '国際相互承認の範囲の表の各列', en: 'The columns of the scope of international mutual recognition table' },
        columns: [
          { ja: '列', en: 'Column' },
          { ja: '示している内容', en: 'What it shows' },
          { ja: '例', en: 'Example' },
        ],
        rows: [
          [
            { ja: '取決め', en: 'Arrangement' },
            { ja: 'その範囲が含まれる国際相互承認の取決め', en: 'The mutual recognition arrangement that covers the scope' },
            { ja: 'IAF MLA、ILAC MRA、APAC MRA', en: 'IAF MLA, ILAC MRA, APAC MRA' },
          ],
          [
            { ja: '範囲', en: 'Scope' },
            {
              ja: '取決めの対象となる認定の範囲（マネジメントシステムの分野、試験・校正の分野など）',
              en: 'The part of the scheme that the arrangement covers (a management system field, a testing or calibration field and so on)',
            },
            { ja: '品質マネジメントシステム、校正', en: 'Quality management systems; calibration' },
          ],
          [
            { ja: '規格', en: 'Standard' },
            { ja: 'その範囲の認定で用いる国際規格', en: 'The international standard used for accreditation within that scope' },
            { ja: 'ISO/IEC 17021-1、ISO/IEC 17025', en: 'ISO/IEC 17021-1, ISO/IEC 17025' },
          ],
        ],
      },
      { kind: 'heading', text: { ja: '確かめるときのポイント', en: 'Points to check' } },
      {
        kind: 'list',
        items: [
          {
            ja: '表に載っていない範囲の認定も、当協会の認定として有効です。ただし、国際相互承認による海外での受入れの対象にはなりません。',
            en: 'Accreditation for a scope that is not in the table is still valid accreditation by JAB, but it is not covered by acceptance abroad through mutual recognition.',
          },
          {
            ja: 'ある機関の認定が国際相互承認の範囲に含まれるかは、[認定適合性評価機関の検索](/certification_institutions)でその機関の認定範囲を確かめ、表と照らし合わせてください。',
            en: "To see whether a particular body's accreditation is covered, check its scope of accreditation in [Search accredited bodies](/certification_institutions) and compare it with the table.",
          },
          {
            ja: '輸出先で認証書や報告書が受け入れられるかは、相手国・地域の規制や取引先の求めにもよります。あらかじめ確認されることをお勧めします。',
            en: "Whether a certificate or report is accepted in an export market also depends on that market's regulations and on what the customer requires, so it is best to check in advance.",
          },
        ],
      },
      { kind: 'heading', text: { ja: '各認定の種類のページ', en: 'Scheme pages' } },
      { kind: 'list', items: schemePageLinks },
      {
        kind: 'links',
        heading: { ja: '関連ページ', en: 'Related pages' },
        items: [
          {
            href: '/about/international_mra',
            label: { ja: '国際相互承認', en: 'International mutual recognition' },
            description: {
              ja: 'IAF MLA、ILAC MRA 及び APAC MRA の仕組みと、当協会の署名の状況をご案内します。',
              en: "How the IAF MLA, the ILAC MRA and the APAC MRA work, and the scope of JAB's signatory status.",
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
        ],
      },
    ],
  },
];
