/**
 * ISO 3166-1 countries and territories with Japanese and English names and a Japanese
 * geographic area label, as used by the certified-organisation search ("country name" filter).
 *
 * Codes and names come from `i18n-iso-countries`; the area grouping is maintained here by hand.
 */
import * as isoCountriesModule from 'i18n-iso-countries';
import enLocale from 'i18n-iso-countries/langs/en.json';
import jaLocale from 'i18n-iso-countries/langs/ja.json';
import type { LocalizedName, ReferenceLocale } from './types';

// Registering is idempotent, and required in the browser build of the package (which registers nothing).
// A CommonJS package: bundlers expose its functions on the namespace, Node's ESM on `default`.
type IsoCountries = typeof isoCountriesModule;
const isoCountries: IsoCountries = typeof isoCountriesModule.registerLocale === 'function' ? isoCountriesModule : Reflect.get(isoCountriesModule, 'default');

isoCountries.registerLocale(enLocale);
isoCountries.registerLocale(jaLocale);

export const areaIds = [
  'asia',
  'middle_east',
  'europe',
  'north_america',
  'latin_america',
  'oceania',
  'africa',
  'other',
] as const;
export type AreaId = (typeof areaIds)[number];

/** Area labels in display order. `ja` is the label stored as `areaJa` on each country. */
export const areaLabels: Readonly<Record<AreaId, LocalizedName>> = {
  asia: { ja: 'アジア', en: 'Asia' },
  middle_east: { ja: '中東', en: 'Middle East' },
  europe: { ja: 'ヨーロッパ', en: 'Europe' },
  north_america: { ja: '北米', en: 'North America' },
  latin_america: { ja: '中南米', en: 'Latin America and the Caribbean' },
  oceania: { ja: 'オセアニア', en: 'Oceania' },
  africa: { ja: 'アフリカ', en: 'Africa' },
  other: { ja: 'その他', en: 'Other' },
};

/**
 * Area of every ISO code. The grouping follows the one customary on Japanese public sites:
 * the Caucasus and Russia are in Europe, Türkiye and Afghanistan in the Middle East, North Africa in Africa,
 * Central Asia in Asia, Bermuda and Greenland in North America, and overseas territories go with their
 * geography. Uninhabited or remote territories (Antarctica and the like) are "Other".
 */
const AREA_MEMBERS: Readonly<Record<AreaId, readonly string[]>> = {
  asia: [
    // East Asia
    'CN', 'HK', 'MO', 'TW', 'JP', 'KR', 'KP', 'MN',
    // South-East Asia
    'BN', 'KH', 'ID', 'LA', 'MY', 'MM', 'PH', 'SG', 'TH', 'TL', 'VN',
    // South Asia
    'IN', 'PK', 'BD', 'LK', 'NP', 'BT', 'MV',
    // Central Asia
    'KZ', 'KG', 'TJ', 'TM', 'UZ',
  ],
  middle_east: ['AE', 'AF', 'BH', 'IL', 'IQ', 'IR', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'SA', 'SY', 'TR', 'YE'],
  europe: [
    'AD', 'AL', 'AM', 'AT', 'AX', 'AZ', 'BA', 'BE', 'BG', 'BY', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI',
    'FO', 'FR', 'GB', 'GE', 'GG', 'GI', 'GR', 'HR', 'HU', 'IE', 'IM', 'IS', 'IT', 'JE', 'LI', 'LT', 'LU', 'LV',
    'MC', 'MD', 'ME', 'MK', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'RS', 'RU', 'SE', 'SI', 'SJ', 'SK', 'SM', 'UA',
    'VA', 'XK',
  ],
  north_america: ['US', 'CA', 'BM', 'GL', 'PM'],
  latin_america: [
    // Central America and Mexico
    'MX', 'GT', 'BZ', 'SV', 'HN', 'NI', 'CR', 'PA',
    // Caribbean
    'CU', 'JM', 'HT', 'DO', 'PR', 'BS', 'BB', 'AG', 'DM', 'GD', 'KN', 'LC', 'VC', 'TT', 'AI', 'AW', 'BQ', 'CW',
    'SX', 'KY', 'MS', 'TC', 'VG', 'VI', 'GP', 'MQ', 'BL', 'MF',
    // South America
    'AR', 'BO', 'BR', 'CL', 'CO', 'EC', 'GY', 'PY', 'PE', 'SR', 'UY', 'VE', 'GF', 'FK',
  ],
  oceania: [
    'AU', 'NZ', 'FJ', 'PG', 'SB', 'VU', 'NC', 'PF', 'WS', 'TO', 'TV', 'KI', 'NR', 'MH', 'FM', 'PW', 'GU', 'MP',
    'AS', 'CK', 'NU', 'TK', 'WF', 'PN', 'NF', 'CX', 'CC',
  ],
  africa: [
    // North Africa
    'DZ', 'EG', 'LY', 'MA', 'TN', 'SD', 'SS', 'EH',
    // West Africa
    'MR', 'ML', 'NE', 'NG', 'BJ', 'BF', 'CI', 'GH', 'GM', 'GN', 'GW', 'LR', 'SL', 'SN', 'TG', 'CV', 'SH',
    // Central Africa
    'TD', 'CM', 'CF', 'CG', 'CD', 'GA', 'GQ', 'ST', 'AO',
    // East Africa and the Indian Ocean
    'BI', 'RW', 'UG', 'KE', 'TZ', 'ET', 'ER', 'DJ', 'SO', 'MG', 'MU', 'SC', 'KM', 'YT', 'RE',
    // Southern Africa
    'MW', 'MZ', 'ZM', 'ZW', 'BW', 'NA', 'ZA', 'LS', 'SZ',
  ],
  other: ['AQ', 'BV', 'HM', 'TF', 'GS', 'UM', 'IO'],
};

const areaByAlpha2: ReadonlyMap<string, AreaId> = new Map(
  areaIds.flatMap((area) => AREA_MEMBERS[area].map((alpha2) => [alpha2, area] as const)),
);

/** Every alpha-2 code listed in the hand-written area map, with the area (for the consistency test). */
export function areaAssignments(): readonly (readonly [alpha2: string, area: AreaId])[] {
  return areaIds.flatMap((area) => AREA_MEMBERS[area].map((alpha2) => [alpha2, area] as const));
}

/** Where the package's name is not the one a Japanese public site shows. */
const NAME_OVERRIDES: Readonly<Record<string, Partial<LocalizedName>>> = {
  TW: { en: 'Taiwan' },
  // Renamed from Swaziland in 2018.
  SZ: { ja: 'エスワティニ' },
};

/** Kana readings for Japanese names that start with kanji, so that they sort into the kana order. */
const JA_SORT_READINGS: Readonly<Record<string, string>> = {
  AQ: 'なんきょく',
  CF: 'ちゅうおうあふりかきょうわこく',
  CN: 'ちゅうかじんみんきょうわこく',
  GQ: 'せきどうぎにあ',
  HK: 'ほんこん',
  JP: 'にほん',
  KP: 'ちょうせんみんしゅしゅぎじんみんきょうわこく',
  KR: 'だいかんみんこく',
  MK: 'きたまけどにあ',
  MP: 'きたまりあなしょとう',
  ZA: 'みなみあふりか',
  TW: 'たいわん',
  TL: 'ひがしてぃもーる',
  UM: 'がっしゅうこくりょうゆうしょうりとう',
  EH: 'にしさはら',
  SS: 'みなみすーだん',
};

export type Country = {
  /** ISO 3166-1 alpha-2, e.g. 'JP'. */
  readonly alpha2: string;
  /** ISO 3166-1 alpha-3, e.g. 'JPN'. */
  readonly alpha3: string;
  /** ISO 3166-1 numeric as a zero-padded 3-character string, e.g. '392'. */
  readonly numeric: string;
  readonly name: LocalizedName;
  readonly area: AreaId;
  /** The Japanese area label, one of the `ja` values of {@link areaLabels}. */
  readonly areaJa: string;
};

function officialName(alpha2: string, lang: ReferenceLocale): string {
  const override = NAME_OVERRIDES[alpha2]?.[lang];
  if (override) return override;
  const name = isoCountries.getName(alpha2, lang, { select: 'official' });
  if (!name) throw new Error(`i18n-iso-countries has no ${lang} name for ${alpha2}`);
  return name;
}

function buildCountries(): readonly Country[] {
  return Object.keys(isoCountries.getAlpha2Codes()).map((alpha2): Country => {
    const alpha3 = isoCountries.alpha2ToAlpha3(alpha2);
    const numeric = isoCountries.alpha2ToNumeric(alpha2);
    if (!alpha3 || !numeric) throw new Error(`i18n-iso-countries has incomplete codes for ${alpha2}`);
    // Unmapped codes fall back to "Other" rather than failing at runtime; a unit test keeps the map complete.
    const area = areaByAlpha2.get(alpha2) ?? 'other';
    return {
      alpha2,
      alpha3,
      numeric: numeric.padStart(3, '0'),
      name: { ja: officialName(alpha2, 'ja'), en: officialName(alpha2, 'en') },
      area,
      areaJa: areaLabels[area].ja,
    };
  });
}

/** All countries and territories, in the package's (ISO English-name) order. */
export const countries: readonly Country[] = buildCountries();

const byAlpha2: ReadonlyMap<string, Country> = new Map(countries.map((c) => [c.alpha2, c]));
const byAlpha3: ReadonlyMap<string, Country> = new Map(countries.map((c) => [c.alpha3, c]));
const byNumeric: ReadonlyMap<string, Country> = new Map(countries.map((c) => [c.numeric, c]));

/** Case-insensitive lookup by alpha-2 code. */
export function countryByAlpha2(alpha2: string): Country | undefined {
  return byAlpha2.get(alpha2.trim().toUpperCase());
}

/** Case-insensitive lookup by alpha-3 code. */
export function countryByAlpha3(alpha3: string): Country | undefined {
  return byAlpha3.get(alpha3.trim().toUpperCase());
}

/** Lookup by numeric code; '392', '39' and 392 are all accepted. */
export function countryByNumeric(numeric: string | number): Country | undefined {
  return byNumeric.get(String(numeric).trim().padStart(3, '0'));
}

/** The key a country is sorted by in a locale. */
function sortKey(country: Country, locale: ReferenceLocale): string {
  if (locale === 'ja') return JA_SORT_READINGS[country.alpha2] ?? country.name.ja;
  return country.name.en;
}

const sortedCache = new Map<ReferenceLocale, readonly Country[]>();

/** All countries sorted by their name in `locale`, using that locale's collation (kana order for Japanese). */
export function countriesSorted(locale: ReferenceLocale): readonly Country[] {
  const cached = sortedCache.get(locale);
  if (cached) return cached;
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const sorted = [...countries].sort(
    (a, b) => collator.compare(sortKey(a, locale), sortKey(b, locale)) || a.alpha2.localeCompare(b.alpha2),
  );
  sortedCache.set(locale, sorted);
  return sorted;
}

/** Countries of one area, sorted by name in `locale`. */
export function countriesInArea(area: AreaId, locale: ReferenceLocale): readonly Country[] {
  return countriesSorted(locale).filter((c) => c.area === area);
}
