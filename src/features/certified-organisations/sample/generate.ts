/**
 * Deterministic sample register of certified organisations, at any size. Every organisation is
 * invented and carries 「（サンプル）」/「(sample)」 in its name and the `sample` flag, so no
 * record can pass for a real company. Every record has its English name, office, scope and
 * address, written in English (business words translated, places romanised), for the English pages. Names, offices, standards, scopes and IAF codes hang
 * together (a food maker gets FSSC 22000 and IAF 3, a software house ISMS and IAF 33), so that
 * searches and filters behave as on real data.
 */
import { generateSampleAccreditedBodies } from '@/features/accredited-bodies/cms';
import { countryByAlpha2 } from '@/reference/countries';
import { prefectures, type Prefecture } from '@/reference/prefectures';
import type { ManagementSystemScopeCode } from '@/reference/scopes';

import type { CertificateDecision, CertificateInput, OrganisationKind } from '../model';

type Rng = () => number;

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const chance = (rng: Rng, p: number) => rng() < p;
const intBetween = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

function pickWeighted<T>(rng: Rng, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let r = rng() * total;
  for (const [value, weight] of entries) {
    r -= weight;
    if (r < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

type Word = { ja: string; en: string };

/** Invented place-like words; none is the name of a company. */
const places: readonly Word[] = [
  { ja: '架空台', en: 'Kakudai' },
  { ja: '空想野', en: 'Kusono' },
  { ja: '夢見坂', en: 'Yumemizaka' },
  { ja: '星降谷', en: 'Hoshifuridani' },
  { ja: '月影原', en: 'Tsukikagehara' },
  { ja: '霞ヶ浜', en: 'Kasumigahama' },
  { ja: '風見岡', en: 'Kazamioka' },
  { ja: '白雲川', en: 'Shirakumogawa' },
  { ja: '七色', en: 'Nanairo' },
  { ja: '朝凪', en: 'Asanagi' },
  { ja: '雪見平', en: 'Yukimidaira' },
  { ja: '鈴鳴', en: 'Suzunari' },
  { ja: '琥珀野', en: 'Kohakuno' },
  { ja: '蛍橋', en: 'Hotarubashi' },
  { ja: '若潮', en: 'Wakashio' },
  { ja: '虹見', en: 'Nijimi' },
  { ja: '青嵐', en: 'Seiran' },
  { ja: '花霞', en: 'Hanagasumi' },
  { ja: '銀砂', en: 'Ginsa' },
  { ja: '翠峰', en: 'Suiho' },
  { ja: '宵月', en: 'Yoizuki' },
  { ja: '陽炎', en: 'Kagero' },
  { ja: '潮騒', en: 'Shiosai' },
  { ja: '木漏日', en: 'Komorebi' },
  { ja: '東雲', en: 'Shinonome' },
  { ja: '天風', en: 'Tenpu' },
  { ja: '紅葉坂', en: 'Momijizaka' },
  { ja: '桜渓', en: 'Oukei' },
  { ja: '千鳥', en: 'Chidori' },
  { ja: '瑠璃', en: 'Ruri' },
  { ja: '岩清水', en: 'Iwashimizu' },
  { ja: '北斗星', en: 'Hokutosei' },
  { ja: '南風', en: 'Minamikaze' },
  { ja: '光輪', en: 'Korin' },
  { ja: '蒼空', en: 'Soku' },
  { ja: '萌黄', en: 'Moegi' },
  { ja: 'あけぼの', en: 'Akebono' },
  { ja: 'みなと', en: 'Minato' },
  { ja: 'ひかり', en: 'Hikari' },
  { ja: 'さくら', en: 'Sakura' },
  { ja: 'はやぶさ', en: 'Hayabusa' },
  { ja: 'つばさ', en: 'Tsubasa' },
];

/** Katakana coinages often found in company names, with the English word they come from. */
const katakana: readonly Word[] = [
  { ja: 'テクノ', en: 'Techno' },
  { ja: 'システム', en: 'Systems' },
  { ja: 'エンジニアリング', en: 'Engineering' },
  { ja: 'ソリューションズ', en: 'Solutions' },
  { ja: 'ネットワーク', en: 'Network' },
  { ja: 'マテリアル', en: 'Materials' },
  { ja: 'プロダクツ', en: 'Products' },
  { ja: 'サービス', en: 'Service' },
  { ja: 'デザイン', en: 'Design' },
  { ja: 'インダストリー', en: 'Industry' },
];

type Business = {
  word: Word;
  iaf: readonly number[];
  scopes: readonly Word[];
  standards: readonly (readonly [ManagementSystemScopeCode, number])[];
  /** Relative frequency. */
  weight: number;
};

const manufacturing: Business['standards'] = [
  ['QMS', 60],
  ['EMS', 30],
  ['OHSMS', 6],
  ['EnMS', 2],
  ['JOHSMS', 2],
];

const businesses: readonly Business[] = [
  {
    word: { ja: '工業', en: 'Industries' },
    iaf: [17, 18],
    weight: 12,
    standards: manufacturing,
    scopes: [
      { ja: '金属部品の機械加工及び組立', en: 'Machining and assembly of metal parts' },
      { ja: '板金加工品の製造', en: 'Manufacture of sheet-metal products' },
    ],
  },
  {
    word: { ja: '製作所', en: 'Works' },
    iaf: [18],
    weight: 10,
    standards: manufacturing,
    scopes: [
      { ja: '産業機械の設計及び製造', en: 'Design and manufacture of industrial machinery' },
      { ja: '省力化装置の設計・製造', en: 'Design and manufacture of labour-saving equipment' },
    ],
  },
  {
    word: { ja: '精機', en: 'Precision' },
    iaf: [18, 19],
    weight: 5,
    standards: manufacturing,
    scopes: [{ ja: '精密機器部品の製造', en: 'Manufacture of precision instrument parts' }],
  },
  {
    word: { ja: '電機', en: 'Electric' },
    iaf: [19],
    weight: 6,
    standards: manufacturing,
    scopes: [
      { ja: '制御盤の設計及び製造', en: 'Design and manufacture of control panels' },
      { ja: '電気機器の組立', en: 'Assembly of electrical equipment' },
    ],
  },
  {
    word: { ja: '電子', en: 'Electronics' },
    iaf: [19],
    weight: 5,
    standards: manufacturing,
    scopes: [
      { ja: 'プリント基板の実装', en: 'Assembly of printed circuit boards' },
      { ja: '電子部品の製造', en: 'Manufacture of electronic components' },
    ],
  },
  {
    word: { ja: '化学', en: 'Chemical' },
    iaf: [12],
    weight: 4,
    standards: manufacturing,
    scopes: [
      { ja: '工業用薬品の製造', en: 'Manufacture of industrial chemicals' },
      { ja: '塗料の製造', en: 'Manufacture of paints' },
    ],
  },
  {
    word: { ja: '樹脂', en: 'Plastics' },
    iaf: [14],
    weight: 4,
    standards: manufacturing,
    scopes: [{ ja: 'プラスチック成形品の製造', en: 'Manufacture of moulded plastic products' }],
  },
  {
    word: { ja: '金属', en: 'Metals' },
    iaf: [17],
    weight: 4,
    standards: manufacturing,
    scopes: [{ ja: '金属製品のめっき及び表面処理', en: 'Plating and surface treatment of metal products' }],
  },
  {
    word: { ja: '食品', en: 'Foods' },
    iaf: [3],
    weight: 6,
    standards: [
      ['FSSC', 30],
      ['FSMS', 20],
      ['JFSC', 15],
      ['QMS', 25],
      ['EMS', 10],
    ],
    scopes: [
      { ja: '惣菜及び弁当の製造', en: 'Manufacture of prepared meals and lunch boxes' },
      { ja: '菓子の製造', en: 'Manufacture of confectionery' },
      { ja: '冷凍食品の製造', en: 'Manufacture of frozen foods' },
    ],
  },
  {
    word: { ja: '製菓', en: 'Confectionery' },
    iaf: [3],
    weight: 2,
    standards: [
      ['FSSC', 35],
      ['JFSC', 25],
      ['FSMS', 20],
      ['QMS', 20],
    ],
    scopes: [{ ja: '焼菓子の製造', en: 'Manufacture of baked confectionery' }],
  },
  {
    word: { ja: '建設', en: 'Construction' },
    iaf: [28],
    weight: 12,
    standards: [
      ['QMS', 50],
      ['EMS', 30],
      ['OHSMS', 15],
      ['JOHSMS', 5],
    ],
    scopes: [
      { ja: '土木構造物の施工', en: 'Construction of civil engineering structures' },
      { ja: '建築物の施工', en: 'Construction of buildings' },
      { ja: '舗装工事', en: 'Paving works' },
    ],
  },
  {
    word: { ja: '設計', en: 'Architects' },
    iaf: [34],
    weight: 3,
    standards: [
      ['QMS', 70],
      ['EMS', 30],
    ],
    scopes: [{ ja: '建築物の設計及び工事監理', en: 'Architectural design and construction supervision' }],
  },
  {
    word: { ja: '運輸', en: 'Transport' },
    iaf: [31],
    weight: 5,
    standards: [
      ['QMS', 45],
      ['EMS', 40],
      ['OHSMS', 15],
    ],
    scopes: [
      { ja: '貨物自動車運送', en: 'Road freight transport' },
      { ja: '倉庫業務及び配送', en: 'Warehousing and delivery' },
    ],
  },
  {
    word: { ja: '商事', en: 'Trading' },
    iaf: [29],
    weight: 5,
    standards: [
      ['QMS', 60],
      ['EMS', 40],
    ],
    scopes: [{ ja: '産業用資材の販売', en: 'Sale of industrial materials' }],
  },
  {
    word: { ja: '印刷', en: 'Printing' },
    iaf: [9],
    weight: 2,
    standards: [
      ['QMS', 50],
      ['EMS', 30],
      ['ISMS', 20],
    ],
    scopes: [{ ja: '商業印刷物の製造', en: 'Production of commercial printed matter' }],
  },
  {
    word: { ja: '製薬', en: 'Pharmaceutical' },
    iaf: [13],
    weight: 1,
    standards: [
      ['QMS', 60],
      ['EMS', 40],
    ],
    scopes: [{ ja: '医薬品原薬の製造', en: 'Manufacture of active pharmaceutical ingredients' }],
  },
  {
    word: { ja: 'メディカル', en: 'Medical' },
    iaf: [19],
    weight: 2,
    standards: [
      ['MDQMS', 70],
      ['QMS', 30],
    ],
    scopes: [{ ja: '医療機器の設計及び製造', en: 'Design and manufacture of medical devices' }],
  },
  {
    word: { ja: '情報', en: 'Information Systems' },
    iaf: [33],
    weight: 7,
    standards: [
      ['ISMS', 60],
      ['QMS', 30],
      ['EMS', 10],
    ],
    scopes: [
      { ja: 'ソフトウェアの設計・開発及び保守', en: 'Design, development and maintenance of software' },
      { ja: '情報システムの運用サービス', en: 'Operation of information systems' },
    ],
  },
  {
    word: { ja: 'データ', en: 'Data' },
    iaf: [33],
    weight: 3,
    standards: [
      ['ISMS', 80],
      ['QMS', 20],
    ],
    scopes: [{ ja: 'データセンターの運営', en: 'Operation of data centres' }],
  },
  {
    word: { ja: '通信', en: 'Communications' },
    iaf: [19, 31],
    weight: 1,
    standards: [
      ['TL9000', 50],
      ['QMS', 30],
      ['ISMS', 20],
    ],
    scopes: [{ ja: '通信機器の製造及び保守', en: 'Manufacture and maintenance of telecommunication equipment' }],
  },
  {
    word: { ja: '航空', en: 'Aerospace' },
    iaf: [21],
    weight: 1,
    standards: [
      ['AS9100', 75],
      ['AS9120', 10],
      ['QMS', 15],
    ],
    scopes: [{ ja: '航空機部品の機械加工', en: 'Machining of aircraft parts' }],
  },
  {
    word: { ja: 'エナジー', en: 'Energy' },
    iaf: [25],
    weight: 1,
    standards: [
      ['EnMS', 35],
      ['EMS', 35],
      ['AMS', 20],
      ['QMS', 10],
    ],
    scopes: [{ ja: '発電設備の運転及び保守', en: 'Operation and maintenance of power plants' }],
  },
  {
    word: { ja: '環境', en: 'Environmental Services' },
    iaf: [24, 39],
    weight: 3,
    standards: [
      ['EMS', 60],
      ['QMS', 40],
    ],
    scopes: [{ ja: '産業廃棄物の収集運搬及び中間処理', en: 'Collection, transport and treatment of industrial waste' }],
  },
  {
    word: { ja: 'ビル管理', en: 'Building Management' },
    iaf: [35],
    weight: 2,
    standards: [
      ['QMS', 50],
      ['EMS', 30],
      ['AMS', 20],
    ],
    scopes: [{ ja: '建物の清掃及び設備管理', en: 'Cleaning and facility management of buildings' }],
  },
];

const legalForms: readonly (readonly [{ ja: string; front: boolean; en: string } | null, number])[] = [
  [{ ja: '株式会社', front: true, en: ' Co., Ltd.' }, 45],
  [{ ja: '株式会社', front: false, en: ' Corporation' }, 30],
  [{ ja: '有限会社', front: true, en: ' Ltd.' }, 8],
  [{ ja: '合同会社', front: false, en: ' LLC' }, 2],
  [null, 5],
];

const offices: readonly (readonly [((place: Word) => Word) | null, number])[] = [
  [null, 55],
  [() => ({ ja: '本社', en: 'Head office' }), 12],
  [(p) => ({ ja: `${p.ja}工場`, en: `${p.en} Plant` }), 15],
  [(p) => ({ ja: `${p.ja}事業所`, en: `${p.en} Site` }), 10],
  [(p) => ({ ja: `${p.ja}営業所`, en: `${p.en} Sales Office` }), 5],
  [() => ({ ja: '第二工場', en: 'No. 2 Plant' }), 3],
];

/** Town names of the sample addresses in Japan. */
const towns: readonly Word[] = [
  { ja: '本町', en: 'Honmachi' },
  { ja: '中央', en: 'Chuo' },
  { ja: '新町', en: 'Shinmachi' },
  { ja: '港町', en: 'Minatomachi' },
  { ja: '緑町', en: 'Midoricho' },
];

const overseas: readonly (readonly [string, number])[] = [
  ['CN', 30],
  ['TH', 15],
  ['VN', 12],
  ['ID', 8],
  ['MY', 6],
  ['PH', 6],
  ['TW', 6],
  ['KR', 5],
  ['US', 5],
  ['IN', 4],
  ['SG', 3],
];

/** Prefectures weighted roughly by their share of businesses. */
const prefectureWeights: readonly (readonly [Prefecture, number])[] = prefectures.map((p) => {
  const big: Record<string, number> = { '13': 14, '27': 8, '23': 8, '14': 6, '11': 4, '12': 3.5, '28': 4, '40': 3.5, '22': 3.5, '01': 3 };
  return [p, big[p.code] ?? 1.2] as const;
});

const SAMPLE = { ja: '（サンプル）', en: ' (sample)' };

type Body = { number: string; name: string; nameEn: string; code: string; weight: number };

/** Management-system certification bodies of the sample accredited-body register, so detail pages link to them. */
function sampleBodies(): Body[] {
  const bodies = generateSampleAccreditedBodies(300, { seed: 1 }).filter((b) => b.scheme === 'management_system');
  return bodies.map((b, i) => ({
    number: b.accreditationNumber,
    name: b.name.ja,
    nameEn: b.name.en ?? b.name.ja,
    code: `S${String(i + 1).padStart(2, '0')}`,
    // A few large bodies certify most organisations.
    weight: i < 3 ? 10 : i < 8 ? 4 : 1,
  }));
}

const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const dayOf = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

export type CertificateSampleOptions = { rows: number; seed?: number; asOf: string };

/**
 * Yields `rows` sample certificates (organisations with one to four certificates each). The same
 * options always yield the same records; `asOf` (Japan's date) decides which have expired.
 */
export function* generateSampleCertificates({ rows, seed = 1, asOf }: CertificateSampleOptions): Generator<CertificateInput> {
  const rng = mulberry32(seed);
  const bodies = sampleBodies();
  if (bodies.length === 0) throw new Error('The sample accredited-body register has no management-system body');
  const bodyWeights = bodies.map((b) => [b, b.weight] as const);
  const sequence = new Map<string, number>();
  const today = dayOf(asOf);
  let produced = 0;
  while (produced < rows) {
    const place = pick(rng, places);
    const business = pickWeighted(
      rng,
      businesses.map((b) => [b, b.weight] as const),
    );
    const kata = chance(rng, 0.3) ? pick(rng, katakana) : null;
    const kind: OrganisationKind = pickWeighted(rng, [
      ['company', 90],
      ['public', 3],
      ['nonprofit', 5],
      ['other', 2],
    ]);
    let nameJa: string;
    let nameEn: string;
    if (kind === 'public') {
      const department = pick(rng, [
        { ja: '上下水道局', en: 'Waterworks Bureau' },
        { ja: '環境部', en: 'Environment Department' },
        { ja: '建設局', en: 'Construction Bureau' },
      ]);
      nameJa = `${place.ja}市${department.ja}`;
      nameEn = `${place.en} City ${department.en}`;
    } else if (kind === 'nonprofit') {
      // The legal form (一般社団法人 and the like) is left out of the English name, as usual.
      const form = pick(rng, ['一般社団法人', '社会福祉法人', '学校法人']);
      nameJa = `${form}${place.ja}${business.word.ja}協会`;
      nameEn = `${place.en} ${business.word.en} Association`;
    } else {
      // A katakana word already said by the business word ("Systems" beside "Information Systems") is not repeated in English.
      const kataEn = kata && !business.word.en.includes(kata.en.slice(0, 5)) ? kata.en : undefined;
      const base = { ja: `${place.ja}${kata?.ja ?? ''}${business.word.ja}`, en: [place.en, kataEn, business.word.en].filter(Boolean).join(' ') };
      const legal = kind === 'company' ? pickWeighted(rng, legalForms) : null;
      nameJa = legal ? (legal.front ? legal.ja + base.ja : base.ja + legal.ja) : `${base.ja}組合`;
      nameEn = legal ? base.en + legal.en : `${base.en} Cooperative`;
    }
    const abroad = chance(rng, 0.05);
    const country = abroad ? pickWeighted(rng, overseas) : 'JP';
    const prefecture = abroad ? undefined : pickWeighted(rng, prefectureWeights);
    const city = pick(rng, places);
    const block = `${intBetween(rng, 1, 9)}-${intBetween(rng, 1, 30)}-${intBetween(rng, 1, 20)}`;
    const countryName = countryByAlpha2(country)?.name;
    const town = pick(rng, towns);
    const address = prefecture
      ? { ja: `${prefecture.name.ja}${city.ja}市${town.ja}${block}`, en: `${block} ${town.en}, ${city.en}-shi, ${prefecture.name.en}` }
      : {
          ja: `${countryName?.ja ?? country} サンプル工業団地 ${intBetween(rng, 1, 99)}号`,
          en: `No. ${intBetween(rng, 1, 99)} Sample Industrial Park, ${countryName?.en ?? country}`,
        };
    const certificates = pickWeighted(rng, [
      [1, 70],
      [2, 20],
      [3, 8],
      [4, 2],
    ] as const);
    const used = new Set<string>();
    for (let c = 0; c < certificates && produced < rows; c++) {
      const body = pickWeighted(rng, bodyWeights);
      let standard = pickWeighted(rng, business.standards);
      if (used.has(standard)) standard = pickWeighted(rng, business.standards);
      used.add(standard);
      const standards: ManagementSystemScopeCode[] = [standard];
      // Integrated certificates: QMS with EMS now and then.
      if (standard === 'QMS' && chance(rng, 0.12)) standards.push('EMS');
      const office = c === 0 ? pickWeighted(rng, offices) : pickWeighted(rng, offices.slice(1));
      const officeWord = office ? office(pick(rng, places)) : null;
      const scope = pick(rng, business.scopes);
      const iaf = [...business.iaf];
      if (chance(rng, 0.15)) iaf.push(pick(rng, [29, 34, 35]));
      const seq = (sequence.get(body.number) ?? 0) + 1;
      sequence.set(body.number, seq);
      const first = today - intBetween(rng, 30, 365 * 30);
      const r = rng();
      const decision: CertificateDecision = r < 0.03 ? 'withdrawn' : r < 0.045 ? 'suspended' : 'valid';
      // Certificates run three years from the last renewal; about 7 % lapsed without renewal.
      const expires = chance(rng, 0.07) ? today - intBetween(rng, 1, 700) : today + intBetween(rng, 1, 3 * 365);
      produced++;
      yield {
        bodyNumber: body.number,
        certificateNumber: `${body.code}-${standard.slice(0, 2).toUpperCase()}${String(seq).padStart(7, '0')}`,
        organisationName: nameJa + SAMPLE.ja,
        organisationNameEn: nameEn + SAMPLE.en,
        officeName: officeWord?.ja,
        officeNameEn: officeWord?.en,
        bodyName: body.name,
        bodyNameEn: body.nameEn,
        firstRegisteredOn: iso(Math.min(first, expires - 365)),
        expiresOn: iso(expires),
        standards,
        scope: scope.ja,
        scopeEn: scope.en,
        address: address.ja,
        addressEn: address.en,
        iafCodes: iaf,
        prefecture: prefecture?.code,
        country,
        classification: kind,
        decision,
        sample: true,
      };
    }
  }
}
