import '#server-only';

import type { GetServerSideProps } from 'next';

import type { Locale } from '@/i18n/routing';
import { pagesProps } from '@/platform/pagesProps';

import { variantBySlug } from './model';
import { type CertifiedSearchData, loadCertifiedSearch } from './views/searchData';

// The search pages' getServerSideProps, for the Pages Router (src/pages); Next keeps it, and what
// it imports, out of the page's browser bundle.

type Props = { data: CertifiedSearchData };

/** The search of every scope: /ms_certifications/list, /en/ms_certifications/list. */
export const certifiedSearchProps =
  (locale: Locale): GetServerSideProps<Props> =>
  async ({ query }) => ({ props: pagesProps(await loadCertifiedSearch(locale, query)) });

/** The search of one standard: /ms_certifications/list/{standard}; an unknown standard is not found. */
export const certifiedVariantProps =
  (locale: Locale): GetServerSideProps<Props, { standard: string }> =>
  async ({ query, params }) => {
    const variant = variantBySlug(params?.standard ?? '');
    if (!variant) return { notFound: true };
    return { props: pagesProps(await loadCertifiedSearch(locale, query, variant)) };
  };
