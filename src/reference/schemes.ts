/**
 * The accreditation schemes (types of conformity assessment body) the body accredits.
 * The order is the display order of the service menu and of the "scheme" filter of the accredited-body search.
 */
import type { LocalizedName } from './types';

export const schemeIds = [
  'management_system',
  'personnel',
  'product',
  'greenhouse_gas',
  'laboratory',
  'calibration_laboratory',
  'reference_material_producer',
  'medical_laboratory',
  'inspection_body',
  'proficiency_testing_provider',
  'biobanking',
] as const;
export type SchemeId = (typeof schemeIds)[number];

/** Schemes whose scope of accreditation is chosen from a fixed list (see `scopes.ts`). */
export type ScopeSetId = 'management_system' | 'product' | 'greenhouse_gas';

export type Scheme = {
  readonly id: SchemeId;
  /** Name of the type of accredited body. */
  readonly name: LocalizedName;
  /** The International Standard the bodies are accredited against. */
  readonly standard: string;
  /** Locale-less path of the scheme's service page. Laboratories and calibration laboratories share one page. */
  readonly servicePath: string;
  /** The fixed scope list of the scheme, or null when scopes are free text (e.g. test methods). */
  readonly scopeSet: ScopeSetId | null;
};

export const schemes: readonly Scheme[] = [
  {
    id: 'management_system',
    name: { ja: 'マネジメントシステム認証機関', en: 'Management system certification bodies' },
    standard: 'ISO/IEC 17021-1',
    servicePath: '/service/management_system',
    scopeSet: 'management_system',
  },
  {
    id: 'personnel',
    name: { ja: '要員認証機関', en: 'Personnel certification bodies' },
    standard: 'ISO/IEC 17024',
    servicePath: '/service/essential_member',
    scopeSet: null,
  },
  {
    id: 'product',
    name: { ja: '製品認証機関', en: 'Product certification bodies' },
    standard: 'ISO/IEC 17065',
    servicePath: '/service/product',
    scopeSet: 'product',
  },
  {
    id: 'greenhouse_gas',
    name: {
      ja: '温室効果ガス妥当性確認・検証機関',
      en: 'Greenhouse gas validation and verification bodies',
    },
    standard: 'ISO 14065',
    servicePath: '/service/greenhouse_gas',
    scopeSet: 'greenhouse_gas',
  },
  {
    id: 'laboratory',
    name: { ja: '試験所', en: 'Testing laboratories' },
    standard: 'ISO/IEC 17025',
    servicePath: '/service/laboratory',
    scopeSet: null,
  },
  {
    id: 'calibration_laboratory',
    name: { ja: '校正機関', en: 'Calibration laboratories' },
    standard: 'ISO/IEC 17025',
    servicePath: '/service/laboratory',
    scopeSet: null,
  },
  {
    id: 'reference_material_producer',
    name: { ja: '標準物質生産者', en: 'Reference material producers' },
    standard: 'ISO 17034',
    servicePath: '/service/material_producer',
    scopeSet: null,
  },
  {
    id: 'medical_laboratory',
    name: { ja: '臨床検査室', en: 'Medical laboratories' },
    standard: 'ISO 15189',
    servicePath: '/service/medical_laboratory',
    scopeSet: null,
  },
  {
    id: 'inspection_body',
    name: { ja: '検査機関', en: 'Inspection bodies' },
    standard: 'ISO/IEC 17020',
    servicePath: '/service/inspection_agency',
    scopeSet: null,
  },
  {
    id: 'proficiency_testing_provider',
    name: { ja: '技能試験提供者', en: 'Proficiency testing providers' },
    standard: 'ISO/IEC 17043',
    servicePath: '/service/ptp',
    scopeSet: null,
  },
  {
    id: 'biobanking',
    name: { ja: 'バイオバンク', en: 'Biobanks' },
    standard: 'ISO 20387',
    servicePath: '/service/biobanking',
    scopeSet: null,
  },
];

const byId: ReadonlyMap<string, Scheme> = new Map(schemes.map((s) => [s.id, s]));

export function isSchemeId(value: unknown): value is SchemeId {
  return typeof value === 'string' && byId.has(value);
}

/** The scheme with this id. Typed callers always get a scheme; arbitrary strings may give undefined. */
export function schemeById(id: SchemeId): Scheme;
export function schemeById(id: string): Scheme | undefined;
export function schemeById(id: string): Scheme | undefined {
  return byId.get(id);
}

/** The schemes presented on one service page (the laboratory page covers testing and calibration). */
export function schemesByServicePath(servicePath: string): readonly Scheme[] {
  return schemes.filter((s) => s.servicePath === servicePath);
}

export const inspectionBodyTypeCodes = ['A', 'B', 'C'] as const;
export type InspectionBodyType = (typeof inspectionBodyTypeCodes)[number];

export type InspectionBodyTypeInfo = {
  readonly type: InspectionBodyType;
  readonly name: LocalizedName;
  /** Short explanation of the independence requirement (ISO/IEC 17020, Annex A). */
  readonly description: LocalizedName;
};

/** Inspection body types A, B and C in order. */
export const inspectionBodyTypes: readonly InspectionBodyTypeInfo[] = [
  {
    type: 'A',
    name: { ja: 'タイプA', en: 'Type A' },
    description: {
      ja: '検査の対象に関与しない独立した第三者として検査を行う機関',
      en: 'An independent third party with no involvement in the items it inspects',
    },
  },
  {
    type: 'B',
    name: { ja: 'タイプB', en: 'Type B' },
    description: {
      ja: '組織の中で独立した部門として、その組織に対してのみ検査を行う機関',
      en: 'A separate, identifiable part of an organisation that inspects only for its parent organisation',
    },
  },
  {
    type: 'C',
    name: { ja: 'タイプC', en: 'Type C' },
    description: {
      ja: '組織の一部として、その組織又は外部の者に対して検査を行う機関',
      en: 'An identifiable part of an organisation that may inspect for its parent organisation and for others',
    },
  },
];

export function inspectionBodyTypeByCode(type: string): InspectionBodyTypeInfo | undefined {
  return inspectionBodyTypes.find((t) => t.type === type.trim().toUpperCase());
}
