import '#server-only';

import type { GetServerSideProps } from 'next';

import type { Locale } from '@/i18n/routing';
import { pagesProps } from '@/platform/pagesProps';

import { type BodySearchData, loadBodySearch } from './views/searchData';

// The search page's getServerSideProps, for the Pages Router (src/pages); Next keeps it, and what
// it imports, out of the page's browser bundle.

type Props = { data: BodySearchData };

/** The accredited-body search: /certification_institutions, /en/certification_institutions. */
export const bodySearchProps =
  (locale: Locale): GetServerSideProps<Props> =>
  async ({ query }) => ({ props: pagesProps(await loadBodySearch(locale, query)) });
