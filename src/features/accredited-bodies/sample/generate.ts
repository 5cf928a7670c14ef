/**
 * Deterministic sample data for the accredited-body register: invented bodies, clearly marked as
 * samples, spread over every scheme, status and location the search and detail pages must handle.
 *
 * Pure and free of I/O, so it can feed the seed script, end-to-end fixtures and benchmarks alike.
 */
import { countryByAlpha2 } from '@/reference/countries';
import { prefectures, type Prefecture, type PrefectureCode } from '@/reference/prefectures';
import { schemeIds, type SchemeId, type ScopeSetId } from '@/reference/schemes';
import { greenhouseGasScopes, managementSystemScopes, productScopes } from '@/reference/scopes';
import type { LocalizedName } from '@/reference/types';
import { classifications } from '../classifications';
import type { AccreditedBodyInput, EndKind, IsoDate, ScopeItem } from '../types';

export type SampleOptions = {
  /** PRNG seed; the same seed (and `today`) always gives the same records. Default 1. */
  seed?: number;
  /** The reference date all dates are relative to. Default: the current date. */
  today?: Date;
};

// ---------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------

type Rng = () => number;

/** mulberry32: a tiny 32-bit PRNG, uniform on [0, 1). */
function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max], both inclusive. */
function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

function chance(rng: Rng, probability: number): boolean {
  return rng() < probability;
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('Cannot pick from an empty list');
  return item;
}

function pickWeighted<T>(rng: Rng, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let r = rng() * total;
  for (const [value, weight] of entries) {
    r -= weight;
    if (r < 0) return value;
  }
  const last = entries[entries.length - 1];
  if (last === undefined) throw new Error('Cannot pick from an empty list');
  return last[0];
}

function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
  return items;
}

/** `k` distinct items, kept in the order of `items`. */
function pickSome<T>(rng: Rng, items: readonly T[], k: number): T[] {
  const indexes = shuffle(
    rng,
    items.map((_, i) => i),
  )
    .slice(0, Math.min(k, items.length))
    .sort((a, b) => a - b);
  return indexes.map((i) => items[i] as T);
}

// ---------------------------------------------------------------------------
// Dates (UTC day arithmetic; values are milliseconds at UTC midnight)
// ---------------------------------------------------------------------------

const DAY = 86_400_000;

function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

function addDays(day: number, days: number): number {
  return day + days * DAY;
}

/** Adds calendar months, clamping to the end of a shorter month (29 Feb + 1 year = 28 Feb). */
function addMonths(day: number, months: number): number {
  const d = new Date(day);
  const target = d.getUTCMonth() + months;
  const year = d.getUTCFullYear() + Math.floor(target / 12);
  const month = ((target % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay));
}

function addYears(day: number, years: number): number {
  return addMonths(day, years * 12);
}

function dayBetween(rng: Rng, from: number, to: number): number {
  return from + intBetween(rng, 0, Math.max(0, Math.round((to - from) / DAY))) * DAY;
}

function iso(day: number): IsoDate {
  return new Date(day).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------
// Schemes
// ---------------------------------------------------------------------------

/** Relative frequency of each scheme. */
const schemeWeights: Readonly<Record<SchemeId, number>> = {
  management_system: 30,
  personnel: 3,
  product: 6,
  greenhouse_gas: 3,
  laboratory: 28,
  calibration_laboratory: 12,
  reference_material_producer: 3,
  medical_laboratory: 6,
  inspection_body: 4,
  proficiency_testing_provider: 3,
  biobanking: 1,
};

/** Accreditation number prefix of each scheme. */
const numberPrefixes: Readonly<Record<SchemeId, string>> = {
  management_system: 'MS',
  personnel: 'PC',
  product: 'PR',
  greenhouse_gas: 'GHG',
  laboratory: 'TL',
  calibration_laboratory: 'CL',
  reference_material_producer: 'RMP',
  medical_laboratory: 'ML',
  inspection_body: 'IB',
  proficiency_testing_provider: 'PTP',
  biobanking: 'BB',
};

/** Every scheme this many times at least, when the count allows it. */
const MIN_PER_SCHEME = 2;

function schemeList(rng: Rng, count: number): SchemeId[] {
  const list: SchemeId[] = [];
  if (count >= MIN_PER_SCHEME * schemeIds.length) {
    for (const id of schemeIds) for (let i = 0; i < MIN_PER_SCHEME; i++) list.push(id);
  }
  const weighted = schemeIds.map((id) => [id, schemeWeights[id]] as const);
  while (list.length < count) list.push(pickWeighted(rng, weighted));
  return shuffle(rng, list);
}

// ---------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------

type Word = { ja: string; en: string };

/** Words that mark the body as a sample. */
const markerWords: readonly Word[] = [
  { ja: '見本', en: 'Mihon' },
  { ja: '試し', en: 'Tameshi' },
  { ja: 'サンプル', en: 'Sample' },
  { ja: '模擬', en: 'Mogi' },
];

/** Place-like but invented words. */
const placeWords: readonly Word[] = [
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
];

/** Optional business words between the place and the kind of body. */
const businessWords: readonly Word[] = [
  { ja: '工業', en: 'Industrial' },
  { ja: '産業', en: 'Industries' },
  { ja: '技研', en: 'Technical Research' },
  { ja: '科学', en: 'Science' },
  { ja: '総合', en: 'General' },
  { ja: '計測', en: 'Measurement' },
  { ja: '電機', en: 'Electric' },
  { ja: '環境', en: 'Environmental' },
];

/** Kinds of body per scheme: the tail of the name. */
const kindWords: Readonly<Record<SchemeId, readonly Word[]>> = {
  management_system: [
    { ja: '認証センター', en: 'Certification Centre' },
    { ja: '審査登録機構', en: 'Registration Organisation' },
    { ja: '品質保証機構', en: 'Quality Assurance Organisation' },
  ],
  personnel: [
    { ja: '要員認証センター', en: 'Personnel Certification Centre' },
    { ja: '資格認定機構', en: 'Qualification Board' },
  ],
  product: [
    { ja: '製品認証センター', en: 'Product Certification Centre' },
    { ja: '適合性評価機構', en: 'Conformity Assessment Organisation' },
  ],
  greenhouse_gas: [
    { ja: '温室効果ガス検証センター', en: 'Greenhouse Gas Verification Centre' },
    { ja: '環境検証機構', en: 'Environmental Verification Organisation' },
  ],
  laboratory: [
    { ja: '試験所', en: 'Testing Laboratory' },
    { ja: '試験センター', en: 'Testing Centre' },
    { ja: '分析センター', en: 'Analysis Centre' },
    { ja: '評価研究所', en: 'Evaluation Laboratory' },
  ],
  calibration_laboratory: [
    { ja: '校正センター', en: 'Calibration Centre' },
    { ja: '計量校正所', en: 'Calibration Laboratory' },
  ],
  reference_material_producer: [
    { ja: '標準物質研究所', en: 'Reference Materials Institute' },
    { ja: '標準物質センター', en: 'Reference Materials Centre' },
  ],
  medical_laboratory: [
    { ja: '臨床検査センター', en: 'Clinical Laboratory Centre' },
    { ja: '記念病院　臨床検査部', en: 'Memorial Hospital Department of Clinical Laboratory' },
  ],
  inspection_body: [
    { ja: '検査機構', en: 'Inspection Organisation' },
    { ja: '検査センター', en: 'Inspection Centre' },
  ],
  proficiency_testing_provider: [
    { ja: '技能試験センター', en: 'Proficiency Testing Centre' },
    { ja: '精度管理機構', en: 'External Quality Assessment Organisation' },
  ],
  biobanking: [
    { ja: 'バイオバンク', en: 'Biobank' },
    { ja: '生体試料センター', en: 'Biospecimen Centre' },
  ],
};

type LegalForm = {
  ja: string;
  position: 'front' | 'back';
  /** English suffix appended to the name (empty when the English name omits the legal form). */
  en: string;
};

/** Legal-entity words in their usual positions, so that search normalisation of them is exercised. */
const legalForms: readonly (readonly [LegalForm | null, number])[] = [
  [null, 40],
  [{ ja: '株式会社', position: 'front', en: ' Co., Ltd.' }, 20],
  [{ ja: '株式会社', position: 'back', en: ' Co., Ltd.' }, 10],
  [{ ja: '株式会社', position: 'back', en: ' Inc.' }, 5],
  // Foundations and associations usually leave their legal form out of the English name.
  [{ ja: '一般財団法人', position: 'front', en: '' }, 10],
  [{ ja: '公益社団法人', position: 'front', en: '' }, 6],
  [{ ja: '一般社団法人', position: 'front', en: '' }, 4],
  [{ ja: '有限会社', position: 'back', en: ' Ltd.' }, 5],
];

const SAMPLE_SUFFIX: LocalizedName = { ja: '（サンプル）', en: ' (sample)' };

type SampleName = {
  name: LocalizedName;
  /** Latin initials of the name without its legal-entity words, e.g. `MKCC`. */
  initials: string;
  /** Lowercase ASCII slug for the URL. */
  slug: string;
};

function buildName(rng: Rng, scheme: SchemeId, variant: number): SampleName {
  const parts: Word[] = [pick(rng, markerWords), pick(rng, placeWords)];
  const kind = pick(rng, kindWords[scheme]);
  // Hospitals are neither businesses nor companies; they keep a plain name.
  const hospital = kind.ja.includes('病院');
  if (!hospital && chance(rng, 0.5)) parts.push(pick(rng, businessWords));
  const legal = hospital ? null : pickWeighted(rng, legalForms);

  let baseJa = parts.map((p) => p.ja).join('') + kind.ja;
  let baseEn = [...parts.map((p) => p.en), kind.en].join(' ');
  if (variant > 0) {
    // Disambiguates a rare repeated combination as a numbered branch.
    baseJa += `第${variant + 1}事業所`;
    baseEn += ` No. ${variant + 1} Office`;
  }

  const ja = legal === null ? baseJa : legal.position === 'front' ? legal.ja + baseJa : baseJa + legal.ja;
  const en = legal === null ? baseEn : baseEn + legal.en;
  const words = baseEn.split(/\s+/).filter((w) => /^[A-Z]/.test(w));
  const initials = words.map((w) => w.charAt(0)).join('');
  const slug = baseEn
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

  return {
    name: { ja: ja + SAMPLE_SUFFIX.ja, en: en + SAMPLE_SUFFIX.en },
    initials,
    slug,
  };
}

// ---------------------------------------------------------------------------
// Location and contact
// ---------------------------------------------------------------------------

/** Share of bodies located in Japan. */
const JAPAN_SHARE = 0.92;

const prefectureWeightOverrides: Readonly<Partial<Record<PrefectureCode, number>>> = {
  '13': 30,
  '27': 10,
  '23': 8,
  '14': 8,
  '08': 3,
  '11': 3,
  '12': 3,
  '22': 3,
  '26': 3,
  '28': 3,
  '34': 3,
  '40': 3,
};

const weightedPrefectures: readonly (readonly [Prefecture, number])[] = prefectures.map((p) => [p, prefectureWeightOverrides[p.code] ?? 1] as const);

/** Area codes of the main prefectures; other prefectures get an invented one. */
const areaCodes: Readonly<Partial<Record<PrefectureCode, string>>> = {
  '13': '03',
  '27': '06',
  '23': '052',
  '14': '045',
};

/** Countries of the bodies abroad, with their calling codes. */
const abroad: readonly { alpha2: string; callingCode: string }[] = [
  { alpha2: 'US', callingCode: '1' },
  { alpha2: 'CN', callingCode: '86' },
  { alpha2: 'KR', callingCode: '82' },
  { alpha2: 'TW', callingCode: '886' },
  { alpha2: 'TH', callingCode: '66' },
  { alpha2: 'VN', callingCode: '84' },
  { alpha2: 'DE', callingCode: '49' },
  { alpha2: 'GB', callingCode: '44' },
  { alpha2: 'SG', callingCode: '65' },
];

type Location = Pick<AccreditedBodyInput, 'prefecture' | 'country' | 'contactAddress' | 'tel'>;

function subscriberNumber(rng: Rng): string {
  return String(intBetween(rng, 0, 9999)).padStart(4, '0');
}

function buildLocation(rng: Rng): Location {
  const block = `${intBetween(rng, 1, 9)}-${intBetween(rng, 1, 30)}-${intBetween(rng, 1, 20)}`;
  if (chance(rng, JAPAN_SHARE)) {
    const prefecture = pickWeighted(rng, weightedPrefectures);
    const postal = `000-00${String(intBetween(rng, 0, 99)).padStart(2, '0')}`;
    const city = prefecture.code === '13' ? { ja: 'サンプル区', en: 'Sample-ku' } : { ja: 'サンプル市', en: 'Sample City' };
    const areaCode = areaCodes[prefecture.code] ?? `0${intBetween(rng, 11, 99)}`;
    return {
      prefecture: prefecture.code,
      contactAddress: {
        ja: `〒${postal} ${prefecture.name.ja}${city.ja}見本町${block}`,
        en: `${block} Mihon-cho, ${city.en}, ${prefecture.name.en} ${postal}, Japan`,
      },
      tel: `${areaCode}-0000-${subscriberNumber(rng)}`,
    };
  }
  const place = pick(rng, abroad);
  const country = countryByAlpha2(place.alpha2);
  const countryName = country?.name ?? { ja: place.alpha2, en: place.alpha2 };
  const houseNumber = intBetween(rng, 1, 999);
  return {
    country: place.alpha2,
    contactAddress: {
      ja: `${countryName.ja} サンプル市 見本通り${houseNumber}番地`,
      en: `${houseNumber} Sample Street, Sample City, ${countryName.en}`,
    },
    tel: `+${place.callingCode}-0000-${subscriberNumber(rng)}`,
  };
}

// ---------------------------------------------------------------------------
// Scopes
// ---------------------------------------------------------------------------

type FreeScope = { label: LocalizedName; standards?: string };

/** Invented but plausible scope catalogues of the schemes whose scopes are free text. */
type FreeScopeCatalogue = {
  /** Code prefix: codes are `T-01`, `T-02`… in catalogue order. */
  prefix: string;
  /** Most items one body gets. */
  max: number;
  items: readonly FreeScope[];
};

const freeScopes: Readonly<Record<Exclude<SchemeId, ScopeSetId>, FreeScopeCatalogue>> = {
  laboratory: {
    prefix: 'T',
    max: 5,
    items: [
      { label: { ja: '電気試験', en: 'Electrical testing' }, standards: 'JIS C 60068-2-6; JIS C 60068-2-27' },
      { label: { ja: '電磁両立性試験', en: 'Electromagnetic compatibility testing' }, standards: 'CISPR 32; IEC 61000-4-3' },
      { label: { ja: '機械試験', en: 'Mechanical testing' }, standards: 'JIS Z 2241; JIS Z 2244' },
      { label: { ja: '化学分析', en: 'Chemical analysis' }, standards: 'JIS K 0102' },
      { label: { ja: '水質試験', en: 'Water quality testing' }, standards: 'JIS K 0102; ISO 5667-3' },
      { label: { ja: '繊維製品試験', en: 'Textile testing' }, standards: 'JIS L 1096' },
      { label: { ja: '食品微生物試験', en: 'Food microbiology' }, standards: 'ISO 6579-1; ISO 4833-1' },
      { label: { ja: '非破壊試験', en: 'Non-destructive testing' } },
      { label: { ja: '建設材料試験', en: 'Construction materials testing' }, standards: 'JIS A 1108' },
    ],
  },
  calibration_laboratory: {
    prefix: 'C',
    max: 5,
    items: [
      { label: { ja: '長さの校正', en: 'Calibration of length' }, standards: 'JIS B 7502; JIS B 7506' },
      { label: { ja: '質量の校正', en: 'Calibration of mass' }, standards: 'JIS B 7609' },
      { label: { ja: '温度の校正', en: 'Calibration of temperature' }, standards: 'JIS C 1604; JIS Z 8710' },
      { label: { ja: '電気（直流・低周波）の校正', en: 'Calibration of DC and low-frequency electrical quantities' } },
      { label: { ja: '圧力の校正', en: 'Calibration of pressure' }, standards: 'JIS B 7505-1' },
      { label: { ja: '力の校正', en: 'Calibration of force' }, standards: 'JIS B 7721; ISO 376' },
      { label: { ja: '時間・周波数の校正', en: 'Calibration of time and frequency' } },
      { label: { ja: 'トルクの校正', en: 'Calibration of torque' }, standards: 'JIS B 4652' },
    ],
  },
  reference_material_producer: {
    prefix: 'R',
    max: 5,
    items: [
      { label: { ja: '化学組成標準物質', en: 'Chemical composition reference materials' }, standards: 'ISO 17034; ISO Guide 35' },
      { label: { ja: 'pH標準液', en: 'pH standard solutions' }, standards: 'JIS Z 8802' },
      { label: { ja: '標準ガス', en: 'Standard gas mixtures' }, standards: 'ISO 6142-1' },
      { label: { ja: '金属・合金標準物質', en: 'Metal and alloy reference materials' } },
      { label: { ja: '粒子径標準物質', en: 'Particle size reference materials' } },
    ],
  },
  medical_laboratory: {
    prefix: 'M',
    max: 5,
    items: [
      { label: { ja: '臨床化学検査', en: 'Clinical chemistry' }, standards: 'ISO 15189' },
      { label: { ja: '血液学的検査', en: 'Haematology' }, standards: 'ISO 15189' },
      { label: { ja: '免疫学的検査', en: 'Immunology' }, standards: 'ISO 15189' },
      { label: { ja: '微生物学的検査', en: 'Microbiology' }, standards: 'ISO 15189' },
      { label: { ja: '病理学的検査', en: 'Pathology' }, standards: 'ISO 15189' },
      { label: { ja: '遺伝子関連検査', en: 'Genetic testing' }, standards: 'ISO 15189' },
    ],
  },
  proficiency_testing_provider: {
    prefix: 'P',
    max: 5,
    items: [
      { label: { ja: '化学分析の技能試験', en: 'Proficiency testing in chemical analysis' }, standards: 'ISO 13528' },
      { label: { ja: '校正の技能試験', en: 'Proficiency testing in calibration' }, standards: 'ISO 13528' },
      { label: { ja: '臨床検査の外部精度評価', en: 'External quality assessment of medical laboratories' } },
      { label: { ja: '微生物試験の技能試験', en: 'Proficiency testing in microbiology' } },
    ],
  },
  biobanking: {
    prefix: 'B',
    max: 5,
    items: [
      { label: { ja: 'ヒト血液試料', en: 'Human blood samples' }, standards: 'ISO 20387' },
      { label: { ja: 'ヒト組織試料', en: 'Human tissue samples' }, standards: 'ISO 20387' },
      { label: { ja: '微生物株', en: 'Microbial strains' }, standards: 'ISO 20387' },
      { label: { ja: '核酸試料', en: 'Nucleic acid samples' } },
    ],
  },
  personnel: {
    prefix: 'PE',
    max: 2,
    items: [
      { label: { ja: 'マネジメントシステム審査員', en: 'Management system auditors' }, standards: 'ISO 19011' },
      { label: { ja: '非破壊試験技術者', en: 'Non-destructive testing personnel' }, standards: 'JIS Z 2305; ISO 9712' },
      { label: { ja: '溶接技能者', en: 'Welders' }, standards: 'JIS Z 3801' },
    ],
  },
  inspection_body: {
    prefix: 'I',
    max: 2,
    items: [
      { label: { ja: '建築物の検査', en: 'Inspection of buildings' } },
      { label: { ja: '圧力容器の検査', en: 'Inspection of pressure vessels' }, standards: 'JIS B 8265' },
      { label: { ja: '昇降機の検査', en: 'Inspection of lifts' }, standards: 'JIS A 4302' },
      { label: { ja: '計量器の検査', en: 'Inspection of measuring instruments' } },
    ],
  },
};

/** Share of bodies with no scope items at all. */
const NO_SCOPE_SHARE = 0.03;

function buildScopes(rng: Rng, scheme: SchemeId): ScopeItem[] {
  if (chance(rng, NO_SCOPE_SHARE)) return [];
  switch (scheme) {
    case 'management_system':
      return pickSome(rng, managementSystemScopes, intBetween(rng, 1, 4)).map((s) => ({
        code: s.code,
        label: { ja: s.name.ja, en: s.name.en },
        standards: s.standard,
      }));
    case 'product':
      return pickSome(rng, productScopes, intBetween(rng, 1, 3)).map((s) => ({
        code: s.code,
        label: { ja: s.name.ja, en: s.name.en },
      }));
    case 'greenhouse_gas':
      return pickSome(rng, greenhouseGasScopes, intBetween(rng, 1, 2)).map((s) => ({
        code: s.code,
        label: { ja: s.name.ja, en: s.name.en },
      }));
    default: {
      const catalogue = freeScopes[scheme];
      const numbered = catalogue.items.map((item, i) => ({
        ...item,
        code: `${catalogue.prefix}-${String(i + 1).padStart(2, '0')}`,
      }));
      return pickSome(rng, numbered, intBetween(rng, 1, catalogue.max)).map((s) => {
        const scope: ScopeItem = { code: s.code, label: { ja: s.label.ja, en: s.label.en } };
        if (s.standards !== undefined) scope.standards = s.standards;
        return scope;
      });
    }
  }
}

// ---------------------------------------------------------------------------
// Status and dates
// ---------------------------------------------------------------------------

type Status = 'active' | 'suspended' | 'pastSuspension' | 'ended';

/** Target shares of the non-active statuses; the rest are active. */
const statusShares: readonly (readonly [Exclude<Status, 'active'>, number])[] = [
  ['suspended', 0.05],
  ['pastSuspension', 0.03],
  ['ended', 0.07],
];

/** Statuses in exact proportions (rounded), shuffled. */
function statusList(rng: Rng, count: number): Status[] {
  const list: Status[] = [];
  for (const [status, share] of statusShares) {
    for (let i = 0; i < Math.round(count * share); i++) list.push(status);
  }
  while (list.length < count) list.push('active');
  return shuffle(rng, list.slice(0, count));
}

const endKinds: readonly EndKind[] = ['cancelled', 'withdrawn', 'revoked', 'resigned'];

/** Length of an accreditation cycle in years. */
const CYCLE_YEARS = 4;
/** Share of active bodies whose last renewal is overdue, so that their accreditation has expired. */
const LAPSED_SHARE = 0.03;

type Dates = Pick<AccreditedBodyInput, 'initialDate' | 'renewalDate' | 'expiryDate' | 'revisedDate' | 'suspensionStart' | 'suspensionEnd' | 'endedOn' | 'endKind'>;

function buildDates(rng: Rng, status: Status, today: number): Dates {
  const initial = dayBetween(rng, Date.UTC(1994, 0, 1), addMonths(today, -2));
  const dates: Dates = { initialDate: iso(initial), expiryDate: '' };

  // Ended bodies stop renewing at the end; the cycle is computed as of that day.
  let asOf = today;
  if (status === 'ended') {
    const endedOn = dayBetween(rng, Math.max(addDays(initial, 30), addYears(today, -3)), addDays(today, -1));
    dates.endedOn = iso(endedOn);
    dates.endKind = pick(rng, endKinds);
    asOf = endedOn;
  }

  let cycles = 0;
  while (addYears(initial, CYCLE_YEARS * (cycles + 1)) <= asOf) cycles++;
  if (status === 'active' && cycles > 0 && chance(rng, LAPSED_SHARE)) cycles--;
  const cycleStart = addYears(initial, CYCLE_YEARS * cycles);
  if (cycles > 0) dates.renewalDate = iso(cycleStart);
  const expiry = addDays(addYears(initial, CYCLE_YEARS * (cycles + 1)), -1);
  dates.expiryDate = iso(expiry);

  if (chance(rng, 0.3)) {
    const latest = Math.min(asOf, expiry);
    if (addDays(cycleStart, 1) <= latest) dates.revisedDate = iso(dayBetween(rng, addDays(cycleStart, 1), latest));
  }

  if (status === 'suspended') {
    const start = dayBetween(rng, Math.max(initial, addYears(today, -1)), addDays(today, -1));
    dates.suspensionStart = iso(start);
    if (chance(rng, 0.5)) dates.suspensionEnd = iso(dayBetween(rng, addDays(today, 1), addMonths(today, 6)));
  } else if (status === 'pastSuspension') {
    const start = dayBetween(rng, initial, addDays(today, -40));
    const end = dayBetween(rng, addDays(start, 14), Math.min(addMonths(start, 6), addDays(today, -1)));
    dates.suspensionStart = iso(start);
    dates.suspensionEnd = iso(end);
  }
  return dates;
}

// ---------------------------------------------------------------------------
// Other attributes
// ---------------------------------------------------------------------------

/** The stored value is the Japanese word; pages show it in the visitor's language (../classifications). */
const classificationWords: readonly string[] = classifications.map((c) => c.ja);

const inspectionTypes: readonly (readonly ['A' | 'B' | 'C', number])[] = [
  ['A', 5],
  ['B', 2],
  ['C', 3],
];

const OLD_NUMBER_SHARE = 0.15;

// ---------------------------------------------------------------------------
// Generator
// ---------------------------------------------------------------------------

/**
 * `count` invented accredited bodies, all marked `sample: true` and named as samples in both languages.
 * Deterministic for a given `seed` and `today`. Records come sorted by scheme, then accreditation number;
 * within a scheme, older accreditations have lower numbers.
 */
export function generateSampleAccreditedBodies(count: number, options: SampleOptions = {}): AccreditedBodyInput[] {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`count must be a non-negative integer, got ${count}`);
  }
  const rng = mulberry32(options.seed ?? 1);
  const today = utcDay(options.today ?? new Date());

  const schemeOf = schemeList(rng, count);
  const statusOf = statusList(rng, count);
  const usedNames = new Set<string>();

  const records: AccreditedBodyInput[] = schemeOf.map((scheme, i) => {
    let variant = 0;
    let sampleName = buildName(rng, scheme, variant);
    while (usedNames.has(sampleName.name.ja)) {
      variant++;
      sampleName = buildName(rng, scheme, variant);
    }
    usedNames.add(sampleName.name.ja);

    const record: AccreditedBodyInput = {
      accreditationNumber: '',
      scheme,
      name: sampleName.name,
      ...buildLocation(rng),
      ...buildDates(rng, statusOf[i] ?? 'active', today),
      scopes: buildScopes(rng, scheme),
      sample: true,
    };
    if (chance(rng, 0.5)) {
      record.abbreviation = chance(rng, 0.8) ? { ja: sampleName.initials, en: sampleName.initials } : { en: sampleName.initials };
    }
    if (chance(rng, 0.85)) record.url = `https://${sampleName.slug}.example.invalid/`;
    if (scheme === 'inspection_body') record.inspectionType = pickWeighted(rng, inspectionTypes);
    if (scheme === 'laboratory') record.acceptsExternalTesting = chance(rng, 0.75);
    if (scheme === 'calibration_laboratory') record.acceptsExternalCalibration = chance(rng, 0.75);
    if (chance(rng, 0.25)) record.classification = pick(rng, classificationWords);
    return record;
  });

  // Numbers follow the order of accreditation within each scheme, with the occasional gap.
  const sorted = [...records].sort((a, b) => {
    const bySchemeOrder = schemeIds.indexOf(a.scheme) - schemeIds.indexOf(b.scheme);
    return bySchemeOrder !== 0 ? bySchemeOrder : a.initialDate.localeCompare(b.initialDate);
  });
  const lastSerial = new Map<SchemeId, number>();
  for (const record of sorted) {
    const serial = (lastSerial.get(record.scheme) ?? 0) + (chance(rng, 0.2) ? intBetween(rng, 2, 4) : 1);
    lastSerial.set(record.scheme, serial);
    const prefix = numberPrefixes[record.scheme];
    record.accreditationNumber = `${prefix}${String(serial).padStart(4, '0')}`;
    if (chance(rng, OLD_NUMBER_SHARE)) {
      record.oldAccreditationNumber = `${prefix}-${record.initialDate.slice(0, 4)}-${String(serial).padStart(3, '0')}`;
    }
  }
  // Extensions of scope: on about one body in twelve still accredited, the last scope item was
  // added in the past year (after the initial accreditation). Index-based, so the random
  // sequence of everything above is unchanged.
  sorted.forEach((record, index) => {
    const last = record.scopes.at(-1);
    if (index % 12 !== 5 || record.scopes.length < 2 || record.endedOn || !last) return;
    const addedOn = iso(addDays(today, -(10 + ((index * 37) % 330))));
    if (addedOn > record.initialDate) last.addedOn = addedOn;
  });
  return sorted;
}
