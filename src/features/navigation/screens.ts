import { ADDRESSES } from '@/i18n/addresses';
import type { LocalizedText } from '@/platform/localized';

/**
 * The site's own screens that are not CMS pages: the information lists, the two searches and what
 * hangs off them, the forms and the site search. A menu entry links to one of these by choosing it
 * from this list (or to a CMS page by choosing the page); a typed address is only for another site.
 * Adding a screen to the site means adding it here to offer it to the menu editor.
 */
export const SCREENS = [
  { path: ADDRESSES.news, label: { ja: 'お知らせ', en: 'News' } },
  { path: ADDRESSES.publicComments, label: { ja: 'パブリックコメント', en: 'Public comments' } },
  { path: ADDRESSES.documentRevisions, label: { ja: '文書改訂のお知らせ', en: 'Document revision notices' } },
  { path: ADDRESSES.recruitment, label: { ja: '採用情報', en: 'Recruitment' } },
  { path: ADDRESSES.documents, label: { ja: '文書', en: 'Documents' } },
  { path: ADDRESSES.forms, label: { ja: '様式', en: 'Forms' } },
  { path: ADDRESSES.decisionReports, label: { ja: '認定に関する報告', en: 'Reports on accreditation decisions' } },
  { path: ADDRESSES.accreditedBodies, label: { ja: '認定適合性評価機関の検索', en: 'Search accredited bodies' } },
  { path: ADDRESSES.certifiedOrganisations, label: { ja: '認証組織の検索', en: 'Search certified organisations' } },
  { path: ADDRESSES.certificationCounts, label: { ja: '認証件数', en: 'Certification counts' } },
  { path: ADDRESSES.registerCoverage, label: { ja: '認証機関別の報告状況', en: 'Reports from certification bodies' } },
  { path: ADDRESSES.verify, label: { ja: '認定・認証登録の確認', en: 'Accreditation and certificate check' } },
  { path: ADDRESSES.inquiry, label: { ja: 'お問い合わせフォーム', en: 'Inquiry form' } },
  { path: ADDRESSES.complaint, label: { ja: '苦情申立てフォーム', en: 'Complaint form' } },
  { path: ADDRESSES.accessibilityResults, label: { ja: 'ウェブアクセシビリティ試験結果', en: 'Accessibility test results' } },
  { path: ADDRESSES.siteSearch, label: { ja: 'サイト内検索', en: 'Site search' } },
] as const satisfies readonly { path: string; label: LocalizedText }[];

export type ScreenPath = (typeof SCREENS)[number]['path'];

const BY_PATH: ReadonlyMap<string, { path: string; label: LocalizedText }> = new Map(SCREENS.map((s) => [s.path, s]));

/** The screen at this address, if the site has one. */
export function screenAt(path: string): { path: string; label: LocalizedText } | undefined {
  return BY_PATH.get(path);
}
