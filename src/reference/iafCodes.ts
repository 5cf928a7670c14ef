/**
 * IAF sector codes (IAF ID 1), used to classify the scope of management system certification.
 */
import type { LocalizedName } from './types';

export type IafCode = {
  /** 1 to 39. */
  readonly code: number;
  readonly name: LocalizedName;
};

export const iafCodes: readonly IafCode[] = [
  { code: 1, name: { ja: '農業、林業及び漁業', en: 'Agriculture, forestry and fishing' } },
  { code: 2, name: { ja: '鉱業及び採石業', en: 'Mining and quarrying' } },
  { code: 3, name: { ja: '食料品、飲料及びたばこ', en: 'Food products, beverages and tobacco' } },
  { code: 4, name: { ja: '繊維及び繊維製品', en: 'Textiles and textile products' } },
  { code: 5, name: { ja: '皮革及び皮革製品', en: 'Leather and leather products' } },
  { code: 6, name: { ja: '木材及び木製品', en: 'Wood and wood products' } },
  { code: 7, name: { ja: 'パルプ、紙及び紙製品', en: 'Pulp, paper and paper products' } },
  { code: 8, name: { ja: '出版業', en: 'Publishing companies' } },
  { code: 9, name: { ja: '印刷業', en: 'Printing companies' } },
  { code: 10, name: { ja: 'コークス及び精製石油製品の製造', en: 'Manufacture of coke and refined petroleum products' } },
  { code: 11, name: { ja: '核燃料', en: 'Nuclear fuel' } },
  { code: 12, name: { ja: '化学薬品、化学製品及び繊維', en: 'Chemicals, chemical products and fibres' } },
  { code: 13, name: { ja: '医薬品', en: 'Pharmaceuticals' } },
  { code: 14, name: { ja: 'ゴム製品及びプラスチック製品', en: 'Rubber and plastic products' } },
  { code: 15, name: { ja: '非金属鉱物製品', en: 'Non-metallic mineral products' } },
  { code: 16, name: { ja: 'コンクリート、セメント、石灰、石こう等', en: 'Concrete, cement, lime, plaster etc.' } },
  { code: 17, name: { ja: '基礎金属及び加工金属製品', en: 'Basic metals and fabricated metal products' } },
  { code: 18, name: { ja: '機械及び装置', en: 'Machinery and equipment' } },
  { code: 19, name: { ja: '電気的及び光学的装置', en: 'Electrical and optical equipment' } },
  { code: 20, name: { ja: '造船業', en: 'Shipbuilding' } },
  { code: 21, name: { ja: '航空宇宙産業', en: 'Aerospace' } },
  { code: 22, name: { ja: 'その他輸送装置', en: 'Other transport equipment' } },
  { code: 23, name: { ja: '他に分類されない製造業', en: 'Manufacturing not elsewhere classified' } },
  { code: 24, name: { ja: 'リサイクル業', en: 'Recycling' } },
  { code: 25, name: { ja: '電力供給', en: 'Electricity supply' } },
  { code: 26, name: { ja: 'ガス供給', en: 'Gas supply' } },
  { code: 27, name: { ja: '給水', en: 'Water supply' } },
  { code: 28, name: { ja: '建設', en: 'Construction' } },
  {
    code: 29,
    name: {
      ja: '卸売業及び小売業、並びに自動車、オートバイ、個人所持品及び家財道具の修理業',
      en: 'Wholesale and retail trade; repair of motor vehicles, motorcycles and personal and household goods',
    },
  },
  { code: 30, name: { ja: 'ホテル及びレストラン', en: 'Hotels and restaurants' } },
  { code: 31, name: { ja: '輸送、倉庫及び通信', en: 'Transport, storage and communication' } },
  { code: 32, name: { ja: '金融、保険、不動産、賃貸', en: 'Financial intermediation; real estate; renting' } },
  { code: 33, name: { ja: '情報技術', en: 'Information technology' } },
  { code: 34, name: { ja: 'エンジニアリング、研究開発', en: 'Engineering services' } },
  { code: 35, name: { ja: 'その他サービス', en: 'Other services' } },
  { code: 36, name: { ja: '公共行政', en: 'Public administration' } },
  { code: 37, name: { ja: '教育', en: 'Education' } },
  { code: 38, name: { ja: '医療及び社会事業', en: 'Health and social work' } },
  { code: 39, name: { ja: 'その他社会的サービス', en: 'Other social services' } },
];

const byNumber: ReadonlyMap<number, IafCode> = new Map(iafCodes.map((c) => [c.code, c]));

/** The IAF sector with this number; accepts '28' as well as 28. */
export function iafCodeByNumber(code: number | string): IafCode | undefined {
  const n = typeof code === 'number' ? code : Number.parseInt(code.trim(), 10);
  return byNumber.get(n);
}
