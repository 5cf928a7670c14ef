/**
 * The 47 prefectures of Japan in JIS X 0401 order, grouped into the seven regions
 * the site uses for its prefecture selectors.
 */
import type { LocalizedName } from './types';

export const regionIds = ['tohoku', 'kanto', 'chubu', 'kinki', 'chugoku', 'shikoku', 'kyushu'] as const;
export type RegionId = (typeof regionIds)[number];

export type Region = {
  readonly id: RegionId;
  readonly name: LocalizedName;
};

/** Regions in display order (north to south). Hokkaido is grouped with Tohoku, Okinawa with Kyushu. */
export const regions: readonly Region[] = [
  { id: 'tohoku', name: { ja: '北海道・東北', en: 'Hokkaido and Tohoku' } },
  { id: 'kanto', name: { ja: '関東', en: 'Kanto' } },
  { id: 'chubu', name: { ja: '中部', en: 'Chubu' } },
  { id: 'kinki', name: { ja: '近畿', en: 'Kinki' } },
  { id: 'chugoku', name: { ja: '中国', en: 'Chugoku' } },
  { id: 'shikoku', name: { ja: '四国', en: 'Shikoku' } },
  { id: 'kyushu', name: { ja: '九州・沖縄', en: 'Kyushu and Okinawa' } },
];

const PREFECTURE_DATA = [
  { code: '01', slug: 'hokkaido', name: { ja: '北海道', en: 'Hokkaido' }, region: 'tohoku' },
  { code: '02', slug: 'aomori', name: { ja: '青森県', en: 'Aomori' }, region: 'tohoku' },
  { code: '03', slug: 'iwate', name: { ja: '岩手県', en: 'Iwate' }, region: 'tohoku' },
  { code: '04', slug: 'miyagi', name: { ja: '宮城県', en: 'Miyagi' }, region: 'tohoku' },
  { code: '05', slug: 'akita', name: { ja: '秋田県', en: 'Akita' }, region: 'tohoku' },
  { code: '06', slug: 'yamagata', name: { ja: '山形県', en: 'Yamagata' }, region: 'tohoku' },
  { code: '07', slug: 'fukushima', name: { ja: '福島県', en: 'Fukushima' }, region: 'tohoku' },
  { code: '08', slug: 'ibaraki', name: { ja: '茨城県', en: 'Ibaraki' }, region: 'kanto' },
  { code: '09', slug: 'tochigi', name: { ja: '栃木県', en: 'Tochigi' }, region: 'kanto' },
  { code: '10', slug: 'gunma', name: { ja: '群馬県', en: 'Gunma' }, region: 'kanto' },
  { code: '11', slug: 'saitama', name: { ja: '埼玉県', en: 'Saitama' }, region: 'kanto' },
  { code: '12', slug: 'chiba', name: { ja: '千葉県', en: 'Chiba' }, region: 'kanto' },
  { code: '13', slug: 'tokyo', name: { ja: '東京都', en: 'Tokyo' }, region: 'kanto' },
  { code: '14', slug: 'kanagawa', name: { ja: '神奈川県', en: 'Kanagawa' }, region: 'kanto' },
  { code: '15', slug: 'niigata', name: { ja: '新潟県', en: 'Niigata' }, region: 'chubu' },
  { code: '16', slug: 'toyama', name: { ja: '富山県', en: 'Toyama' }, region: 'chubu' },
  { code: '17', slug: 'ishikawa', name: { ja: '石川県', en: 'Ishikawa' }, region: 'chubu' },
  { code: '18', slug: 'fukui', name: { ja: '福井県', en: 'Fukui' }, region: 'chubu' },
  { code: '19', slug: 'yamanashi', name: { ja: '山梨県', en: 'Yamanashi' }, region: 'chubu' },
  { code: '20', slug: 'nagano', name: { ja: '長野県', en: 'Nagano' }, region: 'chubu' },
  { code: '21', slug: 'gifu', name: { ja: '岐阜県', en: 'Gifu' }, region: 'chubu' },
  { code: '22', slug: 'shizuoka', name: { ja: '静岡県', en: 'Shizuoka' }, region: 'chubu' },
  { code: '23', slug: 'aichi', name: { ja: '愛知県', en: 'Aichi' }, region: 'chubu' },
  { code: '24', slug: 'mie', name: { ja: '三重県', en: 'Mie' }, region: 'kinki' },
  { code: '25', slug: 'shiga', name: { ja: '滋賀県', en: 'Shiga' }, region: 'kinki' },
  { code: '26', slug: 'kyoto', name: { ja: '京都府', en: 'Kyoto' }, region: 'kinki' },
  { code: '27', slug: 'osaka', name: { ja: '大阪府', en: 'Osaka' }, region: 'kinki' },
  { code: '28', slug: 'hyogo', name: { ja: '兵庫県', en: 'Hyogo' }, region: 'kinki' },
  { code: '29', slug: 'nara', name: { ja: '奈良県', en: 'Nara' }, region: 'kinki' },
  { code: '30', slug: 'wakayama', name: { ja: '和歌山県', en: 'Wakayama' }, region: 'kinki' },
  { code: '31', slug: 'tottori', name: { ja: '鳥取県', en: 'Tottori' }, region: 'chugoku' },
  { code: '32', slug: 'shimane', name: { ja: '島根県', en: 'Shimane' }, region: 'chugoku' },
  { code: '33', slug: 'okayama', name: { ja: '岡山県', en: 'Okayama' }, region: 'chugoku' },
  { code: '34', slug: 'hiroshima', name: { ja: '広島県', en: 'Hiroshima' }, region: 'chugoku' },
  { code: '35', slug: 'yamaguchi', name: { ja: '山口県', en: 'Yamaguchi' }, region: 'chugoku' },
  { code: '36', slug: 'tokushima', name: { ja: '徳島県', en: 'Tokushima' }, region: 'shikoku' },
  { code: '37', slug: 'kagawa', name: { ja: '香川県', en: 'Kagawa' }, region: 'shikoku' },
  { code: '38', slug: 'ehime', name: { ja: '愛媛県', en: 'Ehime' }, region: 'shikoku' },
  { code: '39', slug: 'kochi', name: { ja: '高知県', en: 'Kochi' }, region: 'shikoku' },
  { code: '40', slug: 'fukuoka', name: { ja: '福岡県', en: 'Fukuoka' }, region: 'kyushu' },
  { code: '41', slug: 'saga', name: { ja: '佐賀県', en: 'Saga' }, region: 'kyushu' },
  { code: '42', slug: 'nagasaki', name: { ja: '長崎県', en: 'Nagasaki' }, region: 'kyushu' },
  { code: '43', slug: 'kumamoto', name: { ja: '熊本県', en: 'Kumamoto' }, region: 'kyushu' },
  { code: '44', slug: 'oita', name: { ja: '大分県', en: 'Oita' }, region: 'kyushu' },
  { code: '45', slug: 'miyazaki', name: { ja: '宮崎県', en: 'Miyazaki' }, region: 'kyushu' },
  { code: '46', slug: 'kagoshima', name: { ja: '鹿児島県', en: 'Kagoshima' }, region: 'kyushu' },
  { code: '47', slug: 'okinawa', name: { ja: '沖縄県', en: 'Okinawa' }, region: 'kyushu' },
] as const satisfies readonly { code: string; slug: string; name: LocalizedName; region: RegionId }[];

/** A JIS X 0401 prefecture code, '01' (Hokkaido) to '47' (Okinawa). */
export type PrefectureCode = (typeof PREFECTURE_DATA)[number]['code'];
/** The lowercase ASCII slug of a prefecture, e.g. 'tokyo'. */
export type PrefectureSlug = (typeof PREFECTURE_DATA)[number]['slug'];

export type Prefecture = {
  readonly code: PrefectureCode;
  readonly slug: PrefectureSlug;
  readonly name: LocalizedName;
  readonly region: RegionId;
};

/** All 47 prefectures in JIS X 0401 order. */
export const prefectures: readonly Prefecture[] = PREFECTURE_DATA;

const byCode: ReadonlyMap<string, Prefecture> = new Map(prefectures.map((p) => [p.code, p]));
const bySlug: ReadonlyMap<string, Prefecture> = new Map(prefectures.map((p) => [p.slug, p]));

export function isPrefectureCode(value: unknown): value is PrefectureCode {
  return typeof value === 'string' && byCode.has(value);
}

/** The prefecture with a JIS code such as '13'. A single digit ('1') is accepted and zero-padded. */
export function prefectureByCode(code: string | number): Prefecture | undefined {
  const normalized = String(code).trim().padStart(2, '0');
  return byCode.get(normalized);
}

export function prefectureBySlug(slug: string): Prefecture | undefined {
  return bySlug.get(slug.trim().toLowerCase());
}

export function regionById(id: string): Region | undefined {
  return regions.find((r) => r.id === id);
}

export type RegionWithPrefectures = {
  readonly region: Region;
  readonly prefectures: readonly Prefecture[];
};

const grouped: readonly RegionWithPrefectures[] = regions.map((region) => ({
  region,
  prefectures: prefectures.filter((p) => p.region === region.id),
}));

/** Regions in display order, each with its prefectures in JIS order (for grouped selects). */
export function prefecturesByRegion(): readonly RegionWithPrefectures[] {
  return grouped;
}
