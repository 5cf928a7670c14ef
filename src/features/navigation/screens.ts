import type { LocalizedText } from '@/platform/localized';

/**
 * The site's own screens that are not CMS pages: the information lists, the two searches and what
 * hangs off them, the forms and the site search. A menu entry links to one of these by choosing it
 * from this list (or to a CMS page by choosing the page); a typed address is only for another site.
 * Adding a screen to the site means adding it here to offer it to the menu editor.
 */
export const SCREENS = [
  { path: '/news', label: { ja: 'お知らせ', en: 'News' } },
  { path: '/public_comments', label: { ja: 'パブリックコメント', en: 'Public comments' } },
  { path: '/document_revision', label: { ja: '文書改訂のお知らせ', en: 'Document revision notices' } },
  { path: '/recruit', label: { ja: '採用情報', en: 'Recruitment' } },
  { path: '/documents_forms/documents', label: { ja: '文書', en: 'Documents' } },
  { path: '/documents_forms/forms', label: { ja: '様式', en: 'Forms' } },
  { path: '/cert_reports', label: { ja: '認定に関する報告', en: 'Reports on accreditation decisions' } },
  { path: '/certification_institutions', label: { ja: '認定適合性評価機関の検索', en: 'Search accredited bodies' } },
  { path: '/ms_certifications/list', label: { ja: '認証組織の検索', en: 'Search certified organisations' } },
  { path: '/ms_certifications/counts', label: { ja: '認証件数', en: 'Certification counts' } },
  { path: '/ms_certifications/coverage', label: { ja: '認証機関別の報告状況', en: 'Reports from certification bodies' } },
  { path: '/verify', label: { ja: '認定・認証登録の確認', en: 'Accreditation and certificate check' } },
  { path: '/inquiry/form', label: { ja: 'お問い合わせフォーム', en: 'Inquiry form' } },
  { path: '/complaint_application', label: { ja: '苦情申立てフォーム', en: 'Complaint form' } },
  { path: '/accessibility/results', label: { ja: 'ウェブアクセシビリティ試験結果', en: 'Accessibility test results' } },
  { path: '/search', label: { ja: 'サイト内検索', en: 'Site search' } },
] as const satisfies readonly { path: string; label: LocalizedText }[];

export type ScreenPath = (typeof SCREENS)[number]['path'];

const BY_PATH: ReadonlyMap<string, { path: string; label: LocalizedText }> = new Map(SCREENS.map((s) => [s.path, s]));

/** The screen at this address, if the site has one. */
export function screenAt(path: string): { path: string; label: LocalizedText } | undefined {
  return BY_PATH.get(path);
}
