/**
 * Fixed scope lists of the schemes that have one: management systems, products and greenhouse gases.
 * They feed the "scope of accreditation" selector, whose choices depend on the chosen body type.
 */
import { schemeById, type ScopeSetId } from './schemes';
import type { LocalizedName } from './types';

// ---------------------------------------------------------------------------
// Management system scopes
// ---------------------------------------------------------------------------

export const managementSystemScopeCodes = [
  'QMS',
  'AS9100',
  'AS9120',
  'TL9000',
  'MDQMS',
  'EMS',
  'EnMS',
  'ISMS',
  'OHSMS',
  'JOHSMS',
  'FSMS',
  'FSSC',
  'JFSC',
  'AMS',
] as const;
export type ManagementSystemScopeCode = (typeof managementSystemScopeCodes)[number];

export type ManagementSystemScope = {
  /** Short stable ASCII code. */
  readonly code: ManagementSystemScopeCode;
  /** The abbreviation as the site displays it. */
  readonly label: string;
  readonly name: LocalizedName;
  /** The certification standard. */
  readonly standard: string;
};

export const managementSystemScopes: readonly ManagementSystemScope[] = [
  {
    code: 'QMS',
    label: 'QMS',
    name: { ja: '品質マネジメントシステム', en: 'Quality management system' },
    standard: 'ISO 9001',
  },
  {
    code: 'AS9100',
    label: 'AS-QMS 9100',
    name: { ja: '航空宇宙品質マネジメントシステム', en: 'Aerospace quality management system' },
    standard: 'JIS Q 9100',
  },
  {
    code: 'AS9120',
    label: 'AS-QMS 9120',
    name: {
      ja: '航空宇宙品質マネジメントシステム（販売業者）',
      en: 'Aerospace quality management system for distributors',
    },
    standard: 'JIS Q 9120',
  },
  {
    code: 'TL9000',
    label: 'TL-QMS',
    name: { ja: '電気通信品質マネジメントシステム', en: 'Telecommunications quality management system' },
    standard: 'TL 9000',
  },
  {
    code: 'MDQMS',
    label: 'MD-QMS',
    name: { ja: '医療機器品質マネジメントシステム', en: 'Medical devices quality management system' },
    standard: 'ISO 13485',
  },
  {
    code: 'EMS',
    label: 'EMS',
    name: { ja: '環境マネジメントシステム', en: 'Environmental management system' },
    standard: 'ISO 14001',
  },
  {
    code: 'EnMS',
    label: 'EnMS',
    name: { ja: 'エネルギーマネジメントシステム', en: 'Energy management system' },
    standard: 'ISO 50001',
  },
  {
    code: 'ISMS',
    label: 'ISMS',
    name: { ja: '情報セキュリティマネジメントシステム', en: 'Information security management system' },
    standard: 'ISO/IEC 27001',
  },
  {
    code: 'OHSMS',
    label: 'OHSMS (JIS Q 45001)',
    name: { ja: '労働安全衛生マネジメントシステム', en: 'Occupational health and safety management system' },
    standard: 'JIS Q 45001',
  },
  {
    code: 'JOHSMS',
    label: 'J-OHSMS (JIS Q 45100)',
    name: {
      ja: '労働安全衛生マネジメントシステム（JIS Q 45100）',
      en: 'Occupational health and safety management system (JIS Q 45100)',
    },
    standard: 'JIS Q 45100',
  },
  {
    code: 'FSMS',
    label: 'FSMS',
    name: { ja: '食品安全マネジメントシステム', en: 'Food safety management system' },
    standard: 'ISO 22000',
  },
  {
    code: 'FSSC',
    label: 'FSSC (22000)',
    name: { ja: 'FSSC 22000 食品安全システム認証', en: 'FSSC 22000 food safety system certification' },
    standard: 'FSSC 22000',
  },
  {
    code: 'JFSC',
    label: 'JFS-C',
    name: { ja: 'JFS-C 食品安全マネジメント規格', en: 'JFS-C food safety management standard' },
    standard: 'JFS-C',
  },
  {
    code: 'AMS',
    label: 'AMS',
    name: { ja: 'アセットマネジメントシステム', en: 'Asset management system' },
    standard: 'ISO 55001',
  },
];

// ---------------------------------------------------------------------------
// Product scopes
// ---------------------------------------------------------------------------

export const productScopeCodes = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;
export type ProductScopeCode = (typeof productScopeCodes)[number];

export type ProductScope = {
  readonly code: ProductScopeCode;
  readonly name: LocalizedName;
};

export const productScopes: readonly ProductScope[] = [
  { code: 'A', name: { ja: '消防用設備等', en: 'Fire protection equipment' } },
  { code: 'B', name: { ja: '抗菌防臭加工繊維製品', en: 'Antibacterial and deodorant textiles' } },
  { code: 'C', name: { ja: '電気工作物の溶接', en: 'Welding of electric facilities' } },
  { code: 'D', name: { ja: '市場調査サービス', en: 'Market research services' } },
  { code: 'E', name: { ja: '風力発電システム', en: 'Wind power generation systems' } },
  { code: 'F', name: { ja: '組込み制御機器のセキュリティ', en: 'Secure embedded control devices' } },
  { code: 'G', name: { ja: '林産物', en: 'Forest products' } },
  { code: 'H', name: { ja: 'GAP（農業生産工程管理）農産物', en: 'GAP (good agricultural practice) agricultural products' } },
  { code: 'I', name: { ja: '漁業及び水産物', en: 'Fishing and fishery products' } },
  { code: 'J', name: { ja: '燃料の製造工程', en: 'Fuel production processes' } },
];

// ---------------------------------------------------------------------------
// Greenhouse gas scopes
// ---------------------------------------------------------------------------

export const greenhouseGasScopeCodes = ['A', 'B', 'C', 'D'] as const;
export type GreenhouseGasScopeCode = (typeof greenhouseGasScopeCodes)[number];

export type GreenhouseGasScope = {
  readonly code: GreenhouseGasScopeCode;
  readonly name: LocalizedName;
};

export const greenhouseGasScopes: readonly GreenhouseGasScope[] = [
  {
    code: 'A',
    name: {
      ja: 'ISO 14064-1 組織の妥当性確認・検証',
      en: 'ISO 14064-1 validation and verification at the organisation level',
    },
  },
  {
    code: 'B',
    name: { ja: 'ISO 14064-2 プロジェクトの妥当性確認', en: 'ISO 14064-2 validation of projects' },
  },
  {
    code: 'C',
    name: { ja: 'ISO 14064-2 プロジェクトの検証', en: 'ISO 14064-2 verification of projects' },
  },
  {
    code: 'D',
    name: { ja: 'CORSIAに基づく検証', en: 'Verification under CORSIA' },
  },
];

// ---------------------------------------------------------------------------
// Lookups
// ---------------------------------------------------------------------------

/** Any entry of a fixed scope list. All have a `code` and a localized `name`. */
export type ScopeEntry = ManagementSystemScope | ProductScope | GreenhouseGasScope;

export const scopesBySet: {
  readonly management_system: readonly ManagementSystemScope[];
  readonly product: readonly ProductScope[];
  readonly greenhouse_gas: readonly GreenhouseGasScope[];
} = {
  management_system: managementSystemScopes,
  product: productScopes,
  greenhouse_gas: greenhouseGasScopes,
} satisfies Record<ScopeSetId, readonly ScopeEntry[]>;

/** The scope choices of a scheme, or an empty array when the scheme has no fixed scope list. */
export function scopesForScheme(schemeId: 'management_system'): readonly ManagementSystemScope[];
export function scopesForScheme(schemeId: 'product'): readonly ProductScope[];
export function scopesForScheme(schemeId: 'greenhouse_gas'): readonly GreenhouseGasScope[];
export function scopesForScheme(schemeId: string): readonly ScopeEntry[];
export function scopesForScheme(schemeId: string): readonly ScopeEntry[] {
  const scopeSet = schemeById(schemeId)?.scopeSet;
  return scopeSet ? scopesBySet[scopeSet] : [];
}

/** One scope of a scheme by its code, e.g. ('product', 'G'). */
export function scopeByCode(schemeId: string, code: string): ScopeEntry | undefined {
  return scopesForScheme(schemeId).find((s) => s.code === code);
}
