import type { Locale } from '@/i18n/routing';
import type { LocalizedName } from '@/reference/types';

/**
 * Classifications of accredited bodies (the "区分" column of the directory and the decision
 * reports) in both languages. The stored classification is free text, normally the Japanese
 * word; one of these words is shown in the visitor's language, any other value as stored.
 */
export const classifications: readonly LocalizedName[] = [
  { ja: '一般', en: 'General' },
  { ja: '医療機器', en: 'Medical devices' },
  { ja: '食品', en: 'Food' },
  { ja: '電気・電子', en: 'Electrical and electronic' },
  { ja: '建設', en: 'Construction' },
  { ja: '環境', en: 'Environment' },
  { ja: '自動車', en: 'Automotive' },
  { ja: '化学', en: 'Chemicals' },
];

/** A stored classification in the visitor's language; empty when there is none. */
export function classificationLabel(value: string | null | undefined, locale: Locale): string {
  const stored = value?.trim() ?? '';
  if (!stored) return '';
  const known = classifications.find((c) => c.ja === stored || c.en.toLowerCase() === stored.toLowerCase());
  return known ? known[locale] : stored;
}
