import '#server-only';

import type { GetServerSideProps } from 'next';

import type { Locale } from '@/i18n/routing';

import { variantBySlug } from './model';
import { type CertifiedSearchData, loadCertifiedSearch } from './pages/searchData';

// The search pages' getServerSideProps, for the Pages Router (src/pages); Next keeps it, and what
// it imports, out of the page's browser bundle.

type Props = { data: CertifiedSearchData };

/**
 * Props are handed to the render as they are (no runtime script, so nothing is serialised into the
 * page). The development server checks that props could be serialised, and refuses `undefined`:
 * there they go through JSON first.
 */
const plain = (data: CertifiedSearchData): Props => ({ data: process.env.NODE_ENV === 'development' ? (JSON.parse(JSON.stringify(data)) as CertifiedSearchData) : data });

/** The search of every scope: /ms_certifications/list, /en/ms_certifications/list. */
export const certifiedSearchProps =
  (locale: Locale): GetServerSideProps<Props> =>
  async ({ query }) => ({ props: plain(await loadCertifiedSearch(locale, query)) });

/** The search of one standard: /ms_certifications/list/{standard}; an unknown standard is not found. */
export const certifiedVariantProps =
  (locale: Locale): GetServerSideProps<Props, { standard: string }> =>
  async ({ query, params }) => {
    const variant = variantBySlug(params?.standard ?? '');
    if (!variant) return { notFound: true };
    return { props: plain(await loadCertifiedSearch(locale, query, variant)) };
  };
