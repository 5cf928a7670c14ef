import styles from '@/ui/search/search.module.css';
import { ADDRESSES } from '@/i18n/addresses';
import type { Locale } from '@/i18n/routing';
import { countryByAlpha2 } from '@/reference/countries';
import { prefectureByCode } from '@/reference/prefectures';
import { managementSystemScopes } from '@/reference/scopes';

import type { CertificateStatus } from '../model';
import type { CertificateRow } from '../server/store';

// What the search (Pages Router) and the organisation's page (App Router) both show.

export const LIST_PATH = ADDRESSES.certifiedOrganisations;
export const DETAIL_PATH = ADDRESSES.certifiedOrganisation;
export const EXPORT_PATH = `${LIST_PATH}/export`;
/** Which certification bodies report, and when they last did (pages/coverage.tsx). */
export const COVERAGE_PATH = ADDRESSES.registerCoverage;

/** A name or text in the page's language, or in the other when it has none. */
export const pick = (locale: Locale, ja: string | null, en: string | null) => (locale === 'en' ? en || ja : ja || en) ?? '';
export const scopeLabel = (code: string) => managementSystemScopes.find((s) => s.code === code)?.label ?? code;

export function place(row: Pick<CertificateRow, 'prefecture' | 'country'>, locale: Locale): string {
  if (row.prefecture) return prefectureByCode(row.prefecture)?.name[locale] ?? row.prefecture;
  return countryByAlpha2(row.country)?.name[locale] ?? row.country;
}

/** A certificate's state as a badge; `t` is the `certified` namespace's translator. */
export function StatusBadge({ status, t }: { status: CertificateStatus; t: (key: `status.${CertificateStatus}`) => string }) {
  return (
    <span className={styles.badge} data-status={status === 'valid' ? 'active' : status === 'withdrawn' || status === 'unreported' ? 'ended' : status}>
      {t(`status.${status}`)}
    </span>
  );
}

export function queryRecord(pairs: [string, string][]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of pairs) (out[k] ??= []).push(v);
  return out;
}
