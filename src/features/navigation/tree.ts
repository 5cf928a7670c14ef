import { ADDRESSES } from '@/i18n/addresses';

import type { SiteTree } from './types';

/**
 * The site tree: the single source of the header mega-menu (three columns), the shorter
 * English menu (`inEnglishMenu`), the footer and every breadcrumb.
 *
 * Rules kept here: every `href` is a locale-less path starting with '/', without a trailing
 * slash or query string, and each path appears once in the whole tree (columns and footer).
 * Pages that are only steps of a flow (confirm / success) or record detail pages are not
 * entries; their breadcrumb ends at the nearest listed parent.
 */
export const defaultSiteTree: SiteTree = {
  columns: [
    // 1. Services, accreditation and about (JAB's role)
    {
      heading: { ja: '認定サービス', en: 'Accreditation services' },
      sections: [
        {
          href: '/service',
          label: { ja: '認定サービス', en: 'Accreditation services' },
          inEnglishMenu: true,
          children: [
            {
              href: '/service/management_system',
              label: { ja: 'マネジメントシステム認証機関', en: 'Management system certification bodies' },
              inEnglishMenu: true,
              children: [
                {
                  href: '/service/management_system/merit',
                  label: { ja: '認定のメリット', en: 'Benefits of accreditation' },
                },
                {
                  href: '/service/management_system/step',
                  label: { ja: '認定までの流れ', en: 'Steps to accreditation' },
                },
              ],
            },
            {
              href: '/service/essential_member',
              label: { ja: '要員認証機関', en: 'Personnel certification bodies' },
              inEnglishMenu: true,
            },
            {
              href: '/service/product',
              label: { ja: '製品認証機関', en: 'Product certification bodies' },
              inEnglishMenu: true,
            },
            {
              href: '/service/greenhouse_gas',
              label: { ja: '温室効果ガス妥当性確認・検証機関', en: 'Greenhouse gas validation and verification bodies' },
              inEnglishMenu: true,
            },
            {
              href: '/service/laboratory',
              label: { ja: '試験所・校正機関', en: 'Testing and calibration laboratories' },
              inEnglishMenu: true,
            },
            {
              href: '/service/medical_laboratory',
              label: { ja: '臨床検査室', en: 'Medical laboratories' },
              inEnglishMenu: true,
            },
            {
              href: '/service/inspection_agency',
              label: { ja: '検査機関', en: 'Inspection bodies' },
              inEnglishMenu: true,
            },
            {
              href: '/service/material_producer',
              label: { ja: '標準物質生産者', en: 'Reference material producers' },
              inEnglishMenu: true,
            },
            {
              href: '/service/ptp',
              label: { ja: '技能試験提供者', en: 'Proficiency testing providers' },
              inEnglishMenu: true,
            },
            {
              href: '/service/biobanking',
              label: { ja: 'バイオバンク', en: 'Biobanks' },
              inEnglishMenu: true,
            },
          ],
        },
        {
          href: '/accreditation',
          label: { ja: '認定について', en: 'About accreditation' },
          inEnglishMenu: true,
          children: [
            {
              href: '/accreditation/information',
              label: { ja: '認定に関する情報', en: 'Accreditation information' },
            },
            {
              href: '/accreditation/international_mra',
              label: { ja: '国際相互承認', en: 'International mutual recognition' },
              inEnglishMenu: true,
            },
          ],
        },
        {
          href: '/about_jab',
          label: { ja: 'JABの役割', en: 'What JAB does' },
          children: [
            {
              href: '/about_jab/jcca',
              label: { ja: '適合性評価とは', en: 'What is conformity assessment' },
            },
            {
              href: '/about_jab/accreditation',
              label: { ja: '認定とは', en: 'What is accreditation' },
            },
            {
              href: '/about_jab/international_accreditation',
              label: { ja: '国際的な認定の仕組み', en: 'Accreditation worldwide' },
            },
            {
              href: '/about_jab/society_contribution',
              label: { ja: '社会への貢献', en: 'Contribution to society' },
            },
          ],
        },
      ],
    },

    // 2. Searches, reports, documents, publicity, news, public comments and recruitment
    {
      heading: { ja: '検索・情報', en: 'Search and information' },
      sections: [
        {
          href: ADDRESSES.accreditedBodies,
          label: { ja: '認定適合性評価機関の検索', en: 'Search accredited bodies' },
          inEnglishMenu: true,
        },
        {
          href: ADDRESSES.decisionReports,
          label: { ja: '認定に関する報告', en: 'Reports on accreditation decisions' },
          inEnglishMenu: true,
        },
        {
          href: '/documents_forms',
          label: { ja: '文書・様式', en: 'Documents and forms' },
          children: [
            {
              href: ADDRESSES.documents,
              label: { ja: '文書', en: 'Documents' },
            },
            {
              href: ADDRESSES.forms,
              label: { ja: '様式', en: 'Forms' },
            },
          ],
        },
        {
          href: ADDRESSES.certifiedOrganisations,
          label: { ja: '認証組織の検索', en: 'Search certified organisations' },
          inEnglishMenu: true,
          children: [
            {
              href: ADDRESSES.certificationCounts,
              label: { ja: '認証件数', en: 'Certification counts' },
              inEnglishMenu: true,
            },
            {
              href: ADDRESSES.registerCoverage,
              label: { ja: '認証機関別の報告状況', en: 'Reports from certification bodies' },
              inEnglishMenu: true,
            },
          ],
        },
        {
          href: ADDRESSES.verify,
          label: { ja: '認定・認証登録の確認', en: 'Accreditation and certificate check' },
          inEnglishMenu: true,
        },
        {
          href: '/about/publicity',
          label: { ja: '広報', en: 'Publicity' },
          children: [
            {
              href: '/about/publicity/feature',
              label: { ja: '広報誌特集', en: 'Magazine features' },
            },
            {
              href: '/about/publicity/pamphlet',
              label: { ja: 'パンフレット', en: 'Pamphlets' },
            },
            {
              href: '/about/publicity/archive',
              label: { ja: 'アーカイブ', en: 'Archive' },
            },
            {
              href: '/about/publicity/JAB-management-system',
              label: { ja: 'JABのマネジメントシステム', en: "JAB's management system" },
            },
            {
              href: '/about/publicity/10th_contribution',
              label: { ja: '10周年記念寄稿集', en: '10th anniversary contributions' },
            },
            {
              href: '/about/publicity/20th_contribution',
              label: { ja: '20周年記念寄稿集', en: '20th anniversary contributions' },
              children: [
                {
                  href: '/about/publicity/20th_contribution/detail',
                  label: { ja: '寄稿全文', en: 'Full contributions' },
                },
              ],
            },
            {
              href: '/about/publicity/25th_contribution',
              label: { ja: '25周年記念寄稿集', en: '25th anniversary contributions' },
            },
          ],
        },
        {
          href: ADDRESSES.news,
          label: { ja: 'お知らせ', en: 'News' },
          inEnglishMenu: true,
        },
        {
          href: ADDRESSES.publicComments,
          label: { ja: 'パブリックコメント', en: 'Public comments' },
          inEnglishMenu: true,
        },
        {
          href: ADDRESSES.documentRevisions,
          label: { ja: '文書改訂のお知らせ', en: 'Document revision notices' },
        },
        {
          href: ADDRESSES.recruitment,
          label: { ja: '採用情報', en: 'Recruitment' },
        },
      ],
    },

    // 3. About the body and inquiry
    {
      heading: { ja: '協会について・お問い合わせ', en: 'About us and contact' },
      sections: [
        {
          href: '/about',
          label: { ja: '協会について', en: 'About JAB' },
          inEnglishMenu: true,
          children: [
            {
              href: '/about/basic',
              label: { ja: '基本情報', en: 'Basic information' },
              inEnglishMenu: true,
              children: [
                {
                  href: '/about/basic/charter',
                  label: { ja: '定款', en: 'Articles of incorporation' },
                },
                {
                  href: '/about/basic/mission',
                  label: { ja: '理念', en: 'Mission' },
                  inEnglishMenu: true,
                },
                {
                  href: '/about/basic/basic_policy',
                  label: { ja: '基本方針', en: 'Basic policy' },
                },
                {
                  href: '/about/basic/internal_control_system',
                  label: { ja: '内部統制システムに関する基本方針', en: 'Internal control policy' },
                },
                {
                  href: '/about/basic/loan_employee',
                  label: { ja: '出向者の状況', en: 'Seconded staff' },
                },
                {
                  href: '/about/basic/holiday',
                  label: { ja: '休業日', en: 'Office holidays' },
                },
              ],
            },
            {
              href: '/about/messagefromdirectors',
              label: { ja: '役員メッセージ', en: 'Message from the directors' },
            },
            {
              href: '/about/roster',
              label: { ja: '役員名簿', en: 'Officers' },
            },
            {
              href: '/about/public_doc',
              label: { ja: '公開文書', en: 'Public documents' },
            },
            {
              href: '/about/impartiality',
              label: { ja: '公平性に関する方針', en: 'Commitment to impartiality' },
            },
            {
              href: '/about/mra',
              label: { ja: '相互承認法に基づく指定調査業務', en: 'Designated investigation under the MRA Act' },
            },
            {
              href: '/about/proficiency_testing',
              label: { ja: '技能試験', en: 'Proficiency testing' },
              children: [
                {
                  href: '/about/proficiency_testing/other',
                  label: { ja: '他機関による技能試験', en: 'Proficiency testing by other providers' },
                },
              ],
            },
            {
              href: '/about/assets',
              label: { ja: '基本財産と出えん団体', en: 'Basic assets and endowing organisations' },
            },
            {
              href: '/about/access',
              label: { ja: '所在地・アクセス', en: 'Location and access' },
              inEnglishMenu: true,
            },
            {
              href: '/about/international_mra',
              label: { ja: '国際相互承認の署名状況', en: 'International MLA/MRA status' },
              inEnglishMenu: true,
            },
          ],
        },
        {
          href: '/inquiry',
          label: { ja: 'お問い合わせ', en: 'Contact' },
          inEnglishMenu: true,
          children: [
            {
              href: '/inquiry/faq',
              label: { ja: 'よくあるご質問', en: 'FAQ' },
              inEnglishMenu: true,
            },
            {
              href: '/inquiry/complaint',
              label: { ja: '苦情・異議申立て', en: 'Complaints and appeals' },
              inEnglishMenu: true,
              children: [
                {
                  href: ADDRESSES.complaint,
                  label: { ja: '苦情申立てフォーム', en: 'Complaint form' },
                  inEnglishMenu: true,
                },
              ],
            },
            {
              href: '/inquiry/searchmethod',
              label: { ja: '検索方法について', en: 'How to search' },
            },
            {
              href: ADDRESSES.inquiry,
              label: { ja: 'お問い合わせフォーム', en: 'Inquiry form' },
              inEnglishMenu: true,
            },
          ],
        },
      ],
    },
  ],

  // '/inquiry' is already a section of column 3; it is not repeated here (one node per path).
  footer: [
    {
      href: '/guide',
      label: { ja: 'このサイトについて', en: 'About this site' },
      inEnglishMenu: true,
      children: [
        {
          href: '/guide/legal_matters',
          label: { ja: '法的事項', en: 'Legal matters' },
          inEnglishMenu: true,
        },
        {
          href: '/guide/terms_of_use',
          label: { ja: '利用規約', en: 'Terms of use' },
          inEnglishMenu: true,
        },
      ],
    },
    {
      href: '/privacy',
      label: { ja: '個人情報保護方針', en: 'Privacy policy' },
      inEnglishMenu: true,
    },
    {
      href: '/accessibility',
      label: { ja: 'ウェブアクセシビリティ方針', en: 'Web accessibility policy' },
      inEnglishMenu: true,
      children: [
        {
          href: ADDRESSES.accessibilityResults,
          label: { ja: 'ウェブアクセシビリティ試験結果', en: 'Accessibility test results' },
          inEnglishMenu: true,
        },
      ],
    },
    {
      href: '/link',
      label: { ja: 'リンク集', en: 'Links' },
    },
    {
      href: ADDRESSES.openData,
      label: { ja: 'オープンデータ', en: 'Open data' },
      inEnglishMenu: true,
    },
    {
      href: ADDRESSES.siteSearch,
      label: { ja: 'サイト内検索', en: 'Site search' },
      inEnglishMenu: true,
    },
  ],
};
