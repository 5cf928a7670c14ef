import type { Payload } from 'payload';

import { formatMonth as formatMonthOfDay } from '@/platform/time/format';
import type { Locale } from '@/i18n/routing';

/** One row of the table as the `certification-counts` global stores it. */
export type CertificationCountsRow = {
  id?: string | null;
  schemeJa: string;
  schemeEn?: string | null;
  standard?: string | null;
  /** Certifications by all certification bodies. */
  totalBodies: number;
  /** Of those, certifications by certification bodies accredited by us. */
  accreditedBodies: number;
  noteJa?: string | null;
  noteEn?: string | null;
};

/** The `certification-counts` global as read with depth 0. */
export type CertificationCountsData = {
  sample?: boolean | null;
  /** YYYY-MM-DD; the page shows the month. */
  tableDate?: string | null;
  /** YYYY-MM */
  surveyAsOf?: string | null;
  respondentsAnswered?: number | null;
  respondentsTotal?: number | null;
  rows?: CertificationCountsRow[] | null;
  notes?: { id?: string | null; textJa?: string | null; textEn?: string | null }[] | null;
};

export const CERTIFICATION_COUNTS_SLUG = 'certification-counts';

const ROAD_TRAFFIC_NOTE = {
  ja: '2020年3月31日から認定を一時停止しています。',
  en: 'Accreditation suspended since 31 March 2020.',
};

/**
 * The seed table. The schemes, survey figures and dates are real; the counts are NOT: they are
 * made-up sample values, so `sample` is on and the page says so until staff enter real figures.
 */
export const defaultCertificationCounts = {
  sample: true,
  // The table is dated May 2024; only the month is known and only the month is shown.
  tableDate: '2024-05-01',
  surveyAsOf: '2023-12',
  respondentsAnswered: 12,
  respondentsTotal: 31,
  rows: [
    { schemeJa: '品質マネジメントシステム（QMS）', schemeEn: 'Quality management systems (QMS)', standard: 'ISO 9001', totalBodies: 34200, accreditedBodies: 27600 },
    { schemeJa: '航空宇宙品質マネジメントシステム', schemeEn: 'Aerospace quality management systems', standard: 'JIS Q 9100', totalBodies: 640, accreditedBodies: 560 },
    { schemeJa: '電気通信品質マネジメントシステム', schemeEn: 'Telecommunications quality management systems', standard: 'TL 9000', totalBodies: 40, accreditedBodies: 31 },
    { schemeJa: '医療機器品質マネジメントシステム', schemeEn: 'Medical device quality management systems', standard: 'ISO 13485', totalBodies: 1380, accreditedBodies: 540 },
    { schemeJa: '環境マネジメントシステム（EMS）', schemeEn: 'Environmental management systems (EMS)', standard: 'ISO 14001', totalBodies: 21800, accreditedBodies: 18300 },
    { schemeJa: 'エネルギーマネジメントシステム（EnMS）', schemeEn: 'Energy management systems (EnMS)', standard: 'ISO 50001', totalBodies: 170, accreditedBodies: 96 },
    { schemeJa: '情報セキュリティマネジメントシステム（ISMS）', schemeEn: 'Information security management systems (ISMS)', standard: 'ISO/IEC 27001', totalBodies: 7800, accreditedBodies: 7100 },
    { schemeJa: 'ITサービスマネジメントシステム', schemeEn: 'IT service management systems', standard: 'ISO/IEC 20000-1', totalBodies: 310, accreditedBodies: 280 },
    { schemeJa: '労働安全衛生マネジメントシステム', schemeEn: 'Occupational health and safety management systems', standard: 'ISO 45001 / JIS Q 45001', totalBodies: 4100, accreditedBodies: 3300 },
    { schemeJa: '労働安全衛生マネジメントシステム', schemeEn: 'Occupational health and safety management systems', standard: 'JIS Q 45100', totalBodies: 1150, accreditedBodies: 1090 },
    { schemeJa: '食品安全マネジメントシステム', schemeEn: 'Food safety management systems', standard: 'ISO 22000', totalBodies: 1050, accreditedBodies: 470 },
    { schemeJa: '食品安全マネジメントシステム', schemeEn: 'Food safety management systems', standard: 'FSSC 22000', totalBodies: 1900, accreditedBodies: 1020 },
    { schemeJa: '食品安全マネジメントシステム', schemeEn: 'Food safety management systems', standard: 'JFS-C', totalBodies: 290, accreditedBodies: 230 },
    {
      schemeJa: '道路交通安全マネジメントシステム',
      schemeEn: 'Road traffic safety management systems',
      standard: 'ISO 39001',
      totalBodies: 380,
      accreditedBodies: 0,
      noteJa: ROAD_TRAFFIC_NOTE.ja,
      noteEn: ROAD_TRAFFIC_NOTE.en,
    },
    { schemeJa: 'アセットマネジメントシステム', schemeEn: 'Asset management systems', standard: 'ISO 55001', totalBodies: 65, accreditedBodies: 48 },
    { schemeJa: 'イベントの持続可能性に関するマネジメントシステム', schemeEn: 'Event sustainability management systems', standard: 'ISO 20121', totalBodies: 14, accreditedBodies: 9 },
  ],
  notes: [
    {
      textJa: '道路交通安全マネジメントシステム（ISO 39001）の認定は、2020年3月31日から一時停止しています。',
      textEn: 'JAB\'s accreditation for road traffic safety management systems (ISO 39001) has been suspended since 31 March 2020.',
    },
  ],
} satisfies CertificationCountsData & { rows: CertificationCountsRow[] };

/** Writes the seed table when the global has no rows yet; true when it wrote. */
export async function seedCertificationCounts(payload: Payload): Promise<number> {
  const current = await payload.findGlobal({ slug: CERTIFICATION_COUNTS_SLUG, depth: 0 });
  if (current.rows?.length) return 0;
  await payload.updateGlobal({ slug: CERTIFICATION_COUNTS_SLUG, data: defaultCertificationCounts, context: { disableRevalidate: true } });
  return 1;
}

export type CountsRowModel = {
  key: string;
  scheme: string;
  standard: string;
  total: number;
  accredited: number;
  /** Share of the total by bodies accredited by us, in percent to one decimal; null when the total is 0. */
  share: number | null;
  note: string | null;
};

export type CountsTableModel = {
  sample: boolean;
  /** The table's month in the locale: 「2024年5月」, "May 2024". */
  tableDate: string | null;
  survey: { asOf: string; answered: number; total: number } | null;
  rows: CountsRowModel[];
  notes: string[];
};

/** A YYYY-MM or YYYY-MM-DD value as a month in the locale; null when it is not one. */
export function formatMonth(value: string | null | undefined, locale: Locale): string | null {
  const match = value ? /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value) : null;
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return formatMonthOfDay(`${match[1]}-${match[2]}-01`, locale);
}

/** English when written, else Japanese; null when both are empty. */
const pick = (ja: string | null | undefined, en: string | null | undefined, locale: Locale): string | null =>
  (locale === 'en' && en?.trim() ? en.trim() : ja?.trim()) || null;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** What the counts page shows, in one language. */
export function countsTableModel(data: CertificationCountsData | null | undefined, locale: Locale): CountsTableModel {
  const rows = (data?.rows ?? []).map((row, i): CountsRowModel => {
    const total = isCount(row.totalBodies) ? row.totalBodies : 0;
    const accredited = isCount(row.accreditedBodies) ? row.accreditedBodies : 0;
    return {
      key: row.id ?? String(i),
      scheme: pick(row.schemeJa, row.schemeEn, locale) ?? '',
      standard: row.standard?.trim() ?? '',
      total,
      accredited,
      share: total > 0 ? Math.round((accredited / total) * 1000) / 10 : null,
      note: pick(row.noteJa, row.noteEn, locale),
    };
  });
  const asOf = formatMonth(data?.surveyAsOf, locale);
  const answered = data?.respondentsAnswered;
  const surveyed = data?.respondentsTotal;
  return {
    sample: Boolean(data?.sample),
    tableDate: formatMonth(data?.tableDate, locale),
    survey: asOf && isCount(answered) && isCount(surveyed) ? { asOf, answered, total: surveyed } : null,
    rows,
    notes: (data?.notes ?? []).map((n) => pick(n.textJa, n.textEn, locale)).filter((n): n is string => n !== null),
  };
}
